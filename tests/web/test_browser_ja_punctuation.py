"""Japanese tables write Japanese punctuation in the renderers' own bits of text: the
chosen placements on Trump OS's button 「初期配置を提出（K♠ → 3）」, Diving's chosen oxygen
「酸素量: 24（9）」, Youscout's reversed cards 「（逆）」; English keeps " (…)" and ", "."""

from __future__ import annotations

import re

import pytest
from helpers import MY_TURN, open_room, phone_page

pytestmark = pytest.mark.browser

ME, CPU = {"kind": "human"}, {"kind": "cpu", "level": "easy"}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_renderer_text_uses_the_readers_punctuation(browser, server, lang):
    paren = re.compile(r"（[^()（）]+）") if lang == "ja" else re.compile(r" \([^()（）]+\)")
    with phone_page(browser, lang) as page:
        # Trump OS: two cards chosen for two cells, listed on the Submit button
        open_room(page, server, "trump_os", [ME, CPU], options={"players": 2}, lang=lang)
        page.wait_for_selector("#place")
        for k, addr in enumerate((3, 5)):
            page.locator("#hand [data-code]").nth(k).click()
            page.click(f'#my-memory [data-addr="{addr}"]')
        button = page.inner_text("#place")
        assert paren.search(button) and ("、" in button if lang == "ja" else ", " in button), button
        if lang == "ja":
            assert "(" not in button and ", " not in button, button
        page.screenshot(path=f"test-artifacts/ja_punct_trump_os_{lang}_390.png")
        # Diving: the oxygen of the chosen cards beside the hand's oxygen
        open_room(page, server, "diving", [ME, CPU], lang=lang)
        page.wait_for_function(MY_TURN, timeout=20_000)
        page.locator("#hand button").first.click()
        head = page.inner_text("#hand-title")
        assert paren.search(head), head
        if lang == "ja":
            assert "(" not in head, head
        # Youscout: a reversed card on the board
        open_room(page, server, "youscout", [ME], lang=lang)
        page.wait_for_selector(".ys-cname")
        names = " ".join(page.locator(".ys-cname").all_inner_texts())
        if lang == "ja":
            assert "(" not in names, names
        page.screenshot(path=f"test-artifacts/ja_punct_youscout_{lang}_390.png", full_page=True)
