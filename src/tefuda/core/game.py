"""`Game`: a rules variant of one game (see core/protocol.py for the protocol).

Its own module, outside the compiled build (tefuda.native compiles core.protocol): an
interpreted class is an opaque object to mypyc, so the compiled `State.game` accepts every
game's own Game subclass and the states may declare `game` with that narrower type.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from tefuda.core.options import Option, validate_options

if TYPE_CHECKING:
    from tefuda.core.protocol import State


class Game(ABC):
    """A rules variant of one game: options validated once, then shared by its states."""

    name: ClassVar[str]
    OPTIONS: ClassVar[Sequence[Option]] = ()
    PRESETS: ClassVar[dict[str, dict[str, Any]]] = {}
    # contract 5: {preset: {"label": {"en", "ja"}, "help": {"en", "ja"}}} for every preset
    PRESET_INFO: ClassVar[dict[str, dict[str, dict[str, str]]]] = {}
    # the preset a setup screen starts with (None: plain defaults, "no preset" offered)
    DEFAULT_PRESET: ClassVar[str | None] = None
    # True when a preset's values may not be changed after it (_check_options refuses it):
    # a setup screen then shows them fixed rather than as choices
    PRESETS_FIX: ClassVar[bool] = False
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
