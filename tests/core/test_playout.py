"""core.playout.play_random: the random playout of `tefuda bench` and check_game plays the
game random.Random.choice would (a seat among to_move, then a legal action), on either build."""

import random

import pytest

from tefuda.core.playout import play_random
from tefuda.games import GAMES, descriptor


def _by_choice(state, rng, max_actions=-1):
    """The playout written with random.Random's own methods, as it was before core.playout."""
    n = 0
    while n != max_actions and not state.is_over():
        seats = state.to_move()
        seat = seats[0] if len(seats) == 1 else rng.choice(seats)
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        n += 1
    return n


@pytest.mark.parametrize("name", sorted(GAMES))
def test_it_plays_the_same_games_as_random_choice(name):
    game = descriptor(name).make_game()
    a, b = random.Random(5), random.Random(5)
    for seed in range(3):
        x, y = game.new_state(seed=seed), game.new_state(seed=seed)
        assert play_random(x, a) == _by_choice(y, b)
        assert x.is_over() and x.history == y.history and x.to_json() == y.to_json()
    assert a.getstate() == b.getstate()


def test_max_actions_stops_the_game_where_it_is():
    game = descriptor("trump_os").make_game()
    state = game.new_state(seed=1)
    assert play_random(state, random.Random(1), max_actions=5) == 5
    assert len(state.history) == 5 and not state.is_over()
    assert play_random(state, random.Random(2), max_actions=0) == 0 and len(state.history) == 5
