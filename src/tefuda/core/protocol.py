"""The game protocol every tefuda game implements (see docs/architecture.md).

A `Game` is a validated rules variant (core/game.py, imported from here too); a `State`
is one game in progress. Clients, bots and RL agents only ever receive
`state.view(seat)`; `apply` either performs an action or raises `IllegalAction` having
changed nothing.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import Any

from tefuda.core.compiled import mypyc_attr
from tefuda.core.errors import IllegalAction, SetupError
from tefuda.core.game import Game

__all__ = ["CLOCK", "Game", "State", "check_distinct"]

CLOCK = -1  # the seat that closes timed windows (reaction windows of real-time games)


# A native class in the compiled build (tefuda.native), so that the games' compiled states
# deriving from it are native too: their fields become C slots instead of a __dict__.
# Interpreted subclasses (a game not in the build, the toy games of the tests) stay allowed.
@mypyc_attr(allow_interpreted_subclasses=True)
class State(ABC):
    """One game in progress. Subclasses implement the underscored hooks."""

    game: Game
    history: list  # (seat, action) pairs applied so far, in order

    # --- the protocol ---------------------------------------------------------------
    @abstractmethod
    def to_move(self) -> tuple[int, ...]:
        """Seats that may act now (several during simultaneous phases; CLOCK for timers)."""

    @abstractmethod
    def legal_actions(self, seat: int) -> list:
        """Deterministic, sorted legal actions of `seat` now (empty if it may not act)."""

    def apply(self, seat: Any, action: Any) -> None:  # seat checked here, not by a compiled signature
        """Perform `action` (a value or its text) for `seat`, or raise IllegalAction unchanged."""
        if isinstance(action, str):
            action = self.game.parse_action(action)
        if self.is_over():
            raise IllegalAction("action.game_over")
        if not isinstance(seat, int) or isinstance(seat, bool):
            raise IllegalAction("action.bad_seat", seat=seat)
        self._apply(seat, action)
        self.history.append((seat, action))

    @abstractmethod
    def _apply(self, seat: int, action: Any) -> None:
        """Validate everything first, then mutate; raise IllegalAction before any change."""

    @abstractmethod
    def view(self, seat: int | None = None) -> dict:
        """JSON-ready view of what `seat` (None: a spectator) may know. Hidden cards are absent."""

    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def result(self) -> dict | None:
        """The record-format result (see DESIGN.md), or None while the game goes on."""

    @abstractmethod
    def returns(self) -> list[float]:
        """Per-seat utility for bots, sims and RL (win 1, loss 0 / -1 ...; 0 while running)."""

    @abstractmethod
    def to_json(self) -> dict:
        """Lossless JSON form of the full state (hidden cards included)."""

    @abstractmethod
    def setup(self) -> dict:
        """The record `setup` that deals this game exactly (hidden cards included)."""

    @abstractmethod
    def clone(self) -> State: ...

    def all_cards(self) -> list:
        """Every card in every zone (for the conservation check); override per game."""
        raise NotImplementedError

    # --- conveniences built on the protocol -------------------------------------------
    def legal_texts(self, seat: int) -> list[str]:
        return [str(a) for a in self.legal_actions(seat)]

    def record(self):
        from tefuda.core.record import Record

        return Record(
            game=self.game.name,
            options=self.game.public_options(),
            setup=self.setup(),
            actions=[(s, str(a)) for s, a in self.history],
        )


def check_distinct(cards: Sequence, jokers_allowed: int, what: str = "setup") -> None:
    """Cards in a setup must be distinct (jokers up to the option)."""
    seen = set()
    jokers = 0
    for c in cards:
        if getattr(c, "is_joker", False):
            jokers += 1
            continue
        if c in seen:
            raise SetupError("setup.duplicate", what=what, card=str(c))
        seen.add(c)
    if jokers > jokers_allowed:
        raise SetupError(
            "setup.jokers",
            what=what,
            jokers=jokers,
            allowed=jokers_allowed,
        )
