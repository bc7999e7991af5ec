"""Egyptian War: 3 tokens (play, slap, wait); features from the public pile and counts.

Reaction windows become turn-taking (see `tefuda.envs.table`): after each reveal every
seat that may slap is asked once, in a random rotation, and picks `slap` or `wait`.
"""

from __future__ import annotations

from tefuda.envs.codec import Codec
from tefuda.envs.features import RANK, Layout
from tefuda.envs.table import Encoding

MAX_SEATS = 4  # seats are encoded relative to the observer: 0 = me, 1 = next, ...
TOKENS = ["play", "slap", "wait"]


class EgyptianWarEncoding(Encoding):
    def make_codec(self) -> Codec:
        codec = Codec(TOKENS, lambda text: (text,))
        codec.wait = codec.index["wait"]
        return codec

    def make_layout(self) -> Layout:
        L = Layout()
        # slap patterns are about ranks only (EW-8, EW-9): the last three and the bottom
        L.add("newest", 13).add("one_back", 13).add("two_back", 13).add("bottom", 13)
        L.add("deck_sizes", MAX_SEATS)  # / cards in play
        L.add("pile_count", 1).add("penalty", 1)
        L.add("turn", MAX_SEATS).add("window", 1).add("slapped", MAX_SEATS).add("taken", 1)
        L.add("challenger", MAX_SEATS).add("challenged", MAX_SEATS).add("remaining", 5)
        L.add("progress", 1)  # reveals / limit in the short modes (EW-14)
        self.o = L.at
        return L

    def fill(self, view: dict, seat: int, v) -> None:
        o = self.o
        n = view["players"]
        decks = view["decks"]
        total = max(1, sum(decks) + view["pile_count"])
        pile = view["shown"]
        k = len(pile)
        if k:
            v[o["newest"] + RANK[pile[-1]] - 1] = 1.0
            v[o["bottom"] + RANK[view["pile"][0]] - 1] = 1.0
            if k > 1:
                v[o["one_back"] + RANK[pile[-2]] - 1] = 1.0
                if k > 2:
                    v[o["two_back"] + RANK[pile[-3]] - 1] = 1.0
        at = o["deck_sizes"]
        for s, size in enumerate(decks):
            v[at + (s - seat) % n] = size / total
        v[o["pile_count"]] = view["pile_count"] / total
        v[o["penalty"]] = view["penalty"] / total
        if view["turn"] is not None:
            v[o["turn"] + (view["turn"] - seat) % n] = 1.0
        if view["window"]:
            v[o["window"]] = 1.0
            for s in view["slapped"]:
                v[o["slapped"] + (s - seat) % n] = 1.0
            if view["taken_by"] is not None:
                v[o["taken"]] = 1.0
        ch = view["challenge"]
        if ch is not None:
            v[o["challenger"] + (ch["challenger"] - seat) % n] = 1.0
            if ch["challenged"] is not None:
                v[o["challenged"] + (ch["challenged"] - seat) % n] = 1.0
            v[o["remaining"] + min(4, ch["remaining"])] = 1.0
        if view["limit"]:
            v[o["progress"]] = min(1.0, view["reveals"] / view["limit"])


ENCODING = EgyptianWarEncoding
