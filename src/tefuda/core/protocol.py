"""The game protocol every tefuda game implements (see docs/architecture.md).

A `Game` is a validated rules variant; a `State` is one game in progress. Clients, bots
and RL agents only ever receive `state.view(seat)`; `apply` either performs an action or
raises `IllegalAction` having changed nothing.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import Any, ClassVar

from tefuda.core.errors import IllegalAction, SetupError
from tefuda.core.options import Option, validate_options

CLOCK = -1  # the seat that closes timed windows (reaction windows of real-time games)


class Game(ABC):
    """A rules variant of one game: options validated once, then shared by its states."""

    name: ClassVar[str]
    OPTIONS: ClassVar[Sequence[Option]] = ()
    PRESETS: ClassVar[dict[str, dict[str, Any]]] = {}
    # contract 5: {preset: {"label": {"en", "ja"}, "help": {"en", "ja"}}} for every preset
    PRESET_INFO: ClassVar[dict[str, dict[str, dict[str, str]]]] = {}
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 2

    def __init__(self, options: dict[str, Any] | None = None, **kwargs: Any):
        given = dict(options or {})
        given.update(kwargs)
        self.options = validate_options(self.name, self.OPTIONS, given, self.PRESETS)
        self._check_options()

    def _check_options(self) -> None:  # noqa: B027 (a hook: most games need no cross-option check)
        """Cross-option checks; override to raise OptionError."""

    @property
    def num_players(self) -> int:
        return int(self.options.get("players", self.min_players))

    @abstractmethod
    def new_state(self, seed: int | None = None, setup: dict | None = None) -> State:
        """A fresh game: shuffled with `seed`, or dealt exactly as `setup` (record form)."""

    @abstractmethod
    def parse_action(self, text: str) -> Any:
        """Action text → action value; raises IllegalAction for text that is no action."""

    @abstractmethod
    def state_from_json(self, data: dict) -> State:
        """Inverse of `State.to_json` (lossless)."""

    def redeal_hidden(self, state: State, seat: int | None, rng: random.Random) -> State:
        """A copy of `state` with every card `seat` cannot see re-dealt among the places
        that seat cannot see (same counts). Used by the no-leak check: the view of `seat`
        must not change."""
        raise NotImplementedError

    def public_options(self) -> dict[str, Any]:
        return dict(self.options)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.options!r})"


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

    def apply(self, seat: int, action: Any) -> None:
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
