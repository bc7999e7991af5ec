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
