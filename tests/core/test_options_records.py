import json

import pytest

from tefuda.core.errors import OptionError, RecordError
from tefuda.core.options import Option, validate_options
from tefuda.core.record import Record
from tefuda.testing import raises_key

SPECS = [
    Option("players", 5, "number of players", int, check=lambda v: 3 <= v <= 9, check_doc="3 to 9"),
    Option("jokers", 2, "jokers", int, choices=(0, 1, 2)),
    Option("eight_cut", False, "8-cut", bool),
]


def test_defaults_and_conversion():
    assert validate_options("g", SPECS, {"players": "4", "eight_cut": "on"}) == {
        "players": 4,
        "jokers": 2,
        "eight_cut": True,
    }


def test_unknown_option_is_a_clear_error():
    with raises_key(OptionError, "option.unknown"):
        validate_options("g", SPECS, {"colour": 1})


@pytest.mark.parametrize(
    "given,key",
    [
        ({"players": 10}, "option.bad_value"),
        ({"jokers": 3}, "option.bad_choice"),
        ({"players": "x"}, "option.bad_type.int"),
        ({"eight_cut": "maybe"}, "option.bad_type.bool"),
        ({"players": 4.5}, "option.bad_type.int"),
    ],
)
def test_bad_values(given, key):
    with raises_key(OptionError, key):
        validate_options("g", SPECS, given)


def test_presets():
    presets = {"small": {"players": 3}}
    assert validate_options("g", SPECS, {"preset": "small"}, presets)["players"] == 3
    assert validate_options("g", SPECS, {"preset": "small", "players": 4}, presets)["players"] == 4
    with raises_key(OptionError, "option.bad_preset"):
        validate_options("g", SPECS, {"preset": "nope"}, presets)
    for wrong in (["small"], {"small": 1}, 3):  # not a name: said so, with the names there are
        with pytest.raises(OptionError, match="preset must be one preset name.*presets: small"):
            validate_options("g", SPECS, {"preset": wrong}, presets)


@pytest.mark.parametrize(
    "obj,key",
    [
        ([], "record.not_object"),
        ({"options": {}}, "record.game"),
        ({"game": "x", "options": []}, "record.options"),
        ({"game": "x", "setup": {}, "seed": 1}, "record.setup_seed"),
        ({"game": "x", "actions": [{"seat": "0", "action": "pass"}]}, "record.action"),
        ({"game": "x", "actions": {"a": 1}}, "record.actions"),
        ({"game": "x", "surprise": 1}, "record.fields"),
        ({"game": "x", "seed": "12"}, "record.seed"),
    ],
)
def test_malformed_records_are_rejected(obj, key):
    with raises_key(RecordError, key):
        Record.from_json(obj)


def test_record_round_trip(tmp_path):
    rec = Record(game="daifugo", options={"players": 3}, seed=7, actions=[(0, "pass")])
    p = tmp_path / "r.json"
    p.write_text(json.dumps(rec.to_json()))
    assert Record.load(p) == rec


def test_unreadable_record_files(tmp_path):
    with raises_key(RecordError, "record.io"):
        Record.load(tmp_path / "missing.json")
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    with raises_key(RecordError, "record.json"):
        Record.load(bad)
