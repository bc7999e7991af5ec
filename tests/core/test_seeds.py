"""Deals people play come from 128 bits of OS entropy and keep their seed (issue #17):
a 48-bit seed could be found from one's own hand by trying them all, revealing the rest."""

import argparse

import pytest

from tefuda.apps.tui.egyptian_war import build_session
from tefuda.apps.tui.runner import TerminalGame


def args(game, seed=None):
    return argparse.Namespace(
        game=game, players=None, lang="en", seat=0, humans=1, level="easy", bot=None, seed=seed, option=[], preset=None
    )


@pytest.mark.parametrize("game", ["daifugo", "diving", "trump_os", "youscout"])
def test_a_terminal_game_deals_from_a_fresh_128_bit_seed_it_keeps(game):
    seeds = set()
    for _ in range(3):
        tg = TerminalGame(args(game), render=lambda view, lang: "")
        assert tg.seed.bit_length() > 64  # a 128-bit draw is below 2**64 once in 2**64
        assert tg.state.setup() == tg.game.new_state(seed=tg.seed).setup()  # the deal is that seed's
        seeds.add(tg.seed)
    assert len(seeds) == 3
    assert TerminalGame(args(game, seed=5), render=lambda view, lang: "").seed == 5  # --seed still rules


def test_the_egyptian_war_terminal_deals_from_a_fresh_128_bit_seed_it_keeps():
    s = build_session(args("egyptian_war"))
    assert s.seed.bit_length() > 64
    assert s.state.setup() == s.game.new_state(seed=s.seed).setup()
    assert build_session(args("egyptian_war", seed=9)).seed == 9
