"""Diving's actions: values, their text form, and the payments a hand can make.

An action is a small tuple `(kind, cards, n, target)`:
  `hunt` · `take 9C 4H` · `yield` · `refill 3 pay 5H` · `steal 5H KD` · `return 10C`.
Payment cards are kept in one canonical order (high value first, then suit order) so
`parse_action(str(a)) == a` and `take 4H 9C` means the same as `take 9C 4H`.
"""

from __future__ import annotations

from operator import itemgetter
from typing import Final

from tefuda.core.cards import Card
from tefuda.core.compiled import mypyc_attr
from tefuda.core.errors import IllegalAction, NotUnderstood, SetupError, UnknownAction

# (Final: C constants when compiled)
HUNT: Final = "hunt"
TAKE: Final = "take"
YIELD: Final = "yield"
REFILL: Final = "refill"
STEAL: Final = "steal"
RETURN: Final = "return"
JOKER: Final = Card.parse("JK")
MAX_REFILL: Final = 4  # DIV-10: draw 1-4 cards


def card_order(card: Card) -> tuple[int, int]:
    """Canonical payment order: higher value first, then S, H, D, C."""
    return (-card.rank, card.index)


# card_order as one number per card, for sorting on hot paths
ORDER = {c: (13 - c.rank) * 64 + c.index for c in [Card(r, s) for s in "SHDC" for r in range(1, 14)]}
ORDER[JOKER] = 14 * 64 + 52


# A regular Python class even when compiled: a native (mypyc) class cannot derive from tuple.
@mypyc_attr(native_class=False)
class Action(tuple):
    """(kind, cards, n, target) — see the module docstring for the text forms."""

    __slots__ = ()
    kind = property(itemgetter(0))
    cards = property(itemgetter(1))  # the payment (for steal: the 5 used)
    n = property(itemgetter(2))  # refill: cards to draw
    target = property(itemgetter(3))  # steal: the opponent's treasure taken

    def __str__(self) -> str:
        kind, cards, n, target = self
        if kind == REFILL:
            return f"refill {n} pay " + " ".join(c.code for c in cards)
        if kind == STEAL:
            return f"steal {cards[0].code} {target.code}"
        if cards:
            return kind + " " + " ".join(c.code for c in cards)
        return kind

    def __repr__(self) -> str:
        return f"Action({str(self)!r})"


_new = tuple.__new__


def make(kind: str, cards: tuple = (), n: int = 0, target: Card | None = None) -> Action:
    return _new(Action, (kind, cards, n, target))


HUNT_ACTION = make(HUNT)
YIELD_ACTION = make(YIELD)
EMPTY_RETURN = make(RETURN)
# refill actions paying one card are the commonest legal actions: build them once
REFILLS_PAYING = {
    card: tuple(make(REFILL, (card,), n) for n in range(1, MAX_REFILL + 1))
    for card in [Card(r, s) for s in "SHDC" for r in range(1, 14)] + [JOKER]
}
# legal_actions lists one refill card per value, the lowest suit, values ascending: a hand
# as bits (bit value * 4 + suit, the joker bit 0) gives that order from its lowest bit up.
# REFILL_BIT[card.index] is the card's bit; REFILLS_UP_TO[draw][bit] its refills of 1..draw.
REFILL_BIT: Final[list[int]] = [0] * 53
REFILLS_UP_TO: Final[list[list[tuple[Action, ...]]]] = [[()] * 56 for _ in range(MAX_REFILL + 1)]
for _card, _refills in REFILLS_PAYING.items():
    _bit = _card.rank * 4 + (_card.index // 13 if _card.rank else 0)
    REFILL_BIT[_card.index] = 1 << _bit
    for _draw in range(MAX_REFILL + 1):
        REFILLS_UP_TO[_draw][_bit] = _refills[:_draw]


def _cards(words: list[str], text: str) -> tuple[Card, ...]:
    cards = []
    for w in words:
        try:
            cards.append(Card.parse(w))
        except SetupError:
            raise NotUnderstood("diving.bad_card", card=w, text=text) from None
    if len(set(cards)) != len(cards):
        raise IllegalAction("diving.twice", text=text)
    return tuple(sorted(cards, key=card_order))


def parse(text: str) -> Action:
    """Action text → its canonical value; IllegalAction for text that is no action."""
    if not isinstance(text, str):
        raise UnknownAction("action.unknown", text=text)
    words = text.split()
    if not words:
        raise IllegalAction("action.empty")
    kind, rest = words[0].lower(), words[1:]  # card codes keep their case for messages
    if kind == HUNT and not rest:
        return HUNT_ACTION
    if kind == YIELD and not rest:
        return YIELD_ACTION
    if kind == TAKE and rest:
        return make(TAKE, _cards(rest, text))
    if kind == RETURN:
        return make(RETURN, _cards(rest, text)) if rest else EMPTY_RETURN
    if kind == REFILL and len(rest) >= 3 and rest[0].isdigit() and rest[1].lower() == "pay":
        n = int(rest[0])
        cards = _cards(rest[2:], text)
        if len(cards) == 1 and 1 <= n <= MAX_REFILL:
            return REFILLS_PAYING[cards[0]][n - 1]
        return make(REFILL, cards, n)
    if kind == STEAL and len(rest) == 2:
        five, target = _cards(rest[:1], text)[0], _cards(rest[1:], text)[0]
        return make(STEAL, (five,), 0, target)
    # a known verb with the wrong words after it: say what that verb needs
    if kind == HUNT or kind == YIELD:
        raise NotUnderstood("diving.usage.alone", text=text, verb=kind)
    if kind == TAKE:
        raise NotUnderstood("diving.usage.take", text=text)
    if kind == REFILL:
        raise NotUnderstood("diving.usage.refill", text=text)
    if kind == STEAL:
        raise NotUnderstood("diving.usage.steal", text=text)
    raise UnknownAction("diving.unknown", text=text)


def minimal_payments(hand, price: int) -> list[tuple[Card, ...]]:
    """The payments worth listing for spending `price`: the joker alone (DIV-8) and every
    minimal set of numbered cards reaching `price` (no card could be left out), one set per
    multiset of values — suits never matter for oxygen, so the lowest suits stand in.
    A price of 0 (a depth-0 return) is paid by the empty set."""
    if price <= 0:
        return [()]
    groups: dict[int, list[Card]] = {}
    joker = False
    for c in hand:
        if c.rank:
            groups.setdefault(c.rank, []).append(c)
        else:
            joker = True
    ranks = sorted(groups, reverse=True)
    runs = [(r, sorted(groups[r], key=card_order)) for r in ranks]
    # what the cards from run j onward can still add: prunes branches that cannot reach
    reach = [0] * (len(runs) + 1)
    for j in range(len(runs) - 1, -1, -1):
        reach[j] = reach[j + 1] + runs[j][0] * len(runs[j][1])
    out: list[tuple[Card, ...]] = []

    # Cards are added in non-increasing value and the search stops as soon as the sum
    # reaches the price, so the last card (the smallest) was needed: every leaf is minimal.
    def grow(j0: int, chosen: tuple, total: int) -> None:
        for j in range(j0, len(runs)):
            if total + reach[j] < price:
                return
            rank, cards = runs[j]
            t = total
            for k in range(1, len(cards) + 1):
                t += rank
                if t >= price:
                    out.append(chosen + tuple(cards[:k]))
                    break
                grow(j + 1, chosen + tuple(cards[:k]), t)

    grow(0, (), 0)
    if joker:
        out.append((JOKER,))
    return out


def cheapest_payment(hand, price: int, spare_fives: bool = False) -> tuple[Card, ...] | None:
    """The numbered payment a player would choose for `price` (None if no numbered cards
    reach it). In order of preference:

    1. the least value sum >= price: oxygen overpaid is lost (DIV-8, no change) and every
       point spent deepens the dive, which must be paid again at the return (DIV-14);
    2. then the fewest cards: an empty hand drowns (DIV-9), so cards are lives; `take 4D`
       beats `take 3S AH` for a 4;
    3. then (with `spare_fives`, i.e. while steals are on) the fewest 5s: a 5 in hand can
       steal a treasure at equal depths (DIV-12), a 5 spent as oxygen never will;
    4. then keep the lowest cards: a refill costs any one card (DIV-10), and a low card
       pays it with the least oxygen lost and the least depth added;
    5. the lowest suits of each value stand in, as in `minimal_payments`, so the payment
       is one of the listed legal actions.

    It is minimal: leaving out any card would fall below the price. The joker is never part
    of it (the caller decides whether to pay with the joker alone)."""
    if price <= 0:
        return ()
    cards = sorted(hand, key=ORDER.__getitem__)
    if cards and cards[-1].rank == 0:
        cards.pop()  # the joker sorts last and never joins a numbered payment
    reach = 1  # subset sums as bits: bit s set when some subset of the cards sums to s
    for c in cards:
        reach |= reach << c.rank
    full = reach >> price
    if not full:
        return None
    total = price + ((full & -full).bit_length() - 1)  # (1) the least reachable sum >= price
    for c in cards:  # (2) one card of exactly that value, its lowest suit (cards are in ORDER)
        if c.rank == total:
            return (c,)
    # The cards in the order they should be kept (3, 4; among equal values the highest suit
    # first, so the lowest suits are spent). Walking that order, a card is kept whenever the
    # cards after it can still make `total` with the number of cards left to choose: the
    # kept cards come out lexicographically best, and the count stays the least (2).
    keep = cards[::-1]  # ORDER reversed: low values first, the highest suit first
    if spare_fives:
        keep.sort(key=lambda c: c.rank != 5)  # (a stable sort: the rest keep their order)
    n = len(keep)
    ranks = [c.rank for c in keep]
    # cols[k][i]: the sums (as bits) that exactly k of keep[i:] make; one more k at a time
    # until k cards make `total`, so the work grows with the answer, not the hand squared
    # (bits above `total` are never read: shifts only move bits up)
    cols = [[1] * (n + 1)]
    while not cols[-1][0] >> total & 1:
        prev = cols[-1]
        col = [0] * (n + 1)
        made = 0
        for i in range(n - 1, -1, -1):
            made |= prev[i + 1] << ranks[i]
            col[i] = made
        cols.append(col)
    count = len(cols) - 1
    chosen = []
    for i in range(n):
        if count == 0:
            break
        if cols[count][i + 1] >> total & 1:
            continue  # keep it: the later cards still make the payment
        chosen.append(keep[i])
        total -= keep[i].rank
        count -= 1
    return tuple(sorted(chosen, key=ORDER.__getitem__))


def keeping_payment(hand, price: int, spare_fives: bool = False) -> tuple[Card, ...] | None:
    """The cheapest numbered payment that leaves a card in hand (DIV-9: an empty hand
    drowns), or None. (A payment that must spend every numbered card is the only one there
    is: any smaller set reaching the price would be cheaper.)"""
    pay = cheapest_payment(hand, price, spare_fives)
    return pay if pay is not None and len(pay) < len(hand) else None
