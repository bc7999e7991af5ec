#!/usr/bin/env python3
"""Set up and run tefuda on a fresh machine with only Python 3.11+.

    python3 dev.py app    # create .venv, install, start the app
    python3 dev.py test   # create .venv, install test tools (and Chromium), run every test

Re-running skips the install when pyproject.toml has not changed.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
PY = VENV / "bin" / "python"
EXTRAS = {"app": "web,sim", "test": "web,sim,rl,rl-train,ray,test"}


def sh(*cmd, check=True, **kw):
    print("+", " ".join(str(c) for c in cmd), flush=True)
    return subprocess.run([str(c) for c in cmd], check=check, **kw)


def ensure_venv(extras: str) -> None:
    if sys.version_info < (3, 11):
        sys.exit("tefuda needs Python 3.11 or newer")
    if not PY.exists():
        sh(sys.executable, "-m", "venv", VENV)
    stamp = VENV / f".installed-{extras.replace(',', '-')}"
    digest = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    if stamp.exists() and stamp.read_text() == digest:
        return
    sh(PY, "-m", "pip", "install", "-q", "--upgrade", "pip")
    sh(PY, "-m", "pip", "install", "-q", "-e", f".[{extras}]", cwd=ROOT)
    stamp.write_text(digest)


def ensure_chromium() -> None:
    """Browser tests drive Debian's chromium; install it when we may (root, apt)."""
    if Path("/usr/bin/chromium").exists():
        return
    if shutil.which("apt-get") and os.geteuid() == 0:
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        sh("apt-get", "update", "-qq", check=False, env=env)
        sh("apt-get", "install", "-y", "-qq", "chromium", check=False, env=env)
    if not Path("/usr/bin/chromium").exists():
        print("warning: /usr/bin/chromium is missing; browser tests will fail", flush=True)


def app(argv: list[str]) -> int:
    ensure_venv(EXTRAS["app"])
    tefuda = VENV / "bin" / "tefuda"
    probe = subprocess.run([str(tefuda), "serve", "--help"], capture_output=True)
    cmd = [str(tefuda), "serve", *argv] if probe.returncode == 0 else [str(tefuda), "play", "daifugo", "--players", "5", *argv]
    return subprocess.call(cmd)


def test(argv: list[str]) -> int:
    ensure_venv(EXTRAS["test"])
    ensure_chromium()
    code = subprocess.call([str(PY), "-m", "pytest", *argv], cwd=ROOT)
    if code == 5:  # pytest found no tests: that is a failure of the suite, not a pass
        print("error: pytest collected no tests", flush=True)
        return 1
    return code


def main() -> int:
    if len(sys.argv) < 2 or sys.argv[1] not in ("app", "test"):
        print(__doc__)
        return 2
    return {"app": app, "test": test}[sys.argv[1]](sys.argv[2:])


if __name__ == "__main__":
    raise SystemExit(main())
