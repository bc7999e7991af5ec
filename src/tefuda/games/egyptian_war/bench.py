"""`tefuda bench` cases: engine events per second with CPU slappers driving the windows."""

from __future__ import annotations

import random

from tefuda.core.bench import BenchCase, timed_loop


def events_per_s(seconds: float, levels=("normal", "hard"), options=None) -> float:
    """Whole games (play + slap + close events) between two CPU slappers, per second."""
    from tefuda.games.egyptian_war import BOTS, GAME, play_game

    game = GAME(options or {})

    def one(i: int) -> int:
        rng = random.Random(i)
        bots = [BOTS[lv](game, s, seed=i * 7 + s) for s, lv in enumerate(levels)]
        state = play_game(game.new_state(seed=i), bots, rng)
        return len(state.history)

    _, events, elapsed = timed_loop(seconds, one)
    return events / elapsed


def bench_cases() -> list[BenchCase]:
    return [
        BenchCase(
            "egyptian_war",
            2,
            "events_per_s",
            events_per_s,
            note="normal vs hard slappers, all_cards mode, simulated 1.8 s windows",
        ),
        BenchCase(
            "egyptian_war",
            2,
            "events_per_s",
            lambda s: events_per_s(s, options={"mode": "100"}),
            note="normal vs hard slappers, 100-card mode",
            options={"mode": "100"},
        ),
    ]
