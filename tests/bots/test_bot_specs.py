"""One bot-spec parser and one builder for play, sim, ladder, web, gym and the terminal.

The two parsers this replaced disagreed: `keep=false` was the text 'false' in one and
False in the other, only one knew `prefer:`, and `tefuda play diving --bot ismcts`
failed while `tefuda sim diving --bots ismcts` worked."""

from __future__ import annotations

import io
import types

import pytest

from tefuda.bots.base import RandomBot
from tefuda.bots.ismcts import ISMCTSBot
from tefuda.bots.prefer import PreferBot
from tefuda.bots.spec import check_spec, make_bot, parse_spec, resolve
from tefuda.core.errors import OptionError
from tefuda.games import make_game
from tefuda.testing import raises_key


def test_values_read_as_integers_numbers_booleans_or_text():
    assert parse_spec("ismcts:iterations=200;c=0.5;keep=false;rollout=policy") == (
        "ismcts",
        {"iterations": 200, "c": 0.5, "keep": False, "rollout": "policy"},
    )
    assert parse_spec(" heuristic ") == ("heuristic", {})
    assert parse_spec("policy:model=runs/a.zip;deterministic=TRUE") == (
        "policy",
        {"model": "runs/a.zip", "deterministic": True},
    )


def test_prefer_is_one_spec_like_any_other():
    assert parse_spec("prefer:start 2|token=1&n=2?stay|move") == (
        "prefer",
        {"order": ("start 2", "token=1&n=2?stay", "move")},
    )
    game = make_game("diving")
    assert isinstance(make_bot("diving", "prefer:hunt", game, 0, seed=1), PreferBot)


@pytest.mark.parametrize(
    "bad, key",
    [
        ("", "bot.spec_no_name"),
        (":x=1", "bot.spec_no_name"),
        ("ismcts:iterations", "bot.param_form"),
        ("prefer:token?stay", "bot.spec_condition"),
    ],
)
def test_malformed_specs_are_refused_with_the_spec_named(bad, key):
    with raises_key(OptionError, key, spec=bad):
        parse_spec(bad)


def test_keep_false_turns_keeping_off_in_the_search():
    game = make_game("daifugo", {"players": 4})
    bot = make_bot("daifugo", "hard:keep=false;iterations=20", game, 0, seed=1)
    assert isinstance(bot, ISMCTSBot) and bot.keep is None
    assert make_bot("daifugo", "hard:iterations=20", game, 0, seed=1).keep == 0.03
    with pytest.raises(OptionError):
        make_bot("daifugo", "hard:keep=true", game, 0, seed=1)


def test_levels_generic_bots_and_the_games_own_resolve_alike():
    assert resolve("diving", "hard") == ("expectimax", {"worlds": 250})
    assert resolve("diving", "hard:worlds=3") == ("expectimax", {"worlds": 3})
    assert resolve("diving", "ismcts:iterations=9") == ("ismcts", {"iterations": 9})
    # a game's own bot named like a level is that bot (Egyptian War's slappers)
    assert resolve("egyptian_war", "hard") == ("hard", {})
    game = make_game("diving")
    assert isinstance(make_bot("diving", "random", game, 1, seed=2), RandomBot)
    with raises_key(OptionError, "bot.unknown", bot="wizard") as e:
        check_spec("diving", "wizard", game)
    assert "ismcts" in e.value.params["known"] and "expectimax" in e.value.params["known"]


def test_a_constructor_that_rejects_its_parameters_is_a_clear_error():
    game = make_game("diving")
    with raises_key(OptionError, "bot.unknown_param", param="wrlds"):
        check_spec("diving", "expectimax:worlds=3;wrlds=2", game)


def test_the_terminal_builds_the_same_bots_as_sim():
    """`tefuda play diving --bot ismcts` once failed where `tefuda sim --bots ismcts` worked."""
    from tefuda.apps.tui.runner import cpu_bots

    game = make_game("diving")
    args = types.SimpleNamespace(bot=["ismcts:iterations=5"], level=None, seed=3)
    bots = cpu_bots(args, "diving", game, [1])
    assert isinstance(bots[1], ISMCTSBot) and bots[1].iterations == 5
    args = types.SimpleNamespace(bot=None, level="prefer:hunt", seed=None)
    assert isinstance(cpu_bots(args, "diving", game, [1])[1], PreferBot)


def test_tefuda_play_accepts_a_generic_bot(monkeypatch):
    from tefuda.apps.cli import main

    monkeypatch.setattr("sys.stdin", io.StringIO("quit\n"))
    assert main(["play", "diving", "--bot", "ismcts:iterations=5", "--lang", "en", "--seed", "1"]) == 0
