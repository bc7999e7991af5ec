"""`tefuda uecda server`: a UECda referee on a TCP port (docs/uecda.md).

Five places, numbered in the order clients connect (tefuda CPUs take the last ones).
Each client first sends its profile table (row 0: the protocol version 20070, row 1: its
name, one character per number); the referee waits 2.5 s for it (no profile: the 2006
protocol, the machine's own integers) and answers with the player number. Then the
match (referee.py). Every game is written as a tefuda record (`tefuda replay` replays
it), with the players' names, the answers and which passes were bad tables in `meta`.

What the operator reads counts players as every tefuda screen does: the protocol's
player number 0 is Player 1 (said once, when the player takes its place).
"""

from __future__ import annotations

import json
import socket
import sys
from pathlib import Path

from tefuda.apps.uecda.brain import Brain
from tefuda.apps.uecda.players import CpuPort, bot_maker, uecda_game
from tefuda.apps.uecda.referee import N, Referee
from tefuda.apps.uecda.wire import Wire, readable
from tefuda.core.i18n import env_lang, player_name, register, translate
from tefuda.core.textsafe import terminal_safe
from tefuda.games.daifugo.uecda_table import NBYTES, PROTOCOL, PROTOCOL_2006, empty, from_bytes

PROFILE_WAIT = 2.5  # the referee's select() on a new connection

register(
    {
        "uecda.server.listening": {
            "en": "tefuda uecda server: listening on {address} for {clients} {clients:client|clients}, "
            "{games} {games:game|games}",
            "ja": "tefuda uecda server: {address} で待ち受けます（クライアント{clients}人、{games}局）",
        },
        # {number}: the protocol's own player number (0–4), the one the client is told
        "uecda.server.client": {
            "en": "{who} connected from {host} (UECda player number {number}, protocol {version})",
            "ja": "{who}が {host} から接続しました（UECda のプレイヤー番号 {number}、プロトコル {version}）",
        },
        "uecda.server.cpu": {
            "en": "{who}: a tefuda CPU ({spec}; UECda player number {number})",
            "ja": "{who}: tefuda の CPU（{spec}、UECda のプレイヤー番号 {number}）",
        },
        "uecda.server.game": {
            "en": "game {number}: {order}   points of Player 1 to {n}: {points}",
            "ja": "第{number}局: {order}　プレイヤー1〜{n}の得点: {points}",
        },
    }
)


def who(number: int, name: str, lang: str) -> str:
    """A player for the operator: "lilovyy (Player 1)" for protocol number 0 (the name as
    received, escaped: it comes from the network)."""
    return terminal_safe(player_name(number, lang, name=name))


class NetPort:
    def __init__(self, wire: Wire, name: str, timeout: float | None = None):
        self.wire, self.name, self.timeout = wire, name, timeout

    def send_table(self, table, kind: str) -> None:
        self.wire.send_table(table)

    def send_int(self, value: int, kind: str) -> None:
        self.wire.send_int(value)

    def read_table(self, kind: str):
        return self.wire.recv_table(self.timeout)


def profile_name(table) -> str:
    """Row 1 of a profile: one character per number, up to 14, ending at a 0."""
    out = bytearray()
    for v in table[1][:14]:
        if v == 0:
            break
        out.append(v & 0xFF)
    return out.decode("utf-8", "replace")


def handshake(sock: socket.socket, number: int, timeout: float | None = None):
    """(port, the profile table or None): the profile within 2.5 s, then the number."""
    wire = Wire(sock)
    profile = None
    name = f"Player {number + 1}"
    if readable(sock, PROFILE_WAIT):
        try:
            data = _recv(sock, NBYTES)
        except OSError:
            data = None
        if data is not None:
            profile = from_bytes(data, PROTOCOL)
            wire.version = PROTOCOL_2006 if profile[0][0] == PROTOCOL_2006 else PROTOCOL
            name = profile_name(profile) or name
    else:
        wire.version = PROTOCOL_2006  # the referee's guess when a client says nothing
    wire.send_int(number)
    return NetPort(wire, name, timeout), profile


def _recv(sock, n):
    from tefuda.apps.uecda.wire import recv_exact

    return recv_exact(sock, n, timeout=PROFILE_WAIT)


def serve(
    port: int,
    games: int,
    host: str = "127.0.0.1",
    cpus: list[str] | None = None,
    records: str | None = None,
    seed: int | None = None,
    timeout: float | None = None,
    wait: float | None = None,
    fill: str = "normal",
    log=sys.stdout,
    on_listen=None,
    setups: list[dict] | None = None,
    lang: str | None = None,
) -> Referee:
    """Run one match; returns the referee (points, results). `cpus`: bot specs for places
    tefuda fills from the start; after `wait` seconds without five players the empty places
    get `fill` too. `on_listen(port)` is called once the socket listens (port 0: any)."""
    game = uecda_game()
    lang = lang or env_lang()
    cpus = list(cpus or [])
    if len(cpus) > N:
        raise ValueError(f"at most {N} CPUs")
    for spec in set(cpus + [fill]):
        bot_maker(game, spec, seed)  # a bad spec fails before anybody connects
    out = Path(records) if records else None
    if out is not None:
        out.mkdir(parents=True, exist_ok=True)
    lsock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    lsock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    lsock.bind((host, port))
    lsock.listen(N)
    if on_listen is not None:
        on_listen(lsock.getsockname()[1])
    address = f"{host}:{lsock.getsockname()[1]}"
    say = translate("uecda.server.listening", lang, address=address, clients=N - len(cpus), games=games)
    print(say, file=log, flush=True)
    ports: list = []
    work = empty()
    lsock.settimeout(wait)
    try:
        while len(ports) < N - len(cpus):
            try:
                conn, addr = lsock.accept()
            except TimeoutError:
                break
            conn.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            p, profile = handshake(conn, len(ports), timeout)
            if profile is not None:
                work = profile
            ports.append(p)
            number = len(ports) - 1
            say = translate(
                "uecda.server.client",
                lang,
                who=who(number, p.name, lang),
                host=addr[0],
                number=number,
                version=p.wire.version,
            )
            print(say, file=log, flush=True)
    finally:
        lsock.close()
    specs = cpus + [fill] * (N - len(cpus) - len(ports))
    for spec in specs:
        number = len(ports)
        brain = Brain(game, bot_maker(game, spec, seed), seed=(seed or 0) + number)
        brain.start(number)
        ports.append(CpuPort(f"tefuda-{spec}"[:14], brain))
        say = translate("uecda.server.cpu", lang, who=who(number, ports[-1].name, lang), spec=spec, number=number)
        print(say, file=log, flush=True)

    def on_game(record, result):
        number = record["meta"]["uecda"]["number"]
        if out is not None:
            (out / f"game-{number:04d}.json").write_text(json.dumps(record, ensure_ascii=False) + "\n")
        order = " > ".join(who(s, ports[s].name, lang) for s in result["finish_order"])
        points = " ".join(str(p) for p in ref.points)
        say = translate("uecda.server.game", lang, number=number, order=order, n=N, points=points)
        print(say, file=log, flush=True)

    ref = Referee(game, ports, games, seed=seed, setups=setups, on_game=on_game, work=[list(r) for r in work])
    try:
        ref.run()
    finally:
        for p in ports:
            if isinstance(p, NetPort):
                p.wire.close()
    summary = {
        "games": games,
        "players": [p.name for p in ports],
        "points": ref.points,
        "mean_points": [round(x / max(1, len(ref.results)), 4) for x in ref.points],
    }
    if out is not None:
        (out / "match.json").write_text(json.dumps(summary, ensure_ascii=False, indent=1) + "\n")
    print(json.dumps(summary, ensure_ascii=False), file=log, flush=True)
    return ref


__all__ = ["serve", "handshake", "profile_name", "NetPort"]
