"""YS-R7: 略式易双六 is exact against the author's program. Every game of
fixtures/ryakushiki_traces.jsonl.gz (259 games of simple_ysc.html v0.35 recorded under Node
by tools/ryakushiki_trace.js: defaults, >=, the three swap methods, court values K10 / K13a /
K13b, influence 1 … 3, 1 and 5 end-card appearances, always-move / always-stay players and
the four forced starts) replays step by step: the token and all nine piles after every draw,
the talon length, the final piles and the result. The mulberry32 mode re-simulates them from
their seeds (the same random stream a browser would consume)."""

import gzip
import json
from collections import Counter
from pathlib import Path

import pytest

from tefuda.games.youscout import GAME
from tefuda.games.youscout.deal import Mulberry32
from tefuda.games.youscout.traces import step_actions, trace_options, trace_record, trace_setup

FIXTURES = Path(__file__).parent / "fixtures"

with gzip.open(FIXTURES / "ryakushiki_traces.jsonl.gz", "rt") as f:
    TRACES = [json.loads(line) for line in f if line.strip()]


def test_ys_r7_the_fixtures_hold_259_games_of_every_setting():
    assert len(TRACES) == 259
    assert all(t["format"] == "ryakushiki-js-trace/1" and t["program"] == "simple_ysc.html" for t in TRACES)
    s = Counter((t["settings"]["rule_swap_8_11"], t["settings"]["rule_determinant"]) for t in TRACES)
    assert s[("memorial", "greater")] >= 150 and s[("memorial", "greater_equal")] >= 25
    assert s[("solid", "greater")] >= 20 and s[("expansive", "greater")] >= 15
    assert {t["settings"]["rule_court_card"] for t in TRACES} == {"K14", "K13a", "K13b", "K10"}
    assert {t["settings"]["rule_major_influence"] for t in TRACES} == {1, 1.5, 2, 2.5, 3}
    assert {t["settings"]["rule_terminals"] for t in TRACES} == {1, 3, 5}
    assert {(t["purpose_forced"], t["purpose_degree"]) for t in TRACES} >= {
        ("A00", "whirl"),
        ("A13", "whirl"),
        ("A00", "eclipse"),
        ("A13", "eclipse"),
    }
    decisions = Counter(s["decision"] for t in TRACES for s in t["steps"])
    assert decisions["choose"] > 1000 and decisions["move"] > 5000 and decisions["stay"] > 5000
    choices = Counter(s["choice"] for t in TRACES for s in t["steps"] if "choice" in s)
    assert choices["move"] > 400 and choices["stay"] > 400


def replay(t):
    st = GAME(trace_options(t)).new_state(setup=trace_setup(t))
    view = st.view(0)
    assert [(b["card"], b["upright"]) for b in view["board"]] == [(b["card"], b["upright"]) for b in t["board"]], t[
        "seed"
    ]
    assert (view["forced"] or {}).get("purpose_card") == t["purpose_forced"], t["seed"]
    assert (view["forced"] or {}).get("degree") == t["purpose_degree"], t["seed"]
    st.apply(0, f"start {t['start_place']}")
    assert st.end_card == t["terminal"]
    for step in t["steps"]:
        for action in step_actions(step):
            st.apply(0, action)
        where = (t["seed"], step["n"])
        assert st.token == step["to"], where
        assert st.view(0)["piles"] == step["piles"], where
        assert len(st.talon) == step["talon_len"], where
        ev = [e for e in st.log if e["kind"] in ("draw", "end_card")][-1]
        if step["decision"] is None:
            assert ev["kind"] == "end_card" and ev["count"] == step["terminal_count"], where
        else:
            assert (ev["card"], ev["from"], ev["outcome"]) == (step["drawn"], step["from"], step["decision"]), where
    assert st.view(0)["piles"] == t["final_piles"], t["seed"]
    assert [c for c in st.to_json()["talon"]] == t["final_talon"], t["seed"]
    assert st.result() == {"win": t["result"] == "win", "token": t["final_place"]}, t["seed"]
    assert st.draws == t["draws"]
    assert st.setup() == trace_setup(t)


def test_ys_r7_every_ryakushiki_trace_replays_step_by_step():
    for t in TRACES:
        replay(t)


@pytest.mark.parametrize("t", TRACES[::4], ids=lambda t: f"seed{t['seed']}")
def test_ys_r7_mulberry32_mode_resimulates_the_program_from_its_seed(t):
    options = dict(trace_options(t), rng="mulberry32")
    st = GAME(options).new_state(seed=t["seed"])
    assert st.setup()["board"] == t["board_drawn"]
    policy = Mulberry32(t["policy_seed"])  # the tracer's player: start, then each choice
    legal = st.legal_actions(0)
    start = t["policy"]["start"]
    st.apply(0, legal[int(policy.random() * len(legal))] if start == "random" else f"start {start}")
    while not st.is_over():
        if st.phase == "choose":
            choice = t["policy"]["choice"]
            if choice == "random":
                choice = "move" if policy.random() < 0.5 else "stay"
            st.apply(0, choice)
        else:
            st.apply(0, "draw")
    assert st.setup()["talon"] == t["talon_initial"]
    assert st.setup()["reshuffles"] == trace_setup(t)["reshuffles"]
    assert st.view(0)["piles"] == t["final_piles"]
    assert st.result() == {"win": t["result"] == "win", "token": t["final_place"]}


def test_ys_r7_a_trace_is_a_tefuda_record():
    t = next(t for t in TRACES if any("choice" in s for s in t["steps"]))
    record = trace_record(t)
    assert record["options"]["rules"] == "ryakushiki"
    st = GAME(record["options"]).new_state(setup=record["setup"])
    for a in record["actions"]:
        st.apply(a["seat"], a["action"])
    assert st.result() == {"win": t["result"] == "win", "token": t["final_place"]}
