"""The UECda rules (option `uecda`, preset `uecda`): Daifugo as the referee of the UEC
Computer Daihinmin Contest plays it by default (its `server` program, tndhms 0.29).

Everything here is a fact read from the referee's behaviour and is listed, with what it
replaces, in README.md ("UECda"). The engine (rules.py) calls these functions only when
the option is on; the local rules the referee shares with tefuda (8切り, スペ3) are the
ordinary options `eight_cut` and `spade3`.

In short, where the referee differs from DSP:
  - the ♦3 holder leads every game (no ♠3 requirement), and any player may pass, even
    the one who leads: the trick ends only when every player still in has passed, so
    the last player may play again on their own cards; going out does not end the trick;
  - a joker may finish a hand; there are no stuck players;
  - a sequence of 5 or more cards is a revolution too (as a group of 4 or more);
  - a joker in a group takes a suit (it counts for the suit lock), and in a sequence it
    may stand below the 3 or above the 2 (`JK<3S`, `JK>2S`);
  - the suit lock (しばり): a play whose suits are exactly those of the play before it
    locks the trick to those suits; a lone joker is always allowed and lifts the lock;
  - the 大貧民's and 貧民's gifts are taken by the referee: the joker, then the
    strongest cards, ties ♠ ♥ ♦ ♣;
  - the deal starts at the 大富豪 (a random seat when titles are reset); 20 passes in a
    row end the game with the remaining players ranked at random;
  - in a match: the seating order is drawn anew every 3 games, titles are reset every 100.
"""

from __future__ import annotations

import random
from typing import Final

from tefuda.games.daifugo.actions import GROUP, JOKER_SINGLE, SEQUENCE, Give, Play, interned
from tefuda.games.daifugo.cards import STRENGTH, SUIT_OF, card_at

SEAT_CYCLE: Final = 3  # the referee draws a new seating order in games 1, 4, 7, …
TITLE_CYCLE: Final = 100  # … and forgets the titles in games 1, 101, 201, … (no exchange then)
PASS_LIMIT: Final = 20  # passes in a row after which the referee ranks the rest at random
SEQUENCE_REVOLUTION: Final = 5  # a sequence this long is a revolution

_NAMED: Final[dict[Play, tuple]] = {}


def named_groups(p: Play) -> tuple:
    """The ways a group with a joker may be played under UECda: the joker takes one of the
    suits the real cards of the play leave free (it is a card of that suit in the referee's
    table). Five cards (four and the joker) leave none: that joker stays unnamed."""
    got = _NAMED.get(p)
    if got is None:
        if p.kind != GROUP or p.jokers != 1 or not p.cards or p.size >= 5:
            got = (p,)
        else:
            i = p.low
            used = {SUIT_OF[c.index] for c in p.cards}
            got = tuple(interned(Play(p.cards, 1, (card_at(i, s),), GROUP, i, i)) for s in range(4) if s not in used)
        _NAMED[p] = got
    return got


def expand_groups(plays) -> list:
    out: list = []
    for p in plays:
        if p.kind == GROUP and p.jokers == 1 and p.cards and p.size < 5 and not p.names:
            out += named_groups(p)
        else:
            out.append(p)
    return out


_EDGE: Final[dict[tuple[int, int], tuple]] = {}


def edge_sequences(s: int, m: int) -> tuple:
    """Sequences of suit `s` (held ranks `m`, 13 bits) with the one joker just below the 3
    or just above the 2: 3 4 … k and JK<3, or … A 2 and JK>2 (at least two real cards)."""
    key = (s, m)
    got = _EDGE.get(key)
    if got is None:
        out = []
        k = 0
        while k < 13 and m >> k & 1:
            k += 1
        for n in range(2, k + 1):  # 3 … (n real cards from the 3 up)
            cards = [card_at(i, s) for i in range(n)]
            out.append(interned(Play(cards, 1, (), SEQUENCE, -1, n - 1, (), -1)))
        k = 0
        while k < 13 and m >> (12 - k) & 1:
            k += 1
        for n in range(2, k + 1):  # … 2 (n real cards from the 2 down)
            cards = [card_at(i, s) for i in range(13 - n, 13)]
            out.append(interned(Play(cards, 1, (), SEQUENCE, 13 - n, 13, (), 1)))
        got = _EDGE[key] = tuple(out)
    return got


def suits_of(p: Play) -> int:
    """The suit mask the referee compares for the lock: the real cards' suits and, in a
    group, the suit the joker takes; a sequence is its suit. Four cards and the joker are
    all suits and the joker's own row (31, as the referee computes it)."""
    if p.kind == SEQUENCE:
        c = p.cards[0] if p.cards else p.fills[0]
        return 1 << SUIT_OF[c.index]
    m = 0
    for c in p.cards:
        m |= 1 << SUIT_OF[c.index]
    for c in p.names:
        m |= 1 << SUIT_OF[c.index]
    if p.kind == GROUP and p.size == 5:
        m |= 16
    return m


def lock_refuses(st, p: Play) -> bool:
    """While locked, every play but the lone joker must have exactly the locked suits."""
    return bool(st.lock) and p is not JOKER_SINGLE and suits_of(p) != st.lock


def update_lock(st, seat: int, p: Play, prev) -> None:
    """A lone joker lifts the lock; otherwise a play with exactly the suits of the play it
    beat locks the trick (the referee compares the two suit masks)."""
    if p is JOKER_SINGLE:
        st.lock = 0
    elif not st.lock and prev is not None and prev is not JOKER_SINGLE and suits_of(prev) == suits_of(p):
        st.lock = suits_of(p)
        st.log.append({"kind": "lock", "seat": seat, "suits": "".join("SHDC"[s] for s in range(4) if st.lock >> s & 1)})


def resolve(st, p: Play, names) -> Play:
    """The UECda reading of a group whose joker was not given a suit: the first free suit
    (♠ ♥ ♦ ♣) that makes the play legal now (under a lock only one can be)."""
    if p.kind != GROUP or p.jokers != 1 or not p.cards or p.size >= 5 or p.names:
        return p
    choices = named_groups(p)
    if names:  # the suit the player gave the joker
        return next((q for q in choices if q.names == tuple(names)), choices[0])
    for q in choices:
        if st._why_not(st.turn, q) is None:
            return q
    return choices[0]


def needs_suit(p: Play) -> bool:
    """A group with the joker (fewer than five cards) that does not say the joker's suit."""
    return p.kind == GROUP and p.jokers == 1 and bool(p.cards) and p.size < 5 and not p.names


def forced_gift(hand, k: int) -> Give:
    """What the referee takes from the 大貧民 (k=2) or 貧民 (k=1): the joker first, then the
    strongest cards, ties in the order ♠ ♥ ♦ ♣."""
    ordered = sorted(
        hand, key=lambda c: (-14 if c.rank == 0 else -STRENGTH[c.index], 0 if c.rank == 0 else SUIT_OF[c.index])
    )
    return Give(ordered[:k])


def ring_steps(ring: list[int]) -> tuple[list[int], list[int]]:
    """(next, previous) seat in the seating order `ring` (ring[k] sits at place k)."""
    n = len(ring)
    nxt, prv = [0] * n, [0] * n
    for k, s in enumerate(ring):
        nxt[s] = ring[(k + 1) % n]
        prv[s] = ring[(k - 1) % n]
    return nxt, prv


def diamond3_holder(st) -> int:
    """The referee's first player in every game: the holder of the ♦3 (after the exchange)."""
    bit = 1 << 2  # rank-major mask: strength 0 (the 3), suit 2 (♦)
    for s in range(st.n):
        if st.rank_masks[s] & bit:
            return s
    return st.ring[0]  # (a partial setup without the ♦3)


def random_order(st) -> list[int]:
    """PASS_LIMIT passes in a row: the referee ranks the players still in at random. tefuda
    draws from the game's own seed and the length of its log, so a replay is exact (the
    public events only: the private exchange events came later and must not move it)."""
    rest = [s for s in range(st.n) if not st.out >> s & 1]
    rng = random.Random(f"{st.following_seed()}:{sum(1 for e in st.log if 'only' not in e)}")
    rng.shuffle(rest)
    return rest


def next_setup(game, state, rng: random.Random) -> dict:
    """The next game of a UECda match: a new seating order in games 1, 4, 7, …; the titles
    carried over except in games 1, 101, 201, … (then no exchange and the deal starts at a
    random seat); otherwise the deal starts at the 大富豪 and goes round the seating order."""
    number = state.number + 1
    ring = list(state.ring)
    if number % SEAT_CYCLE == 1:
        rng.shuffle(ring)
    if (number - 1) % TITLE_CYCLE == 0:
        titles = None
        start = rng.randrange(game.num_players)
    else:
        titles = state.result()["titles"]
        start = titles.index("daifugo")
    hands = game.deal(rng, leader=start, ring=ring)
    return {"hands": [[c.code for c in h] for h in hands], "titles": titles, "seating": ring, "number": number}


def first_setup(game, rng: random.Random) -> dict:
    """Game 1 of a match: a random seating order, no titles, the deal from a random seat."""
    ring = list(range(game.num_players))
    rng.shuffle(ring)
    hands = game.deal(rng, leader=rng.randrange(game.num_players), ring=ring)
    return {"hands": [[c.code for c in h] for h in hands], "titles": None, "seating": ring, "number": 1}


__all__ = [
    "named_groups",
    "expand_groups",
    "edge_sequences",
    "suits_of",
    "lock_refuses",
    "update_lock",
    "resolve",
    "needs_suit",
    "forced_gift",
    "ring_steps",
    "diamond3_holder",
    "random_order",
    "next_setup",
    "first_setup",
    "SEAT_CYCLE",
    "TITLE_CYCLE",
    "PASS_LIMIT",
]
