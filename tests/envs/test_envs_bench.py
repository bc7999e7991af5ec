"""`tefuda.envs.bench`: overhead cases for `tefuda bench` (figures are reported, never
asserted: only that each case measures something)."""

from __future__ import annotations

from _envcases import FAST, READY  # skips this module without the rl extra

from tefuda.core.bench import BenchCase  # noqa: E402
from tefuda.envs.bench import aec_playouts, bench_cases  # noqa: E402


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


def test_a_match_counts_the_actions_of_every_game():
    """A Daifugo match is one episode: its action count spans all its games, so the
    per-action overhead is not inflated by counting only the last game."""
    if "daifugo" not in READY:
        return
    import numpy as np

    from tefuda.envs.pettingzoo import daifugo_v0

    env = daifugo_v0.env(players=4, games=3)
    env.reset(seed=3)
    per_game = []
    last_len = 0
    for agent in env.agent_iter():
        obs, _, term, trunc, _ = env.last()
        if term or trunc:
            env.step(None)
            continue
        before = len(env.table.game_returns)
        env.step(int(np.flatnonzero(obs["action_mask"])[0]))
        if len(env.table.game_returns) > before:
            per_game.append(last_len + 1)
        last_len = len(env.table.state.history)
    per_game.append(len(env.table.state.history))
    assert len(per_game) == 3
    assert env.table.actions_played() == sum(per_game)


def test_overhead_reports_both_baselines_and_the_floor():
    from tefuda.envs.bench import overhead, protocol_floor

    r = overhead("diving" if "diving" in READY else READY[0], 0.1)
    assert r["raw_actions_per_s"] > 0 and r["view_actions_per_s"] > 0  # figures, not asserted against each other
    assert r["actions_x"] == r["raw_actions_per_s"] / r["aec_actions_per_s"]
    assert protocol_floor(0.05) > 0
