"""Protocol conformance: check_game, illegal actions, views, records and `tefuda replay`."""

import json
import random

import pytest

from tefuda.apps.cli import main
from tefuda.core import i18n
from tefuda.core.errors import IllegalAction, OptionError, SetupError
from tefuda.core.record import Record
from tefuda.games import start_record
from tefuda.games.egyptian_war import BOTS, GAME, play_game
from tefuda.testing import Scenario, check_game, raises_key

CLOCK = -1


def test_check_game_default_variant():
    report = check_game(GAME(), playouts=400)
    assert report.games == 400 and report.replays_checked == 20


@pytest.mark.parametrize(
    "options,playouts",
    [
        ({"mode": "100"}, 100),
        ({"mode": "200", "penalty": 2}, 60),
        ({"preset": "double_only"}, 60),
        ({"preset": "custom", "top_bottom": True, "sum10": True, "kq": True}, 60),
        ({"players": 3}, 30),
        ({"players": 4, "mode": "100"}, 30),
    ],
)
def test_check_game_variants(options, playouts):
    report = check_game(GAME(options), playouts=playouts, deep_games=5)
    assert report.games == playouts


def deal(decks, first=0, **options):
    return Scenario("egyptian_war", options, {"decks": decks, "first": first})


def test_illegal_actions_have_clear_messages_and_change_nothing():
    sc = deal([["2S", "3S"], ["4H", "5H"]], first=0)
    sc.rejects(1, "play", "ew.not_your_turn")  # out of turn
    sc.rejects(0, "slap", "ew.no_window")
    sc.rejects(0, "close", "ew.clock_only")
    sc.rejects(CLOCK, "close", "ew.close_no_window")
    sc.rejects(CLOCK, "play", "ew.clock_cannot")
    sc.rejects(2, "play", "ew.bad_seat")
    sc.rejects(0, "draw", "ew.unknown_action")
    before = sc.state.to_json()
    for value in (None, 3, ("play",)):  # action values that are no action
        with raises_key(IllegalAction, "ew.unknown_action"):
            sc.state.apply(0, value)
    assert sc.state.to_json() == before
    sc.play(0, "play")
    sc.rejects(0, "play", "ew.play_in_window")
    sc.rejects(1, "play", "ew.play_in_window")
    sc.rejects(1, "close", "ew.clock_only")
    sc.rejects(CLOCK, "slap", "ew.clock_cannot")


def test_illegal_action_messages_exist_in_japanese():
    sc = deal([["2S", "3S"], ["4H", "5H"]], first=0)
    sc.play(0, "play")
    try:
        sc.state.apply(0, "play")
    except IllegalAction as e:
        assert e.key == "ew.play_in_window"
        assert "反応受付中" in e.localized("ja")
    keys = [k for k in i18n.catalog() if k.startswith("ew.")]
    assert keys and all("ja" in i18n.catalog()[k] for k in keys)


def test_bad_setups_and_options_are_refused_clearly():
    g = GAME()
    with raises_key(SetupError, "ew.setup_duplicate"):
        g.new_state(setup={"decks": [["2S"], ["2S"]], "first": 0})
    with raises_key(SetupError, "ew.setup_decks"):
        g.new_state(setup={"decks": [["2S"]], "first": 0})
    with raises_key(SetupError, "ew.setup_first"):
        g.new_state(setup={"decks": [["2S"], ["3S"]], "first": 5})
    with raises_key(SetupError, "card.bad"):
        g.new_state(setup={"decks": [["2X"], ["3S"]], "first": 0})
    with raises_key(SetupError, "ew.setup_no_cards"):
        g.new_state(setup={"decks": [[], []], "first": 0})
    with pytest.raises(OptionError):
        GAME(mode="50")
    with pytest.raises(OptionError):
        GAME(penalty=3)
    with pytest.raises(OptionError):
        GAME(preset="double_only", sandwich=True)


def test_to_move_lists_every_seat_that_may_slap_and_the_clock_during_a_window():
    sc = deal([["2S", "3S"], ["4H", "5H"]], first=0)
    assert sc.state.to_move() == (0,)
    sc.play(0, "play")
    assert sc.state.to_move() == (CLOCK, 0, 1)
    assert sc.state.legal_actions(1) == ["slap"] and sc.state.legal_actions(CLOCK) == ["close"]
    sc.play(1, "slap")
    assert sc.state.to_move() == (CLOCK, 0)
    assert sc.state.legal_actions(1) == []


def test_views_hide_deck_orders_and_penalty_cards_from_everyone():
    sc = deal([["2S", "3S", "KD"], ["4H", "5H", "QC"]], first=0)
    sc.play(0, "play").play(1, "slap")  # 4H goes face down
    for seat in (0, 1, None):
        text = json.dumps(sc.view(seat))
        for hidden in ("3S", "KD", "4H", "5H", "QC"):
            assert hidden not in text
        assert sc.view(seat)["penalty"] == 1 and sc.view(seat)["decks"] == [2, 2]


def test_determinize_samples_are_consistent_with_the_view():
    g = GAME()
    rng = random.Random(5)
    st = g.new_state(seed=5)
    bots = [BOTS["normal"](g, 0, seed=1), BOTS["hard"](g, 1, seed=2)]
    checked = 0
    while not st.is_over() and checked < 300:
        for seat in (0, None):
            view = st.view(seat)
            sample = g.determinize(view, rng)
            assert sample.view(seat) == view
            assert sorted(str(c) for c in sample.all_cards()) == sorted(str(c) for c in st.all_cards())
        seats = st.to_move()
        if st.window:
            seat = seats[rng.randrange(len(seats))]
            st.apply(seat, st.legal_actions(seat)[0])
        else:
            st.apply(seats[0], bots[seats[0]].act(st.view(seats[0]), st.legal_actions(seats[0])))
        checked += 1
    assert checked > 100


def _record_with_everything():
    """A bot game in 100-card mode with two-card penalties: slaps, false slaps, challenges."""
    g = GAME(mode="100", penalty=2)
    st = g.new_state(seed=1)
    bots = [BOTS["easy"](g, 0, seed=3), BOTS["normal"](g, 1, seed=4)]
    play_game(st, bots, random.Random(1))
    kinds = {e["kind"] for e in st.log}
    assert {"slap", "false_slap", "take", "end"} <= kinds
    assert any(e["kind"] == "take" and e["why"] == "challenge" for e in st.log)
    assert any(e["kind"] == "false_slap" and e["penalty"] == 2 for e in st.log)
    assert st.result()["reason"] == "short"
    return st


def test_records_with_slaps_penalties_challenges_and_short_mode_replay_exactly():
    st = _record_with_everything()
    rec = Record.from_json(json.loads(json.dumps(st.record().to_json())))
    _, again = start_record(rec)
    for step, _ in rec.replay(again):
        assert step.ok, step.error
    assert again.to_json() == st.to_json()
    assert again.result() == st.result()


def test_tefuda_replay_json_reports_an_illegal_action_in_the_middle(tmp_path, capsys):
    st = _record_with_everything()
    data = st.record().to_json()
    actions = data["actions"]
    k = next(i for i, a in enumerate(actions) if a["action"] == "close")
    actions.insert(k, {"seat": 0, "action": "play"})  # a play while the window is open
    path = tmp_path / "ew.json"
    path.write_text(json.dumps(data))
    assert main(["replay", str(path), "--json"]) == 0
    lines = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    bad = lines[k]
    assert bad["ok"] is False and "window" in bad["error"]
    assert all(x["ok"] for x in lines[:-1] if x["i"] != k)
    assert lines[-1]["over"] is True and lines[-1]["result"] == st.result()


def test_setup_round_trip_and_partial_setups():
    g = GAME()
    st = g.new_state(seed=3)
    again = g.new_state(setup=st.setup())
    assert again.to_json() == st.to_json()
    small = g.new_state(setup={"decks": [["AS", "2S"], ["3S"]], "first": 1})
    assert small.setup() == {"decks": [["AS", "2S"], ["3S"]], "first": 1}
    assert len(small.all_cards()) == 3
