"""The determinization checks themselves: they pass a correct determinize and catch bad ones."""

from __future__ import annotations

import random

import pytest
from toygames.climb import ClimbGame

from tefuda.bots.consistency import check_view_consistency, hidden_coverage, placements, positions


def test_a_correct_determinize_passes_every_check():
    game = ClimbGame({"players": 3})
    rng = random.Random(0)
    for state, seat in positions(game, seeds=range(3), every=6, limit=3):
        check_view_consistency(game, state, seat, samples=20, rng=rng)
        assert hidden_coverage(game, state, seat, samples=150, rng=rng) == []


def test_placements_name_each_card_by_its_zone():
    game = ClimbGame({"players": 2})
    state = game.new_state(setup={"hands": [["AS", "2H"], ["3D"]]})
    state.apply(0, "play AS")
    got = placements(state)
    assert got[("2H", "hands/0")] == 1
    assert got[("AS", "played")] == 1
    assert got[("AS", "table")] == 1


class LeakyClimb(ClimbGame):
    """Deals the opponents' hands from the cards the seat holds: a view mismatch."""

    def determinize(self, view, rng):
        st = super().determinize(view, rng)
        seat = view["seat"]
        other = (seat + 1) % self.num_players
        if st.hands[other]:
            st.hands[other] = st.hands[other][:-1]  # a wrong hand size
        return st


class StuckClimb(ClimbGame):
    """Always deals the unseen cards in the same order: views match, coverage does not."""

    def determinize(self, view, rng):
        return super().determinize(view, random.Random(0))


def test_a_view_mismatch_is_reported():
    game = LeakyClimb({"players": 3})
    state, seat = positions(game, seeds=[1], limit=1)[0]
    with pytest.raises(AssertionError, match="determinized view differs"):
        check_view_consistency(game, state, seat, samples=3, rng=random.Random(1))


def test_a_determinize_that_cannot_reach_the_truth_is_reported():
    game = StuckClimb({"players": 3})
    state, seat = positions(game, seeds=[2], limit=1)[0]
    assert hidden_coverage(game, state, seat, samples=50, rng=random.Random(2))
