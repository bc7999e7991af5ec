"""Faults of the database (issue #17), each with a real SQLite file: a write that fails
mid-game is refused with a message and loses nothing; a damaged file or row at startup
is reported clearly; two servers never share one file."""

from __future__ import annotations

import os
import resource
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from httpc import create, get, post
from webserver import ServerProcess, free_port
from wsclient import Client


class Env:
    """Servers and mounts of one test, undone in reverse order."""

    def __init__(self, tmp_path: Path):
        self.tmp = tmp_path
        self.servers: list[ServerProcess] = []
        self.mounts: list[Path] = []

    def server(self, db: Path, *extra) -> ServerProcess:
        srv = ServerProcess(db, extra=extra, log_dir=self.tmp).start()
        self.servers.append(srv)
        return srv

    def mount(self, *args: str, at: Path) -> Path:
        at.mkdir(exist_ok=True)
        r = subprocess.run(["mount", *args, str(at)], capture_output=True, text=True)
        if r.returncode:
            pytest.skip(f"needs permission to mount file systems (root where mounts are allowed): {r.stderr.strip()}")
        self.mounts.append(at)
        return at

    def close(self) -> None:
        for srv in self.servers:
            srv.stop()
        for m in reversed(self.mounts):
            subprocess.run(["umount", "-l", str(m)], capture_output=True)


@pytest.fixture
def env(tmp_path):
    e = Env(tmp_path)
    yield e
    e.close()


def move(c: Client) -> dict:
    """The first legal move of whoever is to move; the answer: its update or an error."""
    latest = max(c.views.values(), key=lambda u: u["seq"])
    seat = latest["to_move"][0]
    seq = latest["seq"]
    c.send({"type": "act", "seat": seat, "action": c.latest(seat)["legal"][0]})
    first = c.wait(lambda m: m["type"] == "error" or (m["type"] == "update" and m["seq"] > seq))
    for s in c.seats:  # every held seat's view is current before the next move
        if first["type"] == "update" and c.latest(s)["seq"] <= seq:
            c.wait(lambda m, s=s: m["type"] == "update" and m["seat"] == s and m["seq"] > seq)
    return first


def serve_and_fail(db: Path, *extra, timeout: float = 60) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "tefuda", "serve", "--port", str(free_port()), "--db", str(db), *extra],
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def test_a_write_past_the_file_size_limit_is_refused_and_nothing_is_lost(env, tmp_path):
    srv = env.server(tmp_path / "t.sqlite")
    room = create(srv)
    c = Client(srv.url, room["room"], list(room["tokens"].values()))
    assert move(c)["type"] == "update"
    seq = max(u["seq"] for u in c.views.values())
    wal = (tmp_path / "t.sqlite-wal").stat().st_size
    # the disk quota, mid-game: no file of the server may grow
    resource.prlimit(srv.proc.pid, resource.RLIMIT_FSIZE, (wal, resource.RLIM_INFINITY))
    err = move(c)
    assert err["type"] == "error" and "could not save" in err["message"] and "nothing was changed" in err["message"]
    assert get(srv.url + f"/api/rooms/{room['room']}")[1]["seq"] == seq
    resource.prlimit(srv.proc.pid, resource.RLIMIT_FSIZE, (resource.RLIM_INFINITY, resource.RLIM_INFINITY))
    after = move(c)  # the fault is gone: the game goes on
    assert after["type"] == "update" and after["seq"] == seq + 1
    c.close()
    srv.kill()
    srv.start()
    c = Client(srv.url, room["room"], list(room["tokens"].values()))
    assert max(u["seq"] for u in c.views.values()) == seq + 1  # exactly what was acknowledged
    assert "Traceback" not in srv.log_text() and "could not write" in srv.log_text()
    c.close()


def test_a_full_disk_mid_game_refuses_the_move_with_a_message(env, tmp_path):
    disk = env.mount("-t", "tmpfs", "-o", "size=1m", "tmpfs", at=tmp_path / "disk")
    srv = env.server(disk / "t.sqlite")
    room = create(srv)
    c = Client(srv.url, room["room"], list(room["tokens"].values()))
    assert move(c)["type"] == "update"
    seq = max(u["seq"] for u in c.views.values())
    filler = disk / "filler"
    with open(filler, "wb", buffering=0) as f:  # fill the disk
        try:
            while True:
                f.write(b"\0" * 4096)
        except OSError:
            pass
    err = move(c)
    assert err["type"] == "error" and "could not save" in err["message"]
    assert get(srv.url + f"/api/rooms/{room['room']}")[1]["seq"] == seq
    filler.unlink()
    assert move(c)["type"] == "update"
    assert "full" in srv.log_text() and "Traceback" not in srv.log_text()
    c.close()


def test_a_read_only_database_refuses_moves_with_a_message(env, tmp_path):
    disk = env.mount("-t", "tmpfs", "-o", "size=4m", "tmpfs", at=tmp_path / "disk")
    srv = env.server(disk / "t.sqlite")
    room = create(srv)
    c = Client(srv.url, room["room"], list(room["tokens"].values()))
    assert move(c)["type"] == "update"
    c.close()
    srv.kill()  # mid-game; the same files then become read-only
    ro = env.mount("--bind", str(disk), at=tmp_path / "ro")
    env.mount("-o", "remount,ro,bind", at=ro)
    srv2 = env.server(ro / "t.sqlite")
    c = Client(srv2.url, room["room"], list(room["tokens"].values()))
    assert max(u["seq"] for u in c.views.values()) == 1  # the game is there to read
    err = move(c)
    assert err["type"] == "error" and "could not save" in err["message"]
    assert get(srv2.url + f"/api/rooms/{room['room']}")[1]["seq"] == 1
    assert "readonly" in srv2.log_text() and "Traceback" not in srv2.log_text()
    c.close()


@pytest.mark.parametrize("content", [b"this is not a database" * 100, b"SQLite format 3\0" + b"\xff" * 5000])
def test_a_damaged_database_at_startup_is_a_clear_message_and_exit_code(tmp_path, content):
    db = tmp_path / "t.sqlite"
    db.write_bytes(content)
    out = serve_and_fail(db)
    assert out.returncode == 2
    assert "is not a usable tefuda database" in out.stderr and str(db) in out.stderr
    assert "Traceback" not in out.stderr + out.stdout
    ja = subprocess.run(
        [sys.executable, "-m", "tefuda", "serve", "--port", str(free_port()), "--db", str(db)],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "TEFUDA_LANG": "ja"},
    )
    assert ja.returncode == 2 and "使える tefuda のデータベースではありません" in ja.stderr


def test_one_bad_room_row_is_skipped_and_reported_the_others_are_served(env, tmp_path):
    srv = env.server(tmp_path / "t.sqlite")
    good = create(srv)
    bad_json = create(srv)
    bad_game = create(srv)
    bad_actions = create(srv)
    srv.stop()
    with sqlite3.connect(str(tmp_path / "t.sqlite")) as con:
        con.execute("UPDATE rooms SET options='{not json' WHERE id=?", (bad_json["room"],))
        con.execute("UPDATE rooms SET game='chess' WHERE id=?", (bad_game["room"],))
        con.execute(
            "INSERT INTO actions (room, seq, seat, action, t, deal) VALUES (?, 0, 0, 'fly away', 0, 0)",
            (bad_actions["room"],),
        )
    srv.start()
    log = srv.log_text()
    for r in (bad_json, bad_game, bad_actions):
        assert f"room {r['room']} could not be restored and was skipped" in log
    assert "Traceback" not in log
    assert get(srv.url + f"/api/rooms/{good['room']}")[0] == 200
    assert get(srv.url + f"/api/rooms/{bad_game['room']}")[0] == 404


def test_a_second_server_on_the_same_database_refuses_to_start(env, tmp_path):
    srv = env.server(tmp_path / "t.sqlite")
    room = create(srv)
    out = serve_and_fail(tmp_path / "t.sqlite")
    assert out.returncode == 2 and "another tefuda server is already using" in out.stderr
    assert "Traceback" not in out.stderr
    assert get(srv.url + f"/api/rooms/{room['room']}")[0] == 200  # the first goes on untouched
    srv.kill()  # a crashed server leaves no stale lock behind
    srv.start()
    assert get(srv.url + f"/api/rooms/{room['room']}")[0] == 200


def test_a_failed_write_in_an_egyptian_war_clock_step_is_one_line_not_a_traceback(env, tmp_path):
    srv = env.server(tmp_path / "t.sqlite", "--slap-window", "0.3")
    room = create(srv, "egyptian_war", seats=[{"kind": "cpu", "level": "easy"}] * 2)
    watcher = Client(srv.url, room["room"], [])
    watcher.wait(lambda m: m["type"] == "update" and m["seq"] >= 3, timeout=30)
    wal = (tmp_path / "t.sqlite-wal").stat().st_size
    resource.prlimit(srv.proc.pid, resource.RLIMIT_FSIZE, (wal, resource.RLIM_INFINITY))
    time.sleep(3)  # CPU plays and the clock's closes fail to be saved meanwhile
    resource.prlimit(srv.proc.pid, resource.RLIMIT_FSIZE, (resource.RLIM_INFINITY, resource.RLIM_INFINITY))
    watcher.close()
    time.sleep(0.5)
    seq = get(srv.url + f"/api/rooms/{room['room']}")[1]["seq"]
    again = Client(srv.url, room["room"], [])  # the clock paused at the failure; it goes on
    again.wait(lambda m: m["type"] == "update" and m["seq"] >= seq + 3, timeout=30)
    again.close()
    srv.stop()
    log = srv.log_text()
    assert "could not write" in log and "clock step failed" in log, log[-3000:]
    assert "Traceback" not in log and "never retrieved" not in log, log[-3000:]


def test_a_claim_the_store_refuses_leaves_the_seat_free(env, tmp_path):
    srv = env.server(tmp_path / "t.sqlite")
    room = create(srv, seats=[{"kind": "human"}, {"kind": "human", "claim": False}])
    wal = (tmp_path / "t.sqlite-wal").stat().st_size
    resource.prlimit(srv.proc.pid, resource.RLIMIT_FSIZE, (wal, resource.RLIM_INFINITY))
    status, answer = post(srv.url + f"/api/rooms/{room['room']}/claim", {"seat": 1})
    assert status == 503 and "could not save" in answer["detail"]
    resource.prlimit(srv.proc.pid, resource.RLIMIT_FSIZE, (resource.RLIM_INFINITY, resource.RLIM_INFINITY))
    assert get(srv.url + f"/api/rooms/{room['room']}")[1]["seats"][1]["taken"] is False
    status, answer = post(srv.url + f"/api/rooms/{room['room']}/claim", {"seat": 1})
    assert status == 200 and answer["token"]
