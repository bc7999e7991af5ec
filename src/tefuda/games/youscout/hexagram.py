"""The hexagram (易の卦) the six board cards make, named as the author's program names it.

Odd-numbered cards are yang lines, even ones yin. The program numbers the board
`n = Σ 2^(p−1)` over the places p holding an odd card and reads `n`'s bits from the most
significant one as the lines from the bottom: place 6 is the bottom line and place 1 the top
one (README, [decision]: the hexagram). The names are the I Ching's: the King Wen number,
the traditional character(s), and the English name the Unicode standard gives the symbol.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

# KING_WEN[n]: the King Wen number of the hexagram of board number n (line patterns of the
# I Ching; n's bits, most significant first, are the lines from the bottom, 1 = yang).
KING_WEN = (
    2,
    23,
    8,
    20,
    16,
    35,
    45,
    12,
    15,
    52,
    39,
    53,
    62,
    56,
    31,
    33,
    7,
    4,
    29,
    59,
    40,
    64,
    47,
    6,
    46,
    18,
    48,
    57,
    32,
    50,
    28,
    44,
    24,
    27,
    3,
    42,
    51,
    21,
    17,
    25,
    36,
    22,
    63,
    37,
    55,
    30,
    49,
    13,
    19,
    41,
    60,
    61,
    54,
    38,
    58,
    10,
    11,
    26,
    5,
    9,
    34,
    14,
    43,
    1,
)
# the traditional names by King Wen number (1 … 64)
KANJI = (
    "乾",
    "坤",
    "屯",
    "蒙",
    "需",
    "訟",
    "師",
    "比",
    "小畜",
    "履",
    "泰",
    "否",
    "同人",
    "大有",
    "謙",
    "豫",
    "隨",
    "蠱",
    "臨",
    "觀",
    "噬嗑",
    "賁",
    "剝",
    "復",
    "無妄",
    "大畜",
    "頤",
    "大過",
    "坎",
    "離",
    "咸",
    "恆",
    "遯",
    "大壯",
    "晉",
    "明夷",
    "家人",
    "睽",
    "蹇",
    "解",
    "損",
    "益",
    "夬",
    "姤",
    "萃",
    "升",
    "困",
    "井",
    "革",
    "鼎",
    "震",
    "艮",
    "漸",
    "歸妹",
    "豐",
    "旅",
    "巽",
    "兌",
    "渙",
    "節",
    "中孚",
    "小過",
    "既濟",
    "未濟",
)

# The solid swap's spins (RULES §3.2): (purpose card, degree) → the names the program shows,
# and which spins they are (a message key suffix: "ys.why.whirl_up" …)
SPINS = {
    ("A00", "whirl"): ("旋乾", "Force Whirl", "whirl_up"),
    ("A13", "whirl"): ("旋坤", "Field Whirl", "whirl_down"),
    ("A00", "eclipse"): ("重乾", "Force Eclipse", "eclipse_up"),
    ("A13", "eclipse"): ("重坤", "Field Eclipse", "eclipse_down"),
}


@lru_cache(maxsize=64)
def english(number: int) -> str:
    """'The Creative Heaven', 'Splitting Apart' … from the Unicode name of the symbol."""
    name = unicodedata.name(chr(0x4DC0 + number - 1)).removeprefix("HEXAGRAM FOR ")
    return " ".join(
        w.capitalize() if i == 0 or w not in ("OF", "THE", "AT", "ON", "TO") else w.lower()
        for i, w in enumerate(name.split())
    )


def hexagram(board) -> dict:
    """The hexagram of a board [(number, upright)] × 6 (place 1 first)."""
    return dict(_hexagram(sum(1 << i for i, (number, _) in enumerate(board) if number % 2)))


@lru_cache(maxsize=64)
def _hexagram(n: int) -> tuple:
    kw = KING_WEN[n]
    # lines from the bottom (1 = yang): n's bits from the most significant one
    lines = [n >> (5 - k) & 1 for k in range(6)]
    return (
        ("number", kw),
        ("kanji", KANJI[kw - 1]),
        ("symbol", chr(0x4DC0 + kw - 1)),
        ("en", english(kw)),
        ("lines", lines),
    )
