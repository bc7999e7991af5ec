"""Adapter overhead for `tefuda bench`: random playouts through the PettingZoo AEC env.

`bench_cases()` returns, per game, `aec_overhead_x`: random playouts through the AEC env
(agent_iter / last / step, the observation and mask built every step, a uniformly random
legal token) against the raw engine's random playouts, as time per engine action. The
two random policies are not identical (a token choice is not an action choice; in
reaction windows each seat picks slap or wait), which per-action timing evens out.
"""

from __future__ import annotations

import random

from tefuda.core.bench import BenchCase, timed_loop
from tefuda.games import make_game
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


def view_playouts(game, seconds: float) -> tuple[float, float]:
    """(games/s, engine actions/s) of random playouts that also build the acting seat's
    view before each decision: the engine as a tefuda bot uses it (view + legal)."""

    def one(i: int) -> int:
        rng = random.Random(i)
        st = game.new_state(seed=i)
        while not st.is_over():
            seats = st.to_move()
            seat = seats[0] if len(seats) == 1 else seats[rng.randrange(len(seats))]
            if seat >= 0:
                st.view(seat)
            legal = st.legal_actions(seat)
            st.apply(seat, legal[rng.randrange(len(legal))])
        return len(st.history)

    calls, actions, elapsed = timed_loop(seconds, one)
    return calls / elapsed, actions / elapsed


def protocol_floor(seconds: float, players: int = 4, mask_size: int = 1000) -> float:
    """Microseconds per step of the same AEC loop (agent_iter / last / step, a random
    token from an int8 mask) over an environment that does nothing: the part of every
    step that no adapter can avoid, to set beside an engine action's cost."""
    import numpy as np
    from pettingzoo import AECEnv

    obs = np.zeros(100, np.float32)
    mask = np.zeros(mask_size, np.int8)
    mask[:10] = 1

    class Idle(AECEnv):
        metadata = {"name": "idle_v0"}

        def __init__(self):
            super().__init__()
            self.possible_agents = [f"player_{i}" for i in range(players)]

        def reset(self, seed=None, options=None):
            self.agents = self.possible_agents[:]
            self.rewards = {a: 0.0 for a in self.agents}
            self._cumulative_rewards = dict(self.rewards)
            self.terminations = {a: False for a in self.agents}
            self.truncations = dict(self.terminations)
            self.infos = {a: {} for a in self.agents}
            self.agent_selection = self.agents[0]
            self.steps = 0

        def observe(self, agent):
            return {"observation": obs, "action_mask": mask}

        def step(self, action):
            agent = self.agent_selection
            if self.terminations[agent]:
                self._was_dead_step(action)
                return
            self._cumulative_rewards[agent] = 0.0
            self.steps += 1
            if self.steps >= 100:
                for a in self.agents:
                    self.terminations[a] = True
            self.agent_selection = self.agents[self.steps % players]

    env = Idle()

    def one(i: int) -> int:
        rng = random.Random(i)
        env.reset()
        for agent in env.agent_iter():
            got, _, term, trunc, _ = env.last()
            if term or trunc:
                env.step(None)
                continue
            legal = got["action_mask"].view(np.bool_).nonzero()[0]
            env.step(int(legal[rng.randrange(len(legal))]))
        return env.steps

    _, steps, elapsed = timed_loop(seconds, one)
    return elapsed / steps * 1e6


def overhead(game_name: str, seconds: float, options: dict | None = None) -> dict:
    """The AEC env against the raw engine (random playouts) and against the engine with
    a view per decision, per engine action; seconds per measurement."""
    game = make_game(game_name, options or {})
    raw_g, raw_a = raw_playouts(game, seconds)
    _, view_a = view_playouts(game, seconds)
    aec_g, aec_a = aec_playouts(game_name, options, seconds)
    _, mask_a = aec_playouts(game_name, options, seconds, observe=False)
    return {
        "raw_games_per_s": raw_g,
        "aec_games_per_s": aec_g,
        "raw_actions_per_s": raw_a,
        "view_actions_per_s": view_a,
        "aec_actions_per_s": aec_a,
        "aec_mask_only_actions_per_s": mask_a,
        "actions_x": raw_a / aec_a,
        "actions_x_mask_only": raw_a / mask_a,
        "actions_x_vs_view_loop": view_a / aec_a,
        "raw_us_per_action": 1e6 / raw_a,
        "aec_us_per_action": 1e6 / aec_a,
    }


def cases_for(name: str) -> list[BenchCase]:
    """`tefuda bench`'s hook: the overhead case of one game, or none when the rl extra
    is not installed (the core never needs it)."""
    import importlib.util

    if importlib.util.find_spec("pettingzoo") is None:
        return []
    from tefuda.envs.table import encoded_games

    return bench_cases([name]) if name in encoded_games() else []


def bench_cases(games=None) -> list[BenchCase]:
    """One `aec_overhead_x` case per game: time per engine action through the AEC env
    over time per action of raw random playouts (1.0 = free, 1.5 = 50% slower). Per
    action, not per game: the env plays a match whole, the raw loop one game."""
    from tefuda.envs.table import encoded_games

    cases = []
    for name in games or encoded_games():
        game = make_game(name, {})

        def run(seconds: float, name=name, game=game) -> float:
            _, raw = raw_playouts(game, seconds / 2)
            _, aec = aec_playouts(name, {}, seconds / 2)
            return raw / aec

        cases.append(
            BenchCase(
                name,
                game.num_players,
                "aec_overhead_x",
                run,
                note="PettingZoo AEC random playouts vs raw engine, per action (1.0 = free)",
            )
        )
    return cases
