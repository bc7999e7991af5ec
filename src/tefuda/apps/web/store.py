"""SQLite persistence: every acknowledged action is written before it is broadcast, so a
table can be rebuilt exactly (setup + actions) after a restart or a kill -9."""

from __future__ import annotations

import json
import os
import sqlite3
import threading
import time
from pathlib import Path

SCHEMA = """
CREATE TABLE IF NOT EXISTS rooms (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    options TEXT NOT NULL,
    setup TEXT NOT NULL,
    seats TEXT NOT NULL,
    created REAL NOT NULL,
    updated REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS actions (
    room TEXT NOT NULL,
    seq INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    action TEXT NOT NULL,
    t REAL NOT NULL,
    deal INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (room, seq)
);
CREATE TABLE IF NOT EXISTS deals (
    room TEXT NOT NULL,
    no INTEGER NOT NULL,
    setup TEXT NOT NULL,
    PRIMARY KEY (room, no)
);
"""


def default_db_path() -> Path:
    env = os.environ.get("TEFUDA_DB")
    if env:
        return Path(env)
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "tefuda" / "tefuda.sqlite"


class Store:
    def __init__(self, path: str | Path):
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._lock = threading.Lock()
        self.db = sqlite3.connect(str(self.path), check_same_thread=False, isolation_level=None)
        # WAL + NORMAL: a committed transaction survives the process being killed.
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=NORMAL")
        self.db.executescript(SCHEMA)

    def create_room(self, room_id: str, game: str, options: dict, setup: dict, seats: list[dict]) -> None:
        now = time.time()
        with self._lock:
            self.db.execute(
                "INSERT INTO rooms VALUES (?,?,?,?,?,?,?)",
                (room_id, game, json.dumps(options), json.dumps(setup), json.dumps(seats), now, now),
            )

    def update_seats(self, room_id: str, seats: list[dict]) -> None:
        with self._lock:
            self.db.execute("UPDATE rooms SET seats=?, updated=? WHERE id=?", (json.dumps(seats), time.time(), room_id))

    def append_action(self, room_id: str, seq: int, seat: int, action: str, deal: int = 0,
                      next_setup: dict | None = None) -> None:
        """One action; with `next_setup`, the next game's deal in the same transaction."""
        now = time.time()
        with self._lock:
            self.db.execute("BEGIN")
            try:
                self.db.execute("INSERT INTO actions VALUES (?,?,?,?,?,?)", (room_id, seq, seat, action, now, deal))
                if next_setup is not None:
                    self.db.execute("INSERT INTO deals VALUES (?,?,?)", (room_id, deal + 1, json.dumps(next_setup)))
                self.db.execute("UPDATE rooms SET updated=? WHERE id=?", (now, room_id))
                self.db.execute("COMMIT")
            except BaseException:
                self.db.execute("ROLLBACK")
                raise

    def rooms(self) -> list[dict]:
        with self._lock:
            rows = self.db.execute("SELECT id, game, options, setup, seats FROM rooms ORDER BY created").fetchall()
        return [
            {"id": r[0], "game": r[1], "options": json.loads(r[2]), "setup": json.loads(r[3]), "seats": json.loads(r[4])}
            for r in rows
        ]

    def actions(self, room_id: str) -> list[tuple[int, str, int]]:
        """(seat, action, deal number) in order."""
        with self._lock:
            rows = self.db.execute("SELECT seat, action, deal FROM actions WHERE room=? ORDER BY seq", (room_id,)).fetchall()
        return [(r[0], r[1], r[2]) for r in rows]

    def deals(self, room_id: str) -> list[dict]:
        """The setups of a match's later games (the first is the room's own)."""
        with self._lock:
            rows = self.db.execute("SELECT setup FROM deals WHERE room=? ORDER BY no", (room_id,)).fetchall()
        return [json.loads(r[0]) for r in rows]

    def close(self) -> None:
        with self._lock:
            self.db.close()
