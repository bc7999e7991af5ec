"""Issue 16 §3: a banner says whose turn it is and what they may do; CPU moves are
highlighted (without motion when the person asks for less); at the end every control is
disabled, the result is told in words with a scoreboard, Play again keeps the settings,
and an online room offers its players a rematch in the same seats."""

from __future__ import annotations

import time

import pytest
from helpers import act_once, api, axe_problems, open_room, play_on, set_lang

pytestmark = pytest.mark.browser

CPU = {"kind": "cpu", "level": "easy"}
ME = {"kind": "human"}


def banner(page) -> str:
    return page.inner_text("#banner")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_banner_says_whose_turn_and_what_to_do(page, slow_server, lang):
    page.goto(slow_server.url + "/")
    set_lang(page, lang)
    page.goto(slow_server.url + "/#/new/daifugo")
    page.select_option("#players", "3")
    page.fill('[data-opt="games"]', "1")
    page.click("#start")
    page.wait_for_selector("#banner")
    thinking = "is thinking" if lang == "en" else "が考えています"
    yours = "Your turn —" if lang == "en" else "あなたの番 —"
    seen_thinking = seen_mine = False
    for _ in range(400):
        text = banner(page)
        if thinking in text:
            seen_thinking = True
            assert ("Player" if lang == "en" else "プレイヤー") in text
        if text.startswith(yours):
            seen_mine = True
            assert page.get_attribute("#banner", "class").split()[-1] == "mine"
            # (a lead with anything, or the match's first lead, which must hold the ♠3)
            lead = "lead with" if lang == "en" else ("好きな", "スペードの3を含む")
            beat = "play stronger cards or pass" if lang == "en" else "場より強いカードを出すかパス"
            only = "nothing you hold can be played now" if lang == "en" else "今出せるカードがありません"
            leads = (lead,) if isinstance(lead, str) else lead
            assert any(x in text for x in leads) or beat in text or only in text, text
            if not seen_thinking:
                act_once(page, ("pass", "play"))  # so that the CPUs play next
        if seen_thinking and seen_mine:
            break
        time.sleep(0.05)
    assert seen_thinking and seen_mine


# the highlighted seat's style, read in the same call that finds it: the highlight lasts
# 1.2 s (room.js FLASH_MS), and a second call could come after it is gone
MOVED_STYLE = """() => { const e = document.querySelector('.player[data-seat="1"].moved');
  if (!e) return null; const s = getComputedStyle(e); return {anim: s.animationName, outline: s.outlineStyle}; }"""


def wait_for_a_cpu_move(page) -> dict:
    """Play on (hunting, then yielding or paying) until the CPU's move is highlighted; its
    style then."""
    for _ in range(300):
        style = page.evaluate(MOVED_STYLE)
        if style:
            return style
        act_once(page, ("hunt", "yield", "take"))
        time.sleep(0.05)
    raise AssertionError("no CPU move was highlighted")


def test_a_cpu_move_is_highlighted_and_announced(page, slow_server):
    open_room(page, slow_server, "diving", [ME, CPU])
    page.wait_for_selector("#hand [data-idx]")
    assert wait_for_a_cpu_move(page)["anim"] == "glow"
    page.wait_for_function("() => document.getElementById('announce').textContent.includes('Player 2')")


def test_reduced_motion_keeps_the_highlight_without_movement(browser, slow_server):
    ctx = browser.new_context(reduced_motion="reduce")
    page = ctx.new_page()
    open_room(page, slow_server, "diving", [ME, CPU])
    page.wait_for_selector("#hand [data-idx]")
    assert wait_for_a_cpu_move(page) == {"anim": "none", "outline": "solid"}
    ctx.close()


def check_end(page, lang):
    """The end screen as the issue asks for it."""
    page.wait_for_selector("#end")
    over = "Game over" if lang == "en" else "ゲーム終了"
    assert page.inner_text("#banner").startswith(over)
    text = page.inner_text("#result-text")
    assert text and "_" not in text and "{" not in text, text
    assert page.locator("#scoreboard tbody tr").count() >= 1
    live = page.evaluate(
        "() => [...document.querySelectorAll('#board button, #board input, #board select')]"
        ".filter((e) => !e.disabled).map((e) => e.id || e.outerHTML.slice(0, 60))"
    )
    assert live == [], f"controls still usable after the end: {live}"
    assert page.locator("#legal-box").count() == 0
    assert page.is_enabled("#play-again") and page.is_visible("#back-games")
    return text


ENDINGS = {
    # (seats, options, setup, preferred actions, words expected in the result)
    "daifugo": (
        [ME, CPU, CPU],
        {"players": 3, "games": 1},
        {"hands": [["3D"], ["4S", "9S"], ["5H", "8H"]], "titles": None},
        ("play", "pass"),
        {"en": "from first out to last", "ja": "あがり順"},
    ),
    # the deck is empty: both come up at once, the joker's holder takes the bonus (DIV-15)
    "diving": (
        [ME, CPU],
        {},
        {"hands": [["10S", "JK"], ["9H", "3C"]], "bonus": ["KD", "QC"], "deck": [], "first": 0},
        ("return",),
        {"en": "luxury", "ja": "豪華さ"},
    ),
    "trump_os": ([ME, CPU], {"players": 2, "max_rounds": 1}, None, ("place", "run"), {"en": "target", "ja": "お題"}),
    "youscout": ([ME], {}, None, (), {"en": "the token ended on", "ja": "駒は"}),
}


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("game", list(ENDINGS))
def test_the_end_disables_the_table_tells_the_result_and_plays_again(page, server, game, lang):
    seats, options, setup, prefer, words = ENDINGS[game]
    room = open_room(page, server, game, seats, options=options, setup=setup, lang=lang)
    play_on(page, prefer)
    text = check_end(page, lang)
    assert words[lang] in text, text
    if lang == "ja":
        assert not any(w in text for w in ("Player", "wins", "draw")), text
    # Play again: a new room, same settings and seats, this browser in the same seat
    label = "Play again" if lang == "en" else "同じ設定でもう一度"
    assert label in page.inner_text("#play-again")
    page.click("#play-again")
    page.wait_for_function(
        "(old) => window.tefudaRoom && window.tefudaRoom.id !== old && window.tefudaRoom.latest()", arg=room["room"]
    )
    new = page.evaluate("() => window.tefudaRoom.info")
    old = api(server, f"/api/rooms/{room['room']}")
    assert new["options"] == old["options"]
    assert [(s["kind"], s["level"]) for s in new["seats"]] == [(s["kind"], s["level"]) for s in old["seats"]]
    assert page.evaluate("() => window.tefudaRoom.seats") == [0]
    assert old["rematch"] == new["room"]
    assert not new["over"]


def test_egyptian_war_ends_with_the_result_in_words(page, tmp_path):
    from webserver import ServerProcess

    # a 0.6 s window could close before the F pressed once it opens lands (a loaded machine):
    # the game would then go on and never end
    srv = ServerProcess(tmp_path / "ew.sqlite", cpu_delay=0.2, extra=("--slap-window", "4.0")).start()
    try:
        # 7-7 is a double: whoever slaps it first holds every card (EW-13)
        open_room(
            page, srv, "egyptian_war", [ME, {"kind": "human"}], setup={"decks": [["7C", "2D"], ["7H"]], "first": 0}
        )
        page.keyboard.press("Space")
        page.wait_for_function("() => window.tefudaRoom.realtime && window.tefudaRoom.realtime.confirm")
        problems = axe_problems(page, "the confirm on a change of player")
        page.click("#confirm")
        page.wait_for_function("() => !window.tefudaRoom.realtime.confirm")
        page.keyboard.press("Space")
        page.wait_for_function("() => window.tefudaRoom.realtime.window")
        page.keyboard.press("f")
        text = check_end(page, "en")
        problems += axe_problems(page, "the end")
        assert not problems, "\n".join(problems)
        assert "all 3 cards" in text and ("Player 1" in text or "You" in text), text
        assert page.inner_text("#play-again") == "Play again (same settings)"
    finally:
        srv.stop()


def test_an_online_room_offers_a_rematch_in_the_same_seats(browser, server):
    a = browser.new_context().new_page()
    b = browser.new_context().new_page()
    setup = {"hands": [["10S", "JK"], ["9H", "JK"]], "bonus": [], "deck": [], "first": 0}
    # a chosen deal is only for rooms whose seats are all taken at once (the server's rule):
    # the two seats' tokens go to two browsers, as if each had taken its seat by the link
    room = api(server, "/api/rooms", {"game": "diving", "options": {}, "setup": setup, "seats": [ME, ME]})
    for pg, seat in ((a, "0"), (b, "1")):
        pg.goto(server.url + "/")
        pg.evaluate(
            "([r, s]) => localStorage.setItem('tefuda.rooms', JSON.stringify([{room: r.room, game: 'diving', "
            "tokens: {[s]: r.tokens[s]}}]))",
            [room, seat],
        )
        pg.goto(server.url + f"/#/room/{room['room']}")
        pg.wait_for_function("() => window.tefudaRoom && window.tefudaRoom.seats.length === 1")
    for pg in (a, b):
        pg.wait_for_function(
            "() => window.tefudaRoom.updates[window.tefudaRoom.shown] && "
            "window.tefudaRoom.updates[window.tefudaRoom.shown].legal.length"
        )
        pg.evaluate("() => window.tefudaRoom.act(window.tefudaRoom.shown, 'return')")
    for pg in (a, b):
        pg.wait_for_selector("#end")
        assert pg.inner_text("#play-again") == "Rematch (same seats)"
    a.click("#play-again")
    a.wait_for_function("(old) => window.tefudaRoom && window.tefudaRoom.id !== old", arg=room["room"])
    new_id = a.evaluate("() => window.tefudaRoom.id")
    # the other player is told and joins in the seat they had
    b.wait_for_function(
        "() => document.querySelector('#play-again') && "
        "document.querySelector('#play-again').textContent === 'Join the rematch'"
    )
    b.click("#play-again")
    b.wait_for_function(
        "(id) => window.tefudaRoom && window.tefudaRoom.id === id && window.tefudaRoom.seats.length", arg=new_id
    )
    assert a.evaluate("() => window.tefudaRoom.seats") == [0]
    assert b.evaluate("() => window.tefudaRoom.seats") == [1]
    info = api(server, f"/api/rooms/{new_id}")
    assert all(s["taken"] for s in info["seats"]) and not info["over"]
    a.context.close()
    b.context.close()


def test_a_rematch_is_refused_before_the_end_and_to_strangers(server):
    import urllib.error

    room = api(server, "/api/rooms", {"game": "diving", "options": {}, "seats": [ME, CPU]})
    for tokens in (list(room["tokens"].values()), ["not-a-token"]):
        with pytest.raises(urllib.error.HTTPError) as e:
            api(server, f"/api/rooms/{room['room']}/rematch", {"tokens": tokens})
        assert e.value.code == 409


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_banner_hint_follows_what_is_legal(page, server, lang):
    """The renderers' hints, given the views and legal moves the server sends."""
    page.goto(server.url + "/")
    page.wait_for_selector("article.game-card")
    hints = page.evaluate(
        """async (lang) => {
      const d = await import('/static/games/daifugo.js'), v = await import('/static/games/diving.js');
      const name = (i) => `P${i + 1}`;
      const dctx = (legal, table, extra = {}) => ({ lang, legal, seat: 0, name, view: { phase: 'play', table, ...extra } });
      const vctx = (legal, treasure) => ({ lang, legal, seat: 0, name, view: { treasure, depths: [7, 3] } });
      return [
        d.hint(dctx(['pass'], { play: 'play 2S', seat: 1 })),
        d.hint(dctx(['play 3S', 'pass'], { play: 'play 2S', seat: 1 })),
        d.hint(dctx(['play 3S'], null)),
        d.hint(dctx(['give 2S 2H'], null, { phase: 'exchange', gives_pending: [[0, 2, 2]] })),
        v.hint(vctx(['yield'], 'KS')),
        v.hint(vctx(['take 9S 4H', 'yield'], 'KS')),
        v.hint(vctx(['return 9S'], null)),
      ];
    }""",
        lang,
    )
    expected = {
        "en": [
            "nothing you hold can be played now: pass",
            "play stronger cards or pass",
            "lead with any single, group or sequence",
            "choose 2 cards to give to P3, then press Give",
            "your hand cannot pay 13 oxygen: yield the treasure",
            "take the treasure (pay at least 13 oxygen) or yield it",
            "pay your depth (7) in oxygen to come back up",
        ],
        "ja": [
            "今出せるカードがありません。パスしてください",
            "場より強いカードを出すかパス",
            "好きな札を出してください（1枚・同じ数字の組・同じマークの階段）",
            "P3に渡すカードを2枚選んで「渡す」を押してください",
            "手札では酸素13を払えません。宝を譲ってください",
            "宝を入手（酸素13以上を支払う）するか譲ってください",
            "深度（7）以上の酸素を払って帰還してください",
        ],
    }
    assert hints == expected[lang]
