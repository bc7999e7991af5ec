"""Every game played to the end in a real Chromium, through the page's own controls."""

from __future__ import annotations

import time

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

pytestmark = pytest.mark.browser


def new_game(page, server, game, seats=None, players=None, options=None):
    page.goto(server.url + f"/#/new/{game}")
    page.wait_for_selector("#start")
    if players is not None:
        page.select_option("#players", str(players))
    for i, kind in enumerate(seats or []):
        page.select_option(f'select[data-seat="{i}"]', kind)
    for name, value in (options or {}).items():
        page.fill(f'[data-opt="{name}"]', str(value))
    page.click("#start")
    page.wait_for_selector("#board, #handover")


def state(page) -> dict:
    return page.evaluate(
        "() => { const r = window.tefudaRoom; const u = r && r.latest(); "
        "return u ? {over: u.over, seq: u.seq, legal: (r.updates[r.shown] || u).legal, "
        "seat: r.shown} : {}; }"
    )


def play_to_the_end(page, choose, limit=3000):
    """Each time one of our seats may act, `choose(page, legal)` clicks something."""
    last_seq = -1
    stalls = 0
    for _ in range(limit):
        if page.is_visible("#reveal"):
            page.click("#reveal")
        s = state(page)
        if s.get("over"):
            page.wait_for_selector("#end-result")
            return
        if s.get("legal") and s["seq"] != last_seq:
            last_seq = s["seq"]
            stalls = 0
            page.set_default_timeout(3000)  # a CPU may move meanwhile: then try again
            try:
                choose(page, s["legal"])
            except PlaywrightTimeout:
                last_seq = -1
            finally:
                page.set_default_timeout(30000)
        else:
            stalls += 1
            if stalls > 400:
                raise AssertionError(f"the game stalled at seq {s.get('seq')}")
            time.sleep(0.02)
    raise AssertionError("game did not end")


def first_legal(page, legal):
    page.click("#legal-box summary") if not page.get_attribute("#legal-box", "open") else None
    page.click("button.legal >> nth=0")


def test_youscout_to_the_end(page, server):
    new_game(page, server, "youscout")

    def choose(pg, legal):
        # the board's own controls: a start card, then draw / move / stay (War Replacement is off)
        pg.click(".ys-start:not([disabled]), button.ys-act >> nth=0")

    play_to_the_end(page, choose)
    assert page.locator("#formulas li").count() > 0  # the story of the draws was shown


def test_diving_to_the_end_with_offered_payments(page, server):
    new_game(page, server, "diving")

    def choose(pg, legal):
        for sel in ("#hunt", "button.offer"):
            if pg.locator(sel).count() and pg.is_enabled(f"{sel} >> nth=0"):
                pg.click(f"{sel} >> nth=0")
                if pg.locator("#drown-yes").count():  # an offer that empties the hand is asked about first
                    pg.click("#drown-yes")  # this player pays anyway
                return
        first_legal(pg, legal)

    play_to_the_end(page, choose)
    text = page.inner_text("#end-result")  # the end in words: who won and why (luxury or a drowning)
    assert ("won" in text or "draw" in text or "Nobody" in text) and "luxury;" not in text and "drowned;" not in text


def test_diving_payment_by_selecting_cards(page, server):
    new_game(page, server, "diving")
    page.wait_for_selector("#hand [data-idx]")
    for _ in range(200):
        s = state(page)
        if any(a.startswith("take") for a in s.get("legal", [])):
            break
        if page.locator("#hunt").count():
            page.click("#hunt")
        time.sleep(0.05)
    legal = state(page)["legal"]
    take = next(a for a in legal if a.startswith("take"))
    hand = page.evaluate("() => window.tefudaRoom.updates[window.tefudaRoom.shown].view.hand")
    for code in take.split()[1:]:
        page.click(f'#hand [data-card="{code}"] >> nth=0')
    seq = state(page)["seq"]
    page.click("#take")
    page.wait_for_function("(n) => window.tefudaRoom.latest().seq > n", arg=seq)
    assert len(page.evaluate("() => window.tefudaRoom.updates[window.tefudaRoom.shown].view.hand")) < len(hand)


def test_trump_os_to_the_end_placing_cards_in_memory(page, server):
    new_game(page, server, "trump_os")

    def choose(pg, legal):
        if "run" in legal:
            cards = pg.locator("#hand [data-code]")
            if cards.count() and not pg.evaluate("() => window.tefudaRoom.ui.placedThisTurn"):
                cards.nth(0).click()
                pg.click('.cell-btn[data-mine="1"] >> nth=3')
                pg.click("#place")
                pg.evaluate("() => { window.tefudaRoom.ui.placedThisTurn = true; }")
                return
            pg.evaluate("() => { window.tefudaRoom.ui.placedThisTurn = false; }")
            pg.click("#run")
        elif pg.locator("#place").count():
            cards = pg.locator("#hand [data-code]")
            if cards.count():
                cards.nth(0).click()
                pg.click('.cell-btn[data-mine="1"] >> nth=0')
            pg.click("#place")  # the sealed initial placement
        else:
            first_legal(pg, legal)

    play_to_the_end(page, choose)


def test_egyptian_war_is_listed_with_its_screen(page, server):
    page.goto(server.url + "/")
    page.wait_for_selector('article[data-game="egyptian_war"]')


def test_hot_seat_hides_the_previous_hand(page, server):
    new_game(page, server, "diving", seats=["human", "human"])
    page.click("#reveal")  # two people share this screen: the first one says it is them
    page.wait_for_selector("#hand [data-idx]")
    first_hand = page.inner_html("#hand")
    seat = state(page)["seat"]
    # the mover acts; the other player's turn needs a hand-over first
    for _ in range(50):
        if page.is_visible("#reveal"):
            break
        legal = state(page)["legal"]
        if "hunt" in legal:
            page.click("#hunt")
        elif page.locator("button.offer").count():
            page.click("button.offer >> nth=0")
        else:
            first_legal(page, legal)
        time.sleep(0.2)
    assert page.is_visible("#handover")
    assert page.locator("#hand").count() == 0  # nothing of the previous hand on screen
    page.click("#reveal")
    page.wait_for_selector("#hand [data-idx]")
    assert state(page)["seat"] != seat and page.inner_html("#hand") != first_hand


def test_language_switch_and_default_from_the_browser(browser, server):
    ctx = browser.new_context(locale="ja-JP")
    page = ctx.new_page()
    page.goto(server.url + "/")
    page.wait_for_selector("article.game-card")
    assert "ゲーム" in page.inner_text("main")
    assert "ダイビング" in page.inner_text("main") or "手札が酸素" in page.inner_text("main")
    page.click("#lang-en")
    assert "Games" in page.inner_text("main") and "oxygen" in page.inner_text("main")
    page.click("#lang-ja")
    new_game(page, server, "diving")
    page.wait_for_selector("#hand [data-idx]")
    assert "手札" in page.inner_text("#board")
    # an illegal action gets the engine's message in Japanese
    page.evaluate("() => window.tefudaRoom.act(window.tefudaRoom.shown, 'yield')")
    page.wait_for_selector("#toast:not([hidden])")
    toast = page.inner_text("#toast")
    assert toast and any(ord(ch) > 0x3000 for ch in toast), toast
    page.screenshot(path="test-artifacts/diving_ja.png", full_page=True)
    ctx.close()


def daifugo_turn(pg, legal):
    """Select the cards of a legal play (or give) in the hand and press the button."""
    plays = [a for a in legal if a.startswith(("play", "give"))]
    if "pass" in legal and (not plays or len(plays) % 3 == 0):
        pg.click("#pass")
        return
    action = plays[-1] if plays else legal[0]
    hand = pg.evaluate("() => window.tefudaRoom.updates[window.tefudaRoom.shown].view.hand")
    used = set()
    for code in [c.split("=")[0] for c in action.split()[1:]]:
        idx = next(i for i, h in enumerate(hand) if h == code and i not in used)
        used.add(idx)
        pg.click(f'#hand [data-idx="{idx}"]')
    pg.click("#give" if action.startswith("give") else "#play")
    if pg.locator("button.choice").count():  # several joker readings: the page asks
        pg.click("button.choice >> nth=0")


def test_daifugo_match_to_the_end_against_four_cpus(page, server):
    new_game(page, server, "daifugo", players=5, options={"games": 2})
    play_to_the_end(page, daifugo_turn)
    assert page.locator("#last-game").count() == 1  # the first game's titles were shown
    text = page.inner_text("#end-result")
    assert "Daifugo" in text and "Daihinmin" in text
    # a match ends as a match, not as its last game
    assert page.inner_text("#end-title") == "Match over" and page.inner_text("#banner").startswith("Match over — ")
    # every game of the match can be saved as its own record: the last one's first, then the others
    assert page.inner_text("#save-record") == "Save game 2's record"
    assert not page.is_visible("#earlier-records a")
    page.click("#earlier-records summary")
    first = page.locator("#earlier-records a")
    assert first.count() == 1 and first.inner_text() == "Game 1"
    record = page.evaluate("async (href) => (await fetch(href)).json()", first.get_attribute("href"))
    assert record["meta"]["deal"] == 0 and record["meta"]["deals"] == 2 and record["actions"]
    assert first.get_attribute("download").endswith("-game1.json")


def test_online_room_two_browsers_three_cpus(browser, server):
    """Issue 11: two people on two devices and three CPUs finish a 5-player match."""
    a = browser.new_context().new_page()
    b = browser.new_context().new_page()
    a.goto(server.url + "/#/new/daifugo")
    a.wait_for_selector("#start")
    a.select_option("#players", "5")
    a.select_option('select[data-seat="1"]', "human")
    a.fill('[data-opt="games"]', "2")
    a.check("#online")
    a.click("#start")
    a.wait_for_selector("button.claim")
    b.goto(a.url)  # the shared link
    b.wait_for_selector("button.claim")
    assert b.inner_text("button.claim") == "Sit as Player 2"  # the seat by the name every screen uses
    b.click("button.claim")
    b.wait_for_function("() => window.tefudaRoom && window.tefudaRoom.seats.length === 1")
    assert b.evaluate("() => window.tefudaRoom.seats") == [1]
    assert a.evaluate("() => window.tefudaRoom.seats") == [0]
    for _ in range(3000):
        done = True
        for pg in (a, b):
            s = state(pg)
            if not s.get("over"):
                done = False
                if s.get("legal"):
                    daifugo_turn(pg, s["legal"])
                    pg.wait_for_function("(n) => window.tefudaRoom.latest().seq > n", arg=s["seq"])
        if done:
            break
        time.sleep(0.02)
    a.wait_for_selector("#end-result")
    b.wait_for_selector("#end-result")
    a.context.close()
    b.context.close()


def test_save_and_continue_survives_a_reload_and_a_server_restart(page, server):
    new_game(page, server, "youscout")
    page.click(".ys-start:not([disabled]) >> nth=0")  # start
    page.wait_for_function("() => window.tefudaRoom.latest().seq >= 1")
    for _ in range(3):
        seq = state(page)["seq"]
        page.click("button.ys >> nth=0")
        page.wait_for_function("(n) => window.tefudaRoom.latest().seq > n", arg=seq)
    page.wait_for_function("() => window.tefudaRoom.latest().seq === 4")
    before = page.evaluate("() => window.tefudaRoom.latest().view")
    server.kill()  # a crash mid-game
    server.start()
    page.goto(server.url + "/")
    page.wait_for_selector("button.continue")
    # the button tells this saved game from others of the same game
    said = page.inner_text("button.continue")
    assert said.startswith("Continue: Youscout (solitaire, move 4, started "), said
    page.click("button.continue")
    page.wait_for_function("() => window.tefudaRoom && window.tefudaRoom.latest()")
    after = page.evaluate("() => window.tefudaRoom.latest().view")
    assert after["token"] == before["token"] and after["piles"] == before["piles"]
    assert after["talon_count"] == before["talon_count"]
    seq = state(page)["seq"]
    page.click("button.ys >> nth=0")  # and it plays on
    page.wait_for_function("(n) => window.tefudaRoom.latest().seq > n", arg=seq)


def test_phone_sized_screen(browser, server):
    ctx = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    page = ctx.new_page()
    new_game(page, server, "daifugo", players=5, options={"games": 1})
    page.wait_for_selector("#hand [data-idx]")
    width = page.evaluate("() => document.documentElement.scrollWidth")
    assert width <= 400  # no sideways scrolling on a phone
    page.screenshot(path="test-artifacts/daifugo_phone.png", full_page=True)
    ctx.close()


# Player 1 holds 6♣ 5♦ 3♠ 2♥ A♥ and the joker; the first treasure is 8♦
OFFER_DEAL = {
    "hands": [["6C", "5D", "3S", "2H", "AH", "JK"], ["JK", "9S", "3C", "4H"]],
    "bonus": ["KS", "QS", "JS", "10S", "6S", "AS"],
    "deck": ["8D", "KH", "QH", "JH", "10H", "9H", "8H", "6H", "5H", "4D"],
    "first": 0,
}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_diving_offers_the_servers_payment_as_the_terminal_does(page, server, lang):
    """The offer buttons show the seat's `view.offer` (games/diving/hints.py), the payment
    the terminal calls "cheapest payment": a refill drawing as many as allowed, and for 8♦
    5♦+3♠ (two cards, the 2 and the ace kept for refills) rather than 6♣+2♥ — the page
    used to pick the first of the cheapest legal payments itself."""
    from helpers import open_room

    open_room(
        page,
        server,
        "diving",
        [{"kind": "human"}, {"kind": "cpu", "level": "easy"}],
        options={"bonus": 6, "steal": False},
        setup=OFFER_DEAL,
        lang=lang,
    )
    button = page.locator("button.offer")
    button.wait_for()
    assert button.get_attribute("data-action") == "refill 4 pay AH"
    refill = {"en": "Refill oxygen: draw 4, paying Ace of hearts", "ja": "ハートのAで支払って4枚補給"}
    assert button.inner_text() == refill[lang]
    page.click("#hunt")
    page.wait_for_selector('button.offer[data-action^="take"]')
    view = page.evaluate("() => window.tefudaRoom.updates[window.tefudaRoom.shown].view")
    assert view["offer"] == {"action": "take 5D 3S", "drowns": False}
    assert button.get_attribute("data-action") == "take 5D 3S"
    take = {"en": "Take it, paying 5 of diamonds, 3 of spades", "ja": "ダイヤの5、スペードの3で支払って入手"}
    assert button.inner_text() == take[lang]
    seq = state(page)["seq"]
    button.click()
    page.wait_for_function("(n) => window.tefudaRoom.latest().seq > n", arg=seq)
    assert page.evaluate("() => window.tefudaRoom.latest().view.fields[0]") == ["8D"]


@pytest.mark.parametrize("lang,says", [("en", "One player (solitaire): no CPU"), ("ja", "一人遊び（CPUなし）")])
def test_the_solitaires_card_says_one_player_and_no_cpu_levels(browser, server, lang, says):
    ctx = browser.new_context(locale="ja-JP" if lang == "ja" else "en-US")
    page = ctx.new_page()
    page.goto(server.url + "/")
    page.wait_for_selector("article.game-card")
    page.click(f"#lang-{lang}")
    assert page.inner_text('article[data-game="youscout"] .meta') == says
    assert "CPU" in page.inner_text('article[data-game="daifugo"] .meta')  # the others keep their levels
    ctx.close()
