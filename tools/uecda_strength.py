"""Summarise a match of tefuda against FujiGokoro in the official UECda referee (docs/bots.md).

    python tools/uecda_strength.py RUN_DIR [RUN_DIR ...] --tefuda NAME

Several RUN_DIRs of one configuration (a match split over cores) are pooled. Each holds what the run script writes: `referee.out` (the referee's console: after
every game each player's total), `ref.log` (its match record), `time*.txt` (CPU time of
each client process) and the tefuda clients' `c*.out` summaries. Points per game: the
referee's (5 for first place … 1 for last). The 95 % interval is mean ± 1.96 s/√n over the
games, where a game's value is the mean points of the side's players in it (so the
players of one side, who share a game, are not counted as independent). Decision times:
CPU time per decision (the client processes' CPU time over their decisions; tefuda's
clients count their bot's own time) and the wall time per move the referee measured.
"""

from __future__ import annotations

import argparse
import json
import math
import re
import sys
from pathlib import Path

N = 5


def per_game_points(stdout: str) -> tuple[list[str], list[list[int]]]:
    """(player names, points of each player in each game) from the referee's totals."""
    names: list[str] = [""] * N
    totals: list[list[int]] = []
    for block in stdout.split("--------- total point")[1:]:
        row = [0] * N
        for line in block.strip().splitlines()[:N]:
            m = re.match(r"\s*(\d+) \([\d.]+\) (\d+)\.(.*)$", line)
            row[int(m.group(2))] = int(m.group(1))
            names[int(m.group(2))] = m.group(3).strip()
        totals.append(row)
    games = [[t - (totals[k - 1][p] if k else 0) for p, t in enumerate(row)] for k, row in enumerate(totals)]
    return names, games


def interval(values: list[float]) -> tuple[float, float, float]:
    n = len(values)
    mean = sum(values) / n
    sd = math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1)) if n > 1 else 0.0
    half = 1.96 * sd / math.sqrt(n) if n > 1 else 0.0
    return mean, mean - half, mean + half


def referee_move_times(log: str) -> dict[int, list[int]]:
    """Player → the referee's wall time (µs) of each of their moves (the record's first 128
    moves of each game; the mover found by replaying the game through tefuda's engine)."""
    from tefuda.apps.uecda.referee_log import cards_of, games_of, replay, to_record

    out: dict[int, list[int]] = {p: [] for p in range(N)}
    for number, g in enumerate(games_of(log), 1):
        record, moves, result = to_record(g, number)
        replay(record, moves, cards_of(g["changed"]), result, cards_of(g["original"]))
        seats = [a["seat"] for a in record["actions"] if not a["action"].startswith("give")]
        for seat, m in zip(seats, moves):
            t = re.search(r"\[(\d+)\]", m)
            if t:
                out[seat].append(int(t.group(1)))
    return out


def summarise(run: Path, tefuda: str) -> dict:
    """One run directory: each game's value per side, CPU time and moves per side, clients."""
    names, games = per_game_points((run / "referee.out").read_text(errors="replace"))
    ours = [p for p in range(N) if names[p].startswith(tefuda)]
    theirs = [p for p in range(N) if p not in ours]
    cpu = {}
    for f in sorted(run.glob("time*.txt")):
        m = re.match(r"(\S+) cpu ([\d.]+) user ([\d.]+) sys ([\d.]+) wall", f.read_text().strip())
        if m:
            cpu[m.group(1)] = {"cpu_s": float(m.group(2)) + float(m.group(3)), "wall_s": float(m.group(4))}
    moves = referee_move_times((run / "ref.log").read_text()) if (run / "ref.log").exists() else {}
    clients = []
    for f in sorted(run.glob("c*.out")):
        for line in f.read_text().splitlines():
            if line.startswith("{"):
                c = json.loads(line)
                clients.append({k: c.get(k) for k in ("player", "games", "decisions", "decision_ms", "refused")})
    return {
        "run": str(run),
        "games": len(games),
        "players": names,
        "tefuda_seats": ours,
        "points_total": [sum(g[p] for g in games) for p in range(N)],
        "values": {
            "tefuda": [sum(g[p] for p in ours) / len(ours) for g in games],
            "other": [sum(g[p] for p in theirs) / len(theirs) for g in games],
        },
        "move_us": {
            "tefuda": [t for p in ours for t in moves.get(p, [])],
            "other": [t for p in theirs for t in moves.get(p, [])],
        },
        # tefuda's clients are named tefuda*/hard* in the run scripts, FujiGokoro's fuji*
        "cpu_s": {
            "tefuda": sum(v["cpu_s"] for k, v in cpu.items() if k.startswith(("hard", "tefuda"))),
            "other": sum(v["cpu_s"] for k, v in cpu.items() if k.startswith("fuji")),
        },
        "cpu_per_process": cpu,
        "tefuda_clients": clients,
    }


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("run", nargs="+", help="run directories of one configuration (their games are pooled)")
    ap.add_argument("--tefuda", default="tefuda", help="tefuda's players' names start with this")
    args = ap.parse_args(argv)
    runs = [summarise(Path(r), args.tefuda) for r in args.run]
    side, wall, per_decision = {}, {}, {}
    for label in ("tefuda", "other"):
        side[label] = [round(x, 3) for x in interval([v for r in runs for v in r["values"][label]])]
        ts = sorted(t for r in runs for t in r["move_us"][label])
        if ts:
            wall[label] = {
                "moves": len(ts),
                "mean_ms": round(sum(ts) / len(ts) / 1000, 1),
                "p95_ms": round(ts[int(0.95 * (len(ts) - 1))] / 1000, 1),
            }
            # CPU per decision: the side's processes' CPU time over its moves in the referee's
            # record (every move of a game up to 128; longer games are rare)
            total = sum(r["cpu_s"][label] for r in runs)
            if total:
                per_decision[label] = round(1000 * total / len(ts), 1)
    summary = {
        "games": sum(r["games"] for r in runs),
        "mean_points_per_game": side,
        "referee_wall_time_per_move": wall,
        "cpu_ms_per_move": per_decision,
        "runs": [{k: v for k, v in r.items() if k not in ("values", "move_us")} for r in runs],
    }
    print(json.dumps(summary, ensure_ascii=False, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
