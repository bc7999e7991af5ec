"""Position scores for depth-limited ISMCTS rollouts: state → per-seat values in [0, 1].

They read only public facts of the (determinized) state through its spectator view, so
they never depend on which hidden cards a sample dealt. A game without its own scorer
gets `neutral` (every unfinished position is worth 0.5 to everyone).
"""

from __future__ import annotations

from typing import Callable, Sequence

from tefuda.bots.ismcts import normalized_returns


def neutral(state) -> Sequence[float]:
    if state.is_over():
        return normalized_returns(state)
    return [0.5] * state.game.num_players


EVALUATORS: dict[str, Callable] = {}


def evaluator_for(game_name: str) -> Callable:
    return EVALUATORS.get(game_name, neutral)
