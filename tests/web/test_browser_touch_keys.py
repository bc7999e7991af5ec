"""On a touch screen a button does not name its keyboard key: a newcomer on a phone read
'Slap! (F)' and 'Next card (Space)' and found no F or Space key to press. With a mouse
and keyboard the key stays beside the words."""

from __future__ import annotations

import pytest
from helpers import open_room

pytestmark = pytest.mark.browser

ME, CPU = {"kind": "human"}, {"kind": "cpu", "level": "easy"}


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("touch", [True, False])
def test_egyptian_wars_buttons_name_their_keys_only_for_a_keyboard(browser, server, lang, touch):
    size = {"width": 390, "height": 844} if touch else {"width": 1280, "height": 900}
    ctx = browser.new_context(viewport=size, has_touch=touch, is_mobile=touch, locale="en-US")
    page = ctx.new_page()
    try:
        open_room(page, server, "egyptian_war", [ME, CPU], lang=lang)
        page.wait_for_selector("#slap1")
        slap, nxt = page.inner_text("#slap1"), page.inner_text("#next")
        key, space = ("(F)", "(Space)") if lang == "en" else ("（F）", "（スペース）")
        if touch:
            assert key not in slap and space not in nxt, (slap, nxt)
            assert slap.strip() in ("Slap!", "叩く！") and nxt.strip() in ("Next card", "次の札")
        else:
            assert slap.endswith(key) and nxt.endswith(space), (slap, nxt)
    finally:
        ctx.close()


def test_two_people_at_one_keyboard_see_their_slap_keys(browser, server):
    """Two people sharing a computer slap with F and J (the seed's same-device keys): each
    button names its person and key."""
    ctx = browser.new_context(viewport={"width": 1280, "height": 900}, locale="en-US")
    page = ctx.new_page()
    try:
        open_room(page, server, "egyptian_war", [ME, ME], lang="en")
        page.wait_for_selector("#slap2")
        names = [page.inner_text("#slap1").replace("\n", " "), page.inner_text("#slap2").replace("\n", " ")]
        assert names == ["Player 1: slap! (F)", "Player 2: slap! (J)"]
    finally:
        ctx.close()
