"""Move generation by table look-up (DSP-10, DSP-11).

The combinations one rank's suits (4-bit mask) or one suit's ranks (13-bit mask) allow,
with 0–2 jokers, are computed once per mask and memoised; a hand's legal plays are then
a few list concatenations. Every play is an interned `Play`, so `apply` can recognise a
legal action by identity. Order within a list: by kind, then rank / low card, then text.
"""

from __future__ import annotations

from itertools import combinations

from tefuda.games.daifugo.actions import SEQUENCE, Play, group_play, interned
from tefuda.games.daifugo.cards import card_at

_RANK_ALL: dict[int, tuple] = {}      # lead: singles and groups of one rank
_RANK_SIZE: dict[int, dict] = {}      # follow: size -> plays of one rank
_SUIT_ALL: dict[int, tuple] = {}      # lead: sequences of one suit
_SUIT_SIZE: dict[int, dict] = {}      # follow: length -> sequences of one suit


def _build_rank(i: int, m: int, j: int) -> None:
    suits = [s for s in range(4) if m >> s & 1]
    by_size: dict[int, list] = {}
    for k in range(1, len(suits) + 1):
        for sub in combinations(suits, k):
            cards = [card_at(i, s) for s in sub]
            for t in range(0, j + 1):
                by_size.setdefault(k + t, []).append(group_play(cards, t, i))
    key = (i * 16 + m) * 3 + j
    _RANK_SIZE[key] = {size: tuple(v) for size, v in by_size.items()}
    _RANK_ALL[key] = tuple(p for size in sorted(by_size) for p in by_size[size])


def rank_plays(i: int, m: int, j: int) -> tuple:
    key = (i * 16 + m) * 3 + j
    got = _RANK_ALL.get(key)
    if got is None:
        _build_rank(i, m, j)
        got = _RANK_ALL[key]
    return got


def rank_plays_of_size(i: int, m: int, j: int, size: int) -> tuple:
    key = (i * 16 + m) * 3 + j
    got = _RANK_SIZE.get(key)
    if got is None:
        _build_rank(i, m, j)
        got = _RANK_SIZE[key]
    return got.get(size, ())


def _build_suit(s: int, m: int, j: int) -> None:
    """Sequences (DSP-10): 3+ consecutive ranks of suit `s`, 3…2 without wrap; each
    position a held card or a joker naming it (a joker may stand for a held card too)."""
    by_len: dict[int, list] = {}
    for start in range(0, 11):
        for length in range(3, 14 - start):
            window = range(start, start + length)
            held = [i for i in window if m >> i & 1]
            missing = length - len(held)
            if missing > j:
                break  # longer windows from this start only miss more
            for extra in range(0, j - missing + 1):
                for swap in combinations(held, extra):
                    real = [i for i in held if i not in swap]
                    if not real:
                        continue
                    fills = [card_at(i, s) for i in window if i not in real]
                    play = Play([card_at(i, s) for i in real], len(fills), fills, SEQUENCE,
                                start, start + length - 1, fills)
                    by_len.setdefault(length, []).append(interned(play))
    key = (s * 8192 + m) * 3 + j
    _SUIT_SIZE[key] = {n: tuple(v) for n, v in by_len.items()}
    _SUIT_ALL[key] = tuple(p for n in sorted(by_len) for p in by_len[n])


def suit_plays(s: int, m: int, j: int) -> tuple:
    key = (s * 8192 + m) * 3 + j
    got = _SUIT_ALL.get(key)
    if got is None:
        _build_suit(s, m, j)
        got = _SUIT_ALL[key]
    return got


def suit_plays_of_len(s: int, m: int, j: int, length: int) -> tuple:
    key = (s * 8192 + m) * 3 + j
    got = _SUIT_SIZE.get(key)
    if got is None:
        _build_suit(s, m, j)
        got = _SUIT_SIZE[key]
    return got.get(length, ())
