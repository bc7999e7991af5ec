"""Bots: they act from the view only; the planner finds the fastest sure hit."""

from tefuda.games.trump_os import BOTS, GAME
from tefuda.games.trump_os.bots import plan
from tefuda.sim import stats
from tefuda.sim.runner import play_rows
from tefuda.sim.spec import SimSpec
from tefuda.testing import Scenario

DECK = ["7C", "8C", "9C", "10C", "JC", "QC", "KC", "2C", "3C", "4C"]


def turn(state, bot):
    """Let `bot` play its whole turn (placements, then run)."""
    start = state.turn
    while not state.is_over() and state.turn == start:
        state.apply(bot.seat, bot.act(state.view(bot.seat), state.legal_actions(bot.seat)))


def test_planner_chains_two_adds_and_an_out_for_a_hit_this_turn():
    s = Scenario(
        "trump_os",
        {"players": 2},
        {"hands": [["3H", "4H", "9D", "KH", "QS"], ["2S", "3S", "5S", "6S", "9S"]], "deck": DECK},
    )
    bots = [BOTS["planner"](s.game, 0), BOTS["heuristic"](s.game, 1)]
    for seat in (0, 1):
        s.state.apply(seat, bots[seat].act(s.view(seat), s.state.legal_actions(seat)))
    assert s.view(0)["memories"][0] == [None] * 13  # it keeps its cards until it knows the target
    turn(s.state, bots[0])
    assert s.state.result() == {"winner": 0, "target": 7}
    assert s.view(0)["memories"][0][:3] == ["3H", "4H", "9D"]


def test_planner_uses_an_out_already_in_memory_and_spends_one_card():
    s = Scenario(
        "trump_os",
        {"players": 2},
        {"hands": [["7S", "5D", "4H", "3H", "QS"], ["2S", "3S", "5S", "6S", "9S"]], "deck": DECK},
    )
    s.play(0, "place 5D@1").play(1, "place")
    assert plan(s.view(0), 0) == ((s.state.hands[0][0], 0),)  # just 7S@0: LOAD 7, then the ♦ at 1


def test_heuristic_misses_what_the_planner_sees():
    s = Scenario(
        "trump_os",
        {"players": 2},
        {"hands": [["3H", "4H", "9D", "KH", "QS"], ["2S", "3S", "5S", "6S", "9S"]], "deck": DECK},
    )
    s.play(0, "place").play(1, "place")
    heuristic = BOTS["heuristic"](s.game, 0)
    turn(s.state, heuristic)
    assert not s.state.is_over() and s.view(0)["memories"][0] == [None] * 13


def test_bots_asked_out_of_turn_return_a_legal_placement():
    game = GAME()
    state = game.new_state(seed=2)
    for seat in range(3):
        state.apply(seat, "place")
    for name in ("random", "heuristic", "planner"):
        bot = BOTS[name](game, 1, seed=1)
        legal = state.legal_actions(1)
        assert bot.act(state.view(1), legal) in legal


def _planner_wins(foe: str, games: int = 45) -> int:
    """Games the planner wins against two copies of `foe` (its seat rotating)."""
    rows = play_rows(SimSpec("trump_os", games=games, bots=["planner", foe, foe], options={"players": 3}))
    wins, seat_games = stats.by_bot(rows)["planner"]
    assert seat_games == games
    return wins


def test_planner_beats_random_and_heuristic_players():
    assert stats.wilson(_planner_wins("random"), 45)[1] > 1 / 3  # far above a fair share of 1/3
    assert _planner_wins("heuristic") > 45 / 3 + 5  # more than a fair share against two heuristics
