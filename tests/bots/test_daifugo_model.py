"""Daifugo's search models the normal level: the rollout policy `heuristic` is the very
rule set HeuristicBot plays (one function, `heuristic_choice`), read from a sampled
state instead of a view; and the ISMCTS options that use it."""

from __future__ import annotations

import random

import pytest

from tefuda.bots.ismcts import ISMCTSBot
from tefuda.core.errors import OptionError
from tefuda.games.daifugo import DESCRIPTOR, GAME
from tefuda.games.daifugo.actions import Give, Pass
from tefuda.games.daifugo.bots import HeuristicBot
from tefuda.games.daifugo.match import Match
from tefuda.games.daifugo.search import heuristic_policy as daifugo_heuristic
from tefuda.testing import raises_key


def _positions(options, games, seed):
    """(state, seat, legal) along matches (exchanges included) of mixed random/heuristic play."""
    game = GAME(dict(options, games=2))
    rng = random.Random(seed)
    for g in range(games):
        m = Match(game, seed=seed * 100 + g)
        for k in range(2):
            st = m.state
            while not st.is_over():
                seat = st.to_move()[0]
                legal = st.legal_actions(seat)
                yield st, seat, legal
                st.apply(seat, legal[rng.randrange(len(legal))])
            if k == 0:
                m.next_game()


@pytest.mark.parametrize("options", [{"players": 5}, {"players": 3}, {"players": 6, "preset": "everything"}])
def test_the_rollout_policy_plays_exactly_as_the_heuristic_bot(options):
    game = GAME(dict(options))
    rng = random.Random(0)
    seen = {"give": 0, "pass": 0, "play": 0}
    for st, seat, legal in _positions(options, 12, seed=len(options) + options["players"]):
        bot_move = HeuristicBot(game, seat, seed=0).act(st.view(seat), legal)
        assert daifugo_heuristic(st, seat, legal, rng) == bot_move
        kind = "give" if isinstance(bot_move, Give) else "pass" if isinstance(bot_move, Pass) else "play"
        seen[kind] += 1
    assert seen["play"] > 200 and seen["pass"] > 20
    if options["players"] >= 4:
        assert seen["give"] > 5


def test_exploring_policy_sometimes_deviates():
    game = GAME({"players": 5})
    st = game.new_state(seed=4)
    seat = st.to_move()[0]
    legal = st.legal_actions(seat)
    rng = random.Random(1)
    base = daifugo_heuristic(st, seat, legal, rng)
    moves = {str(daifugo_heuristic(st, seat, legal, rng, explore=0.5)) for _ in range(40)}
    assert str(base) in moves and len(moves) > 1


def test_rollout_names_and_opponent_model_are_checked():
    game = GAME({"players": 5})
    assert {"policy", "heuristic"} <= set(DESCRIPTOR.rollouts)
    assert DESCRIPTOR.rollouts["heuristic"] is daifugo_heuristic
    with raises_key(OptionError, "ismcts.rollout"):
        ISMCTSBot(game, 0, rollout="nonsense")
    with raises_key(OptionError, "ismcts.opponents"):
        ISMCTSBot(game, 0, opponents="psychic", rollout="heuristic")
    with raises_key(OptionError, "ismcts.opponents_policy"):
        ISMCTSBot(game, 0, opponents="policy")
    with raises_key(OptionError, "ismcts.explore"):
        ISMCTSBot(game, 0, rollout="heuristic", explore=2.0)


def test_the_opponent_model_never_reads_hidden_cards():
    """With opponents played by the model inside the tree, re-dealing the hidden cards
    still leaves the moves unchanged, seed for seed."""
    game = GAME({"players": 5})
    rng = random.Random(7)
    points = [(st.clone(), seat) for st, seat, legal in _positions({"players": 5}, 2, seed=9) if len(legal) > 2][::15][
        :6
    ]
    assert len(points) >= 4
    for st, seat in points:
        other = game.redeal_hidden(st, seat, rng)
        for seed in (0, 1):
            params = dict(iterations=40, pool=8, rollout="heuristic", opponents="policy", seed=seed)
            a = ISMCTSBot(game, seat, **params).act(st.view(seat), st.legal_actions(seat))
            b = ISMCTSBot(game, seat, **params).act(other.view(seat), other.legal_actions(seat))
            assert str(a) == str(b)


def test_the_belief_model_keeps_true_heuristic_passes_and_rejects_some_worlds():
    """In games of heuristic players the true state always fits the model of their passes;
    uniformly sampled worlds often do not (that is the information the model adds)."""
    from tefuda.games.daifugo.search import consistent as daifugo_consistent

    game = GAME({"players": 5})
    rng = random.Random(0)
    truths = rejected = samples = 0
    for g in range(6):
        st = game.new_state(seed=g)
        while not st.is_over():
            seat = st.to_move()[0]
            legal = st.legal_actions(seat)
            view = st.view(seat)
            if view["passed"] and len(legal) > 1:
                assert daifugo_consistent(view, st)
                truths += 1
                for _ in range(3):
                    samples += 1
                    rejected += not daifugo_consistent(view, game.determinize(view, rng))
            st.apply(seat, legal[0] if len(legal) == 1 else daifugo_heuristic(st, seat, legal, rng))
    assert truths > 30 and 0.1 * samples < rejected < samples


def test_keep_plays_the_heuristic_move_unless_the_search_clearly_prefers_another():
    game = GAME({"players": 5})
    agree = {0.0: 0, 1.0: 0}
    points = [(st.clone(), seat, legal) for st, seat, legal in _positions({"players": 5}, 2, seed=4) if len(legal) > 2][
        ::10
    ][:8]
    for st, seat, legal in points:
        view = st.view(seat)
        mine = HeuristicBot(game, seat).act(view, legal)
        for keep in agree:
            bot = ISMCTSBot(game, seat, seed=1, iterations=40, pool=8, rollout="heuristic", keep=keep)
            agree[keep] += bot.act(view, legal) == mine
    # a margin of a whole return can never be beaten: always the heuristic's move
    assert agree[1.0] == len(points) and agree[0.0] <= agree[1.0]


def test_belief_and_keep_never_read_hidden_cards():
    game = GAME({"players": 5})
    rng = random.Random(2)
    points = [
        (st.clone(), seat) for st, seat, legal in _positions({"players": 5}, 2, seed=5) if len(legal) > 2 and st.passed
    ][::6][:5]
    assert len(points) >= 3
    for st, seat in points:
        other = game.redeal_hidden(st, seat, rng)
        params = dict(iterations=40, pool=8, rollout="heuristic", belief="model", keep=0.02, seed=3)
        a = ISMCTSBot(game, seat, **params).act(st.view(seat), st.legal_actions(seat))
        b = ISMCTSBot(game, seat, **params).act(other.view(seat), other.legal_actions(seat))
        assert str(a) == str(b)


def test_the_hard_level_searches_with_the_heuristic_model():
    from tefuda.bots.spec import level_spec, make_level_bot

    name, params = level_spec("daifugo", "hard")
    assert name == "ismcts"
    assert params == {
        "iterations": 600,
        "pool": 32,
        "rollout": "heuristic",
        "opponents": "policy",
        "belief": "model",
        "keep": 0.03,
    }
    bot = make_level_bot("daifugo", "hard", GAME({"players": 5}), 0, seed=1)
    assert bot.policy is daifugo_heuristic and bot.model_opponents and bot.consistent is not None
    assert bot.keep == 0.03
