"""A refused move's message (the toast) names cards as the table does — `9♣`, never `9C` —
in English and Japanese, and the refusal changes nothing."""

from __future__ import annotations

import re

import pytest
from helpers import MY_TURN, open_room, phone_page

pytestmark = pytest.mark.browser

CODE = re.compile(r"(?<![A-Za-z0-9])(?:10|[2-9AJQK])[SHDC](?![A-Za-z0-9])")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_refusal_names_its_cards_with_suit_symbols(browser, server, lang):
    with phone_page(browser, lang) as page:
        seats = [{"kind": "human"}] + [{"kind": "cpu", "level": "easy"}] * 3
        open_room(page, server, "daifugo", seats, options={"players": 4}, lang=lang)
        page.wait_for_function(MY_TURN, timeout=20_000)
        hand = page.evaluate("() => window.tefudaRoom.updates[window.tefudaRoom.shown].view.hand")
        # a card the dealt hand does not hold (13 of the 53 cards: some 9 or 10 is missing)
        missing = next(f"{r}{s}" for r in ("9", "10") for s in "SHDC" if f"{r}{s}" not in hand)
        seq = page.evaluate("() => window.tefudaRoom.latest().seq")
        page.evaluate("(a) => window.tefudaRoom.act(window.tefudaRoom.shown, a)", f"play {missing}")
        page.wait_for_selector("#toast:not([hidden])", timeout=10_000)
        said = page.inner_text("#toast")
        card = missing[:-1] + {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}[missing[-1]]
        assert card in said and not CODE.search(said), said
        assert said == (f"You do not hold {card}" if lang == "en" else f"{card}を持っていません")  # a sentence
        page.screenshot(path=f"test-artifacts/refusal_daifugo_{lang}_390.png")
        assert page.evaluate("() => window.tefudaRoom.latest().seq") == seq  # nothing changed
