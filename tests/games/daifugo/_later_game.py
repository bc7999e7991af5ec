"""`LaterGame`: Daifugo whose seeded states are game 2 of a match (the exchange first,
DSP-7), so check_game and the determinize checks cover the exchange, titles and the
private exchange information. Shared by the Daifugo test modules."""

from __future__ import annotations

import random

from tefuda.games.daifugo.game import DaifugoGame


class LaterGame(DaifugoGame):
    def new_state(self, seed=None, setup=None):
        if setup is not None:
            return super().new_state(seed=seed, setup=setup)
        st = super().new_state(seed=seed)
        rng = random.Random(seed)
        while not st.is_over():
            seat = st.to_move()[0]
            legal = st.legal_actions(seat)
            st.apply(seat, legal[rng.randrange(len(legal))])
        return self.next_game(st)
