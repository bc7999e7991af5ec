"""`tefuda play diving` for real: whole games through the terminal app, in both languages."""

import argparse
import io

import pytest

from tefuda.apps.tui import diving as tui
from tefuda.games.diving.bots import ExpectimaxBot, HeuristicBot, RandomBot


class Typist:
    """Stdin for the terminal game: a few scripted lines, then what a person would type —
    hunt while holding 4+ cards, else the offered payment or refill, else the first legal
    action."""

    def __init__(self, script):
        self.script = list(script)
        self.game = None
        self.typed = []

    def readline(self) -> str:
        if self.script:
            line = self.script.pop(0)
        else:
            state = self.game.state
            seat = next(s for s in state.to_move() if s in self.game.humans)
            view = state.view(seat)
            hunting = view["phase"] == "dive" and not view["treasure"] and len(view["hand"]) >= 4
            offer = tui.offered_payment(view)
            line = "hunt" if hunting else offer[0] if offer else state.legal_texts(seat)[0]
        self.typed.append(line)
        return line + "\n"


def args(lang, **kw):
    base = dict(
        game="diving",
        players=None,
        lang=lang,
        seat=0,
        humans=1,
        level="easy",
        bot=None,
        seed=3,
        option=["first=0"],
        preset=None,
    )
    base.update(kw)
    return argparse.Namespace(**base)


@pytest.mark.parametrize(
    "lang, words",
    [
        ("en", ["Diving", "oxygen", "cheapest payment", "Not allowed", "RETURN: pay at least", "wins", "Game over."]),
        ("ja", ["ダイビング", "酸素量", "最安の支払い", "できません", "帰還: 深度", "の勝ち", "ゲーム終了。"]),
    ],
)
def test_a_whole_game_in_the_terminal(lang, words):
    out = io.StringIO()
    typist = Typist(["help", "moves", "yield", "take 1Z", "refill 9 pay JK"])
    game = tui.build(args(lang, seed=4), out=out, inp=typist)
    typist.game = game
    assert isinstance(game.bots[1], RandomBot)
    assert game.run() == 0
    text = out.getvalue()
    assert game.state.is_over()
    for w in words:
        assert w in text
    assert text.count("Not allowed" if lang == "en" else "できません") >= 3
    assert "hunt" in typist.typed and [x for x in typist.typed if x.startswith("return")]
    assert game.state.result()["reason"] == "luxury"


def test_the_default_opponent_is_the_strongest_bot():
    from tefuda.apps.cli import build_parser

    game = tui.build(build_parser().parse_args(["play", "diving"]))
    assert isinstance(game.bots[1], ExpectimaxBot)
    game = tui.build(build_parser().parse_args(["play", "diving", "--level", "normal"]))
    assert isinstance(game.bots[1], HeuristicBot)


def test_the_screen_shows_fields_piles_hands_deck_and_outside():
    game = tui.build(args("en"), out=io.StringIO(), inp=io.StringIO(""))
    game.state.apply(0, "hunt")
    screen = tui.render(game.state.view(0), "en")
    for part in [
        "Player 2 (opponent)  hand 4 cards",
        "luxury 0",
        "depth 0",
        "deck 37  outside (bonus) 8",
        "your hand",
        "treasure on the table",
        "cheapest payment: take",
    ]:
        assert part in screen
    game.state.apply(0, "take JK")
    game.state.apply(1, "hunt")
    screen = tui.render(game.state.view(1), "ja")
    assert "最安の支払い: take" in screen
