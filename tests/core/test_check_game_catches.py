"""check_game must fail on a broken engine: each kind of bug it is there to find, planted in
the toy game Climb (tests/toygames/climb), is reported — so the conformance tests of the five
games can fail."""

from __future__ import annotations

import pytest
from toygames import registered

from tefuda.core.errors import IllegalAction
from tefuda.testing import check_game


@pytest.fixture
def climb():
    with registered("climb") as desc:
        yield desc


def broken(desc, **methods):
    """A Climb game whose states have `methods` replaced."""
    game = desc.make_game({"players": 3})
    base = type(game.new_state(seed=0))
    state_cls = type("Broken" + base.__name__, (base,), methods)
    make, from_json = game.new_state, game.state_from_json

    def rebuild(st):
        st.__class__ = state_cls
        return st

    game.new_state = lambda seed=None, setup=None: rebuild(make(seed=seed, setup=setup))
    game.state_from_json = lambda data: rebuild(from_json(data))
    return game


def test_a_sound_engine_passes(climb):
    assert check_game(climb.make_game({"players": 3}), playouts=20, deep_games=3).games == 20


def test_a_refused_action_that_changed_the_state(climb):
    def _apply(self, seat, action):
        if seat != self.turn:
            self.last = seat  # a change before the refusal
        return super(type(self), self)._apply(seat, action)

    with pytest.raises(AssertionError, match="changed the state"):
        check_game(broken(climb, _apply=_apply), playouts=5, deep_games=2)


def test_an_action_out_of_turn_accepted(climb):
    def _apply(self, seat, action):
        if seat != self.turn:
            return None
        return super(type(self), self)._apply(seat, action)

    with pytest.raises(AssertionError, match="seat not to move acted"):
        check_game(broken(climb, _apply=_apply), playouts=5, deep_games=2)


def test_a_clone_that_differs(climb):
    def clone(self):
        other = self.game.state_from_json(self.to_json())
        other.last = (self.last + 1) % 3
        return other

    with pytest.raises(AssertionError, match="clone differs"):
        check_game(broken(climb, clone=clone), playouts=5, deep_games=2)


def test_a_view_that_leaks_another_hand(climb):
    def view(self, seat=None):
        v = super(type(self), self).view(seat)
        v["next_hand"] = [c.code for c in self.hands[(self.turn + 1) % len(self.hands)]]
        return v

    with pytest.raises(AssertionError, match="leaks"):
        check_game(broken(climb, view=view), playouts=5, deep_games=2)


def test_a_refusal_without_a_message(climb):
    def _apply(self, seat, action):
        if seat != self.turn:
            raise IllegalAction("")
        return super(type(self), self)._apply(seat, action)

    with pytest.raises(AssertionError, match="without a message"):
        check_game(broken(climb, _apply=_apply), playouts=5, deep_games=2)
