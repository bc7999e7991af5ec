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
        rank = "1 at its rank A, 2 … K, all 0 when there is none"
        L.add("newest", 13, f"the pile's top card: {rank}")
        L.add("one_back", 13, f"the card under it: {rank}")
        L.add("two_back", 13, f"the card under that: {rank}")
        L.add("bottom", 13, f"the pile's bottom card: {rank}")
        seats = "per seat clockwise from me (0 = me)"
        L.add("deck_sizes", MAX_SEATS, f"{seats}: cards in its deck / all cards in play")
        L.add("pile_count", 1, "cards in the pile, face-down penalty cards included / all cards in play")
        L.add("penalty", 1, "face-down penalty cards in the pile / all cards in play")
        L.add("turn", MAX_SEATS, f"{seats}: 1 for the seat whose turn it is")
        L.add("window", 1, "1 while a reaction (slap) window is open")
        L.add("slapped", MAX_SEATS, f"{seats}: 1 for each seat that slapped in this window")
        L.add("taken", 1, "1 once the pile has been taken in this window")
        L.add("challenger", MAX_SEATS, f"{seats}: 1 for the seat whose face card is being answered")
        L.add("challenged", MAX_SEATS, f"{seats}: 1 for the seat that must answer it")
        L.add("remaining", 5, "cards the answering seat still has to reveal (EW-5): 1 at 0, 1, 2, 3 or 4")
        L.add("progress", 1, "reveals so far / the reveal limit in the short modes (EW-14), else 0")
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
