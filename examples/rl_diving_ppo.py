"""Train a masked-PPO agent on Diving against the heuristic bot, then evaluate it with `tefuda sim`.

    pip install "tefuda[rl-train]"      # see docs/rl.md for a CPU-only torch
    python examples/rl_diving_ppo.py --minutes 3 --eval-games 400

Training: `tefuda.envs.gym.SingleAgentEnv("diving", opponents="heuristic")` (the agent
sits at seat 0; who dives first is random, DIV-7), sb3-contrib `MaskablePPO` with the
env's `action_masks()`, for a wall-clock budget. The model is saved (`--save`, default
runs/ppo_diving.zip).

Evaluation: `tefuda sim` itself, in a child process, with the saved model as the bot
spec `policy:model=FILE` (a `tefuda.envs.agent.PolicyBot`, see docs/sim.md):

    tefuda sim diving --matchup 'policy:model=runs/ppo_diving.zip,heuristic' \\
        --matchup random,heuristic --games 400 --duplicate --seed 0 --out runs/ppo_diving.eval.sqlite

Both matchups play the same deals, each deal from both seats (`--duplicate`), so the
random bot is a baseline on exactly the policy's deals. The script prints sim's summary,
then each challenger's score against the heuristic bot (win 1, draw 1/2, loss 0, from
the stored rows) and that command, to rerun the evaluation without training.
"""

from __future__ import annotations

import argparse
import importlib.util
import shlex
import subprocess
import sys
import time
from pathlib import Path

CHALLENGERS = {"masked PPO": None, "random": "random"}  # label → bot spec (None: the trained model)


def parse_args(argv):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--minutes", type=float, default=3.0, help="training time budget")
    p.add_argument("--max-steps", type=int, default=10_000_000, help="training steps at most")
    p.add_argument(
        "--eval-games", type=int, default=400, help="games per matchup (even: each deal is played from both seats)"
    )
    p.add_argument("--seed", type=int, default=0, help="training seed and sim run seed")
    p.add_argument("--save", default="runs/ppo_diving.zip", help="where the model is saved (.zip)")
    p.add_argument(
        "--out",
        default=None,
        help="the evaluation's sim file (default: next to the model, MODEL.eval.sqlite, "
        "replaced on each run because it belongs to the model just saved)",
    )
    p.add_argument("--workers", type=int, default=None, help="sim worker processes (default: CPU count)")
    args = p.parse_args(argv)
    # every check before training: a bad flag must not cost minutes of training first
    if args.eval_games < 2 or args.eval_games % 2:
        p.error(f"--eval-games must be an even number >= 2 (each deal from both seats), not {args.eval_games}")
    if not args.save.endswith(".zip"):
        p.error(f"--save must end in .zip (sb3 adds it otherwise), not {args.save!r}")
    if any(c in args.save for c in ",;"):
        p.error(f"--save {args.save!r}: a path in a bot spec cannot hold ',' or ';'")
    if args.workers is not None and args.workers < 1:
        p.error(f"--workers must be at least 1, not {args.workers}")
    if importlib.util.find_spec("rich") is None:  # tefuda sim's progress bar and summary
        p.error("the evaluation runs tefuda sim, which needs the sim extra: pip install 'tefuda[sim]'")
    if args.out is not None and Path(args.out).exists():
        p.error(f"--out {args.out} exists; tefuda sim never overwrites a result file — choose another")
    return args


def train(args):
    # imported here, not at the top, so that --help and flag errors do not wait for torch
    import torch
    from sb3_contrib import MaskablePPO
    from stable_baselines3.common.callbacks import BaseCallback

    from tefuda.envs.gym import SingleAgentEnv

    class TimeBudget(BaseCallback):
        """Stop training after `seconds` of wall-clock time."""

        def __init__(self, seconds: float):
            super().__init__()
            self.seconds = seconds
            self.start = time.perf_counter()

        def _on_step(self) -> bool:
            return time.perf_counter() - self.start < self.seconds

    torch.set_num_threads(1)  # small networks: threads only contend on a busy CPU
    env = SingleAgentEnv("diving", seat=0, opponents="heuristic")
    env.reset(seed=args.seed)
    model = MaskablePPO(
        "MlpPolicy",
        env,
        seed=args.seed,
        verbose=0,
        n_steps=2048,
        batch_size=256,
        gamma=0.995,
        ent_coef=0.01,
        device="cpu",
    )
    t0 = time.perf_counter()
    model.learn(total_timesteps=args.max_steps, callback=TimeBudget(args.minutes * 60))
    trained = time.perf_counter() - t0
    print(f"trained {model.num_timesteps} steps in {trained:.0f} s ({model.num_timesteps / trained:.0f} steps/s)")
    Path(args.save).parent.mkdir(parents=True, exist_ok=True)
    model.save(args.save)
    print(f"saved the model to {args.save}")


def sim_args(args, out: Path) -> list[str]:
    """The `tefuda sim` arguments that evaluate the saved model."""
    specs = [spec or f"policy:model={args.save}" for spec in CHALLENGERS.values()]
    argv = ["sim", "diving"]
    for spec in specs:
        argv += ["--matchup", f"{spec},heuristic"]
    argv += ["--games", str(args.eval_games), "--duplicate", "--seed", str(args.seed), "--out", str(out)]
    if args.workers is not None:
        argv += ["--workers", str(args.workers)]
    return argv


def scores(rows: list[dict]) -> dict[str, dict]:
    """Per challenger spec: its games, score (mean return at its seat), wins and draws."""
    out: dict[str, dict] = {}
    for r in rows:
        seat = next(s for s, b in enumerate(r["seats"]) if b != "heuristic")
        ret = float(r["returns"][seat])
        acc = out.setdefault(r["seats"][seat], {"games": 0, "score": 0.0, "wins": 0, "draws": 0})
        acc["games"] += 1
        acc["score"] += ret
        acc["wins"] += ret == 1.0
        acc["draws"] += ret == 0.5
    return out


def evaluate(args) -> int:
    from tefuda.sim.store import load_rows

    out = Path(args.out) if args.out else Path(args.save).with_suffix(".eval.sqlite")
    if args.out is None:
        out.unlink(missing_ok=True)  # the evaluation of the model file that was just replaced
    argv = sim_args(args, out)
    print(
        f"\nevaluating with tefuda sim; the same evaluation without training (sim never overwrites "
        f"a result file: delete {out} or change --out):\n  tefuda {shlex.join(argv)}\n",
        flush=True,
    )
    done = subprocess.run([sys.executable, "-m", "tefuda.apps.cli", *argv], stdout=subprocess.PIPE, text=True)
    print(done.stdout, end="")
    if done.returncode != 0:
        print(f"tefuda sim failed (exit {done.returncode})", file=sys.stderr)
        return done.returncode
    _, rows = load_rows(out)
    by_spec = scores(rows)
    print()
    for label, spec in CHALLENGERS.items():
        res = by_spec[spec or f"policy:model={args.save}"]
        n = res["games"]
        print(
            f"{label:>10} vs heuristic over {n} games ({n // 2} deals, both seats): "
            f"score {res['score'] / n:.3f} (wins {res['wins'] / n:.1%}, draws {res['draws'] / n:.1%})"
        )
    return 0


def main(argv=None) -> int:
    args = parse_args(argv)
    train(args)
    return evaluate(args)


if __name__ == "__main__":
    raise SystemExit(main())
