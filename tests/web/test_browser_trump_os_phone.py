"""Trump OS on a 390×844 phone in Japanese, as a newcomer played it: in their own run (one
instruction at a time) a tap on a card or a cell says why nothing can be placed and the
memory keeps its size; the other players' memories are as large as one's own and name each
card's instruction; the banner follows the chosen card; the setup speaks Japanese; the
game's end leaves no empty bar stuck over the page."""

from __future__ import annotations

import pytest
from helpers import PHONE, open_room, visit
from helpers import TOS_SETUP as SETUP

pytestmark = pytest.mark.browser

ME, CPU = {"kind": "human"}, {"kind": "cpu", "level": "easy"}
REFUSED = (
    "自分のプログラムの実行中は置けません。手番が次のプレイヤーに移ると、また置けます（その人の実行中も置けます）。"
)


def _start(page, server, **options):
    open_room(page, server, "trump_os", [ME, CPU], options={"players": 2, **options}, setup=SETUP, lang="ja")
    page.wait_for_selector("#place")
    page.click("#place")  # an empty sealed placement
    page.wait_for_selector("#run")


def _toast(page):
    page.wait_for_selector("#toast:not([hidden])")
    return page.inner_text("#toast")


def _cell_widths(page, seat):
    return page.eval_on_selector_all(
        f'.zone.mem[data-seat="{seat}"] li', "ls => ls.map((l) => l.getBoundingClientRect().width)"
    )


def test_in_ones_own_run_a_tap_says_why_not_and_the_memory_keeps_its_size(phone, server):
    """TOS-12/13: between one's own steps 3 and 5 nothing may be placed. The person's taps
    are answered in words, and their memory is drawn as at any other time."""
    page = phone
    _start(page, server, execution="step")
    before = _cell_widths(page, 0)
    page.click("#run")
    page.wait_for_selector("#step")
    assert "実行中はカードを置けません" in page.inner_text("#banner")
    during = _cell_widths(page, 0)
    assert min(during) >= 40 and abs(min(during) - min(before)) < 1, (before, during)
    page.tap('#hand [data-code="9S"]')
    assert _toast(page) == REFUSED
    assert page.get_attribute('#hand [data-code="9S"]', "aria-pressed") != "true"  # not chosen
    page.evaluate("() => { document.getElementById('toast').hidden = true; }")
    page.tap('.zone.mem[data-seat="0"] [data-addr="5"]', force=True)  # aria-disabled: Playwright would wait
    assert _toast(page) == REFUSED
    view = page.evaluate("() => window.tefudaRoom.latest().view")
    assert "9S" in view["hand"] and view["memories"][0][5] is None  # nothing was sent


def test_on_a_phone_the_others_memories_are_readable(phone, server):
    """Another player's placed cards are as wide as one's own (two rows of cells) and say
    their instruction in letters of at least 12 px."""
    page = phone
    _start(page, server)
    page.evaluate(
        """() => { const r = window.tefudaRoom; const v = r.updates[r.shown].view;
          v.memories[1] = ['9S', 'AH', '6D', 'QC', null, null, null, null, null, null, null, null, 'KH']; r.render(); }"""
    )
    cells = page.eval_on_selector_all(
        '.zone.mem[data-seat="1"] li',
        """ls => ls.map((l) => { const c = l.querySelector('.card'), o = l.querySelector('.op');
          return c && { card: c.getBoundingClientRect().width, op: o.textContent, shown: getComputedStyle(o).display !== 'none'
            && o.getBoundingClientRect().width > 0, size: parseFloat(getComputedStyle(o).fontSize) }; }).filter(Boolean)""",
    )
    assert [c["op"] for c in cells] == ["LOAD 9", "ADD 1", "OUT", "JUMP 12", "ADD 0"]
    assert all(c["shown"] and c["size"] >= 12 and c["card"] >= 40 for c in cells), cells
    assert min(_cell_widths(page, 1)) >= 40
    assert page.evaluate("() => document.documentElement.scrollWidth") <= PHONE["width"]


def test_the_banner_follows_the_chosen_card(phone, server):
    page = phone
    _start(page, server)
    page.tap('#hand [data-code="9S"]')
    assert "スペードの9を選びました。置く番地を自分のメモリから選んでください" in page.inner_text("#banner")
    page.tap('#my-memory .cell-btn[data-addr="0"]')
    assert "「配置」を押すか、続けてほかのカードと番地を選んでください" in page.inner_text("#banner")
    page.click("#place")
    page.wait_for_function("() => window.tefudaRoom.latest().view.memories[0][0] === '9S'")
    page.wait_for_function("() => document.querySelector('#banner').textContent.includes('「実行」を押してください')")


def test_the_japanese_setup_says_the_options_in_japanese(phone, server):
    page = phone
    visit(page, server, "#/new/trump_os", "ja", "form.setup")
    text = page.inner_text("form.setup")
    assert "LOAD n:" not in text and "SUB n:" not in text and "周回" not in text
    assert "LOAD（読み込み）" in text and "巡数の上限" in text


def test_the_games_end_leaves_no_empty_bar_over_the_page(phone, server):
    """On a phone the bar of buttons sticks to the bottom of the screen; at the end it has no
    button, and an empty bar covered half a line of the page under it."""
    page = phone
    _start(page, server)
    for code, addr in (("9S", 0), ("AH", 1), ("6D", 2)):  # LOAD 9, ADD 1, OUT 10: the target
        page.tap(f'#hand [data-code="{code}"]')
        page.tap(f'#my-memory .cell-btn[data-addr="{addr}"]')
    page.click("#run")
    page.wait_for_selector("#end")
    assert (
        page.eval_on_selector_all("#board .actions", "bs => bs.filter((b) => !b.querySelector('button, a')).length")
        == 0
    )
