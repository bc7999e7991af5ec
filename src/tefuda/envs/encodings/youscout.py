"""Youscout: 513 tokens, one per action; features from the solitaire's view.

Tokens: `start 1`..`start 6`, `draw`, `move`, `stay`, then `replace CARD SRC DST` as
(card, destination): 56 minor cards × 9 piles. The source is not encoded: a card lies
in exactly one pile, so (card, destination) names the move. Every legal action is
encodable.
"""

from __future__ import annotations

from tefuda.envs.codec import Codec
from tefuda.envs.features import Layout
from tefuda.envs.table import Encoding

SUITS = "SDHC"
MINOR = [f"{s}{n:02d}" for s in SUITS for n in range(1, 15)]
PILES = ("swords_upper", "coins_lower", "coins_6", "coins_5", "coins_4",
         "cups_3", "cups_2", "cups_1", "discarded")
TOKENS = [f"start {p}" for p in range(1, 7)] + ["draw", "move", "stay"] + [
    f"replace {c} {dst}" for c in MINOR for dst in PILES]


def key(text: str) -> tuple[str, ...]:
    words = text.split()
    if words[0] == "replace":
        return (f"replace {words[1]} {words[3]}",)
    return (text,)


PHASES = ("start", "draw", "choose", "replace", "over")
FIELD = ("off", "def", "pain", "gain", "cupU", "cupL", "wandU", "wandL")
CARD = {c: i for i, c in enumerate(MINOR)}
VALUE_SCALE = 30.0  # major-arcana numbers reach 7 × k (k ≤ 3 → 21); clipped at 1


class YouscoutEncoding(Encoding):
    def make_codec(self) -> Codec:
        return Codec(TOKENS, key)

    def make_layout(self) -> Layout:
        L = Layout()
        for p in range(1, 7):
            L.add(f"place{p}_card", 22).add(f"place{p}_upright", 1).add(f"place{p}_values", 8)
        L.add("token", 6).add("start", 6).add("allowed_starts", 6).add("phase", len(PHASES))
        for name in PILES:
            L.add(f"pile_{name}", 56).add(f"count_{name}", 1)
        L.add("pending", 56).add("end_card", 2).add("terminals", 1).add("talon", 1)
        L.add("replacements", 1).add("replacements_coins_lower", 1)
        self.o = L.at
        return L

    def fill(self, view: dict, seat: int, v) -> None:
        o = self.o
        for b in view["board"]:
            p = b["place"]
            v[o[f"place{p}_card"] + int(b["card"][1:])] = 1.0
            v[o[f"place{p}_upright"]] = float(b["upright"])
            at = o[f"place{p}_values"]
            vals = b["values"]
            for i, f in enumerate(FIELD):
                v[at + i] = min(1.0, max(0.0, vals[f] / VALUE_SCALE))
        for name in ("token", "start"):
            if view[name]:
                v[o[name] + view[name] - 1] = 1.0
        for p in view["allowed_starts"]:
            v[o["allowed_starts"] + p - 1] = 1.0
        v[o["phase"] + PHASES.index(view["phase"])] = 1.0
        for name, cards in view["piles"].items():
            at = o[f"pile_{name}"]
            for c in cards:
                v[at + CARD[c]] = 1.0
            v[o[f"count_{name}"]] = min(1.0, len(cards) / 56.0)
        if view["pending"]:
            v[o["pending"] + CARD[view["pending"]]] = 1.0
        if view["end_card"]:
            v[o["end_card"] + (view["end_card"] == "A13")] = 1.0
        if view["terminals"]:
            v[o["terminals"]] = min(1.0, view["terminals_drawn"] / view["terminals"])
        v[o["talon"]] = min(1.0, view["talon_count"] / 57.0)
        r = view["replacements"]
        v[o["replacements"]] = min(1.0, r["count"] / 5.0)
        v[o["replacements_coins_lower"]] = min(1.0, r["coins_lower"] / 5.0)


ENCODING = YouscoutEncoding
