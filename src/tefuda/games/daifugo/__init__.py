"""Daifugo (大富豪), the DSP standard rules (rules/daifugo.md, DSP-1…19), with opt-in
local rules (DSP-18). See README.md in this folder."""

from tefuda.games.daifugo import messages  # noqa: F401  (registers the message catalog)
from tefuda.games.daifugo.bots import BOTS, LEVELS
from tefuda.games.daifugo.game import DaifugoGame

GAME = DaifugoGame


def _bench_cases():
    from tefuda.sim.bench import BenchCase, random_playouts_per_s

    cases = []
    for players in (5, 3, 9):
        game = DaifugoGame({"players": players})
        cases.append(BenchCase("daifugo", players, "games_per_s",
                               lambda s, g=game: random_playouts_per_s(g, s),
                               note="random playouts, one game (DSP standard)", options={"players": players}))
    every = DaifugoGame({"preset": "everything"})
    cases.append(BenchCase("daifugo", 5, "games_per_s", lambda s, g=every: random_playouts_per_s(g, s),
                           note="random playouts, every local rule on", options={"preset": "everything"}))
    return cases


def __getattr__(name):
    """BENCH_CASES, built on first use (importing tefuda.sim when the game is imported
    would invert the layers core ← games ← sim)."""
    if name == "BENCH_CASES":
        cases = _bench_cases()
        globals()["BENCH_CASES"] = cases
        return cases
    raise AttributeError(name)


__all__ = ["GAME", "BOTS", "LEVELS", "BENCH_CASES", "DaifugoGame"]
