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

The iteration (selection, expansion, rollout, back-up) and the tree's nodes are in
bots/tree.py, which the compiled build compiles; this module is the bot around it.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

from tefuda.bots.base import Bot
from tefuda.bots.tree import Evaluator, Node, Tree, neutral, normalized_returns
from tefuda.core.errors import OptionError

__all__ = ["ISMCTSBot", "Node", "neutral", "normalized_returns"]


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
        # the iteration itself (bots/tree.py, compiled in the native build)
        tree = Tree(self.seat, self.rng, self.c, self.policy, self.model_opponents, self.rollout_depth, self.evaluate)
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
            tree.iterate(root, state, root_texts)
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
