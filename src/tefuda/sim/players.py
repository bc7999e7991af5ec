"""Bot specs for simulations: `NAME`, a level (`easy`/`normal`/`hard`), `NAME:k=v;k=v`
(constructor parameters; `ismcts` is the generic search bot), `prefer:TEXT|TEXT|...` (a
fixed policy, see `PreferBot`) or `policy:model=FILE.zip` (a saved MaskablePPO model, see
`tefuda.envs.policy_spec`).

Bots other than `prefer` are built by `tefuda.bots.levels.build_bot`, the builder
`tefuda ladder --bot` uses too: game bots come from the game package (`BOTS`, `LEVELS`)
through `tefuda.games.make_bot`.
"""

from __future__ import annotations

from typing import Any, Sequence

from tefuda.bots.base import Bot


class PreferBot(Bot):
    """A fixed policy written as action texts: take the first legal action whose text
    equals (or starts with) one of the preferences, in the order given; otherwise a
    uniformly random legal action. Game-agnostic: it reads only the legal actions and,
    for conditional preferences, top-level fields of its own view.

    A preference `KEY=VALUE?TEXT` (conditions joined by `&`) applies only when
    `str(view[KEY]) == VALUE`. Example (Youscout): `prefer:start 2|start 5|token=1?stay|move`
    starts on place 2 when allowed, else 5; after a lower sword it stays on place 1 and
    moves elsewhere; it draws otherwise (the only choice)."""

    name = "prefer"

    def __init__(self, game, seat: int, seed: int | None = None, order: Sequence[str] = (), **params: Any):
        super().__init__(game, seat, seed=seed, **params)
        self.order = []
        for item in order:
            cond, _, text = item.strip().rpartition("?")
            tests = [c.split("=", 1) for c in cond.split("&") if c.strip()] if cond else []
            if text.strip():
                self.order.append(([(k.strip(), v.strip()) for k, v in tests], text.strip()))

    def act(self, view: dict, legal: Sequence) -> Any:
        texts = [str(a) for a in legal]
        for tests, want in self.order:
            if any(str(view.get(k)) != v for k, v in tests):
                continue
            for a, t in zip(legal, texts):
                if t == want:
                    return a
            for a, t in zip(legal, texts):
                if t.startswith(want + " "):
                    return a
        return legal[self.rng.randrange(len(legal))]


def _value(text: str) -> Any:
    for conv in (int, float):
        try:
            return conv(text)
        except ValueError:
            pass
    low = text.lower()
    if low in ("true", "false"):
        return low == "true"
    return text


def parse_bot_spec(spec: str) -> tuple[str, dict]:
    """`"ismcts:iterations=200;c=0.7"` → ("ismcts", {"iterations": 200, "c": 0.7})."""
    from tefuda.sim.spec import SimError

    name, _, arg = spec.partition(":")
    name = name.strip()
    if not name:
        raise SimError(f"bot spec {spec!r} has no name", "sim.bot_spec", spec=spec)
    if name == "prefer":
        order = tuple(arg.split("|"))
        for item in order:
            cond = item.rpartition("?")[0]
            if cond and any("=" not in c for c in cond.split("&")):
                raise SimError(f"condition {cond!r} in {spec!r} must be KEY=VALUE[&KEY=VALUE]",
                               "sim.bot_spec", spec=spec)
        return name, {"order": order}
    params: dict = {}
    for part in filter(None, (p.strip() for p in arg.split(";"))):
        if "=" not in part:
            raise SimError(f"bot parameter {part!r} in {spec!r} must be NAME=VALUE", "sim.bot_spec", spec=spec)
        k, v = part.split("=", 1)
        params[k.strip()] = _value(v.strip())
    return name, params


def resolve(game_name: str, mod, spec: str) -> tuple[str, dict]:
    """A spec → (bot name in the game's BOTS or "prefer"/"random", params); levels mapped."""
    from tefuda.sim.spec import SimError

    name, params = parse_bot_spec(spec)
    if name in ("easy", "normal", "hard") and name not in getattr(mod, "BOTS", {}):
        from tefuda.bots.levels import level_spec  # the shared level table (hard may be ISMCTS)

        name, extra = level_spec(game_name, name)
        params = {**extra, **params}
    if name in ("prefer", "random", "ismcts", "policy") or name in getattr(mod, "BOTS", {}):
        return name, params
    known = ", ".join([*getattr(mod, "BOTS", {}), "easy", "normal", "hard", "ismcts", "prefer:...",
                       "policy:model=FILE"])
    raise SimError(f"{game_name} has no bot {name!r}; bots: {known}", "bot.unknown", game=game_name,
                   bot=name, known=known)


def make_player(game_name: str, mod, game, seat: int, spec: str, seed: int) -> Bot:
    from tefuda.bots.levels import build_bot  # the same builder as `tefuda ladder --bot`

    name, params = resolve(game_name, mod, spec)
    if name == "prefer":
        return PreferBot(game, seat, seed=seed, **params)
    return build_bot(game_name, name, params, game, seat, seed)


def check_bot_spec(game_name: str, mod, game, seat: int, spec: str) -> None:
    """Build the bot once so a bad name or parameter fails before any game is played."""
    from tefuda.sim.spec import SimError

    try:
        make_player(game_name, mod, game, seat, spec, seed=0)
    except TypeError as e:
        raise SimError(f"bot {spec!r} rejects its parameters: {e}", "sim.bot_params", spec=spec) from None
