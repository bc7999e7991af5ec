"""YS-1: cards, scores, places and the major-arcana number table (RULES.md §1).

Minor cards are small ints inside the engine (fast list indexing); their codes are the
reference program's `S01`..`C14` (S swords, D coins, H cups, C wands; 11 Page, 12 Knight,
13 Queen, 14 King). The end card sits in the talon as `END` until the start place names it.
"""

from __future__ import annotations

import json
import math
from importlib import resources
from typing import Final

# (Final: C constants where tefuda.native compiles the engine with mypyc)
SUITS: Final = "SDHC"  # swords, coins, cups, wands: the program's talon order (RULES §3.3)
SWORD: Final = 0
COIN: Final = 1
CUP: Final = 2
WAND: Final = 3
SUIT_NAMES = ("swords", "coins", "cups", "wands")

MINOR_CODES: Final = [f"{s}{n:02d}" for s in SUITS for n in range(1, 15)]  # index = card int
END: Final = 56  # the end card (terminal) inside the talon: A00 or A13, named at the start
FOOL: Final = "A00"
DEATH: Final = "A13"
CODE_TO_INT: Final = {c: i for i, c in enumerate(MINOR_CODES)}
NUMBER: Final = [i % 14 + 1 for i in range(56)]
SUIT_OF: Final = [i // 14 for i in range(56)]

# RULES §1.2: court-card values per `court` option (Page, Knight, Queen, King).
COURT_VALUES = {
    "K14": (11, 12, 13, 14),
    "K13a": (11, 12, 12, 13),
    "K13b": (11, 11, 12, 13),
    "K10": (10, 10, 10, 10),
}


def score_table(court: str) -> list[int]:
    """score(card) for every minor card int (RULES §1.2); the suit never matters."""
    courts = COURT_VALUES[court]
    return [n if n <= 10 else courts[n - 11] for n in NUMBER]


# RULES §1.4: the nine piles, in the program's order. A place's own pile is 8 - place
# (the opposite place, RULES §1.3, is t + 3 below and t - 3 above):
# COINS[6..4] = 2..4 beside the upper places, CUPS[3..1] = 5..7 beside the lower ones.
PILE_NAMES: Final = (
    "swords_upper",
    "coins_lower",
    "coins_6",
    "coins_5",
    "coins_4",
    "cups_3",
    "cups_2",
    "cups_1",
    "discarded",
)
SW: Final = 0
CL: Final = 1
DISCARD: Final = 8
PILE_INDEX: Final = {n: i for i, n in enumerate(PILE_NAMES)}


def fwd(p: int) -> int:
    """RULES §1.3 forward: 1→2→…→6→1."""
    return p % 6 + 1


def bwd(p: int) -> int:
    """RULES §1.3 backward: 6→5→…→1→6."""
    return (p + 4) % 6 + 1


# --- the major arcana -------------------------------------------------------------------


def _load_table() -> dict:
    text = resources.files(__package__).joinpath("arcana_table.json").read_text(encoding="utf-8")
    return {c["number"]: c for c in json.loads(text)["cards"]}


ARCANA = _load_table()
BOARD_CANDIDATES = [n for n in range(1, 22) if n != 13]  # RULES §3.1: A00 and A13 set aside


def arcana_values(number: int, upright: bool, influence: float) -> tuple[int, ...]:
    """A(p): ceil(x1 × k) for each number, the pair of each suit swapped when reversed
    (RULES §1.5; the suits themselves are not exchanged)."""
    x1 = ARCANA[number]["upright_x1"]
    out: list[int] = []
    for suit in ("sword", "coin", "cup", "wand"):
        a, b = (math.ceil(v * influence) for v in x1[suit])
        out.extend((a, b) if upright else (b, a))
    return tuple(out)


def major_code(number: int) -> str:
    return f"A{number:02d}"


def major_name(number: int, lang: str = "en") -> str:
    card = ARCANA[number]
    return card["name_ja"] if lang == "ja" else card["name_en"]


def minor_name(card: int, lang: str = "en") -> str:
    n = NUMBER[card]
    if lang == "ja":
        suit = ("ソード", "コイン", "カップ", "ワンド")[SUIT_OF[card]]  # the author's words
        face = {1: "エース", 11: "ペイジ", 12: "ナイト", 13: "クイーン", 14: "キング"}.get(n, str(n))
        return f"{suit}の{face}"
    face = {1: "Ace", 11: "Page", 12: "Knight", 13: "Queen", 14: "King"}.get(n, str(n))
    return f"{face} of {SUIT_NAMES[SUIT_OF[card]].capitalize()}"
