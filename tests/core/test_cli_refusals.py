"""Command-line values that make no sense are refused clearly before any work, and
`tefuda sim` never starts more worker processes than there are games (issue #17)."""

from __future__ import annotations

import os
import subprocess
import sys
import time

import pytest


def tefuda(*args, env=None, timeout=120):
    return subprocess.run(
        [sys.executable, "-m", "tefuda", *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        env={**os.environ, **(env or {})},
    )


@pytest.mark.parametrize(
    "args,message",
    [
        (("serve", "--port", "99999"), "a port is a number from 1 to 65535, not 99999"),
        (("serve", "--port", "0"), "a port is a number from 1 to 65535"),
        (("serve", "--port", "http"), "a port is a number from 1 to 65535"),
        (("serve", "--cpu-delay", "-1"), "at least 0"),
        (("serve", "--cpu-share", "2"), "at most 1"),
        (("serve", "--max-rooms", "0"), "greater than 0"),
        (("bench", "--seconds", "-1"), "must be a number greater than 0, not -1"),
        (("bench", "--seconds", "0"), "greater than 0"),
        (("bench", "--seconds", "nan"), "greater than 0"),
    ],
)
def test_nonsense_numbers_are_refused_before_any_work(args, message):
    out = tefuda(*args, timeout=60)
    assert out.returncode == 2 and message in out.stderr and "Traceback" not in out.stderr


def test_the_refusal_speaks_japanese_when_asked():
    out = tefuda("serve", "--port", "99999", env={"TEFUDA_LANG": "ja"})
    assert out.returncode == 2 and "ポートは 1〜65535 の数です" in out.stderr


def _children(pid: int) -> set[int]:
    kids = set()
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as f:
                    if int(f.read().rsplit(")", 1)[1].split()[1]) == pid:
                        kids.add(int(entry))
            except (OSError, ValueError, IndexError):
                pass
    return kids


def test_sim_never_starts_more_workers_than_games(tmp_path):
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "tefuda",
            "sim",
            "trump_os",
            "--games",
            "2",
            "--bots",
            "hard",
            "--workers",
            "8",
            "-q",
            "--out",
            str(tmp_path / "r.sqlite"),
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    most = 0
    while proc.poll() is None:  # the hard bots think for seconds: the pool is there to be seen
        most = max(most, len(_children(proc.pid)))
        time.sleep(0.05)
    assert proc.returncode == 0, proc.stderr.read()
    assert 1 <= most <= 2, f"{most} worker processes for 2 games"


def test_serve_on_a_port_in_use_says_so(tmp_path):
    import socket

    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen(1)
        port = busy.getsockname()[1]
        out = tefuda("serve", "--port", str(port), "--db", str(tmp_path / "t.sqlite"), timeout=60)
        assert out.returncode == 2 and f"cannot listen on 127.0.0.1:{port}" in out.stderr
        assert "Traceback" not in out.stderr
        ja = tefuda("serve", "--port", str(port), "--db", str(tmp_path / "t.sqlite"), env={"TEFUDA_LANG": "ja"})
        assert ja.returncode == 2 and "待ち受けできません" in ja.stderr
