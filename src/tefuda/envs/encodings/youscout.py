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


class YouscoutEncoding(Encoding):
    def make_codec(self) -> Codec:
        return Codec(TOKENS, key)

    def make_layout(self) -> Layout:
        from tefuda.envs.encodings.youscout_obs import layout

        return layout()

    def fill(self, view: dict, seat: int, p) -> None:
        from tefuda.envs.encodings.youscout_obs import fill

        fill(view, p)


ENCODING = YouscoutEncoding
