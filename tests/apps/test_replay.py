"""`tefuda replay FILE`: a record told in words as a spectator saw the game; `--json` for
programs; a file that is not a record is one clear sentence."""

from __future__ import annotations

import json
import random
import sqlite3

from tefuda.apps.cli import main
from tefuda.games import make_game


def finished_diving(tmp_path, seed=3):
    """A whole Diving game between random players, saved as a record."""
    state = make_game("diving").new_state(seed=seed)
    rng = random.Random(seed)
    while not state.is_over():
        seat = state.to_move()[0]
        state.apply(seat, rng.choice(state.legal_texts(seat)))
    path = tmp_path / "diving.json"
    path.write_text(json.dumps(state.record().to_json()))
    return path, state


def test_replay_tells_the_game_in_words_then_the_result(tmp_path, capsys):
    path, state = finished_diving(tmp_path)
    assert main(["replay", str(path), "--lang", "en"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == f"Diving: a record of {len(state.history)} actions, told as a spectator saw it"
    assert not [line for line in out if "{" in line or '"' in line or "seat " in line]  # no JSON, no seat numbers
    assert any(line.startswith("Player 1 ") for line in out) and any(line.startswith("Player 2 ") for line in out)
    assert any(" won: luxury " in line or "No winner" in line or "draw" in line for line in out[-3:])
    assert out[-1] == "Game over."


def test_replay_in_japanese_shows_no_english(tmp_path, capsys):
    path, _ = finished_diving(tmp_path)
    assert main(["replay", str(path), "--lang", "ja"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("ダイビングの記録（") and out[-1] == "ゲーム終了。"
    assert not [line for line in out if "Player" in line or "Game" in line or "{" in line]


def test_replay_tells_only_what_a_spectator_saw(tmp_path, capsys):
    """The record holds every hand; the story names only cards shown on the table: the
    cards a refill draws stay unnamed."""
    path, state = finished_diving(tmp_path)
    main(["replay", str(path), "--lang", "en"])
    out = capsys.readouterr().out
    from tefuda.games import descriptor

    describe = descriptor("diving").describe
    private = [describe(e, e["seat"], "en") for e in state.log if e.get("kind") == "drew"]
    assert private  # what each diver alone was told of their draws
    assert not [line for line in private if line in out]


def test_refused_actions_are_said_in_words(tmp_path, capsys):
    path = tmp_path / "r.json"
    path.write_text(json.dumps({"game": "diving", "seed": 1, "actions": [{"seat": 0, "action": "fly away"}]}))
    assert main(["replay", str(path), "--lang", "en"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[1].startswith("Action 1 (Player 1: 'fly away') was refused and changed nothing: ")
    assert out[-1] == "The record ends here; the game was not over."


def test_a_missing_file_is_one_sentence_and_json_only_with_json(tmp_path, capsys):
    missing = tmp_path / "nofile.jsonl"
    assert main(["replay", str(missing)]) == 2
    said = capsys.readouterr()
    assert said.out == ""
    assert said.err.strip() == f"tefuda replay: cannot read {missing}: No such file or directory"
    assert main(["replay", str(missing), "--json"]) == 2
    assert json.loads(capsys.readouterr().out)["ok"] is False


def test_a_sim_database_is_named_as_such_with_the_command_for_it(tmp_path, capsys):
    db = tmp_path / "sim-diving-seed0.sqlite"
    with sqlite3.connect(db) as con:
        con.execute("create table meta (key text, value text)")
    assert main(["replay", str(db), "--lang", "en"]) == 2
    err = capsys.readouterr().err
    assert "is a tefuda sim result file, not a game record" in err and f"tefuda report {db}" in err
    assert "utf-8" not in err and "JSON" not in err


def play(monkeypatch, capsys, argv, typed):
    """`tefuda play ...` with `typed` as the keyboard; what it printed."""
    import io

    monkeypatch.setattr("sys.stdin", io.StringIO(typed))
    assert main(["play", *argv]) == 0
    return capsys.readouterr()


def test_play_record_saves_a_game_that_replay_tells(tmp_path, monkeypatch, capsys):
    """The newcomer's path: play with --record, leave, replay the file."""
    path = tmp_path / "mine.json"
    said = play(
        monkeypatch,
        capsys,
        ["diving", "--lang", "en", "--seed", "4", "--record", str(path)],
        "hunt\ntake QD AC\nquit\n",
    )
    assert f"Record saved: {path} (tell it again with: tefuda replay {path})" in said.out
    record = json.loads(path.read_text())
    assert record["game"] == "diving" and {"seat": 0, "action": "take QD AC"} in record["actions"]
    assert main(["replay", str(path), "--lang", "en"]) == 0
    told = capsys.readouterr().out.splitlines()
    assert "Player 1 took the treasure K♠, paying Q♦ A♣ (13 oxygen into the dive pile)." in told
    assert told[-1] == "The record ends here; the game was not over."


def test_play_record_in_japanese_and_a_missing_folder_refused_before_the_game(tmp_path, monkeypatch, capsys):
    path = tmp_path / "記録.json"
    said = play(monkeypatch, capsys, ["diving", "--lang", "ja", "--seed", "4", "--record", str(path)], "quit\n")
    assert f"記録を保存しました: {path}（もう一度見るには: tefuda replay {path}）" in said.out
    assert json.loads(path.read_text())["game"] == "diving"
    nowhere = tmp_path / "no" / "such" / "r.json"
    assert main(["play", "diving", "--lang", "en", "--record", str(nowhere)]) == 2
    err = capsys.readouterr().err
    assert f"--record {nowhere}: there is no folder {nowhere.parent} to save it in" in err
    assert "Starting" not in err and not nowhere.exists()


def test_a_match_saves_one_record_per_game(tmp_path, capsys):
    from tefuda.apps.cli import save_records

    first = make_game("diving").new_state(seed=1)
    second = make_game("diving").new_state(seed=2)
    save_records(str(tmp_path / "m.json"), [first, second], "en")
    assert json.loads((tmp_path / "m.json").read_text())["setup"] == first.setup()
    assert json.loads((tmp_path / "m-2.json").read_text())["setup"] == second.setup()
    assert "m-2.json" in capsys.readouterr().out


def test_play_help_says_how_to_save_a_record(capsys):
    import pytest

    with pytest.raises(SystemExit):
        main(["play", "--help"])
    assert "--record FILE" in capsys.readouterr().out


def test_every_terminal_front_end_hands_its_game_to_the_record(tmp_path):
    """Each game's `tefuda play` front end puts the game it starts where --record saves
    from (a real-time game's too); the record replays to the same state."""
    import argparse
    import io

    from tefuda.apps.tui import daifugo, diving, egyptian_war, trump_os, youscout
    from tefuda.core.record import Record
    from tefuda.games import start_record

    builders = {
        "daifugo": lambda a: daifugo.build(a, out=io.StringIO(), inp=io.StringIO())[0].state,
        "diving": lambda a: diving.build(a, out=io.StringIO(), inp=io.StringIO()).state,
        "trump_os": lambda a: trump_os.build(a, out=io.StringIO(), inp=io.StringIO()).state,
        "youscout": lambda a: youscout.make_terminal(a, out=io.StringIO(), inp=io.StringIO()).state,
        "egyptian_war": lambda a: egyptian_war.build_session(a).state,
    }
    for game, build in builders.items():
        args = argparse.Namespace(
            game=game, players=None, lang="en", seat=0, humans=1, level="easy", bot=None, seed=3, option=[]
        )
        args.preset, args.played = None, []
        state = build(args)
        assert args.played == [state], game
        seat = state.to_move()[0]
        state.apply(seat, state.legal_texts(seat)[0])
        record = Record.from_json(json.loads(json.dumps(state.record().to_json())))
        _, again = start_record(record)
        for _step, _now in record.replay(again):
            pass
        assert again.to_json() == state.to_json(), game


def uecda_game_record(tmp_path, names=None):
    """A whole UECda-preset Daifugo game between random players whose seating order is not
    seat order, saved as a record (with `meta.names` when given)."""
    from tefuda.games.daifugo.uecda import first_setup

    game = make_game("daifugo", {"preset": "uecda"})
    for seed in range(50):
        setup = first_setup(game, random.Random(seed))
        ring = setup["seating"]
        k = ring.index(0)
        if ring[k:] + ring[:k] != sorted(ring):
            break
    state = game.new_state(setup=setup)
    rng = random.Random(seed)
    while not state.is_over():
        seat = state.to_move()[0]
        state.apply(seat, rng.choice(state.legal_texts(seat)))
    record = state.record().to_json()
    if names is not None:
        record["meta"] = {"names": names, "other": {"kept": "for whoever wrote it"}}
    path = tmp_path / "uecda.json"
    path.write_text(json.dumps(record, ensure_ascii=False))
    return path, setup["seating"]


def test_replay_names_the_players_by_the_records_names(tmp_path, capsys):
    names = ["lilovyy", "tefuda-hard", "", "Player 4", "sample\x1b[31m"]
    path, _ = uecda_game_record(tmp_path, names)
    assert main(["replay", str(path), "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert "lilovyy (Player 1)" in out and "tefuda-hard (Player 2)" in out
    # no name of its own, or only its number again: the plain name
    assert "Player 3" in out and "(Player 3)" not in out and "Player 4 (Player 4)" not in out
    assert "\x1b" not in out and "sample\\x1b[31m (Player 5)" in out  # a name from a file, escaped
    assert main(["replay", str(path), "--lang", "ja"]) == 0
    out = capsys.readouterr().out
    assert "lilovyy（プレイヤー1）" in out and "Player" not in out
    # programs get the seats, as before
    assert main(["replay", str(path), "--json"]) == 0
    first = json.loads(capsys.readouterr().out.splitlines()[0])
    assert set(first) == {"i", "seat", "action", "ok"}


def test_replay_says_the_seating_order_once_when_it_is_not_seat_order(tmp_path, capsys):
    path, ring = uecda_game_record(tmp_path, ["a", "b", "c", "d", "e"])
    assert main(["replay", str(path), "--lang", "en"]) == 0
    out = capsys.readouterr().out.splitlines()
    order = " → ".join(f"{'abcde'[s]} (Player {s + 1})" for s in ring)
    assert out[1] == f"Turns go round in this order, not by player number: {order}."
    assert sum("Turns go round" in line for line in out) == 1
    assert main(["replay", str(path), "--lang", "ja"]) == 0
    assert capsys.readouterr().out.splitlines()[1].startswith("手番はプレイヤー番号順ではなく、この順に回ります: ")


def test_seat_order_and_its_rotations_are_not_said(tmp_path, capsys):
    from tefuda.apps.cmd_replay import seating_order
    from tefuda.games import descriptor

    class Ring:
        def __init__(self, ring):
            self.ring = ring

    d = descriptor("daifugo")
    assert seating_order(d, Ring([0, 1, 2, 3, 4])) is None and seating_order(d, Ring([3, 4, 0, 1, 2])) is None
    assert seating_order(d, Ring([0, 2, 3, 4, 1])) == [0, 2, 3, 4, 1]
    path, _ = finished_diving(tmp_path)  # a game with no seating order of its own
    assert main(["replay", str(path), "--lang", "en"]) == 0
    assert "Turns go round" not in capsys.readouterr().out


def test_meta_names_of_another_shape_name_nobody(tmp_path, capsys):
    from tefuda.core.record import Record

    path, _ = finished_diving(tmp_path)
    assert main(["replay", str(path), "--lang", "en"]) == 0
    plain = capsys.readouterr().out
    data = json.loads(path.read_text())
    for meta in ({"names": "lilovyy"}, {"names": [1, 2]}, {"names": None}, ["names"], "x"):
        data["meta"] = meta
        path.write_text(json.dumps(data))
        assert Record.load(path).names is None
        assert main(["replay", str(path), "--lang", "en"]) == 0
        assert capsys.readouterr().out == plain
    data["meta"] = {"names": ["x" * 500, "b"]}
    rec = Record.from_json(data)
    assert rec.names == ["x" * 64, "b"] and Record.from_json(rec.to_json()).names == rec.names
