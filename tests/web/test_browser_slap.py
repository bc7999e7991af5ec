"""Egyptian War in a real Chromium, per EW-17…22: the gauge, keys, pause, confirm, continue."""

from __future__ import annotations

import json
import time
import urllib.request

import pytest

pytestmark = pytest.mark.browser


def realtime(page) -> dict:
    return page.evaluate("() => window.tefudaRoom && window.tefudaRoom.realtime") or {}


def view(page) -> dict:
    return page.evaluate("() => { const u = window.tefudaRoom.latest(); return u && u.view; }")


def log_lines(page) -> list[str]:
    return [l for l in page.inner_text("#log").splitlines() if l.strip()]


def wait_until(fn, timeout=15.0, step=0.05):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        v = fn()
        if v:
            return v
        time.sleep(step)
    raise AssertionError("condition not reached")


def start(page, server, second="cpu", level="normal", setup=None):
    if setup is not None:
        body = {"game": "egyptian_war", "options": {},
                "seats": [{"kind": "human"}, {"kind": second, "level": level}], "setup": setup}
        req = urllib.request.Request(server.url + "/api/rooms", data=json.dumps(body).encode(),
                                     headers={"content-type": "application/json"})
        room = json.loads(urllib.request.urlopen(req).read())
        page.goto(server.url + "/")
        page.evaluate("(r) => localStorage.setItem('tefuda.rooms', JSON.stringify([{room: r.room, game: 'egyptian_war', tokens: r.tokens}]))", room)
        page.goto(server.url + f"/#/room/{room['room']}")
    else:
        page.goto(server.url + "/#/new/egyptian_war")
        page.select_option('select[data-seat="1"]', second)
        if second == "cpu":  # a person's seat has no level box
            page.select_option('select[data-level="1"]', level)
        page.click("#start")
    page.wait_for_selector("#pile")


def my_turn_and_idle(page) -> bool:
    rt, v = realtime(page), view(page)
    return bool(v) and not rt.get("window") and not rt.get("paused") and not rt.get("confirm") and v["turn"] == 0


def test_window_gauge_keys_and_no_card_during_a_window(page, slow_server):
    start(page, slow_server)
    assert not page.is_checked("#auto")  # EW-21: auto-reveal is off at first
    wait_until(lambda: my_turn_and_idle(page))
    before = view(page)["pile_count"]
    page.keyboard.press("Space")  # EW-19: Space = next card
    wait_until(lambda: realtime(page).get("window"))
    assert view(page)["pile_count"] == before + 1
    assert page.is_disabled("#next")  # EW-17: no next card during a window
    w1 = float(page.eval_on_selector("#gauge-bar", "e => parseFloat(e.style.width)"))
    time.sleep(0.4)
    w2 = float(page.eval_on_selector("#gauge-bar", "e => parseFloat(e.style.width)"))
    assert 0 < w2 < w1 <= 100  # the yellow gauge drains
    page.keyboard.press("Space")  # ignored while the window is open
    time.sleep(0.2)
    assert view(page)["pile_count"] == before + 1
    # F held down: the auto-repeated keydowns do not slap again (EW-19)
    page.keyboard.down("f")
    page.keyboard.down("f")
    page.keyboard.down("f")
    page.keyboard.up("f")
    wait_until(lambda: any(l.startswith("You slapped") for l in log_lines(page)))
    time.sleep(0.3)
    assert sum(l.startswith("You slapped") for l in log_lines(page)) == 1
    wait_until(lambda: not realtime(page).get("window"), timeout=5)


def test_tapping_the_pile_slaps(page, slow_server):
    start(page, slow_server)
    wait_until(lambda: my_turn_and_idle(page))
    page.click("#next")
    wait_until(lambda: realtime(page).get("window"))
    page.click("#pile")
    wait_until(lambda: any(l.startswith("You slapped") for l in log_lines(page)))


def test_settings_and_hidden_tab_pause_and_continue_gives_a_fresh_window(page, slow_server):
    start(page, slow_server)
    wait_until(lambda: my_turn_and_idle(page))
    page.keyboard.press("Space")
    wait_until(lambda: realtime(page).get("window"))
    count = view(page)["pile_count"]
    page.click("#settings")  # EW-22: opening settings pauses
    wait_until(lambda: realtime(page).get("paused"))
    time.sleep(2.2)  # longer than a window: nothing may close or play while paused
    assert realtime(page).get("window") and view(page)["pile_count"] == count
    page.click("#close-settings")
    wait_until(lambda: not realtime(page).get("paused"))
    fresh = realtime(page)
    assert fresh["window"] and fresh["remaining"] > 1.5  # a fresh full window
    wait_until(lambda: my_turn_and_idle(page) or view(page)["turn"] != 0, timeout=10)
    # leaving the tab pauses too
    wait_until(lambda: my_turn_and_idle(page), timeout=20)
    page.keyboard.press("Space")
    wait_until(lambda: realtime(page).get("window"))
    page.evaluate("""() => { Object.defineProperty(document, 'hidden', {value: true, configurable: true});
                           document.dispatchEvent(new Event('visibilitychange')); }""")
    wait_until(lambda: realtime(page).get("paused"))
    page.wait_for_selector("#resume")


def test_reload_then_continue_resumes_with_a_fresh_window(page, slow_server):
    start(page, slow_server)
    wait_until(lambda: my_turn_and_idle(page))
    page.keyboard.press("Space")
    wait_until(lambda: realtime(page).get("window"))
    count = view(page)["pile_count"]
    page.reload()
    page.wait_for_selector("#resume")  # the interrupted window waits for "continue"
    assert realtime(page)["paused"] and view(page)["pile_count"] == count
    page.click("#resume")
    wait_until(lambda: not realtime(page).get("paused"))
    assert realtime(page)["window"] and realtime(page)["remaining"] > 1.5
    # the home page offers the saved game too
    page.goto(slow_server.url + "/")
    page.wait_for_selector("button.continue")


def test_toggling_auto_reveal_mid_window_does_not_extend_it(page, slow_server):
    start(page, slow_server)
    wait_until(lambda: my_turn_and_idle(page))
    page.keyboard.press("Space")
    wait_until(lambda: realtime(page).get("window"))
    first = realtime(page)["remaining"]
    time.sleep(0.6)
    page.check("#auto")
    wait_until(lambda: realtime(page).get("auto"))
    after = realtime(page)
    assert after["window"] and after["remaining"] < first - 0.3  # the deadline did not move
    # with auto-reveal on, our next card comes without Space
    plays = lambda: sum(l.startswith("You revealed") for l in log_lines(page))
    n = plays()
    wait_until(lambda: plays() > n, timeout=20)


def test_two_players_on_one_device_confirm_on_change_of_player(page, server):
    start(page, server, second="human")
    assert page.is_visible("#slap2")
    seen_confirm = False
    for _ in range(30):
        wait_until(lambda: not realtime(page).get("window"))
        if realtime(page).get("confirm"):
            seen_confirm = True
            break
        if view(page)["result"]:
            break
        page.keyboard.press("Space")
        wait_until(lambda: realtime(page).get("window") or realtime(page).get("confirm") or view(page)["result"])
    assert seen_confirm, "the playing player changed but no confirm appeared (EW-20)"
    page.wait_for_selector("#confirm")
    count = view(page)["pile_count"]
    slaps = lambda: sum("slapped" in l for l in log_lines(page))
    before = slaps()
    page.keyboard.press("j")  # judging is stopped until the button is pressed
    time.sleep(0.3)
    assert view(page)["pile_count"] == count and slaps() == before
    page.click("#confirm")
    wait_until(lambda: not realtime(page).get("confirm"))
    page.keyboard.press("Space")
    wait_until(lambda: realtime(page).get("window"))
    page.keyboard.press("j")  # EW-19: J slaps for player 2
    wait_until(lambda: slaps() > before)


def test_a_small_deal_played_to_the_end_with_keys(page, tmp_path):
    from webserver import ServerProcess

    srv = ServerProcess(tmp_path / "short.sqlite", cpu_delay=0.2, extra=("--slap-window", "0.6")).start()
    try:
        # 7-7 is a double: Player 1 slaps it and then holds every card (EW-13)
        start(page, srv, second="human", setup={"decks": [["7C", "2D"], ["7H"]], "first": 0})
        page.keyboard.press("Space")
        wait_until(lambda: realtime(page).get("window"))  # the 7C is out
        wait_until(lambda: realtime(page).get("confirm"))  # EW-20: Player 2 plays next
        page.click("#confirm")
        wait_until(lambda: not realtime(page).get("confirm"))
        page.keyboard.press("Space")  # Player 2's 7H
        wait_until(lambda: realtime(page).get("window"))
        page.keyboard.press("f")
        page.wait_for_selector("#end-result", timeout=10_000)
        assert "Player 1" in page.inner_text("#end-result")
    finally:
        srv.stop()
