"""Bot parameters: a bot takes the parameters it names, and a misspelled one is a clear
error before any game is played (never silently ignored)."""

from __future__ import annotations

import pytest

from tefuda.apps.cli import main
from tefuda.bots.spec import build_bot
from tefuda.core.errors import OptionError
from tefuda.games import make_game
from tefuda.testing import raises_key


def test_a_misspelled_parameter_is_refused_with_the_known_ones():
    game = make_game("daifugo", {"players": 4})
    with pytest.raises(OptionError) as e:
        build_bot("daifugo", "ismcts", {"iteratons": 50}, game, 0, seed=1)
    assert "iteratons" in str(e.value) and "iterations" in str(e.value)
    with raises_key(OptionError, "bot.unknown_param"):
        build_bot("daifugo", "heuristic", {"depth": 3}, game, 0, seed=1)


def test_parameters_a_bot_reads_itself_are_accepted():
    ew = make_game("egyptian_war", {})
    bot = build_bot("egyptian_war", "normal", {"hit": 0.5, "level": "hard"}, ew, 0, seed=1)
    assert bot.model.hit == 0.5
    with raises_key(OptionError, "bot.unknown_param"):
        build_bot("egyptian_war", "normal", {"hits": 0.5}, ew, 0, seed=1)
    ys = make_game("youscout", {})
    assert build_bot("youscout", "best", {"samples": 4}, ys, 0, seed=1).samples == 4
    dv = make_game("diving", {})
    assert build_bot("diving", "expectimax", {"worlds": 3}, dv, 0, seed=1).worlds == 3


def test_sim_refuses_a_misspelled_parameter_before_playing(tmp_path, capsys):
    out = tmp_path / "sim.sqlite"
    code = main(
        [
            "sim",
            "diving",
            "--games",
            "4",
            "--bots",
            "expectimax:wrlds=3,heuristic",
            "--workers",
            "1",
            "--out",
            str(out),
            "--quiet",
        ]
    )
    assert code != 0
    assert "wrlds" in capsys.readouterr().err
    assert not out.exists()
