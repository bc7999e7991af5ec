"""docs/rl.md's Python snippets run as pasted, and what the page shows is what the code
says: each ```python block is executed on its own (a fresh namespace, as a reader pastes
it); a `print(...)  # TEXT` line must print TEXT; the observation table pasted under
"Tokens, texts and the observation's parts" is `python -m tefuda.envs.describe`'s output."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

pytest.importorskip("pettingzoo", reason="the rl extra is not installed (pip install tefuda[rl])")

DOC = Path(__file__).resolve().parents[2] / "docs" / "rl.md"
FRAMEWORKS = {"pyspiel": "open_spiel", "gymnasium": "gymnasium", "pettingzoo": "pettingzoo"}


def _blocks() -> list[tuple[str, str]]:
    """(the heading above it, code) of every ```python block, in page order."""
    out, heading, code = [], "", None
    for line in DOC.read_text(encoding="utf-8").splitlines():
        if code is not None:
            if line.startswith("```"):
                out.append((heading, "\n".join(code)))
                code = None
            else:
                code.append(line)
        elif line.startswith("```python"):
            code = []
        elif line.startswith("#"):
            heading = line.lstrip("#").strip()
    return out


BLOCKS = _blocks()


def test_the_page_has_the_snippets():
    headings = [h for h, _ in BLOCKS]
    for h in ("PettingZoo (AEC)", "Tokens, texts and the observation's parts", "Gymnasium", "OpenSpiel"):
        assert h in headings, headings


@pytest.mark.parametrize("heading,code", [pytest.param(h, c, id=h) for h, c in BLOCKS])
def test_a_snippet_runs_as_pasted(heading, code):
    for module, extra in FRAMEWORKS.items():
        if re.search(rf"^\s*import .*\b{module}\b|^\s*from {module}\b", code, re.M):
            pytest.importorskip(module, reason=f"{extra} is not installed")
    expected = [m.group(1).strip() for m in re.finditer(r"^print\(.*\)\s+#\s?(.*)$", code, re.M)]
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(code, f"docs/rl.md ({heading})", "exec"), {"__name__": "__docs__"})
    if expected:
        printed = [line.strip() for line in out.getvalue().splitlines()]
        assert printed == expected


def test_the_pasted_observation_table_is_the_commands_output(capsys):
    from tefuda.envs.describe import main

    text = DOC.read_text(encoding="utf-8")
    assert main(["diving"]) == 0
    printed = capsys.readouterr().out.strip()
    assert printed.splitlines()[0] in text, "docs/rl.md no longer shows the describe command's first line"
    start = text.index(printed.splitlines()[0])
    assert text[start : start + len(printed)] == printed, "paste `python -m tefuda.envs.describe diving` again"
