"""What one client or one room may take (issue #17): room creation per address, open
rooms, CPU work per room, idle rooms — against a real server process and SQLite file."""

from __future__ import annotations

import json
import sqlite3
import time

import pytest
from httpc import create, get, post, stored_rooms
from webserver import ServerProcess
from wsclient import Client

from tefuda.games import replay_record


@pytest.fixture
def servers(tmp_path):
    started = []

    def start(*extra, cpu_delay=0.0):
        srv = ServerProcess(tmp_path / "tefuda.sqlite", cpu_delay=cpu_delay, extra=extra).start()
        started.append(srv)
        return srv

    yield start
    for srv in started:
        srv.stop()


def seq_of(srv, room_id) -> int:
    return get(srv.url + f"/api/rooms/{room_id}")[1]["seq"]


def test_room_creation_is_limited_per_client_address(servers):
    srv = servers("--rooms-per-minute", "2")  # bursts of 10, then 2 a minute
    for _ in range(10):
        create(srv)
    status, answer = post(srv.url + "/api/rooms", {"game": "diving", "seats": [{"kind": "human"}] * 2})
    assert status == 429 and "too many new rooms" in answer["detail"]
    status, answer = post(srv.url + "/api/rooms", {"game": "diving", "lang": "ja", "seats": [{"kind": "human"}] * 2})
    assert status == 429 and "部屋の作成が多すぎます" in answer["detail"]
    assert stored_rooms(srv.db) == 10


def test_open_connections_are_limited_per_client_address(servers):
    srv = servers("--connections-per-client", "3")
    room = create(srv)
    held = [Client(srv.url, room["room"], []) for _ in range(3)]
    extra = Client(srv.url, room["room"], [], hello=False)
    assert "too many open connections" in extra.recv()["message"]
    held.pop().close()
    time.sleep(0.5)
    again = Client(srv.url, room["room"], [])  # a place is free again
    for c in held + [again]:
        c.close()


def test_open_rooms_are_capped_and_idle_ones_expire_but_stay_readable_as_records(servers):
    srv = servers("--max-rooms", "2", "--idle-expiry", "1.5", "--finished-expiry", "1.5")
    a = create(srv)
    watched = create(srv)
    w = Client(srv.url, watched["room"], [])  # someone is in this room: it never expires
    status, answer = post(srv.url + "/api/rooms", {"game": "diving", "seats": [{"kind": "human"}] * 2})
    assert status == 503 and "too many open rooms" in answer["detail"]
    c = Client(srv.url, a["room"], list(a["tokens"].values()))
    seat = c.latest(0)["to_move"][0]
    c.send({"type": "act", "seat": seat, "action": c.latest(seat)["legal"][0]})
    c.wait(lambda m: m["type"] == "update" and m["seq"] == 1)
    c.close()
    time.sleep(3.5)  # nobody in room a, no move: it expires
    status, answer = get(srv.url + f"/api/rooms/{a['room']}")
    assert status == 410 and "expired" in answer["detail"]
    assert get(srv.url + f"/api/rooms/{watched['room']}")[0] == 200
    status, record = get(srv.url + f"/api/rooms/{a['room']}/record")
    assert status == 200 and len(record["actions"]) == 1 and record["game"] == "diving"
    late = Client(srv.url, a["room"], list(a["tokens"].values()), hello=False)
    assert "expired" in late.recv()["message"]
    create(srv)  # its place is free again
    assert stored_rooms(srv.db) == 3  # the expired room is still in the file
    srv.stop()
    srv.start()  # expired rooms are not loaded again
    assert get(srv.url + f"/api/rooms/{a['room']}")[0] == 410
    assert get(srv.url + f"/api/rooms/{a['room']}/record")[0] == 200
    w.close()


def test_a_cpu_room_plays_only_while_watched_and_its_record_keeps_a_128_bit_seed(servers):
    from tefuda.core.record import Record
    from tefuda.games import make_game

    srv = servers(cpu_delay=0.2)
    room = create(srv, "daifugo", seats=[{"kind": "cpu", "level": "easy"}] * 3, options={"players": 3, "games": 1})
    time.sleep(1.5)
    assert seq_of(srv, room["room"]) == 0  # nobody watches: no CPU work at all
    assert get(srv.url + f"/api/rooms/{room['room']}/record")[0] == 409  # not before the end
    watcher = Client(srv.url, room["room"], [])
    watcher.wait(lambda m: m["type"] == "update" and m["seq"] >= 3)
    watcher.close()
    time.sleep(0.5)
    stopped = seq_of(srv, room["room"])
    time.sleep(1.5)  # 7 more moves at 0.2 s if it went on
    assert seq_of(srv, room["room"]) <= stopped + 1
    watcher = Client(srv.url, room["room"], [])
    end = watcher.wait(lambda m: m["type"] == "update" and m["over"], timeout=120)
    watcher.close()
    status, record = get(srv.url + f"/api/rooms/{room['room']}/record")
    assert status == 200
    seed = record["meta"]["seed"]
    assert isinstance(seed, int) and seed.bit_length() > 64  # 128 bits from secrets, not 48
    game = make_game("daifugo", record["options"])
    assert game.new_state(seed=seed).setup() == record["setup"]  # the deal is that seed's
    rec = Record.from_json(json.loads(json.dumps(record)))
    steps = list(replay_record(rec))
    assert all(step.ok for step, _ in steps) and steps[-1][1].result() == end["result"]


def test_an_egyptian_war_room_of_cpus_plays_only_while_watched(servers):
    srv = servers(cpu_delay=0.05)
    room = create(srv, "egyptian_war", seats=[{"kind": "cpu", "level": "easy"}] * 2)
    time.sleep(1.5)
    assert seq_of(srv, room["room"]) == 0
    watcher = Client(srv.url, room["room"], [])
    watcher.wait(lambda m: m["type"] == "update" and m["seq"] >= 4, timeout=30)
    watcher.close()
    time.sleep(0.5)
    stopped = seq_of(srv, room["room"])
    time.sleep(1.5)
    assert seq_of(srv, room["room"]) <= stopped + 1
    again = Client(srv.url, room["room"], [])  # and it goes on for the next watcher
    again.wait(lambda m: m["type"] == "update" and m["seq"] >= stopped + 3, timeout=30)
    again.close()


def test_each_room_s_cpu_players_get_a_bounded_share_of_the_processor(servers):
    """With --cpu-share 0.1, after a CPU move that thought c seconds (thread CPU time,
    stored with the move) the room waits at least 9c before its next move: its CPUs use
    at most a tenth of the one CPU thread (unpaced, a hard CPU's next move followed at once)."""
    share = 0.1
    srv = servers("--cpu-share", str(share))
    room = create(srv, "daifugo", seats=[{"kind": "cpu", "level": "hard"}] * 3, options={"players": 3, "games": 1})
    watcher = Client(srv.url, room["room"], [])

    def moves():
        with sqlite3.connect(str(srv.db)) as con:
            return con.execute("SELECT t, cpu FROM actions WHERE room=? ORDER BY seq", (room["room"],)).fetchall()

    def thought(rows):  # moves with real thinking (a forced move takes none) and one after
        return sum(cpu0 >= 0.02 for (_, cpu0), _ in zip(rows, rows[1:]))

    deadline = time.monotonic() + 300
    while time.monotonic() < deadline and thought(moves()) < 3:
        time.sleep(0.5)
    watcher.close()
    rows = moves()
    assert all(cpu is not None for _, cpu in rows)  # every CPU move's thinking is stored
    assert thought(rows) >= 3, rows
    pairs = list(zip(rows, rows[1:]))
    for (t0, cpu0), (t1, _) in pairs:
        assert t1 - t0 >= cpu0 * (1 / share - 1) * 0.99, (t1 - t0, cpu0)


def test_a_page_whose_room_expired_says_so_and_stops_reconnecting(servers, page):
    import sqlite3 as sq

    srv = servers()
    room = create(srv)
    page.goto(srv.url + f"/#/room/{room['room']}")  # a spectator's page
    page.wait_for_function("() => window.tefudaRoom && window.tefudaRoom.latest()")
    srv.stop()
    with sq.connect(str(srv.db)) as con:  # the room expired while the server was down
        con.execute("UPDATE rooms SET expired=1 WHERE id=?", (room["room"],))
    srv.start()  # the same port: the page reconnects, is told, and stops
    page.wait_for_function("() => window.tefudaRoom && window.tefudaRoom.closed", timeout=20000)
    assert "expired" in page.inner_text("#toast")
