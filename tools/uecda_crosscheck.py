"""Cross-check tefuda's UECda rules against the official referee (docs/uecda.md).

    python tools/uecda_crosscheck.py REFEREE_LOG REFEREE_STDOUT [--records DIR] [--clients LOG ...]

REFEREE_LOG is the match record the referee writes with `-l FILE` (per game: the titles,
seats, the cards dealt and handed over, every move, the new titles); REFEREE_STDOUT its
console output (the points after each game). Every game becomes a tefuda record (setup:
the deal, titles, seating, game number; actions: the gifts, the returns, every move with
the seat tefuda's engine says is to move), which tefuda's engine replays: each move must
be legal, the game must end where the referee's did, with the referee's titles, and the
points must add up to the referee's. With --clients, the JSON logs of `tefuda uecda
client --log` are read for plays the referee refused although tefuda called them legal,
and for --probe plays (refused by tefuda) the referee accepted. Exit status 0: no
difference.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

from tefuda.apps.uecda.referee_log import N, cards_of, games_of, points_of, replay, to_record


def coverage(record: dict, counts) -> None:
    """What a replayed game met: locks, cuts, revolutions, the joker's plays …"""
    from tefuda.core.record import Record

    state = None
    for step, state in Record.from_json(record).replay():
        a = step.action
        if "JK<" in a or "JK>" in a:
            counts["joker below the 3 / above the 2"] += 1
        elif a == "play JK":
            counts["lone joker"] += 1
    if state is None:
        return
    for e in state.log:
        if e["kind"] in ("lock", "cut", "revolution", "counter_revolution", "finish", "pass_limit"):
            counts[e["kind"]] += 1
    for _, p in state.plays:
        if p.kind == "group" and p.jokers and p.size < 5:
            counts["group with the joker in a suit"] += 1
        if p.kind == "sequence" and p.size >= 5:
            counts["sequence of 5+"] += 1


def client_moves(path: str) -> dict[int, list]:
    """game number → [(seat, action)] as one client saw every move (its --log)."""
    out: dict[int, list] = {}
    current = None
    for line in Path(path).read_text().splitlines():
        e = json.loads(line)
        if e["kind"] == "game":
            current = out.setdefault(e["number"], [])
        elif e["kind"] == "pass":
            current.append((e["seat"], "pass"))
        elif e["kind"] == "play":
            current.append((e["seat"], e["play"]))
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("log")
    ap.add_argument("stdout")
    ap.add_argument("--records", default=None, help="write each game as a tefuda record here")
    ap.add_argument("--clients", nargs="*", default=[], help="client logs (tefuda uecda client --log)")
    args = ap.parse_args(argv)
    games = games_of(Path(args.log).read_text())
    out = Path(args.records) if args.records else None
    if out:
        out.mkdir(parents=True, exist_ok=True)
    points = [0] * N
    bad = 0
    moves_total = passes = 0
    random_games = 0
    odd = 0
    seen = client_moves(args.clients[0]) if args.clients else {}
    longer = 0
    met: Counter = Counter()
    for number, g in enumerate(games, 1):
        record, moves, result = to_record(g, number)
        changed = cards_of(g["changed"])
        problems = replay(record, moves, changed, result, cards_of(g["original"]), seen.get(number))
        longer += "moves_after_the_record" in record.get("meta", {})
        if not problems:
            coverage(record, met)
        moves_total += len(moves)
        odd += len(record.get("meta", {}).get("passes_recorded_as_plays") or [])
        passes += sum(1 for m in moves if m.startswith("p"))
        order = record.get("result", {}) and record["result"]["finish_order"]
        if order:
            for place, s in enumerate(order):
                points[s] += N - place
        if any("20" in p for p in problems):
            random_games += 1
        if problems:
            bad += 1
            print(f"game {number}: " + "; ".join(problems))
        if out:
            (out / f"game-{number:04d}.json").write_text(json.dumps(record) + "\n")
    ref_points = points_of(Path(args.stdout).read_text(errors="replace"))
    refused = accepted = probes = decisions = 0
    for path in args.clients:
        for line in Path(path).read_text().splitlines():
            e = json.loads(line)
            if e["kind"] == "ack" and e.get("sent"):
                if e.get("probe"):
                    probes += 1
                    accepted += e["value"] != 8
                elif e["sent"].startswith("play"):
                    decisions += 1
                    refused += e["value"] != 9
    summary = {
        "games": len(games),
        "moves": moves_total,
        "passes": passes,
        "games_with_differences": bad,
        "points_tefuda_replay": points,
        "points_referee": ref_points,
        "points_equal": points == ref_points,
        "passes_the_record_shows_as_plays": odd,
        "games_longer_than_the_record": longer,
        "met": dict(met),
    }
    if args.clients:
        summary.update(
            client_plays=decisions, refused_by_referee=refused, probes=probes, probes_accepted_by_referee=accepted
        )
    print(json.dumps(summary))
    ok = bad == 0 and points == ref_points and refused == 0 and accepted == 0
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
