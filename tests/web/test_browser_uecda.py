"""The UECda preset in a real Chromium: the ♦3 holder leads and may pass, and a joker
beyond a sequence's end (JK<3♦) is offered when the selected cards allow it — in both
languages, on a phone-sized screen too."""

from __future__ import annotations

import json
import urllib.request

import pytest
from conftest import ARTIFACTS

pytestmark = pytest.mark.browser

HANDS = [["3D", "4D", "JK", "9S"], ["5C", "KC"], ["6C", "QH"], ["7C", "JS"], ["8H", "10H"]]


def open_room(page, server) -> None:
    body = {
        "game": "daifugo",
        "options": {"preset": "uecda", "games": 1},
        "seats": [{"kind": "human"}] + [{"kind": "cpu", "level": "easy"}] * 4,
        "setup": {"hands": HANDS, "titles": None, "seating": [0, 1, 2, 3, 4], "number": 1},
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
    page.wait_for_selector("#hand [data-idx]")


def test_uecda_the_diamond_3_leads_and_the_joker_may_go_below_the_3(page, server):
    open_room(page, server)
    assert page.locator("#pass").count() == 1  # the leader may pass under the UECda rules
    assert "UECda" in page.inner_text(".room-head")
    hand = page.locator("#hand [data-idx]")
    for i in (0, 1, 3):  # 3♦ 4♦ and the joker (the hand reads 3♦ 4♦ 9♠ JK)
        hand.nth(i).click()
    page.click("#play")
    page.wait_for_selector("button.choice")
    choices = [b.get_attribute("data-action") for b in page.locator("button.choice").all()]
    assert "play 3D 4D JK<3D" in choices and "play 3D 4D JK=5D" in choices
    page.click('button.choice[data-action="play 3D 4D JK<3D"]')
    page.wait_for_function("() => document.querySelectorAll('#table .card, #table img, #table span').length >= 3")
    assert "JK<3D" not in page.inner_text("#table")  # the cards, never the action text


@pytest.mark.parametrize("locale,size", [("ja-JP", (390, 844)), ("en-US", (1100, 900))])
def test_uecda_room_renders_in_both_languages_and_on_a_phone(browser, server, locale, size):
    ctx = browser.new_context(viewport={"width": size[0], "height": size[1]}, locale=locale)
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        open_room(page, server)
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"uecda-{locale}-{size[0]}.png"), full_page=True)
        assert page.locator("#hand [data-idx]").count() == 4
    finally:
        ctx.close()
    assert not errors
