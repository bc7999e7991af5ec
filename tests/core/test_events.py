"""The one log-event schema (kind / seat / only) and the one redaction point."""

import random

import pytest

from tefuda.core.events import private, visible, visible_log
from tefuda.core.protocol import CLOCK
from tefuda.games import GAMES, make_game

OLD_KIND_KEYS = ("type", "event", "e")


def test_visible_log_hides_only_events_from_other_seats_and_spectators():
    log = [
        {"kind": "play", "seat": 0},
        private({"kind": "drew", "seat": 1, "cards": ["QS"]}, [1]),
        private({"kind": "give", "seat": 0, "to": 2, "cards": ["JK"]}, [2, 0]),
        {"kind": "pass", "seat": 2},
    ]
    assert log[2]["only"] == [0, 2]
    assert [e["kind"] for e in visible_log(log, 0)] == ["play", "give", "pass"]
    assert [e["kind"] for e in visible_log(log, 1)] == ["play", "drew", "pass"]
    assert [e["kind"] for e in visible_log(log, 3)] == ["play", "pass"]
    assert [e["kind"] for e in visible_log(log, None)] == ["play", "pass"]  # spectators: none of them
    assert [e["kind"] for e in visible_log(log, 2, start=2)] == ["give", "pass"]
    assert visible({"kind": "x", "only": []}, 0) is False


def _random_game(name: str, seed: int):
    game = make_game(name, {})
    st = game.new_state(seed=seed)
    rng = random.Random(seed)
    steps = 0
    while not st.is_over() and steps < 3000:
        movers = list(st.to_move())
        seat = rng.choice(movers)
        legal = st.legal_actions(seat)
        if not legal:
            if CLOCK in movers:
                seat = CLOCK
                legal = st.legal_actions(CLOCK)
            if not legal:
                break
        st.apply(seat, rng.choice(legal))
        steps += 1
    return game, st


@pytest.mark.parametrize("name", list(GAMES))
def test_every_game_logs_events_in_the_one_schema(name):
    for seed in range(3):
        game, st = _random_game(name, seed)
        assert st.log, f"{name} logged nothing"
        for ev in st.log:
            assert isinstance(ev.get("kind"), str) and ev["kind"], ev
            assert not any(k in ev for k in OLD_KIND_KEYS), f"{name}: an old kind key in {ev}"
            if "seat" in ev:
                assert isinstance(ev["seat"], int) and 0 <= ev["seat"] < game.num_players, ev
            if "only" in ev:
                assert isinstance(ev["only"], list) and all(0 <= s < game.num_players for s in ev["only"]), ev
