"""A golden playthrough: a recorded bot game replays to the same log, step by step."""

import json
from pathlib import Path

from tefuda.core.record import Record
from tefuda.games import replay_record

GOLDEN = json.loads((Path(__file__).parent / "golden_seed39.json").read_text(encoding="utf-8"))


def test_golden_game_replays_to_the_recorded_log_and_result():
    record = Record.from_json(GOLDEN["record"])
    state = None
    for step, state in replay_record(record):
        assert step.ok, step.error
    assert state.result() == GOLDEN["result"] == {"winner": 0, "target": 9}
    assert state.log == GOLDEN["log"]
    runs = [e for e in state.log if e["kind"] == "run"]
    assert runs[-1]["hit"] and runs[-1]["steps"][-1][2] == "OUT" and runs[-1]["steps"][-1][6] == 9
