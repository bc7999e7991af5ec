"""The match layer (DSP-1, DSP-5/6, DSP-19) as a web table, the terminal and the RL
adapters use it: deals from a caller's randomness, a summary that changes nothing."""

from __future__ import annotations

import random

from tefuda.bots.base import RandomBot, play_game
from tefuda.games.daifugo import DESCRIPTOR, GAME
from tefuda.games.daifugo.match import Match


def _finish(state, seed=0):
    play_game(state, [RandomBot(state.game, s, seed=seed + s) for s in range(state.game.num_players)])


def test_dsp_19_summary_counts_the_game_in_play_once_it_is_over_and_changes_nothing():
    game = GAME({"players": 4, "games": 2})
    m = Match(game, seed=3)
    assert m.summary() == {"game": 1, "games": 2, "scores": [0, 0, 0, 0], "last": None, "standings": None}
    _finish(m.state)
    first = m.state.result()
    s = m.summary()
    assert s["scores"] == [m.points[t] for t in first["titles"]] and s["last"] is None
    assert m.results == [] and m.summary() == s  # reading it scored nothing
    m.next_game(setup=m.next_setup(random.Random(9)))
    assert m.summary()["last"] == first and m.summary()["game"] == 2
    _finish(m.state, seed=10)
    end = m.summary()
    assert m.is_over() and end["standings"] is not None
    m.score_game()
    assert end["standings"] == m.standings() and end["scores"] == m.scores


def test_dsp_5_6_the_next_setup_carries_the_titles_and_deals_with_the_given_randomness():
    game = GAME({"players": 5, "games": 3})
    m = Match(game, seed=1)
    _finish(m.state)
    titles = m.state.result()["titles"]
    a, b = m.next_setup(random.Random(7)), m.next_setup(random.Random(7))
    assert a == b and a["titles"] == titles  # the same randomness, the same deal
    assert a != m.next_setup(random.Random(8))
    state = m.next_game(setup=a)
    assert state.setup()["hands"] == a["hands"] and m.number == 2 and len(m.results) == 1


def test_the_descriptor_names_the_match_layer_and_its_length():
    assert DESCRIPTOR.match is Match
    assert Match.games_of(GAME({"games": 8})) == 8 and Match.games_of(GAME({"games": 1})) == 1
