"""Terminal play: whole games through `tefuda play youscout`, in English and Japanese."""

import io
import subprocess
import sys
from argparse import Namespace

import pytest

from tefuda.apps.tui.youscout import make_terminal


def args(lang, seed):
    return Namespace(
        game="youscout",
        players=None,
        lang=lang,
        seat=0,
        humans=1,
        level="normal",
        bot=None,
        seed=seed,
        option=[],
        preset=None,
    )


@pytest.mark.parametrize(
    "lang,words",
    [
        (
            "en",
            [
                "Choose the start place",
                "the token moves from",
                "Game over.",
                "Start on 1, 2 or 3 (lower trigram)",
                "Hexagram of the board",
            ],
        ),
        ("ja", ["開始位置を選んでください", "駒は", "ゲーム終了。", "1・2・3（下卦）から始めると", "盤の卦"]),
    ],
)
def test_a_whole_game_in_the_terminal(lang, words):
    script = "draw\nstart 2\n" + "\nmove\n" * 400  # Enter draws; move answers any choice
    out = io.StringIO()
    tg = make_terminal(args(lang, 3), out=out, inp=io.StringIO(script))
    assert tg.run() == 0
    text = out.getvalue()
    assert tg.state.is_over()
    for w in words:
        assert w in text
    # the formulas are shown in words as they are resolved
    assert ("the drawn card +" if lang == "en" else "引いた札 +") in text
    assert "A(" not in text and "{" not in text and "swords_upper" not in text
    result = ("You win" if tg.state.win else "You lose") if lang == "en" else ("勝ち" if tg.state.win else "負け")
    assert result in text


def test_tefuda_play_youscout_subprocess_with_a_forced_start_message():
    script = "start 1\nstart 4\n" + "\nstay\n" * 400  # seed 33: the solid swap forces an upper start
    proc = subprocess.run(
        [sys.executable, "-m", "tefuda", "play", "youscout", "--seed", "33", "--lang", "en", "-o", "terminals=1"],
        input=script,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    assert "Game over." in proc.stdout
    assert "end card The Fool appeared 1/1" in proc.stdout
    assert "the start must be in the upper trigram" in proc.stdout  # why the start is forced …
    assert "start 1 is not allowed" in proc.stdout or "not allowed" in proc.stdout  # … and it is


def test_ryakushiki_in_the_terminal_reads_m_and_f_and_hides_the_unused_piles():
    a = args("en", 5)
    a.preset = "ryakushiki"
    out = io.StringIO()
    tg = make_terminal(a, out=out, inp=io.StringIO("start 2\n" + "\nstay\n" * 400))
    assert tg.run() == 0 and tg.state.is_over()
    text = out.getvalue()
    assert "Simplified Youscout (略式易双六)" in text and "M   F" in text
    assert "upper swords" not in text and "F Major of place" in text


def test_war_replacement_takes_short_pile_names():
    from tefuda.games.youscout.actions import parse_action

    assert str(parse_action("replace H05 ♥3 ↓♦")) == "replace H05 cups_3 coins_lower"
    assert str(parse_action("replace d12 d5 h1")) == "replace D12 coins_5 cups_1"


@pytest.mark.parametrize("seed, preset", [(3, None), (33, None), (5, "ryakushiki")])
def test_the_japanese_terminal_writes_japanese_punctuation(seed, preset):
    """Japanese text uses full-width （） and lists with 、 (as Daifugo's and Diving's do):
    no ASCII parentheses or ", " lists on the board, in the prompts or in the story."""
    a = args("ja", seed)
    a.preset = preset
    out = io.StringIO()
    tg = make_terminal(a, out=out, inp=io.StringIO("start 1\nstart 4\n" + "\nmove\n" * 400))
    assert tg.run() == 0 and tg.state.is_over()
    text = out.getvalue()
    assert "易双六（Youscout）" in text or "略式易双六" in text
    assert "（正）" in text or "（逆）" in text or preset == "ryakushiki"
    if preset is None:
        assert "1、2、3" in text or "4、5、6" in text  # the start places offered
        assert "駒が2か5に" in text or "駒が5か6に" in text  # the goal: no "2/5", no spaces
    for line in text.splitlines():
        assert "(" not in line and ")" not in line, line
        assert ", " not in line, line
