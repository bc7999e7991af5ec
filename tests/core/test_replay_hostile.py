"""`tefuda replay` on files anyone may have written (issue #17): a clear error and exit
code 2, never a traceback or MemoryError; and nothing in a record drives the terminal."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest


def replay(path, *extra, env=None):
    return subprocess.run(
        [sys.executable, "-m", "tefuda", "replay", str(path), *extra],
        capture_output=True,
        text=True,
        errors="strict",
        timeout=120,
        env={**os.environ, **(env or {})},
    )


def write(tmp_path, text: str, name="r.json"):
    p = tmp_path / name
    p.write_text(text, encoding="utf-8", errors="surrogatepass")
    return p


DIVING = '{"game": "diving", "seed": 1, "actions": [%s]}'


@pytest.mark.parametrize(
    "text,message",
    [
        ('{"game": "diving", "setup": ' + "[" * 100_000 + "]" * 100_000 + "}", "nested more than 64 levels"),
        ('{"game": "diving", "setup": {"hands": ' + "[" * 200 + "]" * 200 + "}}", "nested more than 64 levels"),
        ('{"game": "diving", "seed": ' + "7" * 5000 + "}", "a number with more digits than a record can hold"),
        ('{"game": "daifugo", "options": {"preset": ["uecda"]}}', "preset must be one preset name"),
        ('{"game": "diving", "options": {"bonus": [6]}}', "Bonus cards"),  # the option by its label (contract 5)
        ('{"game": "diving", "setup": {"hands": [[{"a": 1}], []]}}', ""),
        ('{"game": "diving", "seed": 1, "actions": [{"seat": 0, "action": 5}]}', "action 0"),
        ("[1, 2, 3]", "a record must be a JSON object"),
        ("{nope", "is not valid JSON"),
        ('{"game": "\\u001b[2J\\ud800"}', "unknown game"),
    ],
)
def test_a_hostile_record_is_a_clear_error(tmp_path, text, message):
    out = replay(write(tmp_path, text))
    assert out.returncode == 2, out.stdout[-500:] + out.stderr[-2000:]
    assert message in out.stderr
    assert "Traceback" not in out.stderr and "Error:" not in out.stderr
    assert out.stdout == ""  # one sentence on stderr; JSON only with --json
    assert "\x1b" not in out.stdout + out.stderr
    as_json = replay(tmp_path / "r.json", "--json")
    assert as_json.returncode == 2 and json.loads(as_json.stdout.splitlines()[-1])["ok"] is False


def test_dev_zero_is_refused_past_the_size_limit_without_reading_it_all():
    out = replay("/dev/zero")
    assert out.returncode == 2 and "larger than" in out.stderr and "Traceback" not in out.stderr


def test_a_directory_or_a_missing_file_is_a_clear_error(tmp_path):
    for path in (tmp_path, tmp_path / "missing.json"):
        out = replay(path)
        assert out.returncode == 2 and "cannot read" in out.stderr and "Traceback" not in out.stderr


HOSTILE_ACTIONS = [
    "\ud800",
    "\x1b[2J\x1b]0;owned\x07",
    "play \u202e3S",
    "\x9b31m",
    "take " + "9" * 5000,
    "give JK=",
    "play " + "3S " * 200,
    "",
    " ",
    "\x00",
]


@pytest.mark.parametrize("game", ["daifugo", "diving", "egyptian_war", "trump_os", "youscout"])
def test_hostile_action_texts_are_refused_steps_printed_escaped(tmp_path, game):
    actions = ", ".join(json.dumps({"seat": 0, "action": a}) for a in HOSTILE_ACTIONS)
    path = write(tmp_path, '{"game": "%s", "seed": 3, "actions": [%s]}' % (game, actions))
    text = replay(path)
    assert text.returncode == 0, text.stderr[-2000:]
    assert "Traceback" not in text.stderr
    lines = text.stdout.splitlines()
    refused = [ln for ln in lines if ln.startswith("Action ") and "(Player 1: " in ln and "was refused" in ln]
    assert len(refused) == len(HOSTILE_ACTIONS), lines
    shown = text.stdout
    for bad in ("\x1b", "\x9b", "\u202e", "\x07", "\x00"):
        assert bad not in shown
    assert "\\x1b[2J" in shown and "\\ud800" in shown and "\\u202e" in shown
    as_json = replay(path, "--json")
    assert as_json.returncode == 0 and "Traceback" not in as_json.stderr
    steps = [json.loads(ln) for ln in as_json.stdout.splitlines()[:-1]]
    assert [s["action"] for s in steps][1:] == HOSTILE_ACTIONS[1:]  # the same values, only escaped
    for bad in ("\x1b", "\x9b", "\u202e", "\x07"):
        assert bad not in as_json.stdout
