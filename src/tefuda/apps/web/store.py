"""SQLite persistence: every acknowledged action is written before it is broadcast, so a
table can be rebuilt exactly (setup + actions) after a restart or a kill -9.

One server per database: the store holds an exclusive lock on `<db>.lock` for its whole
life (released by the kernel when the process dies, so a kill -9 never leaves it stuck).
Rooms that expire stay in the file as records (`expired` is set; they are not loaded).
"""

from __future__ import annotations

import fcntl
import json
import os
import sqlite3
import sys
import threading
import time
from pathlib import Path

from tefuda.core import i18n
from tefuda.core.errors import TefudaError

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
CREATE TABLE IF NOT EXISTS rematches (
    room TEXT PRIMARY KEY,
    next TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS deals (
    room TEXT NOT NULL,
    no INTEGER NOT NULL,
    setup TEXT NOT NULL,
    PRIMARY KEY (room, no)
);
"""
# columns added after the first release: (table, name, declaration); added on open
LATER_COLUMNS = (
    ("rooms", "seed", "TEXT"),  # the deal's seed (decimal: 128 bits do not fit an SQLite integer)
    ("rooms", "expired", "REAL"),  # when the room expired (NULL: open)
    ("actions", "cpu", "REAL"),  # a CPU player's thinking time, thread CPU seconds (NULL: a person)
)

i18n.register(
    {
        "store.corrupt": {
            "en": "{path} is not a usable tefuda database ({why}); move it away or choose another file with --db",
            "ja": "{path} は使える tefuda のデータベースではありません（{why}）。別の場所に移すか --db で別のファイルを指定してください",
        },
        "store.locked": {
            "en": "another tefuda server is already using {path}; stop it first or choose another file with --db",
            "ja": "{path} は別の tefuda サーバーが使用中です。先にそれを止めるか --db で別のファイルを指定してください",
        },
        "store.open": {"en": "cannot open {path}: {why}", "ja": "{path} を開けません: {why}"},
        "store.write_failed": {
            "en": "tefuda serve: could not write to {path}: {why}",
            "ja": "tefuda serve: {path} に書き込めませんでした: {why}",
        },
        "store.write": {
            "en": "the server could not save this; nothing was changed — try again later",
            "ja": "サーバーが保存できなかったため、何も変更していません。しばらくしてからもう一度お試しください",
        },
    }
)


class StoreError(TefudaError):
    """The database cannot be opened, is held by another server, or refused a write."""


def default_db_path() -> Path:
    env = os.environ.get("TEFUDA_DB")
    if env:
        return Path(env)
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "tefuda" / "tefuda.sqlite"


class Store:
    def __init__(self, path: str | Path, lock: bool = True):
        self.path = Path(path)
        self._lock = threading.Lock()
        self._lockfile = None
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise StoreError(
                f"cannot open {self.path}: {e.strerror or e}",
                "store.open",
                path=str(self.path),
                why=e.strerror or str(e),
            ) from None
        if lock:
            self._take_lock()
        try:
            self.db = sqlite3.connect(str(self.path), check_same_thread=False, isolation_level=None)
            # WAL + NORMAL: a committed transaction survives the process being killed.
            self.db.execute("PRAGMA journal_mode=WAL")
            self.db.execute("PRAGMA synchronous=NORMAL")
            # another program briefly reading or backing up the file is waited for; a
            # longer lock refuses the move with a message (StoreError) instead of hanging
            self.db.execute("PRAGMA busy_timeout=1000")
            self.db.executescript(SCHEMA)
            for table, name, decl in LATER_COLUMNS:
                if name not in {r[1] for r in self.db.execute(f"PRAGMA table_info({table})")}:
                    self.db.execute(f"ALTER TABLE {table} ADD COLUMN {name} {decl}")
        except sqlite3.DatabaseError as e:
            self._release_lock()
            raise StoreError(
                f"{self.path} is not a usable tefuda database ({e}); move it away or choose another file with --db",
                "store.corrupt",
                path=str(self.path),
                why=str(e),
            ) from None

    # --- one server per file ------------------------------------------------------------
    def _take_lock(self) -> None:
        lock_path = self.path.with_name(self.path.name + ".lock")
        f = None
        # a read-only directory (a database on read-only media) still gets its lock: an
        # existing lock file opened for reading serves flock as well
        for mode in ("a+", "r"):
            try:
                f = open(lock_path, mode)
                break
            except OSError as e:
                why = e.strerror or str(e)
        if f is None:
            raise StoreError(f"cannot open {lock_path}: {why}", "store.open", path=str(lock_path), why=why)
        try:
            fcntl.flock(f.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            f.close()
            raise StoreError(
                f"another tefuda server is already using {self.path}; stop it first or choose another file with --db",
                "store.locked",
                path=str(self.path),
            ) from None
        if f.mode == "a+":  # who holds it, for a person looking
            f.seek(0)
            f.truncate()
            f.write(f"{os.getpid()}\n")
            f.flush()
        self._lockfile = f

    def _release_lock(self) -> None:
        if self._lockfile is not None:
            self._lockfile.close()  # closing the descriptor releases the flock
            self._lockfile = None

    # --- writes: any SQLite failure becomes a StoreError the player can be told about ---------
    def _write(self, fn) -> None:
        with self._lock:
            try:
                fn()
            except sqlite3.Error as e:
                # the person is told nothing changed; the operator is told why
                print(
                    i18n.translate("store.write_failed", i18n.env_lang(), path=str(self.path), why=str(e)),
                    file=sys.stderr,
                    flush=True,
                )
                raise StoreError(i18n.translate("store.write", "en"), "store.write") from None

    def create_room(
        self, room_id: str, game: str, options: dict, setup: dict, seats: list[dict], seed: int | None = None
    ) -> None:
        now = time.time()
        self._write(
            lambda: self.db.execute(
                "INSERT INTO rooms (id, game, options, setup, seats, created, updated, seed) VALUES (?,?,?,?,?,?,?,?)",
                (
                    room_id,
                    game,
                    json.dumps(options),
                    json.dumps(setup),
                    json.dumps(seats),
                    now,
                    now,
                    None if seed is None else str(seed),
                ),
            )
        )

    def update_seats(self, room_id: str, seats: list[dict]) -> None:
        self._write(
            lambda: self.db.execute(
                "UPDATE rooms SET seats=?, updated=? WHERE id=?", (json.dumps(seats), time.time(), room_id)
            )
        )

    def append_action(
        self,
        room_id: str,
        seq: int,
        seat: int,
        action: str,
        deal: int = 0,
        next_setup: dict | None = None,
        cpu: float | None = None,
    ) -> None:
        """One action; with `next_setup`, the next game's deal in the same transaction."""
        now = time.time()

        def write():
            self.db.execute("BEGIN")
            try:
                self.db.execute(
                    "INSERT INTO actions (room, seq, seat, action, t, deal, cpu) VALUES (?,?,?,?,?,?,?)",
                    (room_id, seq, seat, action, now, deal, cpu),
                )
                if next_setup is not None:
                    self.db.execute("INSERT INTO deals VALUES (?,?,?)", (room_id, deal + 1, json.dumps(next_setup)))
                self.db.execute("UPDATE rooms SET updated=? WHERE id=?", (now, room_id))
                self.db.execute("COMMIT")
            except BaseException:
                if self.db.in_transaction:
                    self.db.execute("ROLLBACK")
                raise

        self._write(write)

    def expire(self, room_id: str, when: float | None = None) -> None:
        self._write(
            lambda: self.db.execute(
                "UPDATE rooms SET expired=? WHERE id=?", (time.time() if when is None else when, room_id)
            )
        )

    # --- reads ----------------------------------------------------------------------------
    def rooms(self) -> list[dict]:
        """The open rooms. A row that cannot be read comes back as {"id", "error"} (the
        server skips and reports it; one bad row never stops the others)."""
        with self._lock:
            try:
                rows = self.db.execute(
                    "SELECT id, game, options, setup, seats, seed, updated FROM rooms "
                    "WHERE expired IS NULL ORDER BY created"
                ).fetchall()
            except sqlite3.DatabaseError as e:
                raise StoreError(
                    f"{self.path} is not a usable tefuda database ({e}); move it away or choose another file with --db",
                    "store.corrupt",
                    path=str(self.path),
                    why=str(e),
                ) from None
        out = []
        for r in rows:
            try:
                out.append(_room_row(r))
            except (ValueError, TypeError, RecursionError) as e:
                out.append({"id": str(r[0]), "error": f"{type(e).__name__}: {e}"})
        return out

    def room(self, room_id: str) -> dict | None:
        """One room, open or expired (with "expired": time or None)."""
        with self._lock:
            r = self.db.execute(
                "SELECT id, game, options, setup, seats, seed, updated, expired FROM rooms WHERE id=?", (room_id,)
            ).fetchone()
        if r is None:
            return None
        row = _room_row(r[:7])
        row["expired"] = r[7]
        return row

    def actions(self, room_id: str, deal: int | None = None) -> list[tuple[int, str, int]]:
        """(seat, action, deal number) in order (of one deal when `deal` is given)."""
        with self._lock:
            rows = self.db.execute(
                "SELECT seat, action, deal FROM actions WHERE room=? ORDER BY seq", (room_id,)
            ).fetchall()
        return [(r[0], r[1], r[2]) for r in rows if deal is None or r[2] == deal]

    def deals(self, room_id: str) -> list[dict]:
        """The setups of a match's later games (the first is the room's own)."""
        with self._lock:
            rows = self.db.execute("SELECT setup FROM deals WHERE room=? ORDER BY no", (room_id,)).fetchall()
        return [json.loads(r[0]) for r in rows]

    def set_rematch(self, room_id: str, next_id: str) -> None:
        """The room a finished room's players continue in (same settings, same seats)."""
        with self._lock:
            self.db.execute("INSERT OR REPLACE INTO rematches VALUES (?,?)", (room_id, next_id))

    def rematches(self) -> dict[str, str]:
        with self._lock:
            rows = self.db.execute("SELECT room, next FROM rematches").fetchall()
        return {r[0]: r[1] for r in rows}

    def close(self) -> None:
        with self._lock:
            self.db.close()
        self._release_lock()


def _room_row(r) -> dict:
    row = {
        "id": r[0],
        "game": r[1],
        "options": json.loads(r[2]),
        "setup": json.loads(r[3]),
        "seats": json.loads(r[4]),
        "seed": int(r[5]) if r[5] is not None else None,
        "updated": r[6],
    }
    if not isinstance(row["options"], dict) or not isinstance(row["seats"], list):
        raise ValueError("options must be an object and seats a list")
    return row
