"""Move generation by table look-up (DSP-10, DSP-11).

The combinations one rank's suits (4-bit mask) or one suit's ranks (13-bit mask) allow,
with 0–2 jokers, are computed once per mask and memoised in flat tables indexed by
(rank or suit, mask, jokers); a hand's legal plays are then a few list concatenations.
Every play is an interned `Play`, so `apply` can recognise a legal action by identity.
Order within a list: by kind, then rank / low card, then text.
"""

from __future__ import annotations

from itertools import combinations
from typing import Final

from tefuda.games.daifugo.actions import SEQUENCE, Play, group_play, interned
from tefuda.games.daifugo.cards import card_at

EMPTY: Final[tuple[Play, ...]] = ()
MAX_GROUP: Final = 7  # group sizes 1..6 (four cards and two jokers), indexed directly
MAX_RUN: Final = 14  # sequence lengths 3..13, indexed directly

# Final module tables are C statics once compiled (a non-Final global is a dict look-up).
# Index of (rank i, 4-bit suit mask m, jokers j): (i * 16 + m) * 3 + j; of (suit s,
# 13-bit rank mask m, jokers j): (s * 8192 + m) * 3 + j. None: not built yet.
_RANK_ALL: Final[list[tuple[Play, ...] | None]] = [None] * (13 * 16 * 3)  # lead: singles and groups
_RANK_SIZE: Final[list[tuple[Play, ...]]] = [EMPTY] * (13 * 16 * 3 * MAX_GROUP)  # follow: by size
_SUIT_ALL: Final[list[tuple[Play, ...] | None]] = [None] * (4 * 8192 * 3)  # lead: sequences of a suit
_SUIT_SIZE: Final[list[tuple[tuple[Play, ...], ...]]] = [()] * (4 * 8192 * 3)  # follow: by length
# one Play per sequence shape (suit, first rank, length, real cards' 13-bit mask), so
# that building a hand's table makes no new Play once that shape has been seen
_SEQ: Final[dict[int, Play]] = {}


def _build_rank(i: int, m: int, j: int) -> None:
    suits = [s for s in range(4) if m >> s & 1]
    by_size: list[list[Play]] = [[] for _ in range(MAX_GROUP)]
    for k in range(1, len(suits) + 1):
        for sub in combinations(suits, k):
            cards = [card_at(i, s) for s in sub]
            for t in range(0, j + 1):
                by_size[k + t].append(group_play(cards, t, i))
    key = (i * 16 + m) * 3 + j
    for size in range(MAX_GROUP):
        _RANK_SIZE[key * MAX_GROUP + size] = tuple(by_size[size])
    _RANK_ALL[key] = tuple([p for size in range(MAX_GROUP) for p in by_size[size]])


def rank_plays(i: int, m: int, j: int) -> tuple[Play, ...]:
    key = (i * 16 + m) * 3 + j
    got = _RANK_ALL[key]
    if got is None:
        _build_rank(i, m, j)
        got = _RANK_ALL[key]
        assert got is not None
    return got


def rank_plays_of_size(i: int, m: int, j: int, size: int) -> tuple[Play, ...]:
    if size >= MAX_GROUP:
        return EMPTY
    key = (i * 16 + m) * 3 + j
    if _RANK_ALL[key] is None:
        _build_rank(i, m, j)
    return _RANK_SIZE[key * MAX_GROUP + size]


def _sequence(s: int, start: int, length: int, real: int) -> Play:
    """The sequence of suit `s` over ranks start … start+length-1 whose real cards are the
    ranks in the 13-bit mask `real`; jokers fill (name) the other ranks."""
    key = ((s * 16 + start) * 16 + length) * 8192 + real
    play = _SEQ.get(key)
    if play is None:
        window = range(start, start + length)
        fills = [card_at(i, s) for i in window if not real >> i & 1]
        play = interned(
            Play(
                [card_at(i, s) for i in window if real >> i & 1],
                len(fills),
                fills,
                SEQUENCE,
                start,
                start + length - 1,
                fills,
            )
        )
        _SEQ[key] = play
    return play


def _build_suit(s: int, m: int, j: int) -> None:
    """Sequences (DSP-10): 3+ consecutive ranks of suit `s`, 3…2 without wrap; each
    position a held card or a joker naming it (a joker may stand for a held card too)."""
    by_len: list[list[Play]] = [[] for _ in range(MAX_RUN)]
    for start in range(0, 11):
        for length in range(3, 14 - start):
            held = [i for i in range(start, start + length) if m >> i & 1]
            missing = length - len(held)
            if missing > j:
                break  # longer windows from this start only miss more
            whole = 0
            for i in held:
                whole |= 1 << i
            for extra in range(0, j - missing + 1):
                for swap in combinations(held, extra):
                    real = whole
                    for i in swap:
                        real &= ~(1 << i)
                    if not real:
                        continue
                    by_len[length].append(_sequence(s, start, length, real))
    key = (s * 8192 + m) * 3 + j
    _SUIT_SIZE[key] = tuple([tuple(v) for v in by_len])
    _SUIT_ALL[key] = tuple([p for v in by_len for p in v])


def suit_plays(s: int, m: int, j: int) -> tuple[Play, ...]:
    key = (s * 8192 + m) * 3 + j
    got = _SUIT_ALL[key]
    if got is None:
        _build_suit(s, m, j)
        got = _SUIT_ALL[key]
        assert got is not None
    return got


def suit_plays_of_len(s: int, m: int, j: int, length: int) -> tuple[Play, ...]:
    if length >= MAX_RUN:
        return EMPTY
    key = (s * 8192 + m) * 3 + j
    if _SUIT_ALL[key] is None:
        _build_suit(s, m, j)
    return _SUIT_SIZE[key][length]
