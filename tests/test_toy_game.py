"""Adding a game is its package plus one registry line: Climb (tests/toygames/climb), a
game that exists only here, is registered at test time and plays through check_game,
the terminal runner, the web app (a real server process), `tefuda sim`, ISMCTS, the
PettingZoo and Gymnasium adapters and `tefuda bench` — nothing outside its folder names it."""

from __future__ import annotations

import io
import json
import sys
import types
import urllib.request
from pathlib import Path

import pytest
from toygames import registered

HERE = Path(__file__).resolve().parent


@pytest.fixture
def climb():
    with registered("climb") as desc:
        yield desc


def test_check_game(climb):
    from tefuda.testing import check_game

    check_game(climb.make_game({"players": 3}), playouts=60, deep_games=5)


def test_the_terminal_runner_plays_it_to_the_end(climb, monkeypatch, capsys):
    from tefuda.apps.cli import main
    from tefuda.apps.tui.runner import TerminalGame

    # `tefuda play climb` reaches the generic runner and draws the descriptor's render
    monkeypatch.setattr("sys.stdin", io.StringIO("quit\n"))
    assert main(["play", "climb", "--lang", "en", "--seed", "1", "--bot", "hard:iterations=5"]) == 0
    assert "Your hand:" in capsys.readouterr().out

    class FirstLegal:
        """A person who always plays the first legal action."""

        def readline(self):
            seat = tg.state.to_move()[0]
            return str(tg.state.legal_actions(seat)[0]) + "\n"

    args = types.SimpleNamespace(
        game="climb", lang="ja", seed=2, seat=0, humans=1, bot=None, level="easy", option=[], players=None, preset=None
    )
    out = io.StringIO()
    tg = TerminalGame(args, render=climb.render, out=out, inp=FirstLegal())
    assert tg.run() == 0 and tg.state.is_over()
    assert "手札" in out.getvalue()


def test_tefuda_sim_and_ismcts(climb, tmp_path, capsys):
    from tefuda.apps.cli import main
    from tefuda.bots.ismcts import ISMCTSBot
    from tefuda.bots.spec import make_bot

    out = tmp_path / "climb.sqlite"
    assert main(["sim", "climb", "--games", "6", "--bots", "random,hard", "--workers", "1", "--out", str(out)]) == 0
    assert "win rate by bot" in capsys.readouterr().out
    assert main(["sim", "climb", "--match", "-q", "--out", str(tmp_path / "m.sqlite")]) == 2  # no match layer
    game = climb.make_game({"players": 3})
    bot = make_bot("climb", "hard", game, 0, seed=1)
    state = game.new_state(seed=4)
    assert isinstance(bot, ISMCTSBot) and bot.act(state.view(0), state.legal_actions(0)) in state.legal_actions(0)


def test_the_rl_adapters(climb):
    pytest.importorskip("pettingzoo")
    import gymnasium as gym
    from pettingzoo.test import api_test

    from tefuda.envs.gym import SingleAgentEnv, env_ids, register_envs
    from tefuda.envs.pettingzoo import climb_v0

    env = climb_v0.env(players=3)
    api_test(env, num_cycles=200)
    env.reset(seed=1)
    for agent in env.agent_iter():
        obs, _, term, trunc, _ = env.last()
        env.step(None if term or trunc else int(obs["action_mask"].nonzero()[0][0]))
    assert env.table.over()
    single = SingleAgentEnv("climb", seat=1, opponents="random", players=2)
    obs, info = single.reset(seed=3)
    assert obs.shape == single.observation_space.shape and info["action_mask"].any()
    assert env_ids()["climb"] == "tefuda/Climb-v0"
    register_envs()  # games registered after tefuda.envs.gym was imported join on demand
    made = gym.make("tefuda/Climb-v0", players=2).unwrapped
    assert isinstance(made, SingleAgentEnv) and made.game.name == "climb"


def test_bench_measures_it(climb):
    from tefuda.sim.bench import default_cases, extra_cases

    cases = default_cases("climb") + extra_cases("climb")
    assert {c.metric for c in cases} >= {"games_per_s"} and all(c.run(0.02) > 0 for c in cases)


def test_the_web_app_plays_it_on_a_real_server(climb, tmp_path):
    sys.path.insert(0, str(HERE / "web"))
    from webserver import ServerProcess
    from wsclient import Client

    srv = ServerProcess(tmp_path / "climb.sqlite").start()  # a child process: TEFUDA_GAMES registers it
    try:
        with urllib.request.urlopen(srv.url + "/api/games", timeout=10) as r:
            catalog = {g["name"]: g for g in json.loads(r.read())}
        assert catalog["climb"]["titles"] == climb.titles and catalog["climb"]["renderer"] == "generic"
        body = json.dumps(
            {
                "game": "climb",
                "options": {"players": 3},
                "seats": [{"kind": "human"}, {"kind": "cpu", "level": "normal"}, {"kind": "cpu", "level": "hard"}],
            }
        ).encode()
        req = urllib.request.Request(srv.url + "/api/rooms", data=body, headers={"content-type": "application/json"})
        with urllib.request.urlopen(req, timeout=10) as r:
            room = json.loads(r.read())
        c = Client(srv.url, room["room"], tokens=[room["tokens"]["0"]])
        try:
            for _ in range(200):
                u = c.latest(0)
                if u["over"]:
                    break
                if u["legal"]:
                    c.send({"type": "act", "seat": 0, "action": u["legal"][0]})
                c.wait(lambda m: m["type"] == "update" and m["seq"] > u["seq"], timeout=30)
            assert c.latest(0)["over"] and c.latest(0)["result"]["winner"] in (0, 1, 2)
        finally:
            c.close()
    finally:
        srv.stop()


def test_its_presets_are_described_by_its_descriptor(climb):
    """The home page's catalogue and `play --help` read a preset's label and help from the
    descriptor (here Climb's class has none)."""
    from tefuda.apps.web.presentation import game_catalog

    entry = next(g for g in game_catalog() if g["name"] == "climb")
    assert entry["preset_info"] == [
        {
            "name": "duel",
            "label": {"en": "Duel", "ja": "一騎打ち"},
            "help": {"en": "Two players.", "ja": "2人で遊びます。"},
        }
    ]


def test_apply_refuses_a_seat_that_is_no_seat_number_and_a_finished_game(climb):
    """State.apply's own checks (the compiled build compiles it for every game): a seat
    that is not an int (a text, a bool) and any action after the end are refused by key,
    with nothing changed."""
    from tefuda.core.errors import IllegalAction

    game = climb.make_game({"players": 2})
    st = game.new_state(seed=4)
    before = st.view(None)
    for bad in ("0", True, 0.5, None):
        with pytest.raises(IllegalAction) as e:
            st.apply(bad, "pass")
        assert e.value.key == "action.bad_seat"
    assert st.view(None) == before and st.history == []
    while not st.is_over():
        seat = st.to_move()[0]
        st.apply(seat, st.legal_actions(seat)[-1])
    with pytest.raises(IllegalAction) as e:
        st.apply(0, "pass")
    assert e.value.key == "action.game_over"
