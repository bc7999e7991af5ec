"""Shared steps of the browser tests: rooms from a setup, playing on through the page's own
room controller, and the accessibility checks (axe-core, touch targets, overflow)."""

from __future__ import annotations

import json
import sys
import time
import urllib.request
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PHONE = {"width": 390, "height": 844}
GAMES = ("daifugo", "trump_os", "youscout", "diving", "egyptian_war")
# true once the seat on screen may act and its own update is the newest (an action chosen
# from an older update would be refused as stale)
MY_TURN = (
    "() => { const r = window.tefudaRoom; const u = r && r.latest(); const m = r && r.updates[r.shown];"
    " return !!(u && m && m.seq === u.seq && m.legal.length > 0 && !u.over); }"
)


# Youscout: no swap, every start open; from 2: a cup (stays), a sword that may move up (2 and 5
# both win for Death), a coin that moves 2 → 3 by its formula, then Death's first appearance
YS_BOARD = [
    {"card": c, "upright": u}
    for c, u in (("A14", False), ("A15", False), ("A02", False), ("A09", True), ("A17", False), ("A07", True))
]
YS_SETUP = {"board": YS_BOARD, "talon": ["H05", "S10", "D03", "A13", "C04"]}
# Trump OS: target 10 (10H, turned after the placement); seat 0 starts and draws 7C. The CPU
# holds only clubs and the deck has no ♦ or ♥: it can never hit, so the game waits for the person.
TOS_SETUP = {
    "hands": [["4H", "JH", "6D", "9S", "AH"], ["2C", "3C", "4C", "5C", "6C"]],
    "deck": ["10H", "7C", "8C", "9C", "KS", "QS", "2S", "3S", "4S", "5S"],
    "first": 0,
}


@contextmanager
def phone_page(browser, lang: str):
    """A page of its own at a phone's size in the reader's locale; on leaving, the page must
    have thrown no script error."""
    ctx = browser.new_context(viewport=PHONE, locale="ja-JP" if lang == "ja" else "en-US")
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        yield page
    finally:
        ctx.close()
    assert not errors, errors


def api(server, path, body=None):
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(server.url + path, data=data, headers={"content-type": "application/json"})
    with urllib.request.urlopen(req, timeout=15) as r:
        return json.loads(r.read())


def open_room(page, server, game, seats, options=None, setup=None, lang=None):
    """A room created over HTTP (optionally from a record setup), opened in the page with
    the tokens a browser that created it would hold."""
    body = {"game": game, "options": options or {}, "seats": seats}
    if setup is not None:
        body["setup"] = setup
    room = api(server, "/api/rooms", body)
    page.goto(server.url + "/")
    page.wait_for_selector("article.game-card")
    if lang:
        set_lang(page, lang)
    page.evaluate(
        "([r, g]) => localStorage.setItem('tefuda.rooms', JSON.stringify([{room: r.room, game: g, tokens: r.tokens}]))",
        [room, game],
    )
    page.goto(server.url + f"/#/room/{room['room']}")
    page.wait_for_selector("#board, #handover")
    return room


def visit(page, server, route: str, lang: str, ready: str) -> None:
    """A page of the app (`#/new/GAME`, `#/howto/GAME`) in `lang`, once `ready` is drawn."""
    page.goto(server.url + "/")
    page.wait_for_selector("article.game-card")
    set_lang(page, lang)
    page.goto(server.url + "/" + route)
    page.wait_for_selector(ready)


def solo_act(page, action: str) -> None:
    """Seat 0 sends `action`; returns once the next update has arrived."""
    seq = page.evaluate("() => window.tefudaRoom.latest().seq")
    page.evaluate("a => window.tefudaRoom.act(0, a)", action)
    page.wait_for_function("n => window.tefudaRoom.latest().seq > n", arg=seq)


def youscout_war_replacement_deal() -> dict:
    """The deal of seed 0 (War Replacement 3): started on 1 and always moving, a lower sword is
    won before the end (a random deal ends first about 1 run in 13)."""
    from tefuda.games import make_game

    return make_game("youscout", {"replacement": 3}).new_state(seed=0).setup()


def play_to_war_replacement(page) -> None:
    """From the start on place 1 of that deal: move when asked, else draw, until the War
    Replacement comes."""
    for _ in range(400):
        u = page.evaluate("() => window.tefudaRoom.latest()")
        if u["view"]["phase"] == "replace" or u["over"]:
            break
        solo_act(page, "move" if "move" in u["legal"] else "draw")
    assert u["view"]["phase"] == "replace", "seed 0's deal no longer comes to a War Replacement"


def set_lang(page, lang):
    page.click(f"#lang-{lang}")
    page.wait_for_function("(l) => document.documentElement.lang === l", arg=lang)


def room_state(page) -> dict:
    return page.evaluate(
        "() => { const r = window.tefudaRoom; const u = r && r.latest(); "
        "return u ? {over: u.over, seq: u.seq, legal: (r.updates[r.shown] || u).legal, "
        "seat: r.shown, revealed: r.revealed} : {}; }"
    )


_ACT = """([prefer, last]) => {
  const r = window.tefudaRoom; if (!r) return 'wait';
  const reveal = document.querySelector('#reveal'); if (reveal) { reveal.click(); return 'reveal'; }
  const u = r.latest(); if (!u) return 'wait'; if (u.over) return 'over';
  const mine = r.updates[r.shown];
  if (!mine || !mine.legal.length || mine.seq !== u.seq) return 'wait';
  // an action the server turned away (e.g. its message-rate limit) is sent again after a second
  if (r._autoActed === mine.seq && Date.now() - r._autoActedAt < 1000) return 'wait';
  const a = prefer.map((p) => mine.legal.find((x) => x === p || x.startsWith(p + ' '))).find(Boolean)
    || mine.legal[last ? mine.legal.length - 1 : 0];
  r._autoActed = mine.seq; r._autoActedAt = Date.now(); r.act(r.shown, a); return 'act';
}"""


def act_once(page, prefer=()) -> str:
    """One action for this page's seat if it may act now: 'act', 'reveal', 'over' or 'wait'."""
    return page.evaluate(_ACT, [list(prefer), False])


def play_on(page, prefer=(), until=None, last=False, steps=3000, timeout=240.0):
    """Act for this page's seats (the first preferred legal action, else the first legal one,
    or the last with `last`) through the room controller until the game is over — or, with
    `until`, until that condition (a callable) holds."""
    end = time.monotonic() + timeout
    for _ in range(steps):
        if until is not None and until():
            return
        status = page.evaluate(_ACT, [list(prefer), last])
        if status == "over" and until is None:
            page.wait_for_selector("#end")
            return
        if time.monotonic() > end:
            break
        # 0.06 s after an action keeps one connection under the server's 20 messages/s (guard.RATE)
        time.sleep(0.06 if status == "act" else 0.04)
    shown = page.evaluate("() => [...document.querySelectorAll('.error, [role=alert]')].map((e) => e.textContent)")
    what = "the condition was not reached" if until is not None else "the game did not end"
    raise AssertionError(f"{what}: {room_state(page)}; messages shown: {shown}")


# --- accessibility ----------------------------------------------------------------------
_AXE_SOURCE: str | None = None


def axe_source() -> str:
    """axe-core, installed from the npm registry by the project's own dev.py into the
    git-ignored .cache/ folder (installed here on first use when it is missing)."""
    global _AXE_SOURCE
    if _AXE_SOURCE is None:
        sys.path.insert(0, str(ROOT))
        try:
            import dev
        finally:
            sys.path.pop(0)
        path = dev.ensure_axe()
        if path is None:
            raise AssertionError("axe-core is missing: run `python3 dev.py test` (it needs npm)")
        _AXE_SOURCE = Path(path).read_text(encoding="utf-8")
    return _AXE_SOURCE


def axe_problems(page, what: str) -> list[str]:
    """Serious and critical axe-core violations on the page as it is now."""
    if not page.evaluate("() => !!window.axe"):
        page.add_script_tag(content=axe_source())
    result = page.evaluate("""async () => {
      const r = await window.axe.run(document, { resultTypes: ['violations'] });
      return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 4).map((n) => n.target.join(' ')).join(' | ')}`);
    }""")
    return [f"{what}: {p}" for p in result]


_SMALL = """() => {
  const sel = 'button, a[href], input, select, summary, textarea, [role="button"], [tabindex]:not([tabindex="-1"])';
  const out = [];
  for (const el of document.querySelectorAll(sel)) {
    if (el.closest('.visually-hidden')) continue;
    let r = el.getBoundingClientRect();
    if (!r.width && !r.height) continue;  // not displayed
    const target = el.matches('input[type=checkbox], input[type=radio]') && el.closest('label') ? el.closest('label') : el;
    r = target.getBoundingClientRect();
    if (r.width < 43.5 || r.height < 43.5) {
      out.push(`${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}[${(el.getAttribute('aria-label') || el.textContent || el.name || '').trim().slice(0, 30)}] ${Math.round(r.width)}x${Math.round(r.height)}`);
    }
  }
  return out;
}"""


def small_targets(page) -> list[str]:
    """Controls whose touch target is smaller than 44 × 44 px (a wrapped checkbox's label
    is its target)."""
    return page.evaluate(_SMALL)


def sideways_overflow(page) -> int:
    """How many pixels the page is wider than the screen (0 = no sideways scrolling)."""
    return page.evaluate("() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth)")


def offscreen(page, selector: str) -> list[str]:
    """Elements matching `selector` that are not entirely inside the first screenful."""
    return page.evaluate(
        """(sel) => [...document.querySelectorAll(sel)].filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width && (r.top < 0 || r.bottom > window.innerHeight + 0.5 || r.left < 0 || r.right > window.innerWidth + 0.5);
      }).map((el) => `${el.id || el.textContent.trim().slice(0, 30)}`)""",
        selector,
    )


def realtime(page) -> dict:
    """The reaction-window clock the page last heard of (Egyptian War)."""
    return page.evaluate("() => window.tefudaRoom && window.tefudaRoom.realtime") or {}


def latest_view(page) -> dict:
    return page.evaluate("() => { const u = window.tefudaRoom.latest(); return u && u.view; }")


def wait_until(fn, timeout=20.0, step=0.05):
    """Poll fn() until it is true (returned), or fail after `timeout` seconds."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        v = fn()
        if v:
            return v
        time.sleep(step)
    raise AssertionError("condition not reached")
