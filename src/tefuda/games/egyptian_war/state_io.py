"""The one declaration of an EgyptianWarState's fields; its JSON form and clones follow
from it.

`EgyptianWarState.__init__` (a new game) sets exactly these fields; `to_json`,
`from_json` and `clone` derive from `FIELDS`; tests/games/test_state_fields.py checks
every way of building a state (new, clone, JSON, determinize, redeal).
"""

from __future__ import annotations

import re
import sys
from array import array
from typing import Any

from tefuda.core.fields import DICT, LIST, OPT_LIST, ROWS, Derived, Field, StateFields
from tefuda.core.protocol import CLOCK
from tefuda.games.egyptian_war.rules import CODES, INDEX
from tefuda.games.egyptian_war.state import EgyptianWarState


def _codes(cards: list[int]) -> list[str]:
    return [CODES[c] for c in cards]


def _ints(codes: list[str], game: Any = None) -> list[int]:
    return [INDEX[c] for c in codes]


def pack_history(history: list) -> str:
    """Actions as one compact string: "p0" play by seat 0, "s1" slap by seat 1, "c" close."""
    return "".join("c" if a == "close" else a[0] + str(s) for s, a in history)


def _unpack_history(text: str) -> list:
    return [
        (CLOCK, "close") if t == "c" else (int(t[1]), "play" if t[0] == "p" else "slap")
        for t in _HISTORY_TOKEN.findall(text)
    ]


_HISTORY_TOKEN = re.compile(r"c|[ps]\d")


def _load_history(st: Any, text: str) -> None:
    st.history = _unpack_history(text)
    st._packed = (len(st.history), text)


def _pack_seen(seen: dict[int, int]) -> list[str]:
    """Situations seen once / twice as two hex strings of 64-bit hashes (compact JSON)."""
    once = array("q", [k for k, v in seen.items() if v == 1])
    twice = array("q", [k for k, v in seen.items() if v >= 2])
    if sys.byteorder == "big":  # the text is little-endian everywhere
        once.byteswap()
        twice.byteswap()
    return [once.tobytes().hex(), twice.tobytes().hex()]


def _unpack_seen(packed: list[str], game: Any = None) -> dict[int, int]:
    seen = {}
    for times, text in enumerate(packed, start=1):
        keys = array("q", bytes.fromhex(text))
        if sys.byteorder == "big":
            keys.byteswap()
        seen.update(dict.fromkeys(keys, times))
    return seen


def _derive_total(st: Any, _: None) -> None:
    st.total = sum(len(d) for d in st.decks) + len(st.pile) + len(st.penalty)  # conserved


def _result(r: dict | None) -> dict | None:
    return None if r is None else dict(r, cards=list(r["cards"]))


FIELDS = StateFields(
    Field("game", key=None),
    Field("limit", key=None),  # from the Game (EgyptianWarState._attach)
    Field("decks", ROWS, dump=lambda v: [_codes(d) for d in v], load=lambda v, g: [_ints(d) for d in v]),
    Field("pile", LIST, dump=_codes, load=_ints),
    Field("penalty", LIST, dump=_codes, load=_ints),
    Field("total", key=None),
    Derived(None, None, _derive_total),
    Field("turn"),
    Field("window"),
    Field("slapped", LIST),
    Field("taken_by"),
    Field("challenge", OPT_LIST),
    Field("reveals"),
    Field("last_player"),
    Field("seen", DICT, dump=_pack_seen, load=_unpack_seen),  # EW-15 situation → times seen
    # the result, once over (set once: clones share it)
    Field("result_", key="result", dump=_result, load=lambda v, g: v),
    # events are never changed once logged: clones share them
    Field("log", LIST, load=lambda v, g: [dict(e) for e in v]),
    # the history, and its packed text so far (the JSON packs only what is new)
    Field("history", LIST, key=None),
    Field("_packed", key=None),
    Derived("history", lambda st: st._packed_history(), _load_history),
    Field(
        "_setup",
        key="setup",
        dump=lambda v: {"decks": [list(d) for d in v["decks"]], "first": v["first"]},
        load=lambda v, g: v,
    ),
)

clone_state = FIELDS.cloner(EgyptianWarState)  # EgyptianWarState() is a blank


def state_to_json(st: EgyptianWarState) -> dict:
    return FIELDS.to_json(st)


def state_from_json(game: Any, data: dict) -> EgyptianWarState:
    return FIELDS.from_json(EgyptianWarState, game, data, before=lambda st: st._attach(game))
