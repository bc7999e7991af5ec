"""Diving's CPU players: `random`, a rule-of-thumb `heuristic`, and `expectimax`, which
samples the cards it cannot see and plays each candidate out.

Bots only receive a view. The heuristic and expectimax rebuild a full state from it with
`determinize` (the unseen cards dealt at random) and read only what the view showed:
their own hand and the public zones. Whether the opponent still holds a joker is public
knowledge — jokers are dealt to hands and leave them only for a dive pile.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from operator import attrgetter

from tefuda.bots.base import Bot, RandomBot
from tefuda.games.diving.actions import (
    EMPTY_RETURN,
    HUNT_ACTION,
    JOKER,
    MAX_REFILL,
    REFILL,
    REFILLS_PAYING,
    RETURN,
    STEAL,
    TAKE,
    YIELD_ACTION,
    cheapest_payment,
    keeping_payment,
    make,
)
from tefuda.games.diving.rules import OVER, RETURNING, one_per_value, value_sum

_index = attrgetter("index")
MEAN_TREASURE = 7  # the mean value of a card A..K: a hunt's expected depth
TAKE_JOKER = make(TAKE, (JOKER,))
RETURN_JOKER = make(RETURN, (JOKER,))


def _payable(hand, price: int) -> tuple:
    """The cheapest payment of a price this seat must pay (DIV-9: a seat that cannot pay
    has drowned already, so one exists)."""
    pay = cheapest_payment(hand, price)
    assert pay is not None
    return pay


def _payment_rank(action, hand_size: int) -> tuple:
    """Prefer payments that keep a card in hand, keep the joker, cost least, spare 5s."""
    cards = action[1]
    joker = bool(cards) and cards[0] is JOKER
    return (len(cards) >= hand_size, joker, value_sum(cards), sum(c.rank == 5 for c in cards), len(cards))


def ranked_payments(actions, hand_size: int) -> list:
    return sorted(actions, key=lambda a: _payment_rank(a, hand_size))


def _refill_card(hand, keep_fives: bool):
    """The card a refill should spend: the lowest value, sparing the joker and (while
    steals are on) the 5s; the same stand-in card the legal list uses."""
    ones = one_per_value(hand)
    ones.pop(0, None)
    if keep_fives and len(ones) > 1:
        ones.pop(5, None)
    return ones[min(ones)] if ones else None


def policy(st, me: int):
    """The heuristic's action for seat `me` in state `st`, built directly (no legal list),
    reading only what `me` may know. Always one of `st.legal_actions(me)`."""
    opp = 1 - me
    hand = st.hands[me]
    joker = JOKER in hand
    if st.phase == RETURNING:  # keep the joker for the bonus and a card in hand to live
        depth = st.depths[me]
        if depth <= 0:
            return EMPTY_RETURN
        pay = keeping_payment(hand, depth)
        if pay is not None:
            return make(RETURN, pay)
        return RETURN_JOKER if joker else make(RETURN, _payable(hand, depth))
    slack = value_sum(hand) - st.depths[me]  # oxygen left after a joker-free return
    deck_n = len(st.deck)
    if st.treasure is not None:
        value = st.treasure.rank
        pay = keeping_payment(hand, value)
        if st.taker != st.turn or st.turn_no == 0:  # must take
            if pay is not None:
                return make(TAKE, pay)
            return TAKE_JOKER if joker else make(TAKE, _payable(hand, value))
        if pay is None:
            return YIELD_ACTION
        if JOKER not in st.hands[opp] and len(st.hands[opp]) <= 1 and value >= 9:
            return YIELD_ACTION  # a lone card rarely pays 9+: the opponent may drown
        cost = value_sum(pay)
        # taking costs the payment now and the same again at the return
        if slack - 2 * cost >= 0 or (deck_n >= 12 and slack - 2 * cost >= -8 and value >= 8):
            return make(TAKE, pay)
        return YIELD_ACTION
    theirs = st.fields[opp]
    if st.steal_rule and theirs and len(hand) > 1 and st.depths[me] == st.depths[opp]:
        five = min((c for c in hand if c.rank == 5), key=_index, default=None)  # as listed
        if five is not None:
            target = min(theirs, key=lambda c: (-c.rank, c.index))
            if target.rank >= 6 and (slack >= 10 or deck_n >= 8):
                return make(STEAL, (five,), 0, target)
    card = _refill_card(hand, st.steal_rule)
    if card is not None and len(hand) > 1:
        if (
            slack < 2 * MEAN_TREASURE
            or len(hand) <= 2
            or (deck_n <= 4 and slack >= card.rank and st.luxury(me) > st.luxury(opp))
        ):
            return REFILLS_PAYING[card][min(MAX_REFILL, deck_n) - 1]
    return HUNT_ACTION


class HeuristicBot(Bot):
    """Rules of thumb: keep the joker, keep return oxygen >= depth, refill cheaply, yield
    what would sink you, steal big treasures."""

    name = "heuristic"

    def act(self, view: dict, legal: Sequence):
        if len(legal) == 1:
            return legal[0]
        return policy(self.game.determinize(view, self.rng), self.seat)


def rollout(st, me: int) -> float:
    """Play `st` to its end with the heuristic for both seats; `me`'s utility, with the
    luxury margin as a faint tie-breaker."""
    while st.phase != OVER:
        seat = st.to_move()[0]
        st.apply(seat, policy(st, seat))
    res = st.result()
    margin = res["luxury"][me] - res["luxury"][1 - me]
    return st.returns()[me] + 1e-4 * max(-100, min(100, margin))


def candidates(st, me: int, legal: Sequence) -> list:
    """The actions worth searching, the heuristic's own choice first: each refill count with
    the cheapest card, every steal, the three best takes and the joker, yield, hunt."""
    hand = st.hands[me]
    out = [policy(st, me)]
    if st.phase == RETURNING:
        out += legal
    elif st.treasure is not None:
        takes = ranked_payments([a for a in legal if a[0] == TAKE], len(hand))
        out += takes[:3] + [a for a in takes if a[1][0] is JOKER] + [a for a in legal if a is YIELD_ACTION]
    else:
        card = _refill_card(hand, st.steal_rule)
        out.append(HUNT_ACTION)
        out += [a for a in legal if a[0] == STEAL]
        if card is not None:
            out += [a for a in legal if a[0] == REFILL and a[1][0].rank == card.rank]
    seen, unique = set(), []
    for a in out:
        if a not in seen and a in legal:
            seen.add(a)
            unique.append(a)
    return unique


class ExpectimaxBot(Bot):
    """Monte Carlo expectimax at the root: the chance over the unseen cards (deck order,
    the opponent's hand, the bonus) is sampled from the view, every candidate is played out
    in the same sampled worlds, and the best mean utility is chosen (see `_pick`).

    params: `time_limit` seconds per decision (default 0.4), or `worlds` for a fixed number
    of sampled worlds (reproducible, for simulations)."""

    name = "expectimax"

    def __init__(
        self, game, seat: int, seed: int | None = None, time_limit: float = 0.4, worlds: int | None = None, **params
    ):
        super().__init__(game, seat, seed, **params)
        self.time_limit = float(time_limit)
        self.worlds = None if worlds is None else int(worlds)

    def act(self, view: dict, legal: Sequence):
        if len(legal) == 1:
            return legal[0]
        start = time.perf_counter()
        world = self.game.determinize(view, self.rng)
        cands = candidates(world, self.seat, legal)
        if len(cands) == 1:
            return cands[0]
        scores: list[list[float]] = [[] for _ in cands]  # per candidate, per world
        while True:
            for i, a in enumerate(cands):
                st = world.clone()
                st.apply(self.seat, a)
                scores[i].append(rollout(st, self.seat))
            n = len(scores[0])
            if self.worlds is not None:
                if n >= self.worlds:
                    break
            elif time.perf_counter() - start >= self.time_limit:
                break
            world = self.game.determinize(view, self.rng)
        return cands[self._pick(scores)]

    @staticmethod
    def _pick(scores: list[list[float]]) -> int:
        """The candidate with the best mean gain over the heuristic's choice (candidate 0)
        in the same worlds — only when that gain exceeds one standard error, so that a few
        lucky worlds do not override the rule of thumb."""
        base = scores[0]
        n = len(base)
        best, best_gain = 0, 0.0
        for i in range(1, len(scores)):
            diffs = [a - b for a, b in zip(scores[i], base)]
            gain = sum(diffs) / n
            if gain <= best_gain:
                continue
            var = sum((d - gain) ** 2 for d in diffs) / max(1, n - 1)
            if gain > (var / n) ** 0.5:
                best, best_gain = i, gain
        return best


def rollout_policy(state, seat, legal, rng, explore: float = 0.0):
    """The ISMCTS rollout hook: Diving's own rule-of-thumb player, which acts on a state
    (as its expectimax does)."""
    return policy(state, seat)


BOTS = {"random": RandomBot, "heuristic": HeuristicBot, "expectimax": ExpectimaxBot}
# hard searches a fixed 250 worlds per decision, not a time budget, so a seeded game
# replays exactly on any machine; 250 keeps the 95th-percentile decision near 0.3 s of
# CPU here (issue #7: <= 0.5 s).
LEVELS = {"easy": "random", "normal": "heuristic", "hard": {"bot": "expectimax", "worlds": 250}}
