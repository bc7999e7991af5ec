import json

from tefuda.apps.cli import main


def test_replay_of_a_broken_file_is_a_clear_error(tmp_path, capsys):
    p = tmp_path / "r.json"
    p.write_text("[1, 2]")
    assert main(["replay", str(p), "--json"]) == 2
    out = capsys.readouterr()
    assert json.loads(out.out.splitlines()[0]) == {"ok": False, "error": "a record must be a JSON object"}
    assert "JSON object" in out.err


def test_replay_of_an_unknown_game(tmp_path, capsys):
    p = tmp_path / "r.json"
    p.write_text(json.dumps({"game": "chess", "actions": []}))
    assert main(["replay", str(p), "--json"]) == 2
    assert "unknown game 'chess'" in capsys.readouterr().err


def test_replay_with_an_unknown_option(tmp_path, capsys):
    p = tmp_path / "r.json"
    p.write_text(json.dumps({"game": "daifugo", "options": {"colour": "red"}, "seed": 1, "actions": []}))
    assert main(["replay", str(p), "--json"]) == 2
    assert "no option 'colour'" in capsys.readouterr().err
