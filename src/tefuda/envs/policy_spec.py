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
    raise OptionError("policy.deterministic", value=value, spec=spec_text)


def load_model(path: str | Path):
    """The MaskablePPO model saved at `path`, loaded at most once per process and file version."""
    p = Path(str(path)).expanduser()
    if not p.is_file():
        raise OptionError("policy.no_file", model=str(path), where=str(p.resolve()))
    resolved = str(p.resolve())
    st = p.stat()
    version = (st.st_mtime_ns, st.st_size)
    cached = _MODELS.get(resolved)
    if cached is not None and cached[0] == version:
        return cached[1]
    try:
        from sb3_contrib import MaskablePPO
    except ModuleNotFoundError as e:
        raise OptionError("policy.no_sb3", bot=NAME, missing=str(e.name), extra=EXTRA) from None
    try:
        model = MaskablePPO.load(resolved, device="cpu")
    except Exception as e:  # noqa: BLE001 - zipfile, pickle, torch and sb3 all raise their own kinds
        raise OptionError("policy.bad_model", model=str(path), error=f"{type(e).__name__}: {e}") from None
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
            "policy.mismatch",
            model=path,
            game=game.name,
            obs_shape=obs_shape,
            n_actions=n_actions,
            want_obs=want_obs,
            want_n=want_n,
        )


def make_policy_bot(game, seat: int, seed: int | None = None, **params: Any):
    """A `PolicyBot` for `seat` playing the model named by `params["model"]`."""
    spec_text = f"{NAME}:" + ";".join(f"{k}={v}" for k, v in params.items())
    unknown = sorted(set(params) - {"model", "deterministic"})
    if unknown:
        raise OptionError("policy.bad_param", spec=spec_text, param=unknown[0], usage=USAGE)
    if "model" not in params or not str(params["model"]).strip():
        raise OptionError("policy.no_model", bot=NAME, usage=USAGE)
    deterministic = _flag(params.get("deterministic", True), spec_text)
    path = str(params["model"]).strip()
    model = load_model(path)
    try:
        from tefuda.envs.agent import PolicyBot, sb3_policy
    except ModuleNotFoundError as e:  # numpy / gymnasium: the rl extra
        raise OptionError("policy.no_extra", bot=NAME, missing=str(e.name), extra=EXTRA) from None
    # sampling (deterministic=false) draws from its own stream seeded by the bot's seed
    policy = sb3_policy(model, deterministic=deterministic, rng=random.Random(seed))
    bot = PolicyBot(game, seat, seed=seed, policy=policy)
    check_model(model, game, bot.encoding, path)
    return bot
