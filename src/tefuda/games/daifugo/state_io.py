"""The one declaration of a DaifugoState's fields; its JSON form and clones follow from it.

`DaifugoState.__init__` (a new game) sets exactly these fields; `to_json`, `from_json`,
`clone` and the determinization (knowledge.py, which builds the JSON form of a sampled
state) derive from `FIELDS`. tests/games/daifugo check that no field is set but not
declared.
"""

from __future__ import annotations

from typing import Any

from tefuda.core.cards import Card
from tefuda.core.errors import IllegalAction, SetupError
from tefuda.core.fields import LIST, OPT_LIST, ROWS, Derived, Field, StateFields
from tefuda.games.daifugo.actions import parse_action, readings
from tefuda.games.daifugo.rules import DaifugoState
from tefuda.games.daifugo.uecda import ring_steps


def _copy_event(e: dict) -> dict:
    """Log events hold numbers, strings, booleans and (game_over) one list of seats."""
    out = dict(e)
    if "order" in out:
        out["order"] = list(out["order"])
    return out


def _seats(mask: int) -> list[int]:
    return [s for s in range(mask.bit_length()) if mask >> s & 1]


def _mask(seats) -> int:
    return sum(1 << s for s in seats)


def _load_hands(st: Any, hands: list[list[str]]) -> None:
    n = st.n
    st.rank_masks, st.suit_masks, st.jokers_held, st.hand_sizes = [0] * n, [0] * n, [0] * n, [0] * n
    for s, hand in enumerate(hands):
        for code in hand:
            st._add(s, Card.parse(code))


def _laid(text: str):
    """A play that lies on the table in a saved state: it must be a combination (DSP-10).
    Parsing leaves a play with no reading for `apply` to refuse after the held-cards check;
    a saved state holding one is broken and is refused here."""
    p = parse_action(text)
    if getattr(p, "kind", True) is None and not readings(p.cards, p.jokers, p.names):
        raise IllegalAction("daifugo.not_combo", cards=text[5:])
    return p


def _seat_actions(pairs) -> list:
    return [[s, a.text] for s, a in pairs]


def _parse_seat_actions(rows, game) -> list:
    return [(s, _laid(t)) for s, t in rows]


def _load_seed(st: Any, seed: int) -> None:
    st.next_seed = seed


def _derive_ring(st: Any, _: None) -> None:
    if not st.ring:  # an older form without the seating: clockwise from seat 0
        st.ring = list(range(st.n))
    st.nxt, st.prv = ring_steps(st.ring)


def _derive_rest(st: Any, _: None) -> None:
    """What the JSON form does not repeat: who is out, and the plays (from the log)."""
    st.out = _mask(st.finished + st.stuck + st.fallen)
    st.plays = [(e["seat"], _laid(e["play"])) for e in st.log if e["kind"] == "play"]


FIELDS = StateFields(
    # from the Game (set by DaifugoState._attach): rules variant, local rules, players
    Field("game", key=None),
    Field("opt", key=None),
    Field("finish_ban", key=None),
    Field("n", key=None),
    Field("uecda", key=None),
    Derived("players", lambda st: st.n, lambda st, v: None),
    Field("deal", ROWS, key="setup.hands"),  # the cards dealt (record setup)
    Field("titles", OPT_LIST, key="setup.titles"),  # titles carried over (DSP-5), None in game 1
    # the hands: rank-major masks, suit-major masks, jokers, sizes (see cards.py)
    Field("rank_masks", LIST, key=None),
    Field("suit_masks", LIST, key=None),
    Field("jokers_held", LIST, key=None),
    Field("hand_sizes", LIST, key=None),
    Derived("hands", lambda st: [[c.code for c in st.hand(s)] for s in range(st.n)], _load_hands),
    Field("phase"),
    Field("turn"),
    Field("gives", LIST, dump=lambda v: [list(g) for g in v], load=lambda v, g: [tuple(x) for x in v]),
    Field(
        "exchanges",
        ROWS,
        dump=lambda v: [[g, r, list(c)] for g, r, c in v],
        load=lambda v, game: [[g, r, list(c)] for g, r, c in v],
    ),
    Field("table", dump=lambda p: None if p is None else p.text, load=lambda t, g: _laid(t) if t else None),
    Field("last"),
    Field("trick", LIST, dump=_seat_actions, load=_parse_seat_actions),
    Field("passed", dump=_seats, load=lambda v, g: _mask(v)),  # a seat mask (DSP-12)
    Field("finished", LIST),
    Field("stuck", LIST),
    Field("fallen", LIST),
    Field("order", OPT_LIST),
    Field("revolution"),
    Field("spade3"),
    # local rules' state (DSP-18)
    Field("back", key="local.back"),
    Field("lock", key="local.lock"),
    Field("direction", key="local.direction"),
    Field("gyaku", key="local.gyaku"),
    Field("strong3", key="local.strong3"),
    Field("cut8", key="local.cut8", missing=False),  # (records before four_fours have no such key)
    # events are never changed once logged: clones share them (plays are rebuilt from them)
    Field("log", LIST, load=lambda v, g: [_copy_event(e) for e in v]),
    Field("history", LIST, dump=_seat_actions, load=_parse_seat_actions),
    # the next game's seed, a digest of the deal computed when first asked (None until then)
    Field("next_seed", key=None),
    Derived("next_seed", lambda st: st.following_seed(), _load_seed),
    # the seating order and its steps (UECda redraws it), the game's number in its match,
    # who led this trick, passes in a row (older state JSON has none of these)
    # (missing: an empty list, not None: the compiled state's `ring` slot holds a list only)
    Field("ring", key="seating", missing=[]),
    Field("nxt", key=None),
    Field("prv", key=None),
    Derived(None, None, _derive_ring),
    Field("number", missing=1),
    Field("lead", missing=-1),
    Field("npass", key="pass_run", missing=0),
    Field("out", key=None),
    Field("plays", LIST, key=None),
    Derived(None, None, _derive_rest),
)

clone_state = FIELDS.cloner(DaifugoState)  # DaifugoState() is a blank


def state_to_json(st: DaifugoState) -> dict:
    return FIELDS.to_json(st)


def state_from_json(game, data: dict) -> DaifugoState:
    if not isinstance(data, dict) or data.get("players") != game.num_players:
        raise SetupError("daifugo.state_json")
    return FIELDS.from_json(DaifugoState, game, data, before=lambda st: st._attach(game))
