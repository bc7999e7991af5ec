"""Diving: 114 tokens; a payment is picked card value by card value.

Suits never matter in Diving (oxygen, depth and luxury are sums of values, DIV-2..4), so
tokens name values, and a payment is a short token sequence:
- `hunt`, `yield`;
- `steal V`: take the opponent's treasure of value V (the 5 spent is any 5 in hand);
- `take V`, `refill N V`, `return V`: the action with the payment's highest card
  (value V, or `JK`), followed by `+V` for each further card, highest first;
- `return`: an empty return (depth 0).
The engine lists minimal payments (one per value multiset), so no listed payment is a
prefix of another and no END token is needed; the adapter raises a clear error if an
engine ever lists two that are. Every listed action is encodable; actions that differ
only in suits (steal with 5♠ or 5♥) share a token and the first one listed is played.
"""

from __future__ import annotations

from tefuda.core.cards import rank_text
from tefuda.envs.codec import Codec
from tefuda.envs.features import RANK, Layout
from tefuda.envs.table import Encoding

VALUES = [rank_text(r) for r in range(1, 14)] + ["JK"]  # a payment card's value name
TOKENS = (
    ["hunt", "yield"]
    + [f"steal {v}" for v in VALUES[:13]]
    + [f"take {v}" for v in VALUES]
    + [f"refill {n} {v}" for n in range(1, 5) for v in VALUES]
    + ["return"]
    + [f"return {v}" for v in VALUES]
    + [f"+{v}" for v in VALUES]
)


def _value(code: str) -> str:
    return "JK" if code == "JK" else rank_text(RANK[code])


def key(text: str) -> tuple[str, ...]:
    words = text.split()
    kind = words[0]
    if kind in ("hunt", "yield") or (kind == "return" and len(words) == 1):
        return (kind,)
    if kind == "steal":
        return (f"steal {_value(words[2])}",)
    if kind == "refill":  # refill N pay C...
        head, cards = f"refill {words[1]}", words[3:]
    else:
        head, cards = kind, words[1:]
    values = [_value(c) for c in cards]  # the engine's canonical order: highest first
    return (f"{head} {values[0]}",) + tuple(f"+{v}" for v in values[1:])


MAXV = 13.0


class DivingEncoding(Encoding):
    multi_token = True

    def make_codec(self) -> Codec:
        return Codec(TOKENS, key)

    def make_layout(self) -> Layout:
        L = Layout()
        counts = "count per value A, 2 … K (/4: 0.25 a card) and the jokers at the end (/2)"
        L.add("hand", 14, f"my hand: {counts}")
        L.add("oxygen", 1, "my oxygen, the sum of my hand's values (DIV-4) / 100, at most 1")
        L.add("joker", 1, "1 if my hand holds a joker")
        for who, whose in (("me", "my"), ("opp", "the opponent's")):
            L.add(f"field_{who}", 14, f"{whose} field (treasures): {counts}")
            L.add(f"dive_{who}", 14, f"{whose} dive pile: {counts}")
            L.add(f"depth_{who}", 1, f"{whose} depth / 100, at most 1")
            L.add(f"luxury_{who}", 1, f"{whose} luxury / 100, at most 1")
            L.add(f"hand_size_{who}", 1, f"{whose} hand size / 20, at most 1")
        L.add("deck_size", 1, "cards in the deck / 52")
        L.add("outside", 1, "the bonus cards outside (face down, DIV-6) / 10")
        L.add("treasure", 13, "the treasure on the table: 1 at its value A … K, all 0 when none")
        L.add("treasure_mine", 1, "1 if I am the one who must take or yield the treasure on the table")
        L.add("my_turn", 1, "1 on my turn")
        L.add("first_turn", 1, "1 in the game's first turn")
        L.add("i_went_first", 1, "1 if I was the first player")
        L.add("returning", 1, "1 in the return phase")
        L.add("sealed_me", 1, "1 once I have sealed my return")
        L.add("sealed_opp", 1, "1 once the opponent has sealed a return")
        L.add("steal_rule", 1, "1 when the steal option is on")
        self.o = L.at
        return L

    def fill(self, view: dict, seat: int, v) -> None:
        o = self.o
        opp = 1 - seat
        _counts(v, o["hand"], view["hand"])
        v[o["oxygen"]] = min(1.0, view["oxygen"] / 100.0)
        v[o["joker"]] = float(view["joker"])
        for who, s in (("me", seat), ("opp", opp)):
            _counts(v, o[f"field_{who}"], view["fields"][s])
            _counts(v, o[f"dive_{who}"], view["dive_piles"][s])
            v[o[f"depth_{who}"]] = min(1.0, view["depths"][s] / 100.0)
            v[o[f"luxury_{who}"]] = min(1.0, view["luxury"][s] / 100.0)
            v[o[f"hand_size_{who}"]] = min(1.0, view["hand_sizes"][s] / 20.0)
        v[o["deck_size"]] = view["deck_size"] / 52.0
        v[o["outside"]] = view["outside"] / 10.0
        if view["treasure"] is not None:
            v[o["treasure"] + RANK[view["treasure"]] - 1] = 1.0
            v[o["treasure_mine"]] = float(view["taker"] == seat)
        v[o["my_turn"]] = float(view["turn"] == seat)
        v[o["first_turn"]] = float(view["turn_no"] == 0)
        v[o["i_went_first"]] = float(view["first"] == seat)
        v[o["returning"]] = float(view["phase"] == "return")
        v[o["sealed_me"]] = float(view["sealed"][seat])
        v[o["sealed_opp"]] = float(view["sealed"][opp])
        v[o["steal_rule"]] = float(bool(view["steal_rule"]))


def _counts(v, at: int, codes) -> None:
    for c in codes:
        r = RANK[c]
        if r:
            v[at + r - 1] += 0.25
        else:
            v[at + 13] += 0.5


ENCODING = DivingEncoding
