"""Youscout: 513 tokens, one per action; features from the solitaire's view.

Tokens: `start 1`..`start 6`, `draw`, `move`, `stay`, then `replace CARD SRC DST` as
(card, destination): 56 minor cards × 9 piles. The source is not encoded: a card lies
in exactly one pile, so (card, destination) names the move. Every legal action is
encodable.
"""

from __future__ import annotations

import numpy as np

from tefuda.envs.codec import Codec
from tefuda.envs.features import Layout
from tefuda.envs.table import Encoding

SUITS = "SDHC"
MINOR = [f"{s}{n:02d}" for s in SUITS for n in range(1, 15)]
PILES = ("swords_upper", "coins_lower", "coins_6", "coins_5", "coins_4", "cups_3", "cups_2", "cups_1", "discarded")
TOKENS = (
    [f"start {p}" for p in range(1, 7)]
    + ["draw", "move", "stay"]
    + [f"replace {c} {dst}" for c in MINOR for dst in PILES]
)


def key(text: str) -> tuple[str, ...]:
    words = text.split()
    if words[0] == "replace":
        return (f"replace {words[1]} {words[3]}",)
    return (text,)


PHASES = ("start", "draw", "choose", "replace", "over")
FIELD = ("off", "def", "pain", "gain", "cupU", "cupL", "wandU", "wandL")
CARD = {c: i for i, c in enumerate(MINOR)}
VALUE_SCALE = 30.0


class YouscoutEncoding(Encoding):
    def make_codec(self) -> Codec:
        return Codec(TOKENS, key)

    def make_layout(self) -> Layout:
        L = Layout()
        minor = "56 minor cards (S01 … S14, D01 … D14, H01 … H14, C01 … C14)"
        L.add("board_cards", 6 * 22, "per place 1 … 6, 22 slots each: 1 at the number 0 … 21 of its major card")
        L.add("board_upright", 6, "per place: 1 if its card is upright")
        L.add(
            "board_values",
            6 * 8,
            f"per place, 8 slots each: its card's numbers {', '.join(FIELD)} / {VALUE_SCALE:g}, clipped to [0, 1]",
        )
        L.add("token", 6, "1 at the token's place, all 0 before the start")
        L.add("start", 6, "1 at the start place, all 0 before the start")
        L.add("allowed_starts", 6, "1 at each place the start may be")
        L.add("phase", len(PHASES), f"1 at the phase: {', '.join(PHASES)}")
        L.add("piles", len(PILES) * 56, f"per pile ({', '.join(PILES)}): 1 for each of the {minor} in it")
        L.add("pile_counts", len(PILES), "per pile, in the same order: its cards / 56")
        L.add("pending", 56, "1 at the minor card waiting to be placed, if any")
        L.add("end_card", 2, "the end card: 1 at A00 (the Fool) or A13 (Death), all 0 before it is known")
        L.add("terminals", 1, "end-card appearances so far / the number that ends the game")
        L.add("talon", 1, "cards in the talon / 57")
        L.add("replacements", 1, "War Replacements made in this replacement phase (§7.4) / 5, at most 1")
        L.add("replacements_coins_lower", 1, "of them into ↓♦ (coins_lower) / 5, at most 1")
        self.o = L.at
        self.pile_at = {name: L.at["piles"] + 56 * i for i, name in enumerate(PILES)}
        self._slots: dict[tuple, list[int]] = {}
        return L

    def fill(self, view: dict, seat: int, v) -> None:
        o = self.o
        on: list[int] = []  # indices set to 1, written at once (cheaper than one by one)
        values: list[float] = []
        cards_at, up_at = o["board_cards"], o["board_upright"]
        for b in view["board"]:
            p = b["place"] - 1
            on.append(cards_at + 22 * p + int(b["card"][1:]))
            if b["upright"]:
                on.append(up_at + p)
            values += map(b["values"].__getitem__, FIELD)
        for name in ("token", "start"):
            if view[name]:
                on.append(o[name] + view[name] - 1)
        on.extend(o["allowed_starts"] + p - 1 for p in view["allowed_starts"])
        on.append(o["phase"] + PHASES.index(view["phase"]))
        counts = []
        for name, cards in view["piles"].items():
            on += self._pile_slots(name, cards)
            counts.append(min(1.0, len(cards) / 56.0))
        if view["pending"]:
            on.append(o["pending"] + CARD[view["pending"]])
        if view["end_card"]:
            on.append(o["end_card"] + (view["end_card"] == "A13"))
        v[on] = 1.0
        v[o["pile_counts"] : o["pile_counts"] + len(counts)] = counts
        # the major-arcana numbers reach 7 × k (k ≤ 3 → 21): scaled, clipped to [0, 1]
        at = o["board_values"]
        v[at : at + 48] = values
        np.clip(v[at : at + 48] / VALUE_SCALE, 0.0, 1.0, out=v[at : at + 48])
        if view["terminals"]:
            v[o["terminals"]] = min(1.0, view["terminals_drawn"] / view["terminals"])
        v[o["talon"]] = min(1.0, view["talon_count"] / 57.0)
        r = view["replacements"]
        v[o["replacements"]] = min(1.0, r["count"] / 5.0)
        v[o["replacements_coins_lower"]] = min(1.0, r["coins_lower"] / 5.0)

    def _pile_slots(self, name: str, cards: list) -> list[int]:
        """Feature indices of a pile's cards, cached: piles change only when a card is
        replaced or drawn, and all 56 minor cards lie in some pile at every step."""
        k = (name, tuple(cards))
        got = self._slots.get(k)
        if got is None:
            at = self.pile_at[name]
            got = [at + CARD[c] for c in cards]
            if len(self._slots) > 50_000:
                self._slots.clear()
            self._slots[k] = got
        return got


ENCODING = YouscoutEncoding
