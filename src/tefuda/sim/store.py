"""Results of a simulation: one SQLite file (the default, and the resume checkpoint),
optionally exported to Parquet when the run is complete.

Table `games`: one row per finished game (see COLUMNS); table `meta`: the job spec, so a
resumed run can check it is the same job and skip the games already in the file.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from tefuda.sim.spec import SimError, SimSpec

COLUMNS = {
    "idx": "INTEGER PRIMARY KEY",  # game index in the job (point-major)
    "point": "INTEGER NOT NULL",  # sweep point
    "deal": "INTEGER NOT NULL",  # deal number (shared by a duplicate group)
    "seed": "INTEGER NOT NULL",  # the state's shuffle seed (a record with this seed replays it)
    "bot_seed": "INTEGER NOT NULL",  # seeds the bots and the driver
    "options": "TEXT NOT NULL",  # validated options, JSON
    "seats": "TEXT NOT NULL",  # bot spec per seat, JSON list
    "result": "TEXT",  # state.result(), JSON
    "returns": "TEXT NOT NULL",  # state.returns(), JSON list
    "actions": "INTEGER NOT NULL",  # number of applied actions
    "first": "INTEGER",  # seat of the first action (the first player), null if none
    "duration": "REAL NOT NULL",  # seconds (wall clock; the one non-deterministic column)
}


def parquet_path(path: Path) -> bool:
    return path.suffix.lower() in (".parquet", ".pq")


def checkpoint_for(out: Path) -> Path:
    """Where the SQLite checkpoint of a run lives (the file itself unless it is Parquet)."""
    return out.with_name(out.name + ".partial.sqlite") if parquet_path(out) else out


class Store:
    def __init__(self, path: Path):
        self.path = path
        self.db = sqlite3.connect(str(path))
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=NORMAL")

    @classmethod
    def open_for(cls, out: Path, spec: SimSpec, resume: bool) -> Store:
        """Open (resume) or create the checkpoint for `out`; refuses to mix different jobs."""
        ck = checkpoint_for(out)
        if parquet_path(out) and out.exists() and not ck.exists():
            raise SimError("sim.out_exists", out=str(out))
        if ck.exists():
            if not resume:
                raise SimError("sim.checkpoint_exists", out=str(ck))
            store = cls(ck)
            stored = store.meta().get("spec")
            if stored is None:
                raise SimError("sim.not_sim_file", path=str(ck), error="")
            if stored != spec.key():
                raise SimError("sim.resume_mismatch", out=str(ck), stored=stored)
            return store
        if resume:
            raise SimError("sim.no_resume", out=str(ck))
        ck.parent.mkdir(parents=True, exist_ok=True)
        store = cls(ck)
        store.create(spec)
        return store

    def create(self, spec: SimSpec) -> None:
        cols = ", ".join(f"{k} {v}" for k, v in COLUMNS.items())
        with self.db:
            self.db.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
            self.db.execute(f"CREATE TABLE games ({cols})")
            self.db.execute("INSERT INTO meta VALUES ('spec', ?)", (spec.key(),))
            self.db.execute("INSERT INTO meta VALUES ('total', ?)", (str(spec.total),))

    def meta(self) -> dict:
        try:
            return dict(self.db.execute("SELECT key, value FROM meta"))
        except sqlite3.DatabaseError:
            return {}

    def done(self) -> set[int]:
        return {r[0] for r in self.db.execute("SELECT idx FROM games")}

    def add(self, rows: list[dict]) -> None:
        """Insert and commit at once: whatever is committed survives a kill."""
        names = list(COLUMNS)
        sql = f"INSERT OR REPLACE INTO games ({', '.join(names)}) VALUES ({', '.join('?' * len(names))})"
        with self.db:
            self.db.executemany(sql, [tuple(r[n] for n in names) for r in rows])

    def set_meta(self, key: str, value: str) -> None:
        with self.db:
            self.db.execute("INSERT OR REPLACE INTO meta VALUES (?, ?)", (key, value))

    def close(self, complete: bool = False) -> None:
        if complete:  # one self-contained file to share: fold the WAL back in
            self.db.execute("PRAGMA journal_mode=DELETE")
        self.db.close()


def export_parquet(ck: Path, out: Path) -> None:
    """Write the finished run as Parquet (spec in the file's metadata) and drop the checkpoint."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    db = sqlite3.connect(str(ck))
    cur = db.execute(f"SELECT {', '.join(COLUMNS)} FROM games ORDER BY idx")
    rows = cur.fetchall()
    meta = dict(db.execute("SELECT key, value FROM meta"))
    db.close()
    cols = {name: [r[i] for r in rows] for i, name in enumerate(COLUMNS)}
    table = pa.table(cols).replace_schema_metadata({"tefuda.spec": meta["spec"], "tefuda.total": meta["total"]})
    tmp = out.with_name(out.name + ".tmp")
    pq.write_table(table, str(tmp))
    tmp.replace(out)
    for suffix in ("", "-wal", "-shm"):
        Path(str(ck) + suffix).unlink(missing_ok=True)


def load_rows(path: str | Path) -> tuple[dict, list[dict]]:
    """(meta, rows) from a sim file, SQLite or Parquet; rows decoded from JSON, in index order."""
    p = Path(path)
    if not p.exists():
        raise SimError("sim.no_file", path=str(p))
    if parquet_path(p):
        import pyarrow.parquet as pq

        table = pq.read_table(str(p))
        md = {k.decode(): v.decode() for k, v in (table.schema.metadata or {}).items()}
        meta = {"spec": md.get("tefuda.spec"), "total": md.get("tefuda.total")}
        raw = table.to_pylist()
    else:
        try:
            db = sqlite3.connect(f"file:{p}?mode=ro", uri=True)
            meta = dict(db.execute("SELECT key, value FROM meta"))
            cur = db.execute(f"SELECT {', '.join(COLUMNS)} FROM games ORDER BY idx")
            raw = [dict(zip(COLUMNS, r)) for r in cur.fetchall()]
            db.close()
        except sqlite3.DatabaseError as e:
            raise SimError("sim.not_sim_file", path=str(p), error=f" ({e})") from None
    if not meta.get("spec"):
        raise SimError("sim.not_sim_file", path=str(p), error="")
    return meta, [decode_row(r) for r in raw]


def decode_row(raw: dict) -> dict:
    """A stored row with its JSON columns (options, seats, result, returns) read back."""
    r = dict(raw)
    for k in ("options", "seats", "result", "returns"):
        r[k] = json.loads(r[k]) if r[k] is not None else None
    return r
