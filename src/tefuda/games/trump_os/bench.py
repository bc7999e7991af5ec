"""`tefuda bench` cases: random-playout games per second on one core.

Policy (the same as check_game's playouts): each action, a seat is chosen uniformly
among `to_move()` (the player to move and every seat that may place out of turn),
then an action uniformly among that seat's legal actions (`run` or a single-card
placement; in the initial placement the bare `place` or a single card).
"""

from __future__ import annotations

from collections.abc import Callable

from tefuda.core.bench import BenchCase, random_playouts_per_s
from tefuda.games.trump_os.game import TrumpOS


def _playouts(game) -> Callable[[float], float]:
    return lambda seconds: random_playouts_per_s(game, seconds)


def bench_cases() -> list[BenchCase]:
    return [
        BenchCase(
            "trump_os",
            players,
            "games_per_s",
            _playouts(TrumpOS(players=players)),
            note="random playouts (uniform seat in to_move, uniform legal action)",
            options={"players": players},
        )
        for players in (3, 2, 4)
    ]
