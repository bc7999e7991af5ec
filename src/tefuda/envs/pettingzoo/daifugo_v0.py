"""PettingZoo AEC environment for daifugo (`env(**rule_options)`); see docs/rl.md."""

from tefuda.envs.pettingzoo import make_env

env, raw_env = make_env("daifugo")
