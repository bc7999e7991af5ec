"""Issue 16 §7: the README shows each game as the browser tests see it. This test plays each
game to a moment worth showing and saves the picture under test-artifacts/screenshots/;
with TEFUDA_UPDATE_SCREENSHOTS=1 it also writes docs/screenshots/<game>.png, the files the
README shows (commit them)."""

from __future__ import annotations

import os
import shutil
import struct
import time

import pytest
from helpers import GAMES, ROOT, act_once, open_room

pytestmark = pytest.mark.browser

DOCS = ROOT / "docs" / "screenshots"
OUT = ROOT / "test-artifacts" / "screenshots"
CPU = {"kind": "cpu", "level": "normal"}
ME = {"kind": "human"}
# (seats, options, language, actions to take first, how many of them)
SCENES = {
    "daifugo": ([ME, CPU, CPU, CPU, CPU], {"players": 5, "games": 1}, "ja", ("play", "pass"), 3),
    "trump_os": ([ME, CPU, CPU], {"players": 3}, "en", ("place", "run"), 6),
    "youscout": ([ME], {}, "en", ("start 2", "draw", "move"), 12),
    "diving": ([ME, CPU], {}, "en", ("hunt", "take", "refill"), 8),
    "egyptian_war": ([ME, CPU], {}, "ja", (), 0),
}


def png_size(path) -> tuple[int, int]:
    with open(path, "rb") as f:
        head = f.read(24)
    assert head[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    return struct.unpack(">II", head[16:24])


@pytest.mark.parametrize("game", GAMES)
def test_a_screenshot_of_each_game(browser, slow_server, game):
    seats, options, lang, prefer, moves = SCENES[game]
    ctx = browser.new_context(viewport={"width": 960, "height": 900}, locale="ja-JP" if lang == "ja" else "en-US")
    page = ctx.new_page()
    open_room(page, slow_server, game, seats, options=options, lang=lang)
    done = 0
    deadline = time.monotonic() + 90
    while done < moves and time.monotonic() < deadline:
        if act_once(page, prefer) == "act":
            done += 1
        time.sleep(0.1)
    if game == "egyptian_war":
        for _ in range(6):  # a few cards on the pile
            page.keyboard.press("Space")
            time.sleep(0.9)
    page.wait_for_function(
        "() => { const r = window.tefudaRoom, u = r && r.updates[r.shown]; "
        "return u && (u.legal.length || u.over || r.realtime); }",
        timeout=30_000,
    )
    time.sleep(0.8)  # the last move's highlight fades
    OUT.mkdir(parents=True, exist_ok=True)
    shot = OUT / f"{game}.png"
    page.screenshot(path=str(shot), clip={"x": 0, "y": 0, "width": 960, "height": 900})
    ctx.close()
    assert png_size(shot) == (960, 900)
    if os.environ.get("TEFUDA_UPDATE_SCREENSHOTS") == "1":
        DOCS.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(shot, DOCS / f"{game}.png")


def test_the_readme_shows_every_game():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for game in GAMES:
        ref = f"docs/screenshots/{game}.png"
        assert ref in readme, f"README does not show {ref}"
        assert png_size(ROOT / ref) == (960, 900)
