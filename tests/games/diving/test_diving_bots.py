"""Diving's bots: they see only views, act legally, and the levels map as documented."""

import random

from tefuda.bots.base import play_game
from tefuda.games.diving import BOTS, GAME, LEVELS
from tefuda.games.diving.bots import ExpectimaxBot, policy
from tefuda.testing import Scenario


def test_levels_map_easy_normal_hard():
    assert LEVELS == {"easy": "random", "normal": "heuristic", "hard": {"bot": "expectimax", "worlds": 250}}
    assert set(BOTS) == {"random", "heuristic", "expectimax"}


def test_the_heuristic_policy_always_picks_a_listed_action():
    game = GAME()
    for seed in range(150):
        state, rng = game.new_state(seed=seed), random.Random(seed)
        while not state.is_over():
            seat = state.to_move()[0]
            legal = state.legal_actions(seat)
            choice = policy(state, seat)
            assert choice in legal, (seed, str(choice))
            state.apply(seat, choice if rng.random() < 0.7 else rng.choice(legal))


def test_the_heuristic_keeps_the_joker_and_a_card_at_the_return():
    s = Scenario(
        "diving", {}, {"hands": [["JK", "9C", "4H", "2S"], ["JK", "3C"]], "bonus": ["KS"], "deck": ["4D"], "first": 0}
    )
    s.play(0, "hunt", "take 4H")  # depth 4
    bot = BOTS["heuristic"](s.game, 0, seed=1)
    assert str(bot.act(s.view(0), s.state.legal_actions(0))) == "return 9C"


def test_the_heuristic_yields_a_big_treasure_to_a_joker_less_single_card():
    s = Scenario(
        "diving",
        {},
        {"hands": [["JK", "9C", "4H", "2S"], ["3C", "2D"]], "bonus": [], "deck": ["AC", "2H", "KH", "5D"], "first": 0},
    )
    s.play(0, "hunt", "take 2S")
    s.play(1, "hunt", "take 3C")
    s.play(0, "hunt")
    bot = BOTS["heuristic"](s.game, 0, seed=1)
    assert str(bot.act(s.view(0), s.state.legal_actions(0))) == "yield"


def test_heuristic_beats_random_and_expectimax_finishes_games():
    game = GAME()
    wins = 0
    for g in range(60):
        seats = ("heuristic", "random") if g % 2 == 0 else ("random", "heuristic")
        bots = [BOTS[n](game, s, seed=g) for s, n in enumerate(seats)]
        state = play_game(game.new_state(seed=g), bots)
        wins += state.result()["winner"] == seats.index("heuristic")
    assert wins >= 50
    bots = [ExpectimaxBot(game, 0, seed=1, worlds=3), BOTS["heuristic"](game, 1, seed=2)]
    state = play_game(game.new_state(seed=5), bots)
    assert state.is_over() and state.result()["reason"] in ("luxury", "drowned", "draw")


def test_expectimax_sees_the_drowning_yield():
    """A K yielded to a joker-less opponent holding 2 oxygen drowns them: search finds it."""
    s = Scenario(
        "diving",
        {},
        {
            "hands": [["JK", "9C", "4H", "2S"], ["3C", "2D"]],
            "bonus": [],
            "deck": ["AC", "2H", "KH", "5D", "6D"],
            "first": 0,
        },
    )
    s.play(0, "hunt", "take 2S")
    s.play(1, "hunt", "take 3C")
    s.play(0, "hunt")
    bot = ExpectimaxBot(s.game, 0, seed=3, worlds=4)
    assert str(bot.act(s.view(0), s.state.legal_actions(0))) == "yield"
