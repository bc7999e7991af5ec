"""Scenario tests, one or more per DSP rule id (rules/daifugo.md)."""

import pytest

from tefuda.core.errors import OptionError, SetupError
from tefuda.games.daifugo import GAME
from tefuda.games.daifugo.match import Match
from tefuda.testing import Scenario, raises_key


def table(hands, titles=None, **options):
    options.setdefault("players", len(hands))
    return Scenario("daifugo", options, {"hands": hands, "titles": titles})


def legal(sc, seat):
    return sc.state.legal_texts(seat)


# --- players, deck, match ----------------------------------------------------------------


def test_dsp_1_three_to_nine_players_and_eight_games():
    for n in range(3, 10):
        assert GAME({"players": n}).num_players == n
    for bad in (2, 10):
        with raises_key(OptionError, "option.bad_value"):
            GAME({"players": bad})
    assert GAME().options["players"] == 5
    assert GAME().options["games"] == 8
    assert GAME({"games": 3}).options["games"] == 3


def test_dsp_2_deck_of_54_with_0_or_1_joker_allowed():
    for jokers, total in ((2, 54), (1, 53), (0, 52)):
        st = GAME({"jokers": jokers}).new_state(seed=1)
        assert len(st.all_cards()) == total
        assert sum(1 for c in st.all_cards() if c.is_joker) == jokers
    with pytest.raises(OptionError):
        GAME({"jokers": 3})
    with raises_key(SetupError, "setup.jokers"):
        table([["JK", "3S"], ["JK"], ["JK", "4S"]], jokers=2)


def test_dsp_3_strength_3_weakest_2_strongest_then_joker_suits_never_matter():
    sc = table([["3S", "AH"], ["2C", "5D"], ["JK", "9H"]])
    sc.play(0, "play 3S")
    sc.play(1, "play 2C")  # 2 beats 3
    sc.play(2, "play JK")  # the joker beats 2
    sc = table([["AH", "4D"], ["AS", "2C"], ["3S", "KH"]])
    sc.play(2, "play 3S")
    sc.play(0, "play AH")
    sc.rejects(1, "play AS", "daifugo.weaker")  # same rank, other suit: not stronger


def test_dsp_4_titles_three_or_four_players_no_fugo():
    st = table([["3S"], ["4S", "5S"], ["6S", "7S", "9D"]]).state
    assert st.view(0)["titles"] is None  # game 1: everybody 平民
    st.apply(0, "play 3S")
    assert st.result() is None
    st.apply(1, "play 4S")
    st.apply(2, "play 6S")
    st.apply(1, "pass")
    st.apply(2, "play 9D")
    st.apply(1, "pass")
    st.apply(2, "play 7S")
    assert st.result() == {"finish_order": [0, 2, 1], "titles": ["daifugo", "daihinmin", "heimin"]}


def test_dsp_5_titles_from_finishing_order_five_players():
    sc = table([["3S"], ["4S"], ["5S"], ["6S"], ["7S", "8S"]])
    sc.play(0, "play 3S")
    sc.play(1, "play 4S")
    sc.play(2, "play 5S")
    sc.play(3, "play 6S")
    assert sc.state.result() == {
        "finish_order": [0, 1, 2, 3, 4],
        "titles": ["daifugo", "fugo", "heimin", "hinmin", "daihinmin"],
    }


# --- dealing and exchange ------------------------------------------------------------------


def test_dsp_6_deal_one_at_a_time_from_the_leader():
    game = GAME({"players": 5})
    st = game.new_state(seed=3)
    sizes = sorted(len(h) for h in st.setup()["hands"])
    assert sizes == [10, 11, 11, 11, 11]  # 54 cards: sizes differ by at most one
    while not st.is_over():
        seat = st.to_move()[0]
        st.apply(seat, st.legal_actions(seat)[0])
    nxt = game.next_game(st)
    poorest = st.result()["titles"].index("daihinmin")
    dealt = [len(h) for h in nxt.setup()["hands"]]
    assert dealt[poorest] == 11 and dealt[(poorest - 1) % 5] == 10  # dealt from the 大貧民
    assert nxt.setup()["titles"] == st.result()["titles"]


FIVE_TITLES = ["daifugo", "fugo", "heimin", "hinmin", "daihinmin"]


def exchange_table():
    return table(
        [["3H", "4H", "5H"], ["3D", "4D", "6C"], ["7C", "8C"], ["9C", "KS", "KH"], ["2S", "2H", "JK", "10D"]],
        titles=FIVE_TITLES,
    )


def test_dsp_7_poorest_gives_strongest_jokers_first_then_rich_return_any():
    sc = exchange_table()
    st = sc.state
    assert st.to_move() == (4,)  # 大貧民 first
    assert legal(sc, 4) == ["give JK 2H", "give JK 2S"]  # the joker, then a choice among the 2s
    sc.rejects(4, "give 2S 2H", "daifugo.give_strongest")
    sc.rejects(4, "give JK", "daifugo.give_count")
    sc.play(4, "give JK 2H")
    assert st.to_move() == (3,)  # then 貧民
    assert legal(sc, 3) == ["give KH", "give KS"]
    sc.play(3, "give KS")
    assert st.to_move() == (0,)  # then 大富豪 returns any 2, received cards included
    assert "give JK 3H" in legal(sc, 0) and "give 2H 3H" in legal(sc, 0)
    sc.play(0, "give 2H 5H")
    sc.play(1, "give 3D")
    assert st.phase == "play" and st.to_move() == (4,)  # DSP-9: the 大貧民 leads
    assert [c.code for c in st.hand(4)] == ["5H", "10D", "2S", "2H"]
    assert [c.code for c in st.hand(0)] == ["3H", "4H", "JK"]


def test_dsp_7_exchanged_cards_are_known_only_to_the_two_players():
    sc = exchange_table()
    sc.play(4, "give JK 2S").play(3, "give KH").play(0, "give 3H 4H").play(1, "give 6C")
    st = sc.state
    for seat in range(5):
        seen = [e.get("cards") for e in st.view(seat)["exchanges"]]
        expect = [
            ["JK", "2S"] if seat in (4, 0) else None,
            ["KH"] if seat in (3, 1) else None,
            ["4H", "3H"] if seat in (0, 4) else None,
            ["6C"] if seat in (1, 3) else None,
        ]
        assert seen == expect
    assert all("cards" not in e for e in st.view(None)["exchanges"])
    assert all("cards" not in e for e in st.log if e["kind"] == "give")


def test_dsp_7_three_players_only_daifugo_and_daihinmin_exchange():
    sc = table([["3H", "4H"], ["5D", "6D"], ["2S", "AH", "KD"]], titles=["daifugo", "heimin", "daihinmin"])
    assert legal(sc, 2) == ["give 2S AH"]
    sc.play(2, "give 2S AH").play(0, "give 2S 4H")
    assert sc.state.phase == "play" and sc.state.to_move() == (2,)


def test_dsp_7_the_daifugo_returns_after_receiving_so_one_card_is_enough():
    # dealt 1 card but must return 2: the 大貧民's 2 cards arrive first (DSP-7 order)
    sc = table([["3H"], ["5D", "6D", "7D"], ["2S", "AH", "KD"]], titles=["daifugo", "heimin", "daihinmin"])
    sc.rejects(0, "give 3H", "daifugo.exchange_first")
    sc.play(2, "give 2S AH")
    assert sorted(legal(sc, 0)) == ["give 2S 3H", "give 2S AH", "give AH 3H"]  # received cards included
    sc.play(0, "give 3H AH")
    assert [c.code for c in sc.state.hand(0)] == ["2S"]
    assert sc.state.phase == "play" and sc.state.to_move() == (2,)


def test_dsp_7_the_poorest_gives_before_receiving_so_it_must_hold_its_two():
    with raises_key(SetupError, "daifugo.setup_give", seat=2, count=2):
        table([["3H", "4H"], ["5D", "6D", "7D"], ["2S"]], titles=["daifugo", "heimin", "daihinmin"])


def test_dsp_7_five_players_a_one_card_daifugo_returns_two():
    sc = table([["3H"], ["3D", "4D"], ["7C", "8C"], ["9C", "KS", "KH"], ["2S", "2H", "JK", "10D"]], titles=FIVE_TITLES)
    sc.play(4, "give JK 2H").play(3, "give KS").play(0, "give 3H 2H").play(1, "give 3D")
    assert [c.code for c in sc.state.hand(0)] == ["JK"]
    assert sc.state.phase == "play"


# --- play ------------------------------------------------------------------------------------


def test_dsp_8_play_goes_clockwise():
    sc = table([["3S", "QH"], ["4S", "KH"], ["5S", "AH"], ["6S", "2H"]])
    sc.play(0, "play 3S")
    assert sc.state.to_move() == (1,)
    sc.rejects(2, "play 5S", "daifugo.not_turn")
    sc.play(1, "play 4S")
    assert sc.state.to_move() == (2,)
    sc.play(2, "play 5S").play(3, "play 6S")
    assert sc.state.to_move() == (0,)


def test_dsp_9_spade3_holder_leads_and_must_play_the_real_spade3():
    sc = table([["4H", "QH"], ["3S", "4S", "5S", "JK"], ["9D", "9C"]])
    assert sc.state.to_move() == (1,)
    sc.rejects(1, "play 4S", "daifugo.spade3")
    sc.rejects(1, "play 4S 5S JK=3S", "daifugo.spade3")  # JK=3S does not count
    assert all("3S" in a for a in legal(sc, 1))
    sc.play(1, "play 3S 4S 5S")
    assert sc.state.to_move() == (2,)


def test_dsp_9_no_spade3_dealt_seat_0_leads_freely():
    sc = table([["4H", "QH"], ["4S", "5S"], ["9D", "9C"]])
    assert sc.state.to_move() == (0,)
    sc.play(0, "play QH")


def test_dsp_9_later_games_the_daihinmin_leads_freely():
    sc = table([["3H", "4H"], ["5D", "6D"], ["3S", "2S", "AH", "KD"]], titles=["daifugo", "heimin", "daihinmin"])
    sc.play(2, "give 2S AH").play(0, "give 2S 4H")
    assert sc.state.to_move() == (2,)
    sc.play(2, "play KD")  # ♠3 is held but not required


def test_dsp_10_groups_and_same_suit_sequences():
    sc = table([["7H", "7D", "7C", "3H", "4H", "5H", "6S"], ["9S"], ["10S"]])
    assert "play 7H 7D" in legal(sc, 0) and "play 7H 7D 7C" in legal(sc, 0)
    assert "play 3H 4H 5H" in legal(sc, 0)
    sc.rejects(0, "play 3H 4H", "daifugo.not_combo")  # a sequence needs 3 cards
    sc.rejects(0, "play 4H 5H 6S", "daifugo.not_combo")  # one suit only
    sc.rejects(0, "play 7H 3H", "daifugo.not_combo")


def test_dsp_10_no_wrap_from_2_to_3():
    sc = table([["KH", "AH", "2H", "3H", "4H"], ["9D"], ["10D"]])
    sc.rejects(0, "play 2H 3H 4H", "daifugo.not_combo")
    sc.rejects(0, "play AH 2H 3H", "daifugo.not_combo")
    sc.play(0, "play KH AH 2H")


def test_dsp_10_jokers_in_groups_and_sequences_with_naming():
    sc = table([["5S", "6S", "8S", "JK", "9H", "9D"], ["3D"], ["4D"]])
    assert "play 5S 6S JK=7S" in legal(sc, 0)
    assert "play 9H 9D JK" in legal(sc, 0)
    assert "play 5S 6S 8S JK=7S" in legal(sc, 0)
    sc.rejects(0, "play 5S 6S JK=6S", "daifugo.name_dup")  # duplicate name
    sc.rejects(0, "play JK=3S", "daifugo.name_alone")  # lone joker cannot be named
    sc.play(0, "play 5S 6S JK=7S")
    assert sc.state.table.text == "play 5S 6S JK=7S"


def test_dsp_10_unnamed_joker_inferred_when_one_reading_is_legal():
    sc = table([["3H", "4H", "5H", "QH"], ["6S", "7S", "JK", "KD"], ["9C"]])
    sc.play(0, "play 3H 4H 5H")
    sc.play(1, "play 6S 7S JK")  # 5S-6S-7S would overlap: only 6S-7S-8S is legal
    assert sc.state.table.text == "play 6S 7S JK=8S"


def test_dsp_10_ambiguous_joker_rejected():
    sc = table([["6S", "7S", "JK", "KD"], ["9C"], ["QC"]])
    e = sc.rejects(0, "play 6S 7S JK", "daifugo.ambiguous")
    assert "play 6S 7S JK=5S" in e.params["options"] and "play 6S 7S JK=8S" in e.params["options"]


def test_dsp_10_one_card_and_two_jokers_group_or_sequence():
    sc = table([["5S", "5H", "5D", "KS"], ["7H", "JK", "JK", "QD"], ["9C"]])
    sc.play(0, "play 5S 5H 5D")
    sc.play(1, "play 7H JK JK")  # a sequence reading is the wrong kind: the group of 7s
    assert sc.state.table.text == "play 7H JK=7S JK=7D"


def test_dsp_10_two_jokers_are_the_strongest_pair_and_groups_may_exceed_four():
    sc = table([["2S", "2H", "KD"], ["JK", "JK", "4C"], ["9C"]])
    sc.play(0, "play 2S 2H")
    sc.play(1, "play JK JK")
    sc = table([["7S", "7H", "7D", "7C", "JK", "3D"], ["9C"], ["QC"]], jokers=1)
    assert "play 7S 7H 7D 7C JK" in legal(sc, 0)


def test_dsp_11_same_kind_same_size_strictly_stronger():
    sc = table([["4S", "4H", "9C"], ["5S", "5H", "6D", "8D", "8C"], ["QC"]])
    sc.play(0, "play 4S 4H")
    sc.rejects(1, "play 6D", "daifugo.follow_group")
    sc.rejects(1, "play 5S 5H 6D", "daifugo.not_combo")
    sc.play(1, "play 5S 5H")
    sc = table([["4S", "4H", "9C"], ["4D", "4C", "8C"], ["QC"]])
    sc.play(0, "play 4S 4H")
    sc.rejects(1, "play 4D 4C", "daifugo.weaker")


def test_dsp_11_sequences_must_not_overlap():
    sc = table([["3S", "4S", "5S", "KD"], ["5H", "6H", "7H", "8H", "QD"], ["QC"]])
    sc.play(0, "play 3S 4S 5S")
    sc.rejects(1, "play 5H 6H 7H", "daifugo.overlap")
    sc.rejects(1, "play 5H 6H 7H 8H", "daifugo.follow_sequence")
    sc.play(1, "play 6H 7H 8H")


def test_dsp_12_pass_skips_until_the_trick_ends_and_leader_must_play():
    sc = table([["3S", "9S", "KD", "4D"], ["4H", "10H", "AH"], ["5C", "JC", "2C"]])
    sc.play(0, "play 3S")
    sc.play(1, "pass")
    sc.play(2, "play 5C")
    assert sc.state.to_move() == (0,)  # seat 1 passed: skipped
    sc.play(0, "play 9S")
    sc.rejects(1, "play AH", "daifugo.passed")
    sc.play(2, "play JC")
    sc.play(0, "play KD")
    sc.play(2, "pass")
    assert sc.state.table is None and sc.state.to_move() == (0,)  # everyone else passed
    sc.rejects(0, "pass", "daifugo.lead_must_play")


def test_dsp_12_a_passed_player_cannot_play_again_in_the_trick():
    sc = table([["3S", "9S", "QS"], ["4H", "10H"], ["5C", "JC"]])
    sc.play(0, "play 3S").play(1, "pass").play(2, "play 5C")
    assert sc.state.view(0)["passed"] == [1]
    sc.play(0, "play 9S")
    assert sc.state.to_move() == (2,)
    sc.rejects(1, "play 10H", "daifugo.passed")


def test_dsp_13_finishing_ends_the_trick_next_unfinished_player_leads():
    sc = table([["3S"], ["4H", "10H"], ["5C", "JC"], ["6D", "QD"]])
    sc.play(0, "play 3S")  # seat 0 is out
    assert sc.state.finished == [0]
    assert sc.state.table is None and sc.state.to_move() == (1,)
    sc = table([["3S", "8D"], ["4H", "10H"], ["9C", "JC"]])
    sc.play(0, "play 3S").play(1, "play 4H").play(2, "play 9C").play(0, "pass")
    sc.play(1, "play 10H")  # finishes: the trick ends although seat 2 has not answered
    assert sc.state.table is None and sc.state.to_move() == (2,)


def test_dsp_14_no_finishing_with_jokers_only_stuck_player_is_skipped_and_ranks_last():
    sc = table([["3S", "JK"], ["4H", "10H", "KH"], ["5C", "JC", "QC"]])
    sc.play(0, "play 3S")  # only the joker left: stuck for the rest of the game
    assert sc.state.stuck == [0]
    sc.play(1, "play 4H").play(2, "play 5C")
    assert sc.state.to_move() == (1,)  # seat 0 is skipped
    sc.rejects(0, "play JK", "daifugo.stuck")
    sc.play(1, "play 10H").play(2, "play JC").play(1, "play KH")  # seat 1 finishes
    assert sc.state.is_over()  # only seat 2 can act: they take the next place
    assert sc.state.result() == {"finish_order": [1, 2, 0], "titles": ["daihinmin", "daifugo", "heimin"]}
    sc.rejects(2, "play QC", "action.game_over")


def test_dsp_14_lead_falling_to_a_stuck_player_passes_clockwise():
    sc = table([["3S", "JK", "JK"], ["4H", "10H", "KH"], ["5C", "6C", "QC"], ["7D", "8D"]])
    sc.play(0, "play 3S")  # stuck, but the last to play
    sc.play(1, "pass").play(2, "pass").play(3, "pass")
    assert sc.state.table is None and sc.state.to_move() == (1,)


def test_dsp_14_several_stuck_players_rank_clockwise_from_the_last_finisher():
    sc = table([["3S", "JK"], ["4S", "5S", "6S"], ["9H", "JK"], ["7D", "8D"], ["10C"]])
    sc.play(0, "play 3S")  # seat 0 stuck
    sc.play(1, "pass").play(2, "play 9H")  # seat 2 stuck
    sc.play(3, "pass").play(4, "play 10C")  # seat 4 finishes first; trick ends
    assert sc.state.to_move() == (1,)
    sc.play(1, "play 4S 5S 6S")  # seat 1 finishes; only seat 3 can act
    st = sc.state
    assert st.is_over()
    # stuck players 0 and 2 rank below, clockwise from seat 1 (the last finisher): 2 then 0
    assert st.result()["finish_order"] == [4, 1, 3, 2, 0]


# --- revolution --------------------------------------------------------------------------


def test_dsp_15_group_of_four_starts_a_revolution_jokers_count():
    sc = table([["9S", "9H", "9D", "JK", "3C", "KC"], ["4C", "AS"], ["2C", "5D"]])
    sc.play(0, "play 9S 9H 9D JK")
    assert sc.state.revolution and sc.state.view(1)["revolution"]
    sc.play(1, "pass").play(2, "pass")
    sc.play(0, "play KC")
    assert "play 4C" in legal(sc, 1) and "play AS" not in legal(sc, 1)  # 2 weakest … 3 strongest
    sc.play(1, "play 4C")
    sc.rejects(2, "play 5D", "daifugo.weaker")
    sc.play(2, "pass")
    sc.play(0, "play 3C")  # 3 is now the strongest number card


def test_dsp_15_sequences_never_start_a_revolution():
    sc = table([["3S", "4S", "5S", "6S", "9D"], ["9C"], ["QC"]])
    sc.play(0, "play 3S 4S 5S 6S")
    assert not sc.state.revolution


def test_dsp_16_counter_revolution_and_no_carry_over():
    sc = table([["9S", "9H", "9D", "9C", "KC"], ["5S", "5H", "5D", "5C", "AS"], ["2C", "3D"]])
    sc.play(0, "play 9S 9H 9D 9C")
    assert sc.state.revolution
    sc.play(1, "play 5S 5H 5D 5C")  # stronger under the revolution: counter-revolution
    assert not sc.state.revolution
    game = GAME({"players": 3})
    st = game.new_state(seed=5)
    while not st.is_over():
        st.apply(st.to_move()[0], st.legal_actions(st.to_move()[0])[-1])
    assert not game.next_game(st).revolution  # a revolution lasts only one game


def test_dsp_17_finishing_with_a_revolution_ends_the_trick():
    sc = table([["9S", "9H", "9D", "9C"], ["5S", "5H", "5D", "5C", "AS"], ["2C", "3D"]])
    sc.play(0, "play 9S 9H 9D 9C")
    st = sc.state
    assert st.finished == [0] and st.revolution and st.table is None
    assert st.to_move() == (1,)  # nobody can answer it with a counter-revolution


# --- not adopted, scoring ------------------------------------------------------------------


def test_dsp_18_every_local_rule_is_off_in_the_standard():
    game = GAME()
    assert game.local == frozenset()
    assert GAME({"preset": "dsp"}).local == frozenset()
    sc = table([["8S", "3D", "KD"], ["9C", "QC"], ["10C", "JC"]])
    sc.play(0, "play 8S")
    assert sc.state.table is not None  # no 8-cut in the standard


def test_dsp_19_match_scoring_and_ranking():
    game = GAME({"players": 5, "games": 2})
    m = Match(game, seed=11)
    while True:
        st = m.state
        while not st.is_over():
            seat = st.to_move()[0]
            st.apply(seat, st.legal_actions(seat)[0])
        m.score_game()
        if m.is_over():
            break
        m.next_game()
    assert m.number == 2 and len(m.results) == 2
    points = {"daifugo": 2, "fugo": 1, "heimin": 0, "hinmin": -1, "daihinmin": -2}
    for seat in range(5):
        assert m.scores[seat] == sum(points[r["titles"][seat]] for r in m.results)
    ranking = m.standings()
    assert [r["points"] for r in ranking] == sorted(m.scores, reverse=True)
    last = m.results[-1]["titles"]
    order = ["daifugo", "fugo", "heimin", "hinmin", "daihinmin"]
    for a, b in zip(ranking, ranking[1:]):
        if a["points"] == b["points"]:
            assert order.index(last[a["seat"]]) <= order.index(last[b["seat"]])
    custom = GAME({"scoring": "10,5,0,-5,-10"})
    assert custom.scores == [10, 5, 0, -5, -10]
    with pytest.raises(OptionError):
        GAME({"scoring": "1,2"})
