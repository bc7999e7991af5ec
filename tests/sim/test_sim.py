"""`tefuda sim`: same seed → same rows whatever the workers or backend; sweeps,
duplicate deals, Parquet, resume after a kill, and bad input refused before any work."""

from __future__ import annotations

import signal
import sqlite3
import subprocess
import sys
import time

import pytest

from tefuda.apps.cli import main
from tefuda.sim.runner import run_sim
from tefuda.sim.spec import SimError, SimSpec
from tefuda.sim.store import load_rows
from tefuda.testing import raises_key

DETERMINISTIC = [
    "idx",
    "point",
    "deal",
    "seed",
    "bot_seed",
    "options",
    "seats",
    "result",
    "returns",
    "actions",
    "first",
]


def table(path):
    _, rows = load_rows(path)
    return [tuple(repr(r[k]) for k in DETERMINISTIC) for r in rows]


def two_bots(mod) -> list[str]:
    names = list(mod.BOTS)
    return names[:2] if len(names) > 1 else names


def test_same_rows_for_one_or_two_workers(game, tmp_path):
    name, mod = game
    spec = SimSpec(game=name, games=60, bots=two_bots(mod), seed=7)
    a = run_sim(spec, tmp_path / "one.sqlite", workers=1)
    b = run_sim(spec, tmp_path / "two.sqlite", workers=2)
    assert a.played == b.played == 60
    rows = table(tmp_path / "one.sqlite")
    assert len(rows) == 60 and rows == table(tmp_path / "two.sqlite")
    # another seed deals other games
    run_sim(SimSpec(game=name, games=60, bots=two_bots(mod), seed=8), tmp_path / "other.sqlite", workers=2)
    assert table(tmp_path / "other.sqlite") != rows


def test_rows_hold_what_a_game_needs_to_be_replayed(game, tmp_path):
    from tefuda.games import make_game

    name, mod = game
    run_sim(SimSpec(game=name, games=5, bots=two_bots(mod), seed=3), tmp_path / "r.sqlite")
    _, rows = load_rows(tmp_path / "r.sqlite")
    for r in rows:
        assert r["actions"] > 0 and r["duration"] >= 0
        assert len(r["returns"]) == len(r["seats"]) == make_game(name, r["options"]).num_players
        assert r["result"] is not None
        # the stored seed deals the same game again
        g = make_game(name, r["options"])
        assert g.new_state(seed=r["seed"]).to_json() == g.new_state(seed=r["seed"]).to_json()


def test_rotation_and_duplicate_deals(game, tmp_path):
    name, mod = game
    bots = two_bots(mod)
    if len(bots) < 2:
        pytest.skip(f"{name} has one bot only")
    n = mod.GAME({}).num_players
    run_sim(SimSpec(game=name, games=2 * n, bots=bots, seed=1, duplicate=True), tmp_path / "d.sqlite")
    _, rows = load_rows(tmp_path / "d.sqlite")
    for deal in range(2):
        group = [r for r in rows if r["deal"] == deal]
        assert len(group) == n and len({r["seed"] for r in group}) == 1  # one deal ...
        assert len({tuple(r["seats"]) for r in group}) == n  # ... every rotation of the lineup
    assert rows[0]["seed"] != rows[n]["seed"]
    run_sim(SimSpec(game=name, games=4, bots=bots, seed=1, rotate=False), tmp_path / "f.sqlite")
    _, fixed = load_rows(tmp_path / "f.sqlite")
    assert {tuple(r["seats"]) for r in fixed} == {tuple(bots[s % len(bots)] for s in range(n))}
    assert len({r["seed"] for r in fixed}) == 4


def test_sweep_runs_every_point_on_the_same_deals(game, tmp_path):
    from tefuda.games import game_module

    name, mod = game
    swept = None
    for opt in mod.GAME.OPTIONS:  # an option with at least two allowed values
        values = list(opt.choices) if opt.choices else ([True, False] if opt.type is bool else None)
        if values and len(values) >= 2:
            swept = (opt.name, [str(v).lower() if isinstance(v, bool) else str(v) for v in values[:2]])
            break
    if swept is None:
        pytest.skip(f"{name} has no option with choices")
    spec = SimSpec(game=name, games=6, bots=two_bots(game_module(name)), sweep={swept[0]: swept[1]}, seed=2)
    run_sim(spec, tmp_path / "s.sqlite", workers=2)
    _, rows = load_rows(tmp_path / "s.sqlite")
    assert [r["point"] for r in rows] == [0] * 6 + [1] * 6
    vals = [{str(r["options"][swept[0]]).lower() for r in rows if r["point"] == p} for p in (0, 1)]
    assert vals == [{swept[1][0].lower()}, {swept[1][1].lower()}]
    assert [r["seed"] for r in rows[:6]] == [r["seed"] for r in rows[6:]]


def test_parquet_holds_the_same_rows(game, tmp_path):
    pytest.importorskip("pyarrow")
    name, mod = game
    spec = SimSpec(game=name, games=20, bots=two_bots(mod), seed=5)
    run_sim(spec, tmp_path / "a.sqlite", workers=2)
    run_sim(spec, tmp_path / "a.parquet", workers=2)
    assert table(tmp_path / "a.parquet") == table(tmp_path / "a.sqlite")
    assert not (tmp_path / "a.parquet.partial.sqlite").exists()
    meta, _ = load_rows(tmp_path / "a.parquet")
    assert SimSpec.from_json(__import__("json").loads(meta["spec"])) == spec


def test_ray_cluster_gives_the_local_rows(game, tmp_path, ray_cluster):
    name, mod = game
    spec = SimSpec(game=name, games=40, bots=two_bots(mod), seed=11)
    run_sim(spec, tmp_path / "local.sqlite", workers=2)
    summary = run_sim(spec, tmp_path / "ray.sqlite", workers=2, backend="ray", address=ray_cluster)
    assert summary.played == 40
    assert table(tmp_path / "ray.sqlite") == table(tmp_path / "local.sqlite")


# --- resume ------------------------------------------------------------------------------
def _count(path) -> int:
    try:
        db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            return db.execute("SELECT count(*) FROM games").fetchone()[0]
        finally:
            db.close()
    except sqlite3.Error:
        return 0


def test_killed_run_resumes_without_redoing_games(game, tmp_path):
    name, mod = game
    games = 400
    args = ["sim", name, "--games", str(games), "--bots", ",".join(two_bots(mod)), "--seed", "9", "-j", "2", "-q"]
    out = tmp_path / "k.sqlite"
    proc = subprocess.Popen([sys.executable, "-m", "tefuda.apps.cli", *args, "--out", str(out)])
    deadline = time.time() + 60
    while _count(out) == 0 and proc.poll() is None and time.time() < deadline:
        time.sleep(0.01)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    partial = _count(out)
    if partial >= games:
        pytest.skip("the run finished before it could be killed (machine too fast for this size)")
    assert partial > 0
    _, before = load_rows(out)
    # a second run without --resume refuses and changes nothing
    assert main([*args, "--out", str(out)]) == 2
    assert _count(out) == partial
    assert main([*args, "--out", str(out), "--resume"]) == 0
    _, after = load_rows(out)
    assert len(after) == games
    kept = {r["idx"]: r["duration"] for r in before}
    assert all(r["duration"] == kept[r["idx"]] for r in after if r["idx"] in kept)  # not replayed
    run_sim(SimSpec(game=name, games=games, bots=two_bots(mod), seed=9), tmp_path / "whole.sqlite", workers=2)
    assert table(out) == table(tmp_path / "whole.sqlite")


def test_resume_refuses_another_job(game, tmp_path):
    name, mod = game
    run_sim(SimSpec(game=name, games=3, seed=1), tmp_path / "a.sqlite")
    with raises_key(SimError, "sim.resume_mismatch"):
        run_sim(SimSpec(game=name, games=3, seed=2), tmp_path / "a.sqlite", resume=True)
    with raises_key(SimError, "sim.no_resume"):
        run_sim(SimSpec(game=name, games=3, seed=2), tmp_path / "b.sqlite", resume=True)
    assert not (tmp_path / "b.sqlite").exists()


# --- bad input ---------------------------------------------------------------------------
def _refused(capsys, tmp_path, *argv, match: str):
    out = tmp_path / "bad.sqlite"
    assert main(["sim", *argv, "--games", "3", "-q", "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert match in err, err
    assert not out.exists()  # refused before any work


def test_bad_input_is_refused_before_any_work(game, tmp_path, capsys):
    name, mod = game
    _refused(capsys, tmp_path, "chess", match="unknown game 'chess'")
    _refused(capsys, tmp_path, name, "--bots", "nobody", match="no bot 'nobody'")
    _refused(capsys, tmp_path, name, "-o", "no_such_option=1", match="no option 'no_such_option'")
    _refused(capsys, tmp_path, name, "--sweep", "no_such_option=1,2", match="no option 'no_such_option'")
    _refused(capsys, tmp_path, name, "--sweep", "badform", match="NAME=V1,V2")
    _refused(capsys, tmp_path, name, "--workers", "0", match="--workers")


def test_sweep_value_the_rules_reject(game, tmp_path, capsys):
    name, mod = game
    opt = next((o for o in mod.GAME.OPTIONS if o.type in (int, bool) or o.choices), None)
    if opt is None:
        pytest.skip(f"{name} has no option with a checked value")
    bad = "not-a-value"
    good = str(opt.default).lower() if isinstance(opt.default, bool) else str(opt.default)
    _refused(capsys, tmp_path, name, "--sweep", f"{opt.name}={good},{bad}", match=f"{opt.name}")


def test_ray_address_that_does_not_answer(game, tmp_path, capsys, closed_port):
    pytest.importorskip("ray")
    name, _ = game
    _refused(
        capsys, tmp_path, name, "--backend", "ray", "--address", f"127.0.0.1:{closed_port}", match="does not answer"
    )
    _refused(capsys, tmp_path, name, "--address", "127.0.0.1:1", match="--backend ray")


def test_prefer_bot_takes_the_first_legal_preference(game):
    from tefuda.bots.prefer import PreferBot
    from tefuda.bots.spec import parse_spec

    name, mod = game
    g = mod.GAME({})
    state = g.new_state(seed=1)
    seat = next(s for s in state.to_move() if s >= 0)
    legal = state.legal_actions(seat)
    _, params = parse_spec(f"prefer:no such action|{legal[-1]}|{legal[0]}")
    bot = PreferBot(g, seat, seed=0, **params)
    assert str(bot.act(state.view(seat), legal)) == str(legal[-1])
    fallback = PreferBot(g, seat, seed=0, order=["no such action"])
    assert fallback.act(state.view(seat), legal) in legal


def test_matchups_play_the_same_deals(game, tmp_path):
    name, mod = game
    bots = list(mod.BOTS)[:2]
    spec = SimSpec(game=name, games=4, matchups=[[bots[0]], [bots[-1]]], seed=3)
    run_sim(spec, tmp_path / "m.sqlite")
    _, rows = load_rows(tmp_path / "m.sqlite")
    assert [r["seats"][0] for r in rows] == [bots[0]] * 4 + [bots[-1]] * 4
    assert [r["seed"] for r in rows[:4]] == [r["seed"] for r in rows[4:]]


def test_prefer_bot_conditions_read_its_own_view(game):
    from tefuda.bots.prefer import PreferBot

    name, mod = game
    g = mod.GAME({})
    state = g.new_state(seed=1)
    seat = next(s for s in state.to_move() if s >= 0)
    legal = state.legal_actions(seat)
    view = state.view(seat)
    key = next(k for k, v in view.items() if isinstance(v, (str, int)) and not isinstance(v, bool))
    yes = PreferBot(g, seat, order=[f"{key}={view[key]}?{legal[-1]}", str(legal[0])])
    no = PreferBot(g, seat, order=[f"{key}={view[key]}x?{legal[-1]}", str(legal[0])])
    assert str(yes.act(view, legal)) == str(legal[-1])
    assert str(no.act(view, legal)) == str(legal[0])


def test_match_rows_carry_every_game_of_the_match(tmp_path, capsys):
    spec = SimSpec(game="daifugo", games=2, bots=["random"], options={"players": "3", "games": "3"}, match=True, seed=1)
    run_sim(spec, tmp_path / "m.sqlite", workers=2)
    run_sim(spec, tmp_path / "m1.sqlite", workers=1)
    assert table(tmp_path / "m.sqlite") == table(tmp_path / "m1.sqlite")
    _, rows = load_rows(tmp_path / "m.sqlite")
    for r in rows:
        res = r["result"]
        assert len(res["games"]) == 3 and all(sorted(g["finish_order"]) == [0, 1, 2] for g in res["games"])
        assert res["winner"] == res["standings"][0]["seat"] and r["returns"][res["winner"]] == 1.0
        assert r["actions"] > 0
    # a game without a match layer is refused up front
    name = game_without_match()
    assert main(["sim", name, "--match", "-q", "--out", str(tmp_path / "x.sqlite")]) == 2
    assert "no match layer" in capsys.readouterr().err


def game_without_match() -> str:
    from tefuda.games import descriptors

    return next(d.name for d in descriptors() if d.match is None)


def test_scaling_measurement_runs_the_same_job_per_worker_count(game, capsys):
    name, mod = game
    assert main(["sim", name, "--games", "20", "--bots", ",".join(two_bots(mod)), "--scaling", "1,2", "-q"]) == 0
    lines = [__import__("json").loads(x) for x in capsys.readouterr().out.splitlines() if x.startswith("{")]
    assert [r["workers"] for r in lines] == [1, 2]
    assert all(r["identical"] and r["games"] == 20 and r["cpu_s"] > 0 for r in lines)  # timings not asserted


def test_an_address_that_answers_but_is_not_ray(game, tmp_path, capsys):
    import socket
    import threading

    pytest.importorskip("ray")
    name, _ = game
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(4)
    port = server.getsockname()[1]
    conns = []

    def accept():  # a TCP service that never speaks (like a wrong port)
        while True:
            try:
                conns.append(server.accept()[0])
            except OSError:
                return

    threading.Thread(target=accept, daemon=True).start()
    try:
        _refused(
            capsys, tmp_path, name, "--backend", "ray", "--address", f"127.0.0.1:{port}", match="not as a Ray cluster"
        )
    finally:
        server.close()
        for c in conns:
            c.close()


def test_the_ray_probe_accepts_a_real_head(ray_cluster):
    from tefuda.sim.runner import check_ray_address

    check_ray_address(ray_cluster)  # no error: the GCS answers the gRPC preface


def test_the_summary_reads_each_matchup_on_its_own(tmp_path, capsys):
    """A bot in two matchups is not pooled: each matchup prints its own win rates."""
    out = tmp_path / "m.sqlite"
    assert (
        main(
            [
                "sim",
                "diving",
                "--matchup",
                "heuristic,random",
                "--matchup",
                "random,random",
                "--games",
                "6",
                "--workers",
                "1",
                "--out",
                str(out),
            ]
        )
        == 0
    )
    text = capsys.readouterr().out
    assert "win rate by bot in heuristic vs random (6 games):" in text
    block = text.split("win rate by bot in heuristic vs random (6 games):")[1]
    lines = block.strip().splitlines()[:2]
    assert [l.split(":")[0].strip() for l in lines] == ["heuristic", "random"]
    assert all(l.endswith("/6)") for l in lines), lines  # 6 games each, not the pooled 12


def test_the_summary_prints_each_matchup_in_the_order_given(tmp_path, capsys):
    """`--matchup random,heuristic` reads "random vs heuristic", random's line first (the
    rows group a matchup by its sorted bots, which must not show in the summary)."""
    out = tmp_path / "o.sqlite"
    argv = ["sim", "diving", "--matchup", "random,heuristic", "--matchup", "random,easy", "--games", "4"]
    assert main(argv + ["--workers", "1", "--out", str(out)]) == 0
    text = capsys.readouterr().out
    first = text.index("win rate by bot in random vs heuristic (4 games):")
    second = text.index("win rate by bot in random vs easy level (random) (4 games):")
    assert first < second
    for head, bots in (
        ("random vs heuristic", ["random", "heuristic"]),
        ("random vs easy level (random)", ["random", "easy"]),
    ):
        block = text.split(f"win rate by bot in {head} (4 games):")[1].strip().splitlines()
        assert [l.split(":")[0].split()[0] for l in block[:2]] == bots  # "easy level (random)": easy
        assert block[2].strip().startswith(f"mean return by bot: {bots[0]} "), block[2]
