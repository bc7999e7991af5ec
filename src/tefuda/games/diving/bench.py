"""Diving's `tefuda bench` cases: random playouts per second (wall clock, as every game
reports it) and per CPU second (the same loop; steady when other work shares the cores)."""

import random
import time

from tefuda.sim.bench import BenchCase, random_playouts_per_s


def random_playouts_per_cpu_s(game, seconds: float) -> float:
    """The bench loop of `random_playouts_per_s`, timed with the process's CPU clock."""
    start = time.process_time()
    games = 0
    while time.process_time() - start < seconds:
        rng = random.Random(games)
        state = game.new_state(seed=games)
        while not state.is_over():
            seats = state.to_move()
            seat = seats[0] if len(seats) == 1 else seats[rng.randrange(len(seats))]
            legal = state.legal_actions(seat)
            state.apply(seat, legal[rng.randrange(len(legal))])
        games += 1
    return games / (time.process_time() - start)


def bench_cases() -> list[BenchCase]:
    from tefuda.games.diving.state import DivingGame

    game = DivingGame({})
    return [
        BenchCase("diving", 2, "games_per_s", lambda s: random_playouts_per_s(game, s),
                  note="random playouts, bonus 8, steal on"),
        BenchCase("diving", 2, "games_per_cpu_s", lambda s: random_playouts_per_cpu_s(game, s),
                  note="the same, per CPU second of this process"),
    ]
