"""A tefuda bot as a UECda player: the one bot-spec builder (tefuda.bots.spec), and a
port that lets the referee talk to an in-process tefuda client with the same messages."""

from __future__ import annotations

from tefuda.apps.uecda.brain import Brain
from tefuda.games.daifugo.uecda_table import empty


def uecda_game():
    from tefuda.games import make_game

    return make_game("daifugo", {"preset": "uecda"})


def bot_maker(game, spec: str, seed: int | None):
    """seat → a bot for `spec` (a level, a bot name, NAME:k=v;k=v …, as everywhere)."""
    from tefuda.bots.spec import check_spec, make_bot

    check_spec("daifugo", spec, game)  # a bad spec fails before any connection

    def make(seat: int):
        return make_bot("daifugo", spec, game, seat, seed=(seed or 0) * 7919 + seat)

    return make


class CpuPort:
    """A place the server fills with a tefuda CPU: the referee's messages go straight into a
    Brain, which answers with the table a tefuda client would send."""

    def __init__(self, name: str, brain: Brain):
        self.name = name
        self.brain = brain
        self.outbox = None

    def send_table(self, table, kind: str) -> None:
        if kind == "game":
            self.outbox = self.brain.on_game_start(table)
        elif kind == "status":
            self.outbox = self.brain.on_status(table)
        elif kind == "stage":
            self.brain.on_stage(table)

    def send_int(self, value: int, kind: str) -> None:
        if kind == "ack":
            self.brain.on_ack(value)
        elif kind == "end":
            self.brain.on_end(value)

    def read_table(self, kind: str):
        t, self.outbox = self.outbox, None
        return t if t is not None else empty()


__all__ = ["uecda_game", "bot_maker", "CpuPort"]
