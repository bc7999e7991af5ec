"""Scenario tests of 略式易双六 (rules = ryakushiki, README YS-R1 … YS-R6). The board of
test_youscout_rules.py; the ×2 numbers 略式 reads (M Major = sword offence, F Major = coin pain;
the right-hand numbers when reversed):

  place 1 A06 The Lovers ↑    M 6   F 10
  place 2 A14 Temperance ↑    M 10  F 14
  place 3 A03 The Empress ↓   M 6   F 6
  place 4 A16 The Tower ↑     M 10  F 10
  place 5 A04 The Emperor ↓   M 6   F 6
  place 6 A15 The Devil ↑     M 10  F 6
"""

import pytest

from tefuda.core.errors import OptionError
from tefuda.games.youscout import GAME
from tefuda.testing import Scenario


def up(card):
    return {"card": card, "upright": True}


def rev(card):
    return {"card": card, "upright": False}


BOARD = [up("A06"), up("A14"), rev("A03"), up("A16"), rev("A04"), up("A15")]


def game(talon, **options):
    return Scenario("youscout", {"preset": "ryakushiki", **options}, {"board": BOARD, "talon": talon + ["A13"]})


def piles(sc):
    return {k: v for k, v in sc.view(0)["piles"].items() if v}


def last_draw(sc):
    return [e for e in sc.state.log if e["kind"] == "draw"][-1]


def test_ys_r1_the_preset_is_the_simplified_programs_defaults():
    opts = GAME({"preset": "ryakushiki"}).options
    assert (opts["rules"], opts["swap"], opts["determinant"]) == ("ryakushiki", "memorial", "greater")
    assert (opts["terminals"], opts["court"], opts["influence"], opts["replacement"]) == (3, "K14", 2, 0)


def test_ys_r1_war_replacement_and_the_determinant_belong_to_one_rule_set_each():
    with pytest.raises(OptionError) as e:
        GAME({"preset": "ryakushiki", "replacement": 3})
    assert e.value.key == "youscout.ryakushiki_no_war"
    with pytest.raises(OptionError) as e:
        GAME({"determinant": "greater_equal"})
    assert e.value.key == "youscout.determinant_original"


def test_ys_r2_f_suits_act_at_once_cups_and_coins_move_forward_or_stay():
    # 4 ♥: forward to 5 whatever the numbers, the cup to the cups of 1 (below the old place)
    sc = game(["H05", "D03", "H01", "H02", "D02", "H04"]).play(0, "start 4", "draw")
    assert sc.state.token == 5 and piles(sc) == {"cups_1": ["H05"]}
    assert (last_draw(sc)["outcome"], last_draw(sc)["lhs"]) == ("move", [])
    sc.play(0, "draw")  # 5 ♦: stays, the coin onto the coins of 5
    assert sc.state.token == 5 and piles(sc)["coins_5"] == ["D03"]
    sc.play(0, "draw", "draw")  # 5 ♥ → 6 (cup below 5), 6 ♥ → 1 (cup below 6)
    assert sc.state.token == 1 and piles(sc)["cups_2"] == ["H01"] and piles(sc)["cups_3"] == ["H02"]
    sc.play(0, "draw")  # 1 ♦: forward to 2, the coin to the coins of 4 (above the old place)
    assert sc.state.token == 2 and piles(sc)["coins_4"] == ["D02"]
    sc.play(0, "draw")  # 2 ♥: stays, the cup onto the cups of 2
    assert sc.state.token == 2 and piles(sc)["cups_2"] == ["H01", "H04"]


def test_ys_r3_an_m_suit_uses_f_major_where_a_pile_is_empty_and_loses_without_moving():
    # at 5, S09 (backward to 4): 9 + F Major(5) 6 = 15 > M Major(4) 10 + F Major(4) 10 = 20 fails
    sc = game(["S09"]).play(0, "start 5", "draw")
    ev = last_draw(sc)
    assert ev["lhs"] == [["$", 9], ["A(5).F", 6]] and ev["rhs"] == [["A(4).M", 10], ["A(4).F", 10]]
    assert (ev["holds"], ev["outcome"], ev["target"], sc.state.token) == (False, "stay", 4, 5)
    assert piles(sc) == {"discarded": ["S09"]}  # the winner used its F Major: nothing more to discard


def test_ys_r3_r4_the_highest_coin_is_f_minor_and_the_winners_card_is_discarded():
    # at 5 with D12: S10: 10 + 12 = 22 > 10 + 10 = 20 → back to 4; × += [S10, D12]
    sc = game(["D12", "S10"]).play(0, "start 5", "draw", "draw")
    ev = last_draw(sc)
    assert ev["lhs"] == [["$", 10], ["max(♦5)", 12]]
    assert (ev["holds"], sc.state.token) == (True, 4)
    assert piles(sc) == {"discarded": ["S10", "D12"]}


def test_ys_r4_when_the_target_wins_its_f_minor_card_is_discarded():
    # 5: D02 → coins 5; H01 → 6; at 6, S01 (back to 5): 1 + F Major(6) 6 = 7 > M(5) 6 + max(♦5) 2 = 8
    # fails: the token stays and the target's D02 goes with the sword
    sc = game(["D02", "H01", "S01"]).play(0, "start 5", "draw", "draw", "draw")
    assert sc.state.token == 6
    assert piles(sc) == {"cups_2": ["H01"], "discarded": ["S01", "D02"]}


def test_ys_r4_ties_discard_the_earliest_highest_card():
    # K10: D11 and D12 both score 10; at 4, S10 → 3: 10 + 10 > M(3) 6 + F(3) 6 → × += [S10, D11]
    sc = game(["D11", "D12", "S10"], court="K10").play(0, "start 4", "draw", "draw", "draw")
    assert sc.state.token == 3
    assert piles(sc) == {"coins_4": ["D12"], "discarded": ["S10", "D11"]}


def test_ys_r3_wands_go_down_from_above_and_backward_from_below():
    # at 4, C01 (down to 1): 1 + F(4) 10 = 11 > M(1) 6 + F(1) 10 = 16 fails
    sc = game(["C01"]).play(0, "start 4", "draw")
    assert (last_draw(sc)["target"], sc.state.token) == (1, 4)
    # at 1, C05 (backward to 6): 5 + 10 = 15 > 10 + 6 = 16 fails; C09: 19 > 16 → 6
    sc = game(["C05", "C09"]).play(0, "start 1", "draw")
    assert (last_draw(sc)["target"], sc.state.token) == (6, 1)
    sc.play(0, "draw")
    assert sc.state.token == 6 and piles(sc) == {"discarded": ["C05", "C09"]}


def test_ys_r5_a_won_lower_sword_offers_move_or_stay():
    # at 2 with H03: S14 (up to 5): 14 + 3 = 17 > M(5) 6 + F(5) 6 = 12 → choose
    sc = game(["H03", "S14"]).play(0, "start 2", "draw", "draw")
    assert sc.state.phase == "choose" and [str(a) for a in sc.state.legal_actions(0)] == ["move", "stay"]
    e = sc.rejects(0, "draw", "youscout.choose_first")
    assert str(e) == "choose first: move up with the King of Swords or stay"
    assert e.localized("ja") == "先にソードのキングで動く（move）か留まる（stay）かを選んでください"
    moved = game(["H03", "S14"]).play(0, "start 2", "draw", "draw", "move")
    # the winning side's F Minor (H03) goes with the sword
    assert moved.state.token == 5 and piles(moved) == {"discarded": ["S14", "H03"]}
    sc.play(0, "stay")  # staying keeps every F Minor: only the sword is discarded
    assert sc.state.token == 2 and piles(sc) == {"cups_2": ["H03"], "discarded": ["S14"]}


def test_ys_r5_a_lost_lower_sword_offers_nothing_and_the_target_pays():
    # 4: D01 → coins of 4; H01 4 → 5 (cups of 1), H02 5 → 6, H03 6 → 1;
    # at 1, S10 (up to 4): 10 + max(♥1) 1 = 11 > M(4) 10 + max(♦4) 1 = 11 fails (strict)
    sc = game(["D01", "H01", "H02", "H03", "S10"]).play(0, "start 4", "draw", "draw", "draw", "draw", "draw")
    assert sc.state.token == 1 and sc.state.phase == "draw"
    assert last_draw(sc)["lhs"] == [["$", 10], ["max(♥1)", 1]]
    assert last_draw(sc)["rhs"] == [["A(4).M", 10], ["max(♦4)", 1]]
    assert piles(sc)["discarded"] == ["S10", "D01"] and piles(sc)["cups_1"] == ["H01"]


def test_ys_r6_greater_equal_lets_a_tie_win():
    # the tie of test_ys_r5_a_lost_lower_sword… : 11 >= 11 holds with determinant = greater_equal
    talon = ["D01", "H01", "H02", "H03", "S10"]
    sc = game(talon, determinant="greater_equal").play(0, "start 4", *["draw"] * 5)
    assert sc.state.phase == "choose" and last_draw(sc)["cmp"] == ">="
    assert "cmp" not in last_draw(game(talon).play(0, "start 4", *["draw"] * 5))
