"""Climb: a tiny hidden-hand shedding game that exists only for the tests (see game.py).

It is registered at test time (`toygames.registered("climb")`) and then plays through
every generic layer — check_game, the terminal runner, the web app, `tefuda sim`, ISMCTS,
the RL adapters — with nothing outside this folder naming it: the proof that adding a
game is its package plus one registry line.
"""

from tefuda.bots.base import RandomBot
from tefuda.core.descriptor import GameDescriptor
from toygames.climb.game import ClimbGame, ClimbState

GAME = ClimbGame


DESCRIPTOR = GameDescriptor(
    "climb",
    ClimbGame,
    titles={"en": "Climb", "ja": "クライム"},
    summary={
        "en": "A tiny shedding game for the tests: beat the table or pass; first out wins.",
        "ja": "テスト用の小さな手札減らしゲーム。場より強く出すかパス。最初に上がった人の勝ち。",
    },
    bots={"random": RandomBot},
    levels={"easy": "random", "normal": "random", "hard": {"bot": "ismcts", "iterations": 50}},
    encoding="toygames.climb.encoding:ENCODING",
    env_id="tefuda/Climb-v0",
    max_length=200,
    preset_info={
        "duel": {"label": {"en": "Duel", "ja": "一騎打ち"}, "help": {"en": "Two players.", "ja": "2人で遊びます。"}}
    },
    render="toygames.climb.present:render",
)

__all__ = ["DESCRIPTOR", "GAME", "ClimbGame", "ClimbState"]
