"""Terminal play: whole games through the real terminal loop, in English and Japanese."""

import io
from argparse import Namespace

import pytest

from tefuda.apps.tui import trump_os as tui
from tefuda.core import i18n


def args(**kw):
    base = dict(
        game="trump_os",
        players=3,
        lang="en",
        seat=0,
        humans=1,
        level="normal",
        bot=None,
        seed=4,
        option=["first=1"],
        preset=None,
    )  # these games were written for Player 1 starting
    base.update(kw)
    return Namespace(**base)


def play(a, lines):
    out = io.StringIO()
    assert tui.run(a, inp=io.StringIO("".join(lines)), out=out) == 0
    return out.getvalue()


@pytest.mark.parametrize(
    "lang, words",
    [
        (
            "en",
            [
                "Initial placement (sealed)",
                "The target is",
                "Game over.",
                "Player 1 (you)",
                "Winner: Player",
                "the target!",
                "3♦ in cell 5",
                "empty, nothing happens",
                "OUT — output",
            ],
        ),
        (
            "ja",
            [
                "初期配置（伏せて同時に）",
                "お題は",
                "ゲーム終了。",
                "プレイヤー1（あなた）",
                "勝者: プレイヤー",
                "お題と一致！",
                "3♦を5番地に",
                "空（何もしない）",
                "を出力",
            ],
        ),
    ],
)
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


@pytest.mark.parametrize(
    "lang, title, first",
    [
        ("en", "Addition table — ", "Player 3 starts, as chosen"),  # the table's own title line
        ("ja", "足し算の早見表 — ", "プレイヤー3から始めます"),
    ],
)
def test_help_add_prints_the_addition_table_and_the_chosen_player_starts(lang, title, first):
    # `-o first=3`: Player 3 (seat 2) starts; `help` offers `help add`, which prints ADD n mod 13
    text = play(args(lang=lang, option=["first=3"]), ["help\n", "help add\n", "help nothing\n", "quit\n"])
    assert "help add" in text.split(title)[0]  # the help page names the topic
    table = text.split(title)[1].splitlines()
    rows = [line for line in table if "|" in line][2:15]  # the header and the card-rank row first
    assert [int(x) for x in rows[7].split("|")[1].split()] == [(7 + n) % 13 for n in range(13)]
    assert rows[12].split("|")[1].split()[1] == "0"  # R 12 + A (1) wraps to 0
    assert first in text
    # Player 3 played first: the placement is sealed, then seat 2's turn starts the round
    text = play(args(lang=lang, option=["first=3"]), ["place\n"] + ["run\n", "\n"] * 3 + ["quit\n"])
    wait = i18n.translate("tos.ui.wait", lang)  # the pause before a CPU turn (no newline: Enter is typed)
    ran = [
        line.split("> ")[-1].replace(wait, "")
        for line in text.splitlines()
        if line.endswith(("program ran:", "プログラムを実行:"))
    ]
    assert ran[0].startswith(("Player 3", "プレイヤー3")) and ran[1].startswith(("Your", "あなた"))


def test_who_starts_is_random_without_the_option():
    starts = set()
    for seed in range(12):
        text = play(args(seed=seed, option=[]), ["quit\n"])
        line = next(line for line in text.splitlines() if "(drawn at random, as rock-paper-scissors would)" in line)
        starts.add(line.split(" (drawn")[0])
    assert starts == {"You start", "Player 2 starts", "Player 3 starts"}


@pytest.mark.parametrize("first", ["1", "2"])
def test_the_game_pauses_before_every_cpu_turn_with_two_players(first):
    """The help's promise: before each CPU turn (the first of the game, and right after
    your own `run`) the game waits, so you can place out of turn (TOS-13)."""
    lines = ["place\n"] + ["run\n", "\n"] * 3 + ["quit\n"]
    text = play(args(players=2, option=[f"first={first}"]), lines)
    wait = "(Enter: continue, or place a card out of turn"
    events = []  # the pauses and the runs, in order (a pause's prompt shares a line with what follows)
    for line in text.splitlines():
        if wait in line and events[-1:] != ["wait"]:  # (a refused `run` at the pause asks again)
            events.append("wait")
        if line.endswith("program ran:"):
            events.append("cpu" if line.endswith("Player 2's program ran:") else "you")
    assert events.count("cpu") >= 1
    for k, e in enumerate(events):
        if e == "cpu":
            assert k > 0 and events[k - 1] == "wait", events  # never a CPU run without the pause
    if first == "2":
        assert events[:2] == ["wait", "cpu"]  # the CPU who starts the game is paused before too


def test_japanese_board_and_log_read_as_japanese():
    """The legend names the instructions as the How to play page and the log do (LOAD ...)
    with their Japanese words; one word for a round (巡); lists with 、; no stray space."""
    from tefuda.games.trump_os.present import describe

    text = play(args(lang="ja"), ["place\n", "quit\n"])
    assert "♠=LOAD（ロード） n  ♥=ADD（加算） n  ♦=OUT（出力）" in text
    assert "お題 未定（初期配置のあと）" in text and "お題 （" not in text
    assert "第1巡（全200巡）" in text and "周" not in text
    header = [line for line in text.splitlines() if line.startswith("トランプOS") and "未定" not in line][0]
    assert "（" in header and "(" not in header  # お題 11（J♠）, 捨て札 K♠（1枚）
    addresses = next(line for line in text.splitlines() if line.startswith("番地"))
    assert addresses.startswith("番地    0  ")  # 番地 is 4 columns wide: the numbers stand over the cells
    placed = {"kind": "place", "seat": 0, "cards": [["7S", 0, None], ["2D", 1, None]], "out_of_turn": False}
    assert "7♠を0番地に、2♦を1番地に" in describe(placed, 0, "ja")
    assert "7♠ in cell 0, 2♦ in cell 1" in describe(placed, 0, "en")
    step = {"kind": "run", "seat": 0, "steps": [[0, "7S", "LOAD 7", 0, 7, 1, None]], "hit": False}
    assert "0番地: 7♠ LOAD 7 — R 0 → 7" in describe(step, 0, "ja")  # the legend's word, not ロード alone


@pytest.mark.parametrize(
    "lang, placing, wrong",
    [("en", "   initial placement", "round 0"), ("ja", "   初期配置中", "第0巡")],
)
def test_the_header_names_the_initial_placement_not_round_0(lang, placing, wrong):
    """Before round 1 everyone places their first cards (TOS-10): the header says so."""
    text = play(args(lang=lang), ["place\n", "quit\n"])
    headers = [line for line in text.splitlines() if line.startswith(("Trump OS —", "トランプOS ―"))]
    assert placing in headers[0] and wrong not in text
    assert ("round 1/200" if lang == "en" else "第1巡（全200巡）") in headers[-1]  # then the rounds count
