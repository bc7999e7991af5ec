"""Capture byte-level exchanges with a UECda referee (the fixtures of tests/apps/uecda/).

    python tools/uecda_capture.py --port P --games G --out FILE.json.gz

Start the referee first (`./server -p P -g G -l ref.log`). Five clients connect from this
one process (threads) and every message each of them sends and receives is stored, in
order, as 120 integers, with the referee's match record (`--referee-log`) and console
output (`--referee-out`). The clients are tefuda's own, and some misbehave on purpose so
that the fixtures hold the referee's answers to bad messages too:

  0  tefuda's normal CPU, plain (the client fixture: tests replay its side byte for byte)
  1  normal, writes its own numbers into rows 5–7 of every table it sends (the referee
     sends them back to everybody), and now and then passes when it leads
  2  random, every fourth turn a malformed table: a 3 in a cell, the joker alone in row 4,
     a card it does not hold, a group with the joker in row 4, a two-card sequence, only
     3s (no card: a pass)
  3  normal, a quarter of its turns a play tefuda's rules refuse; bad returns in the
     exchange (three cards, a card not held, garbage)
  4  normal, a 20-character name
"""

from __future__ import annotations

import argparse
import gzip
import json
import random
import socket
import threading
from pathlib import Path

from tefuda.apps.uecda.brain import Brain
from tefuda.apps.uecda.client import profile_table
from tefuda.apps.uecda.players import bot_maker, uecda_game
from tefuda.apps.uecda.wire import recv_exact
from tefuda.games.daifugo.uecda_table import NBYTES, empty, from_bytes, int_from_bytes, to_bytes


class Recorder:
    def __init__(self, sock):
        self.sock = sock
        self.log: list = []

    def send_table(self, t) -> None:
        self.log.append(["c2s", [v for row in t for v in row]])
        self.sock.sendall(to_bytes(t))

    def recv_table(self):
        data = recv_exact(self.sock, NBYTES, timeout=120)
        t = from_bytes(data)
        self.log.append(["s2c", [v for row in t for v in row]])
        return t

    def recv_int(self) -> int:
        v = int_from_bytes(recv_exact(self.sock, 4, timeout=120))
        self.log.append(["s2c_int", v])
        return v


def mischief(k: int, rng: random.Random):
    """The table a misbehaving client sends instead of its play (kind k)."""
    t = empty()
    kind = k % 6
    if kind == 0:
        t[0][5] = 3  # not a card value
    elif kind == 1:
        t[4][1] = 2  # the joker alone, as in a hand: "abnormal suit"
    elif kind == 2:
        t[rng.randrange(4)][rng.randrange(1, 14)] = 1  # a card, perhaps not held
    elif kind == 3:
        t[0][7] = 1
        t[1][7] = 1
        t[4][7] = 2  # three cards with the joker in row 4
    elif kind == 4:
        t[2][3] = 1
        t[2][4] = 1  # a sequence of two
    else:
        t[1][1] = 3
        t[2][2] = 7  # no card at all: a pass
    return t


def client(index: int, port: int, seed: int, out: list) -> None:
    game = uecda_game()
    rng = random.Random(seed * 31 + index)
    spec = "random" if index == 2 else "normal"
    brain = Brain(game, bot_maker(game, spec, seed + index), seed=seed + index, probe=0.25 if index == 3 else 0.0)
    sock = socket.create_connection(("127.0.0.1", port))
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    rec = Recorder(sock)
    name = ["tefuda-normal", "echo-rows", "malformed", "refused-plays", "a-rather-long-name-20"][index]
    rec.send_table(profile_table(name) if index != 4 else _long_profile(name))
    me = rec.recv_int()
    brain.start(me)
    turns = 0
    try:
        while True:
            t = rec.recv_table()
            reply = brain.on_game_start(t)
            if reply is not None:
                if index == 3:  # bad returns, in turn: three cards, a card not held, garbage
                    reply = [empty(), empty(), empty()][brain.number % 3]
                    if brain.number % 3 == 0:
                        for c in (1, 2, 3):
                            reply[3][c] = 1
                    elif brain.number % 3 == 1:
                        reply[0][13] = reply[1][13] = 1
                    else:
                        reply[2][2] = 5
                rec.send_table(reply)
            while True:
                t = rec.recv_table()
                reply = brain.on_status(t)
                if reply is not None:
                    turns += 1
                    if index == 1:
                        for c in range(8, 15):
                            reply[5][c] = 100 + c
                        reply[6][3] = 77
                        reply[7] = [turns % 9] * 15
                        if t[5][4] == 1 and turns % 5 == 0:
                            for r in range(5):
                                reply[r] = [0] * 15  # a pass when leading
                    if index == 2 and turns % 4 == 0:
                        reply = mischief(turns // 4, rng)
                    rec.send_table(reply)
                    brain.on_ack(rec.recv_int())
                brain.on_stage(rec.recv_table())
                end = rec.recv_int()
                brain.on_end(end)
                if end:
                    break
            if end == 2:
                break
    finally:
        sock.close()
        out[index] = {"name": name, "player": me, "messages": rec.log}


def _long_profile(name: str):
    t = profile_table("")
    for k, b in enumerate(name.encode()):
        if k < 15:
            t[1][k] = b
    return t


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--port", type=int, required=True)
    ap.add_argument("--games", type=int, required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", required=True)
    ap.add_argument("--referee-log", default=None)
    ap.add_argument("--referee-out", default=None)
    args = ap.parse_args(argv)
    import time

    results: list = [None] * 5
    threads = []
    for i in range(5):  # connect in order: the referee numbers players by connection
        th = threading.Thread(target=client, args=(i, args.port, args.seed, results))
        th.start()
        threads.append(th)
        time.sleep(0.4)
    for th in threads:
        th.join()
    time.sleep(2)  # the referee writes its record after the last message
    data = {"games": args.games, "clients": results}
    if args.referee_log:
        data["referee_log"] = Path(args.referee_log).read_text()
    if args.referee_out:
        data["referee_out"] = Path(args.referee_out).read_text(errors="replace")
    Path(args.out).write_bytes(gzip.compress(json.dumps(data, separators=(",", ":")).encode()))
    print(json.dumps({"out": args.out, "messages": [len(r["messages"]) for r in results]}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
