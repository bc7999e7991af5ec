"""Daifugo strength (DSP-3) and the bit layouts the engine uses internally.

Strength index `i`: 0..12 for 3 4 5 6 7 8 9 10 J Q K A 2 (DSP-3), 13 for the joker.
Suits never affect strength; suit index 0..3 is S H D C (only for a fixed display order).

A hand is kept as two integers so that move generation is table look-ups:
  - rank-major mask: bit 4*i + suit  (groups: the four suits of one rank are 4 bits)
  - suit-major mask: bit 13*suit + i (sequences: one suit's ranks are 13 bits)
plus a joker count. `Card` values appear only at the protocol surface.
"""

from __future__ import annotations

import random
from typing import Final

from tefuda.core.cards import SUITS, Card
from tefuda.core.rng import randbelow, shuffle

JOKER: Final = 13
JK: Final = Card.parse("JK")
RANK_NAMES: Final = ["3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2"]


def strength(card: Card) -> int:
    """DSP-3: 3 weakest ... 2 strongest, then the joker."""
    return JOKER if card.rank == 0 else (card.rank - 3) % 13


def card_at(i: int, suit: int) -> Card:
    return Card.parse(RANK_NAMES[i] + SUITS[suit])


# per real card (by Card.index): strength, suit index, rank-major bit, suit-major bit
# (Final: compiled, a module table is a C static rather than a dict look-up per use)
STRENGTH: Final = [0] * 53
SUIT_OF: Final = [0] * 53
RBIT: Final = [0] * 53
SBIT: Final = [0] * 53
CARD_OF_RBIT: Final[dict[int, Card]] = {}
for _i in range(13):
    for _s in range(4):
        _c = card_at(_i, _s)
        STRENGTH[_c.index] = _i
        SUIT_OF[_c.index] = _s
        RBIT[_c.index] = 1 << (4 * _i + _s)
        SBIT[_c.index] = 1 << (13 * _s + _i)
        CARD_OF_RBIT[4 * _i + _s] = _c
STRENGTH[52] = JOKER
SPADE3: Final = card_at(0, 0)
SPADE3_RBIT: Final = RBIT[SPADE3.index]


def sort_key(card: Card) -> tuple[int, int]:
    """The fixed display/text order: weakest first (DSP-3 normal order), then S H D C; jokers last."""
    return (STRENGTH[card.index], SUIT_OF[card.index])


def sort_cards(cards) -> list[Card]:
    return sorted(cards, key=sort_key)


# the cards of each byte of a rank-major mask, weakest first: _BYTE_CARDS[k][b]
_BYTE_CARDS: Final = [
    [tuple(CARD_OF_RBIT[8 * k + j] for j in range(8) if b >> j & 1 and 8 * k + j < 52) for b in range(256)]
    for k in range(7)
]


def cards_of_rmask(rmask: int) -> list[Card]:
    """The real cards of a rank-major mask, weakest first."""
    out: list[Card] = []
    k = 0
    while rmask:
        b = rmask & 255
        if b:
            out += _BYTE_CARDS[k][b]
        rmask >>= 8
        k += 1
    return out


def rmask_of(cards) -> int:
    m = 0
    for c in cards:
        if c.rank:
            m |= RBIT[c.index]
    return m


def smask_of(cards) -> int:
    m = 0
    for c in cards:
        if c.rank:
            m |= SBIT[c.index]
    return m


def symbols(cards) -> str:
    return " ".join(c.symbol for c in cards)


def deal_cards(
    deck: list[Card], rng: random.Random, n: int, leader: int | None = None, ring: list[int] | None = None
) -> list[list[Card]]:
    """DSP-6: shuffle `deck` (a copy) and deal one card at a time clockwise from the leader
    (None: a random seat), in the seating order `ring` (UECda; None: seat order); each hand
    sorted by `sort_key` (the rank-major bit order is that order, jokers last)."""
    cards = list(deck)
    shuffle(rng, cards)  # (exactly rng.shuffle: the same deal for the same seed)
    start = randbelow(rng, n) if leader is None else leader
    order = list(ring) if ring else list(range(n))
    at = order.index(start)
    masks = [0] * n
    jokers = [0] * n
    seat = at
    for card in cards:
        s = order[seat]
        if card.rank == 0:
            jokers[s] += 1
        else:
            masks[s] |= RBIT[card.index]
        seat += 1
        if seat == n:
            seat = 0
    return [cards_of_rmask(masks[s]) + [JK] * jokers[s] for s in range(n)]
