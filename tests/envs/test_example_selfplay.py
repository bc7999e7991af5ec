"""The PettingZoo self-play example: its learner-seat env pays exactly the game's returns,
and the script trains and evaluates end to end (a smoke run, not a learning test)."""

from __future__ import annotations

import importlib.util
import random
from pathlib import Path

import pytest

pytest.importorskip("sb3_contrib", reason="sb3-contrib and torch are not installed")

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "rl_pettingzoo_selfplay.py"


def _module():
    spec = importlib.util.spec_from_file_location("rl_pettingzoo_selfplay", EXAMPLE)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


@pytest.mark.parametrize("game,options", [("diving", {}), ("daifugo", {"players": 4, "games": 1})])
def test_the_learner_is_paid_its_seats_return_and_seats_rotate(game, options):
    mod = _module()
    rng = random.Random(1)

    def first_legal(obs, mask):
        return int(mask.nonzero()[0][0])

    env = mod.make_env(game, options, first_legal, seed=7)
    learners = []
    for _ in range(4):
        obs, _ = env.reset()
        learners.append(env.learner)
        total, done = 0.0, False
        while not done:
            assert env.aec.agent_selection == env.learner  # only the learner's turns reach the agent
            legal = env.action_masks().nonzero()[0]
            obs, reward, done, _, _ = env.step(int(legal[rng.randrange(len(legal))]))
            total += reward
        seat = env.aec.possible_agents.index(env.learner)
        assert total == pytest.approx(env.aec.table.returns()[seat])
    assert len(set(learners)) == min(4, len(env.aec.possible_agents))


def test_selfplay_example_trains_and_evaluates_with_sim(tmp_path, capsys):
    mod = _module()
    save = tmp_path / "sp.zip"
    assert mod.main(["--steps", "256", "--eval-games", "4", "--workers", "1", "--save", str(save)]) == 0
    out = capsys.readouterr().out
    assert f"saved the model to {save}" in out
    # the order given, each bot by its one name (the level with the bot behind it)
    assert f"win rate by bot in policy:model={save} vs normal level (heuristic) (4 games)" in out
