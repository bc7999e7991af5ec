"""The log and the buttons speak the seed's words (seeds/egyptian_war.ja.txt): 札を出す, 要求,
誤叩き, 場の底, and each slap pattern by the name the rule options give it, so a player
who turned on 「合計10」 reads 「合計10」 in the log, not another name for it."""

from __future__ import annotations

import pytest

from tefuda.games.egyptian_war import GAME
from tefuda.games.egyptian_war.present import action_words, describe

# what happens in one game, as the log records it (state.log's events)
EVENTS = [
    {"kind": "reveal", "seat": 0, "card": "KS"},
    {"kind": "challenge", "seat": 1, "by": 0, "card": "KS", "count": 3},
    {"kind": "false_slap", "seat": 1, "penalty": 1},
    {"kind": "false_slap", "seat": 0, "penalty": 0},
    {"kind": "take", "seat": 0, "why": "challenge", "took": 5},
    {"kind": "take", "seat": 1, "why": "short", "took": 3},
    {"kind": "end", "winner": 0, "reason": "short", "cards": [30, 22], "reveals": 100},
    {"kind": "end", "winner": None, "reason": "short", "cards": [26, 26], "reveals": 100},
]


def test_the_japanese_log_says_what_the_seed_says():
    lines = [describe(ev, 0, "ja") for ev in EVENTS]
    assert lines[0] == "あなたがK♠を出しました。"  # the seed: 札を出す
    assert lines[2] == "プレイヤー2の誤叩き: 1枚を場の底へ伏せて置きました。"  # 誤叩き, 場の底へ伏せて置く
    assert lines[3] == "あなたの誤叩き。場の底へ置く札はありませんでした。"
    assert lines[4] == "あなたが要求で場を取りました（5枚）。"  # 要求, not チャレンジ
    assert lines[6].startswith("あなたの勝ち: 100枚目を出した時点で持ち札が多かった")
    assert lines[7].startswith("引き分け: 100枚目を出した時点で持ち札が同数")
    text = "".join(lines)
    for foreign in ("チャレンジ", "お手つき", "めくり", "場の下"):
        assert foreign not in text
    assert action_words("play", "ja") == "山札の一番上の札を出す"  # a deck is 山札, not 手札
    assert action_words("slap", "ja") == "場を叩く"


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("pattern", ["sandwich", "top_bottom", "sum10", "kq"])
def test_a_slap_is_named_as_its_rule_option_is(lang, pattern):
    label = next(o for o in GAME.OPTIONS if o.name == pattern).label_in(lang)
    line = describe({"kind": "slap", "seat": 1, "pattern": pattern, "took": 4}, 0, lang)
    name = label.split(" (")[0].split("（")[0]  # "Sandwich (5-K-5)" → "Sandwich"
    assert name.lower() in line.lower(), (label, line)


def test_english_says_no_pattern_for_a_false_slap():
    assert describe(EVENTS[2], 0, "en") == "Player 2 slapped with no pattern: 1 card face down under the pile."
    assert describe(EVENTS[3], 0, "en") == "You slapped with no pattern, but had no card left to put under the pile."


def test_the_home_pages_japanese_summary_uses_the_seeds_words():
    from tefuda.games.egyptian_war import DESCRIPTOR

    summary = DESCRIPTOR.summary["ja"]
    assert "要求" in summary and "場を取ります" in summary
    assert "チャレンジ" not in summary and "山を獲得" not in summary


def test_the_setup_screen_says_how_fast_each_cpu_level_slaps():
    # a newcomer lost every double to ふつう: the summary under the game's title (home page and
    # setup screen) gives each level's mean reaction time, from the bots' own models
    from tefuda.games.egyptian_war import DESCRIPTOR
    from tefuda.games.egyptian_war.bots import LEVEL_MODELS

    secs = {lv: f"{LEVEL_MODELS[lv].mean:.1f}" for lv in ("easy", "normal", "hard")}
    en, ja = DESCRIPTOR.summary["en"], DESCRIPTOR.summary["ja"]
    for lv, name in (("easy", "やさしい"), ("normal", "ふつう"), ("hard", "つよい")):
        assert f"{secs[lv]} s ({lv})" in en, en
        assert f"{name}約{secs[lv]}秒" in ja, ja


def test_the_howto_gives_the_same_cpu_reaction_times():
    from pathlib import Path

    from tefuda.games.egyptian_war.bots import LEVEL_MODELS

    here = Path(__import__("tefuda.games.egyptian_war", fromlist=["x"]).__file__).parent
    secs = {lv: f"{LEVEL_MODELS[lv].mean:.1f}" for lv in ("easy", "normal", "hard")}
    en, ja = (here / "howto.en.md").read_text(), (here / "howto.ja.md").read_text()
    for lv, name in (("easy", "やさしい"), ("normal", "ふつう"), ("hard", "つよい")):
        assert f"{secs[lv]} s ({lv})" in en and f"{name}約{secs[lv]}秒" in ja
