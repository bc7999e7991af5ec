#!/usr/bin/env python3
"""Daifugo hard searches' decisions, to show that a speed change changed none of them.

For seeded decision points of 3-5 players (game 1 from `tefuda.bots.bench`'s decision
points, and game 2 of a match: titles, the exchange and its private cards), prints one
JSON line per search: the root's statistics (per child: seat, action, visits, reward,
availability), the hard level's choice, and a digest of 8 seeded determinizations of the
view (their JSON form and plays); then the digest of all lines. Run it before and after a
change, with the compiled build and with TEFUDA_NATIVE=off: the outputs must be
byte-identical.

    PYTHONPATH=src python tools/search_decisions.py [--iterations 150] > before.txt
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random

from tefuda.bots.bench import _decision_points
from tefuda.bots.ismcts import ISMCTSBot
from tefuda.bots.spec import level_spec
from tefuda.games import make_game
from tefuda.games.daifugo.state_io import state_to_json

# (rule options, match game 1 or 2): 3, 4 and 5 players, jokers, the UECda rules and
# every local rule (finishing bans, 8-cut, revolutions in sequences ...)
CASES = [
    ({"players": 5}, 1),
    ({"players": 5}, 2),
    ({"players": 4, "jokers": 2}, 1),
    ({"players": 3}, 2),
    ({"players": 5, "preset": "uecda"}, 1),
    ({"players": 4, "preset": "everything"}, 2),
]


def later_points(game, count: int, seed: int) -> list:
    """(view, legal, seat) in game 2 of seeded matches (random play), the exchange included."""
    out: list = []
    rng = random.Random(seed)
    g = 0
    while len(out) < count:
        st = game.new_state(seed=seed + g)
        g += 1
        while not st.is_over():
            seat = st.to_move()[0]
            legal = st.legal_actions(seat)
            st.apply(seat, legal[rng.randrange(len(legal))])
        st = game.next_game(st)
        while not st.is_over() and len(out) < count:
            seat = st.to_move()[0]
            legal = st.legal_actions(seat)
            if len(legal) > 1 and rng.random() < 0.2:
                out.append((st.view(seat), legal, seat))
            st.apply(seat, legal[rng.randrange(len(legal))])
    return out


def searches(iterations: int, points: int):
    for opts, number in CASES:
        game = make_game("daifugo", dict(opts))
        _, hard = level_spec("daifugo", "hard")
        hard = dict(hard)
        hard.pop("bot", None)
        hard["iterations"] = iterations
        found = _decision_points(game, points, seed=5) if number == 1 else later_points(game, points, seed=7)
        for i, (view, legal, seat) in enumerate(found):
            root = ISMCTSBot(game, seat, seed=i, **hard).search(view, {str(a): a for a in legal})
            stats = sorted([k[0], k[1], c.visits, repr(c.reward), c.avail] for k, c in root.children.items())
            choice = str(ISMCTSBot(game, seat, seed=i, **hard).act(view, legal))
            worlds = hashlib.sha256()
            rng = random.Random(i)
            for _ in range(8):
                st = game.determinize(view, rng)
                worlds.update(json.dumps(state_to_json(st), sort_keys=True).encode())
                worlds.update(repr([(s, p.text) for s, p in st.plays]).encode())
            yield {
                "options": opts,
                "game": number,
                "point": i,
                "seat": seat,
                "choice": choice,
                "root": stats,
                "worlds": worlds.hexdigest()[:16],
            }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--iterations", type=int, default=150)
    ap.add_argument("--points", type=int, default=6, help="decision points per case")
    args = ap.parse_args()
    total = hashlib.sha256()
    for row in searches(args.iterations, args.points):
        line = json.dumps(row, sort_keys=True)
        total.update(line.encode())
        print(line, flush=True)
    print("all:", total.hexdigest())


if __name__ == "__main__":
    main()
