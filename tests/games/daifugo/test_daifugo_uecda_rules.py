"""The UECda preset: the rules the UEC Computer Daihinmin Contest's referee plays by
default (games/daifugo/uecda.py; README "UECda"), one scenario per rule."""

from tefuda.core.errors import OptionError
from tefuda.games.daifugo import GAME
from tefuda.testing import Scenario
from tefuda.testing.scenario import raises_key

UECDA = {"preset": "uecda"}


def table(hands, titles=None, seating=None, number=1, **options):
    setup = {"hands": hands, "titles": titles, "seating": seating or list(range(len(hands))), "number": number}
    return Scenario("daifugo", {**UECDA, "players": len(hands), **options}, setup)


def test_the_preset_is_the_referees_default():
    g = GAME(UECDA)
    o = g.options
    assert (o["players"], o["jokers"], o["games"], o["scoring"]) == (5, 1, 1000, "5,4,3,2,1")
    assert g.uecda and g.local == {"eight_cut", "spade3", "uecda"}


def test_the_diamond_3_holder_leads_and_may_lead_anything():
    sc = table([["3S", "9S"], ["5H", "6H"], ["3D", "KD", "KC"], ["7C", "8S"], ["QS", "QH"]])
    assert sc.state.to_move() == (2,)  # not the ♠3 holder
    sc.play(2, "play KD KC")
    assert sc.state.table.text == "play KD KC"


def test_the_leader_may_pass_and_the_next_player_leads():
    sc = table([["3S", "9S"], ["5H", "6H"], ["3D", "KD", "KC"], ["7C", "8S"], ["QS", "QH"]])
    assert sc.state.legal_texts(2)[0] == "pass"
    sc.play(2, "pass")
    assert sc.state.table is None and sc.state.to_move() == (3,)
    sc.play(3, "play 7C")
    assert sc.state.table.text == "play 7C"


def test_when_all_pass_on_an_empty_table_the_leader_leads_again():
    sc = table([["3S", "9S"], ["5H", "6H"], ["3D", "KD", "KC"], ["7C", "8S"], ["QS", "QH"]])
    sc.play(2, "pass").play(3, "pass").play(4, "pass").play(0, "pass").play(1, "pass")
    assert sc.state.table is None and sc.state.to_move() == (2,)
    assert sc.state.legal_texts(2)[0] == "pass"  # a new trick: everybody may play again


def test_the_trick_ends_only_when_everybody_has_passed_the_last_player_too():
    sc = table([["4S", "9S"], ["5H", "6H"], ["3D", "KD", "AD"], ["7C", "8S"], ["QS", "10H"]])
    sc.play(2, "play 3D").play(3, "pass").play(4, "pass").play(0, "pass").play(1, "pass")
    assert sc.state.to_move() == (2,) and sc.state.table.text == "play 3D"
    sc.play(2, "play KD")  # on their own card
    assert sc.state.to_move() == (2,)  # everybody else passed already
    sc.play(2, "pass")
    assert sc.state.table is None and sc.state.to_move() == (2,)


def test_going_out_does_not_end_the_trick_and_the_next_player_leads_after_it():
    sc = table([["4S", "9S"], ["5H", "6H"], ["3D", "KD"], ["7C", "8S"], ["QS", "10H"]])
    sc.play(2, "play 3D").play(3, "play 7C").play(4, "play QS").play(0, "pass").play(1, "pass")
    sc.play(2, "play KD")  # goes out on the queen: the trick goes on
    st = sc.state
    assert st.finished == [2] and st.table.text == "play KD" and st.to_move() == (3,)
    sc.play(3, "pass").play(4, "pass")
    assert sc.state.table is None and sc.state.to_move() == (3,)  # the next after seat 2


def test_a_joker_may_finish_a_hand():
    sc = table([["4S", "9S"], ["5H", "6H"], ["3D", "JK"], ["7C", "8S"], ["QS", "10H"]])
    sc.play(2, "play 3D").play(3, "play 7C").play(4, "play QS").play(0, "pass").play(1, "pass")
    assert "play JK" in sc.state.legal_texts(2)
    sc.play(2, "play JK")
    assert sc.state.finished == [2] and not sc.state.stuck


def test_a_sequence_of_five_is_a_revolution_four_is_not():
    hands = [["4S", "9S"], ["5H", "6H"], ["3D", "4D", "5D", "6D", "7D", "KC"], ["7C", "8S"], ["QS", "10H"]]
    sc = table(hands)
    sc.play(2, "play 3D 4D 5D 6D 7D")
    assert sc.state.revolution
    sc = table(hands)
    sc.play(2, "play 3D 4D 5D 6D")
    assert not sc.state.revolution


def test_a_joker_in_a_group_takes_a_suit():
    sc = table([["4S", "9S"], ["5H", "6H"], ["3D", "7S", "JK", "KC"], ["7C", "8S"], ["QS", "10H"]])
    legal = sc.state.legal_texts(2)
    assert {"play 7S JK=7H", "play 7S JK=7D", "play 7S JK=7C"} <= set(legal)
    assert "play 7S JK" not in legal
    sc.play(2, "play 7S JK")  # without a suit: the first free one
    assert sc.state.table.text == "play 7S JK=7H"


def test_a_joker_may_stand_below_the_3_or_above_the_2_of_a_sequence():
    sc = table([["4S", "9S"], ["5H", "6H"], ["3D", "4D", "JK", "KC"], ["7C", "8S"], ["QS", "10H"]])
    assert {"play 3D 4D JK<3D", "play 3D 4D JK=5D"} <= set(sc.state.legal_texts(2))
    sc.play(2, "play 3D 4D JK<3D")
    assert (sc.state.table.low, sc.state.table.high) == (-1, 1)
    sc = table([["4S", "9S"], ["5H", "6H"], ["3D", "AD", "2D", "JK"], ["7C", "8S"], ["QS", "10H"]])
    sc.play(2, "play AD 2D JK>2D")
    assert (sc.state.table.low, sc.state.table.high) == (11, 13)


def test_outside_the_uecda_rules_no_joker_stands_below_the_3():
    sc = Scenario("daifugo", {"players": 3}, {"hands": [["3D", "4D", "JK"], ["5C"], ["6C"]], "titles": None})
    sc.rejects(0, "play 3D 4D JK<3D", "daifugo.edge_uecda")


def test_the_lock_comes_with_exactly_the_same_suits_as_the_play_before():
    hands = [["4S", "9C", "QH", "QD"], ["5H", "6H"], ["3D", "7S", "7H", "JH"], ["9S", "9H", "9D"], ["QS", "QC"]]
    sc = table(hands)
    sc.play(2, "play 7S 7H").play(3, "play 9S 9H")  # ♠♥ on ♠♥: locked
    assert sc.state.lock == 0b0011
    sc.rejects(4, "play QS QC", "daifugo.locked", suits="SH")
    sc = table(hands)
    sc.play(2, "play 7S 7H").play(3, "play 9S 9D")  # ♠♦ on ♠♥: not the same suits, no lock
    assert sc.state.lock == 0
    sc.play(4, "play QS QC")


def test_the_jokers_suit_counts_for_the_lock():
    hands = [["4S", "9C"], ["5H", "6H"], ["3D", "7S", "7H", "KC"], ["9S", "JK", "2C"], ["QS", "10H"]]
    sc = table(hands)
    sc.play(2, "play 7S 7H").play(3, "play 9S JK=9C")  # ♠♣ on ♠♥: no lock
    assert sc.state.lock == 0
    sc = table(hands)
    sc.play(2, "play 7S 7H").play(3, "play 9S JK=9H")  # ♠ and the joker as ♥ on ♠♥: locked
    assert sc.state.lock == 0b0011


def test_a_lone_joker_is_always_allowed_lifts_the_lock_and_the_spade_3_beats_it():
    sc = table([["3S", "9S"], ["5H", "6H"], ["3D", "4D", "KC"], ["6D", "2C"], ["JK", "QS", "10H"]])
    sc.play(2, "play 4D").play(3, "play 6D")  # ♦ on ♦: locked
    assert sc.state.lock
    sc.play(4, "play JK")  # a lone joker: allowed whatever the lock, and the lock is lifted
    assert sc.state.lock == 0
    assert sc.state.legal_texts(0) == ["pass", "play 3S"]
    sc.play(0, "play 3S")  # スペ3: ends the trick
    assert sc.state.table is None and sc.state.to_move() == (0,)


def test_the_referee_takes_the_gifts_joker_first_ties_spade_heart_diamond_club():
    titles = ["daifugo", "fugo", "heimin", "hinmin", "daihinmin"]
    sc = table(
        [["4S", "9S", "3D"], ["5H", "6H"], ["5D", "KC"], ["2H", "2D", "7C"], ["2S", "2C", "JK", "4C"]], titles=titles
    )
    assert sc.state.legal_texts(4) == ["give JK 2S"]
    sc.rejects(4, "give JK 2C", "daifugo.give_forced", cards="JK 2S")
    sc.play(4, "give JK 2S")
    assert sc.state.legal_texts(3) == ["give 2H"]
    sc.play(3, "give 2H")
    assert len(sc.state.legal_texts(0)) == 10  # the 大富豪 returns any 2 of its 5


def test_the_deal_starts_at_the_daifugo_and_follows_the_seating():
    game = GAME(UECDA)
    st = game.new_state(seed=3)
    while not st.is_over():
        seat = st.to_move()[0]
        st.apply(seat, st.legal_actions(seat)[-1])
    nxt = game.next_game(st)
    ring, titles = nxt.ring, nxt.titles
    first = ring.index(titles.index("daifugo"))
    sizes = [nxt.hand_sizes[ring[(first + k) % 5]] for k in range(5)]
    assert sizes == [11, 11, 11, 10, 10]  # (before the exchange: dealt from the 大富豪 round the table)


def _play_out(game, st):
    while not st.is_over():
        seat = st.to_move()[0]
        legal = st.legal_actions(seat)
        st.apply(seat, legal[-1] if legal[0].text == "pass" and len(legal) > 1 else legal[0])
    return st


def test_the_seating_is_drawn_every_3_games_and_the_titles_reset_every_100():
    game = GAME(UECDA)
    st = _play_out(game, game.new_state(seed=8))
    seatings, exchanges = [st.ring], [bool(st.titles)]
    for number in range(2, 103):
        st = _play_out(game, game.next_game(st))
        assert st.number == number
        seatings.append(st.ring)
        exchanges.append(bool(st.titles))
    assert all(seatings[k] == seatings[k - 1] for k in range(1, 102) if (k + 1) % 3 != 1)
    assert sum(seatings[k] != seatings[k - 1] for k in range(3, 102, 3)) >= 25  # redrawn (5! orders)
    assert exchanges[0] is False and exchanges[100] is False  # games 1 and 101: no titles
    assert all(exchanges[1:100]) and exchanges[101]


def test_turns_follow_the_seating_not_the_seat_numbers():
    sc = table([["4S", "9S"], ["5H", "6H"], ["3D", "KD", "AD"], ["7C", "8S"], ["QS", "10H"]], seating=[2, 0, 4, 1, 3])
    sc.play(2, "play 3D")
    assert sc.state.to_move() == (0,)
    sc.play(0, "play 4S")
    assert sc.state.to_move() == (4,)


def test_twenty_passes_in_a_row_end_the_game_at_random_the_same_way_on_replay():
    hands = [["4S", "9S"], ["5H", "6H"], ["3D", "KD", "AD"], ["7C", "8S"], ["QS", "10H"]]
    sc = table(hands)
    order = [2, 3, 4, 0, 1]
    for k in range(20):
        sc.play(order[k % 5], "pass")
    st = sc.state
    assert st.is_over() and sorted(st.result()["finish_order"]) == [0, 1, 2, 3, 4]
    again = table(hands)
    for k in range(20):
        again.play(order[k % 5], "pass")
    assert again.state.result() == st.result()


def test_an_eight_cut_that_finishes_ends_the_trick_and_the_next_player_leads():
    sc = table([["4S", "9S"], ["5H", "6H"], ["3D", "8D"], ["7C", "9C"], ["QS", "10H"]])
    sc.play(2, "play 3D").play(3, "play 7C").play(4, "pass").play(0, "pass").play(1, "pass")
    sc.play(2, "play 8D")
    assert sc.state.finished == [2] and sc.state.table is None and sc.state.to_move() == (3,)


def test_uecda_combines_only_with_the_referees_own_switches():
    with raises_key(OptionError, "daifugo.uecda_clash", rules="しばり"):
        GAME({**UECDA, "shibari": True})
    with raises_key(OptionError, "daifugo.uecda_jokers"):
        GAME({**UECDA, "jokers": 2})
    assert GAME({**UECDA, "eleven_back": True}).uecda


def test_a_uecda_match_scores_5_to_1_by_place():
    from tefuda.games.daifugo import DESCRIPTOR
    from tefuda.games.daifugo.bots import BOTS
    from tefuda.sim.play import play_match

    game = GAME({**UECDA, "games": 4})
    m = play_match(DESCRIPTOR, game, [BOTS["heuristic"](game, s, seed=s) for s in range(5)], seed=2)
    assert sum(m.scores) == 4 * 15 and all(4 <= x <= 20 for x in m.scores)


# --- the engine checks, records and hidden information under the preset -----------------


def test_check_game_with_the_uecda_preset_first_and_later_games():
    import sys
    from pathlib import Path

    from tefuda.testing import check_game

    sys.path.insert(0, str(Path(__file__).parent))
    from _later_game import LaterGame

    report = check_game(GAME(UECDA), playouts=150, deep_games=8)
    assert report.games == 150 and report.leak_checked > 0
    check_game(LaterGame(UECDA), playouts=40, deep_games=5)
    check_game(LaterGame({**UECDA, "players": 3, "eleven_back": True}), playouts=30, deep_games=4)


def test_determinize_fits_the_view_and_reaches_every_placement_under_uecda():
    import random

    from tefuda.bots.consistency import check_view_consistency, hidden_coverage, positions

    game = GAME(UECDA)
    rng = random.Random(5)
    for state, seat in positions(game, range(2), every=7, limit=4):
        check_view_consistency(game, state, seat, samples=10, rng=rng)
    for state, seat in positions(game, range(1), every=9, limit=3):
        assert not hidden_coverage(game, state, seat, samples=300, rng=rng, redeals=20)


def test_a_uecda_record_with_its_seating_replays(tmp_path, capsys):
    import json

    from tefuda.apps.cli import main as cli

    game = GAME(UECDA)
    st = _play_out(game, game.next_game(_play_out(game, game.new_state(seed=4))))
    record = {
        "game": "daifugo",
        "options": {"preset": "uecda"},
        "setup": st.setup(),
        "actions": [{"seat": s, "action": a.text} for s, a in st.history],
    }
    assert set(record["setup"]) == {"hands", "titles", "seating", "number"}
    path = tmp_path / "g.json"
    path.write_text(json.dumps(record))
    assert cli(["replay", str(path), "--json"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert all(json.loads(x)["ok"] for x in lines[:-1])
    assert json.loads(lines[-1])["result"] == st.result()


def test_the_terminal_plays_the_preset_and_shows_the_seating_order():
    import argparse
    import io
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).parent))
    from test_daifugo_tui import Player

    from tefuda.apps.tui import daifugo as tui

    for lang, words in (("en", "Seats in playing order:"), ("ja", "席順（出す順）:")):
        out, inp = io.StringIO(), Player([])
        ns = argparse.Namespace(
            game="daifugo",
            players=5,
            lang=lang,
            seat=0,
            humans=1,
            level="normal",
            bot=None,
            seed=3,
            option=["games=4"],
            preset="uecda",
        )
        tg, match = tui.build(ns, out=out, inp=inp)
        inp.tg = tg
        assert tui.play(tg, match) == 0 and match.number == 4
        assert words in out.getvalue() and sum(match.scores) == 4 * 15
        # players as the screens name them ("Player 3 → You → …"), never 0-based seat numbers
        line = next(line for line in out.getvalue().splitlines() if words in line)
        names = line.split(":", 1)[1].split(" → ")
        assert len(names) == 5 and all(n.strip()[:1] in ("P", "Y", "プ", "あ") for n in names), line
