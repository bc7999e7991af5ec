"""How cards look and are typed in the terminal (issue #16 §6).

- Colour: red hearts and diamonds when the output is a terminal, plain text when it is
  not (a pipe, a file) or when `NO_COLOR` is set (https://no-color.org) or TERM=dumb.
- Input: a card may be typed with its suit symbol (`take 7♦`, `place 4♥@7`, `♦7`, the
  white symbols ♡♢♤♧, full-width digits) as well as with its code (`7D`).
"""

from __future__ import annotations

import os
import re
import unicodedata

RED = "\x1b[31m"
NOT_RED = "\x1b[39m"  # the default colour again: ends the red only (bold around a card stays)
BOLD = "\x1b[1m"
DIM = "\x1b[2m"  # faint: rule references, drawn small in the browser
NORMAL = "\x1b[22m"  # ends bold and faint, not the colour (a red card inside bold stays red)
RESET = "\x1b[0m"
# an escape sequence (colour, bold, faint…): it takes no column on the screen, so every
# width is measured without it; else a fitting line looks too wide and is broken again
ANSI = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")

# The screen's clear (H + 2J) and the scrollback's (3J): a hand-over must leave nothing
# of the previous player's hand to scroll back to.
CLEAR_SCREEN = "\x1b[H\x1b[2J\x1b[3J"

_SYMBOL_LETTER = {"♠": "S", "♤": "S", "♥": "H", "♡": "H", "♦": "D", "♢": "D", "♣": "C", "♧": "C"}
_SYMBOLS = "".join(_SYMBOL_LETTER)
_RANK = r"(?:10|[2-9AJQKajqk])"
_RANK_THEN_SYMBOL = re.compile(rf"({_RANK})([{_SYMBOLS}])")
_SYMBOL_THEN_RANK = re.compile(rf"(?<![0-9A-Za-z])([{_SYMBOLS}])({_RANK})(?![0-9])")
# a red card as the screens print it: rank + ♥/♦ (a lone symbol too, e.g. in a legend)
RED_CARD = re.compile(r"(?:10|[2-9AJQK])?[♥♦]")
# a rule reference as the pages write it: "(DSP-7)", "(TOS-7, TOS-8)", "(EW-13 to EW-16)",
# "（TOS-7、TOS-8）" — the browser draws it small (static/howto.js has the same pattern),
# the terminal faint, and a line is never broken inside one
_RULE_ID = r"[A-Z]{2,4}-\d+[a-z]?"
RULE_REF = re.compile(rf"[(（]{_RULE_ID}(?:\s*(?:[,、〜~]|to)\s*{_RULE_ID})*[)）]")
_PAINTED = re.compile(f"({re.escape(RED)}.*?{re.escape(NOT_RED)})")


def width_of(text: str) -> int:
    """Columns a text takes in a terminal: East Asian wide characters take two, escape
    sequences (colour, bold) none."""
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in ANSI.sub("", text))


def color_enabled(stream) -> bool:
    """Colour only for a real terminal, and never when NO_COLOR is set (any value)."""
    if "NO_COLOR" in os.environ or os.environ.get("TERM") == "dumb":
        return False
    isatty = getattr(stream, "isatty", None)
    try:
        return bool(isatty and isatty())
    except (ValueError, OSError):  # a closed stream
        return False


def paint(text: str, color: bool) -> str:
    """Red hearts and diamonds (with their rank) when `color` is on; else unchanged."""
    if not color or ("♥" not in text and "♦" not in text):
        return text
    # cards painted already (a page painted, then printed) are left as they are
    parts = _PAINTED.split(text)
    parts[::2] = [RED_CARD.sub(lambda m: f"{RED}{m.group(0)}{NOT_RED}", p) for p in parts[::2]]
    return "".join(parts)


def from_symbols(text: str) -> str:
    """What a player typed → action text: `take 7♦` → `take 7D`, `♥4@7` → `4H@7`.
    Full-width letters and digits (ｔａｋｅ　７♦) are read as their ASCII forms."""
    text = unicodedata.normalize("NFKC", text)
    text = _SYMBOL_THEN_RANK.sub(lambda m: m.group(2) + _SYMBOL_LETTER[m.group(1)], text)
    return _RANK_THEN_SYMBOL.sub(lambda m: m.group(1) + _SYMBOL_LETTER[m.group(2)], text)
