"""Terminal play: whole games through `tefuda play youscout`, in English and Japanese."""

import io
import shutil
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


# --- War Replacement as a newcomer meets it (replacement=3): a coin moves 2 → 3 onto the
# coins beside 5, a cup stays on 3, a sword may move up 3 → 6; "move" opens War Replacement
# with J♦ (D11) on ♦5 and 5♥ (H05) on ♥3
WAR = {"board": OPEN["board"], "talon": ["D11", "H05", "S10", "H02", "A13"]}


def war_terminal(lang, script, options=("replacement=3",)):
    a = args(lang, 1)
    a.option = list(options)
    out = io.StringIO()
    tg = make_terminal(a, out=out, inp=io.StringIO("start 2\n\n\n\nmove\n" + script))
    tg.state = tg.game.new_state(setup=WAR)
    tg.run()
    return tg, out.getvalue()


def test_war_replacement_accepts_the_example_its_prompt_shows():
    """The prompt's example was refused ('no pile 5d': the terminal read ♦5 as the card 5♦).
    Typed as shown, it moves the card; so does the old spelling with the card's code."""
    tg, text = war_terminal("en", "")
    example = "replace J♦ ♦5 ♥1"
    assert f"E.g. {example} moves the Page of Coins from the coins beside 5 to the cups beside 1." in text
    tg, text = war_terminal("en", example + "\n")
    assert tg.state.view(0)["piles"]["cups_1"] == ["D11"]
    assert "War Replacement 1 of 3: the Page of Coins moves from the coins beside 5 to the cups beside 1." in text
    assert "Not allowed" not in text
    tg, text = war_terminal("ja", "replace D11 ♦5 ♥1\n")
    assert tg.state.view(0)["piles"]["cups_1"] == ["D11"] and "できません" not in text


def test_war_replacement_accepts_the_help_pages_example():
    """How to play's own example (`replace 5♥ ♥3 ↓♦`), read from the page in both languages."""
    import re

    from tefuda.apps import howto

    for lang in ("en", "ja"):
        example = re.search(r"\*\*(replace [^*]+)\*\*", howto.load("youscout", lang)).group(1)
        tg, text = war_terminal(lang, example + "\n")
        assert tg.state.view(0)["piles"]["coins_lower"] == ["H05"], (lang, example, text[-600:])


@pytest.mark.parametrize(
    "typed",
    [
        "replace J♦ ♦5 ♥1",
        "replace ♦J ♦5 ♥1",
        "replace jd d5 h1",
        "replace D11 5♦ 1♥",
        "replace 11d ♢5 ♡1",
        "REPLACE D11 COINS_5 CUPS_1",
        "replace d11 coins_5 cups_1",
    ],
)
def test_every_spelling_of_a_pile_and_card_the_screens_teach_is_typeable(typed):
    tg, text = war_terminal("en", typed + "\n")
    assert tg.state.view(0)["piles"]["cups_1"] == ["D11"], text[-400:]


def test_the_record_keeps_its_action_text():
    """The screen's spelling is read at the boundary: the record's action text is unchanged."""
    from tefuda.games.youscout.actions import parse_action

    assert str(parse_action("replace J♦ ♦5 ♥1")) == "replace D11 coins_5 cups_1"
    assert str(parse_action("replace 5♥ ♥3 ↓♦")) == "replace H05 cups_3 coins_lower"
    assert str(parse_action("replace C♣ ↑♠ ×")) == "replace C12 swords_upper discarded"
    assert str(parse_action("replace CD cl sw")) == "replace D12 coins_lower swords_upper"


@pytest.mark.parametrize(
    "lang, words",
    [
        (
            "en",
            "there is no pile '♦7'; the piles are ♦4 ♦5 ♦6 (the coins beside 4–6), ♥1 ♥2 ♥3 (the cups "
            "beside 1–3), ↓♦ (the lower coins), ↑♠ (the upper swords) and × (the discards)",
        ),
        ("ja", "置き場「♦7」はありません。置き場は ♦4 ♦5 ♦6（4〜6のコイン）、♥1 ♥2 ♥3（1〜3のカップ）、"),
    ],
)
def test_a_pile_that_does_not_exist_is_refused_in_the_players_words(lang, words):
    """A misspelt pile or card is a typo, not a move the rules refuse: "Not understood",
    never "Not allowed"."""
    from rawtext import problems

    tg, text = war_terminal(lang, "replace J♦ ♦7 ♥1\nreplace Z9 ♦5 ♥1\n")
    assert words in text
    assert tg.state.view(0)["piles"]["coins_5"] == ["D11"]  # nothing changed
    assert "Not allowed" not in text and "できません: " not in text
    refusals = [line for line in text.splitlines() if "Not understood: " in line or "読み取れません: " in line]
    assert len(refusals) == 2
    for line in refusals:
        assert not problems(line, lang) and "swords_upper" not in line and "5d" not in line, line
    card = "'Z9' is not a card of the talon" if lang == "en" else "「Z9」は山札の札ではありません"
    assert card in refusals[1]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_moves_in_war_replacement_reads_as_the_prompt_teaches(lang):
    """`moves` listed `replace H06 cups_3 coins_lower` and the silent `… cups_3 cups_3`. Now
    each card says where it may go in the screen's spelling, and the same pile twice (legal:
    RULES §7.3, the card goes back to the end of its pile, not counted) says what it does."""
    from rawtext import problems

    tg, text = war_terminal(lang, "moves\n")
    listed = text.split("合法手:" if lang == "ja" else "Legal actions:")[1].split("\n>")[0]
    if lang == "en":
        assert "  draw — stop War Replacement and draw the next card" in listed
        assert "  replace J♦ ♦5 TO — the Page of Coins from the coins beside 5; TO one of ♦4 ♦6 ↓♦ ♥1 ♥2 ♥3" in listed
        assert "  replace 5♥ ♥3 TO — the 5 of Cups from the cups beside 3; TO one of ♦4 ♦5 ♦6 ↓♦ ♥1 ♥2" in listed
        assert "puts the card back at the end of its pile: allowed, not counted as a replacement" in listed
    else:
        assert "  replace J♦ ♦5 先 — コインのペイジを5のコインから移す。先は ♦4 ♦6 ↓♦ ♥1 ♥2 ♥3 のどれか" in listed
        assert "札をその置き場の最後に戻します（できますが、置換の回数に数えません）" in listed
    for line in listed.splitlines():
        assert not problems(line, lang) and "cups_" not in line and "coins_" not in line, line
    tg, text = war_terminal(lang, "replace 5♥ ♥3 ♥3\n")  # the same pile twice: legal, not counted
    assert tg.state.view(0)["replacements"]["count"] == 0


def test_moves_outside_war_replacement_say_what_each_action_does():
    tg, text = terminal_on(OPEN, "en", "moves\n")
    assert "  2 — Start at place 2" in text
    tg, text = terminal_on(OPEN, "en", "2\nmoves\n")
    assert "  draw (or Enter) — Draw a card" in text


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_board_shows_cards_as_players_read_them_not_codes(lang):
    """The board printed codes (`A03 The Empress`, `♦6: D03 D02`, `↑♠ upper swords: S12`,
    `S07 7 of Swords lets you …`). Now: the major's name, the minors as chips (7♠, J♦) with a
    legend of the author's letters; no code anywhere on the screen."""
    import re

    tg, text = war_terminal(lang, "")
    assert not re.search(r"\b[ASDHC]\d\d\b", text), re.search(r".*\b[ASDHC]\d\d\b.*", text).group(0)
    if lang == "en":
        assert "  2 second line The Devil (reversed)" in text
        assert "♦5: J♦" in text and "♥3: 5♥" in text and "↑♠ upper swords: 10♠" in text
        assert "The 10 of Swords lets you move up from 3 to 6: type move or stay." in text
        assert "Cards: A Ace, J Page, C Knight, Q Queen, K King; ♠ swords, ♦ coins, ♥ cups, ♣ wands." in text
    else:
        assert "悪魔（逆）" in text and "↑♠ 上のソード: 10♠" in text
        assert "ソードの10で3から6へ上がれます" in text
        assert "札: A＝エース、J＝ペイジ、C＝ナイト、Q＝クイーン、K＝キング。" in text


@pytest.mark.parametrize(
    "lang, words",
    [("en", "× discards: 6, the last 5: 6♠ 7♠ 8♠ 9♠ 10♠"), ("ja", "× 捨て札: 6枚（最後の5枚: 6♠ 7♠ 8♠ 9♠ 10♠）")],
)
def test_the_discards_say_which_of_them_are_shown(lang, words):
    """`discards: 29 (H01 S03 C01 H10 S09)` showed 5 of 29 without saying which."""
    from tefuda.apps.tui.youscout import render
    from tefuda.games.youscout import GAME

    swords = ["S05", "S06", "S07", "S08", "S09", "S10"]  # from 5 upwards, each one discarded
    st = GAME().new_state(setup={"board": OPEN["board"], "talon": [*swords, "A13"]})
    st.apply(0, "start 5")
    for _ in swords:
        st.apply(0, "draw")
    assert st.view(0)["piles"]["discarded"] == swords
    assert words in render(st.view(0), lang)
    st = GAME().new_state(setup={"board": OPEN["board"], "talon": [*swords, "A13"]})
    st.apply(0, "start 5")
    st.apply(0, "draw")
    assert ("× discards: 1 (5♠)" if lang == "en" else "× 捨て札: 1枚（5♠）") in render(st.view(0), lang)


@pytest.mark.parametrize(
    "lang, words",
    [("en", "there is no place 7; the places are 1 to 6"), ("ja", "7という場所はありません。場所は1〜6です")],
)
def test_a_place_that_does_not_exist_is_refused_as_one(lang, words):
    tg, text = terminal_on(OPEN, lang, "7\n0\n2\n")
    assert words in text and "unknown action" not in text and "不明な行動" not in text
    assert tg.state.view(0)["start"] == 2


@pytest.mark.parametrize(
    "lang, starting", [("en", "Starting… (loading the game)"), ("ja", "起動しています…（ゲームを読み込み中）")]
)
def test_a_solitaire_names_neither_cpu_players_nor_player_1(capsys, monkeypatch, lang, starting):
    """`tefuda play youscout` said 'loading the game and its CPU players' and prompted
    'Player 1>': a one-person game has neither; the prompt is a bare '> '."""
    import tefuda.apps.cli as cli

    monkeypatch.setattr("sys.stdin", io.StringIO("2\nquit\n"))
    assert cli.main(["play", "youscout", "--lang", lang, "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(starting + "\n"), out[:200]
    assert "CPU" not in out and "Player 1" not in out and "プレイヤー1" not in out
    assert "\n> " in out


# --- newcomer report: War Replacement's ↓♦ cap, a card put back, an 80-column board --------
def piles_lines(text):
    """Every War Replacement prompt's list of piles, in order."""
    return [line for line in text.splitlines() if line.startswith(("Piles: ", "置き場: "))]


@pytest.mark.parametrize(
    "lang, first, second, full",
    [
        (
            "en",
            "↓♦ (lower coins: 2 more cards may go in)",
            "↓♦ (lower coins: 1 more card may go in)",
            "↓♦ (lower coins: take from it only — no more may go in, at most 2)",
        ),
        (
            "ja",
            "↓♦（下のコイン。入れられるのはあと2枚）",
            "↓♦（下のコイン。入れられるのはあと1枚）",
            "↓♦（下のコイン。取り出すだけで、もう入れられません。入れられるのは2枚まで）",
        ),
    ],
)
def test_war_replacement_stops_offering_the_lower_coins_once_two_went_in(lang, first, second, full):
    """replacement=3: two cards moved into ↓♦ use its cap (RULES §7.3, 2 by default). The
    prompt kept offering ↓♦ as a place to move into; now it counts down, then says ↓♦ is
    only to take from, and `moves` offers no ↓♦ destination."""
    tg, text = war_terminal(lang, "replace J♦ ♦5 ↓♦\nreplace 5♥ ♥3 ↓♦\nmoves\n")
    assert tg.state.view(0)["piles"]["coins_lower"] == ["D11", "H05"]
    piles = piles_lines(text)
    assert len(piles) == 3
    assert first in piles[0] and second in piles[1] and full in piles[2]
    listed = text.split("合法手:" if lang == "ja" else "Legal actions:")[1]
    offers = [line for line in listed.splitlines() if line.startswith("  replace ") and " ↓♦ " in line]
    assert offers and all(not line.rstrip().endswith("↓♦") and " ↓♦ ♥" not in line for line in offers), offers
    tg, text = war_terminal(lang, "replace J♦ ♦5 ↓♦\nreplace 5♥ ♥3 ↓♦\nreplace 5♥ ↓♦ ↓♦\n")
    assert ("Not allowed: " if lang == "en" else "できません: ") not in text  # its own pile: allowed
    tg, text = war_terminal(lang, "replace J♦ ♦5 ↓♦\nreplace 5♥ ♥3 ↓♦\nreplace J♦ ↓♦ ♥1\nreplace 5♥ ↓♦ ↓♦\n")
    assert tg.state.view(0)["piles"]["cups_1"] == ["D11"]


def test_an_empty_lower_coins_pile_whose_cap_is_used_is_not_offered_at_all():
    """replacement=5: both cards into ↓♦ and out again; nothing may go in or come out, so the
    prompt names neither ↓♦ nor its plain spelling `cl`."""
    script = "replace J♦ ♦5 ↓♦\nreplace 5♥ ♥3 ↓♦\nreplace J♦ ↓♦ ♥1\nreplace 5♥ ↓♦ ♥2\n"
    tg, text = war_terminal("en", script, options=("replacement=5",))
    assert tg.state.view(0)["phase"] == "replace"  # 4 of 5
    last = piles_lines(text)[-1]
    assert "↓♦" not in last and "cl" not in last, last
    assert "↓♦ (lower coins" in piles_lines(text)[0] and "↓♦ as cl" in piles_lines(text)[0]


@pytest.mark.parametrize(
    "lang, said",
    [
        (
            "en",
            "War Replacement: you put the 5 of Cups back on the cups beside 3, at the end of that pile "
            "(after its other cards). Its own pile does not count as a replacement: still 0 of 3.",
        ),
        (
            "ja",
            "戦乱置換: カップの5を3のカップの最後（ほかの札の後ろ）に戻しました。元の置き場に戻すのは"
            "回数に数えないので、0/3回のままです。",
        ),
    ],
)
def test_a_card_put_back_on_its_own_pile_says_where_it_goes_and_why_it_does_not_count(lang, said):
    """The same pile twice (RULES §7.3–7.4): the card goes at once to the end of its own pile,
    and the count stays. The story said only "goes back onto … (not counted)"."""
    tg, text = war_terminal(lang, "replace 5♥ ♥3 ♥3\n")
    assert said in text.replace("\n", "")
    assert tg.state.view(0)["replacements"]["count"] == 0


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_an_80_column_terminal_draws_the_board_one_row_a_place(lang):
    """Below 84 columns each place took two rows (the board alone then filled 12 lines of a
    24-line terminal). At 80 the compact board keeps a place to a row: its number, its card
    (only a reversed one says so), its numbers and its pile, the token marked before it."""
    from tefuda.apps.tui.style import width_of
    from tefuda.apps.tui.youscout import render
    from tefuda.games.youscout import GAME

    st = GAME().new_state(setup=OPEN)
    st.apply(0, "start 2")
    lines = render(st.view(0), lang, width=79).splitlines()  # (sentences are broken as they are said)
    rows = [line for line in lines if line[:4].strip().lstrip("▶ ").isdigit()]
    assert [int(r[2]) for r in rows] == [6, 5, 4, 3, 2, 1]
    assert all(width_of(line) <= 79 for line in rows + lines[2:3])
    assert all(r.split(":")[0].endswith(("♦6", "♦5", "♦4", "♥3", "♥2", "♥1")) for r in rows)
    assert rows[4].startswith("▶ 2 ") and not any(r.startswith("▶") for r in rows[:4] + rows[5:])
    assert ("▶ token" if lang == "en" else "▶ 駒") in lines[2]
    if lang == "en":
        assert rows[4].startswith("▶ 2 The Devil (reversed)") and "♠6/10  ♦14|6" in rows[4]
        assert rows[2].startswith("  4 The Hermit ") and "(upright)" not in rows[2]
    assert not any(line.lstrip().startswith("♠") for line in lines[3:])  # no second rows


@pytest.mark.skipif(shutil.which("tmux") is None, reason="needs tmux")
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_in_an_80_by_24_tmux_the_whole_board_and_the_question_fit_on_the_screen(lang):
    """`tefuda play youscout` in a real 80×24 terminal: the title, the six places (one line
    each) and the start question are all on the screen at once."""
    import os
    import time
    from pathlib import Path

    import tefuda

    name = f"ys80_{lang}_{int(time.time() * 1000) % 100000}"
    src = Path(tefuda.__file__).resolve().parents[1]
    native = os.environ.get("TEFUDA_NATIVE", "off")
    cmd = f"cd {src} && PYTHONPATH={src} TEFUDA_NATIVE={native} {sys.executable} -m tefuda play youscout --seed 3 --lang {lang}; sleep 5"

    def tmux(*a):
        return subprocess.run(["tmux", *a], capture_output=True, text=True, check=False)

    tmux("new-session", "-d", "-s", name, "-x", "80", "-y", "24", cmd)
    try:
        screen = ""
        for _ in range(300):
            screen = tmux("capture-pane", "-p", "-t", name).stdout
            if "\n> " in screen or screen.rstrip().endswith(">"):
                break
            time.sleep(0.1)
        lines = screen.splitlines()
        assert any(line.startswith(("Youscout (易双六)", "易双六（Youscout）")) for line in lines), screen
        rows = [line for line in lines if line[:4].strip().lstrip("▶ ").isdigit()]
        assert [int(r[2]) for r in rows] == [6, 5, 4, 3, 2, 1], screen
        assert any(line.startswith(("Choose the start place", "開始位置を選んでください")) for line in lines), screen
    finally:
        tmux("kill-session", "-t", name)
