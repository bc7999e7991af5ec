"""Trump OS in a real Chromium: before pressing Run a player reads what the program will do
— which cells run, what R becomes, whether an OUT hits — as the engine computes it (the
view's next_run: chosen cards show in it once placed; the page runs no instructions
itself); the cells say their instruction with its number; the chosen cards are never lost
by pressing Run; one instruction at a time has its own button."""

from __future__ import annotations

import pytest
from helpers import PHONE, open_room, sideways_overflow
from helpers import TOS_SETUP as SETUP

pytestmark = pytest.mark.browser

ME, CPU = {"kind": "human"}, {"kind": "cpu", "level": "easy"}
WORDS = {
    "en": {
        "pending": "Press Place to see what your program will do with the chosen cards (or Place and run to run it at once).",
        "now": "If you press Run now:",
        "rest": "The rest of this run:",
        "wrap": "cell 1: J♥ ADD 11 — R 4 → 2 (4 + 11 = 15, less 13)",
        "miss": "cell 2: 6♦ OUT — output 2, not the target: nothing happens",
        "end": "→ then R is 2 and the PC is at cell 3",
        "hit": "cell 2: 6♦ OUT — output 10: the target!",
        "win": "→ you would win at once",
        "place_run": "Place and run",
        "last": "Your last run:",
        "last_cpu": "Player 2's last run:",
        "round": "Round 1",
        "step": "Next instruction (3 left)",
        "banner": "press Next instruction",
    },
    "ja": {
        "pending": "「配置」を押すと、選んだカードを入れたプログラムの動きがここに出ます（「配置して実行」ならそのまま実行します）。",
        "now": "いま「実行」を押すと:",
        "rest": "この実行の残り:",
        "wrap": "1番地: J♥ ADD 11 — R 4 → 2（4 + 11 = 15、13を引く）",
        "miss": "2番地: 6♦ OUT — 2を出力。お題ではないので何も起きません",
        "end": "→ そのあと R は2、PC は3番地",
        "hit": "2番地: 6♦ OUT — 10を出力: お題と一致！",
        "win": "→ その場であなたの勝ち",
        "place_run": "配置して実行",
        "last": "あなたの前回の実行:",
        "last_cpu": "プレイヤー2の前回の実行:",
        "round": "第1巡",
        "step": "次の命令（残り3）",
        "banner": "「次の命令」を押してください",
    },
}


def _start(page, server, lang, **options):
    open_room(page, server, "trump_os", [ME, CPU], options={"players": 2, **options}, setup=SETUP, lang=lang)
    page.wait_for_selector("#place")
    page.click("#place")  # an empty sealed placement; then the target, and my first turn
    page.wait_for_selector("#run")


def _choose(page, code, addr):
    page.click(f'#hand [data-code="{code}"]')
    page.click(f'#my-memory .cell-btn[data-addr="{addr}"]')


def _place(page, lang="en"):
    page.click("#place")
    page.wait_for_function("(h) => document.querySelector('#next-run h3').textContent === h", arg=WORDS[lang]["now"])


def _run_lines(page):
    return [x.strip() for x in page.inner_text("#next-run").splitlines() if x.strip()]


@pytest.mark.parametrize("lang,phone", [("en", False), ("ja", True)])
def test_the_player_reads_what_run_will_do_before_pressing_it(browser, server, lang, phone):
    ctx = browser.new_context(viewport=PHONE if phone else {"width": 1280, "height": 900})
    page = ctx.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    words = WORDS[lang]
    try:
        _start(page, server, lang)
        assert words["round"] in page.inner_text("#round")
        # nothing chosen: no Place button that could only be refused
        assert page.locator("#place").count() == 0
        _choose(page, "4H", 0)
        _choose(page, "JH", 1)
        assert _run_lines(page) == [words["pending"]]  # chosen, not placed: no guess at the run
        assert page.inner_text("#run") == words["place_run"]
        page.click("#place")
        page.wait_for_function("(h) => document.querySelector('#next-run h3').textContent === h", arg=words["now"])
        placed = _run_lines(page)
        assert words["wrap"] in placed and placed[-1] == words["end"]
        # a ♦ chosen and Run pressed: the card is placed first, then the program runs it
        _choose(page, "6D", 2)
        page.click("#run")
        page.wait_for_function("(t) => document.querySelector('#log').textContent.includes(t)", arg=words["miss"])
        page.wait_for_selector("#steps h3")
        # (the CPU may have run since: then its run is the last one)
        assert page.inner_text("#steps h3") in (words["last"], words["last_cpu"])
        shown = page.inner_text("#board")
        assert "NOP:" not in shown and " @" not in shown and "PC→" not in shown
        assert not sideways_overflow(page)
        page.screenshot(path=f"test-artifacts/trump_os_next_run_{lang}.png", full_page=True)
    finally:
        ctx.close()
    assert not errors, errors


def test_a_coming_hit_is_told_and_the_cells_name_their_instruction(page, server):
    _start(page, server, "en")
    _choose(page, "9S", 0)
    _choose(page, "AH", 1)
    _choose(page, "6D", 2)
    _place(page)
    lines = _run_lines(page)
    assert WORDS["en"]["hit"] in lines and lines[-1] == WORDS["en"]["win"]
    assert page.locator("#next-run.hit").count() == 1
    ops = page.eval_on_selector_all("#my-memory .op", "os => os.map((o) => o.textContent)")
    assert ops == ["LOAD 9", "ADD 1", "OUT"]
    # the PC's cell is tagged, and says so to a screen reader
    tag = "(e) => getComputedStyle(e, '::before').content"
    assert page.eval_on_selector('#my-memory .cell.pc', tag) == '"PC"'
    assert page.eval_on_selector('#my-memory li:not(.pc)', tag) in ("none", "normal")
    label = page.get_attribute('#my-memory .cell-btn[data-addr="0"]', "aria-label")
    assert label == "Cell 0: 9 of spades (LOAD 9), the PC: it runs next"
    page.click("#run")
    page.wait_for_selector("#end")
    assert "You output the target 10 and won." in page.inner_text("#end")


def test_with_the_sub_option_a_spade_says_sub(page, server):
    _start(page, server, "en", spade="sub")
    _choose(page, "9S", 0)
    assert page.inner_text('#my-memory .cell-btn[data-addr="0"] .op') == "SUB 9"
    _place(page)
    assert "cell 0: 9♠ SUB 9 — R 0 → 4 (0 − 9 = −9, plus 13)" in _run_lines(page)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_one_instruction_at_a_time_has_a_next_instruction_button(page, server, lang):
    words = WORDS[lang]
    _start(page, server, lang, execution="step")
    for code, addr in (("9S", 0), ("AH", 1), ("6D", 2)):
        _choose(page, code, addr)
    page.click("#place")
    page.wait_for_function("() => !document.querySelector('#my-memory .cell-btn[aria-pressed=true]')")
    page.click("#run")
    page.wait_for_selector("#step")
    assert page.inner_text("#step") == words["step"]
    assert words["banner"] in page.inner_text("#banner")
    page.click("#step")
    page.wait_for_function("() => window.tefudaRoom.latest().view.steps_left === 2")
    page.click("#step")
    page.wait_for_function("() => window.tefudaRoom.latest().view.steps_left === 1")
    lines = _run_lines(page)
    assert lines == [words["rest"], words["hit"], words["win"]]
    page.click("#step")
    page.wait_for_selector("#end")


def _focused(page):
    return page.evaluate("() => document.activeElement.getAttribute('aria-label') || document.activeElement.id")


def test_a_whole_turn_by_keyboard_with_one_tab_stop_for_the_memory(page, server):
    """Tab reaches the memory once (not 13 times); a card chosen with Enter hands the focus
    to the memory, the arrows pick the cell, Enter puts the card there; Place and Run by keyboard."""
    _start(page, server, "en")
    page.focus("#add-open")
    page.keyboard.press("Tab")
    assert _focused(page) == "Cell 0: empty, the PC: it runs next"
    page.keyboard.press("Tab")
    assert _focused(page) == "9 of spades"  # the hand follows at once
    page.keyboard.press("Enter")
    assert _focused(page) == "Cell 0: empty, the PC: it runs next"  # where the card may go
    page.keyboard.press("Enter")
    assert _focused(page) == "Cell 0: 9 of spades (LOAD 9), the PC: it runs next"
    for code, name in (("AH", "Ace of hearts"), ("6D", "6 of diamonds")):
        page.keyboard.press("Tab")
        while _focused(page) != name:
            page.keyboard.press("ArrowRight")
        page.keyboard.press("Enter")
        page.keyboard.press("ArrowRight")  # the next cell
        page.keyboard.press("Enter")
    assert page.get_attribute('#my-memory .cell-btn[data-addr="2"]', "aria-label").startswith("Cell 2: 6 of diamonds")
    assert page.eval_on_selector_all('#my-memory .cell-btn[tabindex="0"]', "cs => cs.length") == 1
    page.focus("#place")
    page.keyboard.press("Enter")
    page.wait_for_function("(h) => document.querySelector('#next-run h3').textContent === h", arg=WORDS["en"]["now"])
    assert WORDS["en"]["win"] in _run_lines(page)
    page.focus("#run")
    page.keyboard.press("Enter")
    page.wait_for_selector("#end")


@pytest.mark.parametrize(
    "lang,says", [("en", "not known yet (turned up after the placement)"), ("ja", "未定（初期配置のあとにめくります）")]
)
def test_before_the_reveal_the_target_is_said_to_be_unknown_not_a_question_mark(page, server, lang, says):
    open_room(page, server, "trump_os", [ME, CPU], options={"players": 2}, setup=SETUP, lang=lang)
    page.wait_for_selector("#place")
    assert page.inner_text("#target") == says
    page.click("#place")
    page.wait_for_selector("#run")
    assert page.inner_text("#target") == "10"


def test_a_card_aimed_at_another_players_memory_is_refused_in_words(page, server):
    """Only your own memory takes your cards (TOS-3): a card chosen and a cell of Player 2's
    clicked brings the engine's own refusal, and the card stays chosen in the hand."""
    _start(page, server, "en")
    page.click('#hand [data-code="9S"]')
    page.click('#memory-1 li[data-addr="4"]')
    page.wait_for_selector("#toast:not([hidden])")
    assert page.inner_text("#toast") == (
        "Memory protection: you may place only into your own memory, not into Player 2's"
    )
    assert page.get_attribute('#hand [data-code="9S"]', "aria-pressed") == "true"
    # nothing changed: 9♠ is still in the hand and not in Player 2's memory (whose cell 4 the
    # CPU may have filled itself in the meantime)
    view = page.evaluate("() => window.tefudaRoom.latest().view")
    assert "9S" in view["hand"] and "9S" not in view["memories"][1]


def test_a_placed_jump_is_previewed_as_the_engine_runs_it(page, server):
    _start(page, server, "en")
    _choose(page, "7C", 0)  # the card drawn on this turn: JUMP 7
    _place(page)
    assert _run_lines(page)[1:] == [
        "cell 0: 7♣ JUMP 7 — on to cell 7",
        "cell 7: empty, nothing happens",
        "cell 8: empty, nothing happens",
        "→ then R is 0 and the PC is at cell 9",
    ]


def test_a_card_placed_between_the_cpus_steps_lands_between_them(page, slow_server):
    """execution=step (TOS-13): while the CPU's program runs one instruction at a time the
    table holds it before each instruction, and a card the person places then lands in
    their memory while the CPU's run goes on (CPUs paced as at a real table: slow_server)."""
    server = slow_server
    _start(page, server, "en", execution="step")
    page.click("#run")  # my own run, one instruction at a time
    for left in (2, 1, 0):
        page.wait_for_selector("#step")
        page.click("#step")
        if left:
            page.wait_for_function("(n) => window.tefudaRoom.latest().view.steps_left === n", arg=left)
    cpu_running = "() => { const v = window.tefudaRoom.latest().view; return v.executing && v.current === 1; }"
    page.wait_for_function(cpu_running, timeout=20_000)
    _choose(page, "9S", 5)
    page.click("#place")
    page.wait_for_function("() => window.tefudaRoom.latest().view.memories[0][5] === '9S'")
    assert page.evaluate(cpu_running)  # the CPU's run had not ended: the card came between its steps
    page.wait_for_function("() => !window.tefudaRoom.latest().view.executing", timeout=20_000)


def test_on_a_phone_the_pc_tag_leaves_the_cells_number_readable(browser, server):
    """The PC's cell holds a card: its number stands clear of the PC tag on a phone's narrow
    cell (a newcomer saw the tag over the '0')."""
    ctx = browser.new_context(viewport=PHONE)
    page = ctx.new_page()
    try:
        _start(page, server, "en")
        _choose(page, "AH", 0)
        _place(page)
        tag_right, number_left = page.evaluate(
            """() => { const cell = document.querySelector('#my-memory .cell.pc');
              const tag = getComputedStyle(cell, '::before');
              const num = cell.querySelector('.addr').getBoundingClientRect();
              return [cell.getBoundingClientRect().left + parseFloat(tag.width) + parseFloat(tag.paddingLeft)
                + parseFloat(tag.paddingRight), num.left]; }"""
        )
        assert number_left >= tag_right + 4, (tag_right, number_left)  # a gap, not "PC0"
        page.screenshot(path="test-artifacts/trump_os_pc_tag_phone.png")
    finally:
        ctx.close()
