"""Win rates of the Youscout bots by start trigram (the table in the game's README).

    python research/youscout_winrates.py --bot random --games 100000 --procs 2
    python research/youscout_winrates.py --bot best --games 100000 -o terminals=1

Game i is dealt from seed i and played by the bot seeded i, so the README's figures are
reproduced exactly. Prints one JSON line: games, wins, rate and the Wilson 95 % interval,
per start trigram too (`tefuda sim youscout --bots NAME` gives the overall rate alone).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import time

from tefuda.sim.stats import wilson


def play_many(bot_name: str, options: dict, first: int, count: int) -> dict:
    """Games first..first+count-1 (seed = game index); counts by start trigram."""
    from tefuda.games.youscout import BOTS, GAME

    game = GAME(options)
    tally = {"games": 0, "wins": 0, "lower": [0, 0], "upper": [0, 0], "draws": 0}
    for i in range(first, first + count):
        bot = BOTS[bot_name](game, 0, seed=i)
        state = game.new_state(seed=i)
        while not state.is_over():
            legal = state.legal_actions(0)
            action = legal[0] if len(legal) == 1 else bot.act(state.view(0), legal)
            state.apply(0, action)
        tally["games"] += 1
        tally["wins"] += bool(state.win)
        tally["draws"] += state.draws
        side = tally["upper" if state.start >= 4 else "lower"]
        side[0] += 1
        side[1] += bool(state.win)
    return tally


def measure(bot: str, games: int, procs: int, options: dict, offset: int = 0) -> dict:
    chunk = 2000
    jobs = [(bot, options, offset + s, min(chunk, games - s)) for s in range(0, games, chunk)]
    start = time.time()
    if procs > 1:
        with mp.Pool(procs) as pool:
            parts = pool.starmap(play_many, jobs)
    else:
        parts = [play_many(*j) for j in jobs]
    total = {"games": 0, "wins": 0, "lower": [0, 0], "upper": [0, 0], "draws": 0}
    for p in parts:
        total["games"] += p["games"]
        total["wins"] += p["wins"]
        total["draws"] += p["draws"]
        for side in ("lower", "upper"):
            total[side][0] += p[side][0]
            total[side][1] += p[side][1]
    n, w = total["games"], total["wins"]
    _, lo, hi = wilson(w, n)
    out = {
        "bot": bot,
        "options": options,
        "games": n,
        "wins": w,
        "rate": round(w / n, 5),
        "wilson95": [round(lo, 5), round(hi, 5)],
        "mean_draws": round(total["draws"] / n, 2),
        "seconds": round(time.time() - start, 1),
    }
    for side in ("lower", "upper"):
        g, sw = total[side]
        if g:
            out[f"{side}_start"] = {
                "games": g,
                "rate": round(sw / g, 5),
                "wilson95": [round(x, 5) for x in wilson(sw, g)[1:]],
            }
    return out


def main(argv=None) -> int:
    from tefuda.apps.cli import parse_option_pairs

    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bot", default="random")
    ap.add_argument("--games", type=int, default=100_000)
    ap.add_argument("--procs", type=int, default=1)
    ap.add_argument("--offset", type=int, default=0, help="first game seed")
    ap.add_argument("-o", "--option", action="append", default=[], metavar="NAME=VALUE")
    args = ap.parse_args(argv)
    print(
        json.dumps(measure(args.bot, args.games, args.procs, parse_option_pairs(args.option), args.offset)), flush=True
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
