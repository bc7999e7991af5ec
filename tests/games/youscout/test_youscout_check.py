"""check_game conformance (default and option variants), views that hide the talon,
and determinizations consistent with the view."""

import json
import random

import pytest

from tefuda.games.youscout import GAME
from tefuda.testing import check_game
from tefuda.testing.check import random_playout


def test_ys_1_check_game_program_defaults_400_playouts():
    report = check_game(GAME(), playouts=400)
    assert report.games == 400 and report.replays_checked == 20


@pytest.mark.parametrize(
    "options,playouts",
    [
        ({"preset": "article"}, 60),
        ({"swap": "expansive", "influence": 1.5, "court": "K13a"}, 50),
        ({"influence": 1, "court": "K10", "terminals": 5}, 15),
        ({"replacement": 3}, 60),
        ({"replacement": 2, "cross_border": "none", "replacement_coins_lower": 0}, 30),
        ({"replacement": "infinity", "cross_border": "all", "replacement_coins_lower": "infinity"}, 6),
        ({"rng": "mulberry32"}, 30),
        ({"terminals": 0}, 20),
        ({"preset": "ryakushiki"}, 80),  # YS-R1: 略式
        ({"preset": "ryakushiki", "determinant": "greater_equal", "swap": "solid", "court": "K10"}, 30),
        ({"preset": "ryakushiki", "rng": "mulberry32", "terminals": 1}, 30),
    ],
)
def test_ys_1_check_game_option_variants(options, playouts):
    assert check_game(GAME(options), playouts=playouts, deep_games=5).games == playouts


def test_ys_4_seeded_games_are_reproducible_and_use_their_own_stream():
    a = random_playout(GAME(), 42)
    b = random_playout(GAME(), 42)
    assert a.to_json() == b.to_json()
    assert random_playout(GAME(), 43).setup() != a.setup()


def test_ys_1_the_view_shows_the_talon_count_but_never_its_order():
    st = GAME().new_state(seed=5)
    st.apply(0, "start 2")
    v = st.view(0)
    text = json.dumps(v)
    assert v["talon_count"] == 57 and "talon" not in v
    top = st.setup()["talon"][0]
    assert v["pending"] is None and top not in text  # the top card is nowhere in the view


def test_ys_1_determinize_samples_agree_with_the_view():
    game = GAME()
    rng = random.Random(1)
    for seed in range(30):
        st = game.new_state(seed=seed)
        play = random.Random(seed)
        for _ in range(play.randrange(0, 120)):
            if st.is_over():
                break
            legal = st.legal_actions(0)
            st.apply(0, legal[play.randrange(len(legal))])
        view = st.view(0)
        for _ in range(3):
            sample = game.determinize(view, rng)
            assert sample.view(0) == view
            assert sorted(sample.all_cards()) == sorted(st.all_cards())
            while not sample.is_over():  # and it plays on to an end
                sample.apply(0, sample.legal_actions(0)[0])
