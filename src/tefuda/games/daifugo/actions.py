"""Action values and their text: `play 3S`, `play 7H 7D JK`, `play 5S 6S JK=7S`, `pass`, `give 2S AH`.

Canonical text (str(action), parse(str(a)) == a):
  - play: real cards weakest first by the normal order (3 … A 2), ties S H D C; then the
    jokers: named ones (`JK=7S`) in the order of the card they name, then unnamed `JK`.
    Groups use unnamed jokers (the suit a joker takes in a group never matters); sequences
    name every joker; a lone joker and the joker pair are never named.
  - give: strongest first (jokers first, as DSP-7 says), ties S H D C.

Under the UECda rules (option `uecda`) a joker may also stand just beyond the ends of a
sequence, below the 3 or above the 2 of its suit: `play 3S 4S JK<3S`, `play KS AS 2S JK>2S`
(an `edge` of -1 or +1; the referee's table has a column on each side for it).

A `Play` knows its reading (kind, size, low, high) when its cards allow only one
structurally (e.g. `play 7H 7D JK`); otherwise (`play 5S 6S JK`) `kind` is None and the
engine infers the reading from the table at `apply` (one legal reading, else rejected).
Cards with no reading at all (`play KH KC 3S`) parse too: `apply` first checks that the hand
holds them, then says they are no combination.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from tefuda.core.cards import Card
from tefuda.core.errors import IllegalAction, NotUnderstood, SetupError, UnknownAction
from tefuda.games.daifugo.cards import (
    JK,
    JOKER,
    RBIT,
    SBIT,
    STRENGTH,
    SUIT_OF,
    card_at,
    sort_cards,
    sort_key,
)

SINGLE: Final = "single"
GROUP: Final = "group"
SEQUENCE: Final = "sequence"


# Actions are immutable values (plays are interned and shared by every state): their
# attributes are Final, so the type check (tests/core/test_typecheck.py) rejects any
# assignment outside __init__. (A __setattr__ guard would not survive compilation.)


class Pass:
    """`pass` (DSP-12)."""

    __slots__ = ()
    text: Final = "pass"

    def __str__(self) -> str:
        return "pass"

    def __repr__(self) -> str:
        return "Pass()"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Pass)

    def __hash__(self) -> int:
        return hash("pass")


PASS: Final = Pass()


class Give:
    """`give 2S AH` — the exchange (DSP-7)."""

    __slots__ = ("cards", "text")

    def __init__(self, cards: Iterable[Card]):
        ordered = tuple(sorted(cards, key=lambda c: (-STRENGTH[c.index], SUIT_OF[c.index])))
        self.cards: Final[tuple[Card, ...]] = ordered
        self.text: Final[str] = "give " + " ".join(c.code for c in ordered)

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Give({self.text!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Give) and other.text == self.text

    def __hash__(self) -> int:
        return hash(self.text)


class Play:
    """`play …` — cards from the hand; `names` are the cards named jokers stand for."""

    __slots__ = ("text", "cards", "names", "jokers", "kind", "size", "low", "high", "rbits", "sbits", "fills", "edge")

    def __init__(
        self,
        cards: Iterable[Card],
        jokers: int = 0,
        names: Iterable[Card] = (),
        kind: str | None = None,
        low: int = -1,
        high: int = -1,
        fills: Iterable[Card] = (),
        edge: int = 0,
    ):
        real = tuple(sort_cards(cards))
        named = tuple(sort_cards(names))
        self.cards: Final[tuple[Card, ...]] = real
        self.names: Final[tuple[Card, ...]] = named
        self.jokers: Final[int] = jokers
        self.kind: Final[str | None] = kind  # SINGLE, GROUP, SEQUENCE; None: inferred at apply
        self.size: Final[int] = len(real) + jokers
        self.low: Final[int] = low  # strength of the lowest card of the reading
        self.high: Final[int] = high
        # the cards the jokers stand for in this reading (sequences; empty for groups)
        self.fills: Final[tuple[Card, ...]] = tuple(sort_cards(fills))
        rb = sb = 0
        for c in real:
            rb |= RBIT[c.index]
            sb |= SBIT[c.index]
        self.rbits: Final[int] = rb  # the real cards as rank-major / suit-major masks
        self.sbits: Final[int] = sb
        # edge (UECda): -1 the joker stands below the 3 of the suit, +1 above its 2, 0 neither
        self.edge: Final[int] = edge
        free = ["JK"] * (jokers - len(named))
        if edge and real:
            free[-1] = ("JK<3" if edge < 0 else "JK>2") + real[0].code[-1]
        parts = [c.code for c in real] + ["JK=" + c.code for c in named] + free
        self.text: Final[str] = "play " + " ".join(parts)

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Play({self.text!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Play) and other.text == self.text

    def __hash__(self) -> int:
        return hash(self.text)

    @property
    def all_cards(self) -> list[Card]:
        """The cards leaving the hand: the real ones and one JK per joker."""
        return list(self.cards) + [JK] * self.jokers

    def strength_text(self) -> str:
        return self.text[5:]


# Interned plays made by the move generator, keyed by canonical text, so that parsing a
# legal action's text returns the very object `legal_actions` produced.
INTERN: Final[dict[str, Play]] = {}


def interned(play: Play) -> Play:
    return INTERN.setdefault(play.text, play)


def group_play(cards, jokers: int, i: int) -> Play:
    """The canonical group of rank `i` (DSP-10). Jokers stay unnamed, except one card with
    two jokers (`7H JK JK` could also be a sequence): they name the first free suits, S H D C,
    so that the canonical text has exactly one reading."""
    names: tuple[Card, ...] = ()
    if len(cards) == 1 and jokers == 2:
        used = SUIT_OF[cards[0].index]
        names = tuple(card_at(i, s) for s in range(4) if s != used)[:2]
    return interned(Play(cards, jokers, names, GROUP if len(cards) + jokers > 1 else SINGLE, i, i))


JOKER_SINGLE: Final = interned(Play((), 1, (), SINGLE, JOKER, JOKER))
JOKER_PAIR: Final = interned(Play((), 2, (), GROUP, JOKER, JOKER))


# --- readings ---------------------------------------------------------------------------


def edge_reading(cards: tuple, jokers: int, edge: int, suit: int) -> Play | None:
    """The UECda sequence with one joker just below the 3 (edge -1) or above the 2 (+1) of
    `suit`: the real cards are consecutive from the 3 up (or down to the 2), all of `suit`."""
    ranks = sorted(STRENGTH[c.index] for c in cards)
    k = len(cards)
    if jokers != 1 or k < 2 or any(SUIT_OF[c.index] != suit for c in cards):
        return None
    want = list(range(0, k)) if edge < 0 else list(range(13 - k, 13))
    if ranks != want:
        return None
    low, high = (-1, k - 1) if edge < 0 else (13 - k, 13)
    return interned(Play(cards, 1, (), SEQUENCE, low, high, (), edge))


def readings(cards: tuple, jokers: int, names: tuple) -> list[Play]:
    """Every structural reading of these cards (DSP-10): a resolved Play per reading.

    `names` are the cards some jokers name; the other jokers are free. Groups are returned
    with unnamed jokers (a joker's suit in a group never matters), sequences named.
    """
    n = len(cards) + jokers
    out: list[Play] = []
    if n == 0:
        return out
    if not cards:  # jokers alone: a lone joker single, or the joker pair (DSP-10)
        if names:
            return out
        return [JOKER_SINGLE] if jokers == 1 else ([JOKER_PAIR] if jokers == 2 else [])
    if n == 1:
        c = cards[0]
        return [interned(Play(cards, 0, (), SINGLE, STRENGTH[c.index], STRENGTH[c.index]))]
    ranks = {STRENGTH[c.index] for c in cards}
    # group: all real cards (and named jokers) of one rank; any number of jokers (DSP-10)
    if len(ranks) == 1:
        r = next(iter(ranks))
        if all(STRENGTH[c.index] == r for c in names):
            out.append(group_play(cards, jokers, r))
    # sequence: one suit, 3+ consecutive ranks 3…2, jokers fill the gaps or extend it
    suits = {SUIT_OF[c.index] for c in cards}
    if n >= 3 and len(suits) == 1 and len(ranks) == len(cards):
        suit = next(iter(suits))
        if all(SUIT_OF[c.index] == suit for c in names):
            lo, hi = min(ranks), max(ranks)
            for start in range(max(0, hi - n + 1), min(lo, 13 - n) + 1):
                window = range(start, start + n)
                fills = [card_at(i, suit) for i in window if i not in ranks]
                if len(fills) != jokers:
                    continue
                if any(c not in fills for c in names):
                    continue
                out.append(interned(Play(cards, jokers, fills, SEQUENCE, start, start + n - 1, fills)))
    return out


# --- shown to people --------------------------------------------------------------------


def _place(word: str) -> int:
    """Where a word of a play's text stands in its sequence: a card's strength (DSP-3,
    normal order), a named joker's at the card it stands for, `JK<3S` before the 3 and
    `JK>2S` after the 2 (UECda); an unnamed joker after everything."""
    if not word.startswith("JK"):
        return STRENGTH[Card.parse(word).index]
    if len(word) < 4:
        return JOKER + 1
    if word[2] == "<":
        return -1
    if word[2] == ">":
        return JOKER
    return STRENGTH[Card.parse(word[3:]).index]


def shown_order(cards: str) -> str:
    """A play's cards (no verb) as people read them, each named joker where it stands:
    `8S 10S JK=9S` → `8S JK=9S 10S`, `3S 4S JK<3S` → `JK<3S 3S 4S`. The canonical text
    (records, `str(play)`) keeps its order; a text without named jokers is unchanged (a
    give's strongest-first order too), as is one that is not all cards."""
    words = cards.split()
    if not any(len(w) > 3 and w.startswith("JK") for w in words):
        return cards
    try:
        return " ".join(sorted(words, key=_place))  # stable: a group's jokers stay after its cards
    except SetupError:
        return cards


# --- parsing ---------------------------------------------------------------------------


def _card(token: str) -> Card:
    try:
        return Card.parse(token)
    except SetupError:
        raise NotUnderstood("daifugo.bad_card", card=token) from None


def parse_action(text: str):
    """Action text → Pass / Play / Give. Raises IllegalAction for text that is no action."""
    if not isinstance(text, str):
        raise UnknownAction("action.unknown", text=text)
    known = INTERN.get(text)
    if known is not None:  # canonical play text (records, JSON, the move generator)
        return known
    words = text.split()
    if not words:
        raise IllegalAction("action.empty")
    verb = words[0].lower()
    if verb == "pass" and len(words) == 1:
        return PASS
    if verb == "give" and len(words) > 1:
        cards = [_card(w) for w in words[1:]]
        return Give(cards)
    if verb == "play" and len(words) > 1:
        return parse_play(words[1:], text)
    raise UnknownAction("daifugo.unknown_action", text=text)


def parse_play(tokens, text: str) -> Play:
    cards, names, jokers = [], [], 0
    edge = None  # (edge, suit) of a UECda joker beyond the end of a sequence
    for tok in tokens:
        up = tok.upper()
        if up[:3] in ("JK<", "JK>"):
            bound = _card(up[3:])
            want = "3" if up[2] == "<" else "2"
            if edge is not None or bound.is_joker or bound.code[:-1] != want:
                raise NotUnderstood("daifugo.bad_edge", token=tok)
            edge = (-1 if want == "3" else 1, SUIT_OF[bound.index])
            jokers += 1
            continue
        if up.startswith("JK="):
            named = _card(up[3:])
            if named.is_joker:
                raise IllegalAction("daifugo.name_joker")
            names.append(named)
            jokers += 1
        else:
            c = _card(tok)
            if c.is_joker:
                jokers += 1
            else:
                if c in cards:
                    raise IllegalAction("daifugo.twice", card=c.code)
                cards.append(c)
    for c in names:  # a name that duplicates a card of the same play is rejected
        if c in cards or names.count(c) > 1:
            raise IllegalAction("daifugo.name_dup", card=c.code)
    if names and not cards:
        raise IllegalAction("daifugo.name_alone")
    if edge is not None:
        edged = edge_reading(tuple(sort_cards(cards)), jokers, *edge) if not names else None
        if edged is None:
            raise NotUnderstood("daifugo.bad_edge", token=text)
        return edged
    probe = Play(cards, jokers, names)
    known = INTERN.get(probe.text)
    if known is not None:
        return known
    # no reading (no combination): returned unread, so that `apply` first says which cards
    # the hand lacks and only then that they are no combination (the same two refusals)
    found = readings(probe.cards, jokers, probe.names)
    for r in found:
        if r.text == probe.text:
            return r  # canonical texts have exactly one reading
    return probe  # not canonical, several readings or none: `apply` maps it to its legal reading


__all__ = [
    "PASS",
    "Pass",
    "Give",
    "Play",
    "SINGLE",
    "GROUP",
    "SEQUENCE",
    "JOKER_SINGLE",
    "JOKER_PAIR",
    "group_play",
    "parse_action",
    "readings",
    "edge_reading",
    "interned",
    "sort_key",
    "shown_order",
    "INTERN",
]
