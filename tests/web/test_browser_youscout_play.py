"""Youscout as a newcomer plays it in a real Chromium: by keyboard alone the focus goes on to
the next thing to do (never onto a board card that is no longer a control), every draw says
where its cards went without a click, "Why?" stays open once opened, a drawn end card begins
its own "Last", the lower sword's choice says which place wins, 略式's legend reads its own two
numbers, and a screen reader hears a card's numbers in words."""

from __future__ import annotations

import pytest
from helpers import YS_BOARD as BOARD
from helpers import YS_SETUP as SETUP
from helpers import open_room

pytestmark = pytest.mark.browser

ME = [{"kind": "human", "claim": True}]


def focused(page) -> str:
    return page.evaluate(
        "() => { const e = document.activeElement; return (e.dataset && e.dataset.action) || e.id || e.className; }"
    )


def press(page, key="Enter"):
    seq = page.evaluate("() => window.tefudaRoom.latest().seq")
    page.keyboard.press(key)
    page.wait_for_function("n => window.tefudaRoom.latest().seq > n", arg=seq)
    page.wait_for_timeout(50)  # (the focus is put right after the redraw)


def test_by_keyboard_alone_the_focus_goes_on_to_the_next_thing_to_do(page, server):
    open_room(page, server, "youscout", ME, setup=SETUP, lang="en")
    page.wait_for_selector("#ys-board")
    page.focus('.ys-start[data-place="2"]')
    press(page)  # start on 2
    assert focused(page) == "draw"  # not the place card, which is no longer a control
    press(page)  # the 5 of Cups
    assert focused(page) == "draw"
    press(page)  # the 10 of Swords: move up or stay?
    assert focused(page) == "move"
    page.keyboard.press("Tab")
    assert focused(page) == "stay"
    press(page)  # stay
    assert focused(page) == "draw"  # not the card of place 6 (Enter there did nothing)
    assert page.evaluate("() => window.tefudaRoom.latest().view.phase") == "draw"


def draw(page):
    seq = page.evaluate("() => window.tefudaRoom.latest().seq")
    page.click("button.ys-act[data-action='draw']")
    page.wait_for_function("n => window.tefudaRoom.latest().seq > n", arg=seq)


def test_every_draw_says_where_its_cards_went_and_why_stays_open_once_opened(page, server):
    # Death's reshuffles: the 4 of Wands (a wand that needs a cup), Death; the 10 of Swords
    setup = dict(SETUP, reshuffles=[["C04", "A13", "H05", "S10"], ["S10", "H05", "C04", "A13"]])
    open_room(page, server, "youscout", ME, setup=setup, lang="en")
    page.click('.ys-start[data-place="2"]')
    draw(page)
    draw(page)  # the 10 of Swords
    page.click("button.ys-act[data-action='stay']")
    page.wait_for_selector("button.ys-act[data-action='draw']")
    draw(page)  # the 3 of Coins, decided by its formula
    last = page.locator("#ys-last .ys-ev").first
    assert (
        "3 of Coins: the token moves from 2 to 3 because the sum for moving, 17, is more than the sum for staying, 14."
        in last.inner_text()
    )
    # where the coin went, without opening "Why?"
    assert page.is_visible("#ys-last .ys-ev > .ys-flow")
    assert page.inner_text("#ys-last .ys-ev > .ys-flow") == "3 of Coins → the coins beside 5"
    assert not page.is_visible("#ys-last .ys-formula")
    page.click("#ys-last details.ys-why summary")
    assert "3 the drawn card + 14 pain of place 2 = 17" in page.inner_text("#ys-last .ys-formula")
    draw(page)  # Death
    # a drawn end card begins its own "Last" (not the coin drawn before it)
    items = page.locator("#ys-last .ys-ev")
    assert items.count() == 1
    assert items.first.inner_text().startswith("Death appears (1 of 3)")
    draw(page)  # the 4 of Wands: its "Why?" is open at once, as the player left it
    assert "4 of Wands" in page.inner_text("#ys-last")
    assert page.is_visible("#ys-last .ys-formula")
    page.click("#ys-last details.ys-why summary")  # closed again …
    assert not page.is_visible("#ys-last .ys-formula")
    draw(page)  # Death
    draw(page)  # … so the 10 of Swords' stays closed
    assert "10 of Swords" in page.inner_text("#ys-last")
    assert page.locator("#ys-last details.ys-why").count() == 1
    assert not page.is_visible("#ys-last .ys-formula")


@pytest.mark.parametrize(
    "lang, words",
    [("en", "Both 2 and 5 are winning places (★)."), ("ja", "2も5も勝ちの場所（★）です。")],
)
def test_the_lower_swords_choice_says_which_place_wins(page, server, lang, words):
    open_room(page, server, "youscout", ME, setup=SETUP, lang=lang)
    page.click('.ys-start[data-place="2"]')
    for _ in range(2):
        page.wait_for_selector("button.ys-act[data-action='draw']")
        page.click("button.ys-act[data-action='draw']")
    page.wait_for_selector(".ys-choose")
    assert words in page.inner_text(".ys-choose")


def test_ryakushikis_legend_reads_its_own_two_numbers(page, server):
    open_room(page, server, "youscout", ME, options={"preset": "ryakushiki"}, setup={"board": BOARD}, lang="en")
    legend = page.inner_text("#ys-legend")
    assert "M Major (its sword attack) and F Major (its coin pain)" in legend
    # not the original's four pairs, which 略式 never reads
    assert "upstream∽downstream" not in legend and "cup and wand upstream" not in legend


@pytest.mark.parametrize(
    "lang, words",
    [
        ("en", "sword attack 6, defence 10; coin pain 14, joy 6; cup upstream 0, downstream 10; wand upstream 14"),
        ("ja", "ソードの攻6・守10、コインの苦14・喜6、カップの上流0・下流10、ワンドの上流14"),
    ],
)
def test_a_screen_reader_hears_a_cards_numbers_in_words(page, server, lang, words):
    open_room(page, server, "youscout", ME, setup=SETUP, lang=lang)
    place = page.locator('.ys-place[data-place="2"]')
    assert words in place.locator(".visually-hidden").inner_text()
    assert place.locator(".ys-nums").get_attribute("aria-hidden") == "true"  # not "spade 6 slash 10"
    legend = page.inner_text("#ys-legend")
    assert ("♠attack/defence ♦pain|joy" if lang == "en" else "♠攻/守 ♦苦|喜") in legend


def test_war_replacement_by_keyboard_follows_the_card_moved_then_goes_on_to_draw(page, server):
    open_room(page, server, "youscout", ME, options={"replacement": 2}, setup=SETUP, lang="en")
    page.click('.ys-start[data-place="2"]')
    draw(page)
    draw(page)  # the 10 of Swords: move up, then War Replacement
    page.focus("button.ys-act[data-action='move']")
    press(page)
    page.wait_for_selector("#ys-war")
    war, board = page.locator("#ys-war").bounding_box(), page.locator("#ys-board").bounding_box()
    assert war["y"] + war["height"] <= board["y"]  # its piles take the table's width, above the board
    page.focus('button.ys-pick[data-card="H05"]')
    page.keyboard.press("Enter")  # pick the 5 of Cups (no server round trip)
    page.wait_for_selector('button.ys-pick[data-card="H05"][aria-pressed="true"]')
    page.focus('button.ys-put[data-dst="cups_3"]')
    press(page)  # 1 of 2: the focus follows the card to its new pile
    assert page.evaluate("() => [document.activeElement.dataset.card, document.activeElement.dataset.src]") == [
        "H05",
        "cups_3",
    ]
    page.keyboard.press("Enter")  # pick it again
    page.wait_for_selector('button.ys-pick[data-card="H05"][aria-pressed="true"]')
    page.focus('button.ys-put[data-dst="coins_4"]')
    press(page)  # 2 of 2: War Replacement is over
    assert page.evaluate("() => window.tefudaRoom.latest().view.phase") == "draw"
    assert focused(page) == "draw"


@pytest.mark.parametrize("lang, head, cell", [("en", "Must end on", "2 or 5"), ("ja", "勝ちの場所", "2か5")])
def test_the_end_screen_names_the_winning_places(page, server, lang, head, cell):
    """Death at once, the only time it appears: the score table says where the token had to be."""
    open_room(
        page, server, "youscout", ME, options={"terminals": 1}, setup={"board": BOARD, "talon": ["A13"]}, lang=lang
    )
    page.click('.ys-start[data-place="2"]')
    page.wait_for_selector("button.ys-act[data-action='draw']")
    page.click("button.ys-act[data-action='draw']")
    page.wait_for_selector("#scoreboard")
    heads = page.locator("#scoreboard thead th").all_inner_texts()
    cells = page.locator("#scoreboard tbody td").all_inner_texts()
    assert heads[-1] == head and cells[-1] == cell


def test_on_a_desktop_screen_the_whole_board_stays_in_view_beside_what_happened(browser, server):
    """1280×900: the token on 3 (a bottom place) after a draw told with its formula open is
    still on the screen, and so is Draw: what to do and what happened stand beside the board."""
    ctx = browser.new_context(viewport={"width": 1280, "height": 900}, locale="en-US")
    page = ctx.new_page()
    try:
        open_room(page, server, "youscout", ME, setup=SETUP, lang="en")
        page.click('.ys-start[data-place="2"]')
        draw(page)
        draw(page)  # the 10 of Swords
        page.click("button.ys-act[data-action='stay']")
        page.wait_for_selector("button.ys-act[data-action='draw']")
        draw(page)  # the 3 of Coins: the token moves to 3
        page.click("#ys-last details.ys-why summary")
        page.evaluate("() => window.scrollTo(0, 0)")
        for sel in ('.ys-place[data-place="3"] .ys-card', '.ys-place[data-place="1"] .ys-card', "button.ys-act"):
            b = page.locator(sel).first.bounding_box()
            assert b["y"] >= 0 and b["y"] + b["height"] <= 900, (sel, b)
        last, board = page.locator("#ys-last").bounding_box(), page.locator("#ys-board").bounding_box()
        assert last["x"] + last["width"] <= board["x"]  # beside the board, not above it
    finally:
        ctx.close()


@pytest.mark.parametrize(
    "cards, lang, words",
    [
        (("A14", "A15", "A02", "A09", "A17", "A07"), "en", "Neither Strength (8) nor Justice (11) is on the board"),
        (("A08", "A01", "A03", "A05", "A07", "A09"), "en", "5 of the six cards are odd (not 2 to 4), so nothing"),
        (("A08", "A01", "A03", "A05", "A07", "A09"), "ja", "奇数の札が5枚（2〜4枚ではない）なので、入れ換えません。"),
    ],
)
def test_before_the_start_the_board_says_why_the_swap_renamed_nothing(page, server, cards, lang, words):
    open_room(page, server, "youscout", ME, setup={"board": [{"card": c, "upright": True} for c in cards]}, lang=lang)
    assert words in page.inner_text("#ys-intro .ys-swap")


def test_an_upper_start_names_the_fool_as_a_sentence_does(page, server):
    open_room(page, server, "youscout", ME, setup=SETUP, lang="en")
    page.click('.ys-start[data-place="5"]')
    page.wait_for_selector(".ys-goal-now")
    assert page.inner_text(".ys-goal-now") == "Goal: the token on 5 or 6 when the Fool has appeared 3 times."
    assert "The end card the Fool is in the talon." in page.inner_text(".ys-end")
    assert "The end card is the Fool: you win" in page.inner_text("#formulas")
