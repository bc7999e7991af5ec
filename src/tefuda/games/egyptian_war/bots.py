"""CPU slappers (EW-18) and `play_game`, the simulated-time driver of reaction windows.

A slapper looks only at the public pile in its view. When a window opens it decides,
once, whether and how fast it slaps: `react(view, rng) -> delay in seconds | None`.
Each level is faster and more accurate than the one before; every level sometimes
misses a pattern and sometimes slaps when nothing is there (EW-18).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from tefuda.bots.base import Bot, RandomBot
from tefuda.core.protocol import CLOCK
from tefuda.games.egyptian_war.driver import MIN_DELAY, play_game, react, reaction_of, sees
from tefuda.games.egyptian_war.rules import WINDOW_SECONDS

# play_game (the simulated-time driver), reaction_of and MIN_DELAY live in driver.py
# (compiled in the native build) and are imported from here as before
__all__ = ["MIN_DELAY", "BOTS", "LEVELS", "SlapperBot", "Reaction", "play_game", "reaction_of", "reaction_rates"]


@dataclass(frozen=True)
class Reaction:
    """A reaction model. `hit`: chance to see a double; `other`: chance to see the other
    patterns (sandwich, top-bottom, …: harder to spot); `false`: chance to slap an empty
    pattern; delays are normal(mean, sd), at least MIN_DELAY, and a slap later than the
    window counts as a miss."""

    hit: float
    other: float
    false: float
    mean: float
    sd: float


LEVEL_MODELS = {
    "easy": Reaction(hit=0.72, other=0.55, false=0.06, mean=0.95, sd=0.30),
    "normal": Reaction(hit=0.87, other=0.75, false=0.03, mean=0.65, sd=0.18),
    "hard": Reaction(hit=0.96, other=0.90, false=0.012, mean=0.42, sd=0.09),
}


class SlapperBot(Bot):
    """Plays when it is its turn; slaps by its reaction model."""

    name = "slapper"
    level = "normal"
    # a level's reaction model, with any of its fields overridden
    PARAMS = ("level", *Reaction.__dataclass_fields__)

    def __init__(self, game, seat: int, seed: int | None = None, **params):
        super().__init__(game, seat, seed=seed, **params)
        base = LEVEL_MODELS[params.pop("level", self.level)]
        if params.keys() & Reaction.__dataclass_fields__.keys():
            self.model = Reaction(**{k: float(params.get(k, getattr(base, k))) for k in Reaction.__dataclass_fields__})
        else:
            self.model = base  # the level's own model (frozen: shared, not copied per bot)
        self.rules = game.slap_rules

    def sees(self, view: dict) -> str | None:
        """The pattern on the public pile (the bot knows the slap rules, not the decks)."""
        return sees(self.rules, view)

    def react(self, view: dict, rng: random.Random | None = None) -> float | None:
        """Seconds after the window opened at which this bot slaps, or None (no slap)."""
        return react(self.model, self.rules, view, rng or self.rng)

    def act(self, view: dict, legal: Sequence):
        """Turn-based use: play when asked; in a window "slap" if the model slaps in
        time, else None (= let the clock close it; see `play_game`)."""
        if "play" in legal:
            return "play"
        if "slap" in legal:
            d = self.react(view, self.rng)
            return "slap" if d is not None and d < WINDOW_SECONDS else None
        return legal[0]


class EasySlapper(SlapperBot):
    name = "easy"
    level = "easy"


class NormalSlapper(SlapperBot):
    name = "normal"
    level = "normal"


class HardSlapper(SlapperBot):
    name = "hard"
    level = "hard"


BOTS = {
    "random": RandomBot,
    "easy": EasySlapper,
    "normal": NormalSlapper,
    "hard": HardSlapper,
    "slapper": SlapperBot,
}
LEVELS = {"easy": "easy", "normal": "normal", "hard": "hard"}


def reaction_rates(game, level: str, windows: int = 20_000, seed: int = 0) -> dict:
    """Over the windows of real games: hit rate (slappable windows slapped in time),
    false-slap rate (empty windows slapped), mean delay of the slaps made in time."""
    rng = random.Random(seed)
    bot = BOTS[level](game, 0, seed=seed)
    assert isinstance(bot, SlapperBot), f"{level} is not a slapper"
    hits = chances = falses = empties = 0
    delays: list[float] = []
    g = 0
    while chances + empties < windows:
        state = game.new_state(seed=seed * 1000 + g)
        g += 1
        while not state.is_over() and chances + empties < windows:
            if not state.window:
                state.apply(state.turn, "play")
                continue
            view = state.view(None)
            d = bot.react(view, rng)
            slapped = d is not None and d < WINDOW_SECONDS
            if bot.sees(view) is not None:
                chances += 1
                hits += slapped
            else:
                empties += 1
                falses += slapped
            if d is not None and slapped:
                delays.append(d)
            state.apply(CLOCK, "close")
    return {
        "level": level,
        "windows": chances + empties,
        "hit_rate": hits / max(1, chances),
        "false_slap_rate": falses / max(1, empties),
        "mean_delay": sum(delays) / max(1, len(delays)),
    }
