"""PettingZoo AEC environment for egyptian_war (`env(**rule_options)`); see docs/rl.md."""

from tefuda.envs.pettingzoo import make_env

env, raw_env = make_env("egyptian_war")
