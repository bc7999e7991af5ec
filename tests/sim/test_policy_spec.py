"""`policy:model=FILE`: a saved MaskablePPO model as a bot in `tefuda sim` and `tefuda ladder`.

The models are real sb3-contrib models, untrained (a freshly built policy plays like any
fixed policy; learning is not what is tested here)."""

from __future__ import annotations

import os
import random
import subprocess
import sys

import pytest

pytest.importorskip("sb3_contrib", reason="sb3-contrib and torch are not installed")

import gymnasium as gym  # noqa: E402
import numpy as np  # noqa: E402
from sb3_contrib import MaskablePPO  # noqa: E402

from tefuda.apps.cli import main  # noqa: E402
from tefuda.envs import policy_spec  # noqa: E402
from tefuda.envs.gym import SingleAgentEnv  # noqa: E402
from tefuda.sim.spec import derive_seed  # noqa: E402
from tefuda.sim.store import load_rows  # noqa: E402


def _save(env, path) -> str:
    MaskablePPO("MlpPolicy", env, n_steps=64, batch_size=64, seed=0, device="cpu").save(path)
    return str(path)


@pytest.fixture(scope="module")
def models(tmp_path_factory):
    d = tmp_path_factory.mktemp("models")
    return {
        "diving": _save(SingleAgentEnv("diving", opponents="heuristic"), d / "diving.zip"),
        "youscout": _save(SingleAgentEnv("youscout"), d / "youscout.zip"),
    }


def _sim(tmp_path, capsys, *args) -> tuple[int, str]:
    rc = main(["sim", "diving", "-q", *args])
    return rc, capsys.readouterr().err


def test_sim_plays_the_saved_model_and_its_rows_replay_with_the_policy(models, tmp_path, capsys):
    model = models["diving"]
    spec, sampled = f"policy:model={model}", f"policy:model={model};deterministic=false"
    args = ["--matchup", f"{spec},heuristic", "--matchup", f"{sampled},heuristic", "--games", "12", "--duplicate"]
    rc, err = _sim(tmp_path, capsys, *args, "--workers", "1", "--out", str(tmp_path / "one.sqlite"))
    assert rc == 0, err
    _, rows = load_rows(tmp_path / "one.sqlite")
    assert len(rows) == 24
    assert {r["seats"][r["seats"].index("heuristic") ^ 1] for r in rows} == {spec, sampled}
    # loaded once in this process: the cached model is the one every game used
    cached = policy_spec.load_model(model)
    assert policy_spec.load_model(model) is cached

    # the rows are the policy's games: replaying each with a PolicyBot seeded as the sim
    # seeds its bots gives the stored returns and action counts; a random bot does not
    from tefuda.bots import play_game
    from tefuda.bots.spec import build_bot
    from tefuda.games import make_game

    game = make_game("diving", {})

    def replay(row, challenger):
        bots = []
        for seat, name in enumerate(row["seats"]):
            seed = derive_seed(row["bot_seed"], "bot", seat)
            if name == "heuristic":
                bots.append(build_bot("diving", "heuristic", {}, game, seat, seed=seed))
            else:
                bots.append(challenger(game, seat, seed, name))
        state = play_game(game.new_state(seed=row["seed"]), bots, random.Random(derive_seed(row["bot_seed"], "driver")))
        return [float(r) for r in state.returns()], len(state.history)

    def policy(g, seat, seed, name):
        return policy_spec.make_policy_bot(g, seat, seed=seed, model=model, deterministic=not name.endswith("false"))

    def rnd(g, seat, seed, name):
        return build_bot("diving", "random", {}, g, seat, seed=seed)

    stored = [(r["returns"], r["actions"]) for r in rows]
    assert [replay(r, policy) for r in rows] == stored
    assert [replay(r, rnd) for r in rows] != stored

    # two worker processes (forked after the check; they play with the inherited model)
    # store the same rows, the sampled policy included
    rc, err = _sim(tmp_path, capsys, *args, "--workers", "2", "--out", str(tmp_path / "two.sqlite"))
    assert rc == 0, err
    _, rows2 = load_rows(tmp_path / "two.sqlite")
    assert [(r["seats"], r["returns"], r["actions"]) for r in rows2] == [
        (r["seats"], r["returns"], r["actions"]) for r in rows
    ]


def test_a_rewritten_file_is_loaded_again(models, tmp_path):
    path = tmp_path / "m.zip"
    path.write_bytes(open(models["diving"], "rb").read())
    first = policy_spec.load_model(path)
    assert policy_spec.load_model(path) is first
    st = path.stat()
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000_000))
    assert policy_spec.load_model(path) is not first


class _WrongTokens(gym.Env):
    """Diving's observation length but one token fewer: a model for another encoding."""

    observation_space = gym.spaces.Box(0.0, 1.0, (215,), np.float32)
    action_space = gym.spaces.Discrete(113)


@pytest.mark.parametrize(
    "case", ["missing", "other_game", "wrong_tokens", "not_a_model", "no_model", "unknown_param", "bad_flag"]
)
def test_bad_policy_specs_fail_before_any_game(case, models, tmp_path, capsys):
    bad = {
        "missing": (f"policy:model={tmp_path / 'nope.zip'}", "not found"),
        "other_game": (f"policy:model={models['youscout']}", "does not fit Diving"),
        "wrong_tokens": (f"policy:model={_save(_WrongTokens(), tmp_path / 'w.zip')}", "113 tokens"),
        "not_a_model": (f"policy:model={tmp_path / 'junk.zip'}", "cannot load"),
        "no_model": ("policy", "needs the model file"),
        "unknown_param": (f"policy:model={models['diving']};temperature=2", "unknown parameter 'temperature'"),
        "bad_flag": (f"policy:model={models['diving']};deterministic=maybe", "must be true or false"),
    }
    (tmp_path / "junk.zip").write_text("not a model")
    spec, message = bad[case]
    out = tmp_path / "out.sqlite"
    rc, err = _sim(tmp_path, capsys, "--matchup", f"{spec},heuristic", "--games", "4", "--out", str(out))
    assert rc == 2 and message in err, err
    assert not out.exists()  # nothing was written


def test_ladder_takes_a_policy_in_a_levels_place(models, capsys):
    rc = main(["ladder", "diving", "--games", "2", "--bot", f"hard=policy:model={models['diving']}"])
    out = capsys.readouterr().out
    assert rc == 0 and "| hard vs normal | 2 |" in out
    rc = main(["ladder", "diving", "--games", "2", "--bot", "hard=policy:model=/no/such/model.zip"])
    assert rc == 2 and "not found" in capsys.readouterr().err


def test_without_sb3_contrib_the_spec_says_which_extra(models, tmp_path):
    # a Python in which sb3_contrib cannot be imported (None in sys.modules blocks it)
    code = (
        "import sys; sys.modules['sb3_contrib'] = None; from tefuda.apps.cli import main; sys.exit(main(sys.argv[1:]))"
    )
    out = tmp_path / "out.sqlite"
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            code,
            "sim",
            "diving",
            "-q",
            "--games",
            "2",
            "--out",
            str(out),
            "--matchup",
            f"policy:model={models['diving']},heuristic",
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 2 and "tefuda[rl-train]" in done.stderr, done.stderr
    assert not out.exists()


def test_the_core_does_not_import_torch_for_other_bots(tmp_path):
    code = (
        "import sys; from tefuda.apps.cli import main; "
        "rc = main(['sim', 'diving', '-q', '--games', '2', '--workers', '1', '--out', sys.argv[1]]); "
        "assert rc == 0; bad = {'torch', 'sb3_contrib'} & set(sys.modules); assert not bad, bad"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, str(tmp_path / "o.sqlite")], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
