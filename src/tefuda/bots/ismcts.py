"""Single-observer information-set MCTS (SO-ISMCTS) over the game's determinizations.

The bot gets only its seat's `view` and `legal` actions. Every iteration samples a full
state consistent with that view (`game.determinize(view, rng)`, or the function of the
RNG `game.determinizer(view)` returns if the game has one), walks one shared tree
keyed by (seat, action text) choosing among the actions *available in that sample* by
UCB (Cowling, Powley & Whitehouse 2012), plays a rollout and backs up each seat's return.
Each node scores the reward of the seat that moved into it, so opponents in the tree
maximise their own returns (the usual multi-player "max-n" ISMCTS).

Simultaneous phases: at the root the observer's own pending choice is made first and
the others follow in seat order, which is pessimistic (their tree nodes are conditioned
on our move) instead of letting us plan against sealed choices we cannot see. Past the
root, as in the drivers, the first seat of `to_move()` acts. The CLOCK seat (timed
windows) is not a player: it acts as soon as no bot seat may act.
"""

from __future__ import annotations

import contextlib
import math
import time
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

from tefuda.bots.base import Bot
from tefuda.core.errors import OptionError
from tefuda.core.protocol import CLOCK
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


class ISMCTSBot(Bot):
    """SO-ISMCTS with an iteration (and optional time) budget and its own seeded RNG.

    Parameters: `iterations` (default 1000), `time_limit` seconds (None = iterations only,
    which keeps a seeded bot reproducible), `c` the UCB exploration constant,
    `rollout_depth` (None = play to the end; else stop after that many actions and score
    the position with `evaluate`), `evaluate` (state → per-seat values in [0, 1]),
    `pool` (None = a fresh determinization every iteration; k = sample k worlds and
    cycle through copies of them, for games whose determinize costs more than a clone),
    `rollout` ("random", "policy": the game's fast rollout policy from its descriptor, or
    another of the game's named rollouts there), `explore` (the policy's share of random
    actions). A model of play (docs/bots.md): `opponents` ("search", or "policy": the other
    seats play the rollout policy in the tree too), `belief` ("uniform", or "model":
    re-sample worlds the game's model of play finds implausible), `keep` (None, or a
    margin m: play the policy's move unless the search scores another more than m higher).
    """

    name = "ismcts"

    def __init__(
        self,
        game,
        seat: int,
        seed: int | None = None,
        iterations: int = 1000,
        time_limit: float | None = None,
        c: float = 0.7,
        rollout_depth: int | None = None,
        evaluate: Evaluator | None = None,
        pool: int | None = None,
        rollout: str = "random",
        explore: float | None = None,
        opponents: str = "search",
        keep: float | None = None,
        belief: str = "uniform",
        **params: Any,
    ):
        super().__init__(game, seat, seed=seed, **params)
        from tefuda.games import descriptor

        desc = descriptor(game.name)
        if not desc.searchable:
            raise OptionError("bot.unsupported", game=desc.titles, bot=self.name, why=desc.search)
        if not (isinstance(iterations, int) and iterations >= 1):
            raise OptionError("ismcts.iterations", value=iterations)
        if time_limit is not None and not time_limit > 0:
            raise OptionError("ismcts.time_limit", value=time_limit)
        if rollout_depth is not None and rollout_depth < 0:
            raise OptionError("ismcts.rollout_depth", value=rollout_depth)
        if pool is not None and not (isinstance(pool, int) and pool >= 1):
            raise OptionError("ismcts.pool", value=pool)
        if rollout_depth is not None and evaluate is None:
            evaluate = desc.evaluator or neutral
        self.iterations = iterations
        self.time_limit = time_limit
        self.c = c
        self.rollout_depth = rollout_depth
        self.evaluate: Evaluator = evaluate or neutral  # (read only with a rollout_depth)
        self.pool = pool
        # (state, seat, legal, rng) -> action; None: random rollouts (then neither is called)
        self.policy: Any = None
        self._base_policy: Any = None  # the policy without exploration (keep's root move)
        if rollout != "random":
            self.policy = self._base_policy = desc.rollouts.get(rollout)
            if self.policy is None:
                known = ", ".join(["random", *sorted(desc.rollouts)])
                raise OptionError("ismcts.rollout", rollout=rollout, game=game.name, known=known)
            if explore is not None:
                if not 0 <= explore <= 1:
                    raise OptionError("ismcts.explore", value=explore)
                base = self.policy
                self.policy = lambda state, seat, legal, rng: base(state, seat, legal, rng, explore=explore)
        if opponents not in ("search", "policy"):
            raise OptionError("ismcts.opponents", value=opponents)
        if opponents == "policy" and self.policy is None:
            raise OptionError("ismcts.opponents_policy")
        # "policy": the other seats play the rollout policy inside the tree too, so the
        # tree branches only on the observer's own decisions (an opponent model)
        self.model_opponents = opponents == "policy"
        if keep is False:  # `keep=false` in a spec: no keeping (a margin of 0 would keep ties)
            keep = None
        if keep is not None and (self.policy is None or isinstance(keep, bool) or not keep >= 0):
            raise OptionError("ismcts.keep")
        # keep=m: play the policy's own move unless the search's choice scores more than
        # m above it (the search overrides the policy only when it clearly knows better)
        self.keep = keep
        self._root_policy: str | None = None  # the policy's move text at the last root
        # belief="model": resample worlds the game's model of play finds unlikely (e.g. a
        # seat that passed although the model would have played), up to a limit
        self.consistent: Callable[..., Any] | None = None
        if belief == "model":
            self.consistent = desc.belief
            if self.consistent is None:
                raise OptionError("ismcts.no_belief", game=game.name)
        elif belief != "uniform":
            raise OptionError("ismcts.belief", value=belief)
        self.last_iterations = 0  # how many iterations the last decision ran (for benches)

    # --- the decision --------------------------------------------------------------
    def act(self, view: dict, legal: Sequence) -> Any:
        if len(legal) == 1:
            return legal[0]
        by_text = {str(a): a for a in legal}
        root = self.search(view, by_text)
        best = max(
            (root.children[(self.seat, t)] for t in by_text if (self.seat, t) in root.children),
            key=lambda n: (n.visits, n.reward),
            default=None,
        )
        if best is None:
            return legal[0]
        if self.keep is not None and self._root_policy in by_text:
            mine = root.children.get((self.seat, self._root_policy))
            if (
                mine is not None
                and mine.visits
                and (best.reward / best.visits <= mine.reward / mine.visits + self.keep)
            ):
                return by_text[self._root_policy]
        return by_text[best.text]

    def search(self, view: dict, root_texts: dict) -> Node:
        """Run the budget from `view`; return the root with its children's statistics."""
        root = Node()
        deadline = None if self.time_limit is None else time.perf_counter() + self.time_limit
        n = 0
        worlds: list = []
        # a game may work out once what the view fixes for all its samples (game.determinizer)
        prepare = getattr(self.game, "determinizer", None)
        draw = prepare(view) if prepare is not None else partial(self.game.determinize, view)
        while n < self.iterations:
            if self.pool is None:
                state = self._sample(view, draw)
            elif len(worlds) < self.pool:
                state = self._sample(view, draw)
                # the display log is never read by the rules; copies need not carry it
                if isinstance(getattr(state, "log", None), list):
                    with contextlib.suppress(AttributeError):  # a read-only log is rebuilt on demand: cheap to copy
                        state.log = []
                worlds.append(state)
                state = state.clone()
            else:
                state = worlds[n % self.pool].clone()
            if n == 0 and self.keep is not None:
                # the policy reads only the observer's hand and public facts: any sample will do
                legal = state.legal_actions(self.seat)
                move = self._base_policy(state, self.seat, legal, self.rng, explore=0.0) if legal else None
                self._root_policy = str(move)
            self._iterate(root, state, root_texts)
            n += 1
            if deadline is not None and time.perf_counter() >= deadline:
                break
        self.last_iterations = n
        return root

    def _sample(self, view: dict, draw: Callable[[Any], Any]):
        """A world consistent with the view (and, with belief=model, with the model of play);
        `draw(rng)` is the game's determinization of that view."""
        state = draw(self.rng)
        if self.consistent is not None:
            for _ in range(self.RESAMPLES):
                if self.consistent(view, state):
                    break
                state = draw(self.rng)
        return state

    RESAMPLES = 20  # then the last sample is used: a model is a guess, not a rule

    # --- one iteration ---------------------------------------------------------------
    def _mover(self, state, root: bool) -> int | None:
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

    def _iterate(self, root: Node, state, root_texts: dict) -> None:
        rng = self.rng
        node = root
        path = [root]
        first = True
        expanded = False
        while not expanded:
            seat = self._mover(state, first)
            if seat is None:
                break
            legal = state.legal_actions(seat)
            if self.model_opponents and seat != self.seat:
                # an opponent plays as the model says; its node keeps our later decisions
                # conditioned on what it did, but is no decision of ours to explore
                action = legal[0] if len(legal) == 1 else self.policy(state, seat, legal, rng)
                key = (seat, str(action))
                child = node.children.get(key)
                if child is None:
                    child = node.children[key] = Node(seat, key[1])
                state.apply(seat, action)
                node = child
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
            if untried:
                text = untried[randbelow(rng, len(untried))]  # (= rng.randrange)
                child = Node(seat, text)
                children[(seat, text)] = child
                expanded = True
            else:
                child = None
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
        values = self._rollout(state)
        for n in path:
            n.visits += 1
            if n.seat is not None:
                n.reward += values[n.seat]

    def _rollout(self, state) -> Sequence[float]:
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


def neutral(state) -> Sequence[float]:
    """The evaluator of a game without its own: every unfinished position is worth 0.5."""
    if state.is_over():
        return normalized_returns(state)
    return [0.5] * state.game.num_players


def normalized_returns(state) -> list[float]:
    """Returns mapped to [0, 1] per game so UCB's constant means the same everywhere."""
    r = list(state.returns())
    if len(r) == 1:  # solitaire: the return already is a win (1) or a loss (0)
        return [min(1.0, max(0.0, float(r[0])))]
    lo, hi = min(r), max(r)
    if hi - lo < 1e-12:
        return [0.5] * len(r)
    return [(x - lo) / (hi - lo) for x in r]
