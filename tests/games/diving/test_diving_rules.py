"""One scenario per Diving rule (DIV-1 … DIV-16): literal deals, action texts, exact outcomes."""

import json
from collections import Counter

import pytest

from tefuda.core.errors import OptionError, SetupError
from tefuda.games.diving import GAME
from tefuda.testing import Scenario, raises_key

# seat 0: JK 9C 4H 2S (oxygen 15)   seat 1: JK 9S 3C 5H (oxygen 17)
HANDS = [["JK", "9C", "4H", "2S"], ["JK", "9S", "3C", "5H"]]
BONUS = ["KS", "QS", "JS", "10S", "6S", "AS"]


def deal(deck, hands=HANDS, bonus=BONUS, first=0, **options):
    return Scenario("diving", options, {"hands": hands, "bonus": bonus, "deck": deck, "first": first})


def test_div_1_two_players_and_54_cards_with_two_jokers():
    state = GAME().new_state(seed=3)
    cards = Counter(str(c) for c in state.all_cards())
    assert GAME().num_players == 2
    assert sum(cards.values()) == 54 and cards["JK"] == 2
    assert len(cards) == 53  # 52 distinct cards + the joker code


def test_div_2_values_ace_1_king_13_joker_0():
    s = deal(["KH", "AD"])
    assert s.view(0)["oxygen"] == 15  # 9 + 4 + 2, the joker adds 0
    s.play(0, "hunt")
    s.rejects(0, "take 9C 2S", "diving.below")  # 11 < K = 13
    s.play(0, "take 9C 4H")  # 13 pays a K
    assert s.view(0)["depths"] == [13, 0] and s.view(0)["luxury"] == [13, 0]
    s.play(1, "hunt", "take 3C")  # A = 1: a 3 pays for it
    assert s.view(0)["luxury"] == [13, 1]


def test_div_3_zones_hand_private_sizes_and_piles_public():
    s = deal(["8D", "QH", "AD"])
    s.play(0, "hunt", "take 9C")
    for seat in (1, None):
        v = s.view(seat)
        text = json.dumps(v)
        assert v["hand_sizes"] == [3, 4]
        assert v["dive_piles"] == [["9C"], []] and v["fields"] == [["8D"], []]
        for hidden in ["4H", "2S", "QH", "AD", *BONUS]:  # seat 0's hand, the deck, the bonus
            assert hidden not in text
    assert s.view(0)["hand"] == ["4H", "2S", "JK"]
    assert "hand" not in s.view(None)


def test_div_4_oxygen_depth_and_luxury_are_value_sums():
    s = deal(["QD", "JC", "AD"])
    s.play(0, "hunt", "take 9C 4H")  # Q = 12 paid with 13
    s.play(1, "hunt", "take 9S 3C")  # J = 11 paid with 12
    v = s.view(1)
    assert v["oxygen"] == 5 and v["depths"] == [13, 12] and v["luxury"] == [12, 11]


def test_div_5_each_player_gets_one_joker_and_three_cards():
    for seed in range(20):
        hands = GAME().new_state(seed=seed).setup()["hands"]
        assert [len(h) for h in hands] == [4, 4]
        assert [h.count("JK") for h in hands] == [1, 1]
    with raises_key(SetupError, "diving.setup.joker_place"):
        GAME().new_state(setup={"hands": [["9C"], ["3C"]], "deck": ["JK"], "first": 0})


@pytest.mark.parametrize("size", [6, 8, 10])
def test_div_6_the_bonus_of_6_8_or_10_cards_lies_outside(size):
    state = GAME(bonus=size).new_state(seed=1)
    v = state.view(0)
    assert v["outside"] == size and v["deck_size"] == 52 - 6 - size
    assert len(state.setup()["bonus"]) == size


def test_div_6_other_bonus_sizes_are_refused():
    with raises_key(OptionError, "option.bad_choice"):
        GAME(bonus=7)


def test_div_7_first_player_option_and_random_default():
    assert GAME(first="1").new_state(seed=0).to_move() == (1,)
    assert GAME(first="0").new_state(seed=0).to_move() == (0,)
    assert GAME({"first": 1}).new_state(seed=0).to_move() == (1,)
    with raises_key(OptionError, "option.bad_choice"):
        GAME(first=2)
    firsts = {GAME().new_state(seed=s).setup()["first"] for s in range(30)}
    assert firsts == {0, 1}
    assert deal(["AD"], first=1).state.to_move() == (1,)


@pytest.mark.parametrize("first", [0.0, 1.0, True, "0", None, [0]])
def test_div_7_a_setup_names_the_first_seat_by_its_number_only(first):
    setup = GAME().new_state(seed=3).setup()
    setup["first"] = first  # 0.0 == 0 in Python, but a seat numbered 0.0 never moved
    with pytest.raises(SetupError, match="first must be seat 0 or 1"):
        GAME().new_state(setup=setup)


def test_div_8_overpaying_is_allowed_and_gives_no_change():
    s = deal(["3D", "AD"])
    s.play(0, "hunt", "take 9C")  # 9 for a 3
    assert s.view(0)["depths"][0] == 9 and s.view(0)["hand"] == ["4H", "2S", "JK"]


def test_div_8_the_joker_pays_anything_alone_and_adds_no_depth():
    s = deal(["KD", "AD"])
    s.play(0, "hunt")
    s.rejects(0, "take JK 2S", "diving.joker_alone")
    s.rejects(0, "take 10C", "diving.not_held")
    s.play(0, "take JK")
    v = s.view(0)
    assert v["fields"][0] == ["KD"] and v["dive_piles"][0] == ["JK"] and v["depths"][0] == 0
    assert not v["joker"]


def test_div_9_a_yield_to_a_player_who_cannot_pay_drowns_them_at_once():
    s = deal(["AC", "2H", "KH", "5D"], hands=[["JK", "9C", "4H", "2S"], ["3C", "2D"]])
    s.play(0, "hunt", "take 2S")
    s.play(1, "hunt", "take 3C")  # seat 1 keeps only 2D
    s.play(0, "hunt", "yield")  # a K to a hand of 2 oxygen and no joker
    assert s.state.is_over()
    assert s.state.result() == {"winner": 0, "luxury": [1, 2], "reason": "drowned"}


def test_div_9_a_take_with_the_whole_hand_keeps_the_treasure_then_drowns():
    s = deal(["AC", "8H", "5D"], hands=[["JK", "9C", "4H", "2S"], ["9D"]])
    s.play(0, "hunt", "take 2S")
    s.play(1, "hunt", "take 9D")
    assert s.state.result() == {"winner": 0, "luxury": [1, 8], "reason": "drowned"}
    assert s.view(1)["fields"][1] == ["8H"] and s.view(1)["hand_sizes"][1] == 0


def test_div_9_a_refill_paid_with_the_whole_hand_drowns_before_drawing():
    s = deal(["AC", "8H", "5D"], hands=[["JK", "9C", "4H", "2S"], ["9D"]])
    s.play(0, "hunt", "take 2S")
    s.play(1, "refill 2 pay 9D")
    v = s.view(None)
    assert v["deck_size"] == 2 and v["hand_sizes"][1] == 0
    assert s.state.result()["reason"] == "drowned" and s.state.result()["winner"] == 0


def test_div_9_a_hunter_who_cannot_pay_on_the_first_turn_drowns():
    s = deal(["KH", "4D"], hands=[["2S"], ["JK", "3C"]])
    s.play(0, "hunt")
    assert s.state.result() == {"winner": 1, "luxury": [0, 0], "reason": "drowned"}
    assert s.view(None)["treasure"] == "KH"  # it stays face up


def test_div_9_a_hunter_who_cannot_pay_later_may_only_yield():
    s = deal(["AC", "7D", "KH", "4D"], hands=[["2S", "3H"], ["JK", "9S", "3C", "5H"]])
    s.play(0, "hunt", "take 2S")
    s.play(1, "hunt")  # lucky seven for seat 1
    s.play(0, "hunt")
    assert s.state.legal_texts(0) == ["yield"]
    s.play(0, "yield")
    s.play(1, "take 9S 5H")
    assert s.view(0)["luxury"] == [1, 20]


def test_div_10_players_alternate_and_a_hunt_is_taken_or_yielded():
    s = deal(["3D", "QH", "AD", "2C"])
    assert s.state.to_move() == (0,)
    s.play(0, "hunt")
    s.rejects(0, "yield", "diving.no_yield_first")
    s.rejects(1, "take 3C", "action.not_your_turn")
    s.rejects(0, "hunt", "diving.treasure_pending")
    s.play(0, "take 4H")
    assert s.state.to_move() == (1,)
    s.play(1, "hunt", "yield")  # now yielding is allowed
    assert s.state.to_move() == (0,)
    s.rejects(0, "hunt", "diving.must_take")
    s.rejects(0, "yield", "diving.must_take")
    s.play(0, "take JK")
    assert s.view(0)["fields"] == [["3D", "QH"], []]
    assert s.state.to_move() == (0,)  # who did not hunt last acts next


def test_div_10_refill_spends_at_least_1_and_draws_1_to_4_declared():
    s = deal(["3D", "QH", "AD", "2C", "8C"])
    s.rejects(0, "refill 5 pay 2S", "diving.refill_count")
    s.rejects(0, "refill 0 pay 2S", "diving.refill_count")
    s.rejects(0, "refill 2 pay 7C", "diving.not_held")
    s.play(0, "refill 3 pay 2S")
    v = s.view(0)
    assert v["hand"] == ["QH", "9C", "4H", "3D", "AD", "JK"] and v["depths"] == [2, 0] and v["deck_size"] == 2
    s.rejects(1, "refill 3 pay 3C", "diving.refill_deck")
    s.play(1, "refill 2 pay 9S 5H")  # overpaying a refill is allowed too
    assert s.view(1)["depths"] == [2, 14] and s.view(1)["phase"] == "return"


def test_div_11_lucky_seven_goes_to_the_revealer_free():
    s = deal(["7H", "AD"])
    s.play(0, "hunt")
    v = s.view(0)
    assert v["fields"][0] == ["7H"] and v["depths"][0] == 0 and v["treasure"] is None
    assert s.state.to_move() == (1,)


SEVENS = ["7C", "7H", "7D", "7S", "4C", "QH"]
STEAL_HANDS = [["JK", "9C", "5S", "5D"], ["JK", "9S", "3C", "5H"]]


def sevens_each(**options):
    s = deal(SEVENS, hands=STEAL_HANDS, **options)
    for _ in range(2):
        s.play(0, "hunt")
        s.play(1, "hunt")
    return s  # fields [7C 7D] and [7H 7S], depths 0 and 0, seat 0 to act


def test_div_12_steal_with_a_5_at_equal_depths_before_the_action():
    s = sevens_each()
    s.play(0, "steal 5S 7H")
    v = s.view(0)
    assert v["fields"] == [["7C", "7D", "7H"], ["7S"]] and v["depths"] == [5, 0]
    assert s.state.to_move() == (0,)  # the turn's action follows
    s.rejects(0, "steal 5D 7S", "diving.steal_depths")  # once per turn
    s.play(0, "hunt", "take 9C")
    assert s.view(0)["fields"][0] == ["7C", "7D", "7H", "4C"]


def test_div_12_no_steal_at_unequal_depths_without_a_5_or_mid_hunt():
    s = deal(["9D", "9H", "4C", "QH", "AD"], hands=STEAL_HANDS)
    s.play(0, "hunt", "take 9C")
    s.rejects(1, "steal 5H 9D", "diving.steal_depths")
    s.play(1, "hunt", "take 9S")
    s.rejects(0, "steal 9C 9H", "diving.steal_five")
    s.rejects(0, "steal 5S QH", "diving.steal_target")
    s.play(0, "hunt")
    s.rejects(0, "steal 5S 9H", "diving.treasure_pending")  # not between a hunt and its take
    s.play(0, "take 5S")  # a 5 spent as oxygen steals nothing
    assert s.view(0)["fields"] == [["9D", "4C"], ["9H"]]


def test_div_12_steal_option_off_disables_it():
    s = sevens_each(steal=False)
    assert not [a for a in s.state.legal_texts(0) if a.startswith("steal")]
    s.rejects(0, "steal 5S 7H", "diving.steal_off")


def test_div_13_the_dive_ends_when_the_deck_is_empty_after_an_action():
    s = deal(["4D"])
    s.play(0, "hunt")
    assert s.view(0)["phase"] == "dive" and s.view(0)["deck_size"] == 0  # the take is still due
    s.play(0, "take 4H")
    assert s.view(0)["phase"] == "return" and s.state.to_move() == (0, 1)
    s.rejects(1, "hunt", "diving.not_return")


def test_div_14_returns_are_sealed_and_simultaneous():
    s = deal(["4D"])
    s.play(0, "hunt", "take 4H")
    s.rejects(0, "return 2S", "diving.below")
    s.play(0, "return 9C")
    assert s.view(0)["my_return"] == ["9C"]
    v1 = s.view(1)
    assert v1["sealed"] == [True, False] and "9C" not in json.dumps(v1) and v1["dive_piles"][0] == ["4H"]
    assert s.state.to_move() == (1,)
    s.rejects(0, "return 2S", "action.not_your_turn")
    s.play(1, "return")  # depth 0: an empty return
    assert s.view(1)["dive_piles"] == [["4H", "9C"], []]


def test_div_14_a_seat_that_cannot_reach_its_depth_drowns_without_acting():
    s = deal(["8D", "QH"], hands=[["9C", "4H"], ["JK", "3C"]])
    s.play(0, "hunt", "take 9C")  # depth 9, 4 oxygen left, no joker
    s.play(1, "hunt", "take JK")
    assert s.view(0)["drowned"] == [True, False] and s.state.to_move() == (1,)
    s.rejects(0, "return 4H", "action.not_your_turn")
    s.play(1, "return")
    assert s.state.result() == {"winner": 1, "luxury": [8, 12], "reason": "drowned"}


def test_div_14_the_other_seat_still_returns_after_one_drowned():
    s = deal(["8D", "2H"], hands=[["9C", "4H"], ["JK", "3C"]])
    s.play(0, "hunt", "take 9C")
    s.play(1, "hunt", "take 3C")  # depth 3, only the joker left
    assert s.view(1)["drowned"] == [True, False] and s.state.to_move() == (1,)
    s.play(1, "return JK")  # the joker pays, but the hand becomes empty: drowned too
    assert s.state.result() == {"winner": None, "luxury": [8, 2], "reason": "drowned"}


def test_div_14_both_drown_means_nobody_wins():
    """DIV-14: "if both drown, nobody wins" — result reason `drowned` with winner null (the
    record format's words; reports tell it apart from one diver drowning)."""
    s = deal(["8D", "6D"], hands=[["9C", "4H"], ["8S", "2C"]])
    s.play(0, "hunt", "take 9C")  # depth 9, 4 oxygen left, no joker
    s.play(1, "hunt", "take 8S")  # depth 8, 2 oxygen left, no joker: the deck is empty
    # neither can reach their depth: both drown without acting, and the game is over
    assert s.view(None)["drowned"] == [True, True] and s.state.is_over()
    assert s.state.result() == {"winner": None, "luxury": [8, 6], "reason": "drowned"}
    assert s.state.returns() == [0.5, 0.5]  # no winner: neither diver's luxury counts
    end = s.state.log[-1]
    assert end["kind"] == "end" and end["winner"] is None and end["reason"] == "drowned"


def test_div_14_both_drown_even_with_more_luxury_on_one_side():
    """Luxury (DIV-16) decides nothing once both have drowned: seat 1 holds the richer
    field and still does not win; no bonus is dealt (DIV-15 needs a return)."""
    s = deal(["8D", "QD"], hands=[["9C", "4H"], ["KC", "9S", "4C"]])
    s.play(0, "hunt", "take 9C")  # depth 9, 4 oxygen left: cannot return
    s.play(1, "hunt", "take KC")  # depth 13: only the whole hand (9 + 4) reaches it
    assert s.view(None)["drowned"] == [True, False] and s.state.to_move() == (1,)
    s.play(1, "return 9S 4C")  # the depth is paid, but the hand is empty: drowned (DIV-9)
    assert s.state.result() == {"winner": None, "luxury": [8, 12], "reason": "drowned"}
    assert s.view(None)["outside"] == len(BONUS)


def test_div_14_exactly_one_drowning_loses_and_no_bonus_is_dealt():
    s = deal(["4D"], hands=[["9C", "4H"], ["JK", "3C"]])
    s.play(0, "hunt", "take 4H")  # depth 4: only 9C can pay it, emptying the hand
    s.play(0, "return 9C")
    s.play(1, "return")
    assert s.state.result() == {"winner": 1, "luxury": [4, 0], "reason": "drowned"}
    assert s.view(None)["outside"] == len(BONUS)


def test_div_15_a_single_joker_holder_takes_the_whole_bonus():
    s = deal(["KH"], bonus=["KS", "QS"])
    s.play(0, "hunt", "take JK")  # depth stays 0
    s.play(0, "return")
    s.play(1, "return")
    assert s.view(None)["fields"] == [["KH"], ["KS", "QS"]]
    assert s.state.result() == {"winner": 1, "luxury": [13, 25], "reason": "luxury"}


def test_div_15_two_holders_alternate_from_the_more_luxurious_field():
    s = deal(["4D"], bonus=["KS", "QS", "2D"])
    s.play(0, "hunt", "take 4H")
    s.play(1, "return")
    s.play(0, "return 9C")
    assert s.view(None)["fields"] == [["4D", "KS", "2D"], ["QS"]]
    assert s.state.result() == {"winner": 0, "luxury": [19, 12], "reason": "luxury"}


@pytest.mark.parametrize("first", [0, 1])
def test_div_15_on_equal_luxury_the_first_player_starts_the_bonus(first):
    s = deal(["AD"], bonus=["KS", "QS"], first=first)
    s.play(first, "refill 1 pay 2S" if first == 0 else "refill 1 pay 3C")
    s.play(0, "return 9C" if first == 0 else "return")
    s.play(1, "return" if first == 0 else "return 9S")
    fields = s.view(None)["fields"]
    assert fields[first] == ["KS"] and fields[1 - first] == ["QS"]
    assert s.state.result()["winner"] == first


def test_div_16_the_more_luxurious_field_wins_and_equal_luxury_draws():
    s = deal(["AD"], bonus=[])
    s.play(0, "refill 1 pay 2S")
    s.play(0, "return AD 4H")  # any payment reaching the depth 2
    s.play(1, "return")
    assert s.state.result() == {"winner": None, "luxury": [0, 0], "reason": "draw"}
    assert s.state.returns() == [0.5, 0.5]
    s = deal(["QD", "JD"], bonus=[])
    s.play(0, "hunt", "take JK")
    s.play(1, "hunt", "take JK")
    s.play(0, "return")
    s.play(1, "return")
    assert s.state.result() == {"winner": 0, "luxury": [12, 11], "reason": "luxury"}
    assert s.state.returns() == [1.0, 0.0]
