"""The one declaration of a DivingState's fields; its JSON form and clones follow from it.

`DivingState.__init__` (a new game) sets exactly these fields; `to_json`, `from_json`
(and so determinize, which builds the JSON form of a sampled state) and `clone` derive
from `FIELDS`; tests/games/test_state_fields.py checks every way of building a state.
"""

from __future__ import annotations

from typing import Any

from tefuda.core.cards import Card
from tefuda.core.fields import LIST, ROWS, Derived, Field, StateFields
from tefuda.games.diving import actions
from tefuda.games.diving.rules import DIVE, OVER, RETURNING, value_sum
from tefuda.games.diving.state import DivingGame, DivingState

PHASES = {DIVE: DIVE, RETURNING: RETURNING, OVER: OVER}


def _codes(cards: Any) -> list[str]:
    return [c.code for c in cards]


def _cards(codes: Any, game: Any = None) -> list[Card]:
    return [Card.parse(c) for c in codes]


def _rows(v: list[list[Card]]) -> list[list[str]]:
    return [_codes(r) for r in v]


def _load_rows(v: list[list[str]], game: Any) -> list[list[Card]]:
    return [_cards(r) for r in v]


def _setup_of(deal: tuple) -> dict:
    hand0, hand1, bonus, deck, first = deal
    return {"hands": [_codes(hand0), _codes(hand1)], "bonus": _codes(bonus), "deck": _codes(deck), "first": first}


def _deal_of(setup: dict, game: Any) -> tuple:
    return (
        *(tuple(_cards(h)) for h in setup["hands"]),
        tuple(_cards(setup["bonus"])),
        tuple(_cards(setup["deck"])),
        setup["first"],
    )


def _derive_depths(st: Any, _: None) -> None:
    st.depths = [value_sum(p) for p in st.dives]  # DIV-4, cached


FIELDS = StateFields(
    Field("game", key=None),
    Field("steal_rule", key=None),  # from the Game (DivingState._attach)
    Field("hands", ROWS, dump=_rows, load=_load_rows),  # DIV-3 per seat
    Field("dives", ROWS, dump=_rows, load=_load_rows),  # per seat: the dive pile
    Field("depths", LIST, key=None),
    Derived(None, None, _derive_depths),
    Field("fields", ROWS, dump=_rows, load=_load_rows),  # per seat: treasures taken
    Field("bonus", LIST, dump=_codes, load=_cards),  # outside, in the order dealt
    # the deck's top card is last in the state (pop reveals it) and first in the JSON
    Field("deck", LIST, dump=lambda v: _codes(reversed(v)), load=lambda v, g: _cards(reversed(v))),
    Field("first"),
    Field("turn"),
    Field("turn_no"),
    Field("phase", load=lambda v, g: PHASES[v]),
    Field("treasure", dump=lambda c: c.code if c else None, load=lambda v, g: Card.parse(v) if v else None),
    Field("taker"),
    # return payments (tuples of cards), sealed until both are in
    Field(
        "sealed",
        LIST,
        dump=lambda v: [None if s is None else _codes(s) for s in v],
        load=lambda v, g: [None if s is None else tuple(_cards(s)) for s in v],
    ),
    Field("drowned", LIST),
    # events are never changed once logged: clones share them
    Field("log", LIST, load=lambda v, g: [dict(e) for e in v]),
    Field(
        "history",
        LIST,
        dump=lambda v: [[s, str(a)] for s, a in v],
        load=lambda v, g: [(s, actions.parse(a)) for s, a in v],
    ),
    # the deal as it was (cards; shared by clones: never changed), the record's setup
    Field("_deal", key="setup", dump=_setup_of, load=_deal_of),
)

clone_state = FIELDS.cloner(DivingState)  # DivingState() is a blank


def state_to_json(st: DivingState) -> dict:
    return FIELDS.to_json(st)


def state_from_json(game: DivingGame, data: dict) -> DivingState:
    return FIELDS.from_json(DivingState, game, data, before=lambda st: st._attach(game))
