"""DaifugoState's fields are declared once (state_io.FIELDS): every way of building a
state sets exactly the declared fields, and clone / JSON / determinize agree."""

import random

from tefuda.games.daifugo.game import DaifugoGame
from tefuda.games.daifugo.state_io import FIELDS


def _states():
    """States along random games: game 1, a later game with an exchange, local rules."""
    for game, later in (
        (DaifugoGame({"players": 5}), False),
        (DaifugoGame({"players": 4}), True),
        (DaifugoGame({"preset": "everything"}), False),
    ):
        rng = random.Random(7)
        st = game.new_state(seed=3)
        if later:
            while not st.is_over():
                seat = st.to_move()[0]
                st.apply(seat, rng.choice(st.legal_actions(seat)))
            st = game.next_game(st)
        k = 0
        while not st.is_over():
            if k % 7 == 0:
                yield game, st
            seat = st.to_move()[0]
            st.apply(seat, rng.choice(st.legal_actions(seat)))
            k += 1
        yield game, st


def test_every_way_of_building_a_state_sets_exactly_the_declared_fields():
    declared = FIELDS.names
    for game, st in _states():
        seat = st.turn if st.turn >= 0 else 0
        built = {
            "new": st,
            "clone": st.clone(),
            "from_json": game.state_from_json(st.to_json()),
            "determinize": game.determinize(st.view(seat), random.Random(1)),
        }
        for how, s in built.items():
            if hasattr(s, "__dict__"):  # the pure-Python build (a compiled class has no other fields)
                assert set(vars(s)) == declared, (how, set(vars(s)) ^ declared)
            for name in declared:
                assert hasattr(s, name), (how, name)


def test_clone_and_json_round_trip_are_the_same_state():
    for game, st in _states():
        data = st.to_json()
        assert game.state_from_json(data).to_json() == data
        twin = st.clone()
        assert twin.to_json() == data
        if not st.is_over():  # a clone is independent: playing on it leaves the original alone
            seat = twin.to_move()[0]
            twin.apply(seat, twin.legal_actions(seat)[-1])
            assert st.to_json() == data
            assert twin.to_json() != data


def test_determinize_keeps_what_the_seat_sees():
    for game, st in _states():
        seat = st.turn if st.turn >= 0 else 0
        sample = game.determinize(st.view(seat), random.Random(5))
        assert sample.view(seat) == st.view(seat)
