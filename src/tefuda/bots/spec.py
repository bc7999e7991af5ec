"""Bot specs: the one parser and the one builder of CPU players. `tefuda play --bot/--level`,
`tefuda sim --bots`, `tefuda ladder --bot`, the browser's CPU seats, the Gymnasium
opponents and the terminal all build their bots here.

A spec is text:
- a level, `easy` / `normal` / `hard`: the bot the game's descriptor names for it (its
  parameters may be overridden: `hard:iterations=200`);
- a bot of the game (its descriptor's `bots`), or a generic one: `random`, `ismcts`
  (the search bot), `prefer`, `policy` — with parameters `NAME:k=v;k=v`, where a value
  reads as an integer, a number, `true` / `false`, or else as text;
- `prefer:TEXT|TEXT|...` (a fixed policy, see `tefuda.bots.prefer.PreferBot`);
- `policy:model=FILE.zip[;deterministic=false]` (a saved MaskablePPO model, see
  `tefuda.envs.policy_spec`).
A game's own bot wins over a generic one or a level of the same name.

Levels are easy / normal / hard in every game; budgets are iteration counts, not
seconds, so a seeded game replays exactly (docs/bots.md has the ladders that chose them).
"""

from __future__ import annotations

from typing import Any

from tefuda.core.descriptor import LEVEL_NAMES, load_ref
from tefuda.core.errors import OptionError

# Generic bots any game may use, by name; loaded only when asked for (the policy bot is
# part of the RL layer and needs torch).
GENERIC = {
    "random": "tefuda.bots.base:RandomBot",
    "ismcts": "tefuda.bots.ismcts:ISMCTSBot",
    "prefer": "tefuda.bots.prefer:PreferBot",
    "policy": "tefuda.envs.policy_spec:make_policy_bot",
}
USAGE = "a level (easy, normal, hard), a bot name, NAME:k=v;k=v, prefer:TEXT|TEXT, policy:model=FILE"

# the texts of the keys raised here: tefuda.bots.messages (bot.*) and tefuda.core.i18n (bot.unknown)


def _value(text: str) -> Any:
    """A parameter value: an integer, a number, true / false, or else the text itself."""
    for conv in (int, float):
        try:
            return conv(text)
        except ValueError:
            pass
    low = text.lower()
    if low in ("true", "false"):
        return low == "true"
    return text


def parse_spec(spec: str) -> tuple[str, dict]:
    """`"ismcts:iterations=200;keep=false"` → ("ismcts", {"iterations": 200, "keep": False});
    `"prefer:start 2|draw"` → ("prefer", {"order": ("start 2", "draw")})."""
    if not isinstance(spec, str):
        raise OptionError("bot.spec_text", spec=str(spec))
    name, _, arg = spec.partition(":")
    name = name.strip()
    if not name:
        raise OptionError("bot.spec_no_name", spec=spec)
    if name == "prefer":
        order = tuple(arg.split("|"))
        for item in order:
            cond = item.rpartition("?")[0]
            if cond and any("=" not in c for c in cond.split("&")):
                raise OptionError("bot.spec_condition", spec=spec, cond=cond)
        return name, {"order": order}
    params: dict = {}
    for part in filter(None, (p.strip() for p in arg.split(";"))):
        if "=" not in part:
            raise OptionError("bot.param_form", spec=spec, param=part)
        k, v = part.split("=", 1)
        params[k.strip()] = _value(v.strip())
    return name, params


def _unpack(entry) -> tuple[str, dict]:
    """A descriptor's level entry: a bot name, or {"bot": name, **params}."""
    if isinstance(entry, str):
        return entry, {}
    entry = dict(entry)
    return entry.pop("bot"), entry


def level_spec(game_name: str, level: str) -> tuple[str, dict]:
    """(bot name, parameters) that plays `level` in `game_name` (its descriptor's levels)."""
    from tefuda.games import descriptor

    if level not in LEVEL_NAMES:
        raise OptionError("bot.level", level=level, known=", ".join(LEVEL_NAMES))
    return _unpack(descriptor(game_name).levels[level])


def known_bots(game_name: str) -> list[str]:
    """What a spec may name in this game (for error messages and help)."""
    from tefuda.games import descriptor

    own = list(descriptor(game_name).bots)
    return own + [n for n in (*LEVEL_NAMES, *GENERIC) if n not in own]


def resolve(game_name: str, spec: str) -> tuple[str, dict]:
    """A spec → (bot name, parameters) with levels mapped to their bots; OptionError for
    a name the game does not know."""
    from tefuda.games import descriptor

    name, params = parse_spec(spec)
    own = descriptor(game_name).bots
    if name in LEVEL_NAMES and name not in own:
        name, base = level_spec(game_name, name)
        params = {**base, **params}
    if name not in own and name not in GENERIC:
        known = ", ".join(known_bots(game_name))
        raise OptionError("bot.unknown", game=game_name, bot=name, known=known)
    return name, params


def build_bot(game_name: str, name: str, params: dict, game, seat: int, seed: int | None = None):
    """The bot `name` (the game's own first, else a generic one) with `params`."""
    from tefuda.games import descriptor

    own = descriptor(game_name).bots
    if name in own:
        return own[name](game, seat, seed=seed, **params)
    if name in GENERIC:
        return load_ref(GENERIC[name])(game, seat, seed=seed, **params)
    known = ", ".join(known_bots(game_name))
    raise OptionError("bot.unknown", game=game_name, bot=name, known=known)


def make_bot(game_name: str, spec: str, game, seat: int, seed: int | None = None):
    """The bot a spec names, in `seat` of `game` (a rules variant of `game_name`)."""
    name, params = resolve(game_name, spec)
    try:
        return build_bot(game_name, name, params, game, seat, seed)
    except TypeError as e:  # a parameter the bot's constructor does not take
        raise OptionError("bot.params", spec=spec, error=str(e)) from None


def make_level_bot(game_name: str, level: str, game, seat: int, seed: int | None = None):
    """The bot that plays `level` of `game_name` in `seat` (OptionError for a bad level)."""
    name, params = level_spec(game_name, level)
    return build_bot(game_name, name, params, game, seat, seed)


def check_spec(game_name: str, spec: str, game, seat: int = 0) -> None:
    """Build the bot once, so a bad name or parameter fails before any game is played."""
    make_bot(game_name, spec, game, seat, seed=0)
