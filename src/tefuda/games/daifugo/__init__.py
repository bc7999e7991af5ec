"""Daifugo (大富豪), the DSP standard rules (rules/daifugo.md, DSP-1…19), with opt-in
local rules (DSP-18). See README.md in this folder."""

from tefuda.core.descriptor import GameDescriptor
from tefuda.games.daifugo import (
    messages,  # noqa: F401  (registers the message catalog)
    search,
)
from tefuda.games.daifugo.bots import BOTS, LEVELS
from tefuda.games.daifugo.game import DaifugoGame
from tefuda.games.daifugo.match import Match

GAME = DaifugoGame


def bench_cases():
    from tefuda.core.bench import BenchCase, random_playouts_per_s

    cases = []
    for players in (5, 3, 9):
        game = DaifugoGame({"players": players})
        cases.append(
            BenchCase(
                "daifugo",
                players,
                "games_per_s",
                lambda s, g=game: random_playouts_per_s(g, s),
                note="random playouts, one game (DSP standard)",
                options={"players": players},
            )
        )
    every = DaifugoGame({"preset": "everything"})
    cases.append(
        BenchCase(
            "daifugo",
            5,
            "games_per_s",
            lambda s, g=every: random_playouts_per_s(g, s),
            note="random playouts, every local rule on",
            options={"preset": "everything"},
        )
    )
    return cases


DESCRIPTOR = GameDescriptor(
    "daifugo",
    DaifugoGame,
    titles={"en": "Daifugo", "ja": "大富豪"},
    summary={
        "en": "Climbing game for 3–9. Play a single, a group or a same-suit sequence stronger than the "
        "table, or pass; first out becomes 大富豪. Four of a kind starts a revolution. 8 games a match, "
        "with titles and card exchange (DSP standard rules).",
        "ja": "3〜9人の大富豪（DSP標準ルール）。場より強い1枚・同じ数字の組・同じマークの階段を出すかパス。"
        "最初にあがった人が大富豪。同じ数字4枚以上で革命。8ゲームで1回の対戦、身分とカード交換あり。",
    },
    bots=BOTS,
    levels=LEVELS,
    evaluator=search.evaluate,
    rollouts=search.ROLLOUTS,
    belief=search.consistent,
    search_bench={"players": 5},  # the reference for ISMCTS speed (>= 2,000 sims/s wanted)
    match=Match,
    encoding="tefuda.envs.encodings.daifugo:ENCODING",
    env_id="tefuda/Daifugo-v0",
    max_length=2_000,
    bench_cases=bench_cases,
    describe="tefuda.games.daifugo.present:describe",
    action_words="tefuda.games.daifugo.present:action_words",
    seating="tefuda.games.daifugo.present:seating",
    terminal="tefuda.apps.tui.daifugo",
    renderer="daifugo",
)

__all__ = ["DESCRIPTOR", "GAME", "BOTS", "LEVELS", "DaifugoGame"]
