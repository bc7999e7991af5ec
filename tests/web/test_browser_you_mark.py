"""The viewer's own seat is marked "Player 1 (you)" / 「プレイヤー1（あなた）」 on every game's
table: Japanese with full-width parentheses, like the rest of its text."""

from __future__ import annotations

import pytest
from helpers import PHONE, open_room

pytestmark = pytest.mark.browser

GAMES = [("daifugo", {"players": 4}, 3), ("diving", {}, 1), ("trump_os", {"players": 2}, 1), ("egyptian_war", {}, 1)]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_your_seat_is_marked_in_the_readers_punctuation(browser, server, lang):
    ctx = browser.new_context(viewport=PHONE, locale="ja-JP" if lang == "ja" else "en-US")
    page = ctx.new_page()
    try:
        for game, options, cpus in GAMES:
            seats = [{"kind": "human"}] + [{"kind": "cpu", "level": "easy"}] * cpus
            open_room(page, server, game, seats, options=options, lang=lang)
            page.wait_for_function(
                "() => document.querySelector('#board') && document.querySelector('#board').innerText.length > 0"
            )
            board = page.inner_text("#board")
            if lang == "ja":
                assert "プレイヤー1（あなた）" in board and "(あなた)" not in board, (game, board[:300])
            else:
                assert "Player 1 (you)" in board, (game, board[:300])
            page.screenshot(path=f"test-artifacts/you_mark_{game}_{lang}_390.png")
    finally:
        ctx.close()
