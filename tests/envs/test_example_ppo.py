"""The masked-PPO example runs end to end (a few hundred steps: a smoke run, not a
learning test; docs/rl.md reports a real run)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

pytest.importorskip("sb3_contrib", reason="sb3-contrib and torch are not installed")

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "rl_diving_ppo.py"


def test_rl_diving_ppo_trains_and_evaluates(capsys):
    spec = importlib.util.spec_from_file_location("rl_diving_ppo", EXAMPLE)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    assert mod.main(["--minutes", "0.05", "--max-steps", "300", "--eval-games", "4"]) == 0
    out = capsys.readouterr().out
    assert "trained" in out and "masked PPO vs heuristic over 4 deals" in out
