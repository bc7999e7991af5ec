"""Daifugo players: `random` and the rule-based `heuristic` (sees only its view)."""

from __future__ import annotations

from collections import Counter

from tefuda.bots.base import Bot, RandomBot
from tefuda.core.cards import Card
from tefuda.games.daifugo.actions import GROUP, SEQUENCE, Give, Pass, Play
from tefuda.games.daifugo.cards import JOKER, STRENGTH


class HeuristicBot(Bot):
    """Shed weak cards first, keep groups together, save jokers and 2s for the end.

    - finish at once when one legal play empties the hand;
    - lead: the weakest combination, the longer the better (groups / sequences shed more);
    - follow: the weakest play, preferring plays that need no joker and break no group;
      with more than 6 cards, pass rather than spend a joker or start an unwanted revolution
      (measured: passing to save top cards as well lost far more often against random);
    - start a revolution only when the hand is weak (mostly low cards);
    - exchange: return the weakest cards.
    """

    name = "heuristic"

    def act(self, view: dict, legal):
        first = legal[0]
        if isinstance(first, Give):
            return self._give(view, legal)
        hand = [Card.parse(c) for c in view["hand"]]
        rev = view["revolution"] ^ view["local"]["eleven_back"]
        plays = [a for a in legal if isinstance(a, Play)]
        can_pass = any(isinstance(a, Pass) for a in legal)
        n = len(hand)
        for p in plays:
            if p.size == n:
                return p
        counts = Counter(STRENGTH[c.index] for c in hand)

        def power(i: int) -> int:  # 0 weakest … 12 strongest in the order in force; joker 13
            return i if i == JOKER or not rev else 12 - i

        weak_hand = sum(power(STRENGTH[c.index]) for c in hand) < 6 * n

        def cost(p: Play):
            breaks = p.kind != SEQUENCE and p.low != JOKER and len(p.cards) < counts[p.low]
            revolt = p.kind == GROUP and p.size >= 4
            top = power(p.high if p.kind == SEQUENCE else p.low)
            return (p.jokers > 0, breaks, revolt and not weak_hand, top - (2 * p.size if p.kind else 0))

        if not plays:
            return legal[0]
        best = min(plays, key=lambda p: (cost(p), p.text))
        if not can_pass:
            return best
        c = cost(best)
        if n > 6 and (c[0] or c[2]):
            return legal[0]  # pass: keep jokers (and an unwanted revolution) for later
        return best

    def _give(self, view: dict, legal):
        def key(g: Give):
            return (sum(STRENGTH[c.index] for c in g.cards), g.text)
        return min(legal, key=key)


BOTS = {"random": RandomBot, "heuristic": HeuristicBot}
LEVELS = {"easy": "random", "normal": "heuristic", "hard": "heuristic"}
