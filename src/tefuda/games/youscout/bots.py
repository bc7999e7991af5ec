"""Youscout players. Both see only the view (never the talon order).

- `random`: uniform over the legal actions (the reference program's "random" policy at the
  start and at the move/stay choice; in War Replacement it may move cards, too).
- `best`: the start place and the move/stay choice chosen from simulation:
  * start: the lower trigram when allowed (place 2, already a winning place), else 5.
    Simulation (README) gives a lower start about 1/3, an upper start under 1/5.
  * move/stay before the last round: a rule read off 40,000 simulated games with random
    choices (which choice won more often, by end card and place).
  * move/stay in the last round (the end card's last appearance is due): flat Monte Carlo
    over determinizations sampled from the view, both options rolled out on the same
    samples with the rule above, the option with more wins taken.
  * War Replacement: ends it at once (draws).
  * 略式 (YS-R1): the same start; its own move/stay rule (docs/insights.md), and the same
    last-round search.
"""

from __future__ import annotations

from tefuda.bots.base import Bot, RandomBot
from tefuda.games.youscout.actions import DRAW, MOVE, START, STAY

# Before the last round, move up from these (end card, place) pairs; stay elsewhere.
# From the simulation table (README): for the Death end (win on 2 or 5) moving from 2
# leaves a winning place unguarded and loses; from 3 moving wins; for the Fool end
# (win on 5 or 6) moving up from 1 pays off.
MOVE_EARLY = {("A13", 1), ("A13", 3), ("A00", 1)}
# In the last round the simulation favours moving for every place except Death from 2.
MOVE_LATE = {("A13", 1), ("A13", 3), ("A00", 1), ("A00", 2), ("A00", 3)}


# 略式 (docs/insights.md, "略式易双六"): for the Death end move from 2 only (5 is a winning
# place too, and staying keeps the cups); for the Fool end always move.
MOVE_RYAKUSHIKI = {("A13", 2), ("A00", 1), ("A00", 2), ("A00", 3)}


def rule_moves(end_card: str, token: int, last_round: bool, rules: str = "original") -> bool:
    """The simulation-derived move/stay rule (no search)."""
    if rules == "ryakushiki":
        return (end_card, token) in MOVE_RYAKUSHIKI
    return (end_card, token) in (MOVE_LATE if last_round else MOVE_EARLY)


def best_start(allowed) -> int:
    if 2 in allowed:
        return 2
    return 5 if 5 in allowed else allowed[0]


def rollout(state) -> bool:
    """Play `state` to its end with the rule policy; True if won."""
    terminals = state.game.terminals
    rules = state.game.options["rules"]
    while state.phase != "over":
        phase = state.phase
        if phase == "choose":
            last = terminals - state.terminals_drawn <= 1
            state.apply(0, MOVE if rule_moves(state.end_card, state.token, last, rules) else STAY)
        else:
            state.apply(0, DRAW)
    return bool(state.win)


class BestBot(Bot):
    """Rules from simulation, flat Monte Carlo over the view in the last round."""

    name = "best"
    PARAMS = ("samples",)  # flat Monte Carlo samples per candidate in the last round

    def __init__(self, game, seat, seed=None, **params):
        super().__init__(game, seat, seed=seed, **params)
        self.samples = int(params.get("samples", 24))

    def act(self, view, legal):
        phase = view["phase"]
        if phase == "start":
            return START[best_start([a.place for a in legal])]
        if phase == "replace":
            return DRAW
        if phase != "choose":
            return legal[0]
        last = view["terminals"] - view["terminals_drawn"] <= 1
        ruled = rule_moves(view["end_card"], view["token"], last, view["options"]["rules"])
        if not last or self.samples <= 0:
            return MOVE if ruled else STAY
        return self.search(view, ruled)

    def search(self, view, ruled: bool):
        """Both options on the same sampled talons (common random numbers)."""
        wins_move = wins_stay = 0
        for _ in range(self.samples):
            base = self.game.determinize(view, self.rng)
            other = base.clone()
            base.apply(0, MOVE)
            wins_move += rollout(base)
            other.apply(0, STAY)
            wins_stay += rollout(other)
        if wins_move == wins_stay:
            return MOVE if ruled else STAY
        return MOVE if wins_move > wins_stay else STAY


class RandomYouscoutBot(RandomBot):
    name = "random"


BOTS = {"random": RandomYouscoutBot, "best": BestBot}
LEVELS = {"easy": "random", "normal": "best", "hard": "best"}
