"""CPU slappers (EW-18) and the simulated-time driver."""

import random

import pytest

from tefuda.games.egyptian_war import BOTS, DESCRIPTOR, GAME, LEVELS, play_game
from tefuda.games.egyptian_war.bots import Reaction, reaction_rates
from tefuda.sim import stats
from tefuda.sim.runner import play_rows
from tefuda.sim.spec import SimSpec


@pytest.fixture(scope="module")
def rates():
    game = GAME()
    return {lv: reaction_rates(game, lv, windows=4000, seed=1) for lv in ("easy", "normal", "hard")}


def test_ew_18_each_level_is_faster_and_more_accurate_than_the_one_before(rates):
    e, n, h = rates["easy"], rates["normal"], rates["hard"]
    assert e["hit_rate"] < n["hit_rate"] < h["hit_rate"]
    assert e["false_slap_rate"] > n["false_slap_rate"] > h["false_slap_rate"]
    assert e["mean_delay"] > n["mean_delay"] > h["mean_delay"]


def test_ew_18_every_level_sometimes_misses_and_sometimes_false_slaps(rates):
    for r in rates.values():
        assert r["hit_rate"] < 1.0
        assert r["false_slap_rate"] > 0.0


def test_ew_18_the_cpu_sees_only_the_public_pile():
    game = GAME()
    st = game.new_state(seed=2)
    st.apply(st.turn, "play")
    bot = BOTS["normal"](game, 0, seed=1)
    other = game.redeal_hidden(st, 0, random.Random(9))
    assert st.to_json()["decks"] != other.to_json()["decks"]
    for k in range(50):  # same view, same rng: the same reaction whatever the decks hold
        assert bot.react(st.view(0), random.Random(k)) == bot.react(other.view(0), random.Random(k))


def test_play_game_orders_slaps_by_their_delays_within_the_window():
    game = GAME()
    setup = {"decks": [["7S", "2C", "3C"], ["7H", "4C", "5C"]], "first": 0}
    fast, slow = Reaction(1, 1, 0, 0.3, 0), Reaction(1, 1, 0, 0.5, 0)
    for fast_seat in (0, 1):
        bots = [BOTS["slapper"](game, s, seed=s) for s in (0, 1)]
        bots[fast_seat].model, bots[1 - fast_seat].model = fast, slow
        st = play_game(game.new_state(setup=setup), bots, random.Random(0))
        first_slap = next(e for e in st.log if e["kind"] == "slap")
        assert first_slap["seat"] == fast_seat
        assert st.result()["winner"] is not None
    too_slow = Reaction(1, 1, 0, 2.5, 0)  # later than the 1.8 s window: never lands
    bots = [BOTS["slapper"](game, s, seed=s) for s in (0, 1)]
    bots[0].model = bots[1].model = too_slow
    st = play_game(game.new_state(setup=setup), bots, random.Random(0))
    assert not any(a == "slap" for _, a in st.history)


def test_hard_beats_easy_in_most_games():
    rows = play_rows(SimSpec("egyptian_war", games=60, bots=["hard", "easy"], seed=3))
    score, games = stats.pairwise(rows)[("easy", "hard")]  # easy's score: a draw counts half
    assert games == 60 and stats.wilson(games - score, games)[1] > 0.6


def test_turn_based_act_plays_and_decides_a_slap():
    game = GAME()
    st = game.new_state(setup={"decks": [["7S", "2C"], ["7H", "4C"]], "first": 0})
    bot = BOTS["hard"](game, 1, seed=0)
    assert bot.act(st.view(0), ["play"]) == "play"
    st.apply(0, "play")
    st.apply(-1, "close")
    st.apply(1, "play")  # 7S 7H
    answers = [bot.act(st.view(1), ["slap"]) for _ in range(200)]
    assert 150 < answers.count("slap") < 200 and answers.count(None) > 0


def test_levels_and_bench_cases_are_exported():
    assert set(LEVELS) == {"easy", "normal", "hard"} and all(v in BOTS for v in LEVELS.values())
    case = DESCRIPTOR.bench_cases()[0]
    assert case.metric == "events_per_s" and case.run(0.05) > 0
