"""Every game's descriptor: complete, loadable, and the registry's only door to the game."""

from __future__ import annotations

import pytest

from tefuda.core.descriptor import LEVEL_NAMES, GameDescriptor, load_ref
from tefuda.games import GAMES, descriptor, make_game


@pytest.mark.parametrize("name", list(GAMES))
def test_each_game_exports_a_complete_descriptor(name):
    d = descriptor(name)
    assert isinstance(d, GameDescriptor) and d.name == name == d.game.name
    assert d.titles["en"] and d.titles["ja"] and d.summary["en"] and d.summary["ja"]
    assert set(LEVEL_NAMES) <= set(d.levels)
    assert d.bots and all(callable(cls) for cls in d.bots.values())
    assert d.min_players <= make_game(name).num_players <= d.max_players
    cases = d.bench_cases() if d.bench_cases is not None else []
    assert all(c.game == name for c in cases)
    # hooks named as "module:attr" text load on first use
    for hook in ("encoding", "terminal", "realtime", "driver", "match", "describe", "render"):
        getattr(d, hook)


def test_references_load_lazily_and_objects_pass_through():
    assert load_ref("tefuda.core.descriptor:load_ref") is load_ref
    assert load_ref(len) is len
    assert load_ref(None) is None


def test_a_descriptor_refuses_a_mismatched_or_incomplete_game():
    G = descriptor("diving").game
    base = dict(
        titles={"en": "x", "ja": "x"},
        summary={"en": "x", "ja": "x"},
        bots={},
        levels={lv: "random" for lv in LEVEL_NAMES},
    )
    with pytest.raises(ValueError, match="describes a Game named"):
        GameDescriptor("other", G, **base)
    with pytest.raises(ValueError, match="no level 'hard'"):
        GameDescriptor("diving", G, **dict(base, levels={"easy": "random", "normal": "random"}))
    with pytest.raises(ValueError, match="'ja'"):
        GameDescriptor("diving", G, **dict(base, titles={"en": "x"}))


def test_an_unknown_game_is_a_clear_error():
    from tefuda.core.errors import OptionError

    with pytest.raises(OptionError, match="unknown game 'chess'"):
        descriptor("chess")
