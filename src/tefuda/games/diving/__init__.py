"""Diving (ダイビング): a two-player dive for treasure on a budget of oxygen. See README.md."""

from tefuda.games.diving import messages  # noqa: F401  (registers the en/ja texts)
from tefuda.games.diving.bots import BOTS, LEVELS
from tefuda.games.diving.state import DivingGame, DivingState

GAME = DivingGame


def __getattr__(name):
    if name == "BENCH_CASES":  # built on first use: importing the game stays cheap
        from tefuda.games.diving.bench import bench_cases

        return bench_cases()
    raise AttributeError(name)


__all__ = ["GAME", "BOTS", "LEVELS", "BENCH_CASES", "DivingGame", "DivingState"]
