"""The simulated-time driver of reaction windows (`play_game`) and what a CPU slapper
does in a window (EW-18): the loop of every simulated game and of `tefuda bench`.

Kept apart from the bot classes (bots.py) so that the native build can compile it: a bot
class derives from the interpreted `Bot`, which reads its `__init__`'s signature, so
bots.py itself stays interpreted and its slappers call `sees` and `react` here.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Final

from tefuda.core.protocol import CLOCK
from tefuda.games.egyptian_war.rules import INDEX, WINDOW_SECONDS, slap_pattern
from tefuda.games.egyptian_war.state import step

MIN_DELAY: Final = 0.15  # nobody reacts faster than this


def sees(rules: Any, view: dict) -> str | None:
    """The pattern on the public pile (a slapper knows the slap rules, not the decks):
    the last three cards decide every pattern but top-bottom, which needs the bottom card."""
    pile = view["pile"]
    return slap_pattern([INDEX[c] for c in (pile[-3:] if not rules[1] else pile)], rules)


def react(model: Any, rules: Any, view: dict, rng: random.Random) -> float | None:
    """Seconds after the window opened at which a slapper with reaction `model` slaps, or
    None (no slap): it sees a double with chance `hit`, the other patterns with `other`,
    and slaps an empty pile with `false`; the delay is normal(mean, sd), at least MIN_DELAY."""
    return react_to(model.false, model.hit, model.other, model.mean, model.sd, sees(rules, view), rng)


def react_to(
    false: float, hit: float, other: float, mean: float, sd: float, pattern: str | None, rng: random.Random
) -> float | None:
    """`react` once the pattern on the pile is known: the same draws from `rng`."""
    if pattern is None:
        chance = false
    elif pattern == "double":
        chance = hit
    else:
        chance = other
    if rng.random() >= chance:
        return None
    return max(MIN_DELAY, rng.gauss(mean, sd))


def reaction_of(bot: Any, view: dict, rng: random.Random) -> Any:
    """A delay for any bot (seconds, or None): slappers use their model; other bots slap
    at a random moment when their `act` says slap. (Typed Any: compiled, a float
    annotation would refuse a bot whose `react` answers with an int.)"""
    bot_react = getattr(bot, "react", None)
    if bot_react is not None:
        return bot_react(view, rng)
    return rng.uniform(0.0, WINDOW_SECONDS) if bot.act(view, ["slap"]) == "slap" else None


class _Slapper:
    """A plain slapper's reaction model, read once per game: `play_game` reacts for it
    from the pile itself (`react_to`), without building a view for the window."""

    def __init__(self, model: Any, rules: Any):
        self.false: float = model.false
        self.hit: float = model.hit
        self.other: float = model.other
        self.mean: float = model.mean
        self.sd: float = model.sd
        self.rules: Any = rules


_slapper_react: Any = None  # bots.SlapperBot.react, looked up on first use


def _plain_slapper(bot: Any) -> _Slapper | None:
    """The model of a bot whose `react` is the slapper's own (bots.SlapperBot.react, not
    overridden): its reaction depends only on the public pile, which the driver reads
    directly. None for every other bot (a wrapper, a subclass with its own `react`, a bot
    that only `act`s): those get the window's view as before."""
    global _slapper_react
    if _slapper_react is None:
        from tefuda.games.egyptian_war.bots import SlapperBot  # (bots.py imports this module)

        _slapper_react = SlapperBot.react
    if getattr(type(bot), "react", None) is not _slapper_react or "react" in getattr(bot, "__dict__", ()):
        return None
    return _Slapper(bot.model, bot.rules)


def play_game(
    state: Any,
    bots: Sequence[Any],
    rng: random.Random | None = None,
    window: float = WINDOW_SECONDS,
    max_events: int = 10_000_000,
) -> Any:
    """Drive `state` to its end in simulated time: each play opens a window, every bot
    samples a reaction, slaps arrive in order of delay (those inside the window), then
    the clock closes the window. Returns the state."""
    rng = rng or random.Random(0)
    seats = range(len(bots))
    plain = [_plain_slapper(b) for b in bots]
    while not _over(state):
        if not state.window:
            step(state, state.turn, "play")
            continue
        # the same public information every seat sees: the pile for plain slappers (the
        # pattern found once per rule set), the view (built only if a bot needs it)
        view: dict | None = None
        pattern: str | None = None
        pattern_rules: Any = None
        arrivals: list | None = None  # (no list for the many windows nobody slaps in)
        for s in seats:
            p = plain[s]
            if p is not None:
                if p.rules is not pattern_rules:
                    pattern_rules = p.rules
                    pattern = slap_pattern(state.pile, pattern_rules)
                d = react_to(p.false, p.hit, p.other, p.mean, p.sd, pattern, rng)
            else:
                if view is None:
                    view = state.view(None)
                d = reaction_of(bots[s], view, rng)
            if d is not None and d < window:
                if arrivals is None:
                    arrivals = []
                arrivals.append((d, rng.random(), s))  # exact ties: arrival order at random
        if arrivals is not None:
            arrivals.sort()
            for _, _, s in arrivals:
                step(state, s, "slap")
                if _taken(state) or _over(state):
                    break  # EW-11 later slaps for this window would be ignored
        if not _over(state):
            step(state, CLOCK, "close")
        if len(state.history) > max_events:
            raise RuntimeError("game did not end")
    return state


# The state's fields read through functions: compiled, a test like `state.result_ is None`
# would narrow the field's type for the rest of the loop although `apply` changes it.
def _over(state: Any) -> bool:
    return state.result_ is not None


def _taken(state: Any) -> bool:
    return state.taken_by is not None
