"""Trump OS (トランプOS): each player is a process running the cards in its memory."""

from tefuda.core.descriptor import GameDescriptor
from tefuda.games.trump_os import messages  # noqa: F401  (registers the texts)
from tefuda.games.trump_os.bench import bench_cases
from tefuda.games.trump_os.bots import BOTS, LEVELS
from tefuda.games.trump_os.game import TrumpOS, cpu_pauses, waiting_on

GAME = TrumpOS

DESCRIPTOR = GameDescriptor(
    "trump_os",
    TrumpOS,
    titles={"en": "Trump OS", "ja": "トランプOS"},
    summary={
        "en": "Cards are instructions in your 13-cell memory: ♠ LOAD, ♥ ADD (mod 13), ♦ OUT, ♣ JUMP. Each turn: "
        "draw, place cards, run 3 steps. The first program to OUT the target value wins. 2–4 players.",
        "ja": "カードが命令になる13番地のメモリ。♠読み込み、♥加算(mod 13)、♦出力、♣ジャンプ。手番ごとに1枚引き、配置し、"
        "3ステップ実行。お題の値を最初に出力したプロセスの勝ち。2〜4人。",
    },
    bots=BOTS,
    levels=LEVELS,
    # the planner: the normal level places a card only when it can hit at once, which a
    # newcomer found passive
    default_level="hard",
    search_bench={"players": 3},
    encoding="tefuda.envs.encodings.trump_os:ENCODING",
    env_id="tefuda/TrumpOS-v0",
    max_length=20_000,
    bench_cases=bench_cases,
    describe="tefuda.games.trump_os.present:describe",
    action_words="tefuda.games.trump_os.present:action_words",
    terminal="tefuda.apps.tui.trump_os",
    renderer="trump_os",
    waiting_on=waiting_on,
    cpu_pauses=cpu_pauses,
)

__all__ = ["DESCRIPTOR", "GAME", "BOTS", "LEVELS", "TrumpOS"]
