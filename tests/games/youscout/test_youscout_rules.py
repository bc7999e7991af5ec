"""Scenario tests: youscout/RULES.md §1–10 as implemented under YS-1 (options), YS-2
(presets) and the action texts. Literal boards and talons; ×2 values of BOARD:

  place 1 A06 The Lovers ↑     off 6  def 6  pain 10 gain 6  cupU 10 cupL 14 wandU 14 wandL 0
  place 2 A14 Temperance ↑     off 10 def 10 pain 14 gain 6  cupU 6  cupL 14 wandU 0  wandL 6
  place 3 A03 The Empress ↓    off 6  def 6  pain 6  gain 0  cupU 10 cupL 14 wandU 14 wandL 10
  place 4 A16 The Tower ↑      off 10 def 14 pain 10 gain 6  cupU 14 cupL 0  wandU 6  wandL 6
  place 5 A04 The Emperor ↓    off 6  def 6  pain 6  gain 0  cupU 14 cupL 10 wandU 10 wandL 14
  place 6 A15 The Devil ↑      off 10 def 6  pain 6  gain 14 cupU 10 cupL 0  wandU 6  wandL 14
"""

import pytest

from tefuda.core.errors import OptionError, SetupError
from tefuda.games.youscout import GAME
from tefuda.testing import Scenario, raises_key


def up(card):
    return {"card": card, "upright": True}


def rev(card):
    return {"card": card, "upright": False}


BOARD = [up("A06"), up("A14"), rev("A03"), up("A16"), rev("A04"), up("A15")]


def game(talon, options=None, board=BOARD, reshuffles=None):
    setup = {"board": board, "talon": talon}
    if reshuffles is not None:
        setup["reshuffles"] = reshuffles
    return Scenario("youscout", options or {}, setup)


def piles(sc):
    return {k: v for k, v in sc.view(0)["piles"].items() if v}


def last_draw(sc):
    return [e for e in sc.state.log if e["kind"] == "draw"][-1]


# --- §4.2, token in the upper trigram ---------------------------------------------------


def test_ys_1_upper_coin_always_stays_and_goes_to_its_coin_pile():
    sc = game(["D05", "A13"]).play(0, "start 4", "draw")
    assert sc.state.token == 4
    assert piles(sc) == {"coins_4": ["D05"]}


def test_ys_1_upper_sword_moves_back_when_max_coin_plus_defence_beats_score_plus_pain():
    # at 4, S03: max(♦4) 12 + A(3).def 6 = 18 > $3 + A(3).pain 6 = 9 → move to 3, S03 → ↑♠
    sc = game(["D12", "S03", "A13"]).play(0, "start 4", "draw", "draw")
    assert sc.state.token == 3
    assert piles(sc) == {"swords_upper": ["S03"], "coins_4": ["D12"]}
    ev = last_draw(sc)
    assert ev["lhs"] == [["max(♦4)", 12], ["A(3).def", 6]]
    assert ev["rhs"] == [["$", 3], ["A(3).pain", 6]]
    assert (ev["holds"], ev["outcome"], ev["to"]) == (True, "move", 3)


def test_ys_1_upper_sword_stay_is_strict_and_the_earliest_max_coin_moves_forward():
    # K10: D11 and D12 both score 10. S14 (10): 10 + 6 = 16 > 10 + 6 = 16 fails (strict).
    # Stay: S14 → ×, the first max coin D11 → COINS[5].
    sc = game(["D11", "D12", "S14", "A13"], {"court": "K10"}).play(0, "start 4", "draw", "draw", "draw")
    assert sc.state.token == 4
    assert piles(sc) == {"coins_4": ["D12"], "coins_5": ["D11"], "discarded": ["S14"]}


def test_ys_1_upper_sword_stay_from_6_sends_the_max_coin_to_coins_lower():
    # at 6, S10: max(♦6) 2 + A(5).def 6 = 8 > 10 + 6 fails → D02 → ↓♦
    sc = game(["D02", "S10", "A13"]).play(0, "start 6", "draw", "draw")
    assert piles(sc) == {"coins_lower": ["D02"], "discarded": ["S10"]}


def test_ys_1_upper_cup_puts_the_cup_beside_the_opposite_of_the_place_before_the_move():
    # 4: $5 + cupU 14 > A(5).wandU 10 → 5, H05 → cups_1; 5: 1 + 14 > A(6).wandU 6 → 6, H01 → cups_2;
    # 6: 2 + 10 > A(1).wandU 14 fails → stay, H02 → cups_3
    sc = game(["H05", "H01", "H02", "A13"]).play(0, "start 4", "draw", "draw")
    assert sc.state.token == 6
    sc.play(0, "draw")
    assert sc.state.token == 6
    assert piles(sc) == {"cups_1": ["H05"], "cups_2": ["H01"], "cups_3": ["H02"]}


def test_ys_1_upper_wand_needs_a_cup_below_and_stays_sending_the_max_coin_to_coins_lower():
    sc = game(["D03", "D07", "C14", "A13"]).play(0, "start 4", "draw", "draw", "draw")
    assert sc.state.token == 4
    assert piles(sc) == {"coins_lower": ["D07"], "coins_4": ["D03"], "discarded": ["C14"]}
    assert last_draw(sc)["needs"] == "♥1"


def test_ys_1_upper_wand_moves_down_discarding_the_wand_then_the_max_cup():
    # lower cups H09 H04 at 1; S10 lets the token up to 4 (move); at 4, C02:
    # $2 + A(4).wandU 6 + max(♥1) 9 + A(1).cupL 14 = 31 > Σ(♦4) 0 + A(4).gain 6 → down to 1
    sc = game(["H09", "H04", "S10", "C02", "A13"]).play(0, "start 1", "draw", "draw", "draw", "move", "draw")
    assert sc.state.token == 1
    assert piles(sc) == {"swords_upper": ["S10"], "cups_1": ["H04"], "discarded": ["C02", "H09"]}
    assert last_draw(sc)["lhs"] == [["$", 2], ["A(4).wandU", 6], ["max(♥1)", 9], ["A(1).cupL", 14]]


# --- §4.2, token in the lower trigram ---------------------------------------------------


def test_ys_1_lower_cup_always_stays_and_lower_sword_offers_the_choice():
    # 1: S10: $10 + A(1).off 6 + Σ(↓♦) 0 = 16 > A(4).def 14 + Σ(♦4) 0 + Σ(↑♠) 0 = 14
    sc = game(["H09", "H04", "S10", "A13"]).play(0, "start 1", "draw", "draw", "draw")
    assert sc.state.phase == "choose"
    assert sc.state.legal_texts(0) == ["move", "stay"]
    assert sc.view(0)["pending"] == "S10"
    assert last_draw(sc)["rhs"] == [["A(4).def", 14], ["Σ(♦4)", 0], ["Σ(↑♠)", 0]]


def test_ys_1_lower_sword_chosen_stay_discards_all_cups_then_the_sword():
    sc = game(["H09", "H04", "S10", "A13"]).play(0, "start 1", "draw", "draw", "draw", "stay")
    assert sc.state.token == 1
    assert piles(sc) == {"discarded": ["H09", "H04", "S10"]}


def test_ys_1_lower_sword_obliged_stay_discards_the_sword_then_the_max_cup():
    # S01: 1 + 6 + 0 = 7 > 14 fails
    sc = game(["H09", "H04", "S01", "A13"]).play(0, "start 1", "draw", "draw", "draw")
    assert sc.state.phase == "draw"
    assert piles(sc) == {"cups_1": ["H04"], "discarded": ["S01", "H09"]}


def test_ys_1_lower_sword_move_discards_swords_upper_then_coins_lower():
    # 4: D02 → ♦4; C14 (no cup at 1) → ×, D02 → ↓♦; D12 → ♦4; S03: 12 + 6 > 3 + 6 → 3, S03 → ↑♠;
    # 3: S13: 13 + 6 + Σ(↓♦) 2 = 21 > A(6).def 6 + 0 + Σ(↑♠) 3 = 9 → move: × += [S03] ++ [D02]
    sc = game(["D02", "C14", "D12", "S03", "S13", "A13"]).play(0, "start 4", *["draw"] * 5)
    assert sc.state.phase == "choose"
    sc.play(0, "move")
    assert sc.state.token == 6
    assert piles(sc) == {"swords_upper": ["S13"], "coins_4": ["D12"], "discarded": ["C14", "S03", "D02"]}


BOARD2 = [up("A18"), up("A19"), up("A01"), up("A02"), up("A04"), rev("A05")]  # Moon, Sun: pain 0, gain 14


def test_ys_1_lower_coin_moves_forward_putting_the_coin_beside_the_old_opposite_place():
    # BOARD, 3: D01: $1 + A(3).pain 6 = 7 > A(4).gain 6 → 4, D01 → coins_6
    sc = game(["D01", "A13"]).play(0, "start 3", "draw")
    assert sc.state.token == 4
    assert piles(sc) == {"coins_6": ["D01"]}


def test_ys_1_lower_coin_stays_strictly_and_goes_to_coins_lower():
    # BOARD2, 1: D14: 14 + A(1).pain 0 = 14 > A(2).gain 14 fails → D14 → ↓♦
    sc = game(["D14", "A13"], board=BOARD2).play(0, "start 1", "draw")
    assert sc.state.token == 1
    assert piles(sc) == {"coins_lower": ["D14"]}


def test_ys_1_lower_wand_moves_back_discarding_the_lowest_suitable_cup():
    # 2: C14: L = 14 + A(2).wandL 6 = 20; R = A(1).cupL 14: H03 and H05 suitable, H09 not → H03
    sc = game(["H09", "H05", "H03", "C14", "A13"]).play(0, "start 2", *["draw"] * 4)
    assert sc.state.token == 1
    assert piles(sc) == {"cups_2": ["H09", "H05"], "discarded": ["C14", "H03"]}


def test_ys_1_lower_wand_without_a_suitable_cup_stays():
    sc = game(["H09", "C01", "C02", "A13"]).play(0, "start 2", "draw", "draw")
    assert sc.state.token == 2
    assert piles(sc) == {"cups_2": ["H09"], "discarded": ["C01"]}
    sc2 = game(["C02", "A13"]).play(0, "start 2", "draw")  # no cup at all: stay
    assert last_draw(sc2)["needs"] == "♥2" and sc2.state.token == 2


# --- §4.1, §6, §8: the end card, reshuffles, the end -----------------------------------


def test_ys_1_end_card_reshuffles_rest_end_card_and_discards_in_the_setups_order():
    sc = game(["C01", "A13", "H02", "H03"], reshuffles=[["A13", "C01", "H03", "H02"]])
    sc.play(0, "start 2", "draw", "draw")
    assert sc.state.terminals_drawn == 1 and sc.state.phase == "draw"
    assert piles(sc) == {}
    assert sc.state.setup()["reshuffles"] == [["A13", "C01", "H03", "H02"]]
    sc.play(0, "draw")
    assert sc.state.terminals_drawn == 2  # A13 was the new top card
    sc.play(0, "draw")
    assert piles(sc) == {"discarded": ["C01"]}


def test_ys_1_a_reshuffle_that_does_not_hold_the_reshuffled_cards_is_rejected_unchanged():
    sc = game(["C01", "A13", "H02"], reshuffles=[["A13", "H02"]]).play(0, "start 2", "draw")
    sc.rejects(0, "draw", "youscout.bad_reshuffle")


def test_ys_1_the_game_ends_on_the_nth_appearance_lower_start_wins_on_2_or_5():
    sc = game(["A13"], {"terminals": 1}).play(0, "start 2", "draw")
    assert sc.state.result() == {"win": True, "token": 2}
    sc = game(["A13"], {"terminals": 1}).play(0, "start 3", "draw")
    assert sc.state.result() == {"win": False, "token": 3}


def test_ys_1_upper_start_plays_to_the_fool_and_wins_on_5_or_6():
    # the setup's end card slot is named by the start: an upper start makes it A00
    sc = game(["A13"], {"terminals": 1}).play(0, "start 5", "draw")
    assert sc.state.result() == {"win": True, "token": 5}
    assert sc.state.setup()["talon"] == ["A00"]
    sc = game(["A00"], {"terminals": 1}).play(0, "start 4", "draw")
    assert sc.state.result() == {"win": False, "token": 4}


def test_ys_1_terminals_0_is_no_game():
    sc = game(["A13"], {"terminals": 0}).play(0, "start 2")
    assert sc.state.is_over() and sc.state.result() == {"win": False, "token": 2}


def test_ys_1_three_appearances_by_default():
    sc = game(["A13"], reshuffles=[["A13"], ["A13"]]).play(0, "start 5", "draw", "draw")
    assert not sc.state.is_over()
    sc.play(0, "draw")
    assert sc.state.result() == {"win": True, "token": 5}


# --- §3.2: the (8)/(11) swap ---------------------------------------------------------------


def board_after(drawn, swap):
    st = GAME({"swap": swap}).new_state(setup={"board": drawn, "talon": ["A13"]})
    v = st.view(0)
    return [(b["card"], b["upright"]) for b in v["board"]], v["forced"]


def test_ys_1_memorial_swap_always_renames_8_and_11_keeping_orientation():
    drawn = [rev("A08"), up("A11"), up("A01"), up("A02"), up("A04"), up("A06")]
    board, forced = board_after(drawn, "memorial")
    assert board[:2] == [("A11", False), ("A08", True)] and forced is None


def test_ys_1_expansive_swap_grows_the_majority_and_ties_swap_upright_cards_only():
    odd4 = [up("A08"), up("A01"), up("A03"), up("A05"), up("A07"), up("A02")]
    assert board_after(odd4, "expansive")[0][0] == ("A11", True)
    odd2 = [up("A08"), up("A01"), up("A03"), up("A02"), up("A04"), up("A06")]
    assert board_after(odd2, "expansive")[0][0] == ("A08", True)
    tie_up = [up("A08"), up("A01"), up("A03"), up("A05"), up("A02"), up("A04")]
    tie_rev = [rev("A08"), up("A01"), up("A03"), up("A05"), up("A02"), up("A04")]
    assert board_after(tie_up, "expansive")[0][0] == ("A11", True)
    assert board_after(tie_rev, "expansive")[0][0] == ("A08", False)


def test_ys_1_solid_swap_only_with_2_to_4_odd_cards():
    odd5 = [up("A08"), up("A01"), up("A03"), up("A05"), up("A07"), up("A09")]
    assert board_after(odd5, "solid")[0][0] == ("A08", True)
    odd2 = [up("A08"), up("A01"), up("A03"), up("A02"), up("A04"), rev("A06")]
    assert board_after(odd2, "solid")[0][0] == ("A11", True)


def test_ys_1_solid_field_whirl_forces_an_upper_start():
    drawn = [rev(c) for c in ("A01", "A03", "A05", "A02", "A04", "A06")]
    _, forced = board_after(drawn, "solid")
    assert forced == {"trigram": "upper", "purpose_card": "A13", "degree": "whirl"}
    sc = game(["A13"], board=drawn)
    assert sc.state.legal_texts(0) == ["start 4", "start 5", "start 6"]
    refused = sc.rejects(0, "start 1", "youscout.forced_start")
    # the refusal names the places that may be chosen, in either language
    assert refused.localized("en").endswith("(4, 5, 6)")
    assert refused.localized("ja").endswith("（4、5、6）")


def test_ys_1_solid_force_eclipse_forces_a_lower_start():
    drawn = [up("A01"), up("A03"), up("A05"), rev("A02"), rev("A04"), rev("A06")]
    _, forced = board_after(drawn, "solid")
    assert forced == {"trigram": "lower", "purpose_card": "A00", "degree": "eclipse"}


# --- §1.2, §1.5: court values and the influence multiplier -----------------------------------


def test_ys_1_influence_multiplies_and_rounds_up():
    drawn = [up("A01"), up("A02"), up("A04"), up("A06"), up("A10"), up("A12")]
    st = GAME({"influence": 1.5}).new_state(setup={"board": drawn, "talon": ["A13"]})
    assert st.view(0)["board"][0]["values"] == {
        "off": 5,
        "def": 5,
        "pain": 8,
        "gain": 11,
        "cupU": 0,
        "cupL": 5,
        "wandU": 11,
        "wandL": 8,
    }
    rst = GAME({"influence": 1}).new_state(setup={"board": [rev("A01")] + drawn[1:], "talon": ["A13"]})
    assert rst.view(0)["board"][0]["values"]["pain"] == 7  # reversed: the coin pair swapped


@pytest.mark.parametrize(
    "court,scores",
    [("K14", [11, 12, 13, 14]), ("K13a", [11, 12, 12, 13]), ("K13b", [11, 11, 12, 13]), ("K10", [10, 10, 10, 10])],
)
def test_ys_1_court_card_values(court, scores):
    talon = ["S11", "S12", "S13", "S14", "A13"]
    sc = game(talon, {"court": court}).play(0, "start 4", *["draw"] * 4)
    got = [e["rhs"][0] for e in sc.state.log if e["kind"] == "draw"]
    assert got == [["$", s] for s in scores]  # U♠ at 4 (all stay): $ + A(3).pain on the right


# --- §7: War Replacement ------------------------------------------------------------------


def test_ys_1_war_replacement_counts_moves_between_piles_with_a_cap_on_coins_lower():
    sc = game(["H09", "H04", "S10", "C02", "A13"], {"replacement": 2, "replacement_coins_lower": 1})
    sc.play(0, "start 1", "draw", "draw", "draw", "move")
    assert sc.state.phase == "replace"
    assert "replace H09 cups_1 coins_lower" in sc.state.legal_texts(0)
    sc.play(0, "replace H04 cups_1 cups_1")  # dropped back: appended, not counted
    assert piles(sc)["cups_1"] == ["H09", "H04"] and sc.state.repl == 0
    sc.play(0, "replace H09 cups_1 coins_lower")
    assert sc.state.repl == 1 and sc.state.repl_cl == 1
    e = sc.rejects(0, "replace H04 cups_1 coins_lower", "youscout.cl_cap")
    assert str(e) == "the lower coins (↓♦) already took 1 War Replacement; the limit is 1"
    sc.rejects(0, "replace D05 cups_1 coins_4", "youscout.not_in_pile")
    sc.play(0, "replace H04 cups_1 coins_5")
    assert sc.state.phase == "draw"  # the limit of 2 is reached
    sc.rejects(0, "replace H04 coins_5 cups_1", "youscout.no_replacement")


def test_ys_1_war_replacement_cross_border_none_keeps_coins_and_cups_apart():
    sc = game(["H09", "H04", "S10", "C02", "A13"], {"replacement": 3, "cross_border": "none"})
    sc.play(0, "start 1", "draw", "draw", "draw", "move")
    e = sc.rejects(0, "replace H09 cups_1 coins_4", "youscout.bad_destination")
    assert "_" not in str(e) and "_" not in e.localized("ja")  # piles and the setting in words
    assert "cups beside 1" in str(e) and "1のカップ" in e.localized("ja")
    sc.rejects(0, "replace S10 swords_upper cups_1", "youscout.bad_source")
    sc.play(0, "replace H09 cups_1 cups_3")


def test_ys_1_war_replacement_all_allows_swords_upper_and_the_discards_and_draw_ends_it():
    sc = game(["H09", "H04", "S10", "C02", "A13"], {"replacement": "infinity", "cross_border": "all"})
    sc.play(0, "start 1", "draw", "draw", "draw", "move")
    sc.play(0, "replace S10 swords_upper discarded", "replace H09 cups_1 swords_upper")
    assert sc.state.phase == "replace"
    sc.play(0, "draw")  # ends the replacements and draws C02 at 4
    assert sc.state.phase == "draw" and sc.state.draws == 4
    assert [e["kind"] for e in sc.state.log[-2:]] == ["replace_stop", "draw"]


def test_ys_1_without_war_replacement_a_move_goes_straight_on():
    sc = game(["H09", "H04", "S10", "C02", "A13"]).play(0, "start 1", "draw", "draw", "draw", "move")
    assert sc.state.phase == "draw"
    sc.rejects(0, "replace H09 cups_1 cups_2")


# --- illegal actions -------------------------------------------------------------------------


def test_ys_1_illegal_actions_are_refused_with_clear_errors_and_change_nothing():
    sc = game(["H09", "H04", "S10", "C02", "A13"])
    sc.rejects(0, "draw", "youscout.start_first")
    sc.rejects(0, "start 0", "youscout.start_range")
    sc.rejects(0, "move", "youscout.no_choice")
    sc.rejects(0, "fly", "youscout.unknown")
    sc.rejects(1, "start 2", "action.bad_seat")
    sc.play(0, "start 1", "draw", "draw", "draw")
    sc.rejects(0, "draw", "youscout.choose_first")
    sc.rejects(0, "start 2", "youscout.started")
    sc.rejects(0, "replace H09 cups_1 cups_2", "youscout.no_replacement")
    sc.rejects(0, "replace Z99 cups_1 cups_2", "youscout.bad_card")
    sc.rejects(0, "replace H09 cups_9 cups_2", "youscout.bad_pile")


def test_ys_1_japanese_error_texts():
    sc = game(["A13"])
    from tefuda.core.errors import IllegalAction

    try:
        sc.state.apply(0, "draw")
    except IllegalAction as e:
        assert "開始位置" in e.localized("ja")


# --- options, presets, setups -----------------------------------------------------------------


def test_ys_1_options_are_validated():
    with pytest.raises(OptionError):
        GAME({"swap": "liquid"})
    with pytest.raises(OptionError):
        GAME({"replacement": -1})
    with pytest.raises(OptionError):
        GAME({"influence": 0})
    assert GAME({"replacement": "infinity"}).options["replacement"] == "infinity"
    assert GAME({"replacement": "3"}).options["replacement"] == 3


def test_ys_2_presets_program_and_article():
    prog = GAME({"preset": "program"}).options
    assert (prog["swap"], prog["influence"], prog["terminals"], prog["court"], prog["replacement"]) == (
        "solid",
        2.0,
        3,
        "K14",
        0,
    )
    art = GAME({"preset": "article"}).options
    assert (art["swap"], art["influence"], art["terminals"]) == ("memorial", 2.0, 1)


def test_ys_1_bad_setups_raise_setup_errors():
    with raises_key(SetupError, "youscout.setup.board"):
        GAME().new_state(setup={"board": BOARD[:5], "talon": ["A13"]})
    with raises_key(SetupError, "youscout.setup.place_card"):
        GAME().new_state(setup={"board": [up("A13")] + BOARD[1:], "talon": ["A13"]})
    with raises_key(SetupError, "youscout.setup.talon_end"):
        GAME().new_state(setup={"board": BOARD, "talon": ["S01"]})
    with raises_key(SetupError, "youscout.setup.talon_twice"):
        GAME().new_state(setup={"board": BOARD, "talon": ["S01", "S01", "A13"]})
    with raises_key(SetupError, "youscout.setup.fields"):
        GAME().new_state(setup={"board": BOARD, "talon": ["A13"], "hands": []})


def test_ys_1_a_fractional_number_of_appearances_plays_as_its_ceiling():
    sc = game(["A13"], {"terminals": 1.5}, reshuffles=[["A13"]]).play(0, "start 2", "draw")
    assert not sc.state.is_over()  # 1 < 1.5: reshuffle
    sc.play(0, "draw")
    assert sc.state.result() == {"win": True, "token": 2}
