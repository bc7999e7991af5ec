"""One scenario per Trump OS rule (TOS-1 … TOS-18): literal deals, action texts, exact outcomes."""

import random
from collections import Counter

import pytest

from tefuda.core.cards import Card, standard_deck
from tefuda.core.errors import IllegalAction, OptionError, SetupError
from tefuda.games import replay_record
from tefuda.games.trump_os import GAME
from tefuda.games.trump_os.machine import value
from tefuda.testing import Scenario, raises_key

# Target 7 (the 7C is turned after the initial placement); seat 0 then draws 8H first.
DECK = ["7C", "8H", "9H", "10H", "JC", "QC", "KH", "2C", "3C", "8C"]
H0 = ["7S", "7D", "AH", "2H", "3H"]
H1 = ["10S", "JS", "5D", "6C", "4S"]


def deal(h0=H0, h1=H1, deck=DECK, reshuffles=None, **options):
    setup = {"hands": [h0, h1], "deck": deck}
    if reshuffles is not None:
        setup["reshuffles"] = reshuffles
    return Scenario("trump_os", {"players": 2, **options}, setup)


def steps(state):
    """The executed steps of the latest run: [addr, card, op, R before, R after, PC after, out]."""
    runs = [e for e in state.log if e["kind"] == "run"]
    return runs[-1]["steps"]


def test_tos_1_a_52_card_deck_without_jokers_for_2_to_4_players():
    for players in (2, 3, 4):
        state = GAME(players=players).new_state(seed=players)
        cards = [str(c) for c in state.all_cards()]
        assert len(cards) == 52 and len(set(cards)) == 52 and "JK" not in cards
    for bad in (1, 5):
        with pytest.raises(OptionError):
            GAME(players=bad)
    assert GAME().num_players == 3  # the default
    with raises_key(SetupError, "tos.setup.joker"):
        deal(h0=["JK"])


def test_tos_2_values_are_base_13_digits_with_king_zero():
    assert [value(Card.parse(f"{r}S")) for r in "A 2 3 4 5 6 7 8 9 10 J Q K".split()] == list(range(1, 13)) + [0]
    s = deal(h0=["QS", "KS", "QH", "2D", "3H"]).play(0, "place QS@0 KS@1 QH@2").play(1, "place")
    s.play(0, "run")
    # Q loads 12, K loads 0, ♥Q adds 12; suits choose the instruction, not the value.
    assert [(st[2], st[4]) for st in steps(s.state)] == [("LOAD 12", 12), ("LOAD 0", 0), ("ADD 12", 12)]


def test_tos_3_thirteen_cells_and_memory_protection():
    s = deal().play(1, "place")
    s.rejects(0, "place 7S@13", "tos.bad_address")
    s.rejects(0, "place 7S@1:3", "tos.protected")
    s.play(0, "place 7S@12")
    assert s.view(0)["memories"][0] == [None] * 12 + ["7S"]
    assert len(s.view(0)["memories"][1]) == 13


def test_tos_4_each_process_starts_with_r_0_and_pc_0():
    v = deal().view(0)
    assert v["R"] == [0, 0] and v["PC"] == [0, 0]


def test_tos_5_hands_private_deck_hidden_discard_and_target_public():
    s = deal().play(0, "place").play(1, "place")
    v = s.view(1)
    assert sorted(v["hand"]) == sorted(H1)
    assert "hand" in v and v["hand_sizes"] == [6, 5]  # seat 0 drew 8H
    text = str(v)
    assert "8H" not in text and "7S" not in text  # seat 0's hand and the deck stay hidden
    assert v["deck_size"] == len(DECK) - 2 and v["target"] == 7 and v["target_card"] == "7C"
    assert v["discard"] == []


def test_tos_6_an_empty_cell_is_nop():
    s = deal().play(0, "place").play(1, "place").play(0, "run")
    assert steps(s.state) == [
        [0, None, "NOP", 0, 0, 1, None],
        [1, None, "NOP", 0, 0, 2, None],
        [2, None, "NOP", 0, 0, 3, None],
    ]
    assert s.view(0)["PC"][0] == 3 and s.view(0)["R"][0] == 0


def test_tos_7_load_add_mod_13_out_and_jump_use_the_value_as_immediate():
    s = deal(h0=["9S", "5H", "QD", "4C", "JH"]).play(0, "place 9S@0 5H@1 QD@2 4C@3").play(1, "place")
    s.play(0, "run")
    # LOAD 9; ADD 5 → 14 mod 13 = 1; OUT outputs R (the Q is ignored).
    assert steps(s.state) == [
        [0, "9S", "LOAD 9", 0, 9, 1, None],
        [1, "5H", "ADD 5", 9, 1, 2, None],
        [2, "QD", "OUT", 1, 1, 3, 1],
    ]
    s.play(1, "run").play(0, "run")
    assert steps(s.state)[0] == [3, "4C", "JUMP 4", 1, 1, 4, None]  # JUMP 4 → PC 4


def test_tos_7_spade_option_sub_subtracts_mod_13():
    s = deal(h0=["2S", "5H", "QD", "4C", "JH"], spade="sub").play(0, "place 2S@0").play(1, "place")
    s.play(0, "run")
    assert steps(s.state)[0] == [0, "2S", "SUB 2", 0, 11, 1, None]  # (0 - 2) mod 13
    with pytest.raises(OptionError):
        GAME(spade="mul")


def test_tos_8_pc_advances_wraps_after_12_and_jump_to_itself_waits():
    s = deal(h0=["5C", "AH", "2H", "3H", "4D"]).play(0, "place AH@11 2H@12 3H@0").play(1, "place")
    for _ in range(4):  # 12 steps: PC 0 → 12
        s.play(0, "run").play(1, "run")
    assert s.view(0)["PC"][0] == 12
    s.play(0, "run")  # 12 → 0 (wrap) → 1
    assert [st[5] for st in steps(s.state)] == [0, 1, 2]
    s.play(1, "run").play(0, "place 5C@5")  # a JUMP 5 at address 5
    s.play(0, "run")  # PC 2,3,4 → 5
    s.play(1, "run").play(0, "run")
    assert [(st[0], st[5]) for st in steps(s.state)] == [(5, 5), (5, 5), (5, 5)]  # a wait loop


def test_tos_9_deal_five_each_one_at_a_time_from_player_1():
    # "player 1" of the seed is whoever starts: the deal begins with them, clockwise
    for players, left in ((2, 42), (3, 37), (4, 32)):
        for first in range(players):
            state = GAME(players=players, first=str(first + 1)).new_state(seed=11)
            deck = standard_deck()
            random.Random(11).shuffle(deck)
            setup = state.setup()
            assert setup["first"] == first
            dealt = [c.code for c in deck[: 5 * players]]
            assert setup["hands"] == [dealt[(s - first) % players :: players] for s in range(players)]
            assert len(setup["deck"]) == left
            v = state.view(0)
            assert v["memories"] == [[None] * 13] * players and v["R"] == [0] * players and v["PC"] == [0] * players
            assert v["first"] == first


def test_tos_9_who_starts_is_drawn_at_random_by_default():
    game = GAME(players=4)
    assert game.options["first"] == "random"
    firsts = Counter(game.new_state(seed=seed).setup()["first"] for seed in range(200))
    assert set(firsts) == {0, 1, 2, 3} and min(firsts.values()) > 25  # every player starts sometimes
    # the draw follows the shuffle: a seed deals the same deck order whoever starts
    chosen = GAME(players=4, first="1").new_state(seed=5).setup()
    drawn = game.new_state(seed=5).setup()
    assert chosen["deck"] == drawn["deck"]


def test_tos_9_the_first_player_takes_the_first_turn_and_turns_go_clockwise():
    s = deal(first="2")
    assert s.state.log[0] == {"kind": "first", "seat": 1, "chosen": True}
    s.play(0, "place").play(1, "place")
    v = s.view(0)
    assert v["current"] == 1 and "8H" in s.view(1)["hand"] and "8H" not in v.get("hand", [])  # seat 1 drew first
    s.rejects(0, "run", "tos.not_current")
    s.play(1, "run")
    assert s.view(0)["current"] == 0 and s.view(0)["round"] == 1  # clockwise: seat 0 ends round 1
    s.play(0, "run")
    assert s.view(0)["current"] == 1 and s.view(0)["round"] == 2


def test_tos_9_who_started_is_in_the_record_and_replays():
    s = deal(first="2").play(0, "place 7S@0").play(1, "place").play(1, "run").play(0, "run")
    record = s.state.record()
    assert record.setup["first"] == 1 and record.options["first"] == "2"
    replayed = None
    for step, replayed in replay_record(record):
        assert step.ok
    assert replayed.to_json() == s.state.to_json()
    # a setup that says who started wins over a random option, and one that contradicts
    # the chosen player is refused
    again = GAME(players=2).new_state(setup=record.setup)
    assert again.first == 1 and again.log[0]["seat"] == 1
    with raises_key(SetupError, "tos.setup.first_option"):
        GAME(players=2, first="1").new_state(setup=record.setup)
    with raises_key(SetupError, "tos.setup.first"):
        GAME(players=2).new_state(setup=dict(record.setup, first=2))
    with raises_key(OptionError, "tos.first_players"):
        GAME(players=2, first="3")


def test_tos_9_a_record_from_before_the_choice_is_read_as_player_1_starting():
    # [decision] records written before `first` existed have no setup.first: seat 0 started
    s = deal()
    assert "first" not in s.state.setup() and s.state.log == []  # read exactly as before
    s.play(0, "place").play(1, "place")
    assert s.view(0)["current"] == 0 and s.view(0)["first"] == 0
    # a hand-written setup without `first` and a chosen player starts with that player
    s = deal(first="2").play(0, "place").play(1, "place")
    assert s.view(0)["current"] == 1 and s.state.setup()["first"] == 1


def test_tos_10_initial_placement_is_simultaneous_and_sealed():
    s = deal()
    assert s.state.to_move() == (0, 1)
    s.play(1, "place 4S@4 5D@5")
    assert s.state.to_move() == (0,)
    v0 = s.view(0)
    assert v0["memories"][1] == [None] * 13 and v0["hand_sizes"] == [5, 5] and v0["submitted"] == [False, True]
    assert "4S" not in str(v0) and "5D" not in str(v0)  # the sealed choice is not revealed
    assert s.view(1)["sealed"] == [["4S", 4], ["5D", 5]]
    s.rejects(1, "place 2S@0", "tos.submitted")
    s.play(0, "place 7S@0")
    v = s.view(0)
    assert v["memories"][1][4:6] == ["4S", "5D"] and v["memories"][0][0] == "7S"
    assert v["target"] == 7 and v["phase"] == "play"


def test_tos_11_target_turned_after_placement_kings_are_redrawn():
    s = deal(deck=["KS", "KD", "5C", "8H"])
    assert s.view(0)["target"] is None
    s.play(0, "place").play(1, "place")
    v = s.view(0)
    assert v["target"] == 5 and v["target_card"] == "5C" and v["discard"] == ["KS", "KD"]
    with raises_key(SetupError, "tos.setup.target"):
        deal(deck=["KS", "KD"])


def test_tos_12_turn_draw_place_run_three_steps_then_next_player():
    s = deal().play(0, "place").play(1, "place")
    assert s.view(0)["current"] == 0 and "8H" in s.view(0)["hand"]  # step 1: drew the top card
    s.play(0, "place 8H@1")  # step 2: even the card just drawn
    s.play(0, "run")  # steps 3-5
    assert len(steps(s.state)) == 3 and s.view(0)["PC"][0] == 3
    v = s.view(1)
    assert v["current"] == 1 and "9H" in v["hand"]
    s.rejects(0, "run", "tos.not_current")


def test_tos_13_overwrite_discards_and_the_new_card_under_pc_runs_next():
    s = deal().play(0, "place 2H@0").play(1, "place")
    s.play(0, "place 3H@0")  # overwrite the cell under PC
    assert s.view(0)["discard"] == ["2H"] and s.view(0)["memories"][0][0] == "3H"
    s.play(0, "run")
    assert steps(s.state)[0] == [0, "3H", "ADD 3", 0, 3, 1, None]


def test_tos_13_out_of_turn_placement_during_another_turn():
    s = deal().play(0, "place").play(1, "place")
    assert s.state.to_move() == (0, 1)  # seat 1 holds cards, so it may place now
    assert "run" not in s.state.legal_texts(1) and "place 4S@3" in s.state.legal_texts(1)
    s.play(1, "place 4S@3")
    assert s.view(0)["memories"][1][3] == "4S"
    s.play(0, "run")
    s.play(0, "place 7S@5")  # right after its own slice: seat 0 is out of turn again
    assert s.view(1)["memories"][0][5] == "7S" and s.view(1)["current"] == 1
    place = [e for e in s.state.log if e["kind"] == "place"]
    assert [p["out_of_turn"] for p in place] == [True, True]


def test_tos_14_a_hit_wins_at_once_and_the_rest_of_the_slice_is_skipped():
    s = deal().play(0, "place 7S@0 7D@1 AH@2").play(1, "place 5D@0")
    s.play(0, "run")
    assert steps(s.state) == [[0, "7S", "LOAD 7", 0, 7, 1, None], [1, "7D", "OUT", 7, 7, 2, 7]]
    assert s.view(0)["R"][0] == 7  # ADD 1 at address 2 never ran
    assert s.state.is_over() and s.state.result() == {"winner": 0, "target": 7}
    assert s.state.returns() == [1.0, 0.0]
    assert s.state.log[-2]["hit"] is True and s.state.log[-1] == {"kind": "win", "seat": 0, "target": 7}


def test_tos_14_a_non_matching_out_has_no_effect():
    s = deal().play(0, "place").play(1, "place 5D@0")
    s.play(0, "run").play(1, "run")
    assert steps(s.state)[0] == [0, "5D", "OUT", 0, 0, 1, 0]
    assert not s.state.is_over() and s.view(0)["current"] == 0


def _exhaust(s):
    """Both seats run until the deck is empty."""
    while s.view(0)["deck_size"]:
        s.play(s.view(0)["current"], "run")


def test_tos_15_empty_deck_reshuffles_the_discards_in_the_recorded_order():
    s = deal(deck=["7C", "8H", "9H"], reshuffles=[["3H", "2H"]])
    s.play(0, "place 2H@5").play(1, "place").play(0, "place 3H@5")  # 2H to the discard pile
    s.play(0, "place 8H@5")  # 3H too
    _exhaust(s)  # seat 1 drew 9H
    assert s.view(0)["discard"] == ["2H", "3H"] and s.view(0)["current"] == 1
    s.play(1, "run")  # seat 0's draw: the discards become the deck, 3H on top
    assert "3H" in s.view(0)["hand"] and s.view(0)["deck_size"] == 1 and s.view(0)["discard"] == []
    assert any(e["kind"] == "reshuffle" for e in s.state.log)


def test_tos_15_a_record_order_that_is_not_the_discard_pile_is_refused():
    s = deal(deck=["7C", "8H", "9H"], reshuffles=[["3H", "AH"]])
    s.play(0, "place 2H@5").play(1, "place").play(0, "place 3H@5 8H@6")
    s.play(0, "run")
    s.rejects(1, "run", "tos.bad_reshuffle")


def test_tos_15_without_discards_the_draw_is_skipped():
    s = deal(deck=["7C", "8H", "9H"]).play(0, "place").play(1, "place")
    s.play(0, "run").play(1, "run")
    assert s.view(0)["hand_sizes"] == [6, 6] and s.state.log[-1] == {
        "kind": "turn",
        "seat": 0,
        "round": 2,
        "drew": False,
    }


def test_tos_15_seeded_reshuffles_replay_identically():
    s = deal(deck=["7C", "8H", "9H"]).play(0, "place 2H@5").play(1, "place 10S@5")
    s.play(0, "place 3H@5").play(1, "place JS@5")
    s.play(0, "run").play(1, "run")
    again = GAME(players=2).new_state(setup=s.state.setup())
    for seat, action in s.state.history:
        again.apply(seat, str(action))
    assert again.to_json() == s.state.to_json() and again.view(0)["deck_size"] == 1


def test_tos_16_one_place_names_each_cell_once_and_a_rejected_submission_does_not_count():
    s = deal()
    s.rejects(0, "place 7S@3 7D@3", "tos.twice_cell")
    s.rejects(0, "place 8H@3", "tos.not_in_hand")
    assert s.state.to_move() == (0, 1)  # seat 0 still has to submit
    s.play(0, "place 7S@3 7D@4").play(1, "place")
    s.play(0, "place 8H@5 AH@6 2H@7")  # no hand limit, any number of cards at once
    assert s.view(0)["memories"][0][3:8] == ["7S", "7D", "8H", "AH", "2H"]


def test_tos_17_max_rounds_without_a_hit_ends_in_a_draw():
    s = deal(max_rounds=2).play(0, "place").play(1, "place")
    s.play(0, "run").play(1, "run").play(0, "run")
    assert not s.state.is_over()
    s.play(1, "run")
    assert s.state.is_over() and s.state.result() == {"winner": None, "target": 7}
    assert s.state.returns() == [0.5, 0.5] and s.state.to_move() == ()
    assert GAME().options["max_rounds"] == 200
    with pytest.raises(OptionError):
        GAME(max_rounds=0)


def test_tos_18_illegal_placements_are_refused_and_change_nothing():
    s = deal(execution="step").play(0, "place").play(1, "place")
    s.rejects(0, "place 7S@1:0", "tos.protected")
    s.rejects(0, "place 4S@0", "tos.not_in_hand")
    s.rejects(0, "place 7S@-1", "tos.bad_address")
    s.rejects(0, "move 7S@4", "tos.move")
    s.rejects(0, "pc 5", "tos.move_pc")
    from tefuda.core.cards import Card
    from tefuda.games.trump_os.actions import Place

    seven = Card.parse("7S")
    for bad in (Place(((seven, 0), (seven, 1))), Place(((seven, 13),))):  # values built in code
        before = s.state.to_json()
        with pytest.raises(IllegalAction):
            s.state.apply(0, bad)
        assert s.state.to_json() == before
    s.play(0, "place 7S@0").play(0, "run")
    s.rejects(0, "place 7D@1", "tos.executing")  # between its own steps 3 and 5
    s.play(1, "place 4S@0")  # another seat may place meanwhile
    s.play(0, "step", "step")
    s.rejects(0, "run", "tos.must_step")
    s.play(0, "step")
    assert s.view(0)["current"] == 1 and not s.view(0)["executing"]
    s.play(0, "place 7D@3")  # after the context switch seat 0 may place again
    assert [st[2] for st in s.state.last_steps] == ["LOAD 7", "NOP", "NOP"]
