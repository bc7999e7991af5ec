"""Self-play through PettingZoo: one masked-PPO policy plays every seat of a tefuda AEC env.

    pip install "tefuda[rl-train]"
    python examples/rl_pettingzoo_selfplay.py --game diving --steps 200000

Training drives the PettingZoo environment itself (`tefuda.envs.pettingzoo.<game>_v0`,
`agent_iter` / `last` / `step`, observations and action masks as any PettingZoo agent
gets them): the learner takes one seat (a different one each episode) and the other
seats are played by the same policy as it stands (live self-play, as in PettingZoo's
own SB3 action-masking tutorial). The reward of a step is what PettingZoo's `last()`
reports for the learner since its previous move. Then the saved model is evaluated
with `tefuda sim` against the game's `normal` CPU level, with a random bot on the same
deals as a baseline (the bot spec `policy:model=FILE`, docs/rl.md).
"""

from __future__ import annotations

import argparse
import importlib.util
import shlex
import subprocess
import sys
from pathlib import Path

GAMES = ("diving", "daifugo", "trump_os")  # multi-player games with a `normal` CPU to meet


def make_env(game: str, options: dict, opponent_policy, seed: int):
    """A PettingZoo AEC env seen from one learner seat as a Gymnasium env (built here so
    that gymnasium and torch are imported only after the flags are checked)."""
    import gymnasium as gym
    import numpy as np

    from tefuda.envs.pettingzoo import TefudaAEC

    class SelfPlay(gym.Env):
        def __init__(self):
            self.aec = TefudaAEC(game, **options)
            agent = self.aec.possible_agents[0]
            self.observation_space = self.aec.observation_space(agent)["observation"]
            self.action_space = self.aec.action_space(agent)
            self.opponent_policy = opponent_policy  # (observation, bool mask) -> token
            self.episode = 0
            self.learner = agent
            self._seed = seed

        def action_masks(self) -> np.ndarray:
            return self.aec.action_mask(self.learner).astype(bool)

        def _others_move(self) -> None:
            """Step the AEC env until the learner is to act or the game is over."""
            aec = self.aec
            for agent in aec.agent_iter():
                obs, _, term, trunc, _ = aec.last()
                if term or trunc:
                    return  # over: every seat's final reward is in place
                if agent == self.learner:
                    return
                aec.step(int(self.opponent_policy(obs["observation"], obs["action_mask"].astype(bool))))

        def _learner_view(self):
            aec = self.aec
            obs = aec.observe(self.learner)["observation"]
            reward = aec._cumulative_rewards[self.learner]  # PettingZoo's last() reward for this seat
            done = aec.terminations[self.learner] or aec.truncations[self.learner]
            return obs, float(reward), done

        def reset(self, *, seed=None, options=None):
            super().reset(seed=seed)
            self.aec.reset(seed=self._seed + self.episode)
            # the learner's seat rotates, so it learns every seat (who moves first differs)
            self.learner = self.aec.possible_agents[self.episode % len(self.aec.possible_agents)]
            self.episode += 1
            self._others_move()
            obs, _, _ = self._learner_view()
            return obs, {}

        def step(self, action):
            self.aec.step(int(action))
            self._others_move()
            obs, reward, done = self._learner_view()
            return obs, reward, done, False, {}

    return SelfPlay()


def parse_args(argv):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", choices=GAMES, default="diving")
    p.add_argument("--players", type=int, default=None, help="players (Daifugo 3–9, Trump OS 2–4)")
    p.add_argument("--steps", type=int, default=200_000, help="training steps of the learner")
    p.add_argument("--eval-games", type=int, default=400, help="games per matchup in the evaluation")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--save", default=None, help="model file (.zip; default runs/selfplay_GAME.zip)")
    p.add_argument("--workers", type=int, default=None, help="sim worker processes (default: CPU count)")
    args = p.parse_args(argv)
    args.save = args.save or f"runs/selfplay_{args.game}.zip"
    if args.steps < 1 or args.eval_games < 1:
        p.error("--steps and --eval-games must be positive")
    if not args.save.endswith(".zip") or any(c in args.save for c in ",;"):
        p.error(f"--save must end in .zip and hold no ',' or ';' (it goes into a bot spec), not {args.save!r}")
    if args.workers is not None and args.workers < 1:
        p.error(f"--workers must be at least 1, not {args.workers}")
    if importlib.util.find_spec("rich") is None:
        p.error("the evaluation runs tefuda sim, which needs the sim extra: pip install 'tefuda[sim]'")
    from tefuda.core.errors import OptionError
    from tefuda.games import make_game

    args.options = {"players": args.players} if args.players else {}
    if args.game == "daifugo":
        args.options["games"] = 1  # one game per episode: a reward per episode
    try:
        args.num_players = make_game(args.game, args.options).num_players  # bad options fail now
    except OptionError as e:
        p.error(str(e))
    return args


def train(args):
    import torch
    from sb3_contrib import MaskablePPO

    torch.set_num_threads(1)  # small networks: threads only contend on a busy CPU
    holder = {}

    def live_policy(obs, mask):
        # the other seats: the learner's policy as it stands (random until it exists)
        model = holder.get("model")
        if model is None:
            return int(mask.nonzero()[0][0])
        action, _ = model.predict(obs, action_masks=mask, deterministic=False)
        return int(action)

    env = make_env(args.game, args.options, live_policy, args.seed)
    model = MaskablePPO(
        "MlpPolicy",
        env,
        seed=args.seed,
        verbose=0,
        n_steps=min(2048, max(64, args.steps)),
        batch_size=64,
        gamma=0.995,
        ent_coef=0.01,
        device="cpu",
    )
    holder["model"] = model
    model.learn(total_timesteps=args.steps)
    Path(args.save).parent.mkdir(parents=True, exist_ok=True)
    model.save(args.save)
    print(f"trained {model.num_timesteps} self-play steps on {args.game}; saved the model to {args.save}")


def sim_args(args, out: Path) -> list[str]:
    rest = ["normal"] * (args.num_players - 1)
    argv = ["sim", args.game]
    for first in (f"policy:model={args.save}", "random"):
        argv += ["--matchup", ",".join([first, *rest])]
    for k, v in args.options.items():
        argv += ["-o", f"{k}={v}"]
    argv += ["--games", str(args.eval_games), "--seed", str(args.seed), "--out", str(out)]
    if args.workers is not None:
        argv += ["--workers", str(args.workers)]
    return argv


def evaluate(args) -> int:
    out = Path(args.save).with_suffix(".eval.sqlite")
    out.unlink(missing_ok=True)  # the evaluation of the model file just replaced
    argv = sim_args(args, out)
    print(
        f"\nevaluating with tefuda sim (seats rotate; the same command reruns it):\n  tefuda {shlex.join(argv)}\n",
        flush=True,
    )
    done = subprocess.run([sys.executable, "-m", "tefuda.apps.cli", *argv], stdout=subprocess.PIPE, text=True)
    print(done.stdout, end="")
    return done.returncode


def main(argv=None) -> int:
    args = parse_args(argv)
    train(args)
    return evaluate(args)


if __name__ == "__main__":
    raise SystemExit(main())
