"""`tefuda.envs.bench`: overhead cases for `tefuda bench` (figures are reported, never
asserted: only that each case measures something)."""

from __future__ import annotations

from _envcases import FAST, READY  # skips this module without the rl extra

from tefuda.envs.bench import aec_playouts, bench_cases  # noqa: E402
from tefuda.sim.bench import BenchCase  # noqa: E402


def test_one_overhead_case_per_present_game():
    cases = bench_cases()
    assert [c.game for c in cases] == READY
    for case in cases:
        assert isinstance(case, BenchCase) and case.metric == "aec_overhead_x"


def test_cases_measure_a_positive_ratio():
    for case in bench_cases(["diving"] if "diving" in READY else READY[:1]):
        assert case.run(0.2) > 0


def test_aec_playouts_play_whole_games():
    name = READY[0]
    games_per_s, actions_per_s = aec_playouts(name, FAST[name], 0.1)
    assert games_per_s > 0 and actions_per_s > games_per_s


def test_bench_hook_gives_the_case_of_one_game():
    from tefuda.envs.bench import cases_for

    name = READY[0]
    assert [c.game for c in cases_for(name)] == [name]
    assert cases_for("no_such_game") == []
