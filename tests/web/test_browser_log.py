"""The story in the browser (#16 §2): the log is the game's own narration for the seat on
screen — the Daifugo exchange shown to the two players with its cards and to everyone
else as a count, the standings table between the games of a match — and Egyptian War's
turn outline moves to the pile taker at once."""

from __future__ import annotations

import pytest
from helpers import open_room, play_on

pytestmark = pytest.mark.browser


def _log(page) -> list[str]:
    return [line for line in page.inner_text("#log").splitlines() if line.strip()]


def _act_until(page, done):
    # the person plays the last legal action (a pass when there is one) until `done()`
    play_on(page, until=done, last=True)


def test_the_exchange_is_told_with_cards_to_its_two_players_and_as_a_count_to_others(page, server):
    open_room(
        page,
        server,
        "daifugo",
        [{"kind": "human"}] + [{"kind": "cpu", "level": "easy"}] * 3,
        options={"players": 4, "games": 2},
    )
    second_game = "() => { const u = window.tefudaRoom.latest(); return u && u.view.match && u.view.match.game === 2; }"
    _act_until(page, lambda: page.evaluate(second_game))
    # between the games: the standings, with points and the titles just won
    page.wait_for_selector("#standings-table")
    table = page.inner_text("#standings-table")
    assert "Points" in table and "Player 1" in table
    # the exchange of game 2, as the person at seat 0 is told it (who gives cards back when
    # game 1 made them 大富豪 or 富豪: the deal is random, so act until the play begins)
    _act_until(page, lambda: page.evaluate("() => window.tefudaRoom.latest().view.phase === 'play'"))
    lines = _log(page)
    exchanges = page.evaluate("() => window.tefudaRoom.latest().view.exchanges")
    assert exchanges, "game 2 starts with the exchange (DSP-7)"
    for ex in exchanges:
        giver, to, n = ex["from"], ex["to"], ex["count"]
        if 0 in (giver, to):  # the person took part: the cards themselves
            assert "cards" in ex
            who = "You" if giver == 0 else f"Player {giver + 1}"
            whom = "you" if to == 0 else f"Player {to + 1}"
            assert any(
                line.startswith(f"{who} gave ") and line.endswith(f" to {whom}.") and "card" not in line
                for line in lines
            ), lines
        else:  # others: a count, never the cards
            assert f"Player {giver + 1} gave {n} {'card' if n == 1 else 'cards'} to Player {to + 1}." in lines, lines


def test_egyptian_wars_turn_outline_moves_to_the_pile_taker_at_once(page, tmp_path):
    from webserver import ServerProcess

    srv = ServerProcess(tmp_path / "ew.sqlite", cpu_delay=0.2, extra=("--slap-window", "3.0")).start()
    try:
        # 7♣ then the CPU's 7: a double the person slaps while the window is still open. The
        # CPU holds three 7s: an easy CPU now and then slaps the lone 7♣ by mistake (EW-11:
        # its top card goes face down under the pile), and its next card is a 7 all the same
        open_room(
            page,
            srv,
            "egyptian_war",
            [{"kind": "human"}, {"kind": "cpu", "level": "easy"}],
            setup={"decks": [["7C", "2D", "3D"], ["7H", "7S", "7D"]], "first": 0},
        )
        page.keyboard.press("Space")
        # with auto-reveal off the CPU's card waits for Next too (issue #21): press it
        page.wait_for_function(
            "() => { const s = window.tefudaRoom.realtime || {}; return s.to_play === 1 && s.can_next; }",
            timeout=15_000,
        )
        page.keyboard.press("Space")
        page.wait_for_function("() => (window.tefudaRoom.latest().view.pile || []).length === 2", timeout=15_000)
        if not (page.evaluate("() => window.tefudaRoom.realtime") or {}).get("window"):
            pytest.skip("the window closed before the page saw the double (a machine too slow for 3 s)")
        page.keyboard.press("f")
        # the slap takes the pile, or (so that a failure says what happened) the window closes
        page.wait_for_function(
            "() => { const r = window.tefudaRoom; return r.latest().view.taken_by !== null || !(r.realtime || {}).window; }",
            timeout=10_000,
        )
        v = page.evaluate("() => window.tefudaRoom.latest().view")
        rt = page.evaluate("() => window.tefudaRoom.realtime") or {}
        assert v["taken_by"] is not None, f"the window closed and nobody took the pile: {rt}, {_log(page)}"
        if v["taken_by"] != 0:
            pytest.skip("the CPU slapped first this time")
        assert rt.get("window"), "the window is still open: the turn has not passed yet"
        assert v["turn"] == 1  # the engine hands the turn over only when the window closes (EW-4)
        outlined = page.eval_on_selector_all(".players .player.turn", "els => els.map((e) => e.dataset.seat)")
        assert outlined == ["0"], outlined  # …but the outline is on the taker already
        assert any(line.startswith("You slapped a double") for line in _log(page))
    finally:
        srv.stop()


def test_the_log_box_keeps_the_whole_story_since_the_page_opened(page, server):
    """The server sends the latest 40 lines with each update; the page keeps every line it
    was told, so at the end of a long game its first plays are still there to read (a
    newcomer lost their own first slap from the log of a long Egyptian War game)."""
    open_room(
        page,
        server,
        "daifugo",
        [{"kind": "human"}] + [{"kind": "cpu", "level": "easy"}] * 4,
        options={"players": 5, "games": 1},
    )
    first = _log(page)[:1]
    play_on(page, last=True)  # the person passes whenever they may: a long story
    lines = _log(page)
    sent = page.evaluate("() => window.tefudaRoom.latest().log")
    assert len(sent) == 40 and len(lines) > 40, (len(sent), len(lines))
    assert lines[-40:] == sent  # the server's window is the story's end, in its order
    assert lines[: len(first)] == first  # and the story still begins where the page began
    assert sum(line.startswith("The game is over") for line in lines) == 1  # nothing told twice
