"""`PolicyBot`: a token policy as an ordinary tefuda bot, composing multi-token actions
(Trump OS's sealed initial placement, TOS-10) from its view and legal list alone."""

from __future__ import annotations

import random

import numpy as np
import pytest  # noqa: E402
from _envcases import READY  # skips this module without the rl extra

from tefuda.bots import play_game  # noqa: E402
from tefuda.bots.spec import build_bot  # noqa: E402
from tefuda.envs.agent import PolicyBot  # noqa: E402
from tefuda.envs.table import encoding_for  # noqa: E402
from tefuda.games import make_game  # noqa: E402


def test_trump_os_policy_bot_places_several_cards_in_its_sealed_placement():
    if "trump_os" not in READY:
        pytest.skip("the trump_os engine is not present")
    game = make_game("trump_os", {"players": 2})
    codec = encoding_for(game).codec
    commit = codec.index["place"]
    seen = []

    def three_then_place(obs, mask):
        """Pick the first three single placements offered, then submit them."""
        allowed = np.flatnonzero(mask)
        chosen = obs[encoding_for(game).layout.at["chosen_tokens"] :].sum() / 0.25
        seen.append(int(round(chosen)))
        singles = [t for t in allowed if t != commit and codec.names[t].startswith("place ")]
        if commit in allowed and (chosen >= 3 or not singles):
            return commit
        return int(singles[0]) if singles else int(allowed[0])

    bot = PolicyBot(game, 0, seed=1, policy=three_then_place)
    state = game.new_state(seed=4)
    assert 0 in state.to_move()  # TOS-10: every seat places at once
    state.apply(0, bot.act(state.view(0), state.legal_actions(0)))
    sealed = state.view(0)["sealed"]
    assert len(sealed) == 3
    assert len({code for code, _ in sealed}) == 3 and len({cell for _, cell in sealed}) == 3
    assert seen[:4] == [0, 1, 2, 3]  # the observation shows the cards chosen so far
    # and it plays whole games against a tefuda bot
    other = build_bot("trump_os", "heuristic", {}, game, 1, seed=2)
    end = play_game(game.new_state(seed=5), [bot, other], rng=random.Random(5))
    assert end.is_over()
