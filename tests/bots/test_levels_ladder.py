"""Levels for every game, the ladder's seating and statistics, and `tefuda ladder`."""

from __future__ import annotations

import json

import pytest

from tefuda.apps.cli import main
from tefuda.bots.base import Bot
from tefuda.bots.ismcts import ISMCTSBot
from tefuda.bots.spec import LEVEL_NAMES, level_spec, make_level_bot
from tefuda.core.errors import OptionError
from tefuda.games import GAMES, make_game
from tefuda.sim.ladder import play_one, run_ladder, seating
from tefuda.sim.stats import wilson
from tefuda.testing import raises_key


def _game(name):
    return make_game(name)


@pytest.mark.parametrize("name", list(GAMES))
def test_every_game_offers_three_levels(name):
    game = _game(name)
    for level in LEVEL_NAMES:
        bot = make_level_bot(name, level, game, 0, seed=1)
        assert callable(getattr(bot, "act", None))
        assert isinstance(bot, Bot)
    if level_spec(name, "hard")[0] == "ismcts":
        assert isinstance(make_level_bot(name, "hard", game, 0, seed=1), ISMCTSBot)


def test_an_unknown_level_is_refused():
    game = _game("diving")
    with raises_key(OptionError, "bot.level"):
        make_level_bot("diving", "expert", game, 0)


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_seating_is_balanced_over_a_deal_and_rotates(n):
    for deal in range(n):
        a, b = seating(n, 2 * deal), seating(n, 2 * deal + 1)
        assert [x + y for x, y in zip(a, b)] == [1] * n  # each seat plays both levels
    # over n deals every seat sits higher-level first as often as the rotation allows
    firsts = [sum(seating(n, 2 * d)[s] for d in range(2 * n)) for s in range(n)]
    assert max(firsts) - min(firsts) <= 2


def test_wilson_matches_known_values():
    p, lo, hi = wilson(80, 100)
    assert p == 0.8 and abs(lo - 0.7112) < 1e-3 and abs(hi - 0.8666) < 1e-3
    assert wilson(0, 0)[1:] == (0.0, 1.0)


def test_a_ladder_game_is_reproducible():
    _game("egyptian_war")
    a = play_one("egyptian_war", {}, 5, "normal", "easy", 3)
    b = play_one("egyptian_war", {}, 5, "normal", "easy", 3)
    assert a["score"] == b["score"] and a["score"] in (0.0, 0.5, 1.0)


def test_bad_ladder_arguments_fail_before_any_game():
    with raises_key(OptionError, "ladder.games"):
        run_ladder("egyptian_war", games=3)
    with raises_key(OptionError, "ladder.jobs"):
        run_ladder("egyptian_war", games=2, jobs=0)
    with raises_key(OptionError, "option.unknown"):
        run_ladder("egyptian_war", games=2, options={"colour": "red"})


def test_ladder_command_prints_the_table_and_json(capsys):
    _game("egyptian_war")
    assert main(["ladder", "egyptian_war", "--games", "2", "--seed", "3", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["game"] == "egyptian_war" and len(out["rows"]) == 3
    assert all(r["games"] == 2 for r in out["rows"])
    assert main(["ladder", "egyptian_war", "--games", "2", "--seed", "3"]) == 0
    text = capsys.readouterr().out
    assert "| hard vs normal | 2 |" in text and text.startswith("tefuda ladder egyptian_war --games 2 --seed 3")
    assert main(["ladder", "egyptian_war", "--games", "5"]) == 2
    assert "even" in capsys.readouterr().err


def test_the_ladder_plays_only_the_pairings_asked_for(capsys):
    _game("egyptian_war")
    assert main(["ladder", "egyptian_war", "--games", "2", "--seed", "3", "--pairing", "hard-normal", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)["rows"]
    assert [r["pairing"] for r in rows] == ["hard-normal"]
    for bad in ("hard-hard", "hard", "expert-easy"):
        assert main(["ladder", "egyptian_war", "--games", "2", "--pairing", bad]) == 2
        assert "HIGHER-LOWER" in capsys.readouterr().err


def test_bot_overrides_take_a_levels_place():
    _game("egyptian_war")
    from tefuda.bots.spec import parse_spec

    assert parse_spec("ismcts:iterations=200;rollout=policy;c=0.5") == (
        "ismcts",
        {"iterations": 200, "rollout": "policy", "c": 0.5},
    )
    same = run_ladder("egyptian_war", games=2, seed=1, pairings=[("hard", "normal")], override={"hard": "normal"})
    assert same.override == {"hard": "normal"} and same.rows[0].games == 2
    with raises_key(OptionError, "bot.level"):
        run_ladder("egyptian_war", games=2, override={"expert": "random"})


@pytest.mark.parametrize("name", list(GAMES))
def test_levels_of_a_multiplayer_game_are_three_different_players(name):
    """Two levels with the same bot cannot be ordered by any ladder."""
    game = _game(name)
    if game.num_players == 1:
        pytest.skip("solitaire: the level is the policy")
    from tefuda.bots.spec import level_spec

    specs = [repr(level_spec(name, lv)) for lv in LEVEL_NAMES]
    assert len(set(specs)) == 3, f"{name}: {dict(zip(LEVEL_NAMES, specs))}"
