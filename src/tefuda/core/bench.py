"""What a game needs to describe its own `tefuda bench` cases: `BenchCase`, CPU-time
loops and random playouts through the protocol (games list theirs in their descriptor;
`tefuda.sim.bench` runs them)."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from tefuda.core.playout import play_random


@dataclass
class BenchCase:
    game: str
    players: int
    metric: str
    run: Callable[[float], float]  # seconds → value of the metric
    note: str = ""
    options: dict = field(default_factory=dict)


def timed_loop(seconds: float, one: Callable[[int], int]) -> tuple[int, int, float]:
    """Call `one(i)` (returning a count of events) until `seconds` of this process's CPU
    time pass; (calls, events, CPU seconds). CPU time measures one core's throughput
    whatever else the machine is running (wall-clock figures on a busy machine are not)."""
    start = time.process_time()
    calls = events = 0
    while True:
        events += one(calls)
        calls += 1
        elapsed = time.process_time() - start
        if elapsed >= seconds:
            return calls, events, elapsed


def random_playouts_per_s(game, seconds: float) -> float:
    """Random-playout games per second, as ratio_bench.py's OpenSpiel anchor plays them: a
    freshly shuffled deal (`new_state`), then a uniformly random legal action at every step
    to the end, all drawn from one generator for the whole run (no re-seeding per game)."""
    rng = random.Random(0)

    def one(i: int) -> int:
        play_random(game.new_state(seed=i), rng)  # compiled with the engines (core.playout)
        return 1

    calls, _, elapsed = timed_loop(seconds, one)
    return calls / elapsed
