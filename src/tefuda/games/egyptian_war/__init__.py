"""Egyptian War / Slap (エジプシャン・ウォー): rules EW-1…16, CPU slappers, simulated-time driver.

See README.md in this folder for the rules as implemented, options and measurements.
"""

from tefuda.core.descriptor import GameDescriptor
from tefuda.games.egyptian_war.bench import bench_cases
from tefuda.games.egyptian_war.bots import BOTS, LEVEL_MODELS, LEVELS, SlapperBot, play_game
from tefuda.games.egyptian_war.game import EgyptianWar
from tefuda.games.egyptian_war.state import EgyptianWarState

GAME = EgyptianWar


def _waiting_on(state) -> list[int]:
    """None: at a web table the real-time controller (EW-17…22) plays the CPUs' cards."""
    return []


# How fast each CPU level slaps on average (its model's mean delay, bots.LEVEL_MODELS), for
# the setup screen where a newcomer picks one: the seed only orders them (easy < normal < hard).
_SPEED = {lv: f"{LEVEL_MODELS[lv].mean:.1f}" for lv in ("easy", "normal", "hard")}

DESCRIPTOR = GameDescriptor(
    "egyptian_war",
    EgyptianWar,
    titles={"en": "Egyptian War", "ja": "エジプシャン・ウォー"},
    summary={
        "en": "Slap! Reveal cards in turn; slap a double or a sandwich first to take the pile. J/Q/K/A start "
        "challenges. A 1.8 s reaction window follows every card. Against the CPU or two on one device. "
        f"The CPU slaps a pattern in about {_SPEED['easy']} s (easy), {_SPEED['normal']} s (normal) "
        f"or {_SPEED['hard']} s (hard).",
        "ja": "スラップ！交互に札を出し、ダブルやサンドイッチを最初に叩いた人が場を取ります。J・Q・K・Aは相手への要求。"
        "1枚ごとに約1.8秒の反応受付。CPU対戦または同じ端末で2人。"
        f"CPUが叩くまでの時間は、やさしい約{_SPEED['easy']}秒、ふつう約{_SPEED['normal']}秒、つよい約{_SPEED['hard']}秒です。",
    },
    bots=BOTS,
    levels=LEVELS,
    driver=play_game,
    # the only decision is whether and how fast to slap a pattern the view already shows
    search={"en": "search adds nothing to a game of reactions", "ja": "反応速度のゲームでは探索が役に立ちません"},
    encoding="tefuda.envs.encodings.egyptian_war:ENCODING",
    env_id="tefuda/EgyptianWar-v0",
    max_length=200_000,
    bench_cases=bench_cases,
    describe="tefuda.games.egyptian_war.present:describe",
    action_words="tefuda.games.egyptian_war.present:action_words",
    terminal="tefuda.apps.tui.egyptian_war",
    renderer="egyptian_war",
    waiting_on=_waiting_on,
    realtime="tefuda.games.egyptian_war.realtime:SlapController",
    # two people at one device both watch the pile and slap (EW-19): no hand-over
    shared_screen=True,
)

__all__ = ["DESCRIPTOR", "GAME", "BOTS", "LEVELS", "play_game", "SlapperBot", "EgyptianWar", "EgyptianWarState"]
