"""The web server as a client sees it: API errors, tokens, message limits, restarts."""

from __future__ import annotations

import json
import urllib.error
import urllib.request

import pytest
from wsclient import Client


def post(url, body, raw=None):
    data = raw if raw is not None else json.dumps(body).encode()
    req = urllib.request.Request(url, data=data, headers={"content-type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=10) as r:
            return r.status, json.loads(r.read())
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read() or b"{}")


def get(url):
    with urllib.request.urlopen(url, timeout=10) as r:
        return json.loads(r.read())


def new_room(server, game="diving", seats=None, options=None):
    seats = seats or [{"kind": "human"}, {"kind": "human"}]
    status, body = post(server.url + "/api/rooms", {"game": game, "options": options or {}, "seats": seats})
    assert status == 200, body
    return body


@pytest.mark.parametrize("path", ["/", "/static/app.js", "/static/games/youscout.css", "/favicon.ico"])
def test_the_pages_files_are_revalidated_so_an_update_shows_at_the_next_reload(server, path):
    with urllib.request.urlopen(server.url + path, timeout=10) as r:
        assert r.headers["Cache-Control"] == "no-cache"
        etag = r.headers["ETag"]
    # unchanged: the browser's revalidation costs a 304, not the file again
    req = urllib.request.Request(server.url + path, headers={"If-None-Match": etag})
    with pytest.raises(urllib.error.HTTPError) as e:
        urllib.request.urlopen(req, timeout=10)
    assert e.value.code == 304


def test_home_lists_the_games_with_options_and_levels(server):
    games = {g["name"]: g for g in get(server.url + "/api/games")}
    for name in ("diving", "egyptian_war", "youscout", "trump_os"):
        assert name in games
        g = games[name]
        assert g["summary"]["en"] and g["summary"]["ja"]
        assert g["levels"] == ["easy", "normal", "hard"]
    assert any(o["name"] == "bonus" for o in games["diving"]["options"])


@pytest.mark.parametrize(
    "body,status,msg",
    [
        ({"game": "chess", "seats": []}, 400, "unknown game"),
        ({"game": "diving", "options": {"colour": 1}, "seats": [{"kind": "cpu"}] * 2}, 400, "no option 'colour'"),
        ({"game": "diving", "options": {"bonus": 7}, "seats": [{"kind": "cpu"}] * 2}, 400, "Bonus cards"),
        ({"game": "diving", "seats": [{"kind": "cpu"}]}, 400, "exactly 2 seats"),
        ({"game": "diving", "seats": [{"kind": "cpu", "level": "godlike"}] * 2}, 400, "level"),
        ({"game": "diving", "seats": [{"kind": "robot"}] * 2}, 400, "kind"),
        ({"game": 5, "seats": []}, 400, "game name"),
    ],
)
def test_bad_room_requests_are_refused_clearly(server, body, status, msg):
    code, answer = post(server.url + "/api/rooms", body)
    assert code == status
    assert msg in answer["detail"]


def test_malformed_and_oversized_bodies(server):
    code, answer = post(server.url + "/api/rooms", None, raw=b"{nope")
    assert code == 400 and "JSON" in answer["detail"]
    code, _ = post(server.url + "/api/rooms", None, raw=b"x" * 100_000)
    assert code == 413


def test_a_token_acts_only_for_its_seat_and_spectators_cannot_act(server):
    room = new_room(server)
    t0, t1 = room["tokens"]["0"], room["tokens"]["1"]
    c0 = Client(server.url, room["room"], [t0])
    first = c0.latest(0)["view"]
    to_move = c0.latest(0)["to_move"][0]
    # seat 0's token tries seat 1's move and vice versa
    mover_token = t0 if to_move == 0 else t1
    c_wrong = Client(server.url, room["room"], [t1 if to_move == 0 else t0])
    c_wrong.send({"type": "act", "seat": to_move, "action": "hunt"})
    err = c_wrong.wait(lambda m: m["type"] == "error")
    assert "do not hold Player" in err["message"]
    spectator = Client(server.url, room["room"], [])
    assert spectator.latest(None)["legal"] == []
    spectator.send({"type": "act", "seat": to_move, "action": "hunt"})
    assert "do not hold Player" in spectator.wait(lambda m: m["type"] == "error")["message"]
    # nothing changed
    c_right = Client(server.url, room["room"], [mover_token])
    assert c_right.latest(to_move)["seq"] == 0
    assert c0.latest(0)["view"] == first
    for c in (c0, c_wrong, spectator, c_right):
        c.close()


def test_bad_messages_get_errors_and_change_nothing(server):
    room = new_room(server)
    c = Client(server.url, room["room"], list(room["tokens"].values()))
    c.send("{not json")
    assert "not JSON" in c.wait(lambda m: m["type"] == "error")["message"]
    c.send(json.dumps([1, 2]))
    assert "JSON object" in c.wait(lambda m: m["type"] == "error")["message"]
    c.send({"type": "launch_missiles"})
    assert "unknown type" in c.wait(lambda m: m["type"] == "error")["message"]
    seat = c.latest(0)["to_move"][0]
    c.send({"type": "act", "seat": seat, "action": "take 2S 3S 4S 5S 6S"})  # not held / not now
    err = c.wait(lambda m: m["type"] == "error")
    assert err["message"]
    c.send({"type": "act", "seat": seat, "action": "x" * 1000})
    assert "short text" in c.wait(lambda m: m["type"] == "error")["message"]
    info = get(server.url + f"/api/rooms/{room['room']}")
    assert info["seq"] == 0
    c.close()


def test_oversized_message_closes_the_connection(server):
    room = new_room(server)
    c = Client(server.url, room["room"], list(room["tokens"].values()))
    c.send(json.dumps({"type": "ping", "pad": "x" * 10_000}))
    with pytest.raises(Exception):
        c.wait(lambda m: m["type"] == "pong", timeout=5)


def test_flooding_is_rate_limited(server):
    room = new_room(server)
    c = Client(server.url, room["room"], list(room["tokens"].values()))
    for _ in range(120):
        c.send({"type": "ping"})
    c.drain(0.5)
    errors = [m for m in c.messages if m["type"] == "error"]
    pongs = [m for m in c.messages if m["type"] == "pong"]
    assert errors and "too many messages" in errors[0]["message"]
    assert len(pongs) < 120
    with pytest.raises(Exception):  # a client that keeps flooding is disconnected
        c.send({"type": "ping"})
        c.wait(lambda m: m["type"] == "pong", timeout=2)
    c.close()


def test_claiming_open_seats(server):
    room = new_room(server, seats=[{"kind": "human"}, {"kind": "human", "claim": False}])
    assert set(room["tokens"]) == {"0"}
    code, body = post(server.url + f"/api/rooms/{room['room']}/claim", {"seat": 1})
    assert code == 200 and body["token"]
    code, body = post(server.url + f"/api/rooms/{room['room']}/claim", {"seat": 1})
    assert code == 409 and "taken" in body["detail"]
    code, body = post(server.url + "/api/rooms/nope/claim", {"seat": 1})
    assert code == 404


def test_unknown_room(server):
    c = Client(server.url, "does-not-exist", hello=False)
    m = c.recv()
    assert m["type"] == "error" and "no such room" in m["message"]


def play_some(c, seats, n):
    """Play n legal moves (first legal action of whoever is to move)."""
    for _ in range(n):
        latest = max((c.latest(s) for s in seats if c.latest(s)), key=lambda u: u["seq"])
        if latest["over"]:
            return
        seat = latest["to_move"][0]
        upd = c.latest(seat)
        assert upd is not None, (seat, list(c.views), latest["to_move"])
        seq = latest["seq"]
        c.send({"type": "act", "seat": seat, "action": upd["legal"][0]})
        for s in seats:
            if c.latest(s)["seq"] <= seq:
                c.wait(lambda m, s=s: m["type"] == "update" and m["seq"] > seq and m["seat"] == s)


def test_kill_9_and_restart_loses_nothing(server):
    room = new_room(server)
    tokens = list(room["tokens"].values())
    c = Client(server.url, room["room"], tokens)
    play_some(c, [0, 1], 6)
    c.drain(0.3)
    before = {s: c.latest(s) for s in (0, 1)}
    c.close()
    server.kill()
    server.start()
    c2 = Client(server.url, room["room"], tokens)
    c2.drain(0.3)
    for s in (0, 1):
        assert c2.latest(s)["seq"] == before[s]["seq"]
        assert c2.latest(s)["view"] == before[s]["view"]
        assert c2.latest(s)["legal"] == before[s]["legal"]
    play_some(c2, [0, 1], 2)  # and the game goes on
    c2.close()
