"""A typo is not a refusal by the rules (newcomer report): a line that is no command at all
is said not to be known, with where the commands are; a misspelt card or place is "not
understood"; "Not allowed:" is kept for the moves the rules refuse. In every turn-based
game's terminal, in English and Japanese."""

from __future__ import annotations

import argparse
import io

import pytest

from tefuda.apps.tui import daifugo, diving, trump_os, youscout

BUILD = {
    "daifugo": lambda a, out, inp: daifugo.build(a, out=out, inp=inp)[0],
    "diving": diving.build,
    "trump_os": lambda a, out, inp: trump_os.build(a, inp=inp, out=out),
    "youscout": youscout.make_terminal,
}
UNKNOWN = {
    "en": "I don't know 'xyz' — type help for the commands, or moves for what you can do now.",
    "ja": "「xyz」は分かりません。help でコマンドの説明、moves で今できることを表示します。",
}
REFUSED = {"en": "Not allowed: ", "ja": "できません: "}
MISREAD = {"en": "Not understood: ", "ja": "読み取れません: "}


class Lines:
    def __init__(self, lines):
        self.lines = list(lines)

    def readline(self):
        return self.lines.pop(0) + "\n" if self.lines else ""


def play(game, lang, lines, option=()):
    a = argparse.Namespace(
        game=game, players=None, lang=lang, seat=0, humans=1, level="easy", bot=None, seed=3,
        option=list(option) or (["first=1"] if game == "diving" else []), preset=None,
    )  # fmt: skip
    out = io.StringIO()
    BUILD[game](a, out=out, inp=Lines([*lines, "quit"])).run()
    return out.getvalue()


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("game", sorted(BUILD))
def test_a_line_that_is_no_command_is_not_known_not_refused(game, lang):
    text = play(game, lang, ["xyz"])
    assert UNKNOWN[lang] in text
    assert REFUSED[lang] not in text and MISREAD[lang] not in text


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize(
    "game, typed, en, ja",
    [
        ("daifugo", "play ZZ", "not a card: 'ZZ'", "カードではありません: 'ZZ'"),
        ("diving", "take QQ", "'QQ' in 'take QQ' is not a card", "'take QQ' の 'QQ' はカードではありません"),
        ("trump_os", "place 4H@99", "address '99' is outside the memory", "番地 '99' は置き場の外です"),
        ("youscout", "7", "there is no place 7", "7という場所はありません"),
    ],
)
def test_a_misspelt_card_or_place_is_not_understood(game, typed, en, ja, lang):
    text = play(game, lang, [typed])
    assert MISREAD[lang] + (en if lang == "en" else ja) in text
    assert REFUSED[lang] not in text and UNKNOWN[lang] not in text


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize(
    "game, lines, en, ja",
    [
        # a choice the lower sword has not offered
        (
            "youscout",
            ["2", "move"],
            "there is nothing to choose now: 'move' only answers",
            "今は選ぶ場面ではありません: 「move」は",
        ),
        # TOS-13: a placed card never moves (read from the words, still a rule)
        ("trump_os", ["move"], "a placed card never moves", "置いたカードは動かせません"),
    ],
)
def test_a_move_the_rules_refuse_is_still_not_allowed(game, lines, en, ja, lang):
    text = play(game, lang, lines)
    assert REFUSED[lang] + (en if lang == "en" else ja) in text
    assert UNKNOWN[lang] not in text
