"""Climb's RL encoding (the descriptor's `encoding`): it lives with the game, in its
folder, and uses only what `tefuda.envs` offers every game."""

from __future__ import annotations

from itertools import combinations

from tefuda.envs.codec import Codec
from tefuda.envs.features import Layout
from tefuda.envs.table import Encoding
from toygames.climb.game import DECK, RANKS

MAX_SEATS = 4
CODES = [c.code for c in DECK]
PAIRS = [f"{a} {b}" for r in RANKS for a, b in combinations(sorted(c.code for c in DECK if c.rank == r), 2)]
TOKENS = ["pass"] + [f"play {c}" for c in CODES] + [f"play {p}" for p in PAIRS]


def _key(text: str) -> tuple[str, ...]:
    words = text.split()
    if words[0] == "play":
        words = ["play", *sorted(words[1:])]
    return (" ".join(words),)


class ClimbEncoding(Encoding):
    def make_codec(self) -> Codec:
        return Codec(sorted(TOKENS, key=lambda t: t.split()[:1] + sorted(t.split()[1:])), _key)

    def make_layout(self) -> Layout:
        L = Layout()
        L.add("hand", len(CODES)).add("table", len(CODES)).add("played", len(CODES))
        L.add("hand_sizes", MAX_SEATS).add("turn", MAX_SEATS).add("passed", MAX_SEATS)
        self.o = L.at
        self.index = {c: i for i, c in enumerate(CODES)}
        return L

    def fill(self, view: dict, seat: int, v) -> None:
        o, index = self.o, self.index
        n = len(view["hand_sizes"])
        for c in view["hand"] or ():
            v[o["hand"] + index[c]] = 1.0
        for c in view["table"]:
            v[o["table"] + index[c]] = 1.0
        for c in view["played"]:
            v[o["played"] + index[c]] = 1.0
        for s, size in enumerate(view["hand_sizes"]):
            v[o["hand_sizes"] + (s - seat) % n] = size / len(CODES)
        v[o["turn"] + (view["turn"] - seat) % n] = 1.0
        for s in view["passed"]:
            v[o["passed"] + (s - seat) % n] = 1.0


ENCODING = ClimbEncoding
