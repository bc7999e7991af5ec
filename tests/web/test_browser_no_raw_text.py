"""#16 §2 in the browser: every game's screens — the start, mid-game after each action,
the end — in English and Japanese at 390×844 read as words: no JSON, identifiers, reason
codes or message keys, and in Japanese no English beyond card codes, the action texts a
person may type and a short allowlist (tests/rawtext.py). The visible text, accessible
names (aria-label), titles and placeholders are all read. Screenshots of each game's log in
both languages go to test-artifacts/ for people to look at."""

from __future__ import annotations

import json
import random
import time
import urllib.request
from pathlib import Path

import pytest
from rawtext import problems

pytestmark = pytest.mark.browser

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"

TEXT_OF_PAGE = """() => {
  const out = [document.body.innerText];
  document.querySelectorAll("[aria-label],[title],[placeholder],[alt]").forEach((e) => {
    for (const a of ["aria-label", "title", "placeholder", "alt"]) { const v = e.getAttribute(a); if (v) out.push(v); }
  });
  return out.join("\\n");
}"""

# (game, options, seats after the person's, a setup that ends the game quickly or None)
GAMES = [
    ("daifugo", {"players": 4, "games": 2}, ["cpu", "cpu", "cpu"], None),
    ("diving", {}, ["cpu"], None),
    ("trump_os", {"players": 2}, ["cpu"], None),
    ("youscout", {}, [], None),
    (
        "egyptian_war",
        {},
        ["cpu"],
        {"decks": [["7C", "KD", "2S", "9H", "4C"], ["7H", "3D", "5S", "QC", "8D"]], "first": 0},
    ),
]


def _room(server, game, options, others, setup, lang):
    body = {
        "game": game,
        "options": options,
        "lang": lang,
        "seats": [{"kind": "human"}] + [{"kind": k, "level": "easy"} for k in others],
    }
    if setup is not None:
        body["setup"] = setup
    req = urllib.request.Request(
        server.url + "/api/rooms", data=json.dumps(body).encode(), headers={"content-type": "application/json"}
    )
    return json.loads(urllib.request.urlopen(req).read())


def _open(page, server, game, room, lang):
    page.goto(server.url + "/")
    page.evaluate(
        "([r, g, l]) => { localStorage.setItem('tefuda.lang', l); localStorage.setItem('tefuda.rooms', "
        "JSON.stringify([{room: r.room, game: g, tokens: r.tokens}])); }",
        [room, game, lang],
    )
    page.goto(server.url + f"/#/room/{room['room']}")
    page.wait_for_selector("#board")


def _state(page) -> dict:
    return page.evaluate(
        "() => { const r = window.tefudaRoom; const u = r && r.latest(); "
        "return u ? {over: u.over, seq: u.seq, legal: (r.updates[r.shown] || u).legal, "
        "seat: r.shown, game: u.game} : {}; }"
    )


def _check(page, lang, where, bad):
    text = page.evaluate(TEXT_OF_PAGE)
    for line in text.splitlines():
        for p in problems(line, lang):
            bad.add(f"{where}: {p} in {line.strip()[:120]!r}")


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("game, options, others, setup", GAMES, ids=[g[0] for g in GAMES])
def test_every_screen_reads_as_words(browser, tmp_path, game, options, others, setup, lang):
    from webserver import ServerProcess

    srv = ServerProcess(tmp_path / "t.sqlite", cpu_delay=0.0, extra=("--slap-window", "0.4")).start()
    ctx = browser.new_context(viewport={"width": 390, "height": 844}, locale="ja-JP" if lang == "ja" else "en-US")
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    bad: set[str] = set()
    rng = random.Random(7)
    try:
        _open(page, srv, game, _room(srv, game, options, others, setup, lang), lang)
        _check(page, lang, "start", bad)
        if game == "egyptian_war":
            page.check("#auto")  # auto-reveal: the person's cards come by themselves
        last, stalls = -1, 0
        for step in range(3000):
            if page.is_visible("#reveal"):
                page.click("#reveal")
            s = _state(page)
            if s.get("over"):
                break
            if s.get("legal") and s["seq"] != last and game != "egyptian_war":
                last = s["seq"]
                action = rng.choice(s["legal"])
                page.evaluate("(a) => window.tefudaRoom.act(window.tefudaRoom.shown, a)", action)
                if step % 5 == 0:
                    time.sleep(0.05)
                    _check(page, lang, f"after {action!r}", bad)
            else:
                stalls += 1
                assert stalls < 3000, "the game stalled"
                time.sleep(0.02)
        page.wait_for_selector("#end", timeout=20_000)  # the frame's end screen (room.js)
        _check(page, lang, "end", bad)
        ARTIFACTS.mkdir(exist_ok=True)
        page.locator("#log").scroll_into_view_if_needed()
        page.screenshot(path=str(ARTIFACTS / f"log_{game}_{lang}_390.png"), full_page=True)
    finally:
        ctx.close()
        srv.stop()
    assert not errors, errors
    assert not bad, "\n".join(sorted(bad)[:25])
