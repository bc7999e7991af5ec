"""The one declaration of a YouscoutState's fields; its JSON form and clones follow from it.

`YouscoutState.__init__` (a new game) sets exactly these fields; `to_json`, `from_json`
and `clone` derive from `FIELDS`; tests/games/test_state_fields.py checks every way of
building a state (new, clone, JSON, determinize, redeal).
"""

from __future__ import annotations

from typing import Any

from tefuda.core.fields import LIST, OPT_LIST, RESET, ROWS, Derived, Field, StateFields
from tefuda.games.youscout.actions import parse_action
from tefuda.games.youscout.state import YouscoutState
from tefuda.games.youscout.tables import CODE_TO_INT, DEATH, END, FOOL, MINOR_CODES, PILE_NAMES, major_code


def _card_int(code: str) -> int:
    return END if code in (FOOL, DEATH, "END") else CODE_TO_INT[code]


def _board(drawn: list) -> list[dict]:
    return [{"card": major_code(n), "upright": up} for n, up in drawn]


def _load_board(v: list[dict], game: Any) -> list[tuple[int, bool]]:
    return [(int(b["card"][1:]), bool(b["upright"])) for b in v]


def _load_talon(st: Any, v: list[str]) -> None:
    st.talon = [_card_int(c) for c in reversed(v)]  # the top card last (drawn with pop)


def _load_log(st: Any, v: list[dict]) -> None:
    st.set_log(v)


def _load_replacements(st: Any, v: list[int]) -> None:
    st.repl, st.repl_cl = v


FIELDS = StateFields(
    # from the Game (YouscoutState._attach): the rules variant and its tables
    Field("game", key=None),
    Field("score", key=None),
    Field("simplified", key=None),
    Derived("game", lambda st: "youscout", lambda st, v: None),
    Derived("options", lambda st: dict(st.game.options), lambda st, v: None),
    # the board as drawn (the setup), after the (8)/(11) swap with its forced start, A(p)
    Field("drawn", key="board_drawn", dump=_board, load=_load_board),
    Field("board", key=None),
    Field("forced", key=None),
    Field("vals", key=None),
    Derived(None, None, lambda st, _: st._set_board(st.game, st.drawn)),
    # the initial talon, top first (the record's setup), as the setup names its end slot
    Field("talon_init", key=None),
    Derived(
        "talon0",
        lambda st: st.setup()["talon"],
        lambda st, v: setattr(st, "talon_init", tuple(_card_int(c) for c in v)),
    ),
    Field("end0"),
    Field("given", ROWS, key="reshuffles_given"),
    Field("done", ROWS, key="reshuffles_done"),
    Field("key"),
    Field("_rkey", RESET, key=None),  # a cache: recomputed when asked
    Field("js_stream"),
    Field("js_stream0", missing=None),
    Field("phase"),
    Field("token"),
    Field("start"),
    Field("end_card"),
    Field("terminals_drawn"),
    Field("talon", LIST, key=None),
    Derived(
        "talon",
        lambda st: [(st.end_card or "END") if c == END else MINOR_CODES[c] for c in reversed(st.talon)],
        _load_talon,
    ),
    Field(
        "piles",
        ROWS,
        dump=lambda v: {name: [MINOR_CODES[c] for c in p] for name, p in zip(PILE_NAMES, v)},
        load=lambda v, g: [[CODE_TO_INT[c] for c in v[name]] for name in PILE_NAMES],
    ),
    Field("pending", dump=lambda c: MINOR_CODES[c] if c >= 0 else None, load=lambda v, g: CODE_TO_INT[v] if v else -1),
    Field("repl", key=None),
    Field("repl_cl", key=None),
    Derived("replacements", lambda st: [st.repl, st.repl_cl], _load_replacements),
    Field("win"),
    Field("draws"),
    # events are never changed once logged: clones share them (and the expanded ones)
    Field("events", LIST, key=None),
    Field("_log", OPT_LIST, key=None),
    Derived("log", lambda st: list(st.log), _load_log),
    Field(
        "history",
        LIST,
        dump=lambda v: [[s, str(a)] for s, a in v],
        load=lambda v, g: [(s, parse_action(a)) for s, a in v],
    ),
)

clone_state = FIELDS.cloner(YouscoutState)  # YouscoutState() is a blank


def state_to_json(st: YouscoutState) -> dict:
    return FIELDS.to_json(st)


def state_from_json(game: Any, data: dict) -> YouscoutState:
    return FIELDS.from_json(YouscoutState, game, data, before=lambda st: st._attach(game))
