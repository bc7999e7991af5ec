"""RL and research adapters (the optional extra `pip install tefuda[rl]`).

- `tefuda.envs.pettingzoo` — PettingZoo AEC environments: `daifugo_v0`, `trump_os_v0`,
  `youscout_v0`, `diving_v0`, `egyptian_war_v0` (`.env(**rule_options)`).
- `tefuda.envs.gym` — Gymnasium: `tefuda/Youscout-v0` and `SingleAgentEnv` (any game
  against fixed tefuda bots), both with `action_masks()`.
- `tefuda.envs.openspiel` — `pyspiel` games `python_tefuda_<game>`.
- `tefuda.envs.bench` — adapter overhead cases for `tefuda bench`.

These modules translate between the engines and the frameworks; every rule stays in
`tefuda.games`. Importing `tefuda.envs` itself loads none of the frameworks.
"""

from tefuda.envs import messages as _messages  # noqa: F401,E402  (registers the adapters' texts; no framework)
