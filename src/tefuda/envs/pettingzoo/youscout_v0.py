"""PettingZoo AEC environment for youscout (`env(**rule_options)`); see docs/rl.md."""

from tefuda.envs.pettingzoo import make_env

env, raw_env = make_env("youscout")
