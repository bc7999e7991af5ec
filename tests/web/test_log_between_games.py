"""A match deals its next game the moment one ends: the log a seat is sent keeps the end
of the game before — its last plays and who won — above a line naming the new game, so
the story does not vanish at the deal; hidden cards stay hidden in both parts."""

from __future__ import annotations

import random

import pytest

from tefuda.apps.web.tables import Table
from tefuda.core.events import visible_log
from tefuda.games import descriptor, make_game


def _match_table(games=2, seed=5):
    game = make_game("daifugo", {"players": 4, "games": games})
    state = game.new_state(seed=seed)
    seats = [{"kind": "human", "name": "", "token": None} for _ in range(4)]
    return Table("r1", "daifugo", game.public_options(), state.setup(), seats, None, cpu_delay=0.0)


def _play_game_one(table):
    rng = random.Random(1)
    while table.deal == 0:
        seat = table.state.to_move()[0]
        table.apply(seat, rng.choice(table.state.legal_texts(seat)))
    return table.previous_state


@pytest.mark.parametrize("lang,line", [("en", "— Game 2 of 2 —"), ("ja", "— 第2ゲーム（全2ゲーム）—")])
def test_the_next_games_log_keeps_the_last_games_end_above_its_own_line(lang, line):
    table = _match_table()
    finished = _play_game_one(table)
    assert finished is not None and finished.is_over() and table.deal == 1
    describe = descriptor("daifugo").describe
    for seat in (0, 2, None):
        log = table.update_for(seat, lang)["log"]
        assert line in log
        before = log[: log.index(line)]
        told = [x for x in (describe(ev, seat, lang) for ev in visible_log(finished.log, seat)) if x]
        assert before and before == told[-len(before) :], "the end of game 1, as that seat was told it"
        assert len(log) <= 40


def test_a_later_game_with_a_long_story_no_longer_shows_the_one_before():
    table = _match_table(games=3)
    _play_game_one(table)
    rng = random.Random(2)
    assert "— Game 2 of 3 —" in table.update_for(0, "en")["log"]
    log = table.update_for(0, "en")["log"]
    while table.deal == 1:
        seat = table.state.to_move()[0]
        table.apply(seat, rng.choice(table.state.legal_texts(seat)))
        log = table.update_for(0, "en")["log"]
        if "— Game 2 of 3 —" not in log:
            break
    assert table.deal == 1, "game 2 told 39 lines before it ended"
    # the game's own story fills the box: 39 lines or more (the next deal is the table's
    # own draw, and one action may tell two lines, "played" and "went out")
    assert "— Game 2 of 3 —" not in log and 39 <= len(log) <= 40


def test_a_single_game_has_no_game_line():
    game = make_game("diving", {})
    state = game.new_state(seed=1)
    seats = [{"kind": "human", "name": "", "token": None} for _ in range(2)]
    table = Table("r2", "diving", game.public_options(), state.setup(), seats, None, cpu_delay=0.0)
    table.apply(table.state.to_move()[0], "hunt")
    assert table.previous_state is None
    assert not any(x.startswith("—") for x in table.update_for(0, "en")["log"])
