"""YS-3: every reference trace of the author's program (fixtures/, copied from
shared/youscout) replays exactly: each step's token place and nine piles, the talon
length, the final piles and the result. YS-4: the mulberry32 mode re-simulates them."""

import gzip
import json
from pathlib import Path

import pytest

from tefuda.apps.cli import main as cli_main
from tefuda.games.youscout import GAME
from tefuda.games.youscout.deal import Mulberry32
from tefuda.games.youscout.traces import step_actions, trace_options, trace_record, trace_setup

FIXTURES = Path(__file__).parent / "fixtures"


def load_traces():
    out = []
    for name in ("traces_sample.jsonl", "traces_options_sample.jsonl"):
        out += [json.loads(line) for line in (FIXTURES / name).read_text().splitlines() if line.strip()]
    with gzip.open(FIXTURES / "traces_more.jsonl.gz", "rt") as f:
        out += [json.loads(line) for line in f if line.strip()]
    return out


TRACES = load_traces()


def test_ys_3_the_fixtures_hold_all_282_traces():
    assert len(TRACES) == 20 + 12 + 250


def test_ys_3_every_trace_replays_step_by_step():
    for t in TRACES:
        st = GAME(trace_options(t)).new_state(setup=trace_setup(t))
        assert [(b["card"], b["upright"]) for b in st.view(0)["board"]] == [
            (b["card"], b["upright"]) for b in t["board"]
        ], t["seed"]
        assert (st.view(0)["forced"] or {}).get("purpose_card") == t["purpose_forced"], t["seed"]
        st.apply(0, f"start {t['start_place']}")
        assert st.end_card == t["terminal"]
        for step in t["steps"]:
            for action in step_actions(step):
                st.apply(0, action)
            where = (t["seed"], step["n"])
            assert st.token == step["to"], where
            assert st.view(0)["piles"] == step["piles"], where
            assert len(st.talon) == step["talon_len"], where
            if "terminal_count" in step:
                assert st.terminals_drawn == step["terminal_count"], where
        assert st.view(0)["piles"] == t["final_piles"], t["seed"]
        assert st.result() == {"win": t["result"] == "win", "token": t["final_place"]}, t["seed"]
        assert st.draws == t["draws"]
        assert st.setup() == trace_setup(t)


def test_ys_3_each_draw_logs_the_move_the_trace_shows():
    t = TRACES[0]
    st = GAME(trace_options(t)).new_state(setup=trace_setup(t))
    st.apply(0, f"start {t['start_place']}")
    for step in t["steps"]:
        for action in step_actions(step):
            st.apply(0, action)
        ev = [e for e in st.log if e["kind"] in ("draw", "end_card")][-1]
        if ev["kind"] == "draw":
            assert (ev["card"], ev["from"]) == (step["drawn"], step["from"])
            if step["decision"] != "choose":
                assert ev["to"] == step["to"] and ev["outcome"] == step["decision"]


@pytest.mark.parametrize(
    "t", [t for t in TRACES if not t["settings"]["rule_replacement"]][::3], ids=lambda t: f"seed{t['seed']}"
)
def test_ys_4_mulberry32_mode_resimulates_the_trace_from_its_seed(t):
    options = dict(trace_options(t), rng="mulberry32")
    st = GAME(options).new_state(seed=t["seed"])
    policy = Mulberry32(t["policy_seed"])  # the tracer's player: start, then each choice
    legal = st.legal_actions(0)
    st.apply(0, legal[int(policy.random() * len(legal))])
    while not st.is_over():
        if st.phase == "choose":
            p = policy.random()
            st.apply(0, "move" if t["policy"]["choice"] == "move" or p < 0.5 else "stay")
        else:
            st.apply(0, "draw")
    assert st.setup()["board"] == t["board_drawn"]
    assert st.setup()["talon"] == t["talon_initial"]
    assert st.setup()["reshuffles"] == trace_setup(t)["reshuffles"]
    assert st.result() == {"win": t["result"] == "win", "token": t["final_place"]}


def test_ys_3_tefuda_replay_of_a_trace_record_with_an_illegal_action(tmp_path, capsys):
    t = next(t for t in TRACES if t["settings"]["rule_replacement"] == 3)
    record = trace_record(t)
    actions = record["actions"]
    actions.insert(3, {"seat": 0, "action": "start 4"})  # illegal in the middle: changes nothing
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record))
    assert cli_main(["replay", str(path), "--json"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    steps, final = lines[:-1], lines[-1]
    assert len(steps) == len(actions)
    bad = [s for s in steps if not s["ok"]]
    assert [s["i"] for s in bad] == [3] and "already been chosen" in bad[0]["error"]
    assert final["over"] is True
    assert final["result"] == {"win": t["result"] == "win", "token": t["final_place"]}
    assert final["state"]["piles"] == t["final_piles"]
