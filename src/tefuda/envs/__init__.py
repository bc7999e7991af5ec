"""RL and research adapters (the optional extra `pip install tefuda[rl]`).

- `tefuda.envs.pettingzoo` — PettingZoo AEC environments `<game>_v0` for every game with
  an RL encoding (`from tefuda.envs.pettingzoo import NAME_v0; NAME_v0.env(**rule_options)`).
- `tefuda.envs.gym` — Gymnasium: `SingleAgentEnv` (any game against fixed tefuda bots),
  registered as each game's `tefuda/NAME-v0`, with `action_masks()`.
- `tefuda.envs.openspiel` — `pyspiel` games `python_tefuda_<game>`.
- `tefuda.envs.bench` — adapter overhead cases for `tefuda bench`.
- `tefuda.envs.encodings` — `encoding_for(NAME or Game)`: a game's action tokens
  (`action_text` / `action_token`) and observation parts (`layout.describe()`);
  `python -m tefuda.envs.describe NAME` prints them.

These modules translate between the engines and the frameworks; every rule stays in
`tefuda.games`. Importing `tefuda.envs` itself loads none of the frameworks.
"""

from tefuda.envs import messages as _messages  # noqa: F401,E402  (registers the adapters' texts; no framework)
