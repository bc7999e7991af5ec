"""The bot spec `policy:model=FILE[;deterministic=false]`: a saved sb3-contrib
`MaskablePPO` model (.zip) playing as a `PolicyBot` wherever bot specs are read
(the one builder, `tefuda.bots.spec`: `tefuda sim`, `tefuda play --bot`, `tefuda ladder --bot`, gym opponents).

Everything heavy (numpy, torch, sb3-contrib) is imported only when the spec is used, so
the core stays installable without the rl extras; a missing extra, a missing file or a
model built for another encoding is an `OptionError` when the first bot is built — which
`tefuda sim` and `tefuda ladder` do once before any game is played.

A model is loaded once per process and kept, keyed by its resolved path, modification
time and size: every game of a run reuses it, and a file overwritten between runs in the
same process (a notebook retraining) is read again. Pool workers forked after the check
inherit the loaded model; spawned or Ray workers load it themselves from the same path.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from tefuda.core.errors import OptionError

NAME = "policy"
USAGE = "policy:model=FILE.zip[;deterministic=true|false]"
EXTRA = "pip install 'tefuda[rl-train]'"

_MODELS: dict[str, tuple[tuple[int, int], Any]] = {}  # resolved path → ((mtime_ns, size), model)


def _flag(value: Any, spec_text: str) -> bool:
    """`deterministic=` as parsed by either spec parser (bool, 0/1 or text)."""
    if isinstance(value, bool):
        return value
    text = str(value).strip().lower()
    if text in ("true", "1", "yes"):
        return True
    if text in ("false", "0", "no"):
        return False
    raise OptionError(f"deterministic={value!r} in {spec_text} must be true or false", "policy.bad_param",
                      param="deterministic", value=str(value))


def load_model(path: str | Path):
    """The MaskablePPO model saved at `path`, loaded at most once per process and file version."""
    p = Path(str(path)).expanduser()
    if not p.is_file():
        raise OptionError(f"policy model file {str(path)!r} not found (looked for {p.resolve()})",
                          "policy.no_file", model=str(path))
    resolved = str(p.resolve())
    st = p.stat()
    version = (st.st_mtime_ns, st.st_size)
    cached = _MODELS.get(resolved)
    if cached is not None and cached[0] == version:
        return cached[1]
    try:
        from sb3_contrib import MaskablePPO
    except ModuleNotFoundError as e:
        raise OptionError(f"the {NAME} bot needs sb3-contrib and torch ({e.name} is not installed): {EXTRA}",
                          "policy.no_extra", missing=str(e.name)) from None
    try:
        model = MaskablePPO.load(resolved, device="cpu")
    except Exception as e:  # noqa: BLE001 - zipfile, pickle, torch and sb3 all raise their own kinds
        raise OptionError(f"cannot load {str(path)!r} as a MaskablePPO model: {type(e).__name__}: {e}",
                          "policy.bad_model", model=str(path)) from None
    _MODELS[resolved] = (version, model)  # replaces an older version of the same file
    return model


def check_model(model, game, encoding, path: str) -> None:
    """The model must read this game's observations and write its tokens: same vector
    length as `encoding.layout`, a Discrete action space of `encoding.codec.size`."""
    obs_shape = tuple(getattr(model.observation_space, "shape", None) or ())
    n_actions = getattr(model.action_space, "n", None)
    want_obs, want_n = (encoding.layout.size,), encoding.codec.size
    if obs_shape != want_obs or n_actions is None or int(n_actions) != want_n:
        raise OptionError(
            f"model {path!r} does not fit {game.name} with these options: it reads observations of shape "
            f"{obs_shape} and chooses among {n_actions} tokens, but {game.name}'s encoding has shape "
            f"{want_obs} and {want_n} tokens (was it trained on another game or rule variant?)",
            "policy.mismatch", model=path, game=game.name)


def make_policy_bot(game, seat: int, seed: int | None = None, **params: Any):
    """A `PolicyBot` for `seat` playing the model named by `params["model"]`."""
    spec_text = f"{NAME}:" + ";".join(f"{k}={v}" for k, v in params.items())
    unknown = sorted(set(params) - {"model", "deterministic"})
    if unknown:
        raise OptionError(f"{spec_text}: unknown parameter {unknown[0]!r}; the form is {USAGE}",
                          "policy.bad_param", param=unknown[0])
    if "model" not in params or not str(params["model"]).strip():
        raise OptionError(f"the {NAME} bot needs the model file: {USAGE}, e.g. policy:model=runs/ppo_diving.zip",
                          "policy.no_model")
    deterministic = _flag(params.get("deterministic", True), spec_text)
    path = str(params["model"]).strip()
    model = load_model(path)
    try:
        from tefuda.envs.agent import PolicyBot, sb3_policy
    except ModuleNotFoundError as e:  # numpy / gymnasium: the rl extra
        raise OptionError(f"the {NAME} bot needs the rl extras ({e.name} is not installed): {EXTRA}",
                          "policy.no_extra", missing=str(e.name)) from None
    # sampling (deterministic=false) draws from its own stream seeded by the bot's seed
    policy = sb3_policy(model, deterministic=deterministic, rng=random.Random(seed))
    bot = PolicyBot(game, seat, seed=seed, policy=policy)
    check_model(model, game, bot.encoding, path)
    return bot
