"""Train a masked-PPO agent on Diving against the heuristic bot, then evaluate it.

    pip install "tefuda[rl]" sb3-contrib torch   # see docs/rl.md for a CPU-only torch
    python examples/rl_diving_ppo.py --minutes 3 --eval-games 400

Training: `tefuda.envs.gym.SingleAgentEnv("diving", opponents="heuristic")` (the agent
sits at seat 0; who dives first is random, DIV-7), sb3-contrib `MaskablePPO` with the
env's `action_masks()`. Evaluation: the trained policy becomes an ordinary tefuda bot
(`tefuda.envs.agent.PolicyBot`) and plays the heuristic bot through
`tefuda.bots.play_game` on fresh deals, both seats; a random bot plays the same deals
as a baseline. (`tefuda sim` takes bot names from the game packages, so a trained
model cannot be named there yet: the evaluation loop is here instead.)
"""

from __future__ import annotations

import argparse
import random
import time

import torch
from sb3_contrib import MaskablePPO
from stable_baselines3.common.callbacks import BaseCallback

from tefuda.bots import play_game
from tefuda.envs.agent import PolicyBot, sb3_policy
from tefuda.envs.gym import SingleAgentEnv
from tefuda.games import make_bot, make_game


class TimeBudget(BaseCallback):
    """Stop training after `seconds` of wall-clock time."""

    def __init__(self, seconds: float):
        super().__init__()
        self.seconds = seconds
        self.start = time.perf_counter()

    def _on_step(self) -> bool:
        return time.perf_counter() - self.start < self.seconds


def evaluate(game, make_agent, games: int, seed: int) -> dict:
    """Score of the agent vs the heuristic bot: win 1, draw 0.5, loss 0 (state.returns)."""
    score = wins = draws = 0.0
    for i in range(games):
        agent_seat = i % 2  # both seats on alternate deals
        bots = [None, None]
        bots[agent_seat] = make_agent(game, agent_seat, seed + i)
        bots[1 - agent_seat] = make_bot("diving", "heuristic", game, 1 - agent_seat, seed=seed + 10_000 + i)
        state = play_game(game.new_state(seed=seed + i), bots, rng=random.Random(i))
        r = state.returns()[agent_seat]
        score += r
        wins += r == 1.0
        draws += r == 0.5
    return {"score": score / games, "wins": wins / games, "draws": draws / games, "games": games}


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--minutes", type=float, default=3.0, help="training time budget")
    p.add_argument("--max-steps", type=int, default=10_000_000, help="training steps at most")
    p.add_argument("--eval-games", type=int, default=400)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--save", default=None, help="save the model to this path (.zip)")
    args = p.parse_args(argv)

    torch.set_num_threads(1)  # small networks: threads only contend on a busy CPU
    env = SingleAgentEnv("diving", seat=0, opponents="heuristic")
    env.reset(seed=args.seed)
    model = MaskablePPO("MlpPolicy", env, seed=args.seed, verbose=0, n_steps=2048, batch_size=256,
                        gamma=0.995, ent_coef=0.01, device="cpu")
    t0 = time.perf_counter()
    model.learn(total_timesteps=args.max_steps, callback=TimeBudget(args.minutes * 60))
    trained = time.perf_counter() - t0
    print(f"trained {model.num_timesteps} steps in {trained:.0f} s ({model.num_timesteps / trained:.0f} steps/s)")
    if args.save:
        model.save(args.save)

    game = make_game("diving", {})
    policy = sb3_policy(model)
    ppo = evaluate(game, lambda g, s, sd: PolicyBot(g, s, seed=sd, policy=policy), args.eval_games, 1_000_000)
    rnd = evaluate(game, lambda g, s, sd: make_bot("diving", "random", g, s, seed=sd), args.eval_games, 1_000_000)
    for name, res in (("masked PPO", ppo), ("random", rnd)):
        print(f"{name:>10} vs heuristic over {res['games']} deals: score {res['score']:.3f} "
              f"(wins {res['wins']:.1%}, draws {res['draws']:.1%})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
