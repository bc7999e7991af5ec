"""Daifugo in a real Chromium: a seat that can no longer finish (DSP-14 jokers only, or
DSP-18's finishing bans) is marked at its place, in the page's language."""

from __future__ import annotations

import json
import urllib.request

import pytest

pytestmark = pytest.mark.browser


def open_room(page, server, options: dict, hands: list[list[str]]) -> None:
    body = {
        "game": "daifugo",
        "options": {"players": 3, "games": 1, **options},
        "seats": [{"kind": "human"}, {"kind": "cpu", "level": "easy"}, {"kind": "cpu", "level": "easy"}],
        "setup": {"hands": hands, "titles": None},
    }
    req = urllib.request.Request(
        server.url + "/api/rooms", data=json.dumps(body).encode(), headers={"content-type": "application/json"}
    )
    room = json.loads(urllib.request.urlopen(req).read())
    page.goto(server.url + "/")
    page.evaluate(
        "(r) => localStorage.setItem('tefuda.rooms', JSON.stringify([{room: r.room, game: 'daifugo', "
        "tokens: r.tokens}]))",
        room,
    )
    page.goto(server.url + f"/#/room/{room['room']}")
    page.wait_for_selector('.player[data-seat="1"]')


def test_dsp_14_a_jokers_only_seat_is_marked_as_unable_to_finish(page, server):
    open_room(page, server, {}, [["3S", "5H", "9D"], ["JK", "JK"], ["4C", "6C", "KD"]])
    page.wait_for_selector('.player[data-seat="1"] .stuck')
    assert "cannot finish" in page.inner_text('.player[data-seat="1"]')
    assert page.locator('.player[data-seat="2"] .stuck').count() == 0


def test_dsp_18_a_seat_holding_only_banned_finishing_cards_is_marked(page, server):
    open_room(page, server, {"no_finish_2": True}, [["3S", "5H", "9D"], ["2H", "2D"], ["4C", "6C", "KD"]])
    page.wait_for_selector('.player[data-seat="1"] .stuck')
    assert page.locator('.player[data-seat="0"] .stuck').count() == 0
