"""Daifugo players: `random` and the rule-based `heuristic` (sees only its view).

The heuristic's decision rules live in `heuristic_choice` (heuristic.py), which works from a hand's
bit masks (cards.py) and the order in force: `HeuristicBot` feeds it its view, the
ISMCTS search (search.py) feeds it the hands of a sampled state, so the search's
model of how players play is exactly the normal level's way of playing.
"""

from __future__ import annotations

from tefuda.bots.base import Bot, RandomBot
from tefuda.core.cards import Card
from tefuda.games.daifugo.cards import rmask_of
from tefuda.games.daifugo.heuristic import heuristic_choice

__all__ = ["BOTS", "LEVELS", "HeuristicBot", "heuristic_choice"]


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
    "hard": {
        "bot": "ismcts",
        "iterations": 600,
        "pool": 32,
        "rollout": "heuristic",
        "opponents": "policy",
        "belief": "model",
        "keep": 0.03,
    },
}
