"""Protocol conformance: check_game, records (out-of-turn placements included), replay CLI,
views and determinization."""

import json
import random

import pytest

from tefuda.apps.cli import main
from tefuda.core.errors import IllegalAction, SetupError
from tefuda.core.events import visible_log
from tefuda.core.record import Record
from tefuda.games import replay_record
from tefuda.games.trump_os import BOTS, DESCRIPTOR, GAME, LEVELS
from tefuda.testing import check_game, raises_key, random_playout


def test_check_game_default_three_players_400_playouts():
    # Random Trump OS games are long (~165 actions, ~20 KB of JSON state at the end); 10
    # games checked at every action and every 50th action of the rest keep the 400
    # playouts within the test budget (tefuda sim --check runs the large soaks, docs/bench.md).
    report = check_game(GAME(), playouts=400, deep_games=10, deep_every=50)
    assert report.games == 400 and report.replays_checked == 10 and report.leak_checked > 1200


@pytest.mark.parametrize(
    "options",
    [
        {"players": 2},
        {"players": 4},
        {"spade": "sub"},
        {"execution": "step", "players": 2},
        {"max_rounds": 2, "players": 4},
    ],
)
def test_check_game_variants(options):
    report = check_game(GAME(options), playouts=30, deep_games=2, deep_every=30)
    assert report.games == 30


def test_random_playouts_use_out_of_turn_and_simultaneous_placement():
    state = random_playout(GAME(), 5)
    texts = [(seat, str(a)) for seat, a in state.history]
    assert sorted(seat for seat, _ in texts[:3]) == [0, 1, 2]  # one sealed submission each
    assert any(e["kind"] == "place" and e["out_of_turn"] for e in state.log)


SETUP = {
    "hands": [["7S", "7D", "AH", "2H", "3H"], ["10S", "JS", "5D", "6C", "4S"]],
    "deck": ["7C", "8H", "9H", "10H", "JC", "QC", "KH", "2C", "3C", "8C"],
}
ACTIONS = [
    (1, "place 4S@0"),
    (0, "place"),  # sealed, in any order
    (1, "place 5D@1"),  # out of turn, during seat 0's turn
    (0, "place 7D@9"),
    (0, "run"),
    (0, "place 2H@4"),  # out of turn, right after its own run
    (1, "place JS@0"),  # overwrite: 4S to the discard pile
    (1, "run"),
    (0, "place 7S@3"),
    (0, "run"),
]


def test_record_with_out_of_turn_placements_replays_exactly():
    game = GAME(players=2)
    state = game.new_state(setup=SETUP)
    snapshots = []
    for seat, text in ACTIONS:
        state.apply(seat, text)
        snapshots.append(json.dumps(state.to_json(), sort_keys=True))
    assert state.view(0)["discard"] == ["4S"]
    record = Record.from_json(json.loads(json.dumps(state.record().to_json())))
    for i, (step, st) in enumerate(replay_record(record)):
        assert step.ok and json.dumps(st.to_json(), sort_keys=True) == snapshots[i]


def test_cli_replay_json_reports_an_illegal_action_and_goes_on(tmp_path, capsys):
    actions = ACTIONS[:5] + [(1, "place 9H@0:3")] + ACTIONS[5:]  # seat 1 drew 9H
    path = tmp_path / "game.json"
    path.write_text(
        json.dumps(
            {
                "game": "trump_os",
                "options": {"players": 2},
                "setup": SETUP,
                "actions": [{"seat": s, "action": a} for s, a in actions],
            }
        )
    )
    assert main(["replay", str(path), "--json"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert lines[5] == {
        "i": 5,
        "seat": 1,
        "action": "place 9H@0:3",
        "ok": False,
        "error": "memory protection: you may place only into your own memory, not into Player 1's",
    }
    assert all(line["ok"] for line in lines[:5] + lines[6:-1])
    final = lines[-1]
    assert final["over"] is False and final["result"] is None
    runs = [e for e in final["state"]["log"] if e["kind"] == "run"]
    assert runs[0] == {
        "kind": "run",
        "seat": 0,
        "steps": [[0, None, "NOP", 0, 0, 1, None], [1, None, "NOP", 0, 0, 2, None], [2, None, "NOP", 0, 0, 3, None]],
        "hit": False,
    }
    assert runs[-1]["steps"][0] == [3, "7S", "LOAD 7", 0, 7, 4, None]


def test_bad_setups_are_refused_with_clear_messages():
    game = GAME(players=2)
    for setup, key in [
        ({"hands": [["7S"]], "deck": ["7C"]}, "tos.setup.hands"),
        ({"hands": [["7S"], ["7S"]], "deck": ["7C"]}, "tos.setup.twice"),
        ({"hands": [["7S"], ["XX"]], "deck": ["7C"]}, "tos.setup.not_card"),
        ({"hands": [[], []], "deck": ["7C"], "board": []}, "tos.setup.fields"),
        ({"hands": [["AS", "2S", "3S", "4S", "5S", "6S"], []], "deck": ["7C"]}, "tos.setup.hand_size"),
    ]:
        with raises_key(SetupError, key):
            game.new_state(setup=setup)


def test_partial_setup_plays():
    state = GAME(players=2).new_state(setup={"hands": [["7S", "7D"], []], "deck": ["7C"]})
    state.apply(0, "place 7S@0 7D@1")
    state.apply(1, "place")
    assert state.view(0)["deck_size"] == 0
    state.apply(0, "run")
    assert state.result() == {"winner": 0, "target": 7}


def test_determinize_is_consistent_with_the_view():
    game = GAME()
    rng = random.Random(1)
    checked = 0
    for g in range(30):
        state = game.new_state(seed=g)
        while not state.is_over():
            seats = state.to_move()
            seat = seats[rng.randrange(len(seats))]
            if rng.random() < 0.3:
                for viewer in range(game.num_players):
                    view = state.view(viewer)
                    sample = game.determinize(view, random.Random(checked))
                    assert sample.view(viewer) == view
                    assert sorted(str(c) for c in sample.all_cards()) == sorted(str(c) for c in state.all_cards())
                    checked += 1
            legal = state.legal_actions(seat)
            state.apply(seat, legal[rng.randrange(len(legal))])
    assert checked > 500


def test_parse_round_trip_and_clear_errors():
    game = GAME()
    for text in ["place", "place 4H@7 QS@0", "place 10D@12", "run", "step", "place 4H@2:7"]:
        assert str(game.parse_action(text)) == text
    for text, key in [
        ("place 4H", "tos.bad_word"),
        ("place XX@3", "tos.bad_card"),
        ("place JK@3", "tos.bad_card"),
        ("place 4H@1 4H@2", "tos.twice_card"),
        ("dance", "tos.bad_text"),
    ]:
        with raises_key(IllegalAction, key):
            game.parse_action(text)


def test_placements_may_be_separated_by_commas():
    """A newcomer wrote `place 9S@0,KD@1` and was told that address '0,KD@1' is outside
    the memory: a comma between placements now reads as a space."""
    game = GAME()
    for text in ["place 9S@0,KD@1", "place 9S@0, KD@1", "place 9S@0 ,KD@1"]:
        assert str(game.parse_action(text)) == "place 9S@0 KD@1"
    with raises_key(IllegalAction, "tos.twice_cell"):
        game.parse_action("place 9S@0,KD@0")


def test_package_exports():
    assert set(BOTS) >= {"random", "heuristic", "planner"}
    assert LEVELS == {"easy": "random", "normal": "heuristic", "hard": "planner"}
    cases = DESCRIPTOR.bench_cases()
    assert [c.players for c in cases] == [3, 2, 4]
    assert cases[0].run(0.05) > 0


def test_the_log_never_names_a_hidden_card():
    """Every card an action's public log events name is face up (memory, discard, target)
    after it; a drawn card is logged for its drawer only (`only`), who holds it."""
    game, rng = GAME(), random.Random(3)
    for seed in range(15):
        state = game.new_state(seed=seed)
        while not state.is_over():
            seats = state.to_move()
            seat = seats[rng.randrange(len(seats))]
            legal = state.legal_actions(seat)
            before = len(state.log)
            state.apply(seat, legal[rng.randrange(len(legal))])
            hidden = {str(c) for h in state.hands for c in h} | {str(c) for c in state.deck}
            hidden |= {str(c) for s in state.sealed if s for c, _ in s}
            text = json.dumps(visible_log(state.log, None, before))
            assert not [c for c in hidden if f'"{c}"' in text]
            for ev in state.log[before:]:
                if "only" in ev:
                    assert ev["kind"] == "draw" and ev["only"] == [ev["seat"]]
                    assert ev["card"] in {str(c) for c in state.hands[ev["seat"]]}
