"""Measured figures of the CPU slappers (README tables): reaction rates and level-vs-level
win rates with Wilson 95% intervals. `python -m tefuda.games.egyptian_war.measure`."""

from __future__ import annotations

import math
import random

from tefuda.games.egyptian_war.bots import BOTS, play_game
from tefuda.games.egyptian_war.rules import WINDOW_SECONDS


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (centre - half, centre + half)


def reaction_rates(game, level: str, windows: int = 20_000, seed: int = 0) -> dict:
    """Over the windows of real games: hit rate (slappable windows slapped in time),
    false-slap rate (empty windows slapped), mean delay of the slaps made in time."""
    rng = random.Random(seed)
    bot = BOTS[level](game, 0, seed=seed)
    hits = chances = falses = empties = 0
    delays = []
    g = 0
    while chances + empties < windows:
        state = game.new_state(seed=seed * 1000 + g)
        g += 1
        while not state.is_over() and chances + empties < windows:
            if not state.window:
                state.apply(state.turn, "play")
                continue
            view = state.view(None)
            d = bot.react(view, rng)
            slapped = d is not None and d < WINDOW_SECONDS
            if bot.sees(view) is not None:
                chances += 1
                hits += slapped
            else:
                empties += 1
                falses += slapped
            if slapped:
                delays.append(d)
            state.apply(-1, "close")
    return {"level": level, "windows": chances + empties, "hit_rate": hits / max(1, chances),
            "false_slap_rate": falses / max(1, empties), "mean_delay": sum(delays) / max(1, len(delays))}


def match(game, a: str, b: str, games: int = 400, seed: int = 0) -> dict:
    """Level `a` against level `b`, seats alternating; a draw counts half."""
    score = 0.0
    for i in range(games):
        levels = (a, b) if i % 2 == 0 else (b, a)
        bots = [BOTS[lv](game, s, seed=seed + 2 * i + s) for s, lv in enumerate(levels)]
        st = play_game(game.new_state(seed=seed + i), bots, random.Random(seed + i))
        w = st.result()["winner"]
        seat_a = 0 if i % 2 == 0 else 1
        score += 0.5 if w is None else float(w == seat_a)
    lo, hi = wilson(score, games)
    return {"a": a, "b": b, "games": games, "a_score": score / games, "ci95": (lo, hi)}


def main() -> None:
    from tefuda.games.egyptian_war import GAME

    game = GAME()
    for lv in ("easy", "normal", "hard"):
        r = reaction_rates(game, lv)
        print(f"{lv:7} hit {r['hit_rate']:.3f}  false {r['false_slap_rate']:.3f}  "
              f"mean delay {r['mean_delay']:.3f}s  ({r['windows']} windows)")
    for a, b in (("normal", "easy"), ("hard", "normal"), ("hard", "easy"), ("easy", "easy")):
        m = match(game, a, b)
        print(f"{a} vs {b}: {a} scores {m['a_score']:.3f}  95% CI [{m['ci95'][0]:.3f}, {m['ci95'][1]:.3f}]"
              f"  ({m['games']} games)")
    for mode in ("100",):
        g2 = GAME(mode=mode)
        for a, b in (("normal", "easy"), ("hard", "normal")):
            m = match(g2, a, b)
            print(f"mode {mode}: {a} vs {b}: {a} scores {m['a_score']:.3f}  "
                  f"95% CI [{m['ci95'][0]:.3f}, {m['ci95'][1]:.3f}]  ({m['games']} games)")


if __name__ == "__main__":
    main()
