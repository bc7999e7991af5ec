"""YS-1 option names and YS-2 presets (RULES.md §2 and §9)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from tefuda.core.errors import OptionError
from tefuda.core.options import Option

INFINITY = "infinity"


@dataclass(frozen=True)
class LimitOption(Option):
    """A count limit: a whole number >= 0, or "infinity" (no limit), as in the program."""

    def convert(self, value: Any) -> Any:
        if isinstance(value, str) and value.strip().lower() in ("infinity", "inf", "∞"):
            return INFINITY
        if isinstance(value, str) and value.strip().lstrip("-").isdigit():
            value = int(value.strip())
        if isinstance(value, float) and value.is_integer():
            value = int(value)
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise OptionError(
                f"option {self.name!r} cannot be {value!r}: a whole number >= 0 or 'infinity'",
                "option.bad_value", option=self.name, value=value,
                why="a whole number >= 0 or 'infinity'",
            )
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
            why = "a number greater than 0" if self.positive else "a number >= 0"
            raise OptionError(f"option {self.name!r} cannot be {value!r}: {why}", "option.bad_value",
                              option=self.name, value=value, why=why)
        return int(number) if number.is_integer() else number


OPTIONS = (
    Option("swap", "solid", "the (8)/(11) swap (RULES §3.2)", str,
           choices=("memorial", "expansive", "solid")),
    NumberOption("influence", 2, "major-arcana multiplier k (1, 1.5, 2, 2.5, 3 …); values are ceil(x1 × k) "
                 "(RULES §1.5)", positive=True),
    Option("court", "K14", "court-card values (RULES §1.2)", str, choices=tuple(("K14", "K13a", "K13b", "K10"))),
    NumberOption("terminals", 3, "the game ends on the N-th appearance of the end card; 0 = no game; "
                 "the test is count < N, so 2.5 plays as 3 (RULES §6)"),
    LimitOption("replacement", 0, "War Replacement count, 0 = off, or 'infinity' (RULES §7)"),
    Option("cross_border", "cups_and_coins", "War Replacement destinations (RULES §7)", str,
           choices=("none", "cups_and_coins", "all")),
    LimitOption("replacement_coins_lower", 2, "cap on War Replacements into ↓♦, or 'infinity' (RULES §7)"),
    Option("rng", "python", "seeded games: tefuda's own RNG, or the program's mulberry32 stream (YS-4)", str,
           choices=("python", "mulberry32")),
)

# YS-2: `program` is the author's program's defaults; `article` the article's plain game.
PRESETS = {
    "program": {},
    "article": {"swap": "memorial", "influence": 2, "terminals": 1},
}


def limit_reached(count: int, limit) -> bool:
    return limit != INFINITY and count >= limit
