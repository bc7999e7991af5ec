"""Egyptian War / Slap (エジプシャン・ウォー): rules EW-1…16, CPU slappers, simulated-time driver.

See README.md in this folder for the rules as implemented, options and measurements.
"""

from tefuda.games.egyptian_war.bench import BENCH_CASES
from tefuda.games.egyptian_war.bots import BOTS, LEVELS, SlapperBot, play_game
from tefuda.games.egyptian_war.game import EgyptianWar
from tefuda.games.egyptian_war.state import EgyptianWarState

GAME = EgyptianWar

__all__ = ["GAME", "BOTS", "LEVELS", "BENCH_CASES", "play_game", "SlapperBot", "EgyptianWar", "EgyptianWarState"]
