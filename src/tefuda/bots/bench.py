"""Bench cases for the search bot: ISMCTS simulations (iterations) per second.

One simulation = determinize the view (or copy a pooled determinization) + walk the
tree + rollout + back up. Measured at positions from seeded random playouts, with the
parameters `hard` uses in that game (when hard is the search), in CPU time of this process: "on one core" even on
a busy machine.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from tefuda.core.bench import BenchCase


def _decision_points(game, count: int, seed: int = 0) -> list:
    """(view, legal, seat) at states where the seat to move has a real choice."""
    from tefuda.core.protocol import CLOCK

    out: list = []
    g = 0
    rng = random.Random(seed)
    while len(out) < count and g < 50 * count:
        state = game.new_state(seed=seed + g)
        g += 1
        while not state.is_over():
            seats = [s for s in state.to_move() if s != CLOCK] or [CLOCK]
            seat = seats[rng.randrange(len(seats))]
            legal = state.legal_actions(seat)
            if seat != CLOCK and len(legal) > 1 and rng.random() < 0.15:
                out.append((state.view(seat), legal, seat))
                if len(out) >= count:
                    break
            state.apply(seat, legal[rng.randrange(len(legal))])
    return out


def ismcts_sims_per_s(game_name: str, options: dict, seconds: float, **params) -> float:
    """ISMCTS iterations per second over a few decision points (one core)."""
    from tefuda.bots.ismcts import ISMCTSBot
    from tefuda.bots.spec import level_spec
    from tefuda.games import make_game

    game = make_game(game_name, dict(options))
    name, hard = level_spec(game_name, "hard")
    params = {**(hard if name == "ismcts" else {}), **params}
    points = _decision_points(game, 8)
    params["iterations"] = 200
    sims = 0
    start = time.process_time()
    i = 0
    while True:
        view, legal, seat = points[i % len(points)]
        bot = ISMCTSBot(game, seat, seed=i, **params)
        bot.search(view, {str(a): a for a in legal})
        sims += bot.last_iterations
        i += 1
        elapsed = time.process_time() - start
        if elapsed >= seconds:
            return sims / elapsed


def _sims(name: str, options: dict) -> Callable[[float], float]:
    return lambda seconds: ismcts_sims_per_s(name, options, seconds)


def bench_cases(game_name: str | None = None) -> list[BenchCase]:
    """The search bench cases of one game, or of every game, at the rule options each
    descriptor names (`search_bench`; a game without them is not measured)."""
    from tefuda.games import descriptor, descriptors

    out = []
    for desc in [descriptor(game_name)] if game_name is not None else descriptors():
        options = desc.search_bench
        if options is None or not desc.searchable:
            continue
        game = desc.make_game(dict(options))
        out.append(
            BenchCase(
                desc.name,
                game.num_players,
                "sims_per_s",
                _sims(desc.name, options),
                note="ISMCTS simulations/s, hard-level parameters",
                options=dict(options),
            )
        )
    return out


def cases_for(game_name: str) -> list[BenchCase]:
    """The hook `tefuda.sim.bench.EXTRA_CASES` calls for each benched game."""
    return bench_cases(game_name)
