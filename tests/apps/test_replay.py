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
