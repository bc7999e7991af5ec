"""check_game for Daifugo's variants, records through `tefuda replay`, determinization."""

import json
import random

from _later_game import LaterGame  # a helper beside these tests (pytest puts their folder on sys.path)

from tefuda.apps.cli import main as cli
from tefuda.core.cards import Card
from tefuda.games import start_record
from tefuda.games.daifugo import GAME
from tefuda.games.daifugo.cards import STRENGTH
from tefuda.testing import check_game


def test_check_game_standard_400_playouts():
    report = check_game(GAME(), playouts=400)
    assert report.games == 400 and report.leak_checked > 0 and report.replays_checked == 20


def test_check_game_three_players_no_joker_and_nine_players_one_joker():
    check_game(GAME({"players": 3, "jokers": 0}), playouts=150, deep_games=5)
    check_game(GAME({"players": 9, "jokers": 1}), playouts=30, deep_games=3)
    check_game(GAME({"players": 4, "jokers": 1}), playouts=100, deep_games=5)


def test_check_game_later_games_with_the_exchange():
    report = check_game(LaterGame({"players": 5}), playouts=120, deep_games=10)
    assert report.replays_checked == 10
    check_game(LaterGame({"players": 3, "jokers": 1}), playouts=30, deep_games=5)


def test_check_game_with_every_local_rule_on():
    check_game(GAME({"preset": "everything"}), playouts=200, deep_games=10)
    check_game(LaterGame({"preset": "everything", "players": 6}), playouts=30, deep_games=5)
    check_game(GAME({"preset": "house", "players": 4}), playouts=40, deep_games=5)


def _finished_game(options, seed):
    game = GAME(options)
    st = game.new_state(seed=seed)
    rng = random.Random(seed)
    while not st.is_over():
        seat = st.to_move()[0]
        legal = st.legal_actions(seat)
        st.apply(seat, legal[rng.randrange(len(legal))])
    return st


def test_replay_cli_reports_the_illegal_action_and_goes_on(tmp_path, capsys):
    record = {
        "game": "daifugo",
        "options": {"players": 3},
        "setup": {"hands": [["3S", "9H", "KD"], ["4S", "10H", "AD"], ["5C", "JC", "2C"]], "titles": None},
        "actions": [
            {"seat": 0, "action": "play 3S"},
            {"seat": 1, "action": "play 4S"},
            {"seat": 2, "action": "play 4S"},  # not held: rejected, nothing changes
            {"seat": 2, "action": "play 5C"},
            {"seat": 0, "action": "pass"},
            {"seat": 1, "action": "pass"},
            {"seat": 2, "action": "play JC"},
        ],
    }
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record))
    assert cli(["replay", str(path), "--json"]) == 0
    lines = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert [x["ok"] for x in lines[:-1]] == [True, True, False, True, True, True, True]
    assert "do not hold 4♠" in lines[2]["error"]  # cards as the screens show them
    final = lines[-1]
    assert final["over"] is False and final["result"] is None
    assert final["state"]["hands"][2] == ["2C"] and final["state"]["table"] == "play JC"


def test_replay_of_a_partial_deal_to_the_end(tmp_path, capsys):
    record = {
        "game": "daifugo",
        "options": {"players": 4, "jokers": 1},
        "setup": {"hands": [["7S", "JK"], ["3S"], ["9D", "9C"], ["QH"]], "titles": None},
        "actions": [
            {"seat": 1, "action": "play 3S"},  # seat 1 finishes at once (DSP-13)
            {"seat": 2, "action": "play 9D 9C"},  # seat 2 finishes too
            {"seat": 3, "action": "play QH"},  # seat 3 out; seat 0 takes last place
        ],
    }
    path = tmp_path / "partial.json"
    path.write_text(json.dumps(record))
    assert cli(["replay", str(path), "--json"]) == 0
    lines = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert all(x["ok"] for x in lines[:-1])
    assert lines[-1]["over"] is True
    assert lines[-1]["result"] == {"finish_order": [1, 2, 3, 0], "titles": ["daihinmin", "daifugo", "heimin", "heimin"]}


def test_record_round_trip_of_a_whole_game():
    st = _finished_game({"players": 5}, 4)
    rec = st.record()
    _, start = start_record(rec)
    again = None
    for step, again in rec.replay(start):
        assert step.ok
    assert again.to_json() == st.to_json()


def test_determinize_samples_agree_with_the_view_and_the_exchange_knowledge():
    game = LaterGame({"players": 5})
    rng = random.Random(2)
    checked = 0
    for seed in range(6):
        st = game.new_state(seed=seed)
        while not st.is_over():
            for seat in list(range(5)) + [None]:
                view = st.view(seat)
                sample = game.determinize(view, rng)
                assert sample.view(seat) == view
                assert sorted(c.code for c in sample.all_cards()) == sorted(c.code for c in st.all_cards())
                if sample.to_move():
                    assert sample.legal_actions(sample.to_move()[0])
                # the 大富豪 knows the 大貧民 kept nothing stronger than the weaker card received
                if seat is not None and st.titles and st.titles[seat] == "daifugo":
                    got = [e for e in view["exchanges"] if e["to"] == seat]
                    if got:
                        low = min(STRENGTH[Card.parse(c).index] for c in got[0]["cards"])
                        poor = got[0]["from"]
                        back = [e["cards"] for e in view["exchanges"] if e["from"] == seat]
                        back = back[0] if back else []
                        for c in sample.hand(poor):
                            assert STRENGTH[c.index] <= low or c.code in back
                checked += 1
            seat = st.to_move()[0]
            legal = st.legal_actions(seat)
            st.apply(seat, legal[rng.randrange(len(legal))])
    assert checked > 500


def _every_combination(st, seat):
    """Every combination the hand can form, table or not (the move generator's lead lists)."""
    from tefuda.games.daifugo.actions import JOKER_PAIR, JOKER_SINGLE
    from tefuda.games.daifugo.moves import rank_plays, suit_plays

    out = []
    for i in range(13):
        m = st.rank_masks[seat] >> (4 * i) & 15
        if m:
            out += rank_plays(i, m, st.jokers_held[seat])
    for s in range(4):
        m = st.suit_masks[seat] >> (13 * s) & 0x1FFF
        if m:
            out += suit_plays(s, m, st.jokers_held[seat])
    return out + [JOKER_SINGLE] * (st.jokers_held[seat] > 0) + [JOKER_PAIR] * (st.jokers_held[seat] == 2)


def test_apply_accepts_exactly_the_generated_plays_with_and_without_local_rules():
    for options in ({"players": 4}, {"players": 5, "preset": "everything"}):
        game = LaterGame(options)
        rng = random.Random(9)
        compared = 0
        for seed in range(15):
            st = game.new_state(seed=seed)
            while not st.is_over():
                seat = st.to_move()[0]
                legal = st.legal_actions(seat)
                if st.phase == "play":
                    for p in _every_combination(st, seat):
                        assert (p in legal) == (st._why_not(seat, p) is None), (p, st.table)
                        compared += 1
                st.apply(seat, legal[rng.randrange(len(legal))])
        assert compared > 1000


def test_a_state_json_written_before_the_seating_and_pass_count_loads_as_then():
    """Older state JSON has no seating, number, lead, pass_run or local.cut8: the state
    loads with the defaults of then (clockwise from seat 0, game 1, ...) in both builds."""
    game = GAME({"players": 4})
    st = game.new_state(seed=11)
    rng = random.Random(11)
    for _ in range(9):
        seat = st.to_move()[0]
        st.apply(seat, rng.choice(st.legal_actions(seat)))
    data = json.loads(json.dumps(st.to_json()))
    for key in ("seating", "number", "lead", "pass_run"):
        del data[key]
    del data["local"]["cut8"]
    old = game.state_from_json(data)
    assert old.ring == [0, 1, 2, 3] and (old.nxt, old.prv) == ([1, 2, 3, 0], [3, 0, 1, 2])
    assert (old.number, old.lead, old.npass, old.cut8) == (1, -1, 0, False)
    for seat in old.to_move():
        assert old.legal_texts(seat) == st.legal_texts(seat)
