"""The game registry: name → package. Each package exports `DESCRIPTOR`, a
`tefuda.core.descriptor.GameDescriptor` (see docs/architecture.md, "Adding a game").

A game kept outside this package (a plugin, or the test suite's toy game) is added with
`register(name, "its.package")`, or for every process at once through the environment:
`TEFUDA_GAMES="name=its.package,other=pkg.other"`.
"""

from __future__ import annotations

import importlib
import os
from types import ModuleType

from tefuda.core.descriptor import GameDescriptor
from tefuda.core.errors import OptionError

GAMES = {
    "daifugo": "tefuda.games.daifugo",
    "trump_os": "tefuda.games.trump_os",
    "youscout": "tefuda.games.youscout",
    "diving": "tefuda.games.diving",
    "egyptian_war": "tefuda.games.egyptian_war",
}

ENV_VAR = "TEFUDA_GAMES"


def register(name: str, package: str) -> None:
    """Add a game package (one that exports `DESCRIPTOR`) under `name`."""
    if not name.isidentifier():
        raise ValueError(f"a game name is an identifier, not {name!r}")
    GAMES[name] = package


def _register_from_env() -> None:
    for item in filter(None, (p.strip() for p in os.environ.get(ENV_VAR, "").split(","))):
        name, sep, package = item.partition("=")
        if not sep:
            raise ValueError(f"{ENV_VAR} entries are NAME=PACKAGE, not {item!r}")
        register(name.strip(), package.strip())


_register_from_env()


def game_module(name: str) -> ModuleType:
    if name not in GAMES:
        raise OptionError("game.unknown", game=name, known=", ".join(GAMES))
    return importlib.import_module(GAMES[name])


def descriptor(name: str) -> GameDescriptor:
    """The descriptor of the game registered as `name` (OptionError if there is none)."""
    return game_module(name).DESCRIPTOR


def descriptors() -> list[GameDescriptor]:
    """Every registered game's descriptor, in registry order."""
    return [descriptor(name) for name in GAMES]


def make_game(name: str, options: dict | None = None):
    return descriptor(name).game(options or {})


def start_record(record):
    """(game, initial state) of a `Record`; OptionError / SetupError if it cannot start."""
    game = make_game(record.game, record.options)
    return game, game.new_state(seed=record.seed, setup=record.setup)


def replay_record(record, state=None):
    """`record.replay` from the record's own start (or from `state`)."""
    if state is None:
        _, state = start_record(record)
    return record.replay(state)
