"""`tefuda bench` cases (the descriptor's `bench_cases`): random playouts through the protocol (games/s)."""

from __future__ import annotations

import random

from tefuda.core.bench import BenchCase, timed_loop


def playouts_per_s(seconds: float, options: dict | None = None) -> float:
    """new_state(seed), then legal_actions / apply with uniformly random choices to the end
    (a lone legal action is taken without asking the RNG: same distribution). The choices
    come from one generator for the whole run, as ratio_bench.py's OpenSpiel anchor draws
    them (not a generator seeded per game)."""
    from tefuda.games.youscout.game import YouscoutGame

    game = YouscoutGame(options or {})
    rng = random.Random(0)

    def one(i: int) -> int:
        state = game.new_state(seed=i)
        while state.phase != "over":
            legal = state.legal_actions(0)
            state.apply(0, legal[0] if len(legal) == 1 else legal[rng.randrange(len(legal))])
        return 1

    calls, _, elapsed = timed_loop(seconds, one)
    return calls / elapsed


def bench_cases() -> list[BenchCase]:
    return [
        BenchCase("youscout", 1, "games_per_s", playouts_per_s, note="random playouts, program defaults"),
        BenchCase(
            "youscout",
            1,
            "games_per_s",
            lambda s: playouts_per_s(s, {"replacement": 3}),
            note="War Replacement 3",
            options={"replacement": 3},
        ),
    ]
