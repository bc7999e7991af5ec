"""Trump OS (トランプOS): each player is a process running the cards in its memory."""

from tefuda.games.trump_os import messages  # noqa: F401  (registers the texts)
from tefuda.games.trump_os.game import TrumpOS

GAME = TrumpOS


def __getattr__(name):
    # Bots and bench cases load lazily: the bench pulls in tefuda.sim (a higher layer).
    if name == "BOTS":
        from tefuda.games.trump_os.bots import BOTS
        return BOTS
    if name == "LEVELS":
        from tefuda.games.trump_os.bots import LEVELS
        return LEVELS
    if name == "BENCH_CASES":
        from tefuda.games.trump_os.bench import BENCH_CASES
        return BENCH_CASES
    raise AttributeError(name)
