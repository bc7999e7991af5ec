"""The bots: legal moves from the view alone; the heuristic clearly beats random."""

from tefuda.bots.base import play_game
from tefuda.games.daifugo import BOTS, GAME, LEVELS
from tefuda.games.daifugo.match import play_match


def test_levels_map_to_bots():
    assert LEVELS == {"easy": "random", "normal": "heuristic", "hard": "heuristic"}
    assert set(LEVELS.values()) <= set(BOTS)


def test_heuristic_beats_random_in_first_places():
    game = GAME({"players": 5})
    wins = 0
    games = 150
    for g in range(games):
        seat = g % 5
        bots = [BOTS["heuristic" if s == seat else "random"](game, s, seed=g * 10 + s) for s in range(5)]
        st = play_game(game.new_state(seed=g), bots)
        wins += st.result()["finish_order"][0] == seat
    assert wins / games > 0.45  # chance is 0.20; measured about 0.70 (README)


def test_bots_play_whole_matches_with_local_rules_and_exchanges():
    game = GAME({"players": 4, "games": 3, "preset": "everything"})
    bots = [BOTS["heuristic" if s % 2 else "random"](game, s, seed=s) for s in range(4)]
    m = play_match(game, bots, seed=5)
    assert m.is_over() and len(m.results) == 3
    assert sum(m.scores) == 0
