"""The Daifugo hard level's searches decide exactly as the stored fixture says.

Speed work on the search (the determinization, the engine, the compiled build) must not
change a single decision: the same seed gives the same root statistics, the same choice
and the same sampled worlds. The fixture holds 12 seeded hard searches (3-5 players, game
1 and 2 of a match, the UECda rules, every local rule) as recorded by
tools/search_decisions.py --iterations 100 --points 2 before the determinization was
rewritten (on commit c427be3, pure Python). The suite runs this test on the build in use
(the compiled one in CI) and `dev.py`'s pure-Python re-run (pure_tests) runs it again.

A deliberate change of the search (new parameters for hard, a new rollout) changes these
rows: regenerate the fixture with that command and say why in the commit.
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FIXTURE = Path(__file__).with_name("fixtures") / "daifugo_hard_searches.jsonl"


def _tool():
    spec = importlib.util.spec_from_file_location("search_decisions", ROOT / "tools" / "search_decisions.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_hard_searches_decide_as_recorded():
    want = [json.loads(line) for line in FIXTURE.read_text().splitlines() if line.strip()]
    assert len(want) == 12
    got = [json.loads(json.dumps(row)) for row in _tool().searches(iterations=100, points=2)]
    assert len(got) == len(want)
    for g, w in zip(got, want, strict=True):
        where = f"{w['options']} game {w['game']} point {w['point']}"
        assert g["seat"] == w["seat"], where
        assert g["root"] == w["root"], f"{where}: root statistics differ"
        assert g["choice"] == w["choice"], f"{where}: another choice"
        assert g["worlds"] == w["worlds"], f"{where}: other sampled worlds"
