"""The bot interface and the plain driver loop shared by CLI, sims and tests."""

from __future__ import annotations

import functools
import inspect
import random
from collections.abc import Sequence
from typing import Any

from tefuda.core.errors import OptionError
from tefuda.core.protocol import CLOCK


class Bot:
    """A player program. `act` gets only the seat's view and its legal actions.

    Parameters are the keyword arguments a bot's `__init__` names, plus the names a class
    lists in `PARAMS` (those it reads from `self.params`); any other parameter is an
    error, so a misspelled `tefuda sim --bots ismcts:iteratons=50` fails before any game
    instead of silently playing with the default."""

    name = "bot"
    PARAMS: tuple[str, ...] = ()

    def __init__(self, game, seat: int, seed: int | None = None, **params: Any):
        cls: Any = type(self)  # (a class is hashable; the cache's type hint does not know it)
        unknown = sorted(set(params) - accepted_params(cls))
        if unknown:
            known = ", ".join(sorted(accepted_params(cls))) or "none"
            raise OptionError("bot.unknown_param", bot=self.name, param=unknown[0], known=known)
        self.game = game
        self.seat = seat
        self.rng = random.Random(seed)
        self.params = params

    def act(self, view: dict, legal: Sequence) -> Any:
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seat={self.seat})"


_NOT_PARAMS = {"self", "game", "seat", "seed"}


@functools.cache
def accepted_params(cls: Any) -> frozenset[str]:
    """Every parameter a bot class takes: keyword arguments of the `__init__`s along its
    class hierarchy and their `PARAMS` lists."""
    names: set[str] = set()
    for klass in cls.__mro__:
        names.update(getattr(klass, "PARAMS", ()))
        init = klass.__dict__.get("__init__")
        if init is None:
            continue
        for p in inspect.signature(init).parameters.values():
            if p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY) and p.name not in _NOT_PARAMS:
                names.add(p.name)
    return frozenset(names)


class RandomBot(Bot):
    """Uniform over the legal actions."""

    name = "random"

    def act(self, view: dict, legal: Sequence) -> Any:
        return legal[self.rng.randrange(len(legal))]


def play_game(state, bots: Sequence[Bot], rng: random.Random | None = None, max_actions: int = 1_000_000):
    """Drive `state` to its end with one bot per seat. Simultaneous seats act in seat
    order; the CLOCK seat (timed windows) acts last, after every bot has had its chance."""
    rng = rng or random.Random(0)
    n = 0
    while not state.is_over():
        seats = state.to_move()
        if not seats:
            raise RuntimeError("no seat can act but the game is not over")
        seat = seats[0]
        if seat == CLOCK and len(seats) > 1:
            seat = seats[1]
        if seat == CLOCK:
            state.apply(CLOCK, state.legal_actions(CLOCK)[0])
        else:
            legal = state.legal_actions(seat)
            state.apply(seat, bots[seat].act(state.view(seat), legal))
        n += 1
        if n > max_actions:
            raise RuntimeError("game did not end")
    return state
