"""A newcomer's second report on `tefuda play diving`, as they met it in the terminal: a
return paid with the whole hand drowned them without a word of warning; `refill 4` and a
bare `take` got "unknown action"; `J♦ add up to only 11`; `moves` left out a treasure that
could be stolen and never said what "5X" was; the result was told twice."""

from __future__ import annotations

import argparse
import io

from tefuda.apps.tui import diving as tui
from tefuda.testing import Scenario


class Keys:
    """What the person types, line by line; then the input ends (the terminal says Bye)."""

    def __init__(self, *lines):
        self.lines = list(lines)

    def readline(self) -> str:
        return self.lines.pop(0) + "\n" if self.lines else ""


def terminal(setup, *typed, lang="en", **options):
    """`tefuda play diving` on this deal, the person at Player 1 against the easy CPU; the
    terminal game and everything it printed once the typing ran out."""
    args = argparse.Namespace(
        game="diving",
        players=None,
        lang=lang,
        seat=0,
        humans=1,
        level="easy",
        bot=None,
        seed=1,
        option=[f"{k}={v}" for k, v in options.items()],
        preset=None,
    )
    out = io.StringIO()
    game = tui.build(args, out=out, inp=Keys(*typed))
    game.state = Scenario("diving", options, setup).state
    game.run()
    return game, out.getvalue()


def refusals(text: str, lang: str = "en") -> list[str]:
    head = "Not allowed: " if lang == "en" else "できません: "
    return [line.split(head, 1)[1] for line in text.splitlines() if head in line]


START = {"hands": [["JK", "6D", "5H", "AC"], ["JK", "9S", "3C", "4H"]], "bonus": [], "deck": ["8D", "JD", "QC"]}


def test_a_known_verb_with_the_wrong_words_says_what_that_verb_needs():
    game, text = terminal(START, "refill 4", "hunt now")
    assert refusals(text) == [
        "'refill 4': refill needs how many cards to draw (1 to 4), then pay and the card you pay with: "
        "e.g. refill 3 pay 5H",
        "'hunt now': hunt takes nothing after it; type hunt alone",
    ]
    assert "unknown action" not in text and game.state.turn_no == 0  # nothing changed
    _, text = terminal(START, "hunt", "take", "yield 8D", "steal 5H")
    assert refusals(text) == [
        "take needs the cards you pay with, adding up to at least the treasure's worth: e.g. take 9C 4H, or take JK",
        "'yield 8D': yield takes nothing after it; type yield alone",
        "'steal 5H': steal needs a 5 from your hand, then the opponent's treasure you take: e.g. steal 5H KD",
    ]
    _, text = terminal(START, "refill 4", "hunt", "take", lang="ja")
    assert refusals(text, "ja") == [
        "'refill 4': refill には引く枚数（1〜4）と、pay のあとに支払うカードが必要です。例: refill 3 pay 5H",
        "take には支払うカード（合計が宝の価値以上）が必要です。例: take 9C 4H、または take JK",
    ]
    _, text = terminal(START, "dive")  # no verb at all: the whole list, as before
    assert refusals(text)[0].startswith("unknown action 'dive'; write hunt, take 9C 4H")


def test_one_card_too_small_is_worth_only_its_value():
    _, text = terminal(START, "hunt", "take AC", "take 5H AC")
    assert refusals(text) == ["A♣ is worth only 1; 8 is needed", "5♥ A♣ add up to only 6; 8 is needed"]
    _, text = terminal(START, "hunt", "take AC", "take 5H AC", lang="ja")
    assert refusals(text, "ja") == ["A♣の価値1では、必要な8に足りません", "5♥ A♣の合計6では、必要な8に足りません"]
