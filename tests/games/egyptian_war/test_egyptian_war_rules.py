"""Scenario tests, one or more per rule EW-1…16 (rules/egyptian_war.md)."""

import pytest

from tefuda.core.errors import OptionError
from tefuda.games.egyptian_war import GAME
from tefuda.games.egyptian_war.rules import INDEX, slap_pattern
from tefuda.testing import Scenario, raises_key

CLOCK = -1


def deal(decks, first=0, **options):
    return Scenario("egyptian_war", options, {"decks": decks, "first": first})


def decks_of(sc):
    return sc.state.to_json()["decks"]


def pattern(codes, **options):
    return slap_pattern([INDEX[c] for c in codes], GAME(options).slap_rules)


# --- deal and play ----------------------------------------------------------------------


def test_ew_1_fifty_two_cards_twenty_six_each_face_down_random_first_player():
    firsts = set()
    for seed in range(20):
        st = GAME().new_state(seed=seed)
        setup = st.setup()
        assert [len(d) for d in setup["decks"]] == [26, 26]
        assert len({c for d in setup["decks"] for c in d}) == 52
        firsts.add(st.turn)
        view = st.view(st.turn)
        assert view["decks"] == [26, 26] and view["pile"] == []
        assert not any(c in str(view) for c in setup["decks"][st.turn][:3])  # nobody sees a deck
    assert firsts == {0, 1}


def test_ew_1_beyond_the_seed_three_and_four_players():
    assert [len(d) for d in GAME(players=3).new_state(seed=1).setup()["decks"]] == [18, 17, 17]
    assert [len(d) for d in GAME(players=4).new_state(seed=1).setup()["decks"]] == [13, 13, 13, 13]
    with pytest.raises(OptionError):
        GAME(players=5)


def test_ew_2_a_play_puts_the_top_card_face_up_and_a_number_card_passes_the_turn():
    sc = deal([["7S", "2H"], ["9D", "3C"]], first=0)
    sc.play(0, "play")
    assert sc.view(None)["pile"] == ["7S"] and sc.view(None)["window"] is True
    sc.play(CLOCK, "close")
    assert sc.view(None)["turn"] == 1 and sc.view(None)["decks"] == [1, 2]
    sc.play(1, "play").play(CLOCK, "close")
    assert sc.view(None)["turn"] == 0 and sc.view(None)["pile"] == ["7S", "9D"]


def test_ew_3_three_shown_places_and_the_pile_count_includes_older_and_penalty_cards():
    sc = deal([["2S", "4S", "6S"], ["3H", "5H", "7H", "9H"]], first=0)
    for seat in (0, 1, 0):
        sc.play(seat, "play").play(CLOCK, "close")
    sc.play(1, "play")
    v = sc.view(0)
    assert v["shown"] == ["3H", "4S", "5H"]  # 2 back, 1 back, newest
    assert v["pile_count"] == 4
    sc.play(0, "slap")  # nothing there: one card face down under the pile
    v = sc.view(0)
    assert v["shown"] == ["3H", "4S", "5H"] and v["pile_count"] == 5 and v["penalty"] == 1


def test_ew_4_the_taker_adds_penalty_cards_then_the_pile_oldest_first_and_plays_next():
    sc = deal([["4S", "9S", "7S"], ["2H", "9H", "KC"]], first=0)
    sc.play(0, "play")  # 4S
    sc.play(1, "slap")  # false: 2H goes face down under the pile
    sc.play(CLOCK, "close")
    sc.play(1, "play").play(CLOCK, "close")  # 9H
    sc.play(0, "play")  # 9S: a double
    sc.play(1, "slap").play(CLOCK, "close")
    assert decks_of(sc)[1] == ["KC", "2H", "4S", "9H", "9S"]
    assert sc.view(None)["turn"] == 1 and sc.view(None)["pile_count"] == 0


# --- challenges ------------------------------------------------------------------------


@pytest.mark.parametrize("face,count", [("JS", 1), ("QS", 2), ("KS", 3), ("AS", 4)])
def test_ew_5_j_q_k_a_give_one_two_three_four_plays_and_the_same_player_keeps_playing(face, count):
    sc = deal([[face, "2S"], ["3H", "4H", "5H", "6H", "7H"]], first=0)
    sc.play(0, "play").play(CLOCK, "close")
    for k in range(count):
        v = sc.view(None)
        assert v["turn"] == 1
        assert v["challenge"] == {"challenger": 0, "remaining": count - k, "challenged": 1}
        sc.play(1, "play").play(CLOCK, "close")
    # the count is used up without a face card: the challenger takes the pile and plays
    v = sc.view(None)
    assert v["turn"] == 0 and v["challenge"] is None and v["pile"] == []
    assert decks_of(sc)[0] == ["2S", face] + ["3H", "4H", "5H", "6H"][:count]
    assert sc.state.log[-1] == {"kind": "take", "seat": 0, "why": "challenge", "took": count + 1}


def test_ew_6_a_face_card_answers_and_makes_a_new_challenge_a_j_during_a_q_is_one_play():
    sc = deal([["QS", "2S", "3S"], ["5H", "JH", "6H"]], first=0)
    sc.play(0, "play").play(CLOCK, "close")  # Q: two plays for seat 1
    sc.play(1, "play").play(CLOCK, "close")  # 5H, one left
    sc.play(1, "play").play(CLOCK, "close")  # JH answers: one play for seat 0
    assert sc.view(None)["challenge"] == {"challenger": 1, "remaining": 1, "challenged": 0}
    assert sc.view(None)["turn"] == 0
    sc.play(0, "play").play(CLOCK, "close")  # 2S fails
    assert decks_of(sc) == [["3S"], ["6H", "QS", "5H", "JH", "2S"]]
    assert sc.view(None)["turn"] == 1


def test_ew_7_a_challenged_player_who_runs_out_before_the_count_loses_the_pile():
    sc = deal([["KS", "2S"], ["3H"]], first=0)
    sc.play(0, "play").play(CLOCK, "close")  # K: three plays for seat 1, who has one card
    sc.play(1, "play").play(CLOCK, "close")
    assert decks_of(sc) == [["2S", "KS", "3H"], []]
    assert sc.state.result() == {"winner": 0, "cards": [3, 0], "reason": "all_cards"}


def test_ew_7_a_challenge_against_an_empty_deck_fails_at_the_close():
    sc = deal([["AS", "2S"], []], first=0)
    sc.play(0, "play").play(CLOCK, "close")
    assert decks_of(sc)[0] == ["2S", "AS"] and sc.view(None)["turn"] == 0


def test_ew_7_a_false_slap_that_empties_the_challenged_deck_loses_the_pile_at_the_close():
    sc = deal([["QS", "2S"], ["3H", "4H"]], first=0)
    sc.play(0, "play").play(CLOCK, "close")
    sc.play(1, "play")  # 3H, one play left, one card left
    sc.play(1, "slap")  # false: 4H goes under the pile
    sc.play(CLOCK, "close")
    assert decks_of(sc) == [["2S", "4H", "QS", "3H"], []]


# --- slaps ---------------------------------------------------------------------------


def test_ew_8_a_double_is_two_equal_ranks_suit_and_colour_irrelevant():
    assert pattern(["7S", "7H"]) == "double"
    assert pattern(["QD", "QC"]) == "double"
    assert pattern(["7S", "8S"]) is None


def test_ew_8_a_sandwich_has_a_different_middle_and_5_5_5_is_a_double():
    assert pattern(["5S", "KH", "5D"]) == "sandwich"
    assert pattern(["JS", "2H", "JD"]) == "sandwich"
    assert pattern(["5S", "5H", "5D"]) == "double"


def test_ew_8_a_covered_pattern_no_longer_counts():
    sc = deal([["7S", "2C"], ["7H", "9D"]], first=0)
    sc.play(0, "play").play(CLOCK, "close").play(1, "play").play(CLOCK, "close")  # 7S 7H: missed
    sc.play(0, "play")  # 2C covers the double
    sc.play(1, "slap")
    assert sc.state.log[-1] == {"kind": "false_slap", "seat": 1, "penalty": 1}
    assert sc.view(None)["pile"] == ["7S", "7H", "2C"] and sc.view(None)["penalty"] == 1


def test_ew_8_a_valid_sandwich_slap_in_play():
    sc = deal([["5S", "5D", "9S"], ["KH", "2C"]], first=0)
    sc.play(0, "play").play(CLOCK, "close").play(1, "play").play(CLOCK, "close").play(0, "play")
    sc.play(1, "slap")
    assert sc.state.log[-1] == {"kind": "slap", "seat": 1, "pattern": "sandwich", "took": 3}


def test_ew_9_presets_standard_double_only_and_custom_toggles():
    assert pattern(["5S", "KH", "5D"], preset="double_only") is None
    assert pattern(["5S", "KH", "5D"], preset="standard") == "sandwich"
    assert pattern(["5S", "KH", "5D"], preset="custom", sandwich=False) is None
    assert pattern(["3S", "7H"], preset="custom", sum10=True) == "sum10"
    assert pattern(["AS", "9H"], preset="custom", sum10=True) == "sum10"
    assert pattern(["10S", "KH"], preset="custom", sum10=True) is None  # no faces or tens
    assert pattern(["3S", "7H"]) is None
    assert pattern(["KS", "QH"], preset="custom", kq=True) == "kq"
    assert pattern(["QS", "KH"], preset="custom", kq=True) == "kq"
    assert pattern(["QS", "KH"]) is None
    assert pattern(["8S", "2H", "3C", "8D"], preset="custom", top_bottom=True) == "top_bottom"
    assert pattern(["8S", "2H", "3C", "8D"]) is None
    with raises_key(OptionError, "ew.preset_conflict"):
        GAME(preset="standard", kq=True)


def test_ew_9_penalty_cards_are_never_the_bottom_card():
    opts = {"preset": "custom", "top_bottom": True}
    sc = deal([["8S", "4S", "9S"], ["2H", "3H", "2D"]], first=0, **opts)
    sc.play(0, "play")  # 8S is the bottom card
    sc.play(1, "slap")  # false: 2H goes face down under the pile
    sc.play(CLOCK, "close").play(1, "play").play(CLOCK, "close").play(0, "play").play(CLOCK, "close")
    sc.play(1, "play")  # 2D matches the penalty card, not the bottom card
    sc.play(0, "slap")
    assert sc.state.log[-1]["kind"] == "false_slap"
    sc2 = deal([["8S", "4S"], ["2H", "3H", "8H", "9C"]], first=0, **opts)
    sc2.play(0, "play").play(1, "slap").play(CLOCK, "close")
    sc2.play(1, "play").play(CLOCK, "close").play(0, "play").play(CLOCK, "close")
    sc2.play(1, "play")  # 8H matches the bottom 8S
    sc2.play(0, "slap")
    assert sc2.state.log[-1] == {"kind": "slap", "seat": 0, "pattern": "top_bottom", "took": 5}


def test_ew_10_a_player_with_an_empty_deck_may_slap_and_is_back_in_the_game():
    sc = deal([["7S", "7H", "2C"], []], first=0)
    sc.play(0, "play").play(CLOCK, "close").play(0, "play")  # 7S 7H
    assert 1 in sc.state.to_move()
    sc.play(1, "slap").play(CLOCK, "close")
    assert decks_of(sc) == [["2C"], ["7S", "7H"]]
    assert sc.view(None)["turn"] == 1


def test_ew_11_a_false_slap_puts_the_top_card_face_down_under_the_pile():
    sc = deal([["2S", "3S"], ["5H", "6H", "7H"]], first=0)
    sc.play(0, "play").play(1, "slap")
    assert decks_of(sc)[1] == ["6H", "7H"]
    assert sc.state.to_json()["penalty"] == ["5H"]
    v = sc.view(0)
    assert v["penalty"] == 1 and "5H" not in str(v) and "5H" not in str(sc.view(1))  # hidden


def test_ew_11_option_two_penalty_cards_fewer_cards_give_what_they_have_none_nothing():
    sc = deal([["2S", "3S", "4S"], ["5H", "6H", "7H"]], first=0, penalty=2)
    sc.play(0, "play").play(1, "slap")
    assert sc.state.to_json()["penalty"] == ["5H", "6H"]
    sc.play(0, "slap")  # seat 0 has two cards left after playing 2S
    assert sc.state.to_json()["penalty"] == ["5H", "6H", "3S", "4S"]
    sc2 = deal([["2S", "3S"], ["5H"]], first=0, penalty=2)
    sc2.play(0, "play").play(1, "slap")
    assert sc2.state.to_json()["penalty"] == ["5H"]
    sc3 = deal([["2S", "3S"], []], first=0)
    sc3.play(0, "play").play(1, "slap")
    assert sc3.state.log[-1] == {"kind": "false_slap", "seat": 1, "penalty": 0}


def test_ew_11_repeated_false_slaps_in_one_window_cost_once_and_next_window_may_slap_again():
    sc = deal([["2S", "4S"], ["5H", "6H", "7H"]], first=0)
    sc.play(0, "play").play(1, "slap")
    sc.rejects(1, "slap", "ew.slapped_already")
    assert sc.view(None)["penalty"] == 1
    sc.play(CLOCK, "close").play(1, "play").play(1, "slap")  # a new window: one more input
    assert sc.view(None)["penalty"] == 2


def test_ew_11_penalty_cards_never_count_for_a_pattern():
    sc = deal([["7S", "2S"], ["7H", "3H"]], first=0)
    sc.play(0, "play").play(1, "slap")  # 7H face down under the 7S
    sc.play(0, "slap")
    assert sc.state.log[-1]["kind"] == "false_slap"


def test_ew_11_slaps_are_judged_in_arrival_order_and_later_slaps_are_ignored():
    sc = deal([["7S", "2S"], ["7H", "3H"]], first=0)
    sc.play(0, "play").play(CLOCK, "close").play(1, "play")
    sc.play(1, "slap")  # arrives first: takes the pile
    assert sc.state.to_move() == (CLOCK,)
    sc.rejects(0, "slap", "ew.late_slap")
    sc.play(CLOCK, "close")
    assert decks_of(sc) == [["2S"], ["3H", "7S", "7H"]]


def test_ew_12_a_valid_slap_beats_a_pending_challenge_win():
    setup = [["KS", "5S"], ["2H", "3H", "2D", "9C"]]
    sc = deal(setup, first=0)
    sc.play(0, "play").play(CLOCK, "close")  # K: three plays for seat 1
    sc.play(1, "play").play(CLOCK, "close").play(1, "play").play(CLOCK, "close")
    sc.play(1, "play")  # 2D: the count is used up, and 2H-3H-2D is a sandwich
    sc.play(1, "slap").play(CLOCK, "close")
    assert decks_of(sc) == [["5S"], ["9C", "KS", "2H", "3H", "2D"]]
    assert sc.view(None)["turn"] == 1
    # without the slap the challenger takes the pile at the close
    sc2 = deal(setup, first=0)
    for seat, action in [(0, "play"), (CLOCK, "close")] + [(1, "play"), (CLOCK, "close")] * 3:
        sc2.play(seat, action)
    assert decks_of(sc2) == [["5S", "KS", "2H", "3H", "2D"], ["9C"]]


# --- the end --------------------------------------------------------------------------


def test_ew_13_all_cards_ends_at_the_valid_slap_and_later_actions_are_rejected():
    sc = deal([["7S"], ["7H", "2C"]], first=0)
    sc.play(0, "play").play(CLOCK, "close").play(1, "play")
    sc.play(1, "slap")
    assert sc.state.result() == {"winner": 1, "cards": [0, 3], "reason": "all_cards"}
    sc.rejects(CLOCK, "close", "action.game_over")
    sc.rejects(0, "slap", "action.game_over")


def test_ew_13_all_cards_ends_at_the_close_that_gives_the_last_pile():
    sc = deal([["2S"], ["KH"]], first=0)
    sc.play(0, "play").play(CLOCK, "close").play(1, "play")
    assert not sc.state.is_over()
    sc.play(CLOCK, "close")  # seat 0 has no card to answer the K
    assert sc.state.result() == {"winner": 1, "cards": [0, 2], "reason": "all_cards"}


def _to_reveal(sc, n):
    """Play and close (no slaps) until the n-th card is revealed, its window open."""
    st = sc.state
    while True:
        sc.play(st.turn, "play")
        if st.reveals == n:
            return
        sc.play(CLOCK, "close")


def test_ew_14_100_card_mode_without_a_challenge_gives_the_pile_to_the_last_player():
    sc = Scenario("egyptian_war", {"mode": "100"}, seed=39)
    _to_reveal(sc, 100)
    v = sc.view(None)
    assert v["challenge"] is None and v["last_player"] == 0 and v["pile_count"] == 4
    assert v["decks"] == [15, 33]
    sc.play(CLOCK, "close")
    assert sc.state.result() == {"winner": 1, "cards": [19, 33], "reason": "short"}


def test_ew_14_100_card_mode_gives_the_pile_to_the_active_challenger_whatever_count_is_left():
    sc = Scenario("egyptian_war", {"mode": "100"}, seed=1)
    _to_reveal(sc, 100)
    v = sc.view(None)
    assert v["challenge"] == {"challenger": 1, "remaining": 2, "challenged": 0}
    assert v["decks"] == [23, 25] and v["pile_count"] == 4
    sc.play(CLOCK, "close")
    assert sc.state.result() == {"winner": 1, "cards": [23, 29], "reason": "short"}


def test_ew_14_slaps_on_the_100th_reveal_are_judged_before_the_settlement():
    sc = Scenario("egyptian_war", {"mode": "100"}, seed=21)
    _to_reveal(sc, 100)
    v = sc.view(None)
    assert v["shown"] == ["AS", "3C", "3D"] and v["decks"] == [38, 9] and v["pile_count"] == 5
    sc.play(1, "slap").play(CLOCK, "close")
    assert sc.state.result() == {"winner": 0, "cards": [38, 14], "reason": "short"}


def test_ew_14_200_card_mode_ends_after_the_200th_reveal():
    sc = Scenario("egyptian_war", {"mode": "200"}, seed=0)
    _to_reveal(sc, 200)
    assert not sc.state.is_over()
    sc.play(CLOCK, "close")
    assert sc.state.result()["reason"] == "short" and sc.state.reveals == 200


def test_ew_15_the_same_situation_a_third_time_at_a_close_is_a_draw():
    sc = deal([["JH", "2D", "6S"], ["7S", "JS", "10C"]], first=0)
    st = sc.state
    closes = 0
    while not st.is_over():
        sc.play(st.turn, "play").play(CLOCK, "close")
        closes += 1
    assert closes == 26
    assert st.result() == {"winner": None, "cards": [4, 2], "reason": "repetition"}
    assert sorted(st.seen.values()).count(3) == 1 and sorted(st.seen.values()).count(2) >= 1


def test_ew_15_stalemate_when_no_deck_holds_cards_and_nobody_is_owed_the_pile():
    sc = deal([["2S"], ["3H"]], first=0)
    sc.play(0, "play").play(CLOCK, "close").play(1, "play").play(CLOCK, "close")
    assert sc.state.result() == {"winner": None, "cards": [0, 0], "reason": "stalemate"}
    assert sc.state.returns() == [0.5, 0.5]


def test_ew_16_a_player_with_an_empty_deck_is_skipped_but_may_slap():
    sc = deal([["2S", "3S"], []], first=0)
    sc.play(0, "play").play(CLOCK, "close")
    assert sc.view(None)["turn"] == 0
    sc3 = deal([["2S"], [], ["5D", "9D"]], first=0, players=3)
    sc3.play(0, "play")
    assert sc3.state.to_move() == (CLOCK, 0, 1, 2)
    sc3.play(CLOCK, "close")
    assert sc3.view(None)["turn"] == 2
    sc3.play(2, "play").play(CLOCK, "close")
    assert sc3.view(None)["turn"] == 2  # seats 0 and 1 are both empty now
    sc_first = deal([[], ["4C"]], first=0)
    assert sc_first.view(None)["turn"] == 1


def test_ew_17_the_next_card_cannot_be_played_while_the_window_is_open():
    sc = deal([["2S", "3S"], ["4H", "5H"]], first=0)
    sc.play(0, "play")
    sc.rejects(1, "play", "ew.play_in_window")
    sc.play(CLOCK, "close").play(1, "play")
    assert sc.view(None)["pile"] == ["2S", "4H"]
