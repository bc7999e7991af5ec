"""The game registry: name → package. Each package exports `GAME` (its Game class)
and `BOTS` (name → Bot class); optional hooks are documented in docs/architecture.md."""

from __future__ import annotations

import importlib
from types import ModuleType

from tefuda.core.errors import OptionError

GAMES = {
    "daifugo": "tefuda.games.daifugo",
    "trump_os": "tefuda.games.trump_os",
    "youscout": "tefuda.games.youscout",
    "diving": "tefuda.games.diving",
    "egyptian_war": "tefuda.games.egyptian_war",
}


def game_module(name: str) -> ModuleType:
    if name not in GAMES:
        raise OptionError(
            f"unknown game {name!r}; games: {', '.join(GAMES)}", "game.unknown", game=name,
            known=", ".join(GAMES),
        )
    return importlib.import_module(GAMES[name])


def available_games() -> list[str]:
    """Games whose package is present (all five once every engine has landed)."""
    out = []
    for name in GAMES:
        try:
            game_module(name)
        except ModuleNotFoundError:
            continue
        out.append(name)
    return out


def make_game(name: str, options: dict | None = None):
    return game_module(name).GAME(options or {})


def make_bot(game_name: str, bot_name: str, game, seat: int, seed: int | None = None, **params):
    bots = game_module(game_name).BOTS
    if bot_name not in bots:
        raise OptionError(
            f"{game_name} has no bot {bot_name!r}; bots: {', '.join(bots)}", "bot.unknown",
            game=game_name, bot=bot_name, known=", ".join(bots),
        )
    return bots[bot_name](game, seat, seed=seed, **params)
