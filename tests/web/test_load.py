"""A short, bounded load run on loopback: many rooms and clients at once, no errors.

The full run (200 rooms, 500 clients, 60 s) is in docs/bench.md with its latency figures;
tests never assert wall-clock times.
"""

import json
import subprocess
import sys


def test_many_rooms_and_clients_without_errors():
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "tefuda.apps.web.loadtest",
            "--rooms",
            "30",
            "--clients",
            "80",
            "--seconds",
            "8",
            "--think",
            "0.3",
            "--sample",
            "1",
        ],
        capture_output=True,
        text=True,
        timeout=180,
    )
    result = json.loads(out.stdout.strip().splitlines()[-1])
    assert out.returncode == 0, out.stderr
    assert result["errors"] == 0, result["error_samples"]
    assert result["actions"] > 100 and result["games_finished"] > 0
    assert result["latency_ms"]["p99"] is not None
    # its own server: started on a free port, watched for tracebacks and memory
    assert result["server_tracebacks"] == 0 and result["server_errors"] == 0, result["server_log_tail"]
    assert result["rss_mb"]["first"] > 0 and len(result["rss_mb"]["samples"]) >= 3


def test_every_table_keeps_playing_while_spectators_watch():
    # 3 tables with 4 spectators each: a table whose game is over opens its next room
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "tefuda.apps.web.loadtest",
            "--rooms",
            "3",
            "--clients",
            "18",
            "--seconds",
            "12",
            "--think",
            "0.02",
        ],
        capture_output=True,
        text=True,
        timeout=180,
    )
    result = json.loads(out.stdout.strip().splitlines()[-1])
    assert out.returncode == 0, result
    assert result["rooms_opened"] >= 2 * 3 and result["games_finished"] >= 2 * 3, result


def test_the_load_test_refuses_non_loopback_targets():
    out = subprocess.run(
        [sys.executable, "-m", "tefuda.apps.web.loadtest", "--url", "http://192.0.2.1:8000", "--seconds", "1"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode != 0 and "loopback" in out.stderr
