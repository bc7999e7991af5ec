"""Contract 5: every option and preset of every game has a label and one line of help
in English and Japanese, and no text a player reads is an identifier or a rule id."""

from __future__ import annotations

import re

import pytest

from tefuda.core.options import Option, option_info, preset_info
from tefuda.games import GAMES, game_module

IDENT = re.compile(r"\b[a-z0-9]+_[a-z0-9_]+\b")  # snake_case: eight_cut, top_bottom, …
RULE_ID = re.compile(r"\b(DSP|TOS|DIV|EW|YS)-\d+")
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def _games():
    return [(name, game_module(name).GAME) for name in GAMES]


def _check_texts(where: str, texts) -> None:
    assert isinstance(texts, dict), f"{where}: no texts"
    for lang in ("en", "ja"):
        text = texts.get(lang, "")
        assert text.strip(), f"{where}: no {lang} text"
        assert "\n" not in text, f"{where} ({lang}) must be one line"
        assert not IDENT.search(text), f"{where} ({lang}) shows an identifier: {text!r}"
        assert not RULE_ID.search(text), f"{where} ({lang}) shows a rule id: {text!r}"
    assert JAPANESE.search(texts["ja"]), f"{where}: the ja text is not Japanese: {texts['ja']!r}"


@pytest.mark.parametrize("name,G", _games(), ids=list(GAMES))
def test_every_option_has_label_and_help_in_both_languages(name, G):
    assert G.OPTIONS, name
    for o in G.OPTIONS:
        _check_texts(f"{name}.{o.name} label", o.label)
        _check_texts(f"{name}.{o.name} help", o.help)
        assert o.name not in o.label["en"].lower() or "_" not in o.name
        for c in o.choices or ():
            if isinstance(c, str) and not c.lstrip("-").isdigit():  # words need words for people
                _check_texts(f"{name}.{o.name}={c}", o.choice_labels.get(c))


@pytest.mark.parametrize("name,G", _games(), ids=list(GAMES))
def test_every_preset_has_label_and_help_in_both_languages(name, G):
    info = getattr(G, "PRESET_INFO", {})
    for preset in getattr(G, "PRESETS", {}) or {}:
        assert preset in info, f"{name}: preset {preset!r} has no PRESET_INFO"
        _check_texts(f"{name} preset {preset} label", info[preset].get("label"))
        _check_texts(f"{name} preset {preset} help", info[preset].get("help"))
    assert [p["name"] for p in preset_info(G)] == list(getattr(G, "PRESETS", {}) or {})


def test_the_check_fails_on_a_missing_or_identifier_text():
    with pytest.raises(AssertionError):
        _check_texts("x", {"en": "Eight cut", "ja": ""})
    with pytest.raises(AssertionError):
        _check_texts("x", {"en": "eight_cut", "ja": "8切り"})
    with pytest.raises(AssertionError):
        _check_texts("x", {"en": "8-cut (DSP-18)", "ja": "8切り"})
    with pytest.raises(AssertionError):
        _check_texts("x", {"en": "8-cut", "ja": "eight cut"})


def test_labels_by_language_and_choice_labels_fall_back_to_the_value():
    o = Option(
        "mode",
        "a",
        "dev note",
        str,
        choices=("a", "3"),
        label={"en": "Mode", "ja": "モード"},
        help={"en": "How.", "ja": "方法。"},
        choice_labels={"a": {"en": "All", "ja": "全部"}},
    )
    assert (o.label_in("ja"), o.label_in("en"), o.help_in("ja")) == ("モード", "Mode", "方法。")
    assert (o.choice_label("a", "ja"), o.choice_label("3", "ja")) == ("全部", "3")
    info = option_info(o)
    assert info["label"]["ja"] == "モード" and info["choice_labels"] == {"a": {"en": "All", "ja": "全部"}}
    assert Option("x", 1, "d").label_in("en") == "x"  # never blank, even undeclared


def test_daifugo_local_rules_are_named_in_japanese():
    G = game_module("daifugo").GAME
    labels = {o.name: o.label for o in G.OPTIONS}
    assert labels["eight_cut"]["ja"] == "8切り" and "8切り" in labels["eight_cut"]["en"]
    assert labels["shibari"]["ja"] == "しばり" and labels["eleven_back"]["ja"] == "イレブンバック"


def test_option_errors_name_the_option_by_its_label_in_the_readers_language():
    from tefuda.core.errors import OptionError

    def refusal(game, **given):
        with pytest.raises(OptionError) as e:
            game_module(game).GAME(given)
        return e.value.localized("en"), e.value.localized("ja")

    en, ja = refusal("daifugo", eight_cut="maybe")
    assert en == "8切り (8-cut): 'maybe' is neither on nor off" and "eight_cut" not in en
    assert ja == "8切り: 'maybe' ではなく on か off を指定してください"
    en, ja = refusal("diving", bonus="7")
    assert en == "Bonus cards: 7 is not one of the choices: 6, 8, 10"
    assert ja == "ボーナスの枚数: 7 は選べません。選択肢: 6、8、10"
    en, ja = refusal("egyptian_war", mode="50")
    assert "How the game ends: '50'" in en and "all_cards (Until one player has all the cards)" in en
    assert "100（100枚の短時間版）" in ja  # Japanese punctuation in the list of choices
    en, ja = refusal("daifugo", players=10)
    assert en == "Players: 10 is not possible (Daifugo is for 3 to 9 players)"
    assert ja == "人数: 10 は使えません（大富豪は3〜9人で遊びます）"
    en, ja = refusal("youscout", replacement=-1)
    assert en.startswith("War Replacement (戦乱置換): -1 is not possible") and ja.startswith(
        "戦乱置換: -1 は使えません"
    )
    en, ja = refusal("youscout", influence=0)
    assert en.endswith("(a number greater than 0)") and ja.endswith("（0より大きい数）")
