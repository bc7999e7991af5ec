"""Trump OS with the real CPUs: the first player's edge and the games won on the very first
turn, for docs/insights.md ("With the real CPUs").

    python tools/tos_first_player.py LEVEL PLAYERS GAMES [WORKERS]   # e.g. hard 3 1000 2

Every seat plays LEVEL (`tefuda.bots.spec.make_level_bot`, bot seed = deal seed * 10 +
seat); deal seeds 1000, 1001, …; who starts is drawn (the default `first=random`, TOS-9),
and "the first player" is that seat. Printed: one JSON line with the counts, CPU seconds
of the workers and Wilson 95 % intervals.
"""

from __future__ import annotations

import json
import math
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from tefuda.bots.base import play_game
from tefuda.bots.spec import make_level_bot
from tefuda.games.trump_os.game import TrumpOS

SEED0 = 1000


def one(level: str, players: int, seed: int) -> dict:
    game = TrumpOS(players=players)
    state = game.new_state(seed=seed)
    first = state.first
    bots = [make_level_bot("trump_os", level, game, s, seed=seed * 10 + s) for s in range(players)]
    play_game(state, bots)
    # state.turn counts the turns started (TOS-12): 1 = the first player's first slice
    return {"winner": state.winner, "first": first, "turn": state.turn}


def chunk(level: str, players: int, seeds: list[int]) -> tuple[list[dict], float]:
    start = time.process_time()
    rows = [one(level, players, s) for s in seeds]
    return rows, time.process_time() - start


def wilson(k: int, n: int) -> list[float]:
    if n == 0:
        return [0.0, 0.0]
    z, p = 1.96, k / n
    mid = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return [round(100 * (mid - half), 1), round(100 * (mid + half), 1)]


def main(argv: list[str]) -> int:
    level, players, games = argv[0], int(argv[1]), int(argv[2])
    workers = int(argv[3]) if len(argv) > 3 else 1
    seeds = list(range(SEED0, SEED0 + games))
    parts = [seeds[i::workers] for i in range(workers)]
    rows: list[dict] = []
    cpu = 0.0
    with ProcessPoolExecutor(workers) as pool:
        for got, seconds in pool.map(chunk, [level] * workers, [players] * workers, parts):
            rows += got
            cpu += seconds
    n = len(rows)
    won = [r for r in rows if r["winner"] is not None]
    first_wins = sum(r["winner"] == r["first"] for r in rows)
    turn1 = sum(r["winner"] == r["first"] and r["turn"] == 1 for r in rows)
    round1 = sum(r["winner"] is not None and r["turn"] <= players for r in rows)
    even = len(won) / players / n
    out = {
        "level": level,
        "players": players,
        "games": n,
        "first_player_wins_pct": round(100 * first_wins / n, 1),
        "first_player_wins_ci": wilson(first_wins, n),
        "even_share_pct": round(100 * even, 1),
        "edge_points": round(100 * (first_wins / n - even), 1),
        "won_on_turn_1_pct": round(100 * turn1 / n, 1),
        "won_on_turn_1_ci": wilson(turn1, n),
        "won_in_round_1_pct": round(100 * round1 / n, 1),
        "draws_pct": round(100 * (n - len(won)) / n, 1),
        "mean_turns": round(sum(r["turn"] for r in rows) / n, 2),
        "cpu_s": round(cpu, 1),
    }
    print(json.dumps(out), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
