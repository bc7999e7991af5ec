"""`tefuda sim --check`: the engine's invariants checked along every simulated game.

At every decision a bot is asked to make: the cards are conserved (the multiset of every
card in every zone is the deal's). On a sampled decision (one in `every`): every seat's
view and the spectator's are JSON-ready and consistent with what that seat may know —
re-dealing the cards it cannot see leaves its view unchanged. At the end: a result, one
return per seat, and no seat offered an action. A broken invariant raises
InvariantBroken, which the runner reports with the game's seeds (so it can be replayed).

The checks draw from their own generator, so a checked run stores the same rows.
"""

from __future__ import annotations

import json
import random
from collections import Counter

from tefuda.core.errors import TefudaError


class InvariantBroken(TefudaError):
    """An engine invariant failed during a simulated game."""


def _canon(obj) -> str:
    return json.dumps(obj, sort_keys=True, ensure_ascii=False)


class Invariants:
    def __init__(self, game, state, seed: int, every: int = 25):
        self.game, self.state = game, state
        self.rng = random.Random(seed)
        self.every = every
        self.decisions = 0
        try:
            self.cards0 = Counter(state.all_cards())  # cards compare by value
        except NotImplementedError:
            self.cards0 = None
        self.redeal = True  # until a game says it cannot re-deal

    def check(self) -> None:
        self.decisions += 1
        self._conserved()
        if self.rng.randrange(self.every) == 0:
            self._views()

    def _conserved(self) -> None:
        if self.cards0 is not None:
            now = Counter(self.state.all_cards())
            # dict equality (in C): Counter's own == walks every key in Python, and
            # counters built from lists hold no zero counts, so the two agree
            if not dict.__eq__(now, self.cards0):
                lost = {str(c): k for c, k in ((now - self.cards0) + (self.cards0 - now)).items()}
                raise InvariantBroken(f"cards not conserved after {len(self.state.history)} actions: {lost}")

    def _views(self) -> None:
        st = self.state
        for seat in [*range(self.game.num_players), None]:
            try:
                text = _canon(st.view(seat))
            except (TypeError, ValueError) as e:
                raise InvariantBroken(f"the view of seat {seat} is not JSON: {e}") from None
            if not self.redeal:
                continue
            try:
                other = self.game.redeal_hidden(st, seat, self.rng)
            except NotImplementedError:
                self.redeal = False
                continue
            if _canon(other.view(seat)) != text:
                raise InvariantBroken(
                    f"the view of seat {seat} changed when cards it cannot see were re-dealt "
                    f"(after {len(st.history)} actions)"
                )

    def finish(self) -> None:
        st = self.state
        self._conserved()
        self._views()
        if not st.is_over() or st.result() is None:
            raise InvariantBroken("the game ended without a result")
        if len(st.returns()) != self.game.num_players:
            raise InvariantBroken("returns() does not give one value per seat")
        for seat in range(self.game.num_players):
            if st.legal_actions(seat):
                raise InvariantBroken(f"seat {seat} is offered actions after the end")


class Checked:
    """A bot whose every decision first checks the invariants of the game in play
    (`current()` returns the Invariants of that game)."""

    def __init__(self, bot, current):
        self.bot = bot
        self.current = current

    def act(self, view, legal):
        self.current().check()
        return self.bot.act(view, legal)

    def __getattr__(self, name):
        attr = getattr(self.bot, name)  # AttributeError for what the bot lacks (e.g. react)
        if name == "react":

            def react(view, rng):
                self.current().check()
                return attr(view, rng)

            return react
        return attr
