"""Diving's `tefuda bench` case: random playouts per CPU second of one core."""

from tefuda.core.bench import BenchCase, random_playouts_per_s


def bench_cases() -> list[BenchCase]:
    from tefuda.games.diving.state import DivingGame

    game = DivingGame({})
    return [
        BenchCase(
            "diving",
            2,
            "games_per_s",
            lambda s: random_playouts_per_s(game, s),
            note="random playouts, bonus 8, steal on",
        ),
    ]
