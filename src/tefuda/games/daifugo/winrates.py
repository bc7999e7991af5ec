"""Win rates of the Daifugo bots (README figures): `python -m tefuda.games.daifugo.winrates 2000`."""

import math
import sys
import time

from tefuda.bots.base import play_game
from tefuda.games.daifugo import BOTS, GAME


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval for k successes in n trials."""
    p = k / n
    d = 1 + z*z/n
    c = (p + z*z/(2*n)) / d
    h = z * math.sqrt(p*(1-p)/n + z*z/(4*n*n)) / d
    return c - h, c + h


def run(games: int, players: int, hero: str, villain: str, opts: dict) -> None:
    """One `hero` bot against `villain` bots, seats rotated; prints first-place rate etc."""
    game = GAME(dict(players=players, **opts))
    wins = 0; places = 0.0; last = 0
    for g in range(games):
        seat = g % players
        bots = [BOTS[hero if s == seat else villain](game, s, seed=g * 10 + s) for s in range(players)]
        st = play_game(game.new_state(seed=g), bots)
        order = st.result()["finish_order"]
        wins += order[0] == seat
        last += order[-1] == seat
        places += order.index(seat) + 1
    lo, hi = wilson(wins, games)
    print(f"{hero} vs {players-1}x{villain} ({players}p {opts}): first place {wins}/{games} = {wins/games:.3f} "
          f"[95% CI {lo:.3f}–{hi:.3f}], last place {last/games:.3f}, mean place {places/games:.2f} (chance first {1/players:.3f})", flush=True)



def main(argv=None) -> None:
    argv = sys.argv[1:] if argv is None else argv
    n = int(argv[0]) if argv else 1000
    t = time.time()
    run(n, 5, "heuristic", "random", {})
    run(n, 3, "heuristic", "random", {})
    run(n, 5, "random", "heuristic", {})
    print("seconds", round(time.time() - t))


if __name__ == "__main__":
    main()
