"""Summaries of `tefuda sim diving` result files for the README (Wilson 95% intervals).

    python -m tefuda.games.diving.measure results/sim-diving-seed1.sqlite [...]

Per file and option point: each bot's win rate (draws and double drownings count as not
won), the draw rate, the first player's win rate, and how games ended.
"""

from __future__ import annotations

import json
import sqlite3
import sys
from collections import Counter, defaultdict


def summarize(path: str) -> str:
    from tefuda.sim.stats import fmt_rate

    db = sqlite3.connect(path)
    rows = db.execute("SELECT options, seats, result, first FROM games").fetchall()
    points: dict[str, list] = defaultdict(list)
    for options, seats, result, first in rows:
        points[options].append((json.loads(seats), json.loads(result), first))
    out = [f"## {path}"]
    for options, games in points.items():
        n = len(games)
        wins, seat_games = Counter(), Counter()
        first_wins = 0
        reasons = Counter()
        for seats, result, first in games:
            reasons[result["reason"]] += 1
            for s, bot in enumerate(seats):
                seat_games[bot] += 1
                wins[bot] += result["winner"] == s
            first_wins += result["winner"] == first
        out.append(f"options {options}: {n} games; ends {dict(reasons)}")
        for bot in sorted(seat_games):
            out.append(f"  {bot:<32} wins {fmt_rate(wins[bot], seat_games[bot])}  of {seat_games[bot]} seat-games")
        out.append(f"  {'first player':<32} wins {fmt_rate(first_wins, n)}")
        out.append(f"  {'draws':<32}      {fmt_rate(reasons['draw'], n)}")
    return "\n".join(out)


if __name__ == "__main__":
    for p in sys.argv[1:]:
        print(summarize(p))
