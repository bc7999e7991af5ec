"""Bench cases for the search bot: ISMCTS simulations (iterations) per second.

One simulation = determinize the view (or copy a pooled determinization) + walk the
tree + rollout + back up. Measured at positions from seeded random playouts, with the
parameters `hard` uses in that game, in CPU time of this process: "on one core" even on
a busy machine.
"""

from __future__ import annotations

import random
import time

from tefuda.sim.bench import BenchCase

# (game, options) measured; Daifugo at 5 players is the reference (>= 2,000 sims/s wanted)
CASES = [("daifugo", {"players": 5}), ("diving", {}), ("trump_os", {"players": 3})]


def _decision_points(game, count: int, seed: int = 0) -> list:
    """(view, legal, seat) at states where the seat to move has a real choice."""
    from tefuda.core.protocol import CLOCK

    out = []
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
    from tefuda.bots.levels import ISMCTS_HARD
    from tefuda.games import game_module

    game = game_module(game_name).GAME(dict(options))
    params = {**ISMCTS_HARD.get(game_name, {}), **params}
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


def bench_cases(game_name: str | None = None) -> list[BenchCase]:
    """The search bench cases (of one game, or of every game that has landed)."""
    from tefuda.games import game_module

    out = []
    for name, options in CASES:
        if game_name is not None and name != game_name:
            continue
        try:
            game = game_module(name).GAME(dict(options))
        except (ModuleNotFoundError, AttributeError):
            continue  # that game has not landed yet
        out.append(BenchCase(name, game.num_players, "sims_per_s",
                             lambda s, n=name, o=options: ismcts_sims_per_s(n, o, s),
                             note="ISMCTS simulations/s, hard-level parameters", options=dict(options)))
    return out


def cases_for(game_name: str) -> list[BenchCase]:
    """The hook `tefuda.sim.bench.EXTRA_CASES` calls for each benched game."""
    return bench_cases(game_name)
