"""PettingZoo AEC environment for trump_os (`env(**rule_options)`); see docs/rl.md."""

from tefuda.envs.pettingzoo import make_env

env, raw_env = make_env("trump_os")
