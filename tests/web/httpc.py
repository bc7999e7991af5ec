"""Plain HTTP calls to a test server: (status, JSON body), errors included."""

from __future__ import annotations

import json
import sqlite3
import urllib.error
import urllib.request


def call(url: str, body=None, raw: bytes | None = None, method: str | None = None, headers=None):
    data = raw if raw is not None else (json.dumps(body).encode() if body is not None else None)
    req = urllib.request.Request(
        url, data=data, method=method, headers={"content-type": "application/json", **(headers or {})}
    )
    try:
        with urllib.request.urlopen(req, timeout=30) as r:
            return r.status, json.loads(r.read() or b"null")
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read() or b"{}")


def post(url: str, body=None, **kw):
    return call(url, body, **kw)


def get(url: str, **kw):
    return call(url, **kw)


def create(server, game="diving", seats=None, options=None, setup=None, expect=200):
    body = {"game": game, "options": options or {}, "seats": seats or [{"kind": "human"}, {"kind": "human"}]}
    if setup is not None:
        body["setup"] = setup
    status, answer = post(server.url + "/api/rooms", body)
    assert status == expect, answer
    return answer


def stored_rooms(db) -> int:
    """Rooms in the server's SQLite file, read by a second connection (WAL allows it)."""
    with sqlite3.connect(str(db)) as con:
        return con.execute("SELECT count(*) FROM rooms").fetchone()[0]
