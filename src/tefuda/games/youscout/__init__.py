"""Youscout (易双六): JRF's tarot solitaire, exactly as the author's program plays it.

See README.md in this folder for the rules as implemented (YS-1 … YS-4; 略式 YS-R1 … YS-R7)."""

from tefuda.core.descriptor import GameDescriptor
from tefuda.games.youscout import messages  # noqa: F401  (registers the en/ja texts)
from tefuda.games.youscout.bench import bench_cases
from tefuda.games.youscout.bots import BOTS, LEVELS
from tefuda.games.youscout.game import YouscoutGame
from tefuda.games.youscout.state import YouscoutState

GAME = YouscoutGame

DESCRIPTOR = GameDescriptor(
    "youscout",
    YouscoutGame,
    titles={"en": "Youscout", "ja": "易双六"},
    summary={
        "en": "Tarot solitaire by JRF: six major arcana form a hexagram; draw minor cards and the token "
        "moves by the formulas of trigram and suit. Your start decides where it must stand when the end "
        "card appears for the last time. With 略式, the author's simplified rules.",
        "ja": "JRF作のタロット一人遊び「易双六」。大アルカナ6枚で卦を作り、小アルカナを引くたびに卦とスートの式で駒が動く。"
        "開始位置で決まる勝ちの場所に、終了カードが最後に出たとき駒がいれば勝ち。作者の簡略版「略式易双六」も遊べる。",
    },
    bots=BOTS,
    levels=LEVELS,
    encoding="tefuda.envs.encodings.youscout:ENCODING",
    env_id="tefuda/Youscout-v0",
    max_length=5_000,
    bench_cases=bench_cases,
    describe="tefuda.games.youscout.present:describe",
    action_words="tefuda.games.youscout.present:action_words",
    terminal="tefuda.apps.tui.youscout",
    renderer="youscout",
)

__all__ = ["DESCRIPTOR", "GAME", "BOTS", "LEVELS", "YouscoutGame", "YouscoutState"]
