"""OpenSpiel games: OpenSpiel's own random-simulation test for every game."""

from __future__ import annotations

import pytest

pyspiel = pytest.importorskip("pyspiel", reason="open_spiel is not installed (pip install tefuda[rl])")

from _envcases import FAST, READY, game_params  # noqa: E402


@pytest.mark.parametrize("name", game_params())
def test_openspiel_random_sim_test_passes(name):
    import tefuda.envs.openspiel  # noqa: F401  (registers the games)

    params = {"deals": 50} | {k: v for k, v in FAST[name].items() if k in ("players", "max_rounds", "games")}
    game = pyspiel.load_game(f"python_tefuda_{name}", params)
    pyspiel.random_sim_test(game, num_sims=2, serialize=True, verbose=False)


def test_openspiel_states_use_views_and_parameters():
    import tefuda.envs.openspiel  # noqa: F401

    if "diving" not in READY:
        pytest.skip("the diving engine is not present")
    game = pyspiel.load_game("python_tefuda_diving", {"bonus": 10, "deals": 7})
    assert game.tefuda_game.options["bonus"] == 10
    state = game.new_initial_state()
    assert state.is_chance_node() and len(state.chance_outcomes()) == 7
    state.apply_action(3)
    p = state.current_player()
    text = state.observation_string(p)
    assert '"hand"' in text and len(state.observation_tensor(p)) == game.observation_tensor_size()
    other = 1 - p
    assert state.observation_string(other) != text  # each player sees its own hand only
