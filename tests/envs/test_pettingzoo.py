"""PettingZoo AEC environments: PettingZoo's own api_test and seed_test for every game,
observations that only use the seat's view, and clear errors for bad input."""

from __future__ import annotations

import random
import warnings

import numpy as np  # noqa: E402
import pytest
from _envcases import FAST, game_params  # skips this module without the rl extra
from pettingzoo.test import api_test, seed_test  # noqa: E402

from tefuda.core.errors import OptionError  # noqa: E402
from tefuda.envs.codec import EncodingError  # noqa: E402
from tefuda.envs.table import Table, encoding_for  # noqa: E402
from tefuda.games import make_game  # noqa: E402


def _env_module(name):
    import tefuda.envs.pettingzoo as pz

    return getattr(pz, f"{name}_v0")  # as `from tefuda.envs.pettingzoo import NAME_v0`


@pytest.mark.parametrize("name", game_params())
def test_api_test_passes(name):
    mod = _env_module(name)
    with warnings.catch_warnings():
        # api_test warns that a Dict observation is "not a NumPy array": PettingZoo's own
        # classic envs do the same (observation + action_mask), so that warning is expected
        warnings.simplefilter("ignore", UserWarning)
        api_test(mod.env(**FAST[name]), num_cycles=200)


@pytest.mark.parametrize("name", game_params())
def test_seed_test_passes(name):
    mod = _env_module(name)
    seed_test(lambda: mod.env(**FAST[name]), num_cycles=100)


@pytest.mark.parametrize("name", game_params())
def test_whole_games_end_with_returns_as_rewards(name):
    env = _env_module(name).env(**FAST[name])
    for seed in range(3):
        env.reset(seed=seed)
        rng = random.Random(seed)
        total = {a: 0.0 for a in env.possible_agents}
        for agent in env.agent_iter():
            obs, reward, term, trunc, info = env.last()
            total[agent] += reward
            if term or trunc:
                env.step(None)
                continue
            legal = np.flatnonzero(obs["action_mask"])
            assert len(legal), f"{agent} is to act with an empty mask"
            env.step(int(legal[rng.randrange(len(legal))]))
        assert env.agents == []
        returns = env.unwrapped.table.returns() if env.table else None
        assert returns is None or [total[a] for a in env.possible_agents] == returns


@pytest.mark.parametrize("name", game_params())
def test_observation_does_not_see_hidden_cards(name):
    """Re-dealing every card a seat cannot see leaves its observation unchanged."""
    game = make_game(name, FAST[name])
    enc = encoding_for(game)
    rng = random.Random(7)
    checked = 0
    for seed in range(3):
        table = Table(enc, game.new_state(seed=seed), random.Random(seed))
        steps = 0
        while not table.over() and steps < 400:
            if steps % 9 == 0 and not table.decision.prefix:  # not mid-way through a payment
                for seat in range(game.num_players):
                    try:
                        other = game.redeal_hidden(table.state, seat, rng)
                    except NotImplementedError:
                        pytest.skip(f"{name} has no redeal_hidden")
                    twin = Table(enc, other, random.Random(0))
                    assert np.array_equal(table.observation(seat), twin.observation(seat)), (
                        f"{name}: seat {seat}'s observation changed when hidden cards were re-dealt"
                    )
                    checked += 1
            tokens = table.legal_tokens()
            table.step(tokens[rng.randrange(len(tokens))])
            steps += 1
    assert checked


@pytest.mark.parametrize("name", game_params())
def test_bad_rule_option_is_refused_before_any_work(name):
    with pytest.raises(OptionError) as err:
        _env_module(name).env(no_such_option=1)
    assert "no_such_option" in str(err.value)


def test_rule_options_reach_the_engine():
    if "daifugo" not in FAST or "daifugo" not in [p.values[0] for p in game_params() if not p.marks]:
        pytest.skip("the daifugo engine is not present")
    env = _env_module("daifugo").env(players=6, jokers=1, games=1)
    env.reset(seed=3)
    assert env.possible_agents == [f"player_{i}" for i in range(6)]
    assert env.unwrapped.table.state.game.options["jokers"] == 1
    with pytest.raises(OptionError):
        _env_module("daifugo").env(players=12)


@pytest.mark.parametrize("name", game_params())
def test_a_masked_out_token_is_refused_and_changes_nothing(name):
    env = _env_module(name).env(**FAST[name])
    env.reset(seed=1)
    agent = env.agent_selection
    mask = env.observe(agent)["action_mask"]
    bad = int(np.flatnonzero(mask == 0)[0])
    before = env.unwrapped.table.state.to_json()
    with pytest.raises(EncodingError):
        env.step(bad)
    assert env.unwrapped.table.state.to_json() == before
    assert env.agent_selection == agent


@pytest.mark.parametrize("name", game_params())
def test_a_table_pickles_through_the_engines_json(name):
    """Mid-game tables survive pickling (vectorised envs and OpenSpiel serialisation)."""
    import pickle

    game = make_game(name, FAST[name])
    table = Table(encoding_for(game), game.new_state(seed=4), random.Random(4))
    rng = random.Random(4)
    for _ in range(25):
        if table.over():
            break
        tokens = table.legal_tokens()
        table.step(tokens[rng.randrange(len(tokens))])
    copy = pickle.loads(pickle.dumps(table))
    assert copy.state.to_json() == table.state.to_json()
    assert copy.legal_tokens() == table.legal_tokens() and copy.seat == table.seat
    if table.seat is not None:
        assert np.array_equal(copy.observation(table.seat), table.observation(table.seat))
