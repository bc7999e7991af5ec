"""M.K.'s two reader rules (seed: 「［３強］」「［４強］」, issue 21), opt-in local rules:
`three_threes` — three 3s including the ♠3 may be played on anything;
`four_fours` — four 4s may be played on an 8-cut."""

from tefuda.core.errors import OptionError
from tefuda.games.daifugo import GAME
from tefuda.testing import Scenario
from tefuda.testing.scenario import raises_key

LATER = ["daifugo", "heimin", "daihinmin"]  # game 2 of a match: the 大貧民 (seat 2) leads freely


def table(hands, titles=None, **options):
    options.setdefault("players", len(hands))
    return Scenario("daifugo", options, {"hands": hands, "titles": titles})


def threes_table(seat1, **options):
    """After the exchange seat 2 leads the 9♦ and seat 0 beats it with the 2♣; seat 1 holds `seat1`."""
    sc = table([["QS", "QH", "QC", "7S", "8C"], seat1, ["4D", "5D", "6D", "9D", "2C", "AC"]], LATER, **options)
    sc.play(2, "give 2C AC").play(0, "give 8C AC")
    sc.play(2, "play 9D").play(0, "play 2C")
    return sc


# --- 3強: three 3s with the ♠3 on anything ------------------------------------------------


def test_three_threes_with_the_spade3_go_on_a_single():
    sc = threes_table(["3S", "3H", "3D", "6C"], three_threes=True)
    assert "play 3S 3H 3D" in sc.state.legal_texts(1)
    sc.play(1, "play 3S 3H 3D")
    assert sc.state.table.text == "play 3S 3H 3D"


def test_then_the_table_is_three_3s_and_any_stronger_three_answers_it():
    sc = threes_table(["3S", "3H", "3D", "6C"], three_threes=True)
    sc.play(1, "play 3S 3H 3D").play(2, "pass")
    sc.play(0, "play QS QH QC")  # three queens beat three 3s as usual (DSP-11)
    sc.play(1, "pass")  # (seat 2 passed already: DSP-12)
    assert sc.state.table is None and sc.state.to_move() == (0,)


def test_nobody_answers_three_3s_the_trick_ends_as_usual():
    sc = threes_table(["3S", "3H", "3D", "6C"], three_threes=True)
    sc.play(1, "play 3S 3H 3D").play(2, "pass").play(0, "pass")
    assert sc.state.table is None and sc.state.to_move() == (1,)


def test_three_threes_go_on_a_sequence_and_a_joker_may_be_one_of_the_3s():
    sc = table([["QS", "QH", "8C"], ["3S", "3H", "JK", "6C"], ["4D", "5D", "6D", "2C", "AC"]], LATER, three_threes=True)
    sc.play(2, "give 2C AC").play(0, "give 8C AC")
    sc.play(2, "play 4D 5D 6D").play(0, "pass")
    sc.play(1, "play 3S 3H JK")
    assert sc.state.table.text == "play 3S 3H JK"


def test_three_3s_without_the_spade3_are_an_ordinary_three():
    sc = threes_table(["3H", "3D", "3C", "6C"], three_threes=True)
    assert "play 3H 3D 3C" not in sc.state.legal_texts(1)
    sc.rejects(1, "play 3H 3D 3C", "daifugo.follow_single", table="2C")


def test_three_threes_off_by_default():
    sc = threes_table(["3S", "3H", "3D", "6C"])
    sc.rejects(1, "play 3S 3H 3D", "daifugo.follow_single", table="2C")


def test_three_threes_are_the_literal_3s_during_a_revolution():
    sc = table(
        [["9S", "QH", "KC"], ["3S", "3H", "3D", "6C"], ["5S", "5H", "5D", "5C", "KD", "2C", "AC"]],
        LATER,
        three_threes=True,
    )
    sc.play(2, "give 2C AC").play(0, "give 9S QH")
    sc.play(2, "play 5S 5H 5D 5C").play(0, "pass").play(1, "pass")  # a revolution (DSP-15)
    sc.play(2, "play KD").play(0, "pass")
    assert sc.state.revolution
    sc.play(1, "play 3S 3H 3D")  # still the 3s (the seed names them), on a single


def test_three_threes_respect_a_suit_lock():
    sc = table(
        [["QS", "QH", "8C", "JD"], ["3S", "3H", "3D", "6C"], ["4D", "5D", "9D", "2C", "AC"]],
        LATER,
        three_threes=True,
        shibari=True,
    )
    sc.play(2, "give 2C AC").play(0, "give 8C AC")
    sc.play(2, "play 9D").play(0, "play JD")  # ♦ on ♦: locked to diamonds
    sc.rejects(1, "play 3S 3H 3D", "daifugo.locked", suits="D")


# --- 4強: four 4s answer an 8-cut ------------------------------------------------------


def cut_table(seat1=("4S", "4H", "4D", "4C", "QC"), **options):
    options.setdefault("eight_cut", True)
    options.setdefault("four_fours", True)
    return table([["8S", "9C", "KD"], list(seat1), ["10C", "JC", "5H"]], **options)


def test_an_8_cut_waits_for_four_4s_and_only_they_may_answer():
    sc = cut_table()
    sc.play(0, "play 8S")
    assert sc.state.table.text == "play 8S" and sc.state.to_move() == (1,)
    assert sc.state.legal_texts(1) == ["pass", "play 4S 4H 4D 4C"]
    sc.rejects(1, "play QC", "daifugo.four_fours_answer")


def test_four_4s_answer_the_cut_start_a_revolution_and_the_trick_goes_on():
    sc = cut_table()
    sc.play(0, "play 8S").play(1, "play 4S 4H 4D 4C")
    st = sc.state
    assert st.revolution and not st.cut8
    assert st.table.text == "play 4S 4H 4D 4C" and st.to_move() == (2,)


def test_nobody_answers_the_cut_ends_the_trick_and_the_cutter_leads():
    sc = cut_table()
    sc.play(0, "play 8S").play(1, "pass").play(2, "pass")
    assert sc.state.table is None and sc.state.to_move() == (0,)


def test_jokers_count_toward_the_four_4s():
    sc = cut_table(("4S", "4H", "4D", "JK", "QC"))
    sc.play(0, "play 8S")
    assert "play 4S 4H 4D JK" in sc.state.legal_texts(1)
    sc.play(1, "play 4S 4H 4D JK")
    assert sc.state.revolution


def test_finishing_with_the_8_cut_ends_the_trick_at_once():
    sc = table([["8S"], ["4S", "4H", "4D", "4C", "QC"], ["10C", "JC", "5H"]], eight_cut=True, four_fours=True)
    sc.play(0, "play 8S")  # DSP-13: going out ends the trick: nothing to answer
    assert sc.state.table is None and sc.state.to_move() == (1,)


def test_without_four_fours_an_8_cut_ends_the_trick_at_once():
    sc = cut_table(four_fours=False)
    sc.play(0, "play 8S")
    assert sc.state.table is None and sc.state.to_move() == (0,)


def test_four_fours_needs_the_8_cut():
    with raises_key(OptionError, "daifugo.four_fours_needs_cut"):
        GAME({"four_fours": True})
    assert "four_fours" in GAME({"preset": "everything"}).local


def test_three_threes_and_four_fours_in_the_terminal_the_form_and_the_everything_preset():
    import argparse
    import io

    from tefuda.apps.tui import daifugo as tui
    from tefuda.apps.web.presentation import game_catalog

    ns = argparse.Namespace(
        game="daifugo",
        players=4,
        lang="en",
        seat=0,
        humans=1,
        level="normal",
        bot=None,
        seed=1,
        option=["three_threes=on", "four_fours=on", "eight_cut=on"],
        preset=None,
    )
    tg, _ = tui.build(ns, out=io.StringIO(), inp=io.StringIO())
    assert {"three_threes", "four_fours", "eight_cut"} <= tg.game.local
    daifugo = next(g for g in game_catalog() if g["name"] == "daifugo")
    form = {o["name"]: o for o in daifugo["options"]}
    assert form["three_threes"]["type"] == "bool" and form["three_threes"]["default"] is False
    assert "3強" in form["three_threes"]["label"]["ja"] and "♠3" in form["three_threes"]["label"]["en"]
    assert "4強" in form["four_fours"]["label"]["ja"] and "8-cut" in form["four_fours"]["label"]["en"]
    assert {"three_threes", "four_fours"} <= GAME({"preset": "everything"}).local


def test_everything_preset_games_with_both_rules_play_to_the_end():
    from tefuda.games.daifugo import DESCRIPTOR
    from tefuda.games.daifugo.bots import BOTS
    from tefuda.sim.play import play_match

    game = GAME({"preset": "everything", "games": 3})
    bots = [BOTS["random"](game, seat, seed=seat) for seat in range(5)]
    m = play_match(DESCRIPTOR, game, bots, seed=7)
    assert len(m.results) == 3
