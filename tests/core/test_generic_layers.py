"""The generic layers know no game: every game-specific fact comes from its descriptor.

This greps the generic packages for every registered game's name and titles. Modules
that *are* one game's front end are named after it (the descriptor points at them) and
are the only exceptions, each listed here with its reason."""

from __future__ import annotations

import re
from pathlib import Path

from tefuda.games import descriptors

SRC = Path(__file__).resolve().parents[2] / "src" / "tefuda"
GENERIC = ("core", "bots", "envs", "sim", "testing", "apps")
# one game's own modules outside its package: (path relative to SRC, why)
PER_GAME = {
    "apps/uecda": "the UECda protocol: the computer-Daifugo tournament's client and server",
    "apps/web/loadtest.py": "the server benchmark's workload is a named game (docs/bench.md)",
}


def _per_game_file(rel: str, names: list[str]) -> bool:
    """A module named after a game in a front-end folder (terminal, RL encoding)."""
    folder, _, file = rel.rpartition("/")
    if folder in ("apps/tui", "envs/encodings"):
        return any(file == f"{n}.py" or file.startswith(f"{n}_") for n in names)
    return any(rel == p or rel.startswith(p + "/") for p in PER_GAME)


def _patterns() -> re.Pattern:
    words = set()
    for d in descriptors():
        words |= {d.name, d.name.replace("_", " "), *d.titles.values()}
    return re.compile("|".join(sorted((re.escape(w) for w in words), key=len, reverse=True)), re.I)


def test_generic_packages_name_no_game():
    names = [d.name for d in descriptors()]
    pattern = _patterns()
    found = []
    for top in GENERIC:
        for path in sorted((SRC / top).rglob("*")):
            if path.suffix not in (".py", ".js", ".html", ".css") or "static/games" in path.as_posix():
                continue
            rel = path.relative_to(SRC).as_posix()
            if _per_game_file(rel, names):
                continue
            for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                m = pattern.search(line)
                if m:
                    found.append(f"{rel}:{i}: {m.group(0)!r} in {line.strip()[:100]}")
    assert not found, "game knowledge in generic code (put it in the game's descriptor):\n" + "\n".join(found)


def test_the_exceptions_are_still_needed():
    """An exception that no longer names a game only hides future mistakes: drop it."""
    pattern = _patterns()
    for rel in PER_GAME:
        files = [SRC / rel] if (SRC / rel).is_file() else sorted((SRC / rel).rglob("*.py"))
        assert files, f"{rel} does not exist"
        assert any(pattern.search(f.read_text(encoding="utf-8")) for f in files), f"{rel} names no game now"
