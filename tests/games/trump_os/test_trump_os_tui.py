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
    # the board is drawn again after the placement: the card is seen in cell 3
    after = text[text.index("手番外に配置") :]
    after = after[: after.index("プログラムを実行")]  # (before the CPU's turn goes on)
    cells = next(line for line in after.splitlines() if line.startswith("      ") and "9♥" in line)
    assert cells.split()[3].strip("[]") == "9♥"  # (the PC is there: [9♥ ])


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
    assert "♠=LOAD（読み込み） n  ♥=ADD（加算） n  ♦=OUT（出力）" in text
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


# --- newcomer report 6: a narrow terminal, `moves`, "you", wording -------------------------


class Tty(io.StringIO):
    """A terminal's output (the board and prompts are fitted to its width)."""

    def isatty(self):
        return True


def _played_state(players=4):
    """After the initial placement, Player 1 (you) placed cards at addresses 0, 7 and 12."""
    from tefuda.games import make_game

    st = make_game("trump_os", {"players": players, "first": "1"}).new_state(seed=4)
    hand = st.view(0)["hand"]
    st.apply(0, f"place {hand[0]}@0 {hand[1]}@7 {hand[2]}@12")
    for s in range(1, players):
        st.apply(s, "place")
    return st, hand


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_narrow_board_draws_each_memory_in_halves_under_their_own_addresses(lang):
    """At 50 columns the 13 cells do not fit in a row: each memory is drawn in two halves,
    each under its own address row, every card right under its address (the terminal used
    to wrap the row after cell 8, the continuation out of line with the header)."""
    from tefuda.apps.tui.style import width_of

    st, hand = _played_state()
    wide = tui.render(st.view(0), lang).splitlines()
    assert sum(line.lstrip().startswith(("addr", "番地")) for line in wide) == 1  # one row of 13
    lines = tui.render(st.view(0), lang, width=49).splitlines()
    board = lines[:-1]  # (the last line, a sentence, is broken between words as every one is)
    assert all(width_of(line) <= 49 for line in board), [line for line in board if width_of(line) > 49]
    # on the board only a row of cells starts with spaces, right under its addresses (below
    # the hand come the next run's steps, each two spaces in)
    cells = lines[: lines.index(next(line for line in lines if line.startswith(("Your hand", "あなたの手札")))) + 1]
    assert all(lines[k - 1].startswith(("addr", "番地")) for k, line in enumerate(cells) if line.startswith(" "))
    mine = lines.index(next(line for line in lines if "(you)" in line or "（あなた）" in line))
    mine = next(k for k in range(mine, len(lines)) if lines[k].startswith(("addr", "番地")))
    first, cells0, second, cells1 = lines[mine : mine + 4]
    # 番地 is four columns wide on a terminal, "addr" four characters: the columns line up either way
    assert first.split()[1:] == [str(a) for a in range(7)] and second.split()[1:] == [str(a) for a in range(7, 13)]

    def under(header, row, addr, symbol):  # the card's column range covers the address's digits
        col = width_of(header[: header.index(f" {addr}") + 1])
        shown = width_of(row[: row.index(symbol)])
        return shown - 1 <= col <= shown + 2

    sym = {c: tui._sym(c) for c in hand[:3]}
    assert under(first, cells0, 0, sym[hand[0]]) and under(second, cells1, 7, sym[hand[1]])
    assert under(second, cells1, 12, sym[hand[2]])
    assert cells1.rstrip().endswith(sym[hand[2]])


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_narrow_status_line_breaks_between_its_parts(lang):
    """The header and the legend break where their parts meet: no line starts with the
    space of a separator (' round 1/200'), none is wider than the terminal."""
    from tefuda.apps.tui.style import width_of

    st, _ = _played_state()
    for width in (49, 39):
        lines = tui.render(st.view(0), lang, width=width).splitlines()
        head = lines[: lines.index(next(x for x in lines if x.startswith(("Player 1", "プレイヤー1"))))]
        assert len(head) >= 3 and not [x for x in head if x[:1] == " " or width_of(x) > width], head
        assert any(x.startswith(("Trump OS —", "トランプOS ―")) for x in head)
        assert any(("round 1/200" if lang == "en" else "第1巡（全200巡）") in x for x in head)


def test_the_pause_prompt_breaks_between_words_on_a_narrow_terminal(monkeypatch):
    """The out-of-turn prompt used to be written as it was, and the terminal split it
    mid-word ("'pl" / "ace 4H@7'")."""
    monkeypatch.setenv("COLUMNS", "50")
    monkeypatch.setenv("NO_COLOR", "1")
    out = Tty()
    lines = ["place\n", "run\n", "quit\n"]
    assert tui.run(args(players=2), inp=io.StringIO("".join(lines)), out=out) == 0
    text = out.getvalue()
    assert "(Enter: continue" in text
    assert "'place\n4H@7')" in text or "\n'place 4H@7')" in text  # a break at a space
    assert all(len(line) <= 49 for line in text.splitlines()), [x for x in text.splitlines() if len(x) > 49]


@pytest.mark.parametrize(
    "lang, words",
    [
        ("en", ["place — Place no card", "(", "0–12", "several at once: place "]),
        ("ja", ["place — 何も置かない", "0〜12", "まとめて置くなら: place "]),
    ],
)
def test_moves_is_short_during_the_initial_placement(lang, words):
    """`moves` used to print 66 lines (`place AS@0` … `place 3C@12`); now the placement is
    one line naming the cards of the hand, the addresses and how to place several."""
    text = play(args(lang=lang), ["moves\n", "quit\n"])
    listed = text.split("Legal actions:" if lang == "en" else "合法手:")[1].split("\n")[1:]
    listed = listed[: next(k for k, line in enumerate(listed) if not line.startswith("  "))]
    assert len(listed) == 2, listed
    assert all(w in "\n".join(listed) for w in words), listed
    st = tui.TrumpOSTerminal(args(lang=lang), render=tui.render, inp=io.StringIO(""), out=io.StringIO()).state
    for card in st.view(0)["hand"]:
        assert tui._sym(card) in listed[1]


def test_moves_in_your_turn_and_at_the_pause():
    """In your turn: `run` and the placements; at the pause before a CPU turn: Enter and
    the placements you may make out of turn."""
    st, _ = _played_state(players=2)
    lines = tui.moves_lines(st.legal_actions(0), "en")
    assert lines[0] == "  run — Run your program (ends your turn)" and len(lines) == 2
    for lang in ("en", "ja"):  # on a narrow terminal an entry goes on four spaces in, not two
        from tefuda.apps.tui.style import width_of

        narrow = tui.moves_lines(st.legal_actions(0), lang, width=40)
        assert len(narrow) > 2 and all(width_of(x) <= 40 for x in narrow), narrow
        entries = [x for x in narrow if not x.startswith("    ")]  # the rest is continued, four in
        assert [x.split(" — ")[0] for x in entries] == [
            "  run",
            "  place " + ("CARD@ADDRESS", "カード@番地")[lang == "ja"],
        ]
    text = play(args(players=2), ["place\n", "run\n", "moves\n", "quit\n"])
    at_pause = text.split("Legal actions:")[-1].splitlines()[1:3]
    assert at_pause[0] == "  Enter — go on: Player 2 plays its turn" and at_pause[1].startswith("  place CARD@ADDRESS")


@pytest.mark.parametrize("lang, winner", [("en", "Winner: you"), ("ja", "勝者: あなた")])
def test_the_winner_line_names_you_as_the_log_does(lang, winner):
    st, _ = _played_state()
    view = dict(st.view(0), phase="over", winner=0)
    assert winner in tui.render(view, lang)
    other = "Winner: Player 2" if lang == "en" else "勝者: プレイヤー2"
    assert other in tui.render(dict(view, winner=1), lang)


@pytest.mark.parametrize(
    "lang, refusal",
    [("en", "Not allowed: {card} is not in your hand"), ("ja", "できません: {card}はあなたの手札にありません")],
)
def test_a_refusal_says_your_hand(lang, refusal):
    a = args(lang=lang)
    st = tui.TrumpOSTerminal(a, render=tui.render, inp=io.StringIO(""), out=io.StringIO()).state
    missing = next(c for c in ("5D", "AS", "KC", "QH") if c not in st.view(0)["hand"])
    text = play(a, [f"place {missing}@0\n", "quit\n"])
    assert refusal.format(card=tui._sym(missing)) in text and "Player 1's hand" not in text


@pytest.mark.parametrize("lang, says", [("en", "target not known yet"), ("ja", "お題 未定（初期配置のあと）")])
def test_the_target_is_not_known_yet_during_the_placement(lang, says):
    text = play(args(lang=lang), ["quit\n"])
    assert says in text and "target (after placement)" not in text


def test_the_reshuffle_keeps_the_target_card_out_in_both_languages():
    """TOS-15: the new deck is the discard pile without the target card; the log and both
    How to play pages say so in the same words."""
    from importlib.resources import files

    from tefuda.games.trump_os.present import describe

    event = {"kind": "reshuffle", "cards": 9}
    assert "(the target card is not put in)" in describe(event, 0, "en")
    assert "（お題のカードは入れません）" in describe(event, 0, "ja")
    pages = files("tefuda.games.trump_os")
    en = pages.joinpath("howto.en.md").read_text(encoding="utf-8")
    ja = pages.joinpath("howto.ja.md").read_text(encoding="utf-8")
    assert "(the target card is not put in)" in en and "the target stays" not in en
    assert "（お題のカードは入れません）" in ja


def test_the_default_opponents_are_the_planner_and_level_chooses_another():
    from tefuda.apps.cli import build_parser
    from tefuda.games.trump_os.bots import HeuristicBot, PlannerBot

    def bots(*argv):
        parsed = build_parser().parse_args(["play", "trump_os", *argv])
        return list(tui.build(parsed, inp=io.StringIO(""), out=io.StringIO()).bots.values())

    assert bots() and all(isinstance(b, PlannerBot) for b in bots())
    assert all(isinstance(b, HeuristicBot) for b in bots("--level", "normal"))


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_one_instruction_at_a_time_pauses_before_each_of_the_cpus_instructions(lang):
    """The newcomer's game: `-o execution=step`, you start; `place`, `place 10S@0`, `run`,
    `step` ×3, Enter at the pause before Player 2's turn. Player 2's program then runs one
    instruction at a time, and before each of them the game waits: Enter lets it go on, a
    `place` goes in between its steps (TOS-13) — no longer three steps in a row at once."""
    lines = ["place\n", "place 10S@0\n", "run\n"] + ["step\n"] * 3 + ["\n"]
    lines += ["\n", "place QS@4\n", "\n", "\n", "quit\n"]  # before the CPU's steps 1, 2 (a card), 3
    text = play(args(players=2, option=["execution=step", "first=1"], seed=5, lang=lang), lines)
    cpu_turn = text[text.index(("Player 2's program starts", "プレイヤー2のプログラムを1命令ずつ")[lang == "ja"]) :]
    wait = i18n.translate("tos.ui.wait_step", lang, whose=("Player 2's", "プレイヤー2の")[lang == "ja"]).strip()
    step = ("Player 2's program:", "プレイヤー2のプログラム:")[lang == "ja"]
    events = []  # the CPU's steps, the pauses and your placement, in order
    for line in cpu_turn.splitlines():
        if line.startswith(wait):
            events.append("wait")
        if line.endswith(step):
            events.append("step")
        if ("You placed Q♠ in cell 4, out of turn.", "あなたが手番外に配置: Q♠を4番地に。")[lang == "ja"] in line:
            events.append("placed")
    assert events[:8] == ["wait", "step", "wait", "placed", "wait", "step", "wait", "step"], events
    # at each pause the rest of Player 2's run is told, as your own is on your turn
    rest = ("The rest of Player 2's run:", "プレイヤー2の実行の残り:")[lang == "ja"]
    assert cpu_turn.count(rest) >= 3


@pytest.mark.parametrize(
    "lang, says, jargon",
    [
        ("en", "you may place again once your turn has passed to the next player", "context switch"),
        ("ja", "手番が次のプレイヤーに移る（コンテキストスイッチ）まで置けません", "Not allowed"),
    ],
)
def test_placing_during_your_own_run_is_refused_in_plain_words(lang, says, jargon):
    """One instruction at a time, placing between your own steps is refused (TOS-13) —
    with a reason a newcomer understands (the English screens never explain the jargon)."""
    lines = ["place\n", "run\n", "place QS@4\n", "quit\n"]
    text = play(args(players=2, option=["execution=step", "first=1"], seed=5, lang=lang), lines)
    assert says in text and jargon not in text
    assert "Q♠ in cell 4" not in text and "Q♠を4番地に" not in text  # and nothing was placed


@pytest.mark.parametrize("lang, placed", [("en", "You placed Q♠ in cell 0, K♥ in cell 1."), ("ja", "Q♠を0番地に")])
def test_placements_written_with_a_comma_are_placed(lang, placed):
    """`place 9S@0,KD@1` once said "address '0,KD@1' is outside the memory": the comma
    between two placements now reads as the space it stands for."""
    text = play(args(players=2, option=["first=1"], seed=5, lang=lang), ["place\n", "place QS@0,KH@1\n", "quit\n"])
    assert placed in text and "0,KH@1" not in text


@pytest.mark.parametrize(
    "lang, why",
    [
        (
            "en",
            "Player 3's program output the target 8 on the very first turn of the game, before you had a turn: "
            "the first OUT of the target wins at once, so a game can end before everyone has played.",
        ),
        ("ja", "プレイヤー3のプログラムがゲームの最初の手番でお題8を出力しました（あなたの手番はまだでした）。"),
    ],
)
def test_a_game_won_on_the_first_turn_says_so_on_the_end_screen(lang, why):
    """The newcomer lost before acting: Player 3 (the hard CPU) starts, places three cards
    and outputs the target on its first run (TOS-14). The end screen says why and when."""
    text = play(args(level="hard", option=["first=3"], seed=10, lang=lang), ["place\n", "\n", "quit\n"])
    end = text[text.index(("Winner: Player 3", "勝者: プレイヤー3")[lang == "ja"]) :]
    assert why in end


@pytest.mark.parametrize(
    "winner, turn, lang, why",
    [
        (0, 8, "en", "Your program output the target {t} in round 2: the first OUT of the target wins at once."),
        (1, 5, "en", "Player 2's program output the target {t} in round 2: the first OUT of the target wins at once."),
        (1, 1, "en", "Player 2's program output the target {t} on the very first turn of the game, before you had"),
        (3, 3, "en", "Player 4's program output the target {t} in round 1, before you had a turn"),
        (2, 2, "ja", "プレイヤー3のプログラムが第1巡でお題{t}を出力しました（あなたの手番はまだでした）。"),
        (
            1,
            5,
            "ja",
            "プレイヤー2のプログラムが第2巡でお題{t}を出力しました。お題を最初に出力した人がその場で勝ちです。",
        ),
    ],
)
def test_the_end_screen_says_who_output_the_target_and_when(winner, turn, lang, why):
    st, _ = _played_state(players=4)  # (you are Player 1; here Player 2 starts: turn k is seat k mod 4)
    assert (1 + turn - 1) % 4 == winner
    view = dict(st.view(0), phase="over", winner=winner, first=1, turn=turn, round=(turn - 1) // 4 + 1)
    assert why.format(t=view["target"]) in tui.render(view, lang)


@pytest.mark.parametrize(
    "lang, says",
    [
        (
            "en",
            [
                "this hand-over is called the context switch",  # the word the Japanese page uses too
                "A game can end very early, even on the first turn before you have played",
                "under Your next run, list the instructions your machine will execute if you type run now",
                "it also pauses before each of a CPU's instructions",
            ],
        ),
        (
            "ja",
            [
                "コンテキストスイッチ: 次のプレイヤーの手番になります。",
                "最初の手番で、自分の番が来る前に終わることもあります。",
                "いま run と入力したら実行される命令",
                "CPU の1命令ごとの前にも止まります。",
            ],
        ),
    ],
)
def test_help_explains_the_context_switch_early_ends_and_the_next_run(lang, says):
    """`help` in the terminal: the newcomer's questions answered in plain words."""
    # the page is wrapped to the terminal: compare the words (Japanese breaks anywhere)
    flat = (lambda x: " ".join(x.split())) if lang == "en" else (lambda x: "".join(x.split()))  # noqa: E731
    text = flat(play(args(lang=lang), ["help\n", "quit\n"]))
    for said in says:
        assert flat(said) in text, said
    assert "the same list of the instructions to come" not in text
