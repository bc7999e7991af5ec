"""Daifugo in a real Chromium, as a newcomer meets it: the exchange says which cards to
give and why, and marks the cards that came in; the first lead of a match asks for the
♠3; the table says what lies on it (a pair, a sequence, what the Joker stands for) and
which order is in force; the Joker's reading is asked as a question; the end of a match
shows its last game, not the one before."""

from __future__ import annotations

import pytest
from helpers import open_room, play_on

pytestmark = pytest.mark.browser

ME = {"kind": "human"}
CPU = {"kind": "cpu", "level": "easy"}


def _room(page, server, hands, titles=None, lang=None, players=None, games=1, options=None):
    n = players or len(hands)
    open_room(
        page,
        server,
        "daifugo",
        [ME] + [CPU] * (n - 1),
        options={"players": n, "games": games, **(options or {})},
        setup={"hands": hands, "titles": titles},
        lang=lang,
    )


def test_dsp_7_the_daihinmin_is_told_to_give_the_strongest_cards_and_which_they_are(page, server):
    # I am 大貧民 with three aces: two of them must go to the 大富豪 (Player 3)
    hands = [
        ["3S", "5H", "AS", "AH", "AC", "9D"],
        ["4S", "4H", "6C", "8D", "10S", "KD"],
        ["3H", "7S", "7H", "JC", "QD", "2C"],
        ["5S", "6D", "9C", "10H", "JD", "KS"],
    ]
    _room(page, server, hands, ["daihinmin", "heimin", "daifugo", "heimin"])
    page.wait_for_function("() => document.querySelector('#banner').textContent.includes('strongest')")
    assert page.inner_text("#banner") == (
        "Your turn — give your 2 strongest cards to Player 3 (Daifugo): choose 2 of A♠ A♥ A♣, then press Give"
    )
    page.click('#hand [data-card="AS"]')
    page.click('#hand [data-card="AC"]')
    page.click("#give")
    # the 大富豪 gives two cards back: they are named above the hand and marked in it
    page.wait_for_selector("#exchange-note")
    page.wait_for_function("() => document.querySelectorAll('#hand .card-btn.got').length === 2")
    note = page.inner_text("#exchange-note")
    assert note.startswith("You gave A♠ A♣ to Player 3. You received ") and note.endswith(" from Player 3.")
    got = page.evaluate("() => [...document.querySelectorAll('#hand .card-btn.got')].map((b) => b.dataset.card)")
    assert all(c in note.replace("♠", "S").replace("♥", "H").replace("♦", "D").replace("♣", "C") for c in got)
    assert all(
        label.endswith("(received)")
        for label in page.eval_on_selector_all(
            "#hand .card-btn.got", "(bs) => bs.map((b) => b.getAttribute('aria-label'))"
        )
    )
    # after the first play the note and the marks are gone
    play_on(
        page, prefer=("play",), until=lambda: page.evaluate("() => window.tefudaRoom.latest().view.plays.length > 0")
    )
    page.wait_for_function("() => !document.querySelector('#exchange-note')")
    assert page.locator("#hand .card-btn.got").count() == 0


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_dsp_7_the_daifugo_is_told_to_give_back_any_cards(page, server, lang):
    # I am 大富豪; the 大貧民 (Player 2, a CPU) gives me their 2 strongest first
    hands = [
        ["3S", "5H", "9D", "JC"],
        ["4S", "AH", "2C", "8D"],
        ["6C", "7H", "QD", "KS"],
    ]
    _room(page, server, hands, ["daifugo", "daihinmin", "heimin"], lang=lang)
    page.wait_for_selector("#give")
    page.wait_for_selector("#hand .card-btn.got")
    expected = {
        "en": "Your turn — give back any 2 cards to Player 2 (Daihinmin), then press Give — they may be the ones you received",
        "ja": "あなたの番 — プレイヤー2（大貧民）に好きなカードを2枚返します（受け取ったカードでもかまいません）。選んで「渡す」を押してください",
    }
    assert page.inner_text("#banner") == expected[lang]
    assert (
        page.inner_text("#exchange-note")
        == {
            "en": "You received A♥ 2♣ from Player 2.",
            "ja": "プレイヤー2からA♥ 2♣を受け取りました。",
        }[lang]
    )
    marked = page.eval_on_selector_all("#hand .card-btn.got", "(bs) => bs.map((b) => b.dataset.card)")
    assert marked == ["AH", "2C"]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_dsp_9_the_first_lead_of_a_match_asks_for_the_spade_3(page, server, lang):
    hands = [["3S", "3D", "9H", "KC"], ["4S", "6H", "8D", "QC"], ["5C", "7D", "10S", "AH"]]
    _room(page, server, hands, lang=lang)
    page.wait_for_selector("#play")
    assert (
        page.inner_text("#banner")
        == {
            "en": "Your turn — lead with a play that contains the ♠3 (the first play of the match)",
            "ja": "あなたの番 — スペードの3を含む札を出してください（対戦の最初の出し札）",
        }[lang]
    )


def test_the_table_says_what_lies_on_it_and_what_the_joker_stands_for(page, slow_server):
    # nobody can answer a sequence of hearts; the CPUs take their time to pass
    hands = [["9H", "10H", "JK", "4C"], ["3C", "5D"], ["4D", "6S"]]
    _room(page, slow_server, hands)
    page.wait_for_selector("#play")
    for code in ("9H", "10H", "JK"):
        page.click(f'#hand [data-card="{code}"]')
    page.click("#play")
    # two readings are legal (8-9-10 and 9-10-J): the page asks what the Joker stands for
    page.wait_for_selector("#joker-q")
    assert page.inner_text("#joker-q") == "Which card does the Joker stand for?"
    assert page.locator("button.choice").count() == 2
    page.click('button.choice[data-action="play 9H 10H JK=JH"]')
    page.wait_for_function("() => (document.querySelector('#table-words') || {}).textContent")
    assert page.inner_text("#table-words") == "Player 1 (you): a sequence 9–J of ♥ (the Joker stands for J♥)"


def test_a_joker_in_a_sequence_stands_in_its_place_on_the_table_in_the_log_and_on_the_buttons(page, slow_server):
    # 8♠ Joker 10♠: the only reading is 8-9-10 (the Joker is the 9♠); nobody can answer it
    hands = [["8S", "10S", "JK", "9H", "10H", "4C"], ["3C", "5D"], ["4D", "6S"]]
    _room(page, slow_server, hands)
    page.wait_for_selector("#play")
    for code in ("8S", "10S", "JK"):
        page.click(f'#hand [data-card="{code}"]')
    page.click("#play")
    page.wait_for_function("() => (document.querySelector('#table-words') || {}).textContent")
    pictures = page.eval_on_selector_all("#table [data-card]", "(cs) => cs.map((c) => c.dataset.card)")
    assert pictures == ["8S", "JK", "10S"]  # the record's text is 8S 10S JK=9S
    page.wait_for_function("() => document.querySelector('#log').textContent.includes('You played')")
    assert "You played 8♠ Joker (as 9♠) 10♠." in page.inner_text("#log")
    # the buttons that ask what a Joker stands for read in sequence order too
    words = page.evaluate(
        "async () => { const d = await import('/static/games/daifugo.js');"
        " return [d.cardsInPlace('play 9H 10H JK=8H'), d.cardsInPlace('play 7H 7D JK')]; }"
    )
    assert words == [["JK=8H", "9H", "10H"], ["7H", "7D", "JK"]]


@pytest.mark.parametrize(
    ("play", "en", "ja"),
    [
        ("play 9H", "a single", "1枚出し"),
        ("play JK", "the Joker alone (beats every single)", "ジョーカー1枚（どの1枚より強い）"),
        ("play JK JK", "the two Jokers (beat every pair)", "ジョーカー2枚（どのペアより強い）"),
        ("play 3S JK", "a pair of 3s (the Joker counts as a 3)", "3のペア（ジョーカーは3として）"),
        ("play 7S 7H 7D", "three 7s", "7の3枚組"),
        ("play AS JK", "a pair of Aces (the Joker counts as an Ace)", "Aのペア（ジョーカーはAとして）"),
        ("play 8S 8H JK", "three 8s (the Joker counts as an 8)", "8の3枚組（ジョーカーは8として）"),
        (
            "play 5S JK=6S JK=7S",
            "a sequence 5–7 of ♠ (the Jokers stand for 6♠ and 7♠)",
            "♠の階段 5〜7（ジョーカーは6♠・7♠として）",
        ),
        ("play 3D 4D JK<3D", "a sequence 3–4 of ♦ (the Joker stands below 3♦)", "♦の階段 3〜4（ジョーカーは3♦の下）"),
    ],
)
def test_a_play_in_words(page, server, play, en, ja):
    page.goto(server.url + "/")
    words = page.evaluate(
        "async (p) => { const d = await import('/static/games/daifugo.js');"
        " return [d.tableWords({ lang: 'en' }, p), d.tableWords({ lang: 'ja' }, p)]; }",
        play,
    )
    assert words == [en, ja]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_dsp_15_a_revolution_says_which_order_is_in_force(page, server, lang):
    # no ♠3 is dealt, so I lead freely (DSP-9): four 7s
    hands = [["7S", "7H", "7D", "7C", "9H", "10C"], ["4C", "5D", "KH"], ["4D", "6S", "QC"]]
    _room(page, server, hands, lang=lang)
    page.wait_for_selector("#play")
    normal = {
        "en": "Strength: 3 weakest … 2 strongest, the Joker above all",
        "ja": "強さ: 3が最弱 … 2が最強、その上にジョーカー",
    }
    assert page.inner_text("#status-order") == normal[lang]
    for code in ("7S", "7H", "7D", "7C"):
        page.click(f'#hand [data-card="{code}"]')
    page.click("#play")
    page.wait_for_selector("#revolution")
    assert (
        page.inner_text("#status-order")
        == {
            "en": "Strength: 2 weakest … 3 strongest, the Joker still above all (revolution until the game ends)",
            "ja": "強さ: 2が最弱 … 3が最強、ジョーカーは最強のまま（革命中: このゲームの終わりまで）",
        }[lang]
    )


def test_the_end_of_a_match_shows_its_last_game_not_the_one_before(page, server):
    open_room(page, server, "daifugo", [ME, CPU, CPU], options={"players": 3, "games": 2})
    play_on(page, prefer=("pass",))
    view = page.evaluate("() => window.tefudaRoom.latest().view")
    order = view["result"]["finish_order"]
    line = page.inner_text("#last-game")
    assert line.startswith("Game 2: 1. ")
    names = [f"Player {s + 1}" for s in order]
    assert [line.index(n) for n in names] == sorted(line.index(n) for n in names)
    # and every seat shows its place in that game
    for place, seat in enumerate(order, 1):
        box = page.inner_text(f'.player[data-seat="{seat}"]')
        assert ("1st" if place == 1 else "2nd" if place == 2 else "3rd") in box, box


def test_dsp_14_a_stuck_seat_reads_as_the_how_to_play_page_says_in_japanese(page, server):
    _room(page, server, [["3S", "5H", "9D"], ["JK", "JK"], ["4C", "6C", "KD"]], lang="ja")
    page.wait_for_selector('.player[data-seat="1"] .stuck')
    assert page.inner_text('.player[data-seat="1"] .stuck') == "あがれない: パス"  # あがり, as on the page


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_dsp_18_the_local_rules_in_play_are_named_on_the_table(page, server, lang):
    open_room(
        page, server, "daifugo", [ME, CPU, CPU, CPU], options={"players": 4, "preset": "house", "games": 1}, lang=lang
    )
    page.wait_for_selector("#local-rules")
    assert (
        page.inner_text(".room-title")
        == {"en": "Daifugo (DSP + local rules)", "ja": "大富豪（DSP標準＋ローカルルール）"}[lang]
    )
    assert (
        page.inner_text("#local-rules")
        == {
            "en": "Local rules on: 8切り (8-cut), スペ3 (spade 3), しばり (suit lock), イレブンバック (11-back), 都落ち (fallen Daifugo)",
            "ja": "ローカルルール: 8切り、スペ3、しばり、イレブンバック、都落ち",
        }[lang]
    )


def test_the_dsp_standard_names_no_local_rules(page, server):
    open_room(page, server, "daifugo", [ME, CPU, CPU], options={"players": 3, "games": 1})
    page.wait_for_selector("#hand")
    assert page.inner_text(".room-title") == "Daifugo (DSP)"
    assert page.locator("#local-rules").count() == 0


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_dsp_12_a_cleared_table_says_so_and_who_leads(page, server, lang):
    # nobody can answer my 2: everyone passes, the table is cleared and I lead again
    hands = [["2H", "5C", "9D"], ["3C", "4D"], ["6S", "7H"]]
    _room(page, server, hands, lang=lang)
    page.wait_for_selector("#play")
    assert (
        page.inner_text("#table-empty")
        == {"en": "Player 1 (you) leads the first play", "ja": "プレイヤー1（あなた）が最初に出します"}[lang]
    )
    page.click('#hand [data-card="2H"]')
    page.click("#play")
    page.wait_for_function(
        "() => { const u = window.tefudaRoom.latest(); return u.view.plays.length === 1 && !u.view.table; }"
    )
    page.wait_for_selector("#play")
    assert (
        page.inner_text("#table-empty")
        == {
            "en": "the table was cleared: Player 1 (you) leads with anything",
            "ja": "場が流れました: プレイヤー1（あなた）が親で、好きな札を出せます",
        }[lang]
    )


def test_on_a_phone_no_empty_button_bar_sticks_over_the_table_when_nothing_can_be_done(browser, server):
    from helpers import phone_page

    with phone_page(browser, "en") as page:
        _room(page, server, [["3S", "5H"], ["4C", "6D"], ["7S", "8H"]])
        page.wait_for_selector("#board .actions #play")  # my turn: the bar holds the buttons
        play_on(page, prefer=("pass",))  # to the end: nothing can be done any more
        assert page.locator("#board .actions").count() == 0
