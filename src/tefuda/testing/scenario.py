"""Scenario helper: literal setups and action texts, read like the rule they test."""

from __future__ import annotations

import contextlib
import json

from tefuda.core.errors import IllegalAction, TefudaError
from tefuda.games import make_game


class Scenario:
    """`Scenario(NAME, {"players": 3}, setup).play(0, "play 3S").rejects(1, "play 4S", KEY)`."""

    def __init__(self, game: str, options: dict | None = None, setup: dict | None = None, seed: int | None = None):
        self.game = make_game(game, options or {})
        self.state = self.game.new_state(seed=seed, setup=setup)

    def play(self, seat: int, *texts: str) -> Scenario:
        for text in texts:
            self.state.apply(seat, text)
        return self

    def rejects(self, seat: int, text: str, key: str | None = None, **params) -> IllegalAction:
        """Assert the action is refused — with the message `key` and these `params` when
        given (tests name the reason by its key, never by English words) — and the state
        is unchanged. Returns the error."""
        before = json.dumps(self.state.to_json(), sort_keys=True)
        try:
            self.state.apply(seat, text)
        except IllegalAction as e:
            after = json.dumps(self.state.to_json(), sort_keys=True)
            assert before == after, f"rejected {text!r} changed the state"
            check_key(e, key, params)
            return e
        raise AssertionError(f"{text!r} by seat {seat} was accepted")

    @property
    def view(self):
        return self.state.view


def check_key(error: TefudaError, key: str | None, params: dict) -> None:
    if key is not None:
        assert error.key == key, f"refused with {error.key!r} ({error}), not {key!r}"
    for name, value in params.items():
        assert error.params.get(name) == value, f"{error.key}: {name}={error.params.get(name)!r}, not {value!r}"


class Raised:
    value: TefudaError | None = None


@contextlib.contextmanager
def raises_key(cls: type[TefudaError], key: str, **params):
    """`with raises_key(SetupError, "card.bad", card="ZZ") as e: ...` — the error by its key
    (and parameters); afterwards `e.value` is the error."""
    raised = Raised()
    try:
        yield raised
    except cls as e:
        check_key(e, key, params)
        raised.value = e
        return
    raise AssertionError(f"no {cls.__name__} {key!r} was raised")
