"""Egyptian War at a real server with real WebSocket clients (issues #17, #21): each person
acts only for their own seats — the hand-over confirm, auto-reveal and Next — and in an
online room pausing is limited and shown to both players; with auto-reveal off every card,
the CPU's too, waits for Next."""

from __future__ import annotations

import sqlite3
import time

import pytest
from httpc import create, post
from webserver import ServerProcess
from wsclient import Client

WINDOW = "0.3"


@pytest.fixture
def srv(tmp_path):
    server = ServerProcess(
        tmp_path / "slap.sqlite", cpu_delay=0.05, extra=("--slap-window", WINDOW, "--slap-pause", "1.5")
    ).start()
    yield server
    server.stop()


def plays(server, room) -> list[int]:
    """The seats of every `play` stored for the room, in order (a second reader of the file)."""
    with sqlite3.connect(str(server.db)) as con:
        rows = con.execute("SELECT seat FROM actions WHERE room=? AND action='play' ORDER BY seq", (room,))
        return [r[0] for r in rows]


def rt(client, seat) -> dict:
    return (client.latest(seat) or {}).get("realtime") or {}


def error(client, key, timeout=5.0) -> dict:
    return client.wait(lambda m: m["type"] == "error" and m.get("key") == key, timeout=timeout)


def idle_turn(client, seat, timeout=20.0, player=None) -> int:
    """Wait until no window is open and nothing is paused (and `player` is to play, if
    given); the seat to play."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        client.drain(0.05)  # the newest update, not one still queued from before
        r = rt(client, seat)
        if (
            not r.get("window")
            and not r.get("paused")
            and r.get("to_play") in ([player] if player is not None else range(4))
        ):
            return r["to_play"]
        try:
            client.recv(timeout=0.3)
        except TimeoutError:
            pass
    raise AssertionError(f"no idle turn: {rt(client, seat)}")


def online_room(server):
    room = create(server, "egyptian_war", seats=[{"kind": "human"}, {"kind": "human", "claim": False}])
    status, claim = post(server.url + f"/api/rooms/{room['room']}/claim", {"seat": 1})
    assert status == 200
    a = Client(server.url, room["room"], [room["tokens"]["0"]])
    b = Client(server.url, room["room"], [claim["token"]], lang="ja")
    assert a.seats == [0] and b.seats == [1]
    return room["room"], a, b


def test_online_each_player_reveals_and_auto_reveals_only_their_own_cards(srv):
    room, a, b = online_room(srv)
    try:
        a.send({"type": "auto", "on": True})  # Player 1's auto-reveal: Player 1's cards only
        a.wait(lambda m: m["type"] == "update" and m["realtime"]["auto"])
        if idle_turn(a, 0) == 1:
            b.send({"type": "act", "seat": 1, "action": "play"})  # B starts: B's own card
        idle_turn(a, 0, player=1)  # A's cards come by themselves until B is to play
        b.drain(0.2)
        assert not rt(b, 1)["auto"] and rt(a, 0)["auto"]
        before = plays(srv, room)
        # A cannot play B's card: not by act, not by Next, not by a confirm, not by auto
        a.send({"type": "act", "seat": 1, "action": "play"})
        error(a, "web.not_your_seat")
        a.send({"type": "next"})
        assert "Player 2" in error(a, "slap.not_your_card")["message"]
        a.send({"type": "confirm"})
        time.sleep(2.0)  # several windows' worth: nothing is revealed for B
        assert plays(srv, room) == before and 1 not in plays(srv, room)[len(before) :]
        a.drain(0.2)
        b.drain(0.2)
        assert rt(a, 0)["confirm"] is False and rt(b, 1)["confirm"] is False  # no hand-over online
        assert rt(b, 1)["can_next"] and not rt(a, 0)["can_next"]
        # B reveals B's card; B's auto-reveal is still off, so B's next one waits for B again
        b.send({"type": "act", "seat": 1, "action": "play"})
        b.wait(lambda m: m["type"] == "update" and m["seq"] > a.latest(0)["seq"])
        assert plays(srv, room)[len(before) :][:1] == [1]
    finally:
        a.close()
        b.close()


def test_online_pauses_are_limited_shown_to_both_and_end_by_themselves(srv):
    room, a, b = online_room(srv)
    try:
        idle_turn(a, 0)
        a.send({"type": "pause"})
        seen = b.wait(lambda m: m["type"] == "update" and m["realtime"]["paused"])["realtime"]
        assert seen["paused_by"] == 0 and 0 < seen["pause_left"] <= 1.5  # B sees who and how long
        assert seen["pauses_left"] == [2, 3] and seen["pause_limit"] == 3
        # B cannot end A's pause, and cannot act meanwhile
        b.send({"type": "resume"})
        assert "プレイヤー1" in error(b, "slap.not_your_pause")["message"]
        assert rt(b, 1)["paused"]
        # the pause ends by itself after its longest length (--slap-pause 1.5)
        b.wait(lambda m: m["type"] == "update" and not m["realtime"]["paused"], timeout=5)
        # A ends the next ones early; the fourth is refused and the game goes on
        a.drain(0.2)
        for left in (1, 0):
            a.send({"type": "pause"})
            a.wait(lambda m: m["type"] == "update" and m["realtime"]["paused"])
            a.send({"type": "resume"})
            a.wait(lambda m: m["type"] == "update" and not m["realtime"]["paused"])
            assert rt(a, 0)["pauses_left"][0] == left
        a.send({"type": "pause"})
        assert "3" in error(a, "slap.no_pauses")["message"]
        time.sleep(0.3)
        a.drain(0.2)
        b.drain(0.2)
        assert not rt(a, 0)["paused"] and not rt(b, 1)["paused"] and rt(b, 1)["pauses_left"] == [0, 3]
        # B still has B's own three
        b.send({"type": "pause"})
        assert a.wait(lambda m: m["type"] == "update" and m["realtime"]["paused"])["realtime"]["paused_by"] == 1
    finally:
        a.close()
        b.close()


def test_one_device_two_players_confirm_the_hand_over_and_pause_freely(srv):
    room = create(srv, "egyptian_war", seats=[{"kind": "human"}, {"kind": "human"}])
    c = Client(srv.url, room["room"], list(room["tokens"].values()))
    try:
        assert c.seats == [0, 1]
        for _ in range(5):  # pausing is free where every person plays on this device
            c.send({"type": "pause"})
            c.wait(lambda m: m["type"] == "update" and m["realtime"]["paused"])
            assert c.latest(0)["realtime"]["pause_limit"] is None
            c.send({"type": "resume"})
            c.wait(lambda m: m["type"] == "update" and not m["realtime"]["paused"])
        last = None
        for _ in range(40):  # play until the player who plays changes: a confirm appears
            seat = idle_turn(c, 0)
            if rt(c, 0).get("confirm"):
                break
            last = seat
            c.send({"type": "act", "seat": seat, "action": "play"})
            c.wait(lambda m: m["type"] == "update" and (m["realtime"]["window"] or m["over"]))
            c.wait(lambda m: m["type"] == "update" and not m["realtime"]["window"], timeout=5)
        r = rt(c, 0)
        assert r["confirm"] and r["confirm_mine"] and r["to_play"] != last and not r["can_next"]
        # both people read one story at the shared screen: nobody in it is "you"
        log = c.latest(0)["log"]
        assert log and log == c.latest(1)["log"] and not any(line.startswith("You") for line in log), log
        c.send({"type": "confirm"})
        c.wait(lambda m: m["type"] == "update" and not m["realtime"]["confirm"])
        assert rt(c, 0)["can_next"]
    finally:
        c.close()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_vs_cpu_the_cpus_card_waits_for_next_unless_auto_reveal_is_on(srv, lang):
    room = create(srv, "egyptian_war", seats=[{"kind": "human"}, {"kind": "cpu", "level": "normal"}])
    c = Client(srv.url, room["room"], [room["tokens"]["0"]], lang=lang)
    try:
        for _ in range(40):  # reveal own cards until the CPU is to play
            if idle_turn(c, 0) == 1:
                break
            c.send({"type": "act", "seat": 0, "action": "play"})
            c.wait(lambda m: m["type"] == "update" and m["realtime"]["window"])
        assert idle_turn(c, 0) == 1 and rt(c, 0)["can_next"]
        before = plays(srv, room["room"])
        time.sleep(1.5)  # the CPU (0.05 s delay) does not reveal its card by itself
        assert plays(srv, room["room"]) == before
        c.send({"type": "next"})  # Next reveals the CPU's card (EW-21, the seed's screen)
        c.wait(lambda m: m["type"] == "update" and m["realtime"]["window"])
        assert plays(srv, room["room"])[len(before) :] == [1]
        # with auto-reveal on, every card comes by itself: the CPU's and one's own
        c.send({"type": "auto", "on": True})
        deadline = time.monotonic() + 20
        while set(plays(srv, room["room"])[len(before) + 1 :]) != {0, 1}:
            assert time.monotonic() < deadline, plays(srv, room["room"])
            c.drain(0.2)
    finally:
        c.close()
