"""Terminal play: whole games through the real-time Session on a virtual clock (both
languages), key auto-repeat, and the curses app itself driven in tmux."""

import json
import random
import shutil
import subprocess
import sys
import time
from argparse import Namespace
from pathlib import Path

import pytest

from tefuda.apps.tui.egyptian_war import REPEAT_GAP, build_session
from tefuda.games.egyptian_war.rules import INDEX, slap_pattern

TEFUDA = Path(sys.executable).with_name("tefuda")


def args(**kw):
    base = dict(
        game="egyptian_war",
        players=None,
        lang="en",
        seat=0,
        humans=1,
        level="normal",
        bot=None,
        seed=7,
        option=[],
        preset=None,
    )
    base.update(kw)
    return Namespace(**base)


def play_whole_game(session, rng, step=0.05, limit=200_000):
    """A scripted person: Space when no window is open; F after ~0.3 s when the pile shows
    a pattern (sometimes too early or on nothing). Returns the screens seen."""
    now, screens, reacted = 0.0, [], False
    rules = session.game.slap_rules
    for _ in range(limit):
        st = session.state
        if st.is_over():
            break
        if not st.window:
            reacted = False
            session.key(" ", now)
        elif not reacted and now - session.opened > 0.3:
            reacted = True
            pile = [INDEX[c] for c in st.view(0)["pile"]]
            if slap_pattern(pile, rules) or rng.random() < 0.1:
                session.key("f", now)
        now += step
        session.tick(now)
        screens.append("\n".join(session.lines(now)))
    screens.append("\n".join(session.lines(now)))
    return screens


@pytest.mark.parametrize(
    "lang,over_text,slots",
    [
        ("en", "Game over", "2 back     1 back     newest"),
        ("ja", "ゲーム終了", "2枚前      1枚前      最新"),
    ],
)
def test_a_whole_100_card_game_vs_cpu_through_the_terminal_session(lang, over_text, slots):
    s = build_session(args(lang=lang, level="hard", option=["mode=100"]), rng=random.Random(3))
    screens = play_whole_game(s, random.Random(4))
    assert s.state.is_over() and s.state.result()["reason"] in ("short", "all_cards")
    assert over_text in screens[-1]
    assert any(slots in x for x in screens)
    assert any("#" in x for x in screens)  # the draining gauge
    kinds = {e["kind"] for e in s.state.log}
    assert "slap" in kinds  # someone took a pile by slapping
    assert any(seat == 0 and a == "slap" for seat, a in s.state.history)  # the person slapped


def test_ew_19_two_players_on_one_keyboard_f_and_j_slap_for_their_own_seats():
    s = build_session(
        args(humans=2, option=["setup=" + _setup_file({"decks": [["7S", "2C"], ["7H", "3C"]], "first": 0})])
    )
    assert not s.bots
    s.key(" ", 0.0)
    s.tick(2.0)  # the window closes
    s.key(" ", 2.1)  # 7H: a double
    s.key("j", 2.3)  # player 2 first
    s.key("f", 2.4)  # player 1 too late: ignored
    assert s.state.to_json()["decks"] == [["2C"], ["3C", "7S", "7H"]]
    assert any(m.startswith("Player 2 slapped a double") for m in s.messages)
    assert "J slap (Player 2)" in "\n".join(s.lines(2.5))


def test_ew_19_a_held_key_does_not_repeat():
    s = build_session(
        args(
            option=["setup=" + _setup_file({"decks": [["2S", "4S", "6S"], ["3H", "5H", "9H"]], "first": 0})],
            bot=["slapper"],
        )
    )
    s.bots[1].model = s.bots[1].model.__class__(0, 0, 0, 1, 0)  # a CPU that never slaps
    t = 0.0
    while t < 4.0:  # Space held for four seconds: a press, then repeats every 30 ms
        s.key(" ", t)
        s.tick(t)
        t += 0.03
    assert s.state.reveals == 1
    s.key(" ", t + REPEAT_GAP + 0.01)  # released and pressed again
    assert s.state.reveals == 2


def test_a_false_slap_key_and_a_press_during_the_window_are_reported_in_the_language():
    s = build_session(
        args(
            lang="ja",
            option=["setup=" + _setup_file({"decks": [["2S", "4S"], ["3H", "5H"]], "first": 0})],
            bot=["slapper"],
        )
    )
    s.bots[1].model = s.bots[1].model.__class__(0, 0, 0, 1, 0)
    s.key(" ", 0.0)
    s.key(" ", 0.5)
    s.key("f", 0.6)
    text = "\n".join(s.lines(0.7))
    assert "待って: まだ反応受付中です" in text
    assert "あなたの誤叩き: 1枚を場の底へ伏せて置きました。" in text
    assert "あなたが2♠を出しました。" in text  # who revealed which card
    assert "場: 2枚（うち伏せ札 1枚）" in text


def test_a_slap_key_with_no_card_to_react_to_says_so_in_both_languages():
    for lang, text in (("en", "You: nothing to slap yet"), ("ja", "あなた: まだ叩けません")):
        s = build_session(
            args(
                lang=lang,
                option=["setup=" + _setup_file({"decks": [["2S", "4S"], ["3H", "5H"]], "first": 0})],
                bot=["slapper"],
            )
        )
        s.key("f", 0.0)  # before any card is turned
        assert s.state.reveals == 0 and s.state.history == []
        assert text in "\n".join(s.lines(0.1))


def test_a_slap_after_the_bar_has_run_out_says_the_chance_has_passed():
    """A newcomer pressed F just after the gauge emptied and read 'nothing to slap yet'."""
    for lang, text in (
        ("en", "You: too late — the chance to slap has passed (slap while the bar runs)"),
        ("ja", "あなた: 遅すぎました — 叩ける時間は過ぎました（ゲージが減っている間に叩きます）"),
    ):
        s = build_session(
            args(lang=lang, option=["setup=" + _setup_file({"decks": [["2S", "4S"], ["3H", "5H"]], "first": 0})])
        )
        s.bots = {}  # (no CPU reactions: only the person's key)
        s.key(" ", 0.0)  # 2♠ turned: the bar runs 1.8 s
        s.tick(2.0)  # and runs out
        assert not s.state.window
        s.key("f", 2.1)
        screen = "\n".join(s.lines(2.2))
        assert text in screen and "nothing to slap yet" not in screen and "まだ叩けません" not in screen
        assert [a for _, a in s.state.history] == ["play", "close"]  # the late key changed nothing


def test_two_players_a_slap_after_the_pile_is_taken_is_too_late():
    s = build_session(
        args(humans=2, option=["setup=" + _setup_file({"decks": [["7S", "2C"], ["7H", "3C"]], "first": 0})])
    )
    s.key(" ", 0.0)
    s.tick(2.0)
    s.key(" ", 2.1)  # 7H on 7S: a double
    s.key("f", 2.3)  # player 1 takes it
    s.key("j", 2.4)  # player 2 a moment later
    text = "\n".join(s.lines(2.5))
    assert "Player 1 slapped a double" in text and "Player 2: too late" in text


def test_the_end_is_printed_in_words_with_grammar_and_no_json():
    s = build_session(args(option=["setup=" + _setup_file({"decks": [["7S"], ["7H"]], "first": 0})], bot=["slapper"]))
    s.bots[1].model = s.bots[1].model.__class__(0, 0, 0, 1, 0)  # a CPU that never slaps
    s.key(" ", 0.0)
    s.tick(1.0)
    s.tick(2.0)  # window closed; the CPU's turn comes next
    s.key(" ", 2.1)
    s.key("f", 2.3)  # 7H on 7S: the double takes every card
    assert s.state.is_over()
    assert s.end_lines() == ["Game over — winner: You (all the cards).", "You 2 cards | Player 2 0 cards"]
    assert "Decks: You 2 cards | Player 2 0 cards" in "\n".join(s.lines(2.4))
    s2 = build_session(args(lang="ja", option=["setup=" + _setup_file({"decks": [["7S", "2C"], ["9H"]], "first": 0})]))
    assert s2.end_lines() == ["ゲームを途中で終了しました: あなた 2枚 | プレイヤー2 1枚。"]
    s3 = build_session(args(option=["setup=" + _setup_file({"decks": [["7S"], ["9H"]], "first": 0})]))
    assert "You 1 card | Player 2 1 card" in s3.end_lines()[0]


def test_the_how_to_play_page_stops_the_clock():
    s = build_session(
        args(option=["setup=" + _setup_file({"decks": [["7S", "2C"], ["7H", "3C"]], "first": 0})], bot=["slapper"])
    )
    s.bots[1].model = s.bots[1].model.__class__(0, 0, 0, 1, 0)
    s.key(" ", 0.0)  # a window opens for 1.8 s
    s.key("h", 0.5)
    assert s.wants_help
    s.pause(0.5)
    s.tick(30.0)  # reading the page for half a minute
    assert s.state.window  # still open: the clock did not run
    s.resume(30.0)
    s.tick(31.0)
    assert s.state.window  # 0.5 + 1.0 s of the window used
    s.tick(31.5)
    assert not s.state.window


def test_impossible_humans_are_refused_and_players_two_is_fine():
    from tefuda.core.errors import TefudaError

    for humans in (0, 3):
        with pytest.raises(TefudaError) as e:
            build_session(args(humans=humans))
        assert "--humans must be 1 to 2" in str(e.value.localized("en"))
        assert "--humans は 1〜2" in e.value.localized("ja")
    assert build_session(args(players=2)).game.num_players == 2


@pytest.mark.skipif(not TEFUDA.exists(), reason="needs the tefuda script")
@pytest.mark.parametrize(
    "lang, says",
    [
        ("en", "tefuda play egyptian_war is played live with the keyboard, so it needs an interactive terminal"),
        ("ja", "tefuda play egyptian_war はキーボードでリアルタイムに遊ぶため、対話できる端末が必要です。"),
    ],
)
def test_without_a_terminal_it_says_it_needs_one_and_prints_no_curses_codes(lang, says):
    """`echo | tefuda play egyptian_war` printed escape codes and 'nocbreak() returned ERR'."""
    run = subprocess.run(
        [str(TEFUDA), "play", "egyptian_war", "--lang", lang], input="\n", capture_output=True, text=True, timeout=120
    )
    assert run.returncode != 0
    assert says in run.stderr
    assert "\x1b" not in run.stdout + run.stderr and "ERR" not in run.stdout + run.stderr


def _setup_file(setup):
    import tempfile

    f = tempfile.NamedTemporaryFile("w", suffix=".json", delete=False)
    json.dump(setup, f)
    f.close()
    return f.name


def _tmux(*cmd):
    return subprocess.run(["tmux", *cmd], capture_output=True, text=True, check=False)


@pytest.mark.skipif(shutil.which("tmux") is None or not TEFUDA.exists(), reason="needs tmux and the tefuda script")
@pytest.mark.parametrize("lang,over", [("en", "Game over"), ("ja", "ゲーム終了")])
def test_the_curses_app_in_tmux_plays_a_game_to_its_end(tmp_path, lang, over):
    setup = tmp_path / "setup.json"
    setup.write_text(json.dumps({"decks": [["7S"], ["7H"]], "first": 0}))
    name = f"ew_test_{lang}_{int(time.time() * 1000) % 100000}"
    cmd = f"{TEFUDA} play egyptian_war --lang {lang} --level easy --seed 1 -o setup={setup} -o window=1.0; sleep 5"
    _tmux("new-session", "-d", "-s", name, "-x", "100", "-y", "30", cmd)
    prompt = "press Space" if lang == "en" else "スペースで公開"

    def wait_for(test, seconds=8.0):
        screen = ""
        for _ in range(int(seconds / 0.05)):
            screen = _tmux("capture-pane", "-p", "-t", name).stdout
            if test(screen):
                return screen
            time.sleep(0.05)
        raise AssertionError(f"screen never matched:\n{screen}")

    try:
        wait_for(lambda x: prompt in x, seconds=40.0)  # the first start may be slow on a loaded machine
        _tmux("send-keys", "-t", name, " ", " ", " ", " ")  # a burst (held key): one card only
        screen = wait_for(lambda x: "7♠" in x)
        assert "7♥" not in screen
        screen = wait_for(lambda x: prompt in x)  # the window has closed
        assert "7♥" not in screen
        _tmux("send-keys", "-t", name, " ")
        _tmux("send-keys", "-t", name, "f")
        wait_for(lambda x: over in x)
        _tmux("send-keys", "-t", name, "q")
        # after the screen closes, the result stays on the terminal in words (no JSON)
        cards = (
            ("You 2 cards | Player 2 0 cards", "You 0 cards | CPU 2 cards")
            if lang == "en"
            else ("あなた 2枚 | プレイヤー2 0枚", "あなた 0枚 | プレイヤー2 2枚")
        )
        screen = wait_for(lambda x: any(c in x.splitlines() for c in cards))
        assert over in screen and "{" not in screen
    finally:
        _tmux("kill-session", "-t", name)


@pytest.mark.skipif(shutil.which("tmux") is None or not TEFUDA.exists(), reason="needs tmux and the tefuda script")
@pytest.mark.parametrize(
    "lang,prompt,ends",
    [
        ("en", "press Space", ["cards revealed: 0", "H how to play · Q quit"]),
        ("ja", "スペースで公開", ["公開枚数: 0", "H 遊び方 · Q 終了"]),
    ],
)
def test_on_a_narrow_terminal_long_lines_go_on_over_the_next_instead_of_being_cut(lang, prompt, ends):
    name = f"ew_narrow_{lang}_{int(time.time() * 1000) % 100000}"
    # (the app starts once the pane has its size: a new tmux server may size it late)
    cmd = f"sleep 0.5; {TEFUDA} play egyptian_war --lang {lang} --level easy --seed 1 -o auto=off; sleep 5"
    _tmux("new-session", "-d", "-s", name, "-x", "40", "-y", "30", cmd)
    screen = ""
    try:
        for _ in range(int(40 / 0.05)):  # the first start may be slow on a loaded machine
            if prompt in _tmux("capture-pane", "-p", "-t", name).stdout:
                break
            time.sleep(0.05)
        time.sleep(0.5)  # a redraw or two later
        screen = _tmux("capture-pane", "-p", "-t", name).stdout
        # the header line and the keys line (80 columns) go on over the next line, whole
        flat = " ".join(screen.split())
        for end in ends:
            assert end in flat, f"a line was cut:\n{screen}"
        _tmux("send-keys", "-t", name, "q")
    finally:
        _tmux("kill-session", "-t", name)


def test_the_status_names_players_as_the_log_does_and_counts_a_challenge_down_right():
    from tefuda.apps.tui.egyptian_war import help_view

    # 7S then the CPU's QS (a challenge of 2), then 2C, 3C: the count 2, 1 (last chance), 0 (failed)
    setup = {"decks": [["7S", "2C", "3C", "4C"], ["QS", "5H", "6H", "8H"]], "first": 0}
    s = build_session(args(option=["setup=" + _setup_file(setup)], bot=["slapper"]))
    s.bots[1].model = s.bots[1].model.__class__(0, 0, 0, 1, 0)  # a CPU that never slaps
    seen, now = [], 0.0
    for _ in range(3):
        s.key(" ", now)
        now += 2.0
        s.tick(now)  # the window closes
        seen.append("\n".join(s.lines(now)))
    s.key(" ", now)  # the last card: 3C, no J/Q/K/A
    seen.append("\n".join(s.lines(now + 0.1)))
    text = "\n".join(seen)
    assert "Decks: You " in text and "Player 2 " in text and "CPU 3 cards" not in text
    assert "Challenge: You must play J/Q/K/A within 2 more cards" in text
    assert "Challenge: last chance for you — the next card must be J/Q/K/A" in text
    assert "within 0 more" not in text and "within 1 more" not in text
    assert "Challenge failed: the pile goes to Player 2 unless someone slaps" in seen[-1]
    ja = build_session(args(lang="ja", option=["setup=" + _setup_file(setup)]))
    assert ja.challenge_line({"challenger": 1, "remaining": 1, "challenged": 0}) == (
        "要求: あなたの最後のチャンス — 次の札でJ・Q・K・Aを出す"
    )
    # the How to play page says how to get back, on its first and last line
    page = help_view([f"line {k}" for k in range(100)], 0, 24, s)
    assert len(page) == 23 and page[0] == page[-1] and page[0].startswith("H (or Q): back to the game")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_two_people_beside_a_cpu_are_named_by_their_seats_as_in_the_log(lang):
    # three players, the CPU in seat 0 and two people at the keyboard in seats 1 and 2:
    # nobody is called Player 1 but the CPU, on the screen and in the log alike, and the
    # keys line says whose slap key is which
    deal = {"decks": [["2S", "9D"], ["JC", "4D"], ["5H", "6D"]], "first": 1}
    s = build_session(
        args(lang=lang, players=3, seat=1, humans=2, option=["setup=" + _setup_file(deal)], bot=["slapper"])
    )
    s.bots[0].model = s.bots[0].model.__class__(0, 0, 0, 1, 0)  # a CPU that never slaps
    s.key(" ", 0.0)  # Player 2 turns the J♣: Player 3 must answer
    s.tick(2.0)
    text = "\n".join(s.lines(2.1))
    if lang == "en":
        assert "Decks: Player 1 2 cards | Player 2 1 card | Player 3 2 cards" in text
        assert "Player 2 revealed J♣." in text and "Player 3 must reveal up to 1 card (Player 2's J♣)" in text
        assert "Challenge: last chance for Player 3" in text
        assert "F slap (Player 2) · J slap (Player 3)" in text
    else:
        assert "山札: プレイヤー1 2枚 | プレイヤー2 1枚 | プレイヤー3 2枚" in text
        assert "プレイヤー2がJ♣を出しました。" in text
        assert "F 叩く（プレイヤー2） · J 叩く（プレイヤー3）" in text


@pytest.mark.parametrize(
    "lang,new,more",
    [
        (
            "en",
            "Challenge: You played a K♠: the next player has 3 cards to answer",
            "Challenge: Player 2 must play J/Q/K/A within 2 more cards",
        ),
        (
            "ja",
            "要求: あなたがK♠を出しました（次の人は3枚以内に応じる）",
            "要求: プレイヤー2はあと2枚以内にJ・Q・K・Aを出す",
        ),
    ],
)
def test_a_challenge_counts_cards_from_its_first_line_on(lang, new, more):
    # the count is in cards on every line of a challenge, not "3 plays" then "2 more cards"
    deal = {"decks": [["KS", "3D"], ["5C", "6C", "7C", "8C"]], "first": 0}
    s = build_session(args(lang=lang, option=["setup=" + _setup_file(deal)], bot=["slapper"]))
    s.bots[1].model = s.bots[1].model.__class__(0, 0, 0, 1, 0)  # a CPU that never slaps
    s.key(" ", 0.0)
    assert new in s.lines(0.5)
    s.tick(2.0)
    s.key(" ", 2.1)
    assert more in s.lines(2.5)
