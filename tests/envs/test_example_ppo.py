"""The masked-PPO example runs end to end: it trains (a few seconds: a smoke run, not a
learning test; docs/rl.md reports a real run), saves the model and evaluates it with
`tefuda sim`, whose stored rows are the saved policy's games."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

pytest.importorskip("sb3_contrib", reason="sb3-contrib and torch are not installed")

from tefuda.sim.store import load_rows  # noqa: E402

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "rl_diving_ppo.py"


def _example():
    spec = importlib.util.spec_from_file_location("rl_diving_ppo", EXAMPLE)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_rl_diving_ppo_trains_saves_and_evaluates_with_sim(tmp_path, capsys):
    model, out = tmp_path / "ppo.zip", tmp_path / "eval.sqlite"
    argv = [
        "--minutes",
        "0.05",
        "--max-steps",
        "300",
        "--eval-games",
        "4",
        "--workers",
        "1",
        "--save",
        str(model),
        "--out",
        str(out),
    ]
    assert _example().main(argv) == 0
    text = capsys.readouterr().out
    spec = f"policy:model={model}"
    assert "trained" in text and model.is_file()
    assert f"tefuda sim diving --matchup {spec},heuristic --matchup random,heuristic --games 4" in text
    assert f"{out}: 8 games" in text  # sim's own summary
    assert "masked PPO vs heuristic over 4 games" in text and "random vs heuristic over 4 games" in text
    _, rows = load_rows(out)
    assert sorted(r["seats"] for r in rows) == sorted(
        [[spec, "heuristic"], ["heuristic", spec]] * 2 + [["random", "heuristic"], ["heuristic", "random"]] * 2
    )


def test_rl_diving_ppo_refuses_bad_flags_before_training(tmp_path, capsys):
    taken = tmp_path / "taken.sqlite"
    taken.write_text("")
    mod = _example()
    for argv, message in (
        (["--eval-games", "3"], "even number"),
        (["--out", str(taken)], "exists"),
        (["--save", "a,b.zip"], "cannot hold"),
    ):
        with pytest.raises(SystemExit) as e:
            mod.main(argv + ["--save", str(tmp_path / "m.zip")] if "--save" not in argv else argv)
        assert e.value.code == 2 and message in capsys.readouterr().err
    assert not (tmp_path / "m.zip").exists()
