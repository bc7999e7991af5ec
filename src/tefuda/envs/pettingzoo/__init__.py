"""PettingZoo AEC environments for the five tefuda games.

    from tefuda.envs.pettingzoo import NAME_v0   # a module per game (or make_env(NAME))
    env = NAME_v0.env(players=5)             # rule options as keyword arguments
    env.reset(seed=1)
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, info = env.last()
        action = None if terminated or truncated else policy(obs["observation"], obs["action_mask"])
        env.step(action)

Observations are `{"observation": float32 vector built from the seat's view,
"action_mask": int8 vector over the game's fixed action space}`. Rewards come when a
game ends: each seat's `state.returns()` (a match pays after each of its games). `info["action"]` holds the text of the last
action a seat completed (e.g. "play 7H 7D"); see docs/rl.md for every encoding.
"""

from __future__ import annotations

import random

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from tefuda.envs.table import Table, encoding_for
from tefuda.games import make_game


class TefudaAEC(AECEnv):
    """One tefuda game as a turn-taking (AEC) environment; see the module docstring."""

    metadata = {"name": "tefuda_v0", "render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(self, game_name: str, render_mode: str | None = None, **options):
        super().__init__()
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode must be None or 'ansi', not {render_mode!r}")
        self.game = make_game(game_name, options)  # bad options fail here, before any work
        self.encoding = encoding_for(self.game)
        self.metadata = dict(self.metadata, name=f"{game_name}_v0")
        self.render_mode = render_mode
        n = self.game.num_players
        self.possible_agents = [f"player_{i}" for i in range(n)]
        self._seat = {a: i for i, a in enumerate(self.possible_agents)}
        size = self.encoding.codec.size
        obs_space = spaces.Dict(
            {
                "observation": spaces.Box(0.0, 1.0, (self.encoding.layout.size,), np.float32),
                "action_mask": spaces.Box(0, 1, (size,), np.int8),
            }
        )
        self.observation_spaces = {a: obs_space for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(size) for a in self.possible_agents}
        self._rng = random.Random()
        self.table: Table | None = None

    def observation_space(self, agent):
        return self.observation_spaces[agent]

    def action_space(self, agent):
        return self.action_spaces[agent]

    # --- AEC protocol ---------------------------------------------------------------
    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        if seed is not None:
            self._rng = random.Random(seed)
        state = self.game.new_state(seed=self._rng.getrandbits(63))
        self.table = Table(self.encoding, state, random.Random(self._rng.getrandbits(63)))
        self._games_paid = 0
        self._paid_last_step = False
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self._select()

    def step(self, action) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise ValueError(f"{agent} is to act: step(None) is only for finished agents")
        self._cumulative_rewards[agent] = 0.0
        if self._paid_last_step:  # rewards are per step: clear the last payment only
            self.rewards = {a: 0.0 for a in self.agents}
            self._paid_last_step = False
        table = self.table
        done, applied = table.step(int(action))
        if done:
            self.infos[agent] = {"action": str(applied)}
        over = table.over()
        if over or len(table.game_returns) > self._games_paid:
            self._pay(over)
        if over:
            self.agent_selection = next(a for a in self.agents if self.terminations[a])
        else:
            self.agent_selection = self.possible_agents[table.seat]

    def _pay(self, over: bool) -> None:
        """Rewards for every game that ended since the last step (a match ends
        several), and the end of the episode when `over`."""
        t = self.table
        ended = t.game_returns[self._games_paid :]
        if over:
            ended = ended + [[float(r) for r in t.state.returns()]]
            for a in self.possible_agents:
                self.terminations[a] = True
        self._games_paid = len(t.game_returns)
        for returns in ended:
            for a, r in zip(self.possible_agents, returns):
                self.rewards[a] += r
        self._paid_last_step = True
        self._accumulate_rewards()

    def _select(self) -> None:
        if self.table.over():
            # every agent gets one last turn to see its reward (the AEC convention)
            self.agent_selection = next(a for a in self.agents if self.terminations[a]) if self.agents else None
        else:
            self.agent_selection = self.possible_agents[self.table.seat]

    def observe(self, agent):
        seat = self._seat[agent]
        return {"observation": self.table.observation(seat), "action_mask": self.table.mask(seat)}

    def action_mask(self, agent) -> np.ndarray:
        """The mask alone (cheaper than `observe` when the observation is not needed)."""
        return self.table.mask(self._seat[agent])

    def render(self):
        if self.render_mode is None:
            return None
        view = self.table.state.view(None)
        return f"{self.game.name}: to act {self.agent_selection}\n{view}"

    def close(self) -> None:
        self.table = None


def make_env(game_name: str):
    """The `env` / `raw_env` pair of one game's `<game>_v0` module."""

    def raw_env(render_mode: str | None = None, **options) -> TefudaAEC:
        return TefudaAEC(game_name, render_mode=render_mode, **options)

    def env(render_mode: str | None = None, **options) -> TefudaAEC:
        # No OrderEnforcing/assert wrappers: they would hide `action_mask` and cost time;
        # the env itself rejects bad actions with a clear error.
        return raw_env(render_mode=render_mode, **options)

    return env, raw_env


def __getattr__(name: str):
    """`<game>_v0` for every registered game (the PettingZoo naming): a module with the
    `env` / `raw_env` pair, made on first use — a new game needs no file here."""
    import sys
    import types

    game, sep, version = name.rpartition("_")
    if not sep or version != "v0" or not game:
        raise AttributeError(name)
    from tefuda.games import GAMES

    if game not in GAMES:
        raise AttributeError(f"no game {game!r} for {name}; games: {', '.join(GAMES)}")
    mod = types.ModuleType(f"{__name__}.{name}", f"PettingZoo AEC environment for {game} (`env(**rule_options)`).")
    mod.env, mod.raw_env = make_env(game)
    sys.modules[mod.__name__] = mod
    globals()[name] = mod
    return mod
