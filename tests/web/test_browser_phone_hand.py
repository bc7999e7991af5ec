"""On a phone the actions stick to the bottom of the screen; when a turn begins the hand
must not lie under them (a newcomer saw only the top edges of the cards to pay with, under
Diving's take buttons, and had to scroll to find them)."""

from __future__ import annotations

import pytest
from helpers import MY_TURN, open_room

pytestmark = pytest.mark.browser

ME, CPU = {"kind": "human"}, {"kind": "cpu", "level": "easy"}


def hand_and_actions(page):
    return page.evaluate(
        """() => { const h = document.querySelector('#hand').getBoundingClientRect();
          const b = document.querySelector('#board .actions').getBoundingClientRect();
          return {top: h.top, bottom: h.bottom, bar: b.top, sticky: getComputedStyle(document.querySelector('#board .actions')).position}; }"""
    )


@pytest.mark.parametrize(
    "game,seats,options",
    [
        ("diving", [ME, CPU], {}),
        ("daifugo", [ME, CPU, CPU, CPU], {"players": 4}),
        ("trump_os", [ME, CPU], {"players": 2}),
    ],
)
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_hand_is_above_the_sticky_actions_when_a_turn_begins(browser, server, game, seats, options, lang):
    # a small phone (375×667): the table above the hand fills most of its screen
    ctx = browser.new_context(viewport={"width": 375, "height": 667}, locale="ja-JP" if lang == "ja" else "en-US")
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        open_room(page, server, game, seats, options=options, lang=lang)
        page.wait_for_function(MY_TURN, timeout=20_000)
        page.wait_for_selector("#hand .card-btn")
        page.wait_for_timeout(300)  # the turn's scroll, if any, is done
        at = hand_and_actions(page)
        assert at["sticky"] == "sticky"  # the phone's layout (style.css)
        # the hand's first row is on the screen and not under the actions
        assert at["top"] >= 0 and at["top"] + 40 <= at["bar"], at
        page.screenshot(path=f"test-artifacts/phone_hand_{game}_{lang}.png")
    finally:
        ctx.close()
    assert not errors, errors
