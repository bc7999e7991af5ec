"""Trump OS in a real Chromium: the seed's addition quick-reference (足し算の早見表), the
ADD (mod 13) table, one click away beside the table, in both languages and on a phone."""

from __future__ import annotations

import pytest
from helpers import PHONE, axe_problems, open_room, set_lang, sideways_overflow, small_targets

ME, CPU = {"kind": "human"}, {"kind": "cpu", "level": "easy"}
TITLE = {"en": "Addition table (ADD)", "ja": "足し算の早見表（ADD）"}
BUTTON = {"en": "Addition table", "ja": "足し算の早見表"}


def table(page) -> list[list[str]]:
    """The body of the open table: row headers first, then the 13 sums."""
    return page.eval_on_selector_all(
        "#add-panel tbody tr", "rs => rs.map((r) => [...r.children].map((c) => c.childNodes[0].textContent.trim()))"
    )


@pytest.mark.parametrize("lang,phone", [("en", False), ("ja", True)])
def test_the_addition_table_is_one_click_away(browser, server, lang, phone):
    ctx = browser.new_context(
        viewport=PHONE if phone else {"width": 1100, "height": 900},
        is_mobile=phone,
        has_touch=phone,
        locale="ja-JP" if lang == "ja" else "en-US",
    )
    page = ctx.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        open_room(page, server, "trump_os", [ME, CPU], options={"players": 2}, lang=lang)
        page.wait_for_selector("#place")
        page.click("#place")  # an empty first placement: then the target is turned up
        page.wait_for_function("() => { const u = window.tefudaRoom.latest(); return u && u.view.target !== null; }")
        view = page.evaluate("() => window.tefudaRoom.updates[window.tefudaRoom.shown].view")
        button = page.locator("#add-open")
        assert button.inner_text() == BUTTON[lang] and button.get_attribute("aria-expanded") == "false"
        assert page.locator("#add-panel:not([hidden])").count() == 0
        button.click()  # one click
        panel = page.locator("#add-panel")
        assert panel.is_visible() and panel.get_attribute("role") == "dialog"
        assert page.inner_text("#add-title") == TITLE[lang]
        assert page.evaluate("() => document.activeElement.id") == "add-close"
        assert button.get_attribute("aria-expanded") == "true"
        heads = page.eval_on_selector_all("#add-panel thead th", "hs => hs.map((h) => h.childNodes[0].textContent)")
        assert heads[1:] == ["K", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q"]
        rows = table(page)
        assert [r[0] for r in rows] == [str(r) for r in range(13)]
        assert all(len(r) == 14 for r in rows)
        assert rows[7][1 + 8] == "2" and rows[12][1 + 1] == "0" and rows[0][1 + 12] == "12"  # (R + n) mod 13
        assert all(rows[r][1 + n] == str((r + n) % 13) for r in range(13) for n in range(13))
        # the viewer's R is marked, and the target outlined once in every row
        mine = page.eval_on_selector_all(
            "#add-panel tbody tr.mine th", "ts => ts.map((t) => t.childNodes[0].textContent)"
        )
        assert mine == [str(view["R"][0])]
        goals = page.eval_on_selector_all("#add-panel td.goal", "ts => ts.map((t) => t.childNodes[0].textContent)")
        assert goals == [str(view["target"])] * 13
        assert not axe_problems(page, "the addition table")
        # the panel stays open and keeps the focus while the game redraws
        page.evaluate("() => window.tefudaRoom.render()")
        assert panel.is_visible() and page.evaluate("() => document.activeElement.id") == "add-close"
        box = panel.bounding_box()
        vp = page.viewport_size
        assert box["x"] >= 0 and box["x"] + box["width"] <= vp["width"] + 0.5
        assert not sideways_overflow(page)
        assert page.evaluate(
            "() => { const w = document.querySelector('#add-panel .add-wrap'); return w.scrollWidth <= w.clientWidth; }"
        ), "the whole table fits across"
        assert not [t for t in small_targets(page) if "add-" in t]
        if not phone:  # the language follows the page's switch, with the panel open
            set_lang(page, "ja")
            assert page.inner_text("#add-title") == TITLE["ja"] and page.inner_text("#add-open") == BUTTON["ja"]
        page.keyboard.press("Escape")
        assert not panel.is_visible()
        assert page.evaluate("() => document.activeElement.id") == "add-open"
        assert button.get_attribute("aria-expanded") == "false"
        if not phone:  # the "?" panel takes its place rather than opening over it
            button.click()
            page.click("#howto-open")
            page.wait_for_selector("#howto-panel:not([hidden])")
            assert not panel.is_visible()
    finally:
        ctx.close()
    assert not errors, errors


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_initial_placement_is_named_not_round_0(browser, server, lang):
    """Before round 1 (TOS-10) the table says "Initial placement"; then it counts rounds."""
    ctx = browser.new_context(viewport=PHONE, locale="ja-JP" if lang == "ja" else "en-US")
    page = ctx.new_page()
    try:
        open_room(page, server, "trump_os", [ME, CPU], options={"players": 2}, lang=lang)
        page.wait_for_selector("#place")
        assert page.inner_text("#phase") == {"en": "Initial placement", "ja": "初期配置中"}[lang]
        meta = page.inner_text(".meta")
        assert "Round" not in meta and "ラウンド" not in meta
        page.screenshot(path=f"test-artifacts/trump_os_placement_{lang}_390.png")
        page.click("#place")  # an empty first placement: then round 1
        page.wait_for_function("() => { const u = window.tefudaRoom.latest(); return u && u.view.round >= 1; }")
        page.wait_for_function("() => !document.querySelector('#phase')")
        assert ("Round 1" if lang == "en" else "第1巡") in page.inner_text(".meta")  # as the log counts rounds (第1巡)
    finally:
        ctx.close()
