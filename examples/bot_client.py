#!/usr/bin/env python3
"""A reference outside bot for tefuda rooms (docs/bot-protocol.md).

    python examples/bot_client.py --url http://127.0.0.1:8000 --room ROOM --token TOKEN
    python examples/bot_client.py --url http://127.0.0.1:8000 --room ROOM --claim 2

It takes its seat, waits for updates, and answers each turn with one of the legal action
texts the server sent (the first by default, or a random one with --random). Any
language with a WebSocket and JSON can do the same. Needs only `websockets`.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import urllib.request

from websockets.sync.client import connect


def claim(url: str, room: str, seat: int) -> str:
    req = urllib.request.Request(
        f"{url}/api/rooms/{room}/claim",
        data=json.dumps({"seat": seat}).encode(),
        headers={"content-type": "application/json"},
    )
    return json.loads(urllib.request.urlopen(req, timeout=10).read())["token"]


def play(url: str, room: str, token: str, choose, log=print) -> dict:
    """Play until the table is over; returns the last update."""
    with connect(url.replace("http", "ws", 1) + f"/ws/{room}") as ws:
        ws.send(json.dumps({"type": "hello", "tokens": [token]}))
        seats: list[int] = []
        last_sent = -1
        while True:
            msg = json.loads(ws.recv(timeout=120))
            if msg["type"] == "welcome":
                seats = msg["seats"]
                if not seats:
                    raise SystemExit("the token holds no seat in this room")
                log(f"seat {seats[0]} taken")
            elif msg["type"] == "error":
                log(f"server: {msg['message']}")
                last_sent = -1  # try again with the next update
            elif msg["type"] == "update" and msg["seat"] in seats:
                if msg["over"]:
                    log(f"game over: {json.dumps(msg['result'])}")
                    return msg
                if msg["legal"] and msg["seq"] != last_sent:
                    action = choose(msg["view"], msg["legal"])
                    ws.send(json.dumps({"type": "act", "seat": msg["seat"], "action": action}))
                    last_sent = msg["seq"]


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--url", default="http://127.0.0.1:8000")
    p.add_argument("--room", required=True)
    p.add_argument("--token")
    p.add_argument("--claim", type=int, help="claim this open seat instead of using a token")
    p.add_argument("--random", action="store_true", help="pick a random legal action")
    p.add_argument("--seed", type=int, default=0)
    args = p.parse_args(argv)
    token = args.token or claim(args.url, args.room, args.claim)
    rng = random.Random(args.seed)
    choose = (lambda view, legal: rng.choice(legal)) if args.random else (lambda view, legal: legal[0])
    final = play(args.url, args.room, token, choose)
    print(json.dumps({"over": final["over"], "result": final["result"], "seq": final["seq"]}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
