"""The normal level's decision rules, `heuristic_choice`, on a hand's bit masks.

`HeuristicBot` (bots.py) feeds it its view; the ISMCTS search (search.py) calls it for
every seat in its rollouts and tree, which makes it the search's hottest Python code:
it lives apart from the bot classes so that the compiled build (native.MODULES) can
compile it (a class deriving from the interpreted `Bot` could not be).
"""

from __future__ import annotations

from typing import Any, Final, cast

from tefuda.games.daifugo.actions import GROUP, SEQUENCE, Give, Play
from tefuda.games.daifugo.cards import JOKER, STRENGTH

# how many real cards each 4-bit rank mask holds
_POP4: Final = [bin(m).count("1") for m in range(16)]


def _weak_hand(rm: int, jokers: int, n: int, rev: bool) -> bool:
    """A hand of mostly low cards: its cards' places in the order in force (0 weakest …
    12 strongest, a joker 13) average under 6."""
    total = 13 * jokers
    for i in range(13):
        k = _POP4[rm >> (4 * i) & 15]
        if k:
            total += k * (12 - i if rev else i)
    return total < 6 * n


def heuristic_choice(rm: int, jokers: int, n: int, rev: bool, legal: list[Any], ban: int = 0, own: bool = False) -> Any:
    """The heuristic's action among `legal`, for a hand given as its rank-major mask `rm`,
    its joker count and its size `n`, under the order in force `rev` (revolution XOR 11-back).
    `ban`: the rank-major mask of the ranks nobody may finish with (DSP-18 no_finish_2/8;
    0 in the standard game).

    - finish at once when one legal play empties the hand;
    - lead: the weakest combination, the longer the better (groups / sequences shed more);
    - follow: the weakest play, preferring plays that need no joker and break no group;
      with more than 6 cards, pass rather than spend a joker or start an unwanted revolution
      (measured: passing to save top cards as well lost far more often against random);
    - start a revolution only when the hand is weak (mostly low cards);
    - exchange: return the weakest cards;
    - under a finishing ban, avoid a play that would leave only jokers and banned ranks
      (that hand could never finish: stuck, DSP-14/18), so banned cards go out first;
    - UECda (`own`: everybody else passed on this player's own play): pass, which makes it
      the leader, rather than beat its own cards.
    """
    first = legal[0]
    if first.__class__ is Give:
        return min(legal, key=lambda g: (sum(STRENGTH[c.index] for c in g.cards), g.text))
    plays: list[Play] = [cast(Play, a) for a in legal if a.__class__ is Play]
    if not plays:
        return first
    for p in plays:
        if p.size == n:
            return p
    if own and first.__class__ is not Play:
        return first
    weak_hand = -1  # asked only of a group of 4+ (a revolution): 1 or 0 once asked

    best: Play | None = None
    best_cost: tuple[bool, bool, bool, bool, int, str] | None = None
    for p in plays:
        low = p.low
        if p.kind == SEQUENCE:
            breaks = False
            top = p.high
        else:
            breaks = low != JOKER and len(p.cards) < _POP4[rm >> (4 * low) & 15]  # cards of that rank held
            top = low
        if rev and top != JOKER:
            top = 12 - top
        revolt = False
        if p.kind == GROUP and p.size >= 4:
            if weak_hand < 0:
                weak_hand = 1 if _weak_hand(rm, jokers, n, rev) else 0
            revolt = weak_hand == 0
        strands = bool(ban) and not (rm & ~p.rbits & ~ban)
        cost = (strands, p.jokers > 0, breaks, revolt, top - 2 * p.size, p.text)
        if best_cost is None or cost < best_cost:
            best, best_cost = p, cost
    if len(plays) < len(legal) and best_cost is not None and (best_cost[0] or n > 6 and (best_cost[1] or best_cost[3])):
        return first  # pass: keep jokers (and an unwanted revolution) for later
    return best
