"""CPU levels easy / normal / hard for every game: each game's descriptor names the bot
(and its parameters) for each level — a game's own bot, or the generic ISMCTS search
where it measurably beats the game's own best (docs/bots.md has the ladders that decided).
Budgets are iteration counts, not seconds, so a seeded game replays exactly; they were
chosen so that a hard decision takes <= 0.5 s at the 95th percentile on one core.
"""

from __future__ import annotations

from typing import Any

from tefuda.core.descriptor import LEVEL_NAMES
from tefuda.core.errors import OptionError


def level_spec(game_name: str, level: str) -> tuple[str, dict]:
    """(bot name, parameters) that plays `level` in `game_name` (the descriptor's levels;
    "ismcts" for the generic search bot)."""
    from tefuda.games import descriptor

    if level not in LEVEL_NAMES:
        raise OptionError(f"unknown level {level!r}; levels: {', '.join(LEVEL_NAMES)}", "bot.level",
                          level=level, known=", ".join(LEVEL_NAMES))
    return _unpack(descriptor(game_name).levels[level])


def _unpack(spec) -> tuple[str, dict]:
    """A LEVELS entry: a bot name, {"bot": name, **params} or (name, params)."""
    if isinstance(spec, str):
        return spec, {}
    if isinstance(spec, dict):
        spec = dict(spec)
        return spec.pop("bot", spec.pop("name", None)), spec
    name, params = spec
    return name, dict(params)


def make_level_bot(game_name: str, level: str, game, seat: int, seed: int | None = None):
    """The bot that plays `level` of `game_name` in `seat` (OptionError for a bad level)."""
    name, params = level_spec(game_name, level)
    return build_bot(game_name, name, params, game, seat, seed)


def parse_spec(spec: str) -> tuple[str, dict]:
    """`"ismcts:iterations=200;rollout=policy"` → ("ismcts", {"iterations": 200, "rollout": "policy"})."""
    name, _, arg = spec.partition(":")
    params: dict = {}
    for part in filter(None, (p.strip() for p in arg.split(";"))):
        if "=" not in part:
            raise OptionError(f"bot parameter {part!r} in {spec!r} must be NAME=VALUE", "bot.bad_param", param=part)
        k, v = (x.strip() for x in part.split("=", 1))
        for conv in (int, float):
            try:
                v = conv(v)
                break
            except ValueError:
                pass
        params[k] = v
    return name.strip(), params


def build_bot(game_name: str, name: str, params: dict, game, seat: int, seed: int | None):
    """A bot by name: the game's BOTS, or the generic `ismcts` / `random` / `policy`
    (a saved model, `policy:model=FILE.zip`; see tefuda.envs.policy_spec)."""
    from tefuda.games import descriptor, make_bot

    own = descriptor(game_name).bots
    if name == "policy" and "policy" not in own:
        from tefuda.envs.policy_spec import make_policy_bot  # torch/sb3 only when asked for

        return make_policy_bot(game, seat, seed=seed, **params)
    if name == "ismcts" and "ismcts" not in own:
        from tefuda.bots.ismcts import ISMCTSBot

        return ISMCTSBot(game, seat, seed=seed, **params)
    if name == "random" and "random" not in own:
        from tefuda.bots.base import RandomBot

        return RandomBot(game, seat, seed=seed, **params)
    return make_bot(game_name, name, game, seat, seed=seed, **params)
