"""Scenario helper: literal setups and action texts, read like the rule they test."""

from __future__ import annotations

from tefuda.core.errors import IllegalAction
from tefuda.games import make_game


class Scenario:
    """`Scenario("daifugo", {"players": 3}, setup).play(0, "play 3S").rejects(1, "play 4S")`."""

    def __init__(self, game: str, options: dict | None = None, setup: dict | None = None, seed: int | None = None):
        self.game = make_game(game, options or {})
        self.state = self.game.new_state(seed=seed, setup=setup)

    def play(self, seat: int, *texts: str) -> "Scenario":
        for text in texts:
            self.state.apply(seat, text)
        return self

    def rejects(self, seat: int, text: str, match: str | None = None) -> str:
        """Assert the action is refused with a message and the state is unchanged."""
        import json

        before = json.dumps(self.state.to_json(), sort_keys=True)
        try:
            self.state.apply(seat, text)
        except IllegalAction as e:
            after = json.dumps(self.state.to_json(), sort_keys=True)
            assert before == after, f"rejected {text!r} changed the state"
            if match is not None:
                assert match.lower() in str(e).lower(), f"error {str(e)!r} does not mention {match!r}"
            return str(e)
        raise AssertionError(f"{text!r} by seat {seat} was accepted")

    @property
    def view(self):
        return self.state.view
