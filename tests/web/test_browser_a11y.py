"""Issue 16 §4: cards, Trump OS memory cells and the Egyptian War pile are buttons with
names in the page's language and a pressed state, reachable by Tab and the arrow keys;
focus survives updates; turns and CPU moves are announced; the reaction gauge has a
label and a value. axe-core finds no serious or critical problem on any screen of any
game in either language, and on a 390×844 phone every control is at least 44×44 px,
nothing scrolls sideways and the primary actions are on the first screen."""

from __future__ import annotations

import re
import time

import pytest
from helpers import (
    GAMES,
    PHONE,
    act_once,
    axe_problems,
    offscreen,
    open_room,
    play_on,
    set_lang,
    sideways_overflow,
    small_targets,
)

pytestmark = pytest.mark.browser

CPU = {"kind": "cpu", "level": "easy"}
ME = {"kind": "human"}
NAMES = {
    "en": ["Queen of spades", "3 of diamonds", "10 of hearts", "Joker"],
    "ja": ["スペードのQ", "ダイヤの3", "ハートの10", "ジョーカー"],
}
# Daifugo from a setup: seat 1 leads; a tiny deal
SMALL_DEAL = {"hands": [["3D", "10H", "QS", "JK"], ["4S", "9S", "KC"], ["5H", "8H", "AD"]], "titles": None}
CPUS_FIRST = {"hands": [["3D", "9S", "KC"], ["5H", "8H", "AD"], ["10H", "QS", "JK", "4D"]], "titles": None}


def focused(page) -> dict:
    return page.evaluate(
        "() => { const e = document.activeElement; return {tag: e.tagName, id: e.id, "
        "idx: e.dataset.idx, label: e.getAttribute('aria-label'), "
        "pressed: e.getAttribute('aria-pressed'), hand: !!e.closest('#hand')}; }"
    )


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_cards_in_hand_are_named_buttons_used_with_the_keyboard(page, server, lang):
    open_room(page, server, "daifugo", [ME, CPU, CPU], options={"players": 3, "games": 1}, setup=SMALL_DEAL, lang=lang)
    page.wait_for_selector("#hand button.card-btn")
    names = page.eval_on_selector_all("#hand button.card-btn", "els => els.map((e) => e.getAttribute('aria-label'))")
    assert sorted(names) == sorted(NAMES[lang])
    assert (
        page.eval_on_selector_all("#hand button.card-btn", "els => els.map((e) => e.getAttribute('aria-pressed'))")
        == ["false"] * 4
    )
    page.focus("#hand button.card-btn >> nth=0")
    page.keyboard.press("ArrowRight")
    assert focused(page)["idx"] == "1"
    page.keyboard.press("End")
    assert focused(page)["idx"] == "3"
    page.keyboard.press("Home")
    assert focused(page)["idx"] == "0"
    page.keyboard.press("Space")  # select: the page redraws, the focus stays on the card
    f = focused(page)
    assert f["hand"] and f["idx"] == "0" and f["pressed"] == "true"
    page.keyboard.press("Enter")  # and unselect
    assert focused(page)["pressed"] == "false"
    page.keyboard.press("ArrowRight")  # the arrows go on to the next card
    assert focused(page)["idx"] == "1"
    # the hand is one Tab stop: Tab leaves it for the next control, Shift+Tab comes back
    # to the card last visited
    page.keyboard.press("Tab")
    assert not focused(page)["hand"]
    page.keyboard.press("Shift+Tab")
    assert focused(page)["hand"] and focused(page)["idx"] == "1"
    assert page.eval_on_selector_all('#hand button.card-btn[tabindex="0"]', "els => els.length") == 1
    # play a card from the keyboard: the Play button goes away with the turn, the focus
    # stays in the hand instead of falling back to the top of the page
    three = page.eval_on_selector_all("#hand button.card-btn", "els => els.findIndex((e) => e.dataset.card === '3D')")
    page.focus(f'#hand button[data-idx="{three}"]')
    page.keyboard.press("Space")
    page.focus("#play")
    seq = page.evaluate("() => window.tefudaRoom.latest().seq")
    page.keyboard.press("Enter")
    page.wait_for_function("(n) => window.tefudaRoom.latest().seq > n", arg=seq)
    time.sleep(0.2)
    f = focused(page)
    assert f["hand"] or f["id"] == "banner", f


def test_focus_stays_on_a_card_while_the_cpus_move(page, slow_server):
    # the CPUs in seats 1 and 2 play first: updates arrive while the person looks at a card
    open_room(page, slow_server, "daifugo", [CPU, CPU, ME], options={"players": 3, "games": 1}, setup=CPUS_FIRST)
    page.wait_for_selector("#hand button.card-btn")
    page.focus('#hand button[data-idx="2"]')
    seq = page.evaluate("() => window.tefudaRoom.latest().seq")
    # the CPUs may already have moved: then the person passes (without touching the page)
    # and they move again
    for _ in range(200):
        if page.evaluate("(n) => window.tefudaRoom.latest().seq", seq) > seq + 1:
            break
        act_once(page, ("pass",))
        time.sleep(0.1)
    else:
        raise AssertionError("no update came")
    time.sleep(0.2)
    f = focused(page)
    assert f["hand"] and f["idx"] == "2", f


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_trump_os_memory_cells_are_named_buttons(page, server, lang):
    open_room(page, server, "trump_os", [ME, CPU], options={"players": 2}, lang=lang)
    page.wait_for_selector("#my-memory .cell-btn")
    cells = page.locator("#my-memory .cell-btn")
    assert cells.count() == 13
    assert cells.nth(3).get_attribute("aria-label") == ("Cell 3: empty" if lang == "en" else "3番地: 空")
    card = page.locator("#hand button.card-btn").first
    code = card.get_attribute("data-code")
    card.focus()
    page.keyboard.press("Enter")
    assert page.locator(f'#hand button[data-code="{code}"]').get_attribute("aria-pressed") == "true"
    page.focus('#my-memory .cell-btn[data-addr="0"]')
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    assert focused(page)["label"].startswith("Cell 3" if lang == "en" else "3番地")
    page.keyboard.press("Space")
    cell = page.locator('#my-memory .cell-btn[data-addr="3"]')
    assert cell.get_attribute("aria-pressed") == "true"
    label = cell.get_attribute("aria-label")
    name = page.evaluate("([c, l]) => import('/static/cards.js').then((m) => m.cardName(c, l))", [code, lang])
    assert name in label and ("Cell 3: " if lang == "en" else "3番地: ") in label
    assert focused(page)["label"] == label  # the focus stayed on the cell


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_egyptian_war_pile_is_a_named_button_and_the_gauge_has_a_value(page, slow_server, lang):
    open_room(page, slow_server, "egyptian_war", [ME, CPU], lang=lang)
    pile = page.locator("button#pile")
    start_label = r"Pile: (1 card|\d+ cards)\. " if lang == "en" else r"場: \d+枚。"
    assert re.match(start_label, pile.get_attribute("aria-label")), pile.get_attribute("aria-label")
    gauge = page.locator("#gauge")
    assert gauge.get_attribute("role") == "progressbar"
    assert gauge.get_attribute("aria-label") == ("Reaction window" if lang == "en" else "反応時間")
    for _ in range(200):
        if page.evaluate("() => window.tefudaRoom.realtime && window.tefudaRoom.realtime.window"):
            break
        page.keyboard.press("Space")
        time.sleep(0.05)
    page.wait_for_function("() => parseFloat(document.getElementById('gauge').getAttribute('aria-valuenow')) > 0")
    assert ("s left" if lang == "en" else "残り") in gauge.get_attribute("aria-valuetext")
    newest = page.evaluate("() => { const s = window.tefudaRoom.latest().view.shown; return s[s.length - 1]; }")
    name = page.evaluate("([c, l]) => import('/static/cards.js').then((m) => m.cardName(c, l))", [newest, lang])
    assert name in pile.get_attribute("aria-label")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_turns_and_cpu_moves_are_announced(page, slow_server, lang):
    open_room(
        page, slow_server, "daifugo", [CPU, CPU, ME], options={"players": 3, "games": 1}, setup=CPUS_FIRST, lang=lang
    )
    assert page.get_attribute("#announce", "aria-live") == "polite"
    said = set()
    for _ in range(300):
        said.add(page.inner_text("#announce"))
        act_once(page, ("pass",))  # so that the CPUs move (again) while the page listens
        if any(("Your turn" if lang == "en" else "あなたの番") in s for s in said) and any(
            re.search(r"Player [12]" if lang == "en" else r"プレイヤー[12]", s) for s in said
        ):
            break
        time.sleep(0.05)
    else:
        raise AssertionError(f"not announced: {said}")


# --- every screen: axe-core, touch targets, no sideways scrolling, actions in reach --------

QUICK_END = {
    "daifugo": ([ME, CPU, CPU], {"players": 3, "games": 1}, SMALL_DEAL, ("play", "pass")),
    "diving": (
        [ME, CPU],
        {},
        {"hands": [["10S", "JK"], ["9H", "3C"]], "bonus": ["KD"], "deck": [], "first": 0},
        ("return",),
    ),
    "trump_os": ([ME, CPU], {"players": 2, "max_rounds": 1}, None, ("place", "run")),
    "youscout": ([ME], {}, None, ()),
}
ACTION_BAR = "#board .actions button, #board .ys-actions button"
# Youscout's start is chosen by pressing a card of the board (one of them must be in reach)
PRIMARY = "#board .actions button, #board .ys-actions button, #board .ys-start:not(:disabled)"


def phone_checks(page, what) -> list[str]:
    page.evaluate("() => window.scrollTo(0, 0)")
    problems = axe_problems(page, what)
    problems += [f"{what}: touch target {s}" for s in small_targets(page)]
    wide = sideways_overflow(page)
    if wide:
        problems.append(f"{what}: {wide} px sideways overflow")
    return problems


def wait_my_turn(page, timeout=30.0):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if page.locator("#reveal").count():
            page.click("#reveal")
        # (a real-time game: also when this page may reveal the next card — a CPU's waits for Next)
        if page.evaluate(
            "() => { const r = window.tefudaRoom; const u = r && r.updates[r.shown]; "
            "return !!(u && (u.legal.length || u.over || (r.realtime && r.realtime.can_next))) "
            "&& !!document.querySelector('#banner'); }"
        ):
            return
        time.sleep(0.05)
    raise AssertionError("my turn did not come")


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("game", GAMES)
def test_every_screen_passes_axe_and_fits_a_phone(browser, server, game, lang):
    ctx = browser.new_context(
        viewport=PHONE, is_mobile=True, has_touch=True, locale="ja-JP" if lang == "ja" else "en-US"
    )
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    problems: list[str] = []
    page.goto(server.url + "/")
    page.wait_for_selector("article.game-card")
    set_lang(page, lang)
    if game == GAMES[0]:
        problems += phone_checks(page, "home")
    page.goto(server.url + f"/#/howto/{game}")
    page.wait_for_selector(".howto-text h2")
    problems += phone_checks(page, "how to play")
    page.goto(server.url + f"/#/new/{game}")
    page.wait_for_selector("#start")
    problems += phone_checks(page, "new-game form")
    page.click("#start")
    page.wait_for_selector("#board")
    wait_my_turn(page)
    problems += phone_checks(page, "game")
    problems += [f"game: action off the first screen: {x}" for x in offscreen(page, ACTION_BAR)]
    if page.locator(PRIMARY).count() == len(offscreen(page, PRIMARY)):
        problems.append("game: no action within the first screen on my turn")
    page.click("#howto-open")
    page.wait_for_selector("#howto-panel .howto-text h2")
    problems += phone_checks(page, "How to play beside the game")
    page.click("#howto-close")
    if game == "egyptian_war":
        page.click("#settings")
        page.wait_for_selector("#settings-panel:not([hidden])")
        problems += phone_checks(page, "settings")
        page.click("#close-settings")
    else:
        seats, options, setup, prefer = QUICK_END[game]
        open_room(page, server, game, seats, options=options, setup=setup, lang=lang)
        play_on(page, prefer)
        problems += phone_checks(page, "the end")
        problems += [
            f"the end: off the first screen: {x}" for x in offscreen(page, "#end-title, #play-again, #back-games")
        ]
    ctx.close()
    assert not errors, errors
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_hot_seat_hand_over_and_the_desktop_table_pass_axe(page, server, lang):
    page.goto(server.url + "/")
    set_lang(page, lang)
    problems = []
    for game in GAMES:
        page.goto(server.url + f"/#/new/{game}")
        page.click("#start")
        page.wait_for_selector("#board")
        wait_my_turn(page)
        problems += axe_problems(page, f"{game} at 1100 px")
    page.goto(server.url + "/#/new/diving")
    page.select_option('select[data-seat="1"]', "human")
    page.click("#start")
    page.wait_for_selector("#handover")
    problems += axe_problems(page, "hand-over")
    assert not problems, "\n".join(problems)
