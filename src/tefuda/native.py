"""The compiled build: the engines' own .py files compiled with mypyc, loaded only while
they are exactly the sources that are on disk now.

One source of truth: the modules in `MODULES` are ordinary typed Python. `build()`
compiles a private copy of them with mypyc into `tefuda/_native/` (one shared library
plus one small extension per module, named `tefuda.games.daifugo.rules.<abi>.so`, so
that Python's own import system never finds them) and writes `manifest.json` with the
SHA-256 of every source it compiled.

`activate()` (called once by `tefuda/__init__.py`) installs an import hook for those
modules only if every listed source still hashes to its manifest entry, the interpreter
ABI matches and the shared library loads. Otherwise nothing compiled is used and
`status()` says why ("a source changed since the build: rebuild with …"): an edited
engine can never run stale compiled code. It is all or nothing because compiled modules
call each other directly, bypassing Python imports.

`TEFUDA_NATIVE=off` forces the pure-Python modules (the test suite runs the conformance
tests that way too); `TEFUDA_NATIVE=require` makes a missing or stale build an error.

    tefuda native build     # compile (needs mypy and a C compiler; dev.py runs it)
    tefuda native status    # which build `import tefuda` uses, and why
    tefuda native clean     # remove the compiled build
"""

from __future__ import annotations

import hashlib
import importlib.abc
import importlib.machinery
import importlib.util
import json
import os
import sys
from pathlib import Path

# The hot modules, compiled together (profile first: these are the engines, the
# search's inner loop and what it calls per simulation).
MODULES: tuple[str, ...] = (
    tuple(os.environ.get("TEFUDA_NATIVE_MODULES", "").split(","))
    if os.environ.get("TEFUDA_NATIVE_MODULES")
    else (
        "tefuda.games.daifugo.cards",
        "tefuda.games.daifugo.actions",
        "tefuda.games.daifugo.moves",
        "tefuda.games.daifugo.rules",
        "tefuda.games.daifugo.local",
        "tefuda.games.daifugo.heuristic",  # the normal level's rules: the search calls them every step
        # Trump OS: the machine, the action values and the state's turn flow; core.rng's
        # draws (the deal's shuffle, TOS-15 reshuffles; Daifugo's compiled modules call it too)
        "tefuda.games.trump_os.machine",
        "tefuda.games.trump_os.actions",
        "tefuda.games.trump_os.state",
        "tefuda.core.rng",
        # Diving's engine: actions and payments, the rules, the state and its deal
        "tefuda.games.diving.actions",
        "tefuda.games.diving.rules",
        "tefuda.games.diving.state",
        # Egyptian War: the rules, the state, and the simulated-time driver (play_game, the
        # loop of every simulated game) with the CPU slappers' reaction (bots.py calls it)
        "tefuda.games.egyptian_war.rules",
        "tefuda.games.egyptian_war.state",
        "tefuda.games.egyptian_war.driver",
        # Youscout: the tables, the deal, a minor card's cases (original and ryakushiki),
        # War Replacement and the state's turn sequence
        "tefuda.games.youscout.tables",
        "tefuda.games.youscout.deal",
        "tefuda.games.youscout.rules",
        "tefuda.games.youscout.ryakushiki",
        "tefuda.games.youscout.war",
        "tefuda.games.youscout.state",
        # the protocol's State: native, so every game's compiled state is a native class
        # (fields in C slots, not a __dict__); Game stays a regular class
        "tefuda.core.protocol",
        # the ISMCTS iteration (its loop calls the states' compiled methods through the
        # native State) and Daifugo's rollout policies and belief model that it calls
        "tefuda.bots.tree",
        "tefuda.games.daifugo.search",
        # the random playout's loop (bench, check_game): a compiled loop calls the
        # compiled states' methods without the interpreter in between
        "tefuda.core.playout",
    )
)

# A compiled module outside tefuda.games → the tests that exercise it, which `dev.py test`
# runs again on the pure-Python modules (a game's own modules bring tests/games/<game>; a
# shared module not listed here brings every game's tests, minutes more)
PURE_TESTS: dict[str, tuple[str, ...]] = {
    "tefuda.core.rng": ("tests/core/test_rng.py", "tests/games/daifugo", "tests/games/trump_os"),
    # State.apply and the conveniences; the toy game (an interpreted subclass of the native
    # State) and the state-field declarations over every game's states
    "tefuda.core.protocol": (
        "tests/test_toy_game.py",
        "tests/core/test_check_game_catches.py",
        "tests/games/test_state_fields.py",
    ),
    # the search's iteration: its own tests, the pinned seeded decisions, the toy game's
    # search (an interpreted state in the compiled loop)
    "tefuda.bots.tree": (
        "tests/bots/test_ismcts.py",
        "tests/bots/test_search_decisions.py",
        "tests/test_toy_game.py",
    ),
    # the random playout: its own test (every game), and check_game's playouts
    "tefuda.core.playout": ("tests/core/test_playout.py", "tests/core/test_check_game_catches.py"),
}

PACKAGE_DIR = Path(__file__).resolve().parent
BUILD_DIR = PACKAGE_DIR / "_native"
MANIFEST = "manifest.json"
FORMAT = 1
ENV = "TEFUDA_NATIVE"

_status: dict = {"build": "pure", "reason": "not activated", "modules": []}


def source_path(module: str) -> Path:
    return PACKAGE_DIR.joinpath(*module.split(".")[1:]).with_suffix(".py")


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _abi() -> str:
    return f"{sys.implementation.cache_tag}{importlib.machinery.EXTENSION_SUFFIXES[0]}"


class _Finder(importlib.abc.MetaPathFinder):
    """Serves the compiled modules (and their shared library) from the build directory."""

    def __init__(self, files: dict[str, Path], hashes: dict[str, str]):
        self.files = files
        self.hashes = hashes

    def find_spec(self, fullname, path=None, target=None):
        so = self.files.get(fullname)
        if so is None:
            return None
        want = self.hashes.get(fullname)
        if want is not None and _digest(source_path(fullname).read_bytes()) != want:
            # edited after this process chose the compiled build: its sibling modules may
            # already run compiled, so neither build is safe to mix in now
            raise ImportError(
                f"{fullname} changed after this process started with the compiled build; "
                "restart it (or rebuild: tefuda native build)"
            )
        loader = importlib.machinery.ExtensionFileLoader(fullname, str(so))
        return importlib.util.spec_from_file_location(fullname, so, loader=loader)


def _check(build_dir: Path) -> tuple[dict[str, Path] | None, dict[str, str], str]:
    """The module → file map of a usable build and the sources' hashes, or None and the
    reason it is not usable."""
    try:
        manifest = json.loads((build_dir / MANIFEST).read_text())
    except FileNotFoundError:
        return None, {}, "no compiled build (tefuda native build)"
    except (OSError, ValueError) as e:
        return None, {}, f"unreadable build manifest ({e})"
    if manifest.get("format") != FORMAT or manifest.get("abi") != _abi():
        return None, {}, f"the build is for another interpreter ({manifest.get('abi')}, this is {_abi()})"
    files: dict[str, Path] = {}
    for module, entry in manifest["modules"].items():
        try:
            data = source_path(module).read_bytes()
        except OSError:
            return None, {}, f"{module}: its source is gone"
        if _digest(data) != entry["sha256"]:
            return None, {}, f"{module} changed since the build (rebuild: tefuda native build)"
        files[module] = build_dir / entry["file"]
    if set(manifest["modules"]) != set(MODULES):
        return None, {}, "the build compiled another module list (rebuild: tefuda native build)"
    files[manifest["group"]] = build_dir / manifest["group_file"]
    missing = [str(f.name) for f in files.values() if not f.exists()]
    if missing:
        return None, {}, f"build files missing: {', '.join(missing)}"
    return files, {m: e["sha256"] for m, e in manifest["modules"].items()}, ""


def activate() -> dict:
    """Use the compiled build if it is current (see the module doc); returns `status()`."""
    global _status
    mode = os.environ.get(ENV, "").strip().lower()
    if mode in ("off", "0", "no", "false", "pure"):
        _status = {"build": "pure", "reason": f"{ENV}={mode}", "modules": []}
        return status()
    if any(m in sys.modules for m in MODULES):
        _status = {"build": "pure", "reason": "engine modules were imported before activation", "modules": []}
    else:
        build_dir = Path(os.environ["TEFUDA_NATIVE_DIR"]) if os.environ.get("TEFUDA_NATIVE_DIR") else BUILD_DIR
        files, hashes, reason = _check(build_dir)
        if files is None:
            _status = {"build": "pure", "reason": reason, "modules": []}
        else:
            finder = _Finder(files, hashes)
            sys.meta_path.insert(0, finder)
            try:  # the shared library must load here, or nothing compiled is used
                group = next(m for m in files if m not in MODULES)
                importlib.import_module(group)
            except ImportError as e:
                sys.meta_path.remove(finder)
                _status = {"build": "pure", "reason": f"the compiled library does not load ({e})", "modules": []}
            else:
                _status = {"build": "compiled", "reason": f"mypyc build in {build_dir}", "modules": list(MODULES)}
    if mode == "require" and _status["build"] != "compiled":
        raise ImportError(f"{ENV}=require but tefuda runs pure Python: {_status['reason']}")
    return status()


def status() -> dict:
    """{"build": "compiled" | "pure", "reason": why, "modules": compiled modules}; a
    module counts only once it has really been imported from the build."""
    out = dict(_status)
    out["modules"] = list(out["modules"])
    return out


def build(build_dir: Path | None = None, verbose: bool = False) -> dict:
    """Compile `MODULES` with mypyc from a private copy of the sources into `build_dir`.

    The copy is hashed, so the manifest describes exactly what was compiled even if
    someone edits the tree meanwhile (their edit then makes the build stale, as it should).
    Raises RuntimeError (mypy missing, no C compiler, a compile error)."""
    import shutil
    import subprocess
    import tempfile
    import time

    build_dir = Path(build_dir) if build_dir else BUILD_DIR
    start = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="tefuda-native-") as tmp:
        root = Path(tmp)
        shutil.copytree(
            PACKAGE_DIR, root / "src" / "tefuda", ignore=shutil.ignore_patterns("_native", "__pycache__", "*.so", "*.c")
        )
        hashes = {m: _digest((root / "src").joinpath(*m.split(".")).with_suffix(".py").read_bytes()) for m in MODULES}
        script = root / "setup_native.py"
        paths = [str(Path("src", *m.split(".")).with_suffix(".py")) for m in MODULES]
        script.write_text(_SETUP.format(paths=paths))
        (root / "mypy.ini").write_text(_MYPY_INI)
        env = dict(os.environ, PYTHONPATH=str(root / "src"), MYPYPATH=str(root / "src"))
        env.pop(ENV, None)
        cmd = [sys.executable, str(script), "build_ext", "--build-lib", "lib", "--build-temp", "tmp"]
        proc = subprocess.run(cmd, cwd=root, env=env, capture_output=not verbose, text=True)
        if proc.returncode:
            tail = ((proc.stdout or "") + (proc.stderr or ""))[-4000:]
            raise RuntimeError(f"mypyc build failed:\n{tail}")
        lib = root / "lib"
        group_so = [p for p in lib.glob("*__mypyc*.so")]
        if len(group_so) != 1:
            raise RuntimeError(f"expected one mypyc shared library, found {[p.name for p in group_so]}")
        staging = build_dir.with_name(build_dir.name + ".new")
        shutil.rmtree(staging, ignore_errors=True)
        staging.mkdir(parents=True)
        modules = {}
        for m in MODULES:
            so = lib.joinpath(*m.split(".")[:-1]) / (m.split(".")[-1] + importlib.machinery.EXTENSION_SUFFIXES[0])
            if not so.exists():
                raise RuntimeError(f"mypyc produced no extension for {m}")
            name = m + importlib.machinery.EXTENSION_SUFFIXES[0]
            shutil.copy2(so, staging / name)
            modules[m] = {"file": name, "sha256": hashes[m]}
        group_file = group_so[0].name
        shutil.copy2(group_so[0], staging / group_file)
        import mypy.version

        manifest = {
            "format": FORMAT,
            "abi": _abi(),
            "mypy": mypy.version.__version__,
            "group": group_file.split(".")[0],
            "group_file": group_file,
            "modules": modules,
            "seconds": round(time.monotonic() - start, 1),
        }
        (staging / MANIFEST).write_text(json.dumps(manifest, indent=1) + "\n")
        shutil.rmtree(build_dir, ignore_errors=True)
        staging.rename(build_dir)
    return manifest


_SETUP = """\
from setuptools import setup
from mypyc.build import mypycify

setup(name="tefuda-native", ext_modules=mypycify(["--config-file", "mypy.ini", *{paths!r}], opt_level="3"))
"""

# the options pyproject.toml's [tool.mypy] gives the test suite's type check
_MYPY_INI = """\
[mypy]
python_version = 3.11
mypy_path = src
explicit_package_bases = True
follow_imports = silent
ignore_missing_imports = True
cache_dir = .mypy_cache

[mypy-numpy.*,torch.*,pyarrow.*,ray.*,matplotlib.*,gymnasium.*,pettingzoo.*,pyspiel,open_spiel.*,fastapi.*,starlette.*,pydantic.*,uvicorn.*,websockets.*,sb3_contrib.*,stable_baselines3.*,rich.*,httpx.*,playwright.*]
follow_imports = skip
"""


def clean(build_dir: Path | None = None) -> None:
    import shutil

    shutil.rmtree(Path(build_dir) if build_dir else BUILD_DIR, ignore_errors=True)
