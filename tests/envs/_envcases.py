"""Shared helpers for the RL adapter tests: the games they play, fast variants."""

from __future__ import annotations

import pytest

pytest.importorskip("pettingzoo", reason="the rl extra is not installed (pip install tefuda[rl])")

from tefuda.envs.table import encoded_games  # noqa: E402

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
    """One pytest param per game the RL adapters play (its descriptor names an encoding)."""
    return [pytest.param(name, id=name) for name in READY]
