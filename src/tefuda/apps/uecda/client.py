"""`tefuda uecda client`: a tefuda bot plays whole matches in a UECda server.

It connects, sends its profile (protocol 20070 and its name), learns its player number,
then answers the referee game after game until the referee says the match is over
(brain.py keeps the game; the bot sees the same view as in tefuda's own games).
"""

from __future__ import annotations

import json
import socket
import sys
import time

from tefuda.apps.uecda.brain import Brain
from tefuda.apps.uecda.players import bot_maker, uecda_game
from tefuda.apps.uecda.wire import Wire
from tefuda.core.errors import TefudaError
from tefuda.core.i18n import env_lang, player_name, register, translate
from tefuda.core.textsafe import terminal_safe
from tefuda.games.daifugo.uecda_table import PROTOCOL, empty

register(
    {
        # {number}: the protocol's own player number (0–4), the one the server sent
        "uecda.client.joined": {
            "en": "tefuda uecda client: {who} at {address} (UECda player number {number})",
            "ja": "tefuda uecda client: {address} に{who}として参加しました（UECda のプレイヤー番号 {number}）",
        },
        "uecda.client.no_number": {
            "en": "the server at {address} closed the connection before giving a player number",
            "ja": "{address} のサーバーがプレイヤー番号を送る前に接続を閉じました",
        },
        "uecda.client.connect": {
            "en": "cannot connect to a UECda server at {address}: {why}",
            "ja": "{address} の UECda サーバーに接続できません: {why}",
        },
    }
)


def profile_table(name: str) -> list:
    t = empty()
    t[0][0] = PROTOCOL
    for k, b in enumerate(name.encode("utf-8")[:14]):
        t[1][k] = b
    return t


def play(
    host: str,
    port: int,
    spec: str,
    name: str | None = None,
    seed: int | None = None,
    log_path: str | None = None,
    connect_timeout: float = 30.0,
    out=sys.stdout,
    probe: float = 0.0,
    explore: float = 0.0,
    lang: str | None = None,
) -> Brain:
    """Join the server at host:port with the bot `spec`; returns the Brain when the match ends
    (or the server goes away). A server that cannot be reached: TefudaError."""
    game = uecda_game()
    lang = lang or env_lang()
    address = f"{host}:{port}"
    make = bot_maker(game, spec, seed)
    name = name or f"tefuda-{spec}"[:14]
    log = open(log_path, "w", encoding="utf-8") if log_path else None

    def on_event(e):
        if log is not None:
            log.write(json.dumps(e, ensure_ascii=False) + "\n")

    brain = Brain(game, make, seed=seed, on_event=on_event, probe=probe, explore=explore)
    try:
        sock = _connect(host, port, connect_timeout)
    except OSError as e:
        if log is not None:
            log.close()
        raise TefudaError("uecda.client.connect", address=address, why=e.strerror or str(e)) from None
    wire = Wire(sock)
    try:
        wire.send_table(profile_table(name))
        me = wire.recv_int()
        if me is None:
            raise TefudaError("uecda.client.no_number", address=address)
        brain.start(me)
        who = terminal_safe(player_name(me, lang, name=name))
        print(translate("uecda.client.joined", lang, who=who, address=address, number=me), file=out, flush=True)
        _match(wire, brain)
    finally:
        wire.close()
        if log is not None:
            log.close()
    return brain


def _connect(host: str, port: int, timeout: float) -> socket.socket:
    """Connect, retrying while the server is not listening yet (up to `timeout` seconds)."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            sock = socket.create_connection((host, port), timeout=5)
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            return sock
        except OSError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.2)


def _match(wire: Wire, brain: Brain) -> None:
    while True:
        t = wire.recv_table()
        if t is None:
            return
        reply = brain.on_game_start(t)
        if reply is not None:
            wire.send_table(reply)
        while True:
            t = wire.recv_table()
            if t is None:
                return
            reply = brain.on_status(t)
            if reply is not None:
                wire.send_table(reply)
                ack = wire.recv_int()
                if ack is None:
                    return
                brain.on_ack(ack)
            t = wire.recv_table()
            if t is None:
                return
            brain.on_stage(t)
            end = wire.recv_int()
            if end is None:
                return
            brain.on_end(end)
            if end != 0:
                break
        if end == 2:
            return


__all__ = ["play", "profile_table"]
