"""An outside program, in its own process, plays a full Daifugo game in a room with CPUs."""

from __future__ import annotations

import json
import subprocess
import sys
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_reference_bot_plays_a_full_daifugo_game_with_cpus(server):
    body = {
        "game": "daifugo",
        "options": {"players": 5, "games": 1},
        "seats": [
            {"kind": "cpu", "level": "normal"},
            {"kind": "human", "claim": False},
            {"kind": "cpu", "level": "easy"},
            {"kind": "cpu", "level": "hard"},
            {"kind": "cpu", "level": "normal"},
        ],
    }
    req = urllib.request.Request(
        server.url + "/api/rooms", data=json.dumps(body).encode(), headers={"content-type": "application/json"}
    )
    room = json.loads(urllib.request.urlopen(req).read())
    out = subprocess.run(
        [
            sys.executable,
            str(ROOT / "examples" / "bot_client.py"),
            "--url",
            server.url,
            f"--room={room['room']}",
            "--claim",
            "1",
            "--random",
            "--seed",
            "3",
        ],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert out.returncode == 0, out.stderr
    final = json.loads(out.stdout.strip().splitlines()[-1])
    assert final["over"] is True
    assert sorted(final["result"]["finish_order"]) == [0, 1, 2, 3, 4]
    info = json.loads(urllib.request.urlopen(server.url + f"/api/rooms/{room['room']}").read())
    assert info["over"] and info["seq"] == final["seq"]
