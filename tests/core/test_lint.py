"""ruff's lint rules and its formatter hold for every Python file of the project (the rules
and the style are in pyproject.toml): a change that breaks either fails here, as in CI."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PATHS = ["src", "tests", "tools", "research", "examples", "dev.py", "setup.py"]


def _ruff() -> list[str]:
    exe = Path(sys.executable).parent / "ruff"
    if exe.exists():
        return [str(exe)]
    if shutil.which("ruff"):
        return ["ruff"]
    pytest.fail("ruff is missing: `python3 dev.py test` installs it with the test extra")


@pytest.mark.parametrize("command", [["check"], ["format", "--check"]], ids=["lint", "format"])
def test_ruff(command):
    out = subprocess.run([*_ruff(), *command, *PATHS], cwd=ROOT, capture_output=True, text=True)
    assert out.returncode == 0, (out.stdout + out.stderr)[-4000:]
