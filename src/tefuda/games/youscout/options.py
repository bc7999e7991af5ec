"""YS-1 option names and YS-2 presets (RULES.md §2 and §9)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from tefuda.core.options import Option, T

INFINITY = "infinity"


@dataclass(frozen=True)
class LimitOption(Option):
    """A count limit: a whole number >= 0, or "infinity" (no limit), as in the program.
    Its `choices` are only what the browser's form offers (0 to 6 and no limit): `convert`
    takes any count, as the program does, so they limit nothing here."""

    def convert(self, value: Any) -> Any:
        if isinstance(value, str) and value.strip().lower() in ("infinity", "inf", "∞"):
            return INFINITY
        if isinstance(value, str) and value.strip().lstrip("-").isdigit():
            value = int(value.strip())
        if isinstance(value, float) and value.is_integer():
            value = int(value)
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise self.refuse("youscout.limit_value", value)
        return value


@dataclass(frozen=True)
class NumberOption(Option):
    """A number >= 0 (or > 0 with `positive`); whole numbers stay ints (3, not 3.0)."""

    positive: bool = False

    def convert(self, value: Any) -> Any:
        try:
            if isinstance(value, bool):
                raise ValueError(value)
            number = float(value)
        except (TypeError, ValueError):
            number = float("nan")
        if not (number > 0 if self.positive else number >= 0) or math.isinf(number):
            why = (
                T("a number greater than 0", "0より大きい数")
                if self.positive
                else T("a number of 0 or more", "0以上の数")
            )
            raise self.refuse("option.bad_value", value, why=why)
        return int(number) if number.is_integer() else number


OPTIONS = (
    Option(
        "swap",
        "solid",
        "the (8)/(11) swap (RULES §3.2)",
        str,
        choices=("memorial", "expansive", "solid"),
        label=T("The (8)/(11) swap", "(8)と(11)の入れ換え"),
        help=T(
            "How Strength (8) and Justice (11) trade places on the board after it is drawn.",
            "盤を並べたあと、(8)力と(11)正義をどう入れ換えるか。",
        ),
        choice_labels={
            "memorial": T("Memorial: always swap", "記念式（いつも入れ換える）"),
            "expansive": T("Expansive: grow the majority of odd or even cards", "開式（奇偶の多い側を増やす）"),
            "solid": T("Solid: the program's default", "固式（プログラムの既定）"),
        },
    ),
    NumberOption(
        "influence",
        2,
        "major-arcana multiplier k (1, 1.5, 2, 2.5, 3 …); values are ceil(x1 × k) (RULES §1.5)",
        positive=True,
        label=T("Major arcana influence", "大アルカナの影響"),
        help=T(
            "The major arcana's numbers are multiplied by this (1, 1.5, 2, 2.5, 3 …) and rounded up.",
            "大アルカナの数表にかける倍率（1・1.5・2・2.5・3 など、端数は切り上げ）。",
        ),
    ),
    Option(
        "court",
        "K14",
        "court-card values (RULES §1.2)",
        str,
        choices=tuple(("K14", "K13a", "K13b", "K10")),
        label=T("Court card values", "コートカードの数値"),
        help=T(
            "What the Page, Knight, Queen and King of the minor arcana count.",
            "小アルカナのペイジ・ナイト・クイーン・キングの数値。",
        ),
        choice_labels={
            "K14": T("11, 12, 13, 14", "11・12・13・14"),
            "K13a": T("11, 12, 12, 13", "11・12・12・13"),
            "K13b": T("11, 11, 12, 13", "11・11・12・13"),
            "K10": T("all 10", "すべて10"),
        },
    ),
    NumberOption(
        "terminals",
        3,
        "the game ends on the N-th appearance of the end card; 0 = no game; "
        "the test is count < N, so 2.5 plays as 3 (RULES §6)",
        label=T("End card appearances", "終了カードの回数"),
        help=T(
            "The game ends when the end card (the Fool or Death) has been drawn this many times.",
            "終了カード（愚者か死神）をこの回数引いたらゲーム終了です。",
        ),
    ),
    LimitOption(
        "replacement",
        0,
        "War Replacement count, 0 = off, or 'infinity' (RULES §7)",
        # the form offers these (a terminal may type any whole number, or "infinity")
        choices=(0, 1, 2, 3, 4, 5, 6, INFINITY),
        label=T("War Replacement (戦乱置換)", "戦乱置換"),
        help=T(
            "After moving on a lower sword, move this many cup or coin cards between piles (0: none).",
            "下卦のソードで「動く」を選んだあと、カップやコインの札を動かせる回数（0ならなし）。",
        ),
        choice_labels={
            0: T("0 (off)", "0（なし）"),
            INFINITY: T("no limit", "無制限"),
        },
    ),
    Option(
        "cross_border",
        "cups_and_coins",
        "War Replacement destinations (RULES §7)",
        str,
        choices=("none", "cups_and_coins", "all"),
        label=T("War Replacement: crossing the border", "戦乱置換の越境"),
        help=T("Where a War Replacement may put a card.", "戦乱置換で札を置ける場所。"),
        choice_labels={
            "none": T("Coins to coins, cups to cups", "コインはコインへ、カップはカップへ"),
            "cups_and_coins": T("Between any cup and coin piles", "カップとコインの置き場の間で自由に"),
            "all": T("Also the upper swords and the discards", "上のソードと捨て札にも"),
        },
    ),
    LimitOption(
        "replacement_coins_lower",
        2,
        "cap on War Replacements into ↓♦, or 'infinity' (RULES §7)",
        label=T("War Replacement: into the lower coins", "戦乱置換: 下のコイン置き場へ"),
        choices=(0, 1, 2, 3, 4, 5, 6, INFINITY),
        help=T(
            "How many War Replacements may go to the lower coin pile (↓♦).",
            "下のコイン置き場（↓♦）へ置ける回数。",
        ),
        choice_labels={
            0: T("0 (none)", "0（置けない）"),
            INFINITY: T("no limit", "無制限"),
        },
    ),
    Option(
        "rules",
        "original",
        "the rules of a drawn minor card: the original program's, or 略式 (ryakushiki, "
        "the author's simplified game, YS-R1)",
        str,
        choices=("original", "ryakushiki"),
        label=T("Rules", "ルール"),
        help=T(
            "The original Youscout, or 略式 (the author's simplified game: cups and coins act at once, "
            "swords and wands by one formula).",
            "元祖易双六か、略式易双六（作者の簡略版: カップとコインは即座に、ソードとワンドは共通の判定式で）。",
        ),
        choice_labels={
            "original": T("The original (元祖)", "元祖易双六"),
            "ryakushiki": T("Simplified (略式)", "略式易双六"),
        },
    ),
    Option(
        "determinant",
        "greater",
        "略式 only: the formula wins with > (greater) or >= (greater_equal) (YS-R6)",
        str,
        choices=("greater", "greater_equal"),
        label=T("略式: the formula's comparison", "略式の判定式"),
        help=T(
            "Simplified rules only: the drawing side must be greater than the target, or greater or equal (livelier).",
            "略式易双六だけ: 引いた側が相手より「大なり」で勝つか、「大なりイコール」で勝つか（動きが活発になる）。",
        ),
        choice_labels={
            "greater": T("Greater than (>)", "大なり（＞）"),
            "greater_equal": T("Greater than or equal to (>=)", "大なりイコール（＞＝）"),
        },
    ),
    Option(
        "rng",
        "python",
        "seeded games: tefuda's own RNG, or the program's mulberry32 stream (YS-4)",
        str,
        choices=("python", "mulberry32"),
        label=T("Shuffling", "シャッフル"),
        help=T(
            "Shuffle with tefuda's own random numbers, or exactly as the author's program does.",
            "tefudaの乱数で切るか、作者のプログラムとまったく同じ乱数で切るか。",
        ),
        choice_labels={
            "python": T("tefuda's own", "tefudaの乱数"),
            "mulberry32": T("The same random numbers as the author's program", "作者のプログラムと同じ乱数"),
        },
    ),
)

# YS-2: `program` is the author's program's defaults; `article` the article's plain game;
# YS-R1: `ryakushiki` the defaults of the author's simplified program (memorial swap).
PRESETS: dict[str, dict[str, Any]] = {
    "program": {},
    "article": {"swap": "memorial", "influence": 2, "terminals": 1},
    "ryakushiki": {"rules": "ryakushiki", "swap": "memorial"},
}
PRESET_INFO = {
    "program": {
        "label": T("The author's program", "作者のプログラム"),
        "help": T(
            "The defaults of the author's browser game: solid swap, the end card 3 times.",
            "作者のブラウザゲームの既定: 固式、終了カード3回。",
        ),
    },
    "article": {
        "label": T("The article's plain game", "記事の基本ルール"),
        "help": T(
            "As the article describes it: always swap (8)/(11); the first end card ends the game.",
            "記事のとおり: (8)と(11)はいつも入れ換え、終了カードが1回出たら終わり。",
        ),
    },
    "ryakushiki": {
        "label": T("略式易双六 (simplified)", "略式易双六"),
        "help": T(
            "The author's simplified game: cups and coins act at once, swords and wands are judged "
            "by one formula; memorial swap, the end card 3 times.",
            "作者の簡略版: カップとコインは即座に動き、ソードとワンドは共通の判定式で決まる。記念式、終了カード3回。",
        ),
    },
}


def limit_reached(count: int, limit) -> bool:
    return limit != INFINITY and count >= limit
