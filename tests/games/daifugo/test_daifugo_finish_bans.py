"""DSP-18's bans on finishing with a 2 or an 8 (２あがり禁止 / ８あがり禁止): opt-in local
rules `no_finish_2` / `no_finish_8`, off in the DSP standard."""

import random

import pytest
from _later_game import LaterGame  # a helper beside these tests (pytest puts their folder on sys.path)

from tefuda.bots.consistency import check_view_consistency, hidden_coverage, positions
from tefuda.core.i18n import translate
from tefuda.games.daifugo import GAME
from tefuda.games.daifugo.game import LOCAL_RULES
from tefuda.testing import Scenario, check_game

BANS = {"no_finish_2": True, "no_finish_8": True}


def table(hands, titles=None, **options):
    options.setdefault("players", len(hands))
    return Scenario("daifugo", options, {"hands": hands, "titles": titles})


def lead_again(hands, **options):
    """Game 1: seat 0 leads ♠3, the others pass, seat 0 leads the next trick."""
    sc = table(hands, **options)
    sc.play(0, "play 3S")
    for s in range(1, len(hands)):
        sc.play(s, "pass")
    assert sc.state.to_move() == (0,) and sc.state.table is None
    return sc


OTHERS = [["5C", "9C"], ["6C", "7C"]]


def test_dsp_18_finish_bans_are_off_by_default_and_in_the_everything_preset_only():
    game = GAME()
    assert game.options["no_finish_2"] is False and game.options["no_finish_8"] is False
    assert game.finish_ban == 0
    assert {"no_finish_2", "no_finish_8"} <= GAME({"preset": "everything"}).local
    assert not {"no_finish_2", "no_finish_8"} & GAME({"preset": "house"}).local
    assert LOCAL_RULES["no_finish_2"][0] == "２あがり禁止" and LOCAL_RULES["no_finish_8"][0] == "８あがり禁止"
    assert GAME({"preset": "house", "no_finish_8": True}).local >= {"eight_cut", "no_finish_8"}


def test_dsp_18_no_finish_8_a_finishing_sequence_through_8_is_not_listed_and_is_rejected():
    sc = lead_again([["3S", "6D", "7D", "8D"]] + OTHERS, no_finish_8=True)
    legal = sc.state.legal_texts(0)
    assert "play 6D 7D 8D" not in legal
    assert {"play 6D", "play 7D", "play 8D"} <= set(legal)
    sc.rejects(0, "play 6D 7D 8D", "daifugo.finish_ban")
    # standard: the same play finishes
    sc = lead_again([["3S", "6D", "7D", "8D"]] + OTHERS)
    assert "play 6D 7D 8D" in sc.state.legal_texts(0)
    sc.play(0, "play 6D 7D 8D")
    assert sc.state.finished == [0]


def test_dsp_18_no_finish_8_the_same_play_is_legal_when_it_does_not_finish():
    sc = lead_again([["3S", "6D", "7D", "8D", "KC"]] + OTHERS, no_finish_8=True)
    assert "play 6D 7D 8D" in sc.state.legal_texts(0)
    sc.play(0, "play 6D 7D 8D")
    assert sc.state.table.text == "play 6D 7D 8D" and sc.state.view(1)["hand_sizes"][0] == 1
    assert 0 not in sc.state.stuck  # a K left: it may still finish


def test_dsp_18_no_finish_2_a_joker_standing_for_a_2_counts():
    """[decision] as in eight_cut, a joker counts as the card it stands for: K-A-JK may
    finish as Q-K-A (JK=QH), not as K-A-2 (JK=2H); unnamed, the legal reading is taken."""
    hands = [["3S", "KH", "AH", "JK"]] + OTHERS
    sc = lead_again(hands, no_finish_2=True)
    legal = sc.state.legal_texts(0)
    assert "play KH AH JK=QH" in legal and "play KH AH JK=2H" not in legal
    sc.rejects(0, "play KH AH JK=2H", "daifugo.finish_ban", rank="2")
    sc.play(0, "play KH AH JK")  # the one legal reading
    assert sc.state.finished == [0] and sc.state.plays[-1][1].text == "play KH AH JK=QH"
    # standard: both readings finish, so the unnamed form is ambiguous
    sc = lead_again(hands)
    sc.rejects(0, "play KH AH JK", "daifugo.ambiguous")
    sc.play(0, "play KH AH JK=2H")
    assert sc.state.finished == [0]


def test_dsp_18_no_finish_8_a_joker_standing_for_an_8_counts():
    sc = lead_again([["3S", "6D", "7D", "JK"]] + OTHERS, no_finish_8=True)
    legal = sc.state.legal_texts(0)
    assert "play 6D 7D JK=5D" in legal and "play 6D 7D JK=8D" not in legal
    sc.rejects(0, "play 6D 7D JK=8D", "daifugo.finish_ban")


def test_dsp_18_no_finish_2_the_ranks_are_literal_whatever_the_revolution():
    others = [["5C", "9C"], ["6C", "7C"]]
    sc = lead_again([["3S", "4S", "4H", "4D", "4C", "KH", "AH", "2H"]] + others, no_finish_2=True)
    sc.play(0, "play 4S 4H 4D 4C").play(1, "pass").play(2, "pass")
    assert sc.state.revolution and sc.state.to_move() == (0,)
    assert "play KH AH 2H" not in sc.state.legal_texts(0)  # 2 is the weakest now, still a 2
    sc.rejects(0, "play KH AH 2H", "daifugo.finish_ban")
    # in a revolution a 3 is the strongest card, and finishing with it is allowed
    sc = lead_again([["3S", "4S", "4H", "4D", "4C", "3H"]] + others, no_finish_2=True)
    sc.play(0, "play 4S 4H 4D 4C").play(1, "pass").play(2, "pass")
    sc.play(0, "play 3H")
    assert sc.state.finished == [0]


def test_dsp_18_game_1_spade3_lead_may_not_finish_through_8():
    hands = [["3S", "4S", "5S", "6S", "7S", "8S"]] + OTHERS
    sc = table(hands, no_finish_8=True)
    legal = sc.state.legal_texts(0)
    assert "play 3S 4S 5S 6S 7S 8S" not in legal and "play 3S 4S 5S 6S 7S" in legal
    sc.rejects(0, "play 3S 4S 5S 6S 7S 8S", "daifugo.finish_ban")
    assert "play 3S 4S 5S 6S 7S 8S" in table(hands).state.legal_texts(0)


def test_dsp_18_no_finish_2_a_hand_of_only_2s_is_stuck_and_ranks_last():
    """DSP-14 applied to DSP-18: 3S leaves 2H 2D, which can never be played out."""
    sc = table([["3S", "2H", "2D"], ["5C"], ["6C", "9C"]], no_finish_2=True)
    sc.play(0, "play 3S")
    st = sc.state
    assert st.stuck == [0] and st.view(1)["stuck"] == [0] and st.to_move() == (1,)
    e = sc.rejects(0, "play 2H", "daifugo.stuck_bans")
    assert "2" in e.params["ranks"]
    sc.play(1, "play 5C")  # seat 1 is out; seat 2 alone can act: the game ends
    assert st.is_over()
    assert st.result() == {"finish_order": [1, 2, 0], "titles": ["daihinmin", "daifugo", "heimin"]}
    # standard: seat 0 is not stuck and plays its 2s
    sc = table([["3S", "2H", "2D"], ["5C"], ["6C", "9C"]])
    sc.play(0, "play 3S")
    assert sc.state.stuck == [] and sc.state.to_move() == (1,)


def test_dsp_18_a_dealt_hand_of_only_banned_ranks_and_jokers_is_stuck_at_once_and_ranked_by_dsp_14():
    """Two stuck seats rank clockwise from the last normal finisher (DSP-14 [decision])."""
    hands = [["3S"], ["2S", "JK"], ["6C", "9C"], ["8S", "8H"]]
    sc = table(hands, **BANS)
    st = sc.state
    assert st.stuck == [1, 3] and st.to_move() == (0,)
    sc.play(0, "play 3S")  # out first; only seat 2 can act: the game ends
    assert st.is_over() and st.result()["finish_order"] == [0, 2, 1, 3]
    sc = table(hands, no_finish_2=True)  # 8s are fine without no_finish_8
    assert sc.state.stuck == [1]
    assert table(hands).state.stuck == []


def test_dsp_18_the_exchange_is_unchanged_but_may_leave_a_hand_stuck():
    titles = ["daifugo", "heimin", "daihinmin"]
    hands = [["5D", "6D"], ["9C", "KC"], ["2S", "2H", "4C"]]
    sc = table(hands, titles=titles, no_finish_2=True)
    assert sc.state.legal_texts(2) == ["give 2S 2H"]  # DSP-7 as ever: the 2 strongest
    sc.play(2, "give 2S 2H").play(0, "give 6D 5D")
    st = sc.state
    assert st.phase == "play" and st.stuck == [0] and st.to_move() == (2,)
    assert [c.code for c in st.hand(0)] == ["2S", "2H"]


def test_dsp_18_miyako_ochi_a_stuck_daifugo_falls_instead():
    titles = ["daifugo", "heimin", "daihinmin"]
    hands = [["5D", "6D"], ["9C", "KC"], ["2S", "2H", "4C"]]
    sc = table(hands, titles=titles, no_finish_2=True, miyako_ochi=True)
    sc.play(2, "give 2S 2H").play(0, "give 6D 5D")
    assert sc.state.stuck == [0]
    sc.play(2, "play 4C").play(1, "play 9C").play(2, "pass")
    sc.play(1, "play KC")  # seat 1 out first, not the 大富豪: seat 0 falls
    st = sc.state
    assert st.fallen == [0] and st.stuck == [] and st.is_over()
    assert st.result()["finish_order"] == [1, 2, 0]


def test_dsp_18_eight_cut_that_would_finish_is_banned_under_no_finish_8():
    hands = [["3S", "6D", "7D", "8D"]] + OTHERS
    sc = lead_again(hands, eight_cut=True, no_finish_8=True)
    sc.rejects(0, "play 6D 7D 8D", "daifugo.finish_ban")
    sc.play(0, "play 8D")  # an 8-cut that does not finish: seat 0 leads again
    assert sc.state.table is None and sc.state.to_move() == (0,)
    sc = lead_again(hands, eight_cut=True, no_finish_2=True)  # only 2s banned: the 8-cut finishes
    sc.play(0, "play 6D 7D 8D")
    assert sc.state.finished == [0]


def test_dsp_18_eight_cut_leaving_only_2s_the_player_is_stuck_and_the_next_one_leads():
    sc = lead_again([["3S", "8H", "2D"], ["5C", "9C"], ["6C", "7C"]], eight_cut=True, no_finish_2=True)
    sc.play(0, "play 8H")
    st = sc.state
    assert st.stuck == [0] and st.table is None and st.to_move() == (1,)


def test_dsp_18_finish_ban_messages_in_english_and_japanese():
    params = {"play": "6D 7D 8D", "rank": "8"}
    assert "banned 8" in translate("daifugo.finish_ban", "en", **params)
    assert "8あがり禁止" in translate("daifugo.finish_ban", "ja", **params)
    assert "2/8" in translate("daifugo.stuck_bans", "en", seat=1, ranks="2/8")
    assert "ジョーカー・2/8" in translate("daifugo.stuck_bans", "ja", seat=1, ranks="2/8")


def test_dsp_18_check_game_with_the_finish_bans():
    check_game(GAME({"players": 4, **BANS}), playouts=60, deep_games=5)
    check_game(GAME({"players": 3, "no_finish_8": True, "eight_cut": True, "jokers": 1}), playouts=40, deep_games=3)
    check_game(LaterGame({"players": 5, "miyako_ochi": True, **BANS}), playouts=20, deep_games=3)


def _stuck_with_cards(game, seeds):
    """(state, seat) pairs where another seat is stuck holding a 2 or an 8 (one per stuck hand)."""
    out, seen = [], set()
    for state, seat in positions(game, seeds, every=2, limit=40):
        held = tuple((s, tuple(c.code for c in state.hand(s))) for s in state.stuck if s != seat)
        if held not in seen and any(c != "JK" for _, h in held for c in h):
            seen.add(held)
            out.append((state, seat))
    return out


@pytest.mark.parametrize("later", [False, True])
def test_dsp_18_determinize_a_stuck_seat_holds_only_jokers_and_banned_ranks(later):
    game = (LaterGame if later else GAME)({"players": 5, **BANS})
    rng = random.Random(5)
    points = _stuck_with_cards(game, range(100))[:6]
    assert points, "no position with a stuck seat holding 2s or 8s"
    for state, seat in points:
        view = state.view(seat)
        for _ in range(20):
            d = game.determinize(view, rng)
            for s in range(5):
                hand = [c.code for c in d.hand(s)]
                if s in state.stuck:
                    assert all(c == "JK" or c[0] in "28" for c in hand), (s, hand)
                elif s not in state.finished and s not in state.fallen:
                    assert any(c != "JK" and c[0] not in "28" for c in hand), (s, hand)
        check_view_consistency(game, state, seat, samples=8, rng=rng, playouts=1)
    for state, seat in points[:3]:
        missing = hidden_coverage(game, state, seat, samples=300, rng=rng, redeals=20)
        assert not missing, f"seat {seat}: hidden placements never sampled: {missing[:10]}"


def test_dsp_18_determinize_consistency_and_coverage_with_the_finish_bans():
    game = GAME({"players": 5, **BANS})
    rng = random.Random(11)
    for state, seat in positions(game, range(2), every=7, limit=4):
        check_view_consistency(game, state, seat, samples=10, rng=rng)
    for state, seat in positions(game, range(1), every=9, limit=3):
        assert not hidden_coverage(game, state, seat, samples=300, rng=rng, redeals=20)


def test_dsp_18_the_bans_are_options_of_the_terminal_and_the_browser_form():
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
        option=["no_finish_2=true", "no_finish_8=on"],
        preset=None,
    )
    tg, _ = tui.build(ns, out=io.StringIO(), inp=io.StringIO())
    assert {"no_finish_2", "no_finish_8"} <= tg.game.local
    daifugo = next(g for g in game_catalog() if g["name"] == "daifugo")
    form = {o["name"]: o for o in daifugo["options"]}
    assert form["no_finish_2"]["default"] is False and "２あがり禁止" in form["no_finish_2"]["doc"]
    assert form["no_finish_8"]["type"] == "bool" and "８あがり禁止" in form["no_finish_8"]["doc"]
