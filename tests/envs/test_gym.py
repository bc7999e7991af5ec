"""Gymnasium single-agent envs: check_env, masks for maskable algorithms, bots."""

from __future__ import annotations

import random

import pytest

gym = pytest.importorskip("gymnasium", reason="the rl extra is not installed (pip install tefuda[rl])")
import numpy as np  # noqa: E402
from _envcases import FAST, READY, game_params  # noqa: E402
from gymnasium.utils.env_checker import check_env  # noqa: E402

from tefuda.core.errors import OptionError  # noqa: E402
from tefuda.envs.gym import SingleAgentEnv, env_ids  # noqa: E402
from tefuda.games import game_module  # noqa: E402


def _has_bots(name: str) -> bool:
    try:
        return bool(game_module(name).BOTS)
    except (ImportError, AttributeError):
        return False


def _single(name: str, **kw):
    if name != "youscout" and not _has_bots(name):
        pytest.skip(f"the {name} engine has no BOTS yet")
    return gym.make(env_ids()[name], **FAST[name], **kw).unwrapped


@pytest.mark.parametrize("name", game_params())
def test_check_env_passes(name):
    check_env(_single(name))


def test_youscout_is_registered_under_its_id():
    if "youscout" not in READY:
        pytest.skip("the youscout engine is not present")
    env = gym.make("tefuda/Youscout-v0", preset="article")
    obs, info = env.reset(seed=5)
    assert env.observation_space.contains(obs)
    assert env.unwrapped.action_masks().any()


@pytest.mark.parametrize("name", game_params())
def test_masked_random_play_reaches_the_end(name):
    # the cheapest fixed opponents: this is about the env, not the bots' strength
    env = _single(name) if name == "youscout" else _single(name, opponents="random")
    for seed in range(3):
        obs, info = env.reset(seed=seed)
        rng = random.Random(seed)
        done, steps, reward = False, 0, 0.0
        while not done:
            mask = env.action_masks()
            assert mask.dtype == bool and np.array_equal(mask, info["action_mask"].astype(bool))
            legal = np.flatnonzero(mask)
            obs, reward, done, truncated, info = env.step(int(legal[rng.randrange(len(legal))]))
            assert env.observation_space.contains(obs)
            steps += 1
        assert reward == env.table.returns()[env.seat]


@pytest.mark.parametrize("name", game_params())
def test_an_illegal_token_is_rejected_and_changes_nothing(name):
    env = _single(name)
    obs, info = env.reset(seed=2)
    bad = int(np.flatnonzero(~env.action_masks())[0])
    before = env.table.state.to_json()
    obs2, reward, done, truncated, info2 = env.step(bad)
    assert info2["illegal_action"] and not done and reward == 0.0
    assert env.table.state.to_json() == before and np.array_equal(obs, obs2)
    strict = _single(name, illegal="raise")
    strict.reset(seed=2)
    with pytest.raises(ValueError):
        strict.step(bad)


def test_bad_seat_or_bot_is_refused():
    name = next((g for g in READY if g != "youscout" and _has_bots(g)), None)
    if name is None:
        pytest.skip("no multi-player engine with bots is present")
    with pytest.raises(OptionError):
        SingleAgentEnv(name, seat=9, **FAST[name])
    with pytest.raises(OptionError):
        SingleAgentEnv(name, opponents="no_such_bot", **FAST[name])


def test_opponent_levels_are_the_shared_level_table():
    """`opponents="hard"` is the same CPU as the browser's and the ladder's hard level
    (Daifugo: the ISMCTS bot, not the game package's own LEVELS entry)."""
    if "daifugo" not in READY:
        pytest.skip("the daifugo engine is not present")
    from tefuda.bots.ismcts import ISMCTSBot

    env = SingleAgentEnv("daifugo", seat=0, opponents=["hard", "heuristic", "random"], players=4, games=1)
    env.reset(seed=1)
    assert isinstance(env.bots[1], ISMCTSBot)
    assert type(env.bots[2]).__name__ == "HeuristicBot" and type(env.bots[3]).__name__ == "RandomBot"
    with pytest.raises(OptionError):
        SingleAgentEnv("daifugo", opponents="ismcts:iterations=oops;", players=4)
