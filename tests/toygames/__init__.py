"""Games that exist only for the test suite (each a package exporting `DESCRIPTOR`).

`registered("climb")` adds one to the registry for the length of a `with` block (and to
`TEFUDA_GAMES` for child processes started inside it), which is all it takes for every
generic layer to play it: no file outside its folder names it.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

import tefuda.games

HERE = Path(__file__).resolve().parent


@contextlib.contextmanager
def registered(name: str):
    """`name` (a package in this folder) registered in this process and in the
    environment children inherit (TEFUDA_GAMES and a PYTHONPATH that finds it)."""
    before = dict(tefuda.games.GAMES)
    env_before = {k: os.environ.get(k) for k in (tefuda.games.ENV_VAR, "PYTHONPATH")}
    package = f"toygames.{name}"
    tefuda.games.register(name, package)
    extra = os.environ.get(tefuda.games.ENV_VAR, "")
    os.environ[tefuda.games.ENV_VAR] = ",".join(filter(None, [extra, f"{name}={package}"]))
    paths = os.environ.get("PYTHONPATH", "")
    os.environ["PYTHONPATH"] = os.pathsep.join(filter(None, [str(HERE.parent), paths]))
    try:
        yield tefuda.games.descriptor(name)
    finally:
        tefuda.games.GAMES.clear()
        tefuda.games.GAMES.update(before)
        for k, v in env_before.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v
