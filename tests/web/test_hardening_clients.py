"""A stuck or hostile client cannot hurt the others (issue #17), against a real server
process on loopback: real sockets, a real SQLite file, the server's own stderr."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import time

import pytest
from httpc import create, get, post, stored_rooms
from rawws import RawWS
from webserver import ServerProcess
from wsclient import Client


@pytest.fixture
def servers(tmp_path):
    started = []

    def start(*extra, cpu_delay=0.0, name="tefuda.sqlite"):
        srv = ServerProcess(tmp_path / name, cpu_delay=cpu_delay, extra=extra).start()
        started.append(srv)
        return srv

    yield start
    for srv in started:
        srv.stop()


def play(c, seats, moves):
    """`moves` legal moves (the first legal action of whoever is to move); every seat's
    update for each move must arrive (Client.wait raises after 15 s)."""
    for _ in range(moves):
        latest = max((c.latest(s) for s in seats), key=lambda u: u["seq"])
        if latest["over"]:
            return
        seat = latest["turn"][0] if latest["turn"] else latest["to_move"][0]
        seq = latest["seq"]
        time.sleep(0.06)  # within the per-connection rate limit (20 messages a second)
        c.send({"type": "act", "seat": seat, "action": c.latest(seat)["legal"][0]})
        for s in seats:
            if c.latest(s)["seq"] <= seq:
                c.wait(lambda m, s=s: m["type"] == "update" and m["seq"] > seq and m["seat"] == s)


def test_a_client_that_stops_reading_is_dropped_and_the_room_plays_on(servers):
    srv = servers()
    room = create(srv, "daifugo", seats=[{"kind": "human"}] * 9, options={"players": 9})
    tokens = list(room["tokens"].values())
    # a client with a tiny receive window that asks for a lot and never reads
    stuck = RawWS(srv.port, f"/ws/{room['room']}", rcvbuf=4096)
    stuck.send_json({"type": "hello", "tokens": tokens})
    for k in range(100):  # within its rate limit: 40 at once, then 20 a second
        stuck.send_json({"type": "lang", "lang": "ja"})
        time.sleep(0 if k < 40 else 0.05)
    c = Client(srv.url, room["room"], tokens)
    # the others' updates keep coming (before: the room froze after about 60 moves, once
    # the kernel's buffers toward the stuck socket were full)
    play(c, range(9), 100)
    assert c.latest(0)["seq"] >= 100 or c.latest(0)["over"]
    # the stuck client was dropped: reading now ends in the "too slow" close
    assert stuck.close_code() == 4008
    again = Client(srv.url, room["room"], tokens)  # it reconnects with its tokens: the game as it is
    assert again.latest(0)["seq"] == c.latest(0)["seq"] and again.seats == list(range(9))
    for x in (c, again):
        x.close()


def test_bad_frames_get_error_messages_and_the_connection_stays(servers):
    srv = servers()
    room = create(srv)
    c = Client(srv.url, room["room"], list(room["tokens"].values()))
    cases = [
        (b"\x00\x01 binary", "binary frames are not accepted"),
        ("[" * 1500 + "]" * 1500, "nested more than 32 levels"),
        ('{"type": "ping", "a": ' + "[" * 40 + "]" * 40 + "}", "nested more than 32 levels"),
        ('{"type": "act", "seat": 0, "action": "\\ud800"}', "not valid Unicode"),
        ('{"type": "lang", "lang": "\\udfff\\ud800"}', "not valid Unicode"),
        ('{"type": "ping", "n": NaN}', "not JSON"),
    ]
    for frame, expected in cases:
        c.ws.send(frame)
        err = c.wait(lambda m: m["type"] == "error")
        assert expected in err["message"], (frame[:40], err)
    c.send({"type": "ping"})
    c.wait(lambda m: m["type"] == "pong")  # still connected, nothing changed
    status, info = get(srv.url + f"/api/rooms/{room['room']}")
    assert info["seq"] == 0
    ja = Client(srv.url, room["room"], [], lang="ja")
    ja.ws.send(b"\x00")
    assert "バイナリ" in ja.wait(lambda m: m["type"] == "error")["message"]
    for x in (c, ja):
        x.close()


def _abrupt_clients(srv, room_id, tokens) -> None:
    """Ordinary disconnects of every kind: no close frame, mid-handshake, mid-frame."""
    for _ in range(3):
        r = RawWS(srv.port, f"/ws/{room_id}")
        r.send_json({"type": "hello", "tokens": tokens})
        time.sleep(0.05)
        r.abort()
    r = RawWS(srv.port, f"/ws/{room_id}")
    r.abort()  # before hello
    r = RawWS(srv.port, f"/ws/{room_id}")
    r.sock.sendall(b"\x81\xfe\x10\x00abcd")  # a frame header promising 4096 bytes, then gone
    r.abort()
    s = socket.create_connection(("127.0.0.1", srv.port))
    s.sendall(b"GET /ws/" + room_id.encode() + b" HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\n")
    s.close()  # half a handshake
    s = socket.create_connection(("127.0.0.1", srv.port))
    s.sendall(b"POST /api/rooms HTTP/1.1\r\nHost: x\r\nContent-Length: 900\r\n\r\n{\"game\"")
    s.close()  # half a body


def test_a_load_run_plus_bad_inputs_leaves_no_traceback_in_the_server_log(servers, tmp_path):
    srv = servers("--rooms-per-minute", "100000")
    room = create(srv)
    tokens = list(room["tokens"].values())
    c = Client(srv.url, room["room"], tokens)
    for frame in (
        b"\xff\xfe",
        "[" * 2000 + "]" * 2000,
        '{"type": "act", "seat": 0, "action": "\\udc80"}',
        '{"type": "hello"}',
        "null",
        "x" * 5000,
    ):
        c.ws.send(frame)
    c.drain(1.0)
    errors = [m for m in c.messages if m["type"] == "error"]
    assert len(errors) >= 5
    _abrupt_clients(srv, room["room"], tokens)
    assert (
        post(srv.url + "/api/rooms", {"game": "diving", "seats": [{"kind": "human", "name": "\ud800"}] * 2})[0] == 400
    )
    assert post(srv.url + "/api/rooms", raw=b"[" * 10000 + b"]" * 10000)[0] in (400, 413)
    assert (
        post(srv.url + "/api/rooms", raw=b'{"game": "diving", "seats": ' + b"[" * 3000 + b"]" * 3000 + b"}")[0] == 400
    )
    load = subprocess.run(
        [
            sys.executable,
            "-m",
            "tefuda.apps.web.loadtest",
            "--url",
            srv.url,
            "--rooms",
            "8",
            "--clients",
            "30",
            "--seconds",
            "6",
            "--think",
            "0.2",
        ],
        capture_output=True,
        text=True,
        timeout=240,
    )
    result = json.loads(load.stdout.strip().splitlines()[-1])
    assert result["errors"] == 0 and result["actions"] > 20, result
    c.close()
    srv.stop()
    log = srv.log_text()
    assert "Traceback" not in log, log[-3000:]
    assert "internal error" not in log, log[-3000:]


def test_a_chunked_body_is_cut_at_16_kib_on_the_stream(servers):
    srv = servers()
    s = socket.create_connection(("127.0.0.1", srv.port), timeout=10)
    s.sendall(
        b"POST /api/rooms HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
        b"Transfer-Encoding: chunked\r\n\r\n"
    )
    chunk = b"x" * 65536
    sent = 0
    try:
        while sent < 200 * 2**20:  # 200 MB if the server kept reading
            s.sendall(b"%x\r\n" % len(chunk) + chunk + b"\r\n")
            sent += len(chunk)
    except OSError:
        pass  # the server answered and closed the connection
    answer = b""
    try:
        while b"\r\n\r\n" not in answer:
            part = s.recv(4096)
            if not part:
                break
            answer += part
    except OSError:
        pass
    s.close()
    assert answer.startswith(b"HTTP/1.1 413"), answer[:200]
    assert sent < 10 * 2**20  # it stopped reading long before
    assert stored_rooms(srv.db) == 0


@pytest.mark.parametrize(
    "body,expected",
    [
        (
            {"game": "diving", "setup": "FIRST0", "seats": [{"kind": "human"}, {"kind": "cpu"}]},
            "first must be seat 0 or 1",
        ),
        ({"game": "diving", "seats": [{"kind": "human", "name": "\ud800"}, {"kind": "human"}]}, "not valid Unicode"),
        ({"game": "diving", "seats": [{"kind": "human", "name": "a\x1b[2Jb"}, {"kind": "human"}]}, "Player 1: a name"),
        (
            {"game": "daifugo", "options": {"preset": ["uecda"]}, "seats": [{"kind": "cpu"}] * 4},
            "preset must be one preset name",
        ),
        (
            {"game": "diving", "setup": [1, 2], "seats": [{"kind": "human"}, {"kind": "human"}]},
            "setup must be an object",
        ),
        (
            {"game": "daifugo", "options": {"players": 4}, "setup": {"hands": 5}, "seats": [{"kind": "human"}] * 4},
            "hands",
        ),
        (
            {
                "game": "daifugo",
                "options": {"players": 4},
                "setup": {"hands": [[5], [6], [7], [8]]},
                "seats": [{"kind": "human"}] * 4,
            },
            "card code must be text",
        ),
    ],
)
def test_bad_room_requests_get_a_clear_400_and_nothing_is_stored(servers, body, expected):
    from tefuda.games import make_game

    srv = servers()
    if body.get("setup") == "FIRST0":
        body["setup"] = dict(make_game("diving", {}).new_state(seed=1).setup(), first=0.0)
    status, answer = post(srv.url + "/api/rooms", body)
    assert status == 400, answer
    assert expected in answer["detail"]
    assert "Traceback" not in answer["detail"] and "Error" not in answer["detail"]
    assert stored_rooms(srv.db) == 0


def test_messages_come_in_the_asker_s_language(servers):
    srv = servers()
    status, answer = post(
        srv.url + "/api/rooms",
        {"game": "daifugo", "lang": "ja", "options": {"preset": [1]}, "seats": [{"kind": "cpu"}] * 4},
    )
    assert status == 400 and "プリセット" in answer["detail"]
    status, answer = post(srv.url + "/api/rooms", raw=b"{nope", headers={"accept-language": "ja,en;q=0.5"})
    assert status == 400 and "JSON" in answer["detail"] and "本文" in answer["detail"]


def test_a_chosen_deal_is_refused_where_another_person_plays(servers):
    from tefuda.games import make_game

    srv = servers()
    setup = make_game("diving", {}).new_state(seed=4).setup()
    online = [{"kind": "human"}, {"kind": "human", "claim": False}]  # seat 1 left for someone else
    status, answer = post(srv.url + "/api/rooms", {"game": "diving", "setup": setup, "seats": online})
    assert status == 400 and "only for rooms where no one else plays" in answer["detail"]
    assert stored_rooms(srv.db) == 0
    hot_seat = create(srv, "diving", setup=setup, seats=[{"kind": "human"}, {"kind": "human"}])
    assert set(hot_seat["tokens"]) == {"0", "1"}
    local = create(srv, "diving", setup=setup, seats=[{"kind": "human"}, {"kind": "cpu"}])
    assert set(local["tokens"]) == {"0"}
    assert stored_rooms(srv.db) == 2
    # no seat of a chosen deal can be claimed later by someone else
    status, _ = post(srv.url + f"/api/rooms/{local['room']}/claim", {"seat": 1})
    assert status == 409
