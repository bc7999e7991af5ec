"""Terminal play: whole games through `tefuda play youscout`, in English and Japanese."""

import io
import subprocess
import sys
from argparse import Namespace

import pytest

from tefuda.apps.tui.youscout import make_terminal


def args(lang, seed):
    return Namespace(game="youscout", players=None, lang=lang, seat=0, humans=1, level="normal", bot=None,
                     seed=seed, option=[], preset=None)


@pytest.mark.parametrize("lang,words", [("en", ["Choose the start place", "→ token", "Game over."]),
                                        ("ja", ["開始位置を選んでください", "→ 駒", "ゲーム終了。"])])
def test_a_whole_game_in_the_terminal(lang, words):
    script = "draw\nstart 2\n" + "\nmove\n" * 400  # Enter draws; move answers any choice
    out = io.StringIO()
    tg = make_terminal(args(lang, 3), out=out, inp=io.StringIO(script))
    assert tg.run() == 0
    text = out.getvalue()
    assert tg.state.is_over()
    for w in words:
        assert w in text
    assert "A(" in text and " > " in text  # the formulas are shown as they are resolved
    result = ("You WIN" if tg.state.win else "You lose") if lang == "en" else ("勝ち" if tg.state.win else "負け")
    assert result in text


def test_tefuda_play_youscout_subprocess_with_a_forced_start_message():
    script = "start 1\n" + "\nstay\n" * 400
    proc = subprocess.run([sys.executable, "-m", "tefuda", "play", "youscout", "--seed", "9", "--lang", "en",
                           "-o", "terminals=1"], input=script, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert "Game over." in proc.stdout
    assert "end card A13 appeared 1/1" in proc.stdout
