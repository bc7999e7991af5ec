"""The layers are contracts (pyproject.toml, [tool.importlinter]) checked on every run:
core imports no game (the registry is out of its reach); games import nothing from sim,
envs or apps; bots and envs do not import each other in a circle (bots never import envs);
envs and sim import no front end. Function-level imports count too."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _lint(config: Path | None = None) -> subprocess.CompletedProcess:
    # the tree under test first on the path (a worktree shares one installed venv)
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT / "src"), os.environ.get("PYTHONPATH")])))
    cmd = [
        sys.executable,
        "-c",
        "import sys; from importlinter.cli import lint_imports_command as c; "
        "sys.exit(c.main(sys.argv[1:], standalone_mode=False))",
        "--no-cache",
    ]
    if config is not None:
        cmd += ["--config", str(config)]
    return subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)


def test_the_import_contracts_are_kept():
    r = _lint()
    assert r.returncode == 0 and "BROKEN" not in r.stdout, r.stdout[-3000:] + r.stderr[-2000:]
    assert r.stdout.count("KEPT") >= 4


def test_a_broken_contract_is_reported(tmp_path):
    """The check can fail: a contract the code does break (sim imports bots) is caught."""
    cfg = tmp_path / "contracts.toml"
    cfg.write_text(
        '[tool.importlinter]\nroot_package = "tefuda"\n\n[[tool.importlinter.contracts]]\n'
        'name = "sim without bots"\ntype = "forbidden"\nsource_modules = ["tefuda.sim"]\n'
        'forbidden_modules = ["tefuda.bots"]\n'
    )
    r = _lint(cfg)
    assert r.returncode != 0 and "BROKEN" in r.stdout
