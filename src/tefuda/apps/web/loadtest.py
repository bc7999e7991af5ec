"""Load test for `tefuda serve` (loopback only): many rooms, many clients, measured latency.

    python -m tefuda.apps.web.loadtest --rooms 200 --clients 500 --seconds 60

Without --url it starts its own server on a free loopback port (a fresh database, limits
raised for the load, finished rooms expiring after a few seconds) and also reports that
server's memory over the run and the Traceback / internal-error lines it printed. With
--url (a loopback address only) it drives a running server.

Each of `rooms` table slots plays Diving games one after another: a new room, two player
connections, the slot's share of spectators (up to `clients` connections in all); when the
game is over everyone leaves and the slot opens the next room, so rooms keep opening and
closing. Players act after a random think time; latency is measured from sending an
action to receiving the update that shows it. Bounded in time; prints one JSON object.
"""

from __future__ import annotations

import argparse
import asyncio
import ipaddress
import json
import os
import random
import socket
import subprocess
import sys
import tempfile
import time
import urllib.parse
import urllib.request

import websockets


def _loopback(url: str) -> bool:
    host = urllib.parse.urlparse(url).hostname or ""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def _post(url: str, body: dict) -> dict:
    req = urllib.request.Request(url, data=json.dumps(body).encode(), headers={"content-type": "application/json"})
    return json.loads(urllib.request.urlopen(req, timeout=30).read())


class Stats:
    def __init__(self):
        self.latencies: list[float] = []
        self.errors: list[str] = []
        self.actions = 0
        self.games = 0
        self.rooms = 0

    def error(self, what: str) -> None:
        self.errors.append(what[:200])


async def _recv(ws, deadline: float):
    return json.loads(await asyncio.wait_for(ws.recv(), timeout=max(0.05, deadline - time.monotonic())))


async def player(url: str, room: str, token: str, stats: Stats, deadline: float, rng: random.Random, think: float):
    ws_url = url.replace("http", "ws", 1) + f"/ws/{room}"
    async with websockets.connect(ws_url, max_size=2**22) as ws:
        await ws.send(json.dumps({"type": "hello", "tokens": [token]}))
        seat = None
        pending: tuple[int, float] | None = None  # (seq we acted on, when)
        while time.monotonic() < deadline:
            try:
                m = await _recv(ws, deadline)
            except TimeoutError:
                break
            if m["type"] == "welcome":
                seat = m["seats"][0]
            elif m["type"] == "error":
                stats.error(m.get("message", "?"))
            elif m["type"] == "update" and m["seat"] == seat:
                if pending is not None and m["seq"] > pending[0]:
                    stats.latencies.append(time.monotonic() - pending[1])
                    pending = None
                if m["over"]:
                    return True
                if m["legal"] and pending is None:
                    await asyncio.sleep(think * rng.random())
                    pending = (m["seq"], time.monotonic())
                    await ws.send(json.dumps({"type": "act", "seat": seat, "action": rng.choice(m["legal"])}))
                    stats.actions += 1
    return False


async def spectator(url: str, room: str, deadline: float, stats: Stats):
    """Watches until the game is over (then the slot moves on to its next room)."""
    async with websockets.connect(url.replace("http", "ws", 1) + f"/ws/{room}", max_size=2**22) as ws:
        await ws.send(json.dumps({"type": "hello", "tokens": []}))
        while time.monotonic() < deadline:
            try:
                m = await _recv(ws, deadline)
            except TimeoutError:
                break
            if m["type"] == "error":
                stats.error(m.get("message", "?"))
            elif m["type"] == "update" and m["over"]:
                return


async def table_loop(url: str, stats: Stats, deadline: float, rng: random.Random, think: float, spectators: int):
    """One table slot: a Diving game after another, each in a new room, until time is up."""
    loop = asyncio.get_running_loop()
    while time.monotonic() < deadline:
        try:
            room = await loop.run_in_executor(
                None, _post, url + "/api/rooms", {"game": "diving", "seats": [{"kind": "human"}, {"kind": "human"}]}
            )
            stats.rooms += 1
            tasks = [player(url, room["room"], room["tokens"][str(s)], stats, deadline, rng, think) for s in (0, 1)]
            tasks += [spectator(url, room["room"], deadline, stats) for _ in range(spectators)]
            done = await asyncio.gather(*tasks)
            stats.games += 1 if done[0] or done[1] else 0
        except (OSError, ValueError, KeyError, websockets.WebSocketException) as e:
            stats.error(f"{type(e).__name__}: {e}")
            await asyncio.sleep(1.0)


async def run(url: str, rooms: int, clients: int, seconds: float, think: float, seed: int) -> dict:
    stats = Stats()
    rng = random.Random(seed)
    deadline = time.monotonic() + seconds
    extra = max(0, clients - 2 * rooms)
    per_room = [extra // rooms + (1 if k < extra % rooms else 0) for k in range(rooms)]
    await asyncio.gather(
        *(table_loop(url, stats, deadline, random.Random(rng.random()), think, per_room[k]) for k in range(rooms))
    )
    lat = sorted(stats.latencies)

    def pct(p):
        return round(1000 * lat[min(len(lat) - 1, int(p * len(lat)))], 2) if lat else None

    return {
        "rooms": rooms,
        "clients": max(clients, 2 * rooms),
        "seconds": seconds,
        "actions": stats.actions,
        "games_finished": stats.games,
        "rooms_opened": stats.rooms,
        "errors": len(stats.errors),
        "error_samples": stats.errors[:5],
        "latency_ms": {"p50": pct(0.5), "p90": pct(0.9), "p99": pct(0.99), "max": pct(1.0)},
        "actions_per_s": round(stats.actions / seconds, 1),
    }


# --- our own server ---------------------------------------------------------------------------
def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def rss_mb(pid: int) -> float | None:
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return round(int(line.split()[1]) / 1024, 1)
    except OSError:
        return None
    return None


class OwnServer:
    def __init__(self, rooms: int):
        self.dir = tempfile.mkdtemp(prefix="tefuda-load-")
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.stderr_path = os.path.join(self.dir, "server.log")
        self.stderr = open(self.stderr_path, "wb")
        cmd = [
            sys.executable,
            "-m",
            "tefuda",
            "serve",
            "--port",
            str(self.port),
            "--db",
            os.path.join(self.dir, "load.sqlite"),
            "--cpu-delay",
            "0",
            # one address opens every room here; finished rooms close a few seconds after
            "--rooms-per-minute",
            "1000000",
            "--max-rooms",
            str(4 * rooms + 100),
            "--connections-per-client",
            "100000",
            "--finished-expiry",
            "5",
            "--idle-expiry",
            "120",
        ]
        self.proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=self.stderr)
        for _ in range(300):
            if self.proc.poll() is not None:
                break
            try:
                urllib.request.urlopen(self.url + "/api/games", timeout=1)
                break
            except OSError:
                time.sleep(0.1)
        self.rss: list[tuple[float, float]] = []  # (seconds since start, MB)
        self.t0 = time.monotonic()

    async def sample(self, every: float) -> None:
        while True:
            mb = rss_mb(self.proc.pid)
            if mb is not None:
                self.rss.append((round(time.monotonic() - self.t0, 1), mb))
            await asyncio.sleep(every)

    def stop(self) -> dict:
        self.proc.terminate()
        try:
            self.proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        self.stderr.close()
        with open(self.stderr_path, encoding="utf-8", errors="replace") as f:
            text = f.read()
        lines = text.splitlines()
        mbs = [mb for _, mb in self.rss]
        return {
            "server_tracebacks": sum("Traceback" in ln for ln in lines),
            "server_errors": sum("internal error" in ln or "内部エラー" in ln for ln in lines),
            "server_log_tail": lines[-5:],
            "rss_mb": {
                "first": mbs[0] if mbs else None,
                "max": max(mbs) if mbs else None,
                "last": mbs[-1] if mbs else None,
                "samples": self.rss,
            },
        }


async def _run_with_server(server: OwnServer, args) -> dict:
    sampler = asyncio.get_running_loop().create_task(server.sample(args.sample))
    try:
        return await run(server.url, args.rooms, args.clients, args.seconds, args.think, args.seed)
    finally:
        sampler.cancel()


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description="load test a tefuda server on loopback")
    p.add_argument("--url", default=None, help="a running server on a loopback address (default: start one)")
    p.add_argument("--rooms", type=int, default=200, help="table slots playing at once")
    p.add_argument("--clients", type=int, default=500, help="connections in all (players + spectators)")
    p.add_argument("--seconds", type=float, default=60)
    p.add_argument("--think", type=float, default=1.0, help="max seconds a player waits before acting")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--sample", type=float, default=10.0, help="seconds between memory samples (own server)")
    args = p.parse_args(argv)
    if not (
        1 <= args.rooms <= 1000
        and 1 <= args.clients <= 5000
        and 0 < args.seconds <= 7200
        and args.think >= 0
        and args.sample > 0
    ):
        p.error("rooms 1..1000, clients 1..5000, seconds up to 7200, think >= 0, sample > 0")
    if args.url is not None and not _loopback(args.url):
        p.error("the load test only targets loopback addresses")
    if args.url is not None:
        result = asyncio.run(run(args.url, args.rooms, args.clients, args.seconds, args.think, args.seed))
        ok = result["errors"] == 0
    else:
        server = OwnServer(args.rooms)
        if server.proc.poll() is not None:
            print(json.dumps(server.stop()))
            return 1
        try:
            result = asyncio.run(_run_with_server(server, args))
        finally:
            report = server.stop()
        result.update(report)
        ok = result["errors"] == 0 and report["server_tracebacks"] == 0 and report["server_errors"] == 0
    print(json.dumps(result))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
