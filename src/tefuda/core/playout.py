"""Uniformly random playouts through the protocol: the loop of `tefuda bench`'s random
playouts and of check_game's.

In the compiled build (tefuda.native) this loop is compiled too, so a playout's steps
run without the interpreter between the engine's compiled methods; its draws are
`core.rng.choice`, exactly `random.Random.choice`, so the same generator plays the same
games on both builds.
"""

from __future__ import annotations

import random

from tefuda.core.protocol import State
from tefuda.core.rng import choice, randbelow


def play_random(state: State, rng: random.Random, max_actions: int = -1) -> int:
    """Play `state` on with uniformly random choices: each step a seat uniformly among
    `to_move()` (the only one when there is one, with no draw), then an action uniformly
    among its legal actions; to the end, or (`max_actions` >= 0) at most that many
    actions. Returns the number of actions played."""
    n = 0
    while n != max_actions and not state.is_over():
        seats = state.to_move()
        seat = seats[0] if len(seats) == 1 else seats[randbelow(rng, len(seats))]
        state.apply(seat, choice(rng, state.legal_actions(seat)))
        n += 1
    return n
