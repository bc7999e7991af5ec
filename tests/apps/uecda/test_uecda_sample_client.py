"""examples/uecda_client.py, the sample UECda client docs/uecda.md starts with, against a
real `tefuda uecda server` process on this machine: three samples, one `tefuda uecda
client` and one tefuda CPU play a short match; the server refuses none of the samples'
plays or returns, every game is a record `tefuda replay` tells with the players' names."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

from tefuda.core.record import Record
from tefuda.games import replay_record

ROOT = Path(__file__).resolve().parents[3]
SAMPLE = ROOT / "examples" / "uecda_client.py"
GAMES = 6


def test_the_sample_client_plays_a_whole_match_in_tefudas_server(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(ROOT / "src"), TEFUDA_LANG="en")
    records = tmp_path / "records"
    server = subprocess.Popen(
        [sys.executable, "-m", "tefuda", "uecda", "server", "--port", "0", "--games", str(GAMES)]
        + ["--cpu", "normal", "--records", str(records), "--seed", "4"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
        text=True,
    )
    clients = []
    try:
        first = server.stdout.readline()  # the server says where it listens once it does
        port = re.search(r"listening on 127\.0\.0\.1:(\d+) for 4 clients", first).group(1)
        for i in range(3):
            clients.append(
                subprocess.Popen(
                    [sys.executable, str(SAMPLE), "--port", port, "--name", f"sample{i + 1}"],
                    stdout=subprocess.PIPE,
                    stderr=subprocess.PIPE,
                    text=True,
                )
            )
        clients.append(
            subprocess.Popen(
                [sys.executable, "-m", "tefuda", "uecda", "client", "--port", port, "--bot", "normal", "--name", "tef"],
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                env=env,
                text=True,
            )
        )
        outs = [c.communicate(timeout=300) for c in clients]
        rest, err = server.communicate(timeout=60)
    finally:
        for p in [server, *clients]:
            if p.poll() is None:
                p.kill()
                p.wait()
    assert server.returncode == 0 and err == "", err
    assert [c.returncode for c in clients] == [0] * 4, [e for _, e in outs]
    log = (first + rest).splitlines()

    samples = [json.loads(out.strip().splitlines()[-1]) for out, _ in outs[:3]]
    numbers = set()
    for i, s in enumerate(samples):
        assert s["name"] == f"sample{i + 1}" and s["games"] == GAMES and s["cards_played"] > 0
        # the server names it as tefuda does, with the protocol's number said as such
        who = f"sample{i + 1} (Player {s['player'] + 1})"
        assert f"{who} connected from 127.0.0.1 (UECda player number {s['player']}, protocol 20070)" in log
        numbers.add(s["player"])
    tefuda_client = json.loads(outs[3][0].strip().splitlines()[-1])
    numbers.add(tefuda_client["player"])
    assert numbers == {0, 1, 2, 3}
    assert tefuda_client["decision_ms"]["mean"] > 0  # a quick bot's times are not rounded away

    told = ""
    for n in range(1, GAMES + 1):
        data = json.loads((records / f"game-{n:04d}.json").read_text())
        assert data["meta"]["uecda"]["bad_tables"] == []  # no refused play, no bad return
        assert all(step.ok for step, _ in replay_record(Record.from_json(data)))
        samples_played = [a for a in data["actions"] if a["seat"] in numbers - {tefuda_client["player"]}]
        assert any(a["action"].startswith("play") for a in samples_played)
        replay = subprocess.run(
            [sys.executable, "-m", "tefuda", "replay", str(records / f"game-{n:04d}.json")],
            capture_output=True,
            env=env,
            text=True,
            timeout=120,
        )
        assert replay.returncode == 0 and replay.stderr == ""
        told += replay.stdout
    for s in samples:
        assert f"{s['name']} (Player {s['player'] + 1})" in told
    assert "tef (Player" in told and "tefuda-normal (Player 5)" in told
