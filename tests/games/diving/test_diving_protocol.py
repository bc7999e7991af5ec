"""Diving against the shared protocol: check_game per option variant, views, determinize,
records and `tefuda replay`, payments listed vs. accepted."""

import json
import random

import pytest

from tefuda.apps.cli import main
from tefuda.core.errors import IllegalAction, SetupError
from tefuda.games.diving import GAME
from tefuda.games.diving.actions import minimal_payments, parse
from tefuda.testing import Scenario, check_game, raises_key, random_playout


def test_check_game_default_options():
    report = check_game(GAME(), playouts=1000)
    assert report.games == 1000 and report.leak_checked > 0 and report.illegal_checked > 0
    assert set(report.results) == {'"luxury"', '"drowned"', '"draw"'}


@pytest.mark.parametrize("options", [{"bonus": 6}, {"bonus": 10}, {"steal": False}, {"first": "1"}])
def test_check_game_option_variants(options):
    check_game(GAME(options), playouts=250, seed=7)


def _states(game, games=40, seed=0):
    """States met along random playouts (every seat's turn of every phase)."""
    for g in range(games):
        rng = random.Random(seed + g)
        state = game.new_state(seed=seed + g)
        while not state.is_over():
            yield state
            seat = state.to_move()[rng.randrange(len(state.to_move()))]
            legal = state.legal_actions(seat)
            state.apply(seat, legal[rng.randrange(len(legal))])


def test_determinize_samples_agree_with_the_view():
    game = GAME()
    rng = random.Random(5)
    checked = 0
    for state in _states(game):
        for seat in (0, 1):
            view = state.view(seat)
            sample = game.determinize(view, rng)
            assert sample.view(seat) == view
            assert sample.legal_texts(seat) == state.legal_texts(seat)  # nothing rests on hidden order
            assert sorted(str(c) for c in sample.all_cards()) == sorted(str(c) for c in state.all_cards())
            for s in sample.to_move():  # the sampled world can go on
                assert sample.legal_actions(s)
            checked += 1
    assert checked > 500


def test_the_deck_order_and_bonus_never_show_in_a_view():
    state = GAME().new_state(seed=11)
    hidden = state.setup()["bonus"] + state.setup()["deck"]
    for seat in (0, 1, None):
        text = json.dumps(state.view(seat))
        assert not [c for c in hidden if f'"{c}"' in text]
    assert f'"{state.setup()["hands"][1][1]}"' not in json.dumps(state.view(0))


def test_listed_payments_are_minimal_but_any_valid_payment_is_accepted():
    hand = parse("take 9C 4H 3D 2S JK")[1]
    listed = sorted(" ".join(c.code for c in p) for p in minimal_payments(hand, 6))
    assert listed == ["4H 2S", "4H 3D", "9C", "JK"]
    s = Scenario(
        "diving",
        {},
        {"hands": [["JK", "9C", "4H", "3D", "2S"], ["JK", "3C"]], "bonus": [], "deck": ["6D", "AD"], "first": 0},
    )
    s.play(0, "hunt")
    assert s.state.legal_texts(0) == ["take 9C", "take 4H 3D", "take 4H 2S", "take JK"]
    s.play(0, "take 2S 9C 3D")  # not listed (overpays 14 for 6), yet valid in any card order
    assert s.view(0)["depths"][0] == 14 and s.view(0)["hand"] == ["4H", "JK"]


def test_action_texts_parse_to_canonical_values():
    assert str(parse("TAKE 4h 9c")) == "take 9C 4H"
    assert str(parse("refill 3 pay 5H")) == "refill 3 pay 5H"
    assert str(parse("steal 5h kd")) == "steal 5H KD"
    assert str(parse("return")) == "return" and str(parse("return 10c")) == "return 10C"
    for bad in ["dive", "take", "take 9C 9C", "take 1Z", "refill pay 5H", "steal 5H", "hunt now"]:
        with pytest.raises(IllegalAction):
            parse(bad)


def test_bad_setups_are_refused_clearly():
    bad = [
        ({"hands": [["JK", "9C"]]}, "diving.setup.hands"),
        ({"hands": [["JK", "9C"], []]}, "diving.setup.empty_hand"),
        ({"hands": [["JK", "9C"], ["9C"]]}, "diving.setup.twice"),
        ({"hands": [["JK", "JK"], ["JK"]]}, "diving.setup.jokers"),
        ({"hands": [["JK"], ["JK"]], "first": 2}, "diving.setup.first"),
        ({"hands": [["JK"], ["ZZ"]]}, "diving.setup.card"),
        ({"hands": [["JK"], ["JK"]], "talon": []}, "diving.setup.fields"),
    ]
    for setup, key in bad:
        with raises_key(SetupError, key):
            GAME().new_state(setup=setup)


def test_setup_round_trip_deals_the_same_game():
    game = GAME()
    state = random_playout(game, seed=4)
    again = game.new_state(setup=state.setup())
    for seat, action in state.history:
        again.apply(seat, str(action))
    assert again.to_json() == state.to_json()


def test_replay_cli_reports_an_illegal_action_and_goes_on(tmp_path, capsys):
    record = {
        "game": "diving",
        "options": {"bonus": 6},
        "setup": {
            "hands": [["JK", "9C", "4H", "2S"], ["JK", "9S", "3C", "5H"]],
            "bonus": ["KS", "QS", "JS", "10S", "6S", "AS"],
            "deck": ["8D", "4C"],
            "first": 0,
        },
        "actions": [
            {"seat": 0, "action": "hunt"},
            {"seat": 0, "action": "yield"},  # illegal: the very first turn
            {"seat": 0, "action": "take 9C"},
            {"seat": 1, "action": "hunt"},
            {"seat": 1, "action": "take 5H"},
            {"seat": 0, "action": "return 4H 2S 9C"},  # not held: 9C was spent
            {"seat": 0, "action": "return 4H 2S"},  # 6 < 9: below the depth
            {"seat": 0, "action": "return JK"},
            {"seat": 1, "action": "return 9S"},
        ],
    }
    path = tmp_path / "diving.json"
    path.write_text(json.dumps(record))
    assert main(["replay", str(path), "--json"]) == 0
    lines = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert [x["ok"] for x in lines[:-1]] == [True, False, True, True, True, False, False, True, True]
    assert "very first turn" in lines[1]["error"] and "do not hold 9♣" in lines[5]["error"]
    assert "add up to only 6; 9 is needed" in lines[6]["error"]
    final = lines[-1]
    assert final["over"] is True
    # seat 0 spent its joker: seat 1 alone gets the bonus (6 cards, 13+12+11+10+6+1 = 53)
    assert final["result"] == {"winner": 1, "luxury": [8, 57], "reason": "luxury"}
