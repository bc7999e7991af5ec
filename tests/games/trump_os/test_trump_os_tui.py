"""Terminal play: whole games through the real terminal loop, in English and Japanese."""

import io
from argparse import Namespace

import pytest

from tefuda.apps.tui import trump_os as tui


def args(**kw):
    base = dict(game="trump_os", players=3, lang="en", seat=0, humans=1, level="normal", bot=None,
                seed=4, option=[], preset=None)
    base.update(kw)
    return Namespace(**base)


def play(a, lines):
    out = io.StringIO()
    assert tui.run(a, inp=io.StringIO("".join(lines)), out=out) == 0
    return out.getvalue()


@pytest.mark.parametrize("lang, words", [
    ("en", ["Initial placement (sealed)", "The target is", "Game over.", "Player 1 (you)", "Winner: Player",
            "the target!", "3♦ in cell 5", "empty, nothing happens", "OUT — output"]),
    ("ja", ["初期配置（伏せて同時に）", "お題は", "ゲーム終了。", "プレイヤー1（あなた）", "勝者: プレイヤー", "お題と一致！",
            "3♦を5番地に", "空（何もしない）", "を出力"]),
])
def test_a_whole_game_in_the_terminal(lang, words):
    text = play(args(lang=lang), ["place 3D@5\n"] + ["bogus\n", "run\n", "\n"] * 400)
    for w in words:
        assert w in text
    assert "[ · ]" in text or "[" in text  # the PC cell is bracketed


def test_sealed_cpu_submissions_are_not_shown_before_the_reveal():
    text = play(args(seat=2), ["place\n", "quit\n"])
    before = text.split("The sealed placements are revealed")[0]
    assert "Player 1 sealed a first placement." in before
    assert "CPU" not in before and " in cell " not in before


def test_out_of_turn_placement_at_the_pause_and_errors_in_japanese():
    lines = ["place\n", "run\n", "place 9H@1:3\n", "place 9H@3\n", "\n", "quit\n"]
    text = play(args(lang="ja", players=3, seed=4), lines)  # pause after seat 1, before seat 2
    assert "メモリ保護" in text  # the refused placement, in Japanese
    assert "9♥を3番地に" in text and "手番外に配置" in text
