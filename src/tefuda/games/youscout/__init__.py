"""Youscout (易双六): JRF's tarot solitaire, exactly as the author's program plays it.

See README.md in this folder for the rules as implemented (YS-1 … YS-4)."""

from tefuda.games.youscout import messages  # noqa: F401  (registers the en/ja texts)
from tefuda.games.youscout.bench import BENCH_CASES
from tefuda.games.youscout.bots import BOTS, LEVELS
from tefuda.games.youscout.game import YouscoutGame
from tefuda.games.youscout.state import YouscoutState

GAME = YouscoutGame

__all__ = ["GAME", "BOTS", "LEVELS", "BENCH_CASES", "YouscoutGame", "YouscoutState"]
