"""The no-raw-text rule (#16 §2): what a person reads holds no JSON, no identifiers, no
internal reason codes, no message keys — and in Japanese no English words beyond card
codes and a short allowlist. One checker for the describe scan, the terminal scan and the
browser scan.
"""

from __future__ import annotations

import re

JSON = re.compile(r"\{\s*\"|\"\s*:\s*[\[{\"0-9]|\{[a-z_]+\}")  # {"e": …, "key": …, an unformatted {param}
SNAKE = re.compile(r"(?<![A-Za-z0-9/._-])[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?![A-Za-z0-9/._-])")
KEY = re.compile(r"(?<![A-Za-z0-9])[a-z]+\.[a-z_]+\.[a-z_.]+(?![A-Za-z0-9])")  # a message key left untranslated
PYTHON = re.compile(r"(?<![A-Za-z])(?:None|True|False)(?![A-Za-z])|\[\]|\{\}|\[['\"]")
# a result's reason code in parentheses, as `(short; 31 / 21)` or `(luxury; …)`
REASON = re.compile(
    r"\((?:short|luxury|drowned|both_drowned|draw|repetition|stalemate|all_cards|cannot_pay|empty_hand)[;)]"
)
CARD_CODE = re.compile(r"^(?:10|[2-9AJQK])[SHDC]$|^JK$|^[ASDHC]\d\d$")

# English a Japanese screen may show: words a person types (the terminal's commands and
# the action texts), keys to press, the names on the box, units and rule references.
JA_ALLOWED = {
    # commands and action words the terminal asks the person to type
    "play",
    "pass",
    "give",
    "moves",
    "help",
    "quit",
    "hunt",
    "take",
    "yield",
    "refill",
    "steal",
    "return",
    "place",
    "run",
    "step",
    "draw",
    "move",
    "stay",
    "start",
    "replace",
    "slap",
    "pay",
    "Enter",
    "Space",
    "Tab",
    # names and abbreviations
    "CPU",
    "OS",
    "JK",
    "UECda",
    "PC",
    "DSP",
    "DIV",
    "TOS",
    "EW",
    "YS",
    "vs",
    "Youscout",
    # Trump OS instructions as the cards show them
    "LOAD",
    "SUB",
    "ADD",
    "OUT",
    "JUMP",
    "NOP",
    # card and unit letters
    "A",
    "J",
    "Q",
    "K",
    "R",
    "F",
    "H",
    "D",
    "S",
    "C",
    # what is printed on the cards themselves (a joker says JOKER; tarot numerals; Kn = Knight)
    "JOKER",
    "Kn",
    "II",
    "III",
    "IV",
    "VI",
    "VII",
    "VIII",
    "IX",
    "XI",
    "XII",
    "XIII",
    "XIV",
    "XV",
    "XVI",
    "XVII",
    "XVIII",
    "XIX",
    "XX",
    "XXI",
    # the app's name and the language switch's own label
    "tefuda",
    "English",
}


def problems(text: str, lang: str, ja_allowed: set[str] = frozenset()) -> list[str]:
    """What in `text` a person should not have to read (empty when it is clean)."""
    found = []
    for name, pattern in (
        ("JSON or a raw placeholder", JSON),
        ("identifier", SNAKE),
        ("message key", KEY),
        ("Python value", PYTHON),
        ("reason code", REASON),
    ):
        m = pattern.search(text)
        if m:
            found.append(f"{name} {m.group(0)!r}")
    if lang == "ja":
        allowed = JA_ALLOWED | set(ja_allowed)
        for word in re.findall(r"[A-Za-z][A-Za-z]+", text):
            if word not in allowed and not CARD_CODE.match(word) and not re.fullmatch(r"(?:10|[2-9AJQK])[SHDC]", word):
                found.append(f"English {word!r}")
                break
    return found
