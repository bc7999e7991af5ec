"""Load test for `tefuda serve` (loopback only): many rooms, many clients, measured latency.

    python -m tefuda.apps.web.loadtest --rooms 200 --clients 500 --seconds 60

Starts its own server on 127.0.0.1 (or uses --url, which must be a loopback address),
fills `rooms` Diving tables with two player connections each, adds spectators up to
`clients`, and lets the players act with a short think time. Latency is measured from
sending an action to receiving the update that shows it. Bounded in time and count;
stops by itself. Prints one JSON object.
"""

from __future__ import annotations

import argparse
import asyncio
import ipaddress
import json
import os
import random
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


async def player(url: str, room: str, token: str, stats: Stats, deadline: float, rng: random.Random, think: float):
    ws_url = url.replace("http", "ws", 1) + f"/ws/{room}"
    async with websockets.connect(ws_url, max_size=2**22) as ws:
        await ws.send(json.dumps({"type": "hello", "tokens": [token]}))
        seat = None
        pending: tuple[int, float] | None = None  # (seq we acted on, when)
        while time.monotonic() < deadline:
            try:
                raw = await asyncio.wait_for(ws.recv(), timeout=max(0.05, deadline - time.monotonic()))
            except asyncio.TimeoutError:
                break
            m = json.loads(raw)
            if m["type"] == "welcome":
                seat = m["seats"][0]
            elif m["type"] == "error":
                stats.errors.append(m.get("message", "?"))
            elif m["type"] == "update" and m["seat"] == seat:
                if pending is not None and m["seq"] > pending[0]:
                    stats.latencies.append(time.monotonic() - pending[1])
                    pending = None
                if m["over"]:
                    stats.games += 1
                    return True
                if m["legal"] and pending is None:
                    await asyncio.sleep(think * rng.random())
                    pending = (m["seq"], time.monotonic())
                    await ws.send(json.dumps({"type": "act", "seat": seat, "action": rng.choice(m["legal"])}))
                    stats.actions += 1
    return False


async def spectator(url: str, room: str, deadline: float, stats: Stats):
    async with websockets.connect(url.replace("http", "ws", 1) + f"/ws/{room}", max_size=2**22) as ws:
        await ws.send(json.dumps({"type": "hello", "tokens": []}))
        while time.monotonic() < deadline:
            try:
                m = json.loads(await asyncio.wait_for(ws.recv(), timeout=max(0.05, deadline - time.monotonic())))
            except asyncio.TimeoutError:
                break
            if m["type"] == "error":
                stats.errors.append(m.get("message", "?"))


async def table_loop(url: str, stats: Stats, deadline: float, rng: random.Random, think: float, spectators: int):
    """One table slot: a Diving game after another until the time is up."""
    loop = asyncio.get_running_loop()
    while time.monotonic() < deadline:
        room = await loop.run_in_executor(None, _post, url + "/api/rooms",
                                          {"game": "diving", "seats": [{"kind": "human"}, {"kind": "human"}]})
        tasks = [player(url, room["room"], room["tokens"][str(s)], stats, deadline, rng, think) for s in (0, 1)]
        tasks += [spectator(url, room["room"], deadline, stats) for _ in range(spectators)]
        await asyncio.gather(*tasks)


async def run(url: str, rooms: int, clients: int, seconds: float, think: float, seed: int) -> dict:
    stats = Stats()
    rng = random.Random(seed)
    deadline = time.monotonic() + seconds
    extra = max(0, clients - 2 * rooms)
    per_room = [extra // rooms + (1 if k < extra % rooms else 0) for k in range(rooms)]
    await asyncio.gather(*(table_loop(url, stats, deadline, random.Random(rng.random()), think, per_room[k])
                           for k in range(rooms)))
    lat = sorted(stats.latencies)
    pct = lambda p: round(1000 * lat[min(len(lat) - 1, int(p * len(lat)))], 2) if lat else None
    return {"rooms": rooms, "clients": max(clients, 2 * rooms), "seconds": seconds, "actions": stats.actions,
            "games_finished": stats.games, "errors": len(stats.errors), "error_samples": stats.errors[:5],
            "latency_ms": {"p50": pct(0.5), "p90": pct(0.9), "p99": pct(0.99), "max": pct(1.0)},
            "actions_per_s": round(stats.actions / seconds, 1)}


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description="load test a tefuda server on loopback")
    p.add_argument("--url", default=None, help="a running server on a loopback address (default: start one)")
    p.add_argument("--rooms", type=int, default=200)
    p.add_argument("--clients", type=int, default=500)
    p.add_argument("--seconds", type=float, default=60)
    p.add_argument("--think", type=float, default=1.0, help="max seconds a player waits before acting")
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args(argv)
    if not (1 <= args.rooms <= 1000 and 1 <= args.clients <= 5000 and 0 < args.seconds <= 600):
        p.error("rooms 1..1000, clients 1..5000, seconds up to 600")
    server = None
    url = args.url
    if url is None:
        db = os.path.join(tempfile.mkdtemp(prefix="tefuda-load-"), "load.sqlite")
        port = 18000 + random.Random().randrange(1000)
        server = subprocess.Popen([sys.executable, "-m", "tefuda", "serve", "--port", str(port), "--db", db,
                                   "--cpu-delay", "0"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        url = f"http://127.0.0.1:{port}"
        for _ in range(300):
            try:
                urllib.request.urlopen(url + "/api/games", timeout=1)
                break
            except OSError:
                time.sleep(0.1)
    if not _loopback(url):
        p.error("the load test only targets loopback addresses")
    try:
        result = asyncio.run(run(url, args.rooms, args.clients, args.seconds, args.think, args.seed))
    finally:
        if server is not None:
            server.terminate()
            server.wait(timeout=10)
    print(json.dumps(result))
    return 0 if result["errors"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
