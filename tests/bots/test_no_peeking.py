"""ISMCTS never reads hidden cards, in every game it plays: re-dealing what the bot's
seat cannot see (with the game's own redeal_hidden) leaves its moves unchanged, seed for
seed, while the re-deal does change the hidden cards."""

from __future__ import annotations

import json
import random

import pytest

from tefuda.bots.ismcts import ISMCTSBot
from tefuda.core.protocol import CLOCK
from tefuda.games import GAMES, descriptor, make_game
from tefuda.testing import raises_key

OPTIONS = {"daifugo": {"players": 5}, "trump_os": {"players": 3}}
PARAMS = {"daifugo": {"pool": 8, "rollout": "policy"}}


def _game(name):
    return make_game(name, OPTIONS.get(name, {}))


def _choices(game, count, seed=0):
    """(state, seat) where the seat to move has at least two legal actions."""
    rng = random.Random(seed)
    out = []
    g = 0
    while len(out) < count and g < 40:
        state = game.new_state(seed=seed + g)
        g += 1
        while not state.is_over() and len(out) < count:
            seats = [s for s in state.to_move() if s != CLOCK] or [CLOCK]
            seat = seats[rng.randrange(len(seats))]
            legal = state.legal_actions(seat)
            if seat != CLOCK and len(legal) > 1 and rng.random() < 0.25:
                out.append((state.clone(), seat))
            state.apply(seat, legal[rng.randrange(len(legal))])
    return out


@pytest.mark.parametrize("name", [g for g in GAMES if descriptor(g).searchable])
def test_moves_do_not_depend_on_the_hidden_cards(name):
    game = _game(name)
    rng = random.Random(3)
    moved = 0
    points = _choices(game, 6)
    assert points, f"{name}: no decision points found"
    for state, seat in points:
        other = game.redeal_hidden(state, seat, rng)
        moved += json.dumps(other.to_json(), sort_keys=True) != json.dumps(state.to_json(), sort_keys=True)
        for seed in (0, 1):
            a = ISMCTSBot(game, seat, seed=seed, iterations=25, **PARAMS.get(name, {}))
            b = ISMCTSBot(game, seat, seed=seed, iterations=25, **PARAMS.get(name, {}))
            assert str(a.act(state.view(seat), state.legal_actions(seat))) == str(
                b.act(other.view(seat), other.legal_actions(seat))
            )
    if name != "youscout" or moved:
        assert moved >= len(points) // 2, f"{name}: redeal_hidden hardly changed anything"


@pytest.mark.parametrize("name", [g for g in GAMES if not descriptor(g).searchable])
def test_games_it_cannot_play_are_declined_clearly(name):
    game = _game(name)
    from tefuda.core.errors import OptionError

    with raises_key(OptionError, "bot.unsupported"):
        ISMCTSBot(game, 0, seed=0)
