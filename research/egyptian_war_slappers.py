"""Reaction rates of Egyptian War's CPU slappers (EW-18; the README's table): over the
reaction windows of real deals, how often each level slaps a slappable pile in time, how
often it slaps an empty one, and how fast.

    python research/egyptian_war_slappers.py [windows]

Level against level is a `tefuda sim` recipe (the game's README lists the commands), e.g.
`tefuda sim egyptian_war --bots normal,easy --games 400 --seed 1`.
"""

from __future__ import annotations

import sys

from tefuda.games.egyptian_war import GAME
from tefuda.games.egyptian_war.bots import reaction_rates


def main(argv=None) -> None:
    argv = sys.argv[1:] if argv is None else argv
    windows = int(argv[0]) if argv else 20_000
    game = GAME()
    for lv in ("easy", "normal", "hard"):
        r = reaction_rates(game, lv, windows)
        print(
            f"{lv:7} hit {r['hit_rate']:.3f}  false {r['false_slap_rate']:.3f}  "
            f"mean delay {r['mean_delay']:.3f}s  ({r['windows']} windows)"
        )


if __name__ == "__main__":
    main()
