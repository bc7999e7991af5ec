import json

import pytest

from tefuda.core.errors import OptionError, RecordError
from tefuda.core.options import Option, validate_options
from tefuda.core.record import Record

SPECS = [
    Option("players", 5, "number of players", int, check=lambda v: 3 <= v <= 9, check_doc="3 to 9"),
    Option("jokers", 2, "jokers", int, choices=(0, 1, 2)),
    Option("eight_cut", False, "8-cut", bool),
]


def test_defaults_and_conversion():
    assert validate_options("g", SPECS, {"players": "4", "eight_cut": "on"}) == {
        "players": 4, "jokers": 2, "eight_cut": True,
    }


def test_unknown_option_is_a_clear_error():
    with pytest.raises(OptionError, match="no option 'colour'.*players, jokers, eight_cut"):
        validate_options("g", SPECS, {"colour": 1})


@pytest.mark.parametrize("given,msg", [
    ({"players": 10}, "3 to 9"), ({"jokers": 3}, "choose one of"), ({"players": "x"}, "takes a int"),
    ({"eight_cut": "maybe"}, "takes a bool"), ({"players": 4.5}, "takes a int"),
])
def test_bad_values(given, msg):
    with pytest.raises(OptionError, match=msg):
        validate_options("g", SPECS, given)


def test_presets():
    presets = {"small": {"players": 3}}
    assert validate_options("g", SPECS, {"preset": "small"}, presets)["players"] == 3
    assert validate_options("g", SPECS, {"preset": "small", "players": 4}, presets)["players"] == 4
    with pytest.raises(OptionError, match="no preset"):
        validate_options("g", SPECS, {"preset": "nope"}, presets)
    for wrong in (["small"], {"small": 1}, 3):  # not a name: said so, with the names there are
        with pytest.raises(OptionError, match="preset must be one preset name.*presets: small"):
            validate_options("g", SPECS, {"preset": wrong}, presets)


@pytest.mark.parametrize("obj,msg", [
    ([], "JSON object"), ({"options": {}}, "game name"), ({"game": "x", "options": []}, "options"),
    ({"game": "x", "setup": {}, "seed": 1}, "either setup or seed"),
    ({"game": "x", "actions": [{"seat": "0", "action": "pass"}]}, "integer seat"),
    ({"game": "x", "actions": {"a": 1}}, "list"), ({"game": "x", "surprise": 1}, "unknown record fields"),
    ({"game": "x", "seed": "12"}, "integer"),
])
def test_malformed_records_are_rejected(obj, msg):
    with pytest.raises(RecordError, match=msg):
        Record.from_json(obj)


def test_record_round_trip(tmp_path):
    rec = Record(game="daifugo", options={"players": 3}, seed=7, actions=[(0, "pass")])
    p = tmp_path / "r.json"
    p.write_text(json.dumps(rec.to_json()))
    assert Record.load(p) == rec


def test_unreadable_record_files(tmp_path):
    with pytest.raises(RecordError, match="cannot read"):
        Record.load(tmp_path / "missing.json")
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    with pytest.raises(RecordError, match="not valid JSON"):
        Record.load(bad)
