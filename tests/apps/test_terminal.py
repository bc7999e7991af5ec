"""The terminal (issue #16 §6): suits in colour only on a terminal and never with NO_COLOR,
cards typed with suit symbols, `help` prints How to play, a hand-over clears the screen and
its scrollback, fixed player counts and impossible --humans, play --help by label."""

from __future__ import annotations

import argparse
import io
import shutil
import subprocess
import sys
import time
import unicodedata
from pathlib import Path

import pytest

from tefuda.apps.cli import main
from tefuda.apps.tui import daifugo as daifugo_tui
from tefuda.apps.tui import diving as diving_tui
from tefuda.apps.tui.runner import TerminalGame
from tefuda.apps.tui.style import CLEAR_SCREEN, RED, color_enabled, from_symbols, paint
from tefuda.core.cards import Card
from tefuda.core.errors import TefudaError

TEFUDA = Path(sys.executable).with_name("tefuda")


class Tty(io.StringIO):
    def isatty(self):
        return True


class Lines:
    """stdin from a list of lines (empty string = end of input)."""

    def __init__(self, lines):
        self.lines = list(lines)

    def readline(self):
        return self.lines.pop(0) + "\n" if self.lines else ""


def args(game, **kw):
    base = dict(
        game=game, players=None, lang="en", seat=0, humans=1, level="easy", bot=None, seed=3, option=[], preset=None
    )
    if game == "diving":
        base["option"] = ["first=1"]
    base.update(kw)
    return argparse.Namespace(**base)


# --- colour ----------------------------------------------------------------------------
def test_colour_only_on_a_terminal_and_never_with_no_color(monkeypatch):
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.setenv("TERM", "xterm-256color")
    assert color_enabled(Tty()) and not color_enabled(io.StringIO())
    monkeypatch.setenv("NO_COLOR", "")  # any value, even empty, turns colour off
    assert not color_enabled(Tty())
    assert paint("10♥ 7♠ A♦", True) == f"{RED}10♥\x1b[39m 7♠ {RED}A♦\x1b[39m"
    assert paint("10♥ 7♠", False) == "10♥ 7♠"


@pytest.mark.parametrize("no_color,red", [(False, True), (True, False)])
def test_the_game_screen_is_red_for_hearts_and_diamonds_on_a_terminal(monkeypatch, no_color, red):
    monkeypatch.setenv("TERM", "xterm")
    if no_color:
        monkeypatch.setenv("NO_COLOR", "1")
    else:
        monkeypatch.delenv("NO_COLOR", raising=False)
    out = Tty()
    tg = diving_tui.build(args("diving"), out=out, inp=Lines(["quit"]))
    tg.run()
    text = out.getvalue()
    assert ("\x1b[31m" in text) is red
    assert "♥" in text or "♦" in text


def test_a_pipe_gets_plain_text(monkeypatch):
    monkeypatch.delenv("NO_COLOR", raising=False)
    out = io.StringIO()
    diving_tui.build(args("diving"), out=out, inp=Lines(["quit"])).run()
    assert "\x1b[" not in out.getvalue()


# --- typing cards with suit symbols ------------------------------------------------------
def test_suit_symbols_are_read_as_codes():
    assert from_symbols("take 7♦") == "take 7D"
    assert from_symbols("play 10♥ 10♣ JK") == "play 10H 10C JK"
    assert from_symbols("place 4♥@7 q♠@0") == "place 4H@7 qS@0"
    assert from_symbols("take ♦7 ♡A") == "take 7D AH"
    assert from_symbols("ｔａｋｅ　７♦") == "take 7D"  # full-width, as a Japanese keyboard may type
    assert from_symbols("refill 3 pay 5H") == "refill 3 pay 5H"


def test_a_payment_typed_with_suit_symbols_is_played():
    out = io.StringIO()
    tg = diving_tui.build(args("diving"), out=out, inp=Lines([]))
    hand = tg.state.view(0)["hand"]
    card = next(Card.parse(c) for c in hand if c != "JK")
    tg.inp = Lines([f"refill 1 pay {card.symbol}", "quit"])
    tg.run()
    assert tg.state.history[0] == (0, tg.game.parse_action(f"refill 1 pay {card.code}"))


# --- help ----------------------------------------------------------------------------------
@pytest.mark.parametrize("lang,title", [("en", "How to play Diving"), ("ja", "ダイビングの遊び方")])
def test_help_prints_the_how_to_play_page(lang, title):
    out = io.StringIO()
    diving_tui.build(args("diving", lang=lang), out=out, inp=Lines(["help", "quit"])).run()
    text = out.getvalue()
    assert title in text and "[card:" not in text and "**" not in text
    assert "J♣ Q♣ K♣" in text  # the card pictures as codes with suit symbols
    assert "moves" in text.split(title, 1)[1]  # then the commands


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("columns", [100, 50])
def test_help_on_a_colour_terminal_prints_the_page_as_wrapped_once(monkeypatch, lang, columns):
    """A newcomer at 100 columns saw 'in your own' / 'row of' / '13 cells': the page,
    wrapped to the screen with bold on, was broken again because its escape sequences were
    counted as columns. The page now reaches the screen exactly as `to_terminal` wrapped it."""
    from tefuda.apps import howto
    from tefuda.apps.tui.style import BOLD, width_of

    monkeypatch.setenv("COLUMNS", str(columns))
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.setenv("TERM", "xterm-256color")
    out = Tty()
    diving_tui.build(args("diving", lang=lang), out=out, inp=Lines(["help", "quit"])).run()
    page = howto.to_terminal(howto.load("diving", lang), lang, color=True, width=columns - 1)
    assert BOLD in page and page in out.getvalue()
    assert all(width_of(line) < columns for line in out.getvalue().splitlines())


def test_a_red_card_inside_bold_leaves_the_rest_bold():
    """Daifugo's '**play 7♥ 7♦**': the red ends with the default colour, not a full reset."""
    from tefuda.apps import howto
    from tefuda.apps.tui.style import BOLD, NORMAL, RESET

    text = howto.to_terminal("Type **play 7♥ 7♦** to play.", "en", color=True)
    assert text == f"Type {BOLD}play {RED}7♥\x1b[39m {RED}7♦\x1b[39m{NORMAL} to play." and RESET not in text


def test_painting_twice_paints_once():
    """A page painted red by `to_terminal` is painted again when printed: no doubled codes."""
    once = paint("10♥ 7♠ A♦ ♥", True)
    assert paint(once, True) == once


def test_help_topics_and_an_unknown_topic():
    out = io.StringIO()
    tg = diving_tui.build(args("diving"), out=out, inp=Lines(["help add", "help nothing", "quit"]))
    tg.help_topics["add"] = lambda lang: "ADD TABLE"
    tg.run()
    text = out.getvalue()
    assert "ADD TABLE" in text and "No help on 'nothing'" in text


# --- hand-over ---------------------------------------------------------------------------
def test_a_hand_over_clears_the_screen_and_its_scrollback():
    out = io.StringIO()
    tg = diving_tui.build(args("diving", humans=2), out=out, inp=Lines(["refill 1 pay JK", "", "quit"]))
    first_hand = " ".join(Card.parse(c).symbol for c in tg.state.view(0)["hand"])
    tg.run()  # seat 0 refills; then the device goes to seat 1
    text = out.getvalue()
    assert "\n" * 10 not in text  # no longer blank lines that can be scrolled past
    before, after = text.split(CLEAR_SCREEN, 1)
    assert first_hand in before and first_hand not in after
    assert "Hand the device to Player 2" in after and "Player 2>" in after
    assert "\x1b[3J" in CLEAR_SCREEN  # the scrollback too


# --- players and humans -------------------------------------------------------------------
def test_players_equal_to_a_fixed_count_is_accepted():
    assert diving_tui.build(args("diving", players=2), out=io.StringIO(), inp=Lines([])).game.num_players == 2
    from tefuda.apps.tui import youscout as ys_tui

    ys_tui.make_terminal(args("youscout", players=1), out=io.StringIO(), inp=Lines([]))


@pytest.mark.parametrize(
    "game,kw,en,ja",
    [
        ("diving", {"players": 3}, "Diving is played by exactly 2 players", "ダイビングは2人で遊ぶゲームです"),
        ("youscout", {"players": 2}, "Youscout is played by exactly 1 player;", "易双六は1人で遊ぶゲームです"),
        ("diving", {"humans": 3}, "--humans must be 1 to 2 for Diving", "ダイビングの --humans は 1〜2 です"),
        ("diving", {"humans": 0}, "--humans must be 1 to 2 for Diving", "ダイビングの --humans は 1〜2 です"),
        ("youscout", {"humans": 2}, "--humans must be 1 to 1 for Youscout", "易双六の --humans は 1〜1 です"),
        (
            "daifugo",
            {"players": 3, "humans": 4},
            "--humans must be 1 to 3 for Daifugo",
            "大富豪の --humans は 1〜3 です",
        ),
        ("daifugo", {"seat": 5, "players": 3}, "--seat must be 1 to 3 (3 players)", "--seat は 1〜3 です（3人）"),
    ],
)
def test_impossible_counts_are_refused_with_a_clear_message(game, kw, en, ja):
    with pytest.raises(TefudaError) as e:
        if game == "daifugo":
            daifugo_tui.build(args(game, **kw), out=io.StringIO(), inp=Lines([]))
        else:
            TerminalGame(args(game, **kw), render=lambda v, lang: "", out=io.StringIO(), inp=Lines([]))
    assert en in e.value.localized("en") and ja in e.value.localized("ja")


def test_the_cli_refuses_impossible_humans_in_words(capsys):
    assert main(["play", "diving", "--humans", "5", "--lang", "ja"]) == 2
    assert "ダイビングの --humans は 1〜2 です" in capsys.readouterr().err
    assert main(["play", "diving", "--humans", "5"]) == 2
    assert "--humans must be 1 to 2 for Diving" in capsys.readouterr().err
    assert main(["play", "diving", "--humans", "5"]) == 2
    assert "--humans must be 1 to 2 for Diving" in capsys.readouterr().err


def test_the_cli_seat_is_the_player_number_the_screens_show(capsys):
    # Player 1 and Player 2 sit at Diving's table: --seat 1 and --seat 2, not 0
    for seat in ("0", "3"):
        assert main(["play", "diving", "--seat", seat]) == 2
        assert "--seat must be 1 to 2 (2 players)" in capsys.readouterr().err
    assert main(["play", "diving", "--seat", "0", "--lang", "ja"]) == 2
    assert "--seat は 1〜2 です（2人）" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["play", "diving", "--help", "--lang", "en"])
    assert "your player number (1 = the first seat" in " ".join(capsys.readouterr().out.split())


# --- grammar -------------------------------------------------------------------------------
def test_one_card_one_point_in_the_daifugo_screen():
    out = io.StringIO()
    tg, match = daifugo_tui.build(args("daifugo", players=3), out=out, inp=Lines([]))
    view = dict(tg.state.view(0))
    view["hand_sizes"] = [1, 2, 17]
    text = tg.render(view, "en")
    assert "1 card ·" in text and "2 cards" in text and "1 cards" not in text
    import tefuda.apps.tui.egyptian_war  # noqa: F401  (registers its screen texts)
    from tefuda.core.i18n import t

    assert t("daifugo.tui.standing", "en", rank=1, seat=0, you="", points=1).endswith("1 point")
    assert t("ew.tui.challenge_new", "en", who="CPU", rank="A♠", n=4).startswith("Challenge: CPU played an A♠")


def test_daifugo_names_local_rules_by_label_not_identifier():
    out = io.StringIO()
    tg, match = daifugo_tui.build(
        args("daifugo", players=3, option=["eight_cut=on", "eleven_back=on"]), out=out, inp=Lines([])
    )
    text = tg.render(tg.state.view(0), "en")
    assert "8切り (8-cut)" in text and "eight_cut" not in text and "eleven_back" not in text
    assert "8切り、イレブンバック" in tg.render(tg.state.view(0), "ja")  # a Japanese list: 、


# --- tefuda play --help --------------------------------------------------------------------
@pytest.mark.parametrize(
    "argv,present,absent",
    [
        (
            ["play", "diving", "--help"],
            ["Bonus cards", "Steal with a 5"],
            ["8切り (8-cut)", "Sum of 10", "The ♠ instruction"],
        ),
        (
            ["play", "daifugo", "--help", "--lang", "ja"],
            ["8切り", "しばり", "定番ローカルルール", "3〜9人", "人数"],
            ["Sum of 10", "合計10"],
        ),
        (
            ["play", "egyptian_war", "-h"],
            ["Sum of 10", "Until one player has all the cards", "Doubles only"],
            ["8切り"],
        ),
    ],
)
def test_play_help_lists_options_by_label_in_the_ui_language(capsys, monkeypatch, argv, present, absent):
    monkeypatch.delenv("TEFUDA_LANG", raising=False)
    monkeypatch.setenv("LANG", "C")
    with pytest.raises(SystemExit) as e:
        main(argv)
    assert e.value.code == 0
    text = capsys.readouterr().out
    for p in present:
        assert p in text, p
    for a in absent:
        assert a not in text, a
    # an identifier appears only inside the `-o name=value` a person types
    for line in text.splitlines():
        if "[-o " in line:
            label = line.split("[-o ")[0].strip()
            assert "_" not in label, line


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_play_help_without_a_game_is_short_the_games_and_how_to_see_one(capsys, monkeypatch, lang):
    """Five games' options would be about 100 lines: without a game, the help lists the
    games and says how to see one game's options."""
    from tefuda.games import GAMES, descriptor

    monkeypatch.setenv("TEFUDA_LANG", lang)
    with pytest.raises(SystemExit) as e:
        main(["play", "--help"])
    assert e.value.code == 0
    text = capsys.readouterr().out
    assert len(text.splitlines()) <= 40
    assert ("tefuda play GAME --help" if lang == "en" else "tefuda play ゲーム --help") in text
    for name in GAMES:
        assert any(line.split()[:1] == [name] and descriptor(name).title(lang) in line for line in text.splitlines())
    assert "8切り" not in text and "Sum of 10" not in text and "-o bonus=" not in text


def test_play_help_follows_tefuda_lang(capsys, monkeypatch):
    monkeypatch.setenv("TEFUDA_LANG", "ja")
    with pytest.raises(SystemExit):
        main(["play", "diving", "--help"])
    text = capsys.readouterr().out
    assert "ボーナスの枚数" in text and "強奪（5）" in text and "遊ぶゲーム" in text and "使い方: " in text


def test_play_help_usage_lines_line_up_in_japanese(capsys, monkeypatch):
    """The usage's continuation lines start under `tefuda`'s first argument on a terminal,
    where 使い方 takes two columns a character."""
    monkeypatch.setenv("TEFUDA_LANG", "ja")
    with pytest.raises(SystemExit):
        main(["play", "daifugo", "--help"])
    first, second = capsys.readouterr().out.splitlines()[:2]
    width = sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in first.split("[-h]")[0])
    assert second.startswith(" " * width + "[") and second[width - 1] == " "


# --- a real terminal ------------------------------------------------------------------------
def _tmux(*cmd):
    return subprocess.run(["tmux", *cmd], capture_output=True, text=True, check=False)


@pytest.mark.skipif(shutil.which("tmux") is None or not TEFUDA.exists(), reason="needs tmux and the tefuda script")
def test_in_tmux_colour_symbols_and_a_hand_over_that_leaves_no_scrollback():
    name = f"content_{int(time.time() * 1000) % 100000}"
    cmd = f"{TEFUDA} play diving --humans 2 --seed 3 -o first=1 --lang en; sleep 5"
    _tmux("new-session", "-d", "-s", name, "-x", "100", "-y", "40", cmd)

    def screen(history=False, escapes=False):
        extra = (["-S", "-"] if history else []) + (["-e"] if escapes else [])
        return _tmux("capture-pane", "-p", *extra, "-t", name).stdout

    def wait_for(text, seconds=40.0):
        for _ in range(int(seconds / 0.1)):
            if text in screen():
                return
            time.sleep(0.1)
        raise AssertionError(f"{text!r} never appeared:\n{screen()}")

    try:
        wait_for("Player 1>")
        seen = screen(escapes=True)
        assert "\x1b[31m" in seen or "31m" in seen  # red suits on a real terminal
        hand_line = next(x for x in screen().splitlines() if "your hand" in x.lower())
        _tmux("send-keys", "-t", name, "refill 1 pay JK", "Enter")
        wait_for("Hand the device to Player 2")
        everything = screen(history=True)
        assert hand_line not in everything  # neither on the screen nor in the scrollback
        _tmux("send-keys", "-t", name, "Enter")
        wait_for("Player 2>")
        _tmux("send-keys", "-t", name, "quit", "Enter")
    finally:
        _tmux("kill-session", "-t", name)


@pytest.mark.parametrize("lang, line", [("en", "Starting… (loading"), ("ja", "起動しています…")])
def test_play_says_it_is_starting_once_its_arguments_are_accepted(capsys, monkeypatch, lang, line):
    """`tefuda play` says it is starting before the CPU players are built and the cards
    dealt (slow on a busy machine), but only once the arguments are accepted: a refused one
    gets its error alone (it used to follow "Starting…")."""
    import tefuda.apps.cli as cli
    import tefuda.apps.tui.runner as runner

    said_first = []
    build = runner.cpu_bots

    def watched(*a, **kw):
        said_first.append(line in capsys.readouterr().out)
        return build(*a, **kw)

    monkeypatch.setattr(runner, "cpu_bots", watched)
    monkeypatch.setattr("sys.stdin", io.StringIO("quit\n"))
    assert cli.main(["play", "diving", "--lang", lang, "--seed", "3", "-o", "first=1"]) == 0
    assert said_first == [True]
    for refused in (["--players", "5"], ["-o", "first=4"], ["--seat", "4"], ["--humans", "9"]):
        assert cli.main(["play", "trump_os", "--lang", lang, *refused]) == 2
        said = capsys.readouterr()
        assert line not in said.out and said.err.startswith("tefuda play: "), (refused, said)
    monkeypatch.setenv("TEFUDA_LANG", lang)
    with pytest.raises(SystemExit):
        cli.main(["play", "diving", "--help"])
    assert line not in capsys.readouterr().out  # help is help, not a game starting


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_long_lines_break_between_words_on_a_narrow_terminal(monkeypatch, lang):
    """The first help line is longer than 60 columns: on a terminal it breaks at a space or
    after 、。 (never 'he' / 'lp'); piped output stays as it is."""
    from tefuda.apps.tui.style import width_of

    monkeypatch.setenv("COLUMNS", "60")
    monkeypatch.setenv("NO_COLOR", "1")
    out = Tty()
    diving_tui.build(args("diving", lang=lang), out=out, inp=Lines(["quit"])).run()
    lines = out.getvalue().splitlines()
    assert all(width_of(line) <= 59 for line in lines), [line for line in lines if width_of(line) > 59]
    assert any("'help'" in line for line in lines) and any("'moves'" in line for line in lines)
    piped = io.StringIO()
    diving_tui.build(args("diving", lang=lang), out=piped, inp=Lines(["quit"])).run()
    assert any(width_of(line) > 59 for line in piped.getvalue().splitlines())  # a pipe is not wrapped
