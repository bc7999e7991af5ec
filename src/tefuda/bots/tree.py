"""The inner loop of the ISMCTS search (bots/ismcts.py): the tree's nodes, one iteration
(selection by UCB, expansion, rollout, back-up) and the rollout.

Its own module so that the compiled build (tefuda.native) compiles it: the state is
typed as the protocol's `State`, a native class there, so the loop calls every game's
compiled `apply` / `legal_actions` / `to_move` / `is_over` directly instead of through
the interpreter. It draws from the RNG in exactly the order the search always has, so a
seeded search decides the same in both builds (tests/bots/test_search_decisions.py).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from typing import Any

from tefuda.core.protocol import CLOCK, State
from tefuda.core.rng import randbelow

Evaluator = Callable[[Any], Sequence[float]]


class Node:
    """Statistics of one action from the parent's information set."""

    __slots__ = ("seat", "text", "visits", "avail", "reward", "children")

    def __init__(self, seat: int | None = None, text: str = ""):
        self.seat = seat  # the seat whose action led here (None at the root)
        self.text = text  # its action's text ("" at the root)
        self.visits = 0
        self.avail = 0  # iterations in which this action was available (ISMCTS UCB)
        self.reward = 0.0  # summed return of `seat`
        self.children: dict[tuple[int, str], Node] = {}


class Tree:
    """One search's settings (ISMCTSBot's parameters) and its iteration."""

    def __init__(
        self,
        seat: int,
        rng: random.Random,
        c: float,
        policy: Any,
        model_opponents: bool,
        rollout_depth: int | None,
        evaluate: Evaluator,
    ):
        self.seat = seat  # the observer
        self.rng = rng
        self.c = c  # the UCB exploration constant
        self.policy = policy  # (state, seat, legal, rng) -> action; None: random rollouts
        self.model_opponents = model_opponents  # the other seats play `policy` in the tree
        self.rollout_depth = rollout_depth  # None: play to the end
        self.evaluate = evaluate  # the score of a position at the depth limit

    def mover(self, state: State, root: bool) -> int | None:
        """The seat that decides next in the tree; None when the game is over.

        At the root it is the observer. Elsewhere it is the first seat of `to_move()`, as
        in the drivers: the seat whose turn it is, or the next seat still to submit in a
        simultaneous phase; optional out-of-turn actions (placements by the
        others) are not explored, which keeps the tree to the game's main line."""
        while not state.is_over():
            seats = state.to_move()
            if len(seats) == 1 and seats[0] != CLOCK:  # (the common case, without a new list)
                return seats[0]
            players = [s for s in seats if s != CLOCK]
            if players:
                return self.seat if root and self.seat in players else players[0]
            # only the clock: close the window, it is no one's decision
            state.apply(CLOCK, state.legal_actions(CLOCK)[0])
        return None

    def iterate(self, root: Node, state: State, root_texts: dict) -> None:
        """One iteration on the sampled `state` (which it plays to the end)."""
        rng = self.rng
        node = root
        path = [root]
        first = True
        expanded = False
        while not expanded:
            seat = self.mover(state, first)
            if seat is None:
                break
            legal = state.legal_actions(seat)
            if self.model_opponents and seat != self.seat:
                # an opponent plays as the model says; its node keeps our later decisions
                # conditioned on what it did, but is no decision of ours to explore
                action = legal[0] if len(legal) == 1 else self.policy(state, seat, legal, rng)
                key = (seat, str(action))
                found = node.children.get(key)
                if found is None:
                    found = Node(seat, key[1])
                    node.children[key] = found
                state.apply(seat, action)
                node = found
                continue
            if first:
                # the root seat's options are known exactly: use the real ones
                texts = [str(a) for a in legal if str(a) in root_texts]
                by_text = {str(a): a for a in legal}
                first = False
            else:
                by_text = {str(a): a for a in legal}
                texts = list(by_text)
            if not texts:
                break
            children = node.children
            untried = [t for t in texts if (seat, t) not in children]
            child: Node | None = None
            if untried:
                text = untried[randbelow(rng, len(untried))]  # (= rng.randrange)
                child = Node(seat, text)
                children[(seat, text)] = child
                expanded = True
            else:
                best = -1.0
                c = self.c
                for t in texts:
                    ch = children[(seat, t)]
                    ch.avail += 1
                    score = ch.reward / ch.visits + c * math.sqrt(math.log(ch.avail) / ch.visits)
                    if score > best:
                        best, child = score, ch
                assert child is not None  # (scores are never below -1)
                text = child.text
            # availability counts the sample in which an action could be chosen
            if expanded:
                child.avail += 1
                for t in texts:
                    if t != text and (seat, t) in children:
                        children[(seat, t)].avail += 1
            state.apply(seat, by_text[text])
            node = child
            path.append(child)
        values = self.rollout(state)
        for n in path:
            n.visits += 1
            if n.seat is not None:
                n.reward += values[n.seat]

    def rollout(self, state: State) -> Sequence[float]:
        """Random (or policy) play to the end, or to the depth limit and then `evaluate`."""
        rng = self.rng
        policy = self.policy
        depth = self.rollout_depth
        steps = 0
        while not state.is_over():
            if depth is not None and steps >= depth:
                return self.evaluate(state)
            seats = state.to_move()
            if len(seats) == 1 and seats[0] != CLOCK:
                seat = seats[0]  # (the common case, without building a list)
            else:
                players = [s for s in seats if s != CLOCK]
                if not players:
                    state.apply(CLOCK, state.legal_actions(CLOCK)[0])
                    continue
                seat = players[0]  # as the drivers do: the seat whose turn it is
            legal = state.legal_actions(seat)
            if policy is None or len(legal) == 1:
                state.apply(seat, legal[randbelow(rng, len(legal))])  # (= rng.randrange)
            else:
                state.apply(seat, policy(state, seat, legal, rng))
            steps += 1
        return normalized_returns(state)


def neutral(state: Any) -> Sequence[float]:
    """The evaluator of a game without its own: every unfinished position is worth 0.5."""
    if state.is_over():
        return normalized_returns(state)
    return [0.5] * state.game.num_players


def normalized_returns(state: Any) -> list[float]:
    """Returns mapped to [0, 1] per game so UCB's constant means the same everywhere."""
    r: list[Any] = list(state.returns())
    if len(r) == 1:  # solitaire: the return already is a win (1) or a loss (0)
        return [min(1.0, max(0.0, float(r[0])))]
    lo, hi = min(r), max(r)
    if hi - lo < 1e-12:
        return [0.5] * len(r)
    return [(x - lo) / (hi - lo) for x in r]
