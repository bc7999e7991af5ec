"""The research scripts (research/, outside the library) still run against the library."""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _load(name: str):
    spec = importlib.util.spec_from_file_location(name, ROOT / "research" / f"{name}.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_youscout_winrates_reports_a_wilson_interval_per_start():
    out = _load("youscout_winrates").measure("random", 40, 1, {})
    assert out["games"] == 40 and out["wilson95"][0] <= out["rate"] <= out["wilson95"][1]
    assert out["lower_start"]["games"] + out.get("upper_start", {"games": 0})["games"] == 40


def test_egyptian_war_slappers_prints_each_level(capsys):
    _load("egyptian_war_slappers").main(["300"])
    lines = capsys.readouterr().out.splitlines()
    assert [x.split()[0] for x in lines] == ["easy", "normal", "hard"]


def test_insights_lists_its_sim_commands_and_renders_without_results(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)  # no results/ here: every answer says so, none is guessed
    mod = _load("insights")
    assert mod.main(["--list"]) == 0
    commands = capsys.readouterr().out.splitlines()
    assert commands and all(c.startswith("tefuda sim ") for c in commands)
    assert mod.main([]) == 0
    assert capsys.readouterr().out.startswith("# Balance insights")
