"""`PolicyBot`: a trained RL policy as an ordinary tefuda bot.

It gets what every bot gets — its seat's view and the legal actions — and builds the
same observation and mask as the environments, so a policy trained in
`tefuda.envs.gym` / `tefuda.envs.pettingzoo` plays through `tefuda.bots.play_game`,
against any tefuda bot, with no environment in between.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from tefuda.bots.base import Bot
from tefuda.envs.table import encoding_for

Policy = Callable[[np.ndarray, np.ndarray], int]  # (observation, int8 mask) → token


class PolicyBot(Bot):
    """Plays `policy(observation, mask) -> token` until a whole action is chosen."""

    name = "policy"

    def __init__(self, game, seat: int, seed: int | None = None, policy: Policy | None = None, **params: Any):
        super().__init__(game, seat, seed=seed, **params)
        if policy is None:
            raise ValueError("PolicyBot needs policy=callable(observation, mask) -> token")
        self.policy = policy
        self.encoding = encoding_for(game)

    def act(self, view: dict, legal: Sequence) -> Any:
        enc = self.encoding
        base = enc.observe(view, self.seat)
        decision = enc.make_decision(None, self.seat, legal)
        while True:
            obs = base.copy()
            enc.add_prefix(obs, decision.prefix)
            token = int(self.policy(obs, enc.codec.mask(decision.allowed())))
            done, action = decision.choose(token)
            if done:
                return action


def sb3_policy(model, deterministic: bool = True, rng: random.Random | None = None) -> Policy:
    """Wrap a trained sb3-contrib `MaskablePPO` model as a `Policy`.

    Deterministic: the most likely legal token. Otherwise a token sampled from the masked
    distribution — with `rng` it is drawn from that seeded stream (not torch's global
    one), so a seeded bot replays the same game in any process."""
    if deterministic or rng is None:

        def policy(obs: np.ndarray, mask: np.ndarray) -> int:
            action, _ = model.predict(obs, action_masks=mask.astype(bool), deterministic=deterministic)
            return int(action)

        return policy
    import torch

    def sample(obs: np.ndarray, mask: np.ndarray) -> int:
        obs_t, _ = model.policy.obs_to_tensor(obs)
        with torch.no_grad():
            dist = model.policy.get_distribution(obs_t, action_masks=mask.astype(bool))
            probs = dist.distribution.probs[0].double().numpy()
        allowed = np.flatnonzero(mask)
        return int(rng.choices(allowed, weights=probs[allowed])[0])

    return sample
