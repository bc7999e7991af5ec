"""mypy on the engine layers (core, games, bots) with pyproject.toml's [tool.mypy]: no
errors. The compiled build (tefuda.native, mypyc) needs type-clean modules anyway."""

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_core_games_and_bots_are_type_clean():
    from mypy import api  # the `test` extra installs mypy

    out, err, status = api.run(
        ["--config-file", str(ROOT / "pyproject.toml"), "--cache-dir", str(ROOT / ".mypy_cache")]
    )
    assert status == 0, out[-6000:] + err[-2000:]
    assert "Success" in out
