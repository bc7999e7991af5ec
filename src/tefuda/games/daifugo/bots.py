"""Daifugo players: `random` and the rule-based `heuristic` (sees only its view).

The heuristic's decision rules live in `heuristic_choice`, which works from a hand's
bit masks (cards.py) and the order in force: `HeuristicBot` feeds it its view, the
ISMCTS search (search.py) feeds it the hands of a sampled state, so the search's
model of how players play is exactly the normal level's way of playing.
"""

from __future__ import annotations

from tefuda.bots.base import Bot, RandomBot
from tefuda.core.cards import Card
from tefuda.games.daifugo.actions import GROUP, SEQUENCE, Give, Play
from tefuda.games.daifugo.cards import JOKER, STRENGTH, rmask_of

# how many real cards each 4-bit rank mask holds
_POP4 = [bin(m).count("1") for m in range(16)]


def heuristic_choice(rm: int, jokers: int, n: int, rev: bool, legal, ban: int = 0, own: bool = False):
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
    plays = [a for a in legal if a.__class__ is Play]
    if not plays:
        return first
    for p in plays:
        if p.size == n:
            return p
    if own and first.__class__ is not Play:
        return first
    counts = [_POP4[rm >> (4 * i) & 15] for i in range(13)]
    # 0 weakest … 12 strongest in the order in force; the joker (13) stays strongest
    if rev:
        weak_hand = sum(k * (12 - i) for i, k in enumerate(counts)) + 13 * jokers < 6 * n
    else:
        weak_hand = sum(k * i for i, k in enumerate(counts)) + 13 * jokers < 6 * n

    best = best_cost = None
    for p in plays:
        low = p.low
        if p.kind == SEQUENCE:
            breaks = False
            top = p.high
        else:
            breaks = low != JOKER and len(p.cards) < counts[low]
            top = low
        if rev and top != JOKER:
            top = 12 - top
        revolt = p.kind == GROUP and p.size >= 4 and not weak_hand
        strands = bool(ban) and not (rm & ~p.rbits & ~ban)
        cost = (strands, p.jokers > 0, breaks, revolt, top - 2 * p.size, p.text)
        if best_cost is None or cost < best_cost:
            best, best_cost = p, cost
    if len(plays) < len(legal) and best_cost is not None and (best_cost[0] or n > 6 and (best_cost[1] or best_cost[3])):
        return first  # pass: keep jokers (and an unwanted revolution) for later
    return best


class HeuristicBot(Bot):
    """Shed weak cards first, keep groups together, save jokers for the end
    (the rules: `heuristic_choice`)."""

    name = "heuristic"

    def act(self, view: dict, legal):
        hand = [Card.parse(c) for c in view["hand"]]
        jokers = sum(1 for c in hand if c.rank == 0)
        rev = view["revolution"] ^ view["local"]["eleven_back"]
        own = view["table"] is not None and view["table"]["seat"] == view["seat"]  # (UECda only)
        return heuristic_choice(rmask_of(hand), jokers, len(hand), rev, legal, self.game.finish_ban, own)


BOTS = {"random": RandomBot, "heuristic": HeuristicBot}
LEVELS = {
    "easy": "random",
    "normal": "heuristic",
    # hard: the generic ISMCTS search with the normal level's own rules as its model of
    # play (search.heuristic_policy): rollouts and the other seats' moves in the tree
    # follow it, sampled worlds must fit the passes it would make, and the heuristic's own
    # move is kept unless the search scores another more than 0.03 higher (docs/bots.md
    # has the ladder that chose this). Budgets are iterations, not seconds, so a seeded
    # game replays exactly; 600 keeps a decision <= 0.5 s at the 95th percentile.
    "hard": {"bot": "ismcts", "iterations": 600, "pool": 32, "rollout": "heuristic", "opponents": "policy",
             "belief": "model", "keep": 0.03},
}
