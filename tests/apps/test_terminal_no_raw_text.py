"""#16 §2 in the terminal: every game played to the end in both languages prints no JSON,
identifiers, reason codes or message keys — and in Japanese no English words beyond card
codes, the commands a person types and a short allowlist (tests/rawtext.py)."""

from __future__ import annotations

import io
import random

import pytest
from rawtext import problems
from test_terminal_leak import ANSI, Person, _terminal, args


def _scan(text: str, lang: str) -> list[str]:
    bad = []
    for line in ANSI.sub("", text).splitlines():
        for p in problems(line, lang):
            bad.append(f"{p} in {line.strip()!r}")
    return bad


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize(
    "game, options",
    [
        ("daifugo", ["games=2", "preset=house"]),
        ("diving", []),
        ("trump_os", ["players=3"]),
        ("youscout", []),
    ],
)
def test_a_whole_terminal_game_reads_as_words(game, options, lang):
    person = Person(random.Random(5))
    tg, run = _terminal(game, args(game, lang, 5, option=options), person)
    person.tg = tg
    tg.out = io.StringIO()
    run()
    assert tg.state.is_over()
    bad = _scan(tg.out.getvalue(), lang)
    assert not bad, f"{game} ({lang}):\n" + "\n".join(sorted(set(bad))[:20])


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_egyptian_war_screens_read_as_words(lang):
    from tefuda.apps.tui.egyptian_war import build_session

    s = build_session(args("egyptian_war", lang, 6, level="hard", option=["mode=100"]), rng=random.Random(6))
    now, screens = 0.0, set()
    for _ in range(100_000):
        if s.state.is_over():
            break
        if not s.state.window:
            s.key(" ", now)
        elif random.Random(int(now * 20)).random() < 0.02:
            s.key("f", now)
        now += 0.05
        s.tick(now)
        screens.add("\n".join(s.lines(now)))
    screens.add("\n".join(s.lines(now)))
    assert s.state.is_over()
    bad = [b for screen in screens for b in _scan(screen, lang)]
    assert not bad, "\n".join(sorted(set(bad))[:20])
