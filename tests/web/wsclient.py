"""A small synchronous WebSocket client for the server tests (a real socket to a real server)."""

from __future__ import annotations

import json
import time

from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect


class Client:
    def __init__(self, base_url: str, room: str, tokens=(), lang: str = "en", hello: bool = True):
        ws_url = base_url.replace("http://", "ws://") + f"/ws/{room}"
        self.ws = connect(ws_url, open_timeout=10, max_size=2**24)  # closed by close()
        self.messages: list[dict] = []
        self.views: dict = {}
        if hello:
            self.send({"type": "hello", "tokens": list(tokens), "lang": lang})
            welcome = self.wait(lambda m: m["type"] == "welcome")
            self.seats = welcome["seats"]
            for seat in self.seats or [None]:
                if seat not in self.views:
                    self.wait(lambda m, s=seat: m["type"] == "update" and m["seat"] == s)

    def send(self, msg) -> None:
        self.ws.send(msg if isinstance(msg, str) else json.dumps(msg))

    def recv(self, timeout: float = 10.0) -> dict:
        m = json.loads(self.ws.recv(timeout=timeout))
        self.messages.append(m)
        if m.get("type") == "update":
            self.views[m["seat"]] = m
        return m

    def wait(self, pred, timeout: float = 15.0) -> dict:
        end = time.monotonic() + timeout
        while True:
            left = end - time.monotonic()
            if left <= 0:
                raise TimeoutError("no matching message")
            m = self.recv(timeout=left)
            if pred(m):
                return m

    def drain(self, quiet: float = 0.3) -> None:
        """Read until nothing arrives for `quiet` seconds."""
        while True:
            try:
                self.recv(timeout=quiet)
            except (TimeoutError, ConnectionClosed):
                return

    def latest(self, seat):
        return self.views.get(seat)

    def close(self) -> None:
        self.ws.close()
