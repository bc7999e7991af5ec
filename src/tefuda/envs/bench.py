"""Adapter overhead for `tefuda bench`: random playouts through the PettingZoo AEC env.

`bench_cases()` returns, per game, `aec_overhead_x`: random playouts through the AEC env
(agent_iter / last / step, the observation and mask built every step, a uniformly random
legal token) against the raw engine's random playouts, as time per engine action. The
two random policies are not identical (a token choice is not an action choice; in
reaction windows each seat picks slap or wait), which per-action timing evens out.
"""

from __future__ import annotations

import random

from tefuda.games import make_game
from tefuda.sim.bench import BenchCase, timed_loop
from tefuda.testing.check import random_playout


def aec_playouts(game_name: str, options: dict | None, seconds: float, observe: bool = True) -> tuple[float, float]:
    """(games/s, engine actions/s) of random playouts through the AEC env."""
    import numpy as np

    from tefuda.envs.pettingzoo import TefudaAEC

    env = TefudaAEC(game_name, **(options or {}))

    def one(i: int) -> int:
        rng = random.Random(i)
        env.reset(seed=i)
        for agent in env.agent_iter():
            if env.terminations[agent] or env.truncations[agent]:
                env.step(None)
                continue
            if observe:
                obs, _, _, _, _ = env.last()
                mask = obs["action_mask"]
            else:
                mask = env.action_mask(agent)
            # bool view: nonzero() over an int8 mask is ~10x slower (the agent's cost,
            # not the adapter's, so the bench uses the fast idiom an agent would)
            legal = mask.view(np.bool_).nonzero()[0]
            env.step(int(legal[rng.randrange(len(legal))]))
        return env.table.actions_played()

    calls, actions, elapsed = timed_loop(seconds, one)
    return calls / elapsed, actions / elapsed


def raw_playouts(game, seconds: float) -> tuple[float, float]:
    """(games/s, engine actions/s) of the sim bench's raw random playouts."""
    def one(i: int) -> int:
        return len(random_playout(game, seed=i).history)

    calls, actions, elapsed = timed_loop(seconds, one)
    return calls / elapsed, actions / elapsed


def overhead(game_name: str, seconds: float, options: dict | None = None) -> dict:
    game = make_game(game_name, options or {})
    raw_g, raw_a = raw_playouts(game, seconds)
    aec_g, aec_a = aec_playouts(game_name, options, seconds)
    return {"raw_games_per_s": raw_g, "aec_games_per_s": aec_g,
            "raw_actions_per_s": raw_a, "aec_actions_per_s": aec_a,
            "games_x": raw_g / aec_g, "actions_x": raw_a / aec_a}


def cases_for(name: str) -> list[BenchCase]:
    """`tefuda bench`'s hook: the overhead case of one game, or none when the rl extra
    is not installed (the core never needs it)."""
    import importlib.util

    if importlib.util.find_spec("pettingzoo") is None:
        return []
    from tefuda.envs.table import ready_games

    return bench_cases([name]) if name in ready_games() else []


def bench_cases(games=None) -> list[BenchCase]:
    """One `aec_overhead_x` case per game: time per engine action through the AEC env
    over time per action of raw random playouts (1.0 = free, 1.5 = 50% slower). Per
    action, not per game: the env plays a Daifugo match whole, the raw loop one game."""
    from tefuda.envs.table import ready_games

    cases = []
    for name in games or ready_games():
        game = make_game(name, {})

        def run(seconds: float, name=name, game=game) -> float:
            _, raw = raw_playouts(game, seconds / 2)
            _, aec = aec_playouts(name, {}, seconds / 2)
            return raw / aec

        cases.append(BenchCase(name, game.num_players, "aec_overhead_x", run,
                               note="PettingZoo AEC random playouts vs raw engine, per action (1.0 = free)"))
    return cases
