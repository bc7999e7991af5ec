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


# a board with no swap and every start open; from 2: a cup, a sword that may move up (2 and 5
# both win for Death), a coin that moves 2 → 3 by its formula, then Death's first appearance
OPEN = {
    "board": [
        {"card": c, "upright": u}
        for c, u in (("A14", False), ("A15", False), ("A02", False), ("A09", True), ("A17", False), ("A07", True))
    ],
    "talon": ["H05", "S10", "D03", "A13", "C04"],
}


def terminal_on(setup, lang, script, preset=None):
    a = args(lang, 1)
    a.preset = preset
    out = io.StringIO()
    tg = make_terminal(a, out=out, inp=io.StringIO(script))
    tg.state = tg.game.new_state(setup=setup)
    tg.run()
    return tg, out.getvalue()


def test_a_place_number_alone_starts_the_token_there():
    """A newcomer types the place they want ("2"), not the action's word."""
    tg, text = terminal_on(OPEN, "en", "2\n")
    assert "Choose the start place: 1, 2, 3, 4, 5, 6 (type its number, e.g. 1)." in text
    assert tg.state.view(0)["start"] == 2
    assert "You start on place 2" in text and "unknown action" not in text


@pytest.mark.parametrize(
    "lang, words",
    [
        (
            "en",
            [
                "move: the upper swords and the lower coins are discarded, the sword goes above; "
                "stay: the cups beside 2 and the sword are discarded.",
                "Both 2 and 5 are winning places.",
            ],
        ),
        ("ja", ["stay: 2のカップとソードを捨てます。2も5も勝ちの場所です。"]),
    ],
)
def test_the_lower_swords_choice_says_what_each_answer_does_and_where_you_win(lang, words):
    tg, text = terminal_on(OPEN, lang, "start 2\n\n\n")
    assert tg.state.view(0)["phase"] == "choose"
    for w in words:
        assert w in text


def test_the_goal_reads_in_words_not_with_a_slash():
    tg, text = terminal_on(OPEN, "en", "start 2\n\n")
    assert "Goal: the token on 2 or 5 when Death has appeared 3 times." in text
    assert "2/5" not in text


def test_a_suit_that_decides_alone_gets_no_empty_formula_line():
    """A lower cup just stays: the sentence says so, no 'no formula' line repeats it."""
    tg, text = terminal_on(OPEN, "en", "start 2\n\n")
    assert "5 of Cups: cups never move the token on the lower trigram; it stays on 2." in text
    assert "no formula" not in text and "5 of Cups → the cups beside 2" in text


def test_the_start_explains_the_pairs_of_numbers():
    tg, text = terminal_on(OPEN, "en", "")
    assert "♠ sword attack/defence · ♦ coin pain|joy · ♥ cup, ♣ wand upstream∽downstream (reversed: swapped)" in text


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_board_writes_its_numbers_as_how_to_play_explains_them(lang):
    """How to play reads the numbers as `♠6/10 ♦14|10 ♥6∽6 ♣0∽14`; the wide board printed bare
    columns (`6/6  0/6  14/10`). Now every place's row carries them in the page's own form."""
    import re

    from tefuda.apps import howto
    from tefuda.apps.tui.youscout import render
    from tefuda.games.youscout import GAME

    form = re.compile(r"♠\d+/\d+ +♦\d+\|\d+ +♥\d+∽\d+ +♣\d+∽\d+")
    page = howto.load("youscout", lang)
    assert "♠6/10 ♦14|10 ♥6∽6 ♣0∽14" in page
    st = GAME().new_state(setup=OPEN)
    board = render(st.view(0), lang, width=99)
    for b in st.view(0)["board"]:
        v = b["values"]
        row = next(line for line in board.splitlines() if line.startswith(f"  {b['place']} "))
        assert form.search(row), row
        assert f"♠{v['off']}/{v['def']}" in row and f"♣{v['wandU']}∽{v['wandL']}" in row, row


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_narrow_terminal_draws_each_place_in_two_rows_that_fit(lang):
    """At 50 columns a place's row of four number pairs no longer wraps in the middle of
    its numbers: the place and its card, then its numbers and its pile."""
    from tefuda.apps.tui.style import width_of
    from tefuda.apps.tui.youscout import render
    from tefuda.games.youscout import GAME

    st = GAME().new_state(setup=OPEN)
    st.apply(0, "start 2")
    board = render(st.view(0), lang, width=49).splitlines()
    rows = [i for i, line in enumerate(board) if line.startswith("  ") and line[2].isdigit()]
    assert len(rows) == 6
    for i in rows:  # (a long card name or pile may go on over the next line, between words)
        numbers = board[i + 1].split("  ♥")[0].split("  ♦")[0]
        assert numbers.lstrip().startswith("♠") and width_of(numbers) <= 49, board[i + 1]
    if lang == "en":
        assert "  2 second line  The Devil (reversed)  ◀ token" in board
        assert "      ♠6/10 ♦14|6 ♥0∽10 ♣14∽6  ♥2: -" in board
    wide = render(st.view(0), lang, width=None).splitlines()
    assert sum(1 for line in wide if line.startswith("  ") and line[2].isdigit()) == 6
    assert not any(line.lstrip().startswith("♠") for line in wide)


def test_a_japanese_refusal_names_the_sword_as_the_board_does():
    """'move' typed with no choice to make, and a War Replacement with none under way: the
    Japanese answer speaks of the lower ソード (the board's word), not of a 剣."""
    tg, text = terminal_on(OPEN, "ja", "start 2\nmove\nreplace H05 cups_2 cups_1\n")
    assert "「move」は、条件を満たした下卦のソードにだけ使えます" in text
    assert "戦乱置換は下卦のソードで「動く」を選んだ直後にだけできます" in text
    assert "剣" not in text


def board(*cards):
    return {"board": [{"card": c, "upright": True} for c in cards]}


@pytest.mark.parametrize(
    "setup, options, words",
    [
        (OPEN, [], "The (8)/(11) swap: neither Strength (8) nor Justice (11) is on the board."),
        (
            board("A08", "A01", "A03", "A05", "A07", "A09"),
            [],
            "The (8)/(11) swap (solid): 5 of the six cards are odd (not 2 to 4), so nothing is swapped.",
        ),
        (
            board("A08", "A02", "A04", "A06", "A10", "A01"),
            ["swap=expansive"],
            "The (8)/(11) swap (expansive): it would not grow the majority of odd or even cards",
        ),
    ],
)
def test_the_start_says_why_the_swap_renamed_nothing(setup, options, words):
    a = args("en", 1)
    a.option = options
    out = io.StringIO()
    tg = make_terminal(a, out=out, inp=io.StringIO(""))
    tg.state = tg.game.new_state(setup=setup)
    tg.run()
    assert words in out.getvalue()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_long_pile_goes_on_under_its_first_card_and_the_token_stays_on_its_line(lang):
    """Ten coins beside 5 on a 100-column terminal: the row goes on under the pile's first
    card, every line within the width (not under the place's number, as a wrapped line would),
    and the token's mark stays on the place's own line (it used to wrap onto a line alone)."""
    from tefuda.apps.tui.style import width_of
    from tefuda.apps.tui.youscout import render
    from tefuda.games.youscout import GAME

    coins = ["D05", "D06", "D07", "D08", "D09", "D10", "D11", "D12", "D13", "D14"]
    st = GAME().new_state(setup={"board": OPEN["board"], "talon": [*coins, "A13", "D01", "D02", "D03", "D04"]})
    st.apply(0, "start 5")
    for _ in coins:
        st.apply(0, "draw")  # coins stay above: all ten beside 5
    lines = render(st.view(0), lang, width=99).splitlines()
    row = next(i for i, line in enumerate(lines) if line.startswith("  5 "))
    column = width_of(lines[row][: lines[row].index("♦5: 5♦") + 4])  # (display columns: 位置 takes 4)
    assert all(width_of(line) <= 99 for line in lines[row : row + 3])
    assert lines[row + 1].startswith(" " * column) and lines[row + 1][column].isalnum(), lines[row : row + 2]
    assert "K♦" in "".join(lines[row : row + 3])
    assert lines[row].endswith("◀ " + ("token" if lang == "en" else "駒")), lines[row]
    assert not any(line.strip().startswith("◀") for line in lines)
