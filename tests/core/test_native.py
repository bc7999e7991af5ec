"""The compiled build is used only while its sources are exactly the ones on disk.

The loader is tested on a copy of the package: with the build as made (compiled), after
an edit to one compiled module's source (pure Python for every module, and the reason),
and with TEFUDA_NATIVE=off. Tests that need a build are skipped where none could be made
(no C compiler); dev.py's test run builds one, and sets TEFUDA_NATIVE=require so that a
missing or stale build fails the run instead.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tefuda import native

PROBE = """
import json, sys
from tefuda import native
mods = {}
for m in native.MODULES:
    mod = __import__(m, fromlist=["x"])
    mods[m] = mod.__file__
print(json.dumps({"status": native.status(), "files": mods}))
"""


def _probe(src: Path, **env) -> dict:
    full = {k: v for k, v in os.environ.items() if not k.startswith("TEFUDA_NATIVE")}
    full.update(env, PYTHONPATH=str(src))
    out = subprocess.run([sys.executable, "-c", PROBE], env=full, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    return json.loads(out.stdout.strip().splitlines()[-1])


def _copy_package(tmp_path: Path) -> Path:
    src = tmp_path / "src"
    shutil.copytree(native.PACKAGE_DIR, src / "tefuda", ignore=shutil.ignore_patterns("__pycache__"))
    return src


def _need_build():
    files, _, reason = native._check(native.BUILD_DIR)
    if files is None:
        if os.environ.get("TEFUDA_NATIVE") == "require":
            pytest.fail(f"TEFUDA_NATIVE=require but there is no current build: {reason}")
        pytest.skip(f"no current compiled build here: {reason}")


def test_a_current_build_is_used_and_an_edit_falls_back_to_pure_python(tmp_path):
    _need_build()
    src = _copy_package(tmp_path)
    got = _probe(src)
    assert got["status"]["build"] == "compiled", got
    assert all(f.endswith(".so") for f in got["files"].values()), got["files"]

    # someone edits one compiled module (here: a comment): nothing compiled may load
    edited = native.MODULES[-1]
    path = src.joinpath(*edited.split(".")).with_suffix(".py")
    path.write_text(path.read_text() + "\n# edited after the build\n")
    got = _probe(src)
    assert got["status"]["build"] == "pure"
    assert edited in got["status"]["reason"]
    assert all(f.endswith(".py") for f in got["files"].values()), got["files"]


def test_native_off_forces_pure_python(tmp_path):
    src = _copy_package(tmp_path)
    got = _probe(src, TEFUDA_NATIVE="off")
    assert got["status"] == {"build": "pure", "reason": "TEFUDA_NATIVE=off", "modules": []}
    assert all(f.endswith(".py") for f in got["files"].values())


def test_the_manifest_check_refuses_a_changed_source_a_foreign_abi_and_another_module_list(tmp_path):
    """No compiler needed: a fabricated manifest over the real sources."""

    def write(modules, abi=None):
        manifest = {
            "format": native.FORMAT,
            "abi": abi or native._abi(),
            "group": "g__mypyc",
            "group_file": "g.so",
            "modules": modules,
        }
        (tmp_path / native.MANIFEST).write_text(json.dumps(manifest))
        for entry in [*modules.values(), {"file": "g.so"}]:
            (tmp_path / entry["file"]).write_bytes(b"")

    right = {
        m: {"file": m + ".so", "sha256": native._digest(native.source_path(m).read_bytes())} for m in native.MODULES
    }
    write(right)
    files, hashes, reason = native._check(tmp_path)
    assert files is not None and set(hashes) == set(native.MODULES), reason

    stale = dict(right)
    stale[native.MODULES[0]] = {**right[native.MODULES[0]], "sha256": "0" * 64}
    write(stale)
    files, _, reason = native._check(tmp_path)
    assert files is None and native.MODULES[0] in reason and "changed" in reason

    write(right, abi="cpython-39.cpython-39-x86_64-linux-gnu.so")
    assert native._check(tmp_path)[0] is None

    fewer = {m: e for m, e in right.items() if m != native.MODULES[0]}
    write(fewer)
    files, _, reason = native._check(tmp_path)
    assert files is None and "module list" in reason


def test_no_compiled_module_sits_next_to_its_source():
    """A .so beside a .py would shadow it with no hash check (the hazard this design avoids)."""
    beside = [p for p in native.PACKAGE_DIR.rglob("*.so") if native.BUILD_DIR not in p.parents]
    assert beside == []


def test_every_compiled_module_is_rerun_on_pure_python_by_named_tests():
    """dev.py re-runs the tests of every compiled module on the pure-Python modules: a
    game's module by its game's tests, a shared one by the tests native.PURE_TESTS names
    (a module named nowhere would pull in every game's tests, minutes of CI)."""
    root = Path(__file__).resolve().parents[2]
    for m in native.MODULES:
        if m.startswith("tefuda.games."):
            assert (root / "tests" / "games" / m.split(".")[2]).is_dir(), m
        else:
            assert native.PURE_TESTS.get(m), f"{m} is compiled but native.PURE_TESTS names no tests for it"
            for path in native.PURE_TESTS[m]:
                assert (root / path).exists(), path
