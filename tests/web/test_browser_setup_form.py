"""Issue 16 §5: the hot-seat hand-over survives a reload and "Continue"; the new-game form
keeps seat choices, shows a level box only for CPU seats and sends the chosen level."""

from __future__ import annotations

import json
import re

import pytest
from helpers import room_state, set_lang

pytestmark = pytest.mark.browser


def settled_state(page) -> dict:
    # read the room only once the shown seat's update is the newest: the server sends each
    # seat its update in turn, and a legal list from an update not yet replaced would be
    # refused as stale, so the game would never move on
    page.wait_for_function(
        "() => { const r = window.tefudaRoom, u = r.latest(), m = r.updates[r.shown];"
        " return u.over || (m && m.seq === u.seq); }"
    )
    return room_state(page)


def first_diving_action(page, legal):
    page.evaluate("(a) => window.tefudaRoom.act(window.tefudaRoom.shown, a)", "hunt" if "hunt" in legal else legal[0])


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_reload_between_two_players_shows_the_hand_over_again(page, server, lang):
    """The issue's repro: Diving, both seats Person, one action, reload."""
    page.goto(server.url + "/")
    set_lang(page, lang)
    page.goto(server.url + "/#/new/diving")
    page.select_option('select[data-seat="1"]', "human")
    page.click("#start")
    page.click("#reveal")
    page.wait_for_selector("#hand [data-idx]")
    mover = room_state(page)["seat"]
    while (state := settled_state(page))["seat"] == mover and state["revealed"]:
        seq = state["seq"]
        first_diving_action(page, state["legal"])
        page.wait_for_function("(n) => window.tefudaRoom.latest().seq > n", arg=seq)
    page.wait_for_selector("#handover")
    page.reload()
    page.wait_for_selector("#handover")
    assert page.locator("#hand").count() == 0, "the next player's hand showed after the reload"
    assert room_state(page)["seat"] != mover
    # and through "Continue" on the home page
    page.goto(server.url + "/")
    page.click("button.continue")
    page.wait_for_selector("#handover")
    assert page.locator("#hand").count() == 0
    other = 2 - mover  # the seat that did not act, counted from 1
    who = f"Player {other}" if lang == "en" else f"プレイヤー{other}"
    assert who in page.inner_text("#handover")
    page.click("#reveal")
    page.wait_for_selector("#hand [data-idx]")


def test_one_person_against_cpus_sees_the_hand_at_once_after_a_reload(page, server):
    page.goto(server.url + "/#/new/diving")
    page.click("#start")
    page.wait_for_selector("#hand [data-idx]")
    page.reload()
    page.wait_for_selector("#hand [data-idx]")
    assert page.locator("#handover").count() == 0


def test_changing_the_player_count_keeps_earlier_seat_choices(page, server):
    page.goto(server.url + "/#/new/daifugo")
    page.select_option("#players", "4")
    page.select_option('select[data-seat="1"]', "human")
    page.select_option('select[data-level="2"]', "hard")
    page.select_option('select[data-level="3"]', "easy")
    page.select_option("#players", "6")
    assert page.input_value('select[data-seat="1"]') == "human"
    assert page.input_value('select[data-level="2"]') == "hard"
    assert page.input_value('select[data-level="3"]') == "easy"
    assert page.locator(".seat-row").count() == 6
    page.select_option("#players", "3")  # fewer seats, then more again: still remembered
    page.select_option("#players", "4")
    assert page.input_value('select[data-level="3"]') == "easy"
    assert page.input_value('select[data-seat="1"]') == "human"


def test_who_starts_offers_only_players_at_the_table(page, server):
    """Trump OS's "Who starts" names Player 1-4: a 2-player table offers Players 1 and 2,
    a chosen Player 4 falls back to the default when the table shrinks, and the form sends
    only what the game accepts."""
    page.goto(server.url + "/#/new/trump_os")
    page.select_option("#players", "2")

    def offered():
        return page.eval_on_selector_all("#opt-first option", "os => os.filter((o) => !o.disabled).map((o) => o.value)")

    assert offered() == ["random", "1", "2"]
    page.select_option("#players", "4")
    assert offered() == ["random", "1", "2", "3", "4"]
    page.select_option("#opt-first", "4")
    page.select_option("#players", "3")
    assert offered() == ["random", "1", "2", "3"] and page.input_value("#opt-first") == "random"
    page.select_option("#opt-first", "3")
    with page.expect_request("**/api/rooms") as req:
        page.click("#start")
    body = json.loads(req.value.post_data)
    assert body["options"] == {"players": 3, "first": "3"}
    page.wait_for_selector("#board, #handover")


def test_people_have_no_level_box_and_the_chosen_levels_are_sent(page, server):
    page.goto(server.url + "/#/new/daifugo")
    page.select_option("#players", "4")
    assert not page.is_visible('select[data-level="0"]')  # seat 1 is a person
    page.select_option('select[data-seat="1"]', "human")
    assert not page.is_visible('select[data-level="1"]')
    page.select_option('select[data-seat="1"]', "cpu")
    assert page.is_visible('select[data-level="1"]')
    page.select_option('select[data-level="1"]', "hard")
    page.select_option('select[data-level="2"]', "easy")
    page.select_option('select[data-seat="3"]', "human")
    with page.expect_request("**/api/rooms") as req:
        page.click("#start")
    sent = json.loads(req.value.post_data)["seats"]
    assert [s["kind"] for s in sent] == ["human", "cpu", "cpu", "human"]
    assert sent[1]["level"] == "hard" and sent[2]["level"] == "easy"
    assert "level" not in sent[0] and "level" not in sent[3]
    page.wait_for_selector("#board, #handover")
    seats = page.evaluate("() => window.tefudaRoom.info.seats")
    assert [s["level"] for s in seats] == [None, "hard", "easy", None]


@pytest.mark.parametrize("game,level", [("trump_os", "hard"), ("diving", "hard"), ("daifugo", "normal")])
def test_the_cpus_start_at_the_games_default_level_as_in_the_terminal(page, server, game, level):
    """The form's CPUs start at the level `tefuda play GAME` faces (the descriptor's
    default_level): Trump OS's planner and Diving's search, Daifugo's normal."""
    from tefuda.games import descriptor

    assert descriptor(game).default_level == level
    page.goto(server.url + f"/#/new/{game}")
    page.wait_for_selector("#start")
    assert page.input_value('select[data-level="1"]') == level


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_solitaire_youscout_has_no_seat_or_level_box(page, server, lang):
    page.goto(server.url + "/")
    set_lang(page, lang)
    page.goto(server.url + "/#/new/youscout")
    page.wait_for_selector("#start")
    assert page.locator(".seat-level").count() == 0 and page.locator(".seat-kind").count() == 0
    assert page.locator("#online").count() == 0
    with page.expect_request("**/api/rooms") as req:
        page.click("#start")
    assert json.loads(req.value.post_data)["seats"] == [{"kind": "human", "claim": True}]
    page.wait_for_selector("#board")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_option_and_preset_is_shown_by_its_label_with_help(page, server, lang):
    from helpers import GAMES, api

    catalog = {g["name"]: g for g in api(server, "/api/games")}
    page.goto(server.url + "/")
    set_lang(page, lang)
    for game in GAMES:
        g = catalog[game]
        page.goto(server.url + f"/#/new/{game}")
        page.wait_for_selector("#start")
        text = page.inner_text("#setup")
        for o in g["options"]:
            if o["name"] == "players":
                continue
            label = page.inner_text(f'label[for="opt-{o["name"]}"], label:has(#opt-{o["name"]}) > span')
            assert label == o["label"][lang], (game, o["name"], label)
            assert page.inner_text(f'#opt-{o["name"]}-help') == o["help"][lang]
            for c, texts in (o.get("choice_labels") or {}).items():
                assert page.inner_text(f'#opt-{o["name"]} option[value="{c}"]') == texts[lang]
        assert not re.search(r"\b[a-z]+_[a-z0-9_]+\b", text), (game, re.findall(r"\b[a-z]+_[a-z0-9_]+\b", text))
        for p in g["preset_info"]:
            assert page.inner_text(f'#preset option[value="{p["name"]}"]') == p["label"][lang]
            page.select_option("#preset", p["name"])
            assert page.inner_text("#preset-help") == p["help"][lang]
            # the preset's values show on the option controls
            for name, value in g["preset_values"][p["name"]].items():
                if name == "players":
                    assert page.input_value("#players") == str(value)
                    continue
                el = page.locator(f'[data-opt="{name}"]')
                if el.get_attribute("type") == "checkbox":
                    assert el.is_checked() == bool(value), (game, p["name"], name)
                else:
                    assert el.input_value() == str(value), (game, p["name"], name)


def test_a_preset_is_sent_with_only_the_options_changed_after_it(page, server):
    page.goto(server.url + "/#/new/daifugo")
    page.select_option("#preset", "house")
    page.uncheck('[data-opt="shibari"]')  # the person turns one of the preset's rules off again
    page.check('[data-opt="five_skip"]')
    with page.expect_request("**/api/rooms") as req:
        page.click("#start")
    options = json.loads(req.value.post_data)["options"]
    assert options == {"players": 5, "preset": "house", "shibari": False, "five_skip": True}
    page.wait_for_selector("#board, #handover")
    info = page.evaluate("() => window.tefudaRoom.info.options")
    assert info["eight_cut"] is True and info["shibari"] is False and info["five_skip"] is True


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_egyptian_wars_settings_are_the_seeds_standard_doubles_only_and_custom(page, server, lang):
    """The seed's screen: 標準 chosen at first, ダブルのみ, 自分で設定 — a preset's slap
    patterns are shown fixed (the engine refuses to change them), custom offers each."""
    page.goto(server.url + "/")
    page.click(f"#lang-{lang}")
    page.goto(server.url + "/#/new/egyptian_war")
    page.wait_for_selector("#start")
    labels = page.eval_on_selector_all("#preset option", "os => os.map((o) => [o.value, o.textContent])")
    names = {"en": ["Standard", "Doubles only", "Custom"], "ja": ["標準", "ダブルのみ", "自分で設定"]}[lang]
    assert labels == [list(x) for x in zip(["standard", "double_only", "custom"], names)]  # no "no preset"
    assert page.input_value("#preset") == "standard"
    assert page.is_checked('[data-opt="sandwich"]') and page.is_disabled('[data-opt="sandwich"]')
    assert page.is_disabled('[data-opt="sum10"]') and not page.is_disabled('[data-opt="penalty"]')
    page.select_option("#preset", "double_only")
    assert not page.is_checked('[data-opt="sandwich"]') and page.is_disabled('[data-opt="sandwich"]')
    page.select_option("#preset", "custom")
    assert page.is_enabled('[data-opt="sandwich"]') and page.is_enabled('[data-opt="kq"]')
    page.check('[data-opt="kq"]')
    with page.expect_request("**/api/rooms") as req:
        page.click("#start")
    options = json.loads(req.value.post_data)["options"]
    assert options["preset"] == "custom" and options["kq"] is True
    page.wait_for_selector("#board")
    info = page.evaluate("() => window.tefudaRoom.info.options")
    assert info["kq"] is True and info["sandwich"] is True


def test_a_game_without_a_default_preset_still_offers_no_preset(page, server):
    page.goto(server.url + "/#/new/daifugo")
    page.wait_for_selector("#start")
    assert page.input_value("#preset") == ""
