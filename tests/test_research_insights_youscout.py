"""docs/insights.md's 略式 and court-card sections are computed from the stored rows: a tiny
run of each job renders tables with a row per policy / court value and the paired
differences; a missing file says so instead of guessing."""

import importlib.util
import shlex
from pathlib import Path

from tefuda.apps.cli import main as cli_main

# research/insights.py lives outside the library (research/README.md)
_spec = importlib.util.spec_from_file_location(
    "insights", Path(__file__).resolve().parents[1] / "research" / "insights.py"
)
insights = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(insights)


def run_small(job, tmp_path, games=6):
    argv = shlex.split(insights.command(job))[1:]
    argv[argv.index("--games") + 1] = str(games)
    argv[argv.index("--out") + 1] = str(tmp_path / f"{job}.sqlite")
    argv[argv.index("-j") + 1] = "1"
    assert cli_main(argv + ["-q"]) == 0


def test_missing_results_are_reported_not_guessed(tmp_path, monkeypatch):
    monkeypatch.setattr(insights, "RESULTS", tmp_path)
    text = "\n".join(insights.ryakushiki() + insights.court())
    assert "_Not run: " in text and "%" not in text


def test_the_court_and_ryakushiki_sections_from_small_runs(tmp_path, monkeypatch):
    monkeypatch.setattr(insights, "RESULTS", tmp_path)
    for job in ("youscout-court", "ryakushiki-court", "ryakushiki-policies"):
        run_small(job, tmp_path)
    court = "\n".join(insights.court())
    for value in (
        "`K14` (11, 12, 13, 14)",
        "`K13a` (11, 12, 12, 13)",
        "`K13b` (11, 11, 12, 13)",
        "`K10` (10, 10, 10, 10)",
    ):
        assert court.count(value) == 2  # the original and 略式
    assert court.count("| — |") == 2 and "minus K14, same deals" in court
    ry = "\n".join(insights.ryakushiki())
    assert ry.count("| `prefer:start") == 12 and "**Answer.**" in ry
    assert "_Not run: " in ry  # the conditional job was not run here
