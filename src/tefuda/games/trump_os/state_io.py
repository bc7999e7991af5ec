"""The one declaration of a TrumpOSState's fields; its JSON form and clones follow from it.

`TrumpOSState.__init__` (a new game) sets exactly these fields; `to_json`, `from_json`
and `clone` derive from `FIELDS`, and tests/games/test_state_fields.py checks that every
way of building a state (new, clone, JSON, determinize, redeal) sets exactly them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tefuda.core.cards import Card
from tefuda.core.fields import LIST, OPT_LIST, OPT_ROWS, ROWS, Derived, Field, StateFields
from tefuda.games.trump_os.actions import parse_action
from tefuda.games.trump_os.observe import copy_setup
from tefuda.games.trump_os.state import TrumpOSState, steps_of

if TYPE_CHECKING:
    from tefuda.games.trump_os.game import TrumpOS

_parse = Card.parse


def _codes(cards: list[Card]) -> list[str]:
    return [c.code for c in cards]


def _cards(codes: list[str], game: Any = None) -> list[Card]:
    return [_parse(c) for c in codes]


def _code_or_none(card: Card | None) -> str | None:
    return None if card is None else card.code


def _load_log(st: Any, v: list[dict]) -> None:
    st.set_log([dict(e) for e in v])


def _derive_target(st: Any, _: None) -> None:
    st.target = None if st.target_card is None else st.target_card.rank % 13  # TOS-11


FIELDS = StateFields(
    # from the Game (TrumpOSState._attach): the rules variant and what it fixes
    Field("game", key=None),
    Field("n", key=None),
    Field("spade_sub", key=None),
    Field("step_mode", key=None),
    Field("max_turns", key=None),
    Field("phase"),
    Field("hands", ROWS, dump=lambda v: [_codes(h) for h in v], load=lambda v, g: [_cards(h) for h in v]),
    # per seat: None until submitted (TOS-10), then its sealed (card, address) pairs
    Field(
        "sealed",
        OPT_ROWS,
        dump=lambda v: [None if s is None else [[c.code, a] for c, a in s] for s in v],
        load=lambda v, g: [None if s is None else [(_parse(c), a) for c, a in s] for s in v],
    ),
    Field(
        "memory",
        ROWS,
        dump=lambda v: [[_code_or_none(c) for c in cells] for cells in v],
        load=lambda v, g: [[None if c is None else _parse(c) for c in cells] for cells in v],
    ),
    Field("r", LIST, key="R"),
    Field("pc", LIST, key="PC"),
    Field("deck", LIST, dump=_codes, load=_cards),
    Field("discard", LIST, dump=_codes, load=_cards),
    Field("target_card", dump=_code_or_none, load=lambda v, g: None if v is None else _parse(v)),
    Field("target", key=None),
    Derived(None, None, _derive_target),
    # TOS-9 who starts: the setup's `first` (read once the setup is loaded; a setup
    # without it was written when seat 0 always started)
    Field("first", key=None),
    Derived(None, None, lambda st, _: setattr(st, "first", st.setup0.get("first", 0))),
    Field("current"),
    Field("turn"),
    Field("executing"),
    Field("steps_left"),
    Field("winner"),
    # the deal as a record setup (shared by clones: never changed), and the reshuffle
    # orders it fixes (TOS-15), read from it
    Field("setup0", key="setup", dump=copy_setup, load=lambda v, g: copy_setup(v)),
    Field("reshuffles", key=None),
    Derived(None, None, lambda st, _: setattr(st, "reshuffles", [_cards(o) for o in st.setup0.get("reshuffles", [])])),
    Field("reshuffle_count"),
    Field("shuffle_seed"),
    # events and executed steps are never changed once made: clones share them (and the
    # expanded ones); JSON has the log as dicts, and the latest slice's steps as records
    Field("events", LIST, key=None),
    Field("_log", OPT_LIST, key=None),
    Derived("log", lambda st: list(st.log), _load_log),
    Field("last_keys", LIST, key="last_steps", dump=steps_of, load=lambda v, g: [list(e) for e in v]),
    Field("last_seat"),
    Field(
        "history",
        LIST,
        dump=lambda v: [[s, a.text] for s, a in v],
        load=lambda v, g: [(s, parse_action(a)) for s, a in v],
    ),
)

clone_state = FIELDS.cloner(TrumpOSState)  # TrumpOSState() is a blank


def state_to_json(st: TrumpOSState) -> dict:
    return FIELDS.to_json(st)


def state_from_json(game: TrumpOS, data: dict) -> TrumpOSState:
    return FIELDS.from_json(TrumpOSState, game, data, before=lambda st: st._attach(game))
