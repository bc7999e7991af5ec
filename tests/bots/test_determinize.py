"""Every game's `determinize(view, rng)`: consistent with the view, and able to reach every
consistent placement of the hidden cards (see tefuda.bots.consistency)."""

from __future__ import annotations

import random

import pytest

from tefuda.bots.consistency import check_view_consistency, hidden_coverage, positions
from tefuda.games import GAMES, make_game

# the variant each game is checked in (Daifugo: the 5-player game the bots are tuned for)
OPTIONS = {"daifugo": {"players": 5}, "trump_os": {"players": 3}}
SEEDS = {"daifugo": range(2), "trump_os": range(2), "diving": range(3), "youscout": range(2), "egyptian_war": range(2)}


def _game(name):
    game = make_game(name, OPTIONS.get(name, {}))
    assert callable(getattr(game, "determinize", None)), f"{name}: Game.determinize is missing"
    return game


@pytest.mark.parametrize("name", list(GAMES))
def test_determinizations_show_the_seat_exactly_its_view(name):
    game = _game(name)
    rng = random.Random(11)
    checked = 0
    for state, seat in positions(game, SEEDS[name], every=7, limit=4):
        check_view_consistency(game, state, seat, samples=12, rng=rng)
        checked += 1
    assert checked >= 4


@pytest.mark.parametrize("name", list(GAMES))
def test_every_hidden_card_can_be_dealt_to_every_place_that_could_hold_it(name):
    """Over many samples, every hidden placement of the true state or of the game's
    redeal_hidden copies is among the determinizations."""
    game = _game(name)
    rng = random.Random(12)
    for state, seat in positions(game, SEEDS[name][:1], every=9, limit=3):
        missing = hidden_coverage(game, state, seat, samples=300, rng=rng, redeals=20)
        assert not missing, f"{name} seat {seat}: hidden placements never sampled: {missing[:10]}"


def test_daifugo_after_the_exchange():
    """Game 2 of a match: the cards given and received in the exchange (DSP-7) are known
    to the two players involved, and a giver of its strongest cards holds nothing
    stronger; determinize must respect both and still reach every other placement."""
    game = _game("daifugo")
    from tefuda.testing import random_playout

    def start(seed):
        return game.next_game(random_playout(game, seed))

    rng = random.Random(13)
    points = positions(game, range(3), every=1, limit=6, start=start)
    assert any(st.phase == "play" and st.exchanges for st, _ in points)
    for state, seat in points:
        check_view_consistency(game, state, seat, samples=10, rng=rng, playouts=1)
    for state, seat in points[::5]:
        missing = hidden_coverage(game, state, seat, samples=200, rng=rng, redeals=20)
        assert not missing, f"daifugo seat {seat}: hidden placements never sampled: {missing[:10]}"
