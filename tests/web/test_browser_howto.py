"""Issue 16 §1: the How to play page — served per language, rendered from the Markdown
subset of contract 4 without letting any markup of the text through, reachable from the
home cards and, beside the table, from the "?" button of a game in progress."""

from __future__ import annotations

import json
import urllib.error
import urllib.request

import pytest
from helpers import GAMES, api, set_lang

pytestmark = pytest.mark.browser

SAMPLE = """# Diving

Two divers race for **treasure**.
Your hand is your oxygen (DIV-4).

## One turn
- **Hunt**: turn a card [card:QS], a joker [card:JK]
- refill
  continued on a second line

| card | value |
|---|---|
| [card:10H] | 10 |
| [tarot:A06] | — |

<script>window.pwned = 1</script><img src=x onerror="window.pwned = 2"> [card:ZZ] [tarot:Z99] [card:QS" onload="x]
**bold <b>tag</b>** `code`
"""


def render(page, text, lang="en"):
    return page.evaluate(
        "async ([src, lang]) => { const m = await import('/static/howto.js'); "
        "const div = document.createElement('div'); div.id = 'probe'; div.innerHTML = m.renderMarkdown(src, lang); "
        "document.body.appendChild(div); return div.innerHTML; }",
        [text, lang],
    )


def test_the_markdown_subset_is_rendered_and_nothing_else_gets_through(page, server):
    page.goto(server.url + "/")
    page.wait_for_selector("article.game-card")
    render(page, SAMPLE)
    probe = page.locator("#probe")
    assert probe.locator("h2").inner_text() == "Diving"
    assert probe.locator("h3").inner_text() == "One turn"
    assert probe.locator("ul > li").count() == 2
    assert "continued on a second line" in probe.locator("ul > li").nth(1).inner_text()
    assert probe.locator("p strong").first.inner_text() == "treasure"
    assert probe.locator("small.ref").first.inner_text() == "(DIV-4)"
    assert probe.locator("table thead th").count() == 2 and probe.locator("table tbody tr").count() == 2
    # card pictures, named for people
    assert probe.locator('svg[aria-label="Queen of spades"]').count() == 1
    assert probe.locator('svg[aria-label="Joker"]').count() == 1
    assert probe.locator('table svg[aria-label="10 of hearts"]').count() == 1
    assert probe.locator('svg[aria-label="The Lovers"]').count() == 1
    # every tag of the text is text: no script, no image, no handler ran
    assert probe.locator("script, img, b").count() == 0
    assert page.evaluate("() => window.pwned") is None
    text = probe.inner_text()
    assert "<script>" in text and "<img" in text and "[card:ZZ]" in text and "[tarot:Z99]" in text
    assert probe.locator("[onload], [onerror]").count() == 0
    assert probe.locator("code").inner_text() == "code"


def test_japanese_lines_join_without_a_space_and_cards_are_named_in_japanese(page, server):
    page.goto(server.url + "/")
    page.wait_for_selector("article.game-card")
    html = render(page, "手札が酸素です。\n使うほど深く潜ります。[card:QS]", "ja")
    assert "酸素です。使うほど" in html
    assert page.locator('#probe svg[aria-label="スペードのQ"]').count() == 1


def test_the_server_serves_each_language_and_says_which(server):
    games = {g["name"]: g for g in api(server, "/api/games")}
    assert set(GAMES) <= set(games)
    for name, g in games.items():
        if not g["howto"]:
            with pytest.raises(urllib.error.HTTPError) as e:
                urllib.request.urlopen(server.url + f"/api/howto/{name}")
            assert e.value.code == 404
            continue
        for lang in ("en", "ja"):
            doc = api(server, f"/api/howto/{name}?lang={lang}")
            assert doc["lang"] == (lang if lang in g["howto"] else g["howto"][0])
            assert doc["text"].strip() and doc["langs"] == g["howto"]
            # the browser's page: what to do in the browser, not the commands a terminal takes
            assert "**In the terminal**" not in doc["text"] and "**端末**" not in doc["text"]
            if name == "trump_os":
                assert ("**In the browser**" if lang == "en" else "**ブラウザ**") in doc["text"]
                assert "place 4H@7" not in doc["text"]
    with pytest.raises(urllib.error.HTTPError) as e:
        urllib.request.urlopen(server.url + "/api/howto/chess")
    assert e.value.code == 404


def written(server) -> list[str]:
    return [g["name"] for g in api(server, "/api/games") if g["howto"]]


def test_home_cards_link_to_how_to_play_only_when_it_is_written(page, server):
    page.goto(server.url + "/")
    page.wait_for_selector("article.game-card")
    have = written(server)
    for name in GAMES:
        link = page.locator(f'article[data-game="{name}"] a.howto-link')
        assert link.count() == (1 if name in have else 0), name


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_page_and_the_panel_beside_a_game(page, server, lang):
    have = written(server)
    if not have:
        pytest.skip("no game has a How to play text yet (engineer content writes them)")
    name = "diving" if "diving" in have else have[0]
    page.goto(server.url + "/")
    set_lang(page, lang)
    page.click(f'article[data-game="{name}"] a.howto-link')
    page.wait_for_selector(".howto-page .howto-text h2")
    assert page.url.endswith(f"#/howto/{name}")
    doc = json.loads(urllib.request.urlopen(server.url + f"/api/howto/{name}?lang={lang}").read())
    assert page.get_attribute(".howto-text", "lang") == doc["lang"]
    # from inside a game: the panel opens beside the table; the game goes on underneath
    page.goto(server.url + f"/#/new/{name}")
    page.click("#start")
    page.wait_for_selector("#board")
    seq = page.evaluate("() => window.tefudaRoom.latest().seq")
    page.click("#howto-open")
    page.wait_for_selector("#howto-panel .howto-text h2")
    assert page.is_visible("#board") or page.viewport_size["width"] < 900
    assert page.evaluate("() => document.activeElement.id") == "howto-close"
    assert page.evaluate("() => window.tefudaRoom && !window.tefudaRoom.closed")
    assert page.evaluate("() => window.tefudaRoom.latest().seq") >= seq
    page.keyboard.press("Escape")
    assert not page.is_visible("#howto-panel")
    assert page.evaluate("() => document.activeElement.id") == "howto-open"
    page.click("#howto-open")
    page.click("#howto-close")
    assert not page.is_visible("#howto-panel")


def test_a_page_in_the_other_language_says_so(page, server):
    page.goto(server.url + "/")
    page.wait_for_selector("article.game-card")
    html = page.evaluate("""async () => { const m = await import('/static/howto.js'); const i = await import('/static/i18n.js');
        return m.howtoBody({lang: 'en', text: '# Title\\n\\nText.'}, 'ja', i.makeT('ja')); }""")
    assert "このページの日本語版はありません" in html and '<div class="howto-text" lang="en">' in html


def test_switching_the_language_redraws_the_open_panel(page, server):
    page.goto(server.url + "/#/new/diving")
    page.click("#start")
    page.wait_for_selector("#howto-open")
    page.click("#howto-open")
    page.wait_for_selector("#howto-panel .howto-text[lang=en]")
    page.click("#lang-ja")
    page.wait_for_selector("#howto-panel .howto-text[lang=ja]")
    assert "遊び方" in page.inner_text("#howto-title")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_page_renders_with_its_rule_ids_small_and_its_cards_named(page, server, lang):
    """The real pages: headings, every card token drawn (none left as text), and rule ids
    only as small trailing references."""
    page.goto(server.url + "/")
    set_lang(page, lang)
    for name in GAMES:
        page.goto(server.url + f"/#/howto/{name}")
        page.wait_for_selector(".howto-text h2")
        found = page.evaluate("""() => {
          const root = document.querySelector('.howto-text');
          const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
          const loose = [], tokens = [];
          for (let n = walker.nextNode(); n; n = walker.nextNode()) {
            if (/[A-Z]{2,4}-\\d+/.test(n.textContent) && !n.parentElement.closest('small.ref')) loose.push(n.textContent.trim());
            if (/\\[(card|tarot):/.test(n.textContent)) tokens.push(n.textContent.trim());
          }
          const pictures = root.querySelectorAll('svg.card.inline[aria-label]').length;
          return {loose, tokens, pictures, refs: root.querySelectorAll('small.ref').length};
        }""")
        assert not found["loose"], (name, found["loose"][:5])
        assert not found["tokens"], (name, found["tokens"][:5])
        assert found["pictures"] > 0, (name, found)
        if name == "egyptian_war":  # the seed's tips and FAQ (issue #21), questions in bold
            heads = page.eval_on_selector_all(".howto-text h3", "hs => hs.map((h) => h.textContent)")
            assert heads[-1] == TIPS[lang], heads
            bold = page.eval_on_selector_all(".howto-text p > strong:first-child", "bs => bs.map((b) => b.textContent)")
            assert FAQ[lang] in bold, bold


TIPS = {"en": "Tips and questions", "ja": "コツとよくある質問"}
FAQ = {"en": "Can I slap whenever a J appears?", "ja": "Jが出たらいつでも叩けますか？"}
