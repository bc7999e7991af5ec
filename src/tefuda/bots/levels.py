"""CPU levels easy / normal / hard for every game.

easy and normal are the game's own `LEVELS`.
hard is the generic ISMCTS bot with the budget below in the games where it measurably
beats the game's own best bot (see docs/bots.md for the ladder that decided it);
elsewhere hard is the game's own too.
Budgets are iteration counts, not seconds, so a seeded game replays exactly; they were
chosen so that a hard decision takes <= 0.5 s at the 95th percentile on one core.
"""

from __future__ import annotations

from typing import Any

from tefuda.core.errors import OptionError

LEVEL_NAMES = ("easy", "normal", "hard")

# game → ISMCTS parameters for `hard` (a game absent here uses its own LEVELS["hard"])
ISMCTS_HARD: dict[str, dict[str, Any]] = {
    # the search's model of play is the normal level's own rules (evals.daifugo_heuristic):
    # rollouts and the other seats' moves in the tree follow it, sampled worlds must fit
    # the passes it would make, and the heuristic's own move is kept unless the search
    # scores another more than 0.03 higher (docs/bots.md has the ladder that chose this)
    "daifugo": {"iterations": 600, "pool": 32, "rollout": "heuristic", "opponents": "policy",
                "belief": "model", "keep": 0.03},
}



def level_spec(game_name: str, level: str) -> tuple[str, dict]:
    """(bot name, parameters) that plays `level` in `game_name`; "ismcts" for the search bot."""
    from tefuda.games import game_module

    if level not in LEVEL_NAMES:
        raise OptionError(f"unknown level {level!r}; levels: {', '.join(LEVEL_NAMES)}", "bot.level",
                          level=level, known=", ".join(LEVEL_NAMES))
    mod = game_module(game_name)
    if level == "hard" and game_name in ISMCTS_HARD:
        return "ismcts", dict(ISMCTS_HARD[game_name])
    levels = getattr(mod, "LEVELS", None) or {}
    if level not in levels:
        raise OptionError(f"{game_name} does not define the level {level!r}", "bot.level",
                          level=level, known=", ".join(levels))
    return _unpack(levels[level])


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
    from tefuda.games import game_module, make_bot

    if name == "policy" and "policy" not in getattr(game_module(game_name), "BOTS", {}):
        from tefuda.envs.policy_spec import make_policy_bot  # torch/sb3 only when asked for

        return make_policy_bot(game, seat, seed=seed, **params)
    if name == "ismcts" and "ismcts" not in getattr(game_module(game_name), "BOTS", {}):
        from tefuda.bots.ismcts import ISMCTSBot

        return ISMCTSBot(game, seat, seed=seed, **params)
    if name == "random" and "random" not in getattr(game_module(game_name), "BOTS", {}):
        from tefuda.bots.base import RandomBot

        return RandomBot(game, seat, seed=seed, **params)
    return make_bot(game_name, name, game, seat, seed=seed, **params)
