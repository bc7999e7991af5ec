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
import re
import sys
from pathlib import Path

from tefuda.core.errors import IllegalAction
from tefuda.games import make_game
from tefuda.games.daifugo.rules import TITLES

RANKS = "-3456789TJQKA2+"  # the referee's rank letters: '-' below the 3, '+' above the 2
SUITS = {"c": "C", "d": "D", "h": "H", "s": "S"}
N = 5


def card(code: str) -> str:
    """'h3' → '3H', 'ct' → '10C', 'jo' → 'JK'."""
    if code == "jo":
        return "JK"
    rank = code[1:].upper()
    return ("10" if rank == "T" else rank) + code[0].upper()


def cards_of(text: str) -> list[list[str]]:
    """'{ h3 c5 } { … } …' → five lists of tefuda card codes."""
    return [[card(c) for c in grp.split()] for grp in re.findall(r"\{([^}]*)\}", text)]


def move(text: str) -> str:
    """A move as the referee records it → tefuda's action text."""
    text = text.split("[")[0]
    if text == "p":
        return "pass"
    if text == "jk":
        return "play JK"
    suits, _, rest = text.partition("-")
    m = re.fullmatch(r"([-+0-9a-z]+?)(?:\(([-+0-9a-z]+)\))?", rest)
    ranks, joker = m.group(1), m.group(2)
    rank_codes = ["10" if r == "t" else r.upper() for r in ranks]
    if len(ranks) == 1:  # a group
        r = rank_codes[0]
        real = [s for s in suits if s in SUITS]
        jsuits = [s for s in (joker or "") if s in SUITS]
        if "x" in suits:  # four cards and the joker
            return "play " + " ".join(f"{r}{SUITS[s]}" for s in real) + " JK"
        return "play " + " ".join([f"{r}{SUITS[s]}" for s in real if s not in jsuits]
                                  + [f"JK={r}{SUITS[s]}" for s in jsuits])
    suit = SUITS[suits[0]]
    out = []
    for r, code in zip(ranks, rank_codes):
        if joker is not None and r == joker:
            out.append("JK<3" + suit if r == "-" else "JK>2" + suit if r == "+" else f"JK={code}{suit}")
        else:
            out.append(f"{code}{suit}")
    return "play " + " ".join(out)


def games_of(log_text: str) -> list[dict]:
    out = []
    for block in re.findall(r"/\*(.*?)\*/", log_text, flags=re.S):
        g = {}
        for line in block.strip().splitlines():
            key, _, rest = line.strip().partition(" ")
            g[key] = rest
        if "play" in g:
            out.append(g)
    return out


def points_of(stdout: str) -> list[int] | None:
    blocks = stdout.split("--------- total point")
    if len(blocks) < 2:
        return None
    last = blocks[-1].strip().splitlines()[:N]
    pts = [0] * N
    for line in last:
        m = re.match(r"\s*(\d+) \([\d.]+\) (\d+)\.", line)
        pts[int(m.group(2))] = int(m.group(1))
    return pts


def to_record(g: dict, number: int) -> tuple[dict, list[str], list[int]]:
    """(the tefuda record minus actions, the referee's moves, its new titles per player)."""
    classes = [int(x) for x in g["class"].split()]
    seat_of = [int(x) for x in g["seat"].split()]
    ring = [0] * N
    for p, s in enumerate(seat_of):
        ring[s] = p
    reset = (number - 1) % 100 == 0
    setup = {"hands": cards_of(g["dealt"]), "titles": None if reset else [TITLES[c] for c in classes],
             "seating": ring, "number": number}
    return ({"game": "daifugo", "options": {"preset": "uecda"}, "setup": setup, "actions": []},
            g["play"].split(), [int(x) for x in g["result"].split()])


def replay(record: dict, moves: list[str], changed: list[list[str]], result: list[int]) -> list[str]:
    """Play the referee's game through tefuda's engine; returns the differences found."""
    game = make_game("daifugo", record["options"])
    st = game.new_state(setup=record["setup"])
    problems = []
    acts = record["actions"]
    titles = record["setup"]["titles"]
    if titles:
        for _ in range(2):  # the gifts the referee took
            seat = st.to_move()[0]
            give = st.legal_actions(seat)[0]
            want = sorted(changed[seat])
            if sorted(c.code for c in give.cards) != want:
                problems.append(f"gift of seat {seat}: tefuda {give.text}, referee {want}")
            st.apply(seat, give)
            acts.append({"seat": seat, "action": give.text})
        for _ in range(2):  # the returns
            seat = st.to_move()[0]
            text = "give " + " ".join(changed[seat])
            try:
                st.apply(seat, text)
            except IllegalAction as e:
                problems.append(f"return of seat {seat} ({text}): {e}")
                return problems
            acts.append({"seat": seat, "action": text})
    run = 0
    for k, m in enumerate(moves):
        if st.is_over():
            problems.append(f"tefuda's game is over, the referee's goes on at move {k}: {m}")
            break
        seat = st.to_move()[0]
        text = move(m)
        run = run + 1 if text == "pass" else 0
        try:
            st.apply(seat, text)
        except IllegalAction as e:
            problems.append(f"move {k} by seat {seat} ({m} = {text}) refused by tefuda: {e}")
            break
        acts.append({"seat": seat, "action": text})
    if not st.is_over():
        problems.append("the referee's game ended, tefuda's goes on")
    elif run < 20:  # (twenty passes in a row: both rank the rest at random, each its own way)
        order = st.result()["finish_order"]
        mine = [0] * N
        for place, s in enumerate(order):
            mine[s] = place
        if mine != result:
            problems.append(f"titles: tefuda {mine}, referee {result}")
    record["result"] = st.result()
    return problems


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
    for number, g in enumerate(games, 1):
        record, moves, result = to_record(g, number)
        changed = cards_of(g["changed"])
        problems = replay(record, moves, changed, result)
        moves_total += len(moves)
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
    summary = {"games": len(games), "moves": moves_total, "passes": passes, "games_with_differences": bad,
               "points_tefuda_replay": points, "points_referee": ref_points,
               "points_equal": points == ref_points}
    if args.clients:
        summary.update(client_plays=decisions, refused_by_referee=refused, probes=probes,
                       probes_accepted_by_referee=accepted)
    print(json.dumps(summary))
    ok = bad == 0 and points == ref_points and refused == 0 and accepted == 0
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
