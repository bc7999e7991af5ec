"""Diving in a real Chromium, as a newcomer met it: the first game's yielded J♦ that only
the joker could pay, then one card left and no word that the game was lost; a banner that
did not say why Yield was missing; "Oxygen: 17" beside a joker; "(14)" beside the oxygen;
"Outside: 8"; the opponent's zone outlined while it was the newcomer's turn to return;
"深さ" on the board where the rules, the terminal and How to play say 深度."""

from __future__ import annotations

import pytest
from helpers import open_room, phone_page

from tefuda.core.i18n import translate
from tefuda.games.diving import messages  # noqa: F401  (the catalog the terminal speaks from)

pytestmark = pytest.mark.browser

ME = {"kind": "human"}
# Player 1: 6♥ 5♠ 5♥ and the joker; 8♦ first, then J♦ (yielded to Player 1), Q♣ …
DEAL = {
    "hands": [["JK", "6H", "5S", "5H"], ["JK", "9S", "3C", "4H"]],
    "bonus": ["2C", "3D"],
    "deck": ["8D", "JD", "QC", "2H", "9D", "KS"],
    "first": 0,
}


def reveal(page):
    """Past the hot seat's hand-over screen, if it is up."""
    page.wait_for_selector("#board, #handover")
    if page.is_visible("#reveal"):
        page.click("#reveal")
    page.wait_for_selector("#board")


def act(page, seat, action):
    """`seat` plays `action` through the room controller; then the next seat's screen."""
    seq = page.evaluate("() => window.tefudaRoom.latest().seq")
    page.evaluate("([s, a]) => window.tefudaRoom.act(s, a)", [seat, action])
    page.wait_for_function("(n) => window.tefudaRoom.latest().seq > n", arg=seq)
    reveal(page)


# Player 1 holds 9♣ 4♥ only, and hunts K♦ (13): every payment takes the whole hand
LAST_TWO = {"hands": [["9C", "4H"], ["JK", "9S", "3C"]], "bonus": [], "deck": ["KD", "2H", "3S"], "first": 0}


def hunt_holding_the_last_two_cards(page, server, lang):
    open_room(page, server, "diving", [ME, ME], setup=LAST_TWO, lang=lang)
    reveal(page)
    act(page, 0, "hunt")


def banner(page):
    return page.inner_text(".banner")


def test_the_first_game_tells_what_the_hand_can_still_pay(page, server):
    open_room(page, server, "diving", [ME, ME], setup=DEAL, lang="en")
    reveal(page)
    assert page.inner_text(".table .meta").startswith("Deck: 6 · Bonus (face down): 2")
    assert page.inner_text("#hand-title") == "Your hand · Oxygen: 16 + joker"
    page.click("#hunt")
    page.wait_for_selector("#treasure")
    assert page.inner_text("#treasure-title") == "Treasure (worth 8)"
    assert banner(page).endswith(
        "take the treasure, paying at least 8 oxygen (the game's very first turn may not yield)"
    )
    assert not page.locator("#yield").count()
    page.click('#hand [data-card="6H"]')
    assert page.inner_text("#hand-title") == "Your hand · Oxygen: 16 + joker (selected 6, 8 needed)"
    page.click("#clear")
    act(page, 0, "take 5S 5H")
    act(page, 1, "hunt")
    act(page, 1, "yield")
    assert banner(page).endswith("Player 2 yielded the treasure to you: take it, paying at least 11 oxygen")
    assert page.inner_text("#outlook") == translate("diving.outlook.joker", "en", depth=10)
    # 6♥ and the joker: either payment leaves one card, and then every payment drowns
    assert page.inner_text("button.offer") == (
        "Take it with the joker (it leaves you one card: every later payment would drown you)"
    )
    assert "Player 2 yielded J♦ to you: you must take it (pay at least 11)." in page.inner_text("#log")
    act(page, 0, "take JK")
    assert page.inner_text("#outlook") == translate("diving.outlook.lone", "en")
    assert page.inner_text("#hand-title") == "Your hand · Oxygen: 6"  # the joker is spent
    page.click("#hunt")
    page.wait_for_selector("#yield")  # Q♣: the lone 6♥ cannot pay 12
    assert banner(page).endswith("your hand cannot pay 12 oxygen: yield the treasure")
    page.screenshot(path="test-artifacts/diving_newcomer_en.png", full_page=True)


def test_in_japanese_on_a_phone_depth_is_深度_and_the_words_stay_whole(browser, server):
    with phone_page(browser, "ja") as page:
        open_room(page, server, "diving", [ME, ME], setup=DEAL, lang="ja")
        reveal(page)
        act(page, 0, "hunt")
        act(page, 0, "take 5S 5H")
        act(page, 1, "hunt")
        act(page, 1, "yield")
        board = page.inner_text("#board")
        assert "深度: 10" in board and "深さ" not in board and "ゲーム外部（ボーナス）: 2" in board
        assert page.inner_text("#hand-title") == "手札 · 酸素量: 6 ＋ジョーカー"
        assert page.inner_text("#outlook") == translate("diving.outlook.joker", "ja", depth=10)
        assert banner(page).endswith("プレイヤー2が宝をあなたに譲りました。入手してください（酸素11以上を支払う）")
        # "豪華さ: 8" broke as 豪華 / さ: 8 at 390 px: each figure with its label stays on one line
        broken = page.evaluate(
            "() => [...document.querySelectorAll('.player span')]"
            ".filter((s) => new Set([...s.getClientRects()].map((r) => Math.round(r.top))).size > 1)"
            ".map((s) => s.textContent)"
        )
        assert not broken, broken
        page.screenshot(path="test-artifacts/diving_newcomer_ja_390.png", full_page=True)


def test_at_the_return_the_outline_is_on_whoever_still_has_to_pay(page, server):
    """Player 2 returned first; Player 1's zone is outlined, not Player 2's (the turn's)."""
    deal = dict(DEAL, deck=["8D"])
    open_room(page, server, "diving", [ME, ME], setup=deal, lang="en")
    reveal(page)
    act(page, 0, "hunt")
    act(page, 0, "take 5S 5H")  # the last card: both divers return
    act(page, 1, "return")  # depth 0: Player 2 returns first, paying nothing
    assert page.evaluate("() => window.tefudaRoom.shown") == 0
    assert page.locator(".player.turn").count() == 1
    assert page.get_attribute(".player.turn", "data-seat") == "0"
    assert banner(page).endswith("pay your depth (10) in oxygen to come back up")


def test_the_steal_says_how_to_steal(page, server):
    """Equal depths (3 and 3) and a 5 in hand: the banner says what to select."""
    deal = {
        "hands": [["5S", "3H", "JK", "KD"], ["3D", "9C", "JK", "QS"]],
        "bonus": ["2H", "8D"],
        "deck": ["2C", "3C", "6H", "8S", "9H", "10H"],
        "first": 0,
    }
    open_room(page, server, "diving", [ME, ME], setup=deal, lang="en")
    reveal(page)
    act(page, 0, "hunt")
    act(page, 0, "take 3H")
    act(page, 1, "hunt")
    act(page, 1, "take 3D")
    assert banner(page).endswith(
        "hunt for a treasure or refill your oxygen (or steal: select your 5 and one of Player 2's treasures, then Steal)"
    )
    page.click('#hand [data-card="5S"]')
    page.click('button[data-treasure="3C"]')
    page.click("#steal")
    page.wait_for_function("() => window.tefudaRoom.latest().view.fields[0].includes('3C')")


def test_coming_back_up_with_the_joker_says_the_bonus_is_lost(page, server):
    deal = {"hands": [["JK", "KC", "2S"], ["JK", "9S", "3C", "5H"]], "bonus": ["AS", "3S"], "deck": ["KH", "2H"]}
    open_room(page, server, "diving", [ME, ME], setup=dict(deal, first=0), lang="en")
    reveal(page)
    act(page, 0, "hunt")
    act(page, 0, "take KC")
    act(page, 1, "hunt")
    act(page, 1, "take 3C")
    act(page, 1, "return 5H")  # Player 2 first: then Player 1's screen
    assert page.evaluate("() => window.tefudaRoom.shown") == 0
    assert page.inner_text('button.offer[data-action="return JK"]') == (
        "Come back up with the joker (the joker is spent: no bonus for you)"
    )


def test_a_return_with_the_whole_hand_is_asked_about_on_the_page(page, server):
    """The newcomer, ahead on luxury, selected every card for the return and drowned: the
    page now asks first, in the page (no browser dialog), naming a payment that keeps a card;
    'Keep my cards' changes nothing, 'Pay and drown' pays."""
    deal = {
        "hands": [["JD", "10D", "10C", "9C", "6S", "6C", "5D", "AC"], ["JK", "9S", "3C", "4H"]],
        "bonus": ["2C", "3D"],
        "deck": ["KS", "2H"],
        "first": 0,
    }
    page.on("dialog", lambda d: pytest.fail(f"a browser dialog: {d.message}"))
    open_room(page, server, "diving", [ME, ME], setup=deal, lang="en")
    reveal(page)
    act(page, 0, "hunt")
    act(page, 0, "take 9C 6S")  # depth 15
    act(page, 1, "hunt")
    act(page, 1, "take 3C")
    act(page, 1, "return 9S")  # Player 2 first: then Player 1's screen, the whole hand selected
    assert page.evaluate("() => window.tefudaRoom.shown") == 0
    for card in ("JD", "10D", "10C", "6C", "5D", "AC"):
        page.click(f'#hand [data-card="{card}"]')
    seq = page.evaluate("() => window.tefudaRoom.latest().seq")
    page.click("#return")
    page.wait_for_selector("#drown-box")
    assert page.inner_text("#drown-text") == (
        "This pays with every card in your hand: with no card left you drown and lose the game. "
        "A payment that keeps a card: Come back up, paying 10 of diamonds, 5 of diamonds."
    )
    assert page.evaluate("() => document.activeElement.id") == "drown-no"
    page.screenshot(path="test-artifacts/diving_drown_confirm_en.png", full_page=True)
    page.click("#drown-no")
    page.wait_for_selector("#return")
    assert page.evaluate("() => window.tefudaRoom.latest().seq") == seq  # nothing was sent
    page.click("#return")  # the cards are still selected: asked again
    page.click("#drown-yes")
    page.wait_for_function("() => window.tefudaRoom.latest().over")
    assert page.evaluate("() => window.tefudaRoom.latest().view.drowned") == [True, False]


def test_in_japanese_a_take_with_the_last_cards_says_every_payment_drowns(page, server):
    hunt_holding_the_last_two_cards(page, server, "ja")
    page.click('button.offer[data-action="take 9C 4H"]')
    page.wait_for_selector("#drown-box")
    assert page.inner_text("#drown-text") == (
        "手札を全部支払うことになります。手札が0枚になると溺死し、負けになります。どう支払っても手札は0枚になります。"
    )
    assert page.inner_text("#drown-yes") == "支払って溺れる" and page.inner_text("#drown-no") == "やめる"


def test_the_list_of_every_move_and_a_typed_move_are_asked_about_too(page, server):
    """The same question stands before a drowning payment chosen in 'All moves you can make'
    or typed into its box (in lower case, as a person types): nothing is sent until 'Pay and
    drown'."""
    hunt_holding_the_last_two_cards(page, server, "en")
    seq = page.evaluate("() => window.tefudaRoom.latest().seq")
    page.click("#legal-box summary")
    page.click('button.legal[data-action="take 9C 4H"]')
    page.wait_for_selector("#drown-box")
    page.click("#drown-no")
    page.wait_for_selector("#legal-box")
    if not page.evaluate("() => document.querySelector('#legal-box').open"):
        page.click("#legal-box summary")
    page.fill("#action-text", "take 4h 9c")
    page.press("#action-text", "Enter")
    page.wait_for_selector("#drown-box")
    assert page.evaluate("() => window.tefudaRoom.latest().seq") == seq  # nothing was sent
    page.click("#drown-yes")
    page.wait_for_function("() => window.tefudaRoom.latest().over")
    assert page.evaluate("() => window.tefudaRoom.latest().view.drowned")[0] is True


def test_the_end_offers_the_record_that_tefuda_replay_tells(page, server, tmp_path, capsys):
    """A finished game's end panel saves its record (the server's /record) as a file, and
    `tefuda replay` tells that file move by move — the way to study a browser game."""
    from tefuda.apps.cli import main

    hunt_holding_the_last_two_cards(page, server, "en")
    page.click('button.offer[data-action="take 9C 4H"]')
    page.click("#drown-yes")
    page.wait_for_selector("#save-record")
    assert page.inner_text("#save-record") == "Save the record"
    # what the file is for, on screen (a phone has no hover for a title)
    assert "tefuda replay tells the game again" in page.inner_text("#record-help")
    with page.expect_download() as got:
        page.click("#save-record")
    path = tmp_path / got.value.suggested_filename
    got.value.save_as(path)
    assert path.name.startswith("tefuda-diving-") and path.suffix == ".json"
    assert main(["replay", str(path)]) == 0
    told = capsys.readouterr().out
    assert "You hunted" not in told and "Player 1 hunted: the treasure is K♦" in told  # a spectator's words
    assert "Game over." in told


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_end_says_both_divers_drowned(page, server, lang):
    """DIV-14: neither diver can pay their depth at the return, both drown, nobody wins —
    the end says so (the result: reason `drowned`, no winner), not that it was a draw: the
    narration's sentence, the renderer's own sentence (its fallback, also the banner's
    when the narration is missing) and 'drowned' for both divers on the scoreboard."""
    from tefuda.games.diving import present  # noqa: F401  (registers the narration's words)

    deal = {"hands": [["9C", "4H"], ["8S", "2C"]], "bonus": [], "deck": ["8D", "6D"], "first": 0}
    open_room(page, server, "diving", [ME, ME], setup=deal, lang=lang)
    reveal(page)
    act(page, 0, "hunt")
    act(page, 0, "take 9C")  # depth 9, 4 oxygen left
    act(page, 1, "hunt")
    seq = page.evaluate("() => window.tefudaRoom.latest().seq")
    page.evaluate("() => window.tefudaRoom.act(1, 'take 8S')")  # depth 8, 2 left: the deck is empty
    page.wait_for_function("(n) => window.tefudaRoom.latest().seq > n && window.tefudaRoom.latest().over", arg=seq)
    page.wait_for_selector("#end-result")
    assert page.evaluate("() => window.tefudaRoom.latest().result") | {"luxury": None} == {
        "winner": None,
        "reason": "drowned",
        "luxury": None,
    }
    assert page.inner_text("#result-text") == translate("diving.say.nobody", lang)
    own = page.evaluate("() => { const r = window.tefudaRoom; return r.mod.outcome(r.context(r.latest(), 1)).text; }")
    assert own == {"en": "Both divers drowned: nobody wins.", "ja": "2人とも溺れました。勝者はいません。"}[lang]
    drowned = {"en": "drowned", "ja": "溺れた"}[lang]
    assert [page.inner_text(f"#scoreboard tbody tr:nth-child({i}) td >> nth=0") for i in (1, 2)] == [drowned] * 2
