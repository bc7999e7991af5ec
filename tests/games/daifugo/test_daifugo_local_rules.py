"""Local rules (DSP-18, issue 12): each off by default, each switched on alone here."""

from tefuda.core.errors import OptionError
from tefuda.games.daifugo import GAME
from tefuda.games.daifugo.game import LOCAL_RULES
from tefuda.testing import Scenario, raises_key


def table(hands, titles=None, **options):
    options.setdefault("players", len(hands))
    return Scenario("daifugo", options, {"hands": hands, "titles": titles})


def test_dsp_18_local_rules_are_all_off_by_default_and_presets_exist():
    game = GAME()
    assert all(game.options[k] is False for k in LOCAL_RULES)
    assert GAME({"preset": "house"}).local == {"eight_cut", "spade3", "shibari", "eleven_back", "miyako_ochi"}
    assert GAME({"preset": "everything"}).local == set(LOCAL_RULES)
    with raises_key(OptionError, "option.bad_preset"):
        GAME({"preset": "nope"})


def test_eight_cut_ends_the_trick_and_the_player_leads_again():
    sc = table([["3S", "8H", "4D"], ["9C", "QC"], ["10C", "JC"]], eight_cut=True)
    sc.play(0, "play 3S").play(1, "pass").play(2, "pass")
    sc.play(0, "play 8H")
    assert sc.state.table is None and sc.state.to_move() == (0,)  # nobody could answer anyway
    sc = table([["3S", "8H", "4D"], ["5C", "QC"], ["10C", "JC"]], eight_cut=True)
    sc.play(0, "play 3S").play(1, "play 5C").play(2, "pass")
    sc.play(0, "play 8H")
    assert sc.state.table is None and sc.state.to_move() == (0,)


def test_eight_cut_by_a_sequence_through_8():
    sc = table([["6D", "7D", "8D", "3S", "KS"], ["5C", "QC"], ["10C", "JC"]], eight_cut=True)
    sc.play(0, "play 3S").play(1, "pass").play(2, "pass")
    sc.play(0, "play 6D 7D 8D")
    assert sc.state.table is None and sc.state.to_move() == (0,)


def spade3_table(**options):
    """Game 2 (♠3 need not lead): after the exchange seat 2 leads 9D, seat 0 plays a lone joker."""
    sc = table(
        [["JK", "4D", "9D", "10D"], ["3S", "QC", "KC"], ["10C", "JC", "5C", "6C"]],
        titles=["daifugo", "heimin", "daihinmin"],
        **options,
    )
    sc.play(2, "give JC 10C").play(0, "give 4D 9D")
    sc.play(2, "play 9D").play(0, "play JK")
    return sc


def test_spade3_beats_a_lone_joker_and_ends_the_trick():
    sc = spade3_table(spade3=True)
    assert sc.state.legal_texts(1) == ["pass", "play 3S"]
    sc.play(1, "play 3S")
    assert sc.state.table is None and sc.state.to_move() == (1,)


def test_spade3_off_nothing_beats_a_lone_joker():
    sc = spade3_table()
    assert sc.state.legal_texts(1) == ["pass"]
    sc.rejects(1, "play 3S", "daifugo.weaker")


def test_shibari_two_plays_of_one_suit_lock_the_trick():
    sc = table([["3S", "5H", "9S", "9H"], ["7H", "KH", "KS"], ["10C", "JH", "2S"]], shibari=True)
    sc.play(0, "play 3S").play(1, "pass").play(2, "pass")
    sc.play(0, "play 5H").play(1, "play 7H")  # hearts on hearts: locked to ♥
    assert sc.state.lock == 0b0010
    sc.rejects(2, "play 2S", "daifugo.locked")
    sc.play(2, "play JH")
    sc.play(0, "pass")
    sc.rejects(1, "play KS", "daifugo.locked")
    sc.play(1, "play KH")


def test_shibari_groups_lock_to_their_suits_and_jokers_are_wild():
    sc = table([["3S", "4S", "4H", "9D"], ["6S", "6H", "8S", "8D"], ["QS", "JK", "KD"]], shibari=True)
    sc.play(0, "play 3S").play(1, "pass").play(2, "pass")
    sc.play(0, "play 4S 4H").play(1, "play 6S 6H")  # ♠♥ on ♠♥
    sc.play(2, "play QS JK")  # a joker is wild: ♠ + joker fits ♠♥
    sc.rejects(0, "play 9D", "daifugo.follow_group")


def test_shibari_sequence_form():
    sc = table([["3H", "4H", "5H", "KD"], ["6H", "7H", "8H", "9C"], ["9S", "10S", "JS", "QS"]], shibari=True)
    sc.play(0, "play 3H 4H 5H").play(1, "play 6H 7H 8H")
    assert sc.state.lock == 0b0010
    sc.rejects(2, "play 9S 10S JS", "daifugo.locked")


def test_eleven_back_reverses_the_order_until_the_trick_ends():
    sc = table([["3S", "JH", "4D"], ["9C", "2C", "5D"], ["10C", "KC", "6D"]], eleven_back=True)
    sc.play(0, "play 3S").play(1, "pass").play(2, "pass")
    sc.play(0, "play JH")
    assert sc.state.view(1)["local"]["eleven_back"]
    sc.rejects(1, "play 2C", "daifugo.weaker")
    sc.play(1, "play 9C")  # weaker is stronger now
    sc.play(2, "pass").play(0, "pass")
    assert sc.state.table is None and not sc.state.back  # over with the trick
    assert sc.state.to_move() == (1,)


def test_eleven_back_during_a_revolution_restores_the_normal_order_for_the_trick():
    sc = table([["5S", "5H", "5D", "5C", "JH", "3D"], ["9C", "2C", "KD"], ["10C", "KC"]], eleven_back=True)
    sc.play(0, "play 5S 5H 5D 5C").play(1, "pass").play(2, "pass")
    assert sc.state.revolution
    sc.play(0, "play JH")
    sc.rejects(1, "play 9C", "daifugo.weaker")
    sc.play(1, "play 2C")


def test_miyako_ochi_the_daifugo_not_first_out_falls_to_last():
    titles = ["daifugo", "heimin", "daihinmin"]
    sc = table([["AS", "AH", "KD", "QD"], ["5C", "6C"], ["3D", "4D", "7C", "8C"]], titles=titles, miyako_ochi=True)
    sc.play(2, "give 8C 7C").play(0, "give QD KD")
    sc.play(2, "play 3D")
    sc.play(0, "pass")
    sc.play(1, "play 6C").play(2, "pass")
    sc.play(1, "play 5C")  # seat 1 is out first: the 大富豪 (seat 0) falls
    st = sc.state
    assert st.fallen == [0] and st.is_over()
    assert st.result() == {"finish_order": [1, 2, 0], "titles": ["daihinmin", "daifugo", "heimin"]}


def test_five_skip_skips_one_player_per_5():
    sc = table([["3S", "5H", "5D", "KD"], ["9C", "QC"], ["10C", "JC"], ["6H", "7H"]], five_skip=True)
    sc.play(0, "play 3S").play(1, "pass").play(2, "pass").play(3, "pass")
    sc.play(0, "play 5H")
    assert sc.state.to_move() == (2,)  # seat 1 skipped
    sc = table([["3S", "5H", "5D", "KD"], ["6S", "6D", "QC"], ["10C", "JC"], ["7S", "7H"]], five_skip=True)
    sc.play(0, "play 3S").play(1, "pass").play(2, "pass").play(3, "pass")
    sc.play(0, "play 5H 5D")
    assert sc.state.to_move() == (3,)  # two 5s: seats 1 and 2 skipped


def test_nine_reverse_turns_the_direction():
    sc = table([["3S", "9H", "KD"], ["10C", "QC"], ["JC", "AC"], ["4H", "QH"]], nine_reverse=True)
    sc.play(0, "play 3S").play(1, "pass").play(2, "pass").play(3, "pass")
    sc.play(0, "play 9H")
    assert sc.state.to_move() == (3,) and sc.state.direction == -1
    sc.play(3, "play QH")
    assert sc.state.to_move() == (2,)


def test_sequence_revolution_with_four_cards():
    sc = table([["3H", "4H", "5H", "6H", "KD"], ["9C"], ["QC"]], sequence_revolution=True)
    sc.play(0, "play 3H 4H 5H 6H")
    assert sc.state.revolution
    sc = table([["3H", "4H", "5H", "KD"], ["9C"], ["QC"]], sequence_revolution=True)
    sc.play(0, "play 3H 4H 5H")
    assert not sc.state.revolution


def test_three_card_revolution_with_5_8_k_only():
    for rank, revolt in (("5", True), ("8", True), ("K", True), ("6", False)):
        hand = [rank + s for s in "SHD"] + ["3C"]
        sc = table([hand, ["9C"], ["QC"]], three_card_revolution=True)
        sc.play(0, f"play {rank}S {rank}H {rank}D")
        assert sc.state.revolution is revolt


def test_gyakudan_one_weaker_same_suit_then_the_trick_continues_that_way():
    sc = table([["7H", "4H", "KD"], ["6H", "2C", "QD"], ["5H", "AS", "JD"]], gyakudan=True)
    sc.play(0, "play 7H")
    assert "play 6H" in sc.state.legal_texts(1)
    sc.play(1, "play 6H")
    assert sc.state.gyaku
    sc.rejects(2, "play AS", "daifugo.gyakudan_only")  # stronger is no longer enough
    sc.play(2, "play 5H")
    sc.play(0, "play 4H")
    sc.rejects(1, "play 2C", "daifugo.gyakudan_only")
    assert sc.state.legal_texts(1) == ["pass"]


def test_gyakudan_off_one_weaker_is_just_weaker():
    sc = table([["7H", "4H", "KD"], ["6H", "2C", "QD"], ["5H", "AS", "JD"]])
    sc.play(0, "play 7H")
    sc.rejects(1, "play 6H", "daifugo.weaker")


def test_three_strong_three_3s_on_anything_only_four_4s_answer():
    sc = table([["KS", "KH", "9D"], ["3S", "3H", "3D", "QC"], ["4S", "4H", "4D", "4C", "2C"]], three_strong=True)
    sc.play(1, "play 3S 3H 3D")  # ♠3 lead — three 3s (a normal lead here)
    assert sc.state.strong3
    sc.rejects(2, "play 2C", "daifugo.three_strong_answer")
    sc.play(2, "play 4S 4H 4D 4C")  # the block (and, being four cards, a revolution)
    assert not sc.state.strong3 and sc.state.revolution
    sc = table([["KS", "KH", "9D", "3S"], ["3H", "3D", "3C", "QC"], ["AS", "2C", "5C"]], three_strong=True)
    sc.play(0, "play 3S").play(1, "pass").play(2, "pass")
    sc.play(0, "play KS KH")
    sc.play(1, "play 3H 3D 3C")  # on a pair: allowed
    sc.play(2, "pass").play(0, "pass")
    assert sc.state.table is None and sc.state.to_move() == (1,)
