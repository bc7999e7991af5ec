"""Youscout as a Japanese newcomer meets it on a 390×844 phone (touch): the setup form and
How to play say things in words (no 'infinity' to type, no generator's name, no unexplained
codes or M/F), nothing asks for a click, the numbers under the cards are readable, all six
start choices are in view without scrolling, a draw's sentence names its two sums, the
result table and the rules read whole words, and War Replacement's own-pile button says
what it does."""

from __future__ import annotations

import re

import pytest
from helpers import PHONE, open_room, play_to_war_replacement, visit, youscout_war_replacement_deal
from helpers import YS_SETUP as SETUP
from helpers import solo_act as act

pytestmark = pytest.mark.browser

ME = [{"kind": "human", "claim": True}]


def test_the_setup_form_offers_words_not_an_english_word_to_type(phone, server):
    visit(phone, server, "#/new/youscout", "ja", "#opt-replacement")
    text = phone.inner_text("#app")
    for word in ("infinity", "mulberry32", "K13a", "K13b", "K10", "クリック"):
        assert word not in text, word
    for name in ("replacement", "replacement_coins_lower"):  # a choice of words, not a box to type in
        assert phone.evaluate(f"() => document.querySelector('#opt-{name}').tagName") == "SELECT"
        labels = phone.locator(f"#opt-{name} option").all_inner_texts()
        assert "無制限" in labels, labels


def test_the_start_choices_are_in_view_and_the_numbers_are_readable(phone, server):
    open_room(phone, server, "youscout", ME, setup=SETUP, lang="ja")
    phone.wait_for_selector("#ys-board")
    assert "クリック" not in phone.inner_text("#app")
    assert "駒を置く場所の札を選んでください。" in phone.inner_text("#ys-intro")
    cards = phone.evaluate(
        """() => [...document.querySelectorAll('.ys-start')].map((b) => {
          const r = b.getBoundingClientRect(); return [b.dataset.place, r.top, r.bottom]; })"""
    )
    assert len(cards) == 6
    for place, top, bottom in cards:  # every start choice without scrolling
        assert top >= 0 and bottom <= PHONE["height"], (place, top, bottom)
    sizes = phone.evaluate(
        "() => [...document.querySelectorAll('.ys-nums')].map((e) => parseFloat(getComputedStyle(e).fontSize))"
    )
    assert len(sizes) == 6 and min(sizes) >= 12, sizes
    # the goals are still told, just below the board
    assert phone.is_visible("#ys-intro .ys-goal-lower") and phone.is_visible("#ys-intro .ys-goal-upper")
    assert phone.evaluate("() => document.documentElement.scrollWidth") <= PHONE["width"]


def test_a_draws_sentence_names_its_two_sums(phone, server):
    open_room(phone, server, "youscout", ME, setup=SETUP, lang="ja")
    phone.wait_for_selector("#ys-board")
    phone.tap('.ys-start[data-place="2"]')
    phone.wait_for_selector("button.ys-act[data-action='draw']")
    act(phone, "draw")  # the 5 of Cups
    act(phone, "draw")  # the 10 of Swords
    act(phone, "stay")
    act(phone, "draw")  # the 3 of Coins, by its formula
    last = phone.inner_text("#ys-last")
    assert "コインの3: 動く側の合計17が留まる側の合計14より大きいので、駒は2から3へ動きます。" in last
    act(phone, "draw")  # Death: its first appearance
    # the end's result table: no word broken into one character per line
    while not phone.evaluate("() => window.tefudaRoom.latest().over"):
        legal = phone.evaluate("() => window.tefudaRoom.latest().legal")
        act(phone, "draw" if "draw" in legal else legal[0])
    phone.wait_for_selector("#scoreboard")
    cells = phone.evaluate(
        """() => [...document.querySelectorAll('#scoreboard th, #scoreboard td')].map((c) => {
          const r = document.createRange(); r.selectNodeContents(c);
          return [c.innerText, r.getClientRects().length]; })"""
    )
    assert cells and all(lines == 1 for _, lines in cells), cells  # 「結果」, not 「結/果」
    assert phone.evaluate("() => document.documentElement.scrollWidth") <= PHONE["width"]


def test_how_to_play_in_japanese_explains_its_letters_and_codes(phone, server):
    visit(phone, server, "#/howto/youscout", "ja", ".howto-page .howto-text h2")
    text = phone.inner_text(".howto-text")
    assert "まずはこれだけ" in text
    assert "クリック" not in text and "Suit" not in text
    assert "JRF（作者の名前）が考えた" in text
    assert "Mは男性の意味でソード♠とワンド♣" in text
    # the court option's codes appear only as what a terminal types, after the values in words
    assert re.search(r"すべて10があります（端末ではそれぞれ K14、K13a、K13b、K10 と入力します）", text)
    assert "端末で遊ぶ人と記録を読む人へ" in text
    # the rules by suit are lists now, not four-column tables broken a character per line
    assert phone.locator(".howto-text table").count() == 2  # the cards and the places; the rest are lists
    assert phone.evaluate("() => document.documentElement.scrollWidth") <= PHONE["width"]


def test_war_replacements_own_pile_button_says_what_it_does(phone, server):
    setup = youscout_war_replacement_deal()
    open_room(phone, server, "youscout", ME, options={"replacement": 3}, setup=setup, lang="ja")
    phone.wait_for_selector("#ys-board")
    phone.tap('.ys-start[data-place="1"]')
    phone.wait_for_selector("button.ys-act[data-action='draw']")
    play_to_war_replacement(phone)
    pick = phone.locator("button.ys-pick:not([disabled])").first
    src = pick.get_attribute("data-src")
    pick.tap()
    back = phone.locator(f'button.ys-put[data-dst="{src}"]')
    assert back.inner_text() == "この置き場の最後へ（数えない）"
    assert "元に戻す" not in phone.inner_text("#ys-war")
    assert "もう一度その札を選ぶと取り消し" in phone.inner_text("#ys-war")
    # choosing the card again cancels the choice: the put buttons go away
    phone.locator("button.ys-pick[aria-pressed='true']").tap()
    assert phone.locator("button.ys-put").count() == 0
