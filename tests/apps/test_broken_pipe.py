"""Output piped into a reader that leaves early (`tefuda replay FILE --json | head -3`)
ends quietly: no traceback, the status a shell gives a program whose reader left (141).
The reader here has gone before the command writes anything, so every command meets the
closed pipe whatever the size of its output."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tefuda.apps.cli import SIGPIPE_STATUS

sys.path.insert(0, str(Path(__file__).parent))
from test_replay import finished_diving  # noqa: E402

SRC = Path(__file__).resolve().parents[2] / "src"


def run_into_closed_pipe(*argv: str) -> subprocess.CompletedProcess:
    read_end, write_end = os.pipe()
    os.close(read_end)  # the reader has left
    env = dict(os.environ, PYTHONPATH=str(SRC), TEFUDA_LANG="en")
    try:
        return subprocess.run(
            [sys.executable, "-m", "tefuda", *argv],
            stdout=write_end,
            stderr=subprocess.PIPE,
            env=env,
            timeout=120,
            text=True,
        )
    finally:
        os.close(write_end)


@pytest.mark.parametrize(
    "argv",
    [
        ["replay", "{record}", "--json"],
        ["replay", "{record}"],
        ["play", "--help"],
        ["play", "daifugo", "--help"],
    ],
)
def test_a_reader_that_leaves_ends_the_command_quietly(tmp_path, argv):
    record, _ = finished_diving(tmp_path)
    done = run_into_closed_pipe(*(a.format(record=record) for a in argv))
    assert done.stderr == "" and done.returncode == SIGPIPE_STATUS, (done.returncode, done.stderr)


def test_argparse_help_of_any_command_is_quiet_too(tmp_path):
    """(argparse's own help writer drops a write error itself: a status of 0 then.)"""
    done = run_into_closed_pipe("uecda", "--help")
    assert done.stderr == "" and done.returncode in (0, SIGPIPE_STATUS)
