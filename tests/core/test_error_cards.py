"""A refusal names its cards as every screen does (`9♣`, `Joker (as 7♠)`), never as the
engine's codes (`9C`, `JK=7S`), in both languages; Japanese puts no spaces around them
(「宝A♦を譲られました」). One place does it for every game and screen: core.errors."""

from __future__ import annotations

import re

import pytest

import tefuda.apps.tui.daifugo  # noqa: F401  (every game's catalog and its terminal's)
import tefuda.apps.tui.diving  # noqa: F401
import tefuda.apps.tui.egyptian_war  # noqa: F401
import tefuda.apps.tui.youscout  # noqa: F401
import tefuda.games.daifugo.messages  # noqa: F401
import tefuda.games.diving.messages  # noqa: F401
import tefuda.games.egyptian_war.messages  # noqa: F401
import tefuda.games.trump_os.messages  # noqa: F401
import tefuda.games.youscout.messages  # noqa: F401
from tefuda.core import i18n
from tefuda.core.errors import CARD_PARAMS, IllegalAction
from tefuda.games import make_game

CODE = re.compile(r"(?<![A-Za-z0-9'])(?:10|[2-9AJQK])[SHDC](?![A-Za-z0-9'])|(?<![A-Za-z'])JK(?![A-Za-z'=])")


def test_a_daifugo_refusal_shows_suit_symbols_in_both_languages():
    state = make_game("daifugo", {"players": 4}).new_state(seed=1)
    seat = state.to_move()[0]
    missing = next(c for c in ("9C", "9D", "9H", "9S") if c not in state.view(seat)["hand"])
    with pytest.raises(IllegalAction) as e:
        state.apply(seat, f"play {missing}")
    sym = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}[missing[1]]
    assert e.value.localized("en") == f"you do not hold 9{sym}"
    assert e.value.localized("ja") == f"9{sym}を持っていません"


@pytest.mark.parametrize(
    "key, params, en, ja",
    [
        (
            "diving.must_take",
            {"card": "AD"},
            "the treasure A♦ was yielded to you: you must take it",
            "宝A♦を譲られました。入手（take）しなければなりません",
        ),
        (
            "daifugo.weaker",
            {"play": "play 5S", "table": "9C"},
            "5♠ is not stronger than 9♣",
            "5♠は9♣より強くありません",
        ),
        (
            "daifugo.ambiguous",
            {"play": "play 5S 6S JK", "options": "play 5S 6S JK=7S"},
            "5♠ 6♠ Joker is ambiguous: name the joker, e.g. play 5S 6S JK=7S",  # the example is what to type
            None,
        ),
        ("daifugo.not_combo", {"cards": "5S 6S JK=8S"}, "5♠ 6♠ Joker (as 8♠) is no combination", None),
        ("tos.twice_card", {"card": "KS"}, "K♠ is named twice in one placement", "1回の置き方でK♠が2回出ています"),
        # a mistyped code is shown as it was typed
        ("daifugo.bad_card", {"card": "QQ"}, "not a card: 'QQ'", "カードではありません: 'QQ'"),
    ],
)
def test_card_parameters_are_shown_as_cards(key, params, en, ja):
    e = IllegalAction(key, **params)
    assert e.localized("en").startswith(en)
    if ja is not None:
        assert e.localized("ja").startswith(ja)
    assert not CODE.search(e.localized("ja").split("例")[0]), e.localized("ja")


# screen layouts with their own columns (the terminal's board lines), not sentences
LAYOUT = {"diving.dive", "diving.field", "diving.your_hand", "ew.tui.final", "ys.flow.to"}
SPACED = re.compile(
    r"[^\x00-\x7f] \{(?:"
    + "|".join(CARD_PARAMS)
    + r")[}:]|\{(?:"
    + "|".join(CARD_PARAMS)
    + r")(?::[^}]*)?\} [^\x00-\x7f]"
)


def test_no_japanese_message_puts_spaces_around_a_card():
    spaced = {k: v["ja"] for k, v in i18n.catalog().items() if k not in LAYOUT and SPACED.search(v.get("ja", ""))}
    assert not spaced, spaced
