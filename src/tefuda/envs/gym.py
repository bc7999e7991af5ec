"""Gymnasium environments: one agent's seat, the other seats played by tefuda bots.

    import gymnasium as gym
    import tefuda.envs.gym  # registers the ids below
    env = gym.make("tefuda/NAME-v0")                         # a game's id (its descriptor's env_id)
    env = gym.make("tefuda/NAME-v0", opponents="heuristic")  # vs a fixed bot
    env = SingleAgentEnv(NAME, seat=0, opponents=["normal"] * 3, players=4)

Observations are float32 vectors built from the agent's view; `action_masks()` (and
`info["action_mask"]`) give the legal tokens, as maskable algorithms expect
(sb3-contrib `MaskablePPO`). The reward is the seat's `state.returns()` at the end.
An illegal token is rejected and changes nothing (`info["illegal_action"]`, reward
`illegal_reward`), or raises with `illegal="raise"`; it is never replaced by another.
"""

from __future__ import annotations

import random

import gymnasium as gym
import numpy as np
from gymnasium import spaces

from tefuda.bots.spec import check_spec, make_bot
from tefuda.core.errors import OptionError, TefudaError
from tefuda.envs.codec import EncodingError
from tefuda.envs.table import WAIT, Table, encoding_for
from tefuda.games import make_game


def env_ids() -> dict[str, str]:
    """game name → Gymnasium id, from the descriptors (games with an RL encoding)."""
    from tefuda.games import descriptors

    return {d.name: d.env_id for d in descriptors() if d.env_id and d.encoding is not None}


class SingleAgentEnv(gym.Env):
    """Any tefuda game as single-agent play: the agent sits at `seat`, fixed tefuda bots
    (names or levels easy/normal/hard; one for all, or one per other seat) sit at the rest."""

    metadata = {"render_modes": ["ansi"], "render_fps": 1}

    def __init__(
        self,
        game: str,
        seat: int = 0,
        opponents="normal",
        render_mode: str | None = None,
        illegal: str = "reject",
        illegal_reward: float = 0.0,
        **options,
    ):
        self.game = make_game(game, options)  # bad options fail here, before any work
        n = self.game.num_players
        if not isinstance(seat, int) or not 0 <= seat < n:
            raise OptionError("env.bad_seat", seat=seat, last=n - 1)
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode must be None or 'ansi', not {render_mode!r}")
        if illegal not in ("reject", "raise"):
            raise ValueError(f"illegal must be 'reject' or 'raise', not {illegal!r}")
        self.illegal = illegal
        self.illegal_reward = float(illegal_reward)
        others = [s for s in range(n) if s != seat]
        names = [opponents] * len(others) if isinstance(opponents, str) else list(opponents)
        if len(names) != len(others):
            raise OptionError("env.opponents", needed=len(others), given=len(names))
        # opponents are bot specs (tefuda.bots.spec): a level (so "hard" is the same CPU
        # as in the browser), a bot name, NAME:k=v;k=v, prefer:..., policy:model=FILE
        self._bot_specs = dict(zip(others, names))
        for s, spec in self._bot_specs.items():  # a clear error now rather than at reset
            try:
                check_spec(game, spec, self.game, s)
            except TefudaError as e:
                raise OptionError("env.opponent", spec=spec, error=e) from None
        self.seat = seat
        self.render_mode = render_mode
        self.encoding = encoding_for(self.game)
        self.observation_space = spaces.Box(0.0, 1.0, (self.encoding.layout.size,), np.float32)
        self.action_space = spaces.Discrete(self.encoding.codec.size)
        self._rng = random.Random()
        self.table: Table | None = None
        self.bots: dict = {}

    def reset(self, *, seed: int | None = None, options: dict | None = None):
        super().reset(seed=seed)
        if seed is not None:
            self._rng = random.Random(seed)
        state = self.game.new_state(seed=self._rng.getrandbits(63))
        self.table = Table(self.encoding, state, random.Random(self._rng.getrandbits(63)))
        self._games_paid = 0
        self.bots = {
            s: make_bot(self.game.name, spec, self.game, s, seed=self._rng.getrandbits(63))
            for s, spec in self._bot_specs.items()
        }
        self._play_bots()
        return self._obs(), self._info()

    def step(self, action):
        if self.table is None or self.table.over():
            raise RuntimeError("the episode is over: call reset()")
        if not self.action_space.contains(action) or not self.table.mask(self.seat)[int(action)]:
            if self.illegal == "raise":
                raise EncodingError(f"token {action!r} is not legal now; legal: {self.table.legal_tokens()}")
            # rejected like an illegal engine action: nothing changes (never replaced)
            info = self._info()
            info["illegal_action"] = True
            return self._obs(), self.illegal_reward, False, False, info
        done, applied = self.table.step(int(action))
        self._play_bots()
        info = self._info()
        if done:
            info["action"] = str(applied)
        terminated = self.table.over()
        return self._obs(), self._pay(), terminated, False, info

    def _pay(self) -> float:
        """The agent's returns of every game that ended since the last step."""
        t = self.table
        ended = t.game_returns[self._games_paid :]
        self._games_paid = len(t.game_returns)
        reward = sum(r[self.seat] for r in ended)
        if t.over():
            reward += float(t.state.returns()[self.seat])
        return float(reward)

    def _play_bots(self) -> None:
        """Let the bots act until it is the agent's turn or the game ends."""
        t = self.table
        while not t.over() and t.seat != self.seat:
            seat = t.seat
            legal = t.state.legal_actions(seat)
            action = self.bots[seat].act(t.state.view(seat), legal)
            if action is None and WAIT in t.legal_actions():
                action = WAIT  # a bot that lets a reaction window pass
            t.act(action)

    def _obs(self) -> np.ndarray:
        return self.table.observation(self.seat)

    def _info(self) -> dict:
        return {"action_mask": self.table.mask(self.seat).copy()}

    def action_masks(self) -> np.ndarray:
        """Legal tokens as booleans (the name sb3-contrib's maskable algorithms call)."""
        return self.table.mask(self.seat).astype(bool)

    def describe_action(self, token: int) -> str:
        return self.encoding.codec.describe(token)

    def render(self):
        if self.render_mode == "ansi":
            return str(self.table.state.view(self.seat))
        return None


def register_envs() -> None:
    """Register `SingleAgentEnv` under every game's id. A one-player game (a solitaire)
    needs no opponents; its rule options are the only keyword arguments."""
    from tefuda.games import descriptor

    for game, env_id in env_ids().items():
        if env_id in gym.registry:
            continue
        kwargs = {"game": game}
        if descriptor(game).max_players == 1:
            kwargs.update(seat=0, opponents=[])
        gym.register(id=env_id, entry_point="tefuda.envs.gym:SingleAgentEnv", kwargs=kwargs)


register_envs()
