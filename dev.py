#!/usr/bin/env python3
"""Set up and run tefuda on a fresh machine with only Python 3.11+.

    python3 dev.py app    # create .venv, install, start the app
    python3 dev.py test   # create .venv, install test tools (and Chromium), run every test

Re-running skips the install when pyproject.toml has not changed.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
PY = VENV / "bin" / "python"
EXTRAS = {"app": "web,sim,native", "test": "web,sim,rl,rl-train,ray,test"}
# the conformance tests (scenarios, traces, check_game) run a second time on the pure-Python
# modules when the compiled build is in use, so that both builds stay identical: those of
# the games that have compiled modules (the others ran as pure Python the first time)
PURE_IGNORE = ["--ignore-glob=*_tui.py", "--ignore-glob=*_bots.py"]


def pure_tests() -> list[str]:
    probe = subprocess.run(
        [
            str(PY),
            "-c",
            "import json; from tefuda import native; print(json.dumps([native.MODULES, native.PURE_TESTS]))",
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    try:
        modules, covered_by = json.loads(probe.stdout)
    except ValueError:
        return ["tests/games", *PURE_IGNORE]
    paths: list[str] = []
    for m in modules:
        if m.startswith("tefuda.games."):
            found = [f"tests/games/{m.split('.')[2]}"]
        else:  # a shared module: the tests its entry in native.PURE_TESTS names
            found = covered_by.get(m)
        if probe.returncode or not found:
            return ["tests/games", *PURE_IGNORE]  # a compiled module nobody named: all of them
        paths += [p for p in found if (ROOT / p).exists() and p not in paths]
    return (paths or ["tests/games"]) + PURE_IGNORE


def parallel() -> list[str]:
    """pytest-xdist options for a whole-suite run: one worker per core (TEFUDA_TEST_WORKERS
    overrides; 1 runs in one process). Files stay whole on a worker (--dist loadgroup): the
    module- and session-scoped fixtures (a Ray head) then start once; the browser tests all run
    on one worker, one after another (tests/conftest.py groups them)."""
    workers = int(os.environ.get("TEFUDA_TEST_WORKERS") or os.cpu_count() or 1)
    return ["-n", str(workers), "--dist", "loadgroup"] if workers > 1 else []


def sh(*cmd, check=True, **kw):
    print("+", " ".join(str(c) for c in cmd), flush=True)
    return subprocess.run([str(c) for c in cmd], check=check, **kw)


def ensure_venv(extras: str) -> None:
    if sys.version_info < (3, 11):  # noqa: UP036 (dev.py may be started by an older python3)
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


def ensure_native() -> bool:
    """Compile the engines with mypyc (tefuda native build) unless a build of exactly the
    current sources exists; without mypy or a C compiler tefuda runs pure Python."""
    tefuda = str(VENV / "bin" / "tefuda")
    env = dict(os.environ)
    env.pop("TEFUDA_NATIVE", None)
    probe = subprocess.run([tefuda, "native", "status"], capture_output=True, text=True, env=env)
    if probe.stdout.startswith("compiled"):
        return True
    if not shutil.which(os.environ.get("CC", "cc")):
        print("note: no C compiler; tefuda runs its pure-Python modules", flush=True)
        return False
    if sh(tefuda, "native", "build", check=False, env=env).returncode:
        print("warning: the compiled build failed; tefuda runs its pure-Python modules", flush=True)
        return False
    return True


AXE_VERSION = "4.14.1"  # axe-core, the accessibility checker the browser tests inject
AXE_DIR = ROOT / ".cache" / "npm"  # git-ignored; never committed
AXE_JS = AXE_DIR / "node_modules" / "axe-core" / "axe.min.js"


def ensure_axe() -> Path | None:
    """axe-core from the npm registry (`npm install`), for the browser tests' accessibility
    checks; its code stays in the git-ignored .cache/ folder. None when npm is missing."""
    if AXE_JS.exists():
        return AXE_JS
    npm = shutil.which("npm")
    if npm is None and shutil.which("apt-get") and os.geteuid() == 0:
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        sh("apt-get", "install", "-y", "-qq", "npm", check=False, env=env)
        npm = shutil.which("npm")
    if npm is None:
        print("warning: npm is missing; the accessibility tests will fail", flush=True)
        return None
    AXE_DIR.mkdir(parents=True, exist_ok=True)
    sh(
        npm,
        "install",
        "--prefix",
        AXE_DIR,
        "--no-save",
        "--no-audit",
        "--no-fund",
        "--silent",
        f"axe-core@{AXE_VERSION}",
        check=False,
    )
    return AXE_JS if AXE_JS.exists() else None


def ensure_fonts() -> None:
    """Japanese glyphs for the browser tests' screenshots (Debian's IPA Gothic)."""
    if Path("/usr/share/fonts/opentype/ipafont-gothic").exists() or not Path("/usr/bin/fc-list").exists():
        return
    if shutil.which("apt-get") and os.geteuid() == 0:
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        sh("apt-get", "install", "-y", "-qq", "fonts-ipafont-gothic", check=False, env=env)


def app(argv: list[str]) -> int:
    ensure_venv(EXTRAS["app"])
    ensure_native()
    tefuda = VENV / "bin" / "tefuda"
    probe = subprocess.run([str(tefuda), "serve", "--help"], capture_output=True)
    cmd = (
        [str(tefuda), "serve", *argv]
        if probe.returncode == 0
        else [str(tefuda), "play", "daifugo", "--players", "5", *argv]
    )
    return subprocess.call(cmd)


def test(argv: list[str]) -> int:
    ensure_venv(EXTRAS["test"])
    ensure_chromium()
    ensure_fonts()
    ensure_axe()
    compiled = ensure_native()
    # with a build, a stale or unloadable one must fail the run rather than quietly test pure Python
    env = dict(os.environ, TEFUDA_NATIVE="require" if compiled else "off")
    code = subprocess.call([str(PY), "-m", "pytest", *(argv or parallel())], cwd=ROOT, env=env)
    if code == 5:  # pytest found no tests: that is a failure of the suite, not a pass
        print("error: pytest collected no tests", flush=True)
        return 1
    if code or argv or not compiled:
        return code
    print("+ the conformance tests again on the pure-Python modules (TEFUDA_NATIVE=off)", flush=True)
    env["TEFUDA_NATIVE"] = "off"
    code = subprocess.call([str(PY), "-m", "pytest", *parallel(), *pure_tests()], cwd=ROOT, env=env)
    if code == 5:
        print("error: pytest collected no conformance tests", flush=True)
        return 1
    return code


def main() -> int:
    if len(sys.argv) < 2 or sys.argv[1] not in ("app", "test"):
        print(__doc__)
        return 2
    return {"app": app, "test": test}[sys.argv[1]](sys.argv[2:])


if __name__ == "__main__":
    raise SystemExit(main())
