"""Measure bot strength: `python -m tefuda.games.trump_os.winrates [games]`.

One `hero` bot against `players - 1` copies of `foe`; the hero's seat rotates with the
game number (seat 0 moves first). Prints wins, draws and a Wilson 95% interval.
"""

from __future__ import annotations

import math
import sys

from tefuda.bots.base import play_game
from tefuda.games.trump_os.bots import BOTS
from tefuda.games.trump_os.game import TrumpOS


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def duel(hero: str, foe: str, games: int, players: int = 3, seed: int = 0) -> dict:
    game = TrumpOS(players=players)
    wins = draws = 0
    for i in range(games):
        hs = i % players
        bots = [BOTS[hero if s == hs else foe](game, s, seed=seed + i * 10 + s) for s in range(players)]
        winner = play_game(game.new_state(seed=seed + i), bots).result()["winner"]
        wins += winner == hs
        draws += winner is None
    lo, hi = wilson(wins, games)
    return {"hero": hero, "foe": foe, "players": players, "games": games, "wins": wins, "draws": draws,
            "rate": wins / games, "ci95": [round(lo, 3), round(hi, 3)]}


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    pairs = [tuple(p.split(":")) for p in sys.argv[2:]] or [
        ("planner", "random"), ("planner", "heuristic"), ("heuristic", "random"), ("random", "random")]
    for hero, foe in pairs:
        print(duel(hero, foe, n), flush=True)
