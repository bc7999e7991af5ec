"""Bots: legal, view-only, and the levels."""

import random

from tefuda.bots.base import play_game
from tefuda.games.youscout import BOTS, GAME, LEVELS
from tefuda.games.youscout.bots import best_start, rule_moves


def test_levels_name_existing_bots():
    assert LEVELS == {"easy": "random", "normal": "best", "hard": "best"}
    assert set(LEVELS.values()) <= set(BOTS)


def test_bots_play_whole_games_with_every_option_family():
    for options in (
        {},
        {"replacement": 3},
        {"swap": "memorial", "terminals": 1},
        {"preset": "ryakushiki"},
        {"preset": "ryakushiki", "determinant": "greater_equal", "swap": "solid"},
    ):
        game = GAME(options)
        for name in BOTS:
            for seed in range(5):
                st = play_game(game.new_state(seed=seed), [BOTS[name](game, 0, seed=seed)], random.Random(seed))
                assert st.is_over()


def test_best_starts_on_a_winning_lower_place_and_follows_the_simulated_rule():
    assert best_start([1, 2, 3, 4, 5, 6]) == 2
    assert best_start([4, 5, 6]) == 5
    assert rule_moves("A13", 3, False) and not rule_moves("A13", 2, True)
    # 略式: move up from 2 for the Death end (5 wins too), stay on 1 and 3; always move for the Fool end
    assert rule_moves("A13", 2, False, "ryakushiki") and not rule_moves("A13", 1, True, "ryakushiki")
    assert not rule_moves("A13", 3, False, "ryakushiki") and rule_moves("A00", 3, False, "ryakushiki")


def last_round_choice(game, seed):
    st = game.new_state(seed=seed)
    st.apply(0, "start 2")
    while not st.is_over():
        if st.phase == "choose" and st.terminals_drawn == 2:
            return st
        st.apply(0, "draw" if st.phase == "draw" else "stay")
    return None


def test_best_never_sees_the_talon_the_same_view_gives_the_same_choice():
    game = GAME()
    st = next(s for s in map(lambda seed: last_round_choice(game, seed), range(100)) if s is not None)
    other = game.redeal_hidden(st, 0, random.Random(5))  # another talon behind the same view
    assert other.talon != st.talon
    a = BOTS["best"](game, 0, seed=1).act(st.view(0), st.legal_actions(0))
    b = BOTS["best"](game, 0, seed=1).act(other.view(0), other.legal_actions(0))
    assert a == b
