"""Diving (ダイビング): a two-player dive for treasure on a budget of oxygen. See README.md."""

from tefuda.core.descriptor import GameDescriptor
from tefuda.games.diving import messages  # noqa: F401  (registers the en/ja texts)
from tefuda.games.diving.bench import bench_cases
from tefuda.games.diving.bots import BOTS, LEVELS, rollout_policy
from tefuda.games.diving.state import DivingGame, DivingState

GAME = DivingGame

DESCRIPTOR = GameDescriptor(
    "diving",
    DivingGame,
    titles={"en": "Diving", "ja": "ダイビング"},
    summary={
        "en": "Two divers: your hand is your oxygen. Hunt treasures from the deck (take or yield them), refill "
        "oxygen, steal with a 5 at equal depth, then return by paying your depth. Richest field wins.",
        "ja": "2人用。手札が酸素。山札から宝を探して入手か譲渡、酸素補給、同じ深度なら5で強奪。最後に深度分の酸素を払って帰還し、"
        "場の宝が豪華な方の勝ち。",
    },
    bots=BOTS,
    levels=LEVELS,
    # a newcomer faces the strongest CPU (the expectimax search over 250 worlds)
    default_level="hard",
    rollouts={"policy": rollout_policy},
    search_bench={},
    encoding="tefuda.envs.encodings.diving:ENCODING",
    env_id="tefuda/Diving-v0",
    max_length=2_000,
    bench_cases=bench_cases,
    report_result="tefuda.games.diving.present:report_result",
    describe="tefuda.games.diving.present:describe",
    action_words="tefuda.games.diving.present:action_words",
    terminal="tefuda.apps.tui.diving",
    renderer="diving",
)

__all__ = ["DESCRIPTOR", "GAME", "BOTS", "LEVELS", "DivingGame", "DivingState"]
