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

from tefuda.core.fields import StateFields, instance_fields
from tefuda.testing.check import _check_json

# (game name, options): variants whose states use every field's shape
CASES = [
    ("daifugo", {"players": 5}), ("daifugo", {"preset": "everything"}),
    ("trump_os", {}), ("trump_os", {"execution": "step", "players": 2}),
    ("youscout", {}), ("youscout", {"replacement": 3}), ("youscout", {"rng": "mulberry32"}),
    ("diving", {}),
    ("egyptian_war", {}), ("egyptian_war", {"mode": "100", "players": 3}),
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
