"""Every game's state declares its fields once (`<game>/state_io.FIELDS`, core/fields.py):
every way of building a state sets exactly the declared fields, a clone and the JSON round
trip are the same state, and a declaration that drops a field is caught.

Clones copy the declared fields, never an instance's `__dict__` (which would also lose
the slots of a class the compiled build, tefuda.native, makes a mypyc native class).
"""

from __future__ import annotations

import importlib
import random

import pytest

from tefuda.core.fields import DICT, RESET, ROWS, Derived, Field, StateFields, instance_fields
from tefuda.testing.check import _check_json

# (game name, options): variants whose states use every field's shape
CASES = [
    ("daifugo", {"players": 5}),
    ("daifugo", {"preset": "everything"}),
    ("trump_os", {}),
    ("trump_os", {"execution": "step", "players": 2}),
    ("youscout", {}),
    ("youscout", {"replacement": 3}),
    ("youscout", {"rng": "mulberry32"}),
    ("diving", {}),
    ("egyptian_war", {}),
    ("egyptian_war", {"mode": "100", "players": 3}),
]


def _game(name: str, options: dict):
    from tefuda.games import descriptor

    return descriptor(name).make_game(options)


def _fields(name: str) -> StateFields:
    return importlib.import_module(f"tefuda.games.{name}.state_io").FIELDS


def _states(game, seed: int = 3, every: int = 5):
    """States along a random game, its first and last included."""
    rng = random.Random(seed)
    st = game.new_state(seed=seed)
    k = 0
    while not st.is_over():
        if k % every == 0:
            yield st
        seats = st.to_move()
        seat = seats[rng.randrange(len(seats))]
        legal = st.legal_actions(seat)
        st.apply(seat, legal[rng.randrange(len(legal))])
        k += 1
    yield st


def _built(game, st):
    """Every way the game builds a state from this one."""
    out = {"new": st, "clone": st.clone(), "from_json": game.state_from_json(st.to_json())}
    seat = next((s for s in st.to_move() if s >= 0), 0)
    if hasattr(game, "determinize"):
        out["determinize"] = game.determinize(st.view(seat), random.Random(1))
    out["redeal_hidden"] = game.redeal_hidden(st, seat, random.Random(2))
    return out


@pytest.mark.parametrize("name,options", CASES)
def test_every_way_of_building_a_state_sets_exactly_the_declared_fields(name, options):
    game, fields = _game(name, options), _fields(name)
    for st in _states(game):
        for how, s in _built(game, st).items():
            assert fields.missing_fields(s) == set(), (how, "set but not declared")
            assert fields.unset_fields(s) == set(), (how, "declared but not set")


@pytest.mark.parametrize("name,options", CASES)
def test_a_clone_is_the_same_state_and_independent(name, options):
    game, fields = _game(name, options), _fields(name)
    for st in _states(game):
        twin = st.clone()
        for f in fields.fields:
            if f.copy != "reset":
                assert getattr(twin, f.name) == getattr(st, f.name), f.name
        _check_json(game, st)  # what check_game asks of every game (JSON, clone, attributes)
        if not st.is_over():  # playing on a clone leaves the original alone
            data = st.to_json()
            seats = twin.to_move()
            twin.apply(seats[-1], twin.legal_actions(seats[-1])[-1])
            assert st.to_json() == data and twin.to_json() != data


@pytest.mark.parametrize("name", sorted({n for n, _ in CASES}))
def test_a_declaration_that_drops_a_field_is_caught(name):
    """A clone made from a declaration missing one field leaves that field unset, and
    both the declaration check and check_game's clone check see it."""
    game, fields = _game(name, {}), _fields(name)
    st = game.new_state(seed=1)
    blank = type(st)
    for dropped in ("game", "history", fields.fields[-1].name):
        partial = StateFields(*[e for e in fields.entries if getattr(e, "name", None) != dropped])
        twin = partial.cloner(blank)(st)
        assert dropped in fields.unset_fields(twin), dropped
        assert instance_fields(twin) != instance_fields(st), dropped


class _Toy:
    """A state-like class for the declaration machinery alone."""


_TOY = StateFields(
    Field("game", key=None),
    Field("rows", ROWS),
    Field("back", key="local.back"),
    Field("lock", key="local.lock"),
    Field("cut", key="local.cut", missing=False),  # older forms lack it
    Field("seen", DICT, dump=lambda v: sorted(v.items()), load=lambda v, g: dict(map(tuple, v))),
    Field("cache", RESET, key=None, reset=None),
    Field("size", key=None),
    Derived(None, None, lambda st, _: setattr(st, "size", len(st.rows))),
    Derived("players", lambda st: st.game, lambda st, v: None),
)


def _toy() -> _Toy:
    st = _Toy()
    st.game, st.rows, st.back, st.lock, st.cut = 2, [[1], [2, 3]], False, None, True
    st.seen, st.cache, st.size = {5: 1}, "busy", 2
    return st


def test_the_declaration_gives_json_in_its_order_nested_keys_and_older_forms():
    st = _toy()
    data = _TOY.to_json(st)
    assert data == {
        "rows": [[1], [2, 3]],
        "local": {"back": False, "lock": None, "cut": True},
        "seen": [(5, 1)],
        "players": 2,
    }
    assert list(data) == ["rows", "local", "seen", "players"]
    assert data["rows"] is not st.rows and data["rows"][1] is not st.rows[1]

    def attach(s):
        s.game = 2

    back = _TOY.from_json(_Toy, None, data, before=attach)
    assert vars(back) == {**vars(st), "cache": None}  # RESET: a loaded state starts afresh
    del data["local"]["cut"]
    assert _TOY.from_json(_Toy, None, data, before=attach).cut is False
    del data["local"]["lock"]
    with pytest.raises(KeyError):  # a required key stays required
        _TOY.from_json(_Toy, None, data, before=attach)


def test_a_clone_copies_lists_shares_values_and_resets_caches():
    st = _toy()
    twin = _TOY.cloner(_Toy)(st)
    assert vars(twin) == {**vars(st), "cache": None}
    assert twin.rows is not st.rows and twin.rows[0] is not st.rows[0] and twin.seen is not st.seen
    with pytest.raises(ValueError):
        StateFields(Field("a"), Field("a"))
