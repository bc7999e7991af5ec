"""Shared helpers for the RL adapter tests: which engines are present, fast variants."""

from __future__ import annotations

import pytest

pytest.importorskip("pettingzoo", reason="the rl extra is not installed (pip install tefuda[rl])")

from tefuda.envs.table import encoded_games  # noqa: E402
from tefuda.games import GAMES  # noqa: E402

READY = encoded_games()

# Small rule variants so whole games fit in a test: the encodings do not depend on them.
FAST = {
    "daifugo": {"players": 4, "games": 1},
    "trump_os": {"players": 2, "max_rounds": 15},
    "youscout": {},
    "diving": {},
    "egyptian_war": {"mode": "100"},
}


def game_params():
    """One pytest param per game; a game whose engine has not landed is skipped, saying so."""
    out = []
    for name in GAMES:
        marks = [] if name in READY else [pytest.mark.skip(reason=f"the {name} engine (GAME) is not present")]
        out.append(pytest.param(name, id=name, marks=marks))
    return out
