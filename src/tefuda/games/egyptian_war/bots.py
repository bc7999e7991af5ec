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
from tefuda.games.egyptian_war.rules import INDEX, WINDOW_SECONDS, slap_pattern

MIN_DELAY = 0.15  # nobody reacts faster than this


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
        self.model = Reaction(**{k: float(params.get(k, getattr(base, k))) for k in Reaction.__dataclass_fields__})
        self.rules = game.slap_rules

    def sees(self, view: dict) -> str | None:
        """The pattern on the public pile (the bot knows the slap rules, not the decks)."""
        return slap_pattern(
            [INDEX[c] for c in view["pile"][-3:]] if not self.rules[1] else [INDEX[c] for c in view["pile"]], self.rules
        )

    def react(self, view: dict, rng: random.Random | None = None) -> float | None:
        """Seconds after the window opened at which this bot slaps, or None (no slap)."""
        rng = rng or self.rng
        m = self.model
        pattern = self.sees(view)
        if pattern is None:
            chance = m.false
        elif pattern == "double":
            chance = m.hit
        else:
            chance = m.other
        if rng.random() >= chance:
            return None
        return max(MIN_DELAY, rng.gauss(m.mean, m.sd))

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


def reaction_of(bot, view: dict, rng: random.Random) -> float | None:
    """A delay for any bot: slappers use their model; other bots slap at a random moment
    when their `act` says slap."""
    react = getattr(bot, "react", None)
    if react is not None:
        return react(view, rng)
    return rng.uniform(0.0, WINDOW_SECONDS) if bot.act(view, ["slap"]) == "slap" else None


def play_game(
    state,
    bots: Sequence,
    rng: random.Random | None = None,
    window: float = WINDOW_SECONDS,
    max_events: int = 10_000_000,
):
    """Drive `state` to its end in simulated time: each play opens a window, every bot
    samples a reaction, slaps arrive in order of delay (those inside the window), then
    the clock closes the window. Returns the state."""
    rng = rng or random.Random(0)
    apply = state.apply
    seats = range(len(bots))
    while state.result_ is None:
        if not state.window:
            apply(state.turn, "play")
            continue
        view = state.view(None)  # the same public information every seat sees
        arrivals = []
        for s in seats:
            d = reaction_of(bots[s], view, rng)
            if d is not None and d < window:
                arrivals.append((d, rng.random(), s))  # exact ties: arrival order at random
        if arrivals:
            arrivals.sort()
            for _, _, s in arrivals:
                apply(s, "slap")
                if state.taken_by is not None or state.result_ is not None:
                    break  # EW-11 later slaps for this window would be ignored
        if state.result_ is None:
            apply(CLOCK, "close")
        if len(state.history) > max_events:
            raise RuntimeError("game did not end")
    return state


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
