"""Action values and their texts: `start 3`, `draw`, `move`, `stay`,
`replace H05 cups_3 coins_lower` (rules/youscout.md, action text)."""

from __future__ import annotations

import re
from typing import NamedTuple

from tefuda.core.errors import NotUnderstood, UnknownAction
from tefuda.games.youscout.tables import CODE_TO_INT, PILE_INDEX


class Action(NamedTuple):
    kind: str  # "draw" | "move" | "replace" | "start" | "stay"
    place: int = 0  # start place 1..6
    card: str = ""  # replace: the card moved
    src: str = ""  # replace: the pile it is taken from
    dst: str = ""  # replace: the pile it goes to

    def __str__(self) -> str:
        if self.kind == "start":
            return f"start {self.place}"
        if self.kind == "replace":
            return f"replace {self.card} {self.src} {self.dst}"
        return self.kind


DRAW, MOVE, STAY = Action("draw"), Action("move"), Action("stay")
START = {p: Action("start", p) for p in range(1, 7)}
_SIMPLE = {"draw": DRAW, "move": MOVE, "stay": STAY}
# The piles as the screens show them and people type them (the action text keeps the
# identifiers: records store `replace H05 cups_3 coins_lower`). Plain letters for a
# keyboard without ♦ ♥: d4 h2 cl sw x; the terminal's symbol reading turns ♦5 into 5D, so
# a digit before its suit letter names the same pile.
SHORT = {
    "coins_4": "♦4",
    "coins_5": "♦5",
    "coins_6": "♦6",
    "cups_1": "♥1",
    "cups_2": "♥2",
    "cups_3": "♥3",
    "coins_lower": "↓♦",
    "swords_upper": "↑♠",
    "discarded": "×",
}
ALIASES = {short: name for name, short in SHORT.items()}
ALIASES.update({f"d{p}": f"coins_{p}" for p in (4, 5, 6)})
ALIASES.update({f"{p}d": f"coins_{p}" for p in (4, 5, 6)})
ALIASES.update({f"h{p}": f"cups_{p}" for p in (1, 2, 3)})
ALIASES.update({f"{p}h": f"cups_{p}" for p in (1, 2, 3)})
ALIASES.update({"cl": "coins_lower", "↓♢": "coins_lower", "sw": "swords_upper", "↑♤": "swords_upper", "x": "discarded"})
SUIT_SYMBOL = {"S": "♠", "D": "♦", "H": "♥", "C": "♣"}
_SUIT_LETTER = {"♠": "S", "♤": "S", "♦": "D", "♢": "D", "♥": "H", "♡": "H", "♣": "C", "♧": "C"}
# a card's chip as the board shows it (the author's letters, as the browser's board):
# A Ace, 2..10, J Page, C Knight (cavalier), Q Queen, K King
CHIP_FACE = {1: "A", 11: "J", 12: "C", 13: "Q", 14: "K"}
_FACE_NUMBER = {face: n for n, face in CHIP_FACE.items()}
_TYPED = re.compile(r"^(10|1[1-4]|0?[1-9])([SDHC])$")


def chip(code: str) -> str:
    """`D11` → `J♦`, `H01` → `A♥`, `S07` → `7♠`: a minor card as the board prints it."""
    n = int(code[1:])
    return f"{CHIP_FACE.get(n, str(n))}{SUIT_SYMBOL[code[0]]}"


def _rank(text: str) -> int:
    """A typed rank: 1..14 (01..14 too) or the chip's letter; 0 when it is none."""
    if text in _FACE_NUMBER:
        return _FACE_NUMBER[text]
    return int(text) if text.isdigit() and 1 <= int(text) <= 14 else 0


def read_card(word: str) -> str | None:
    """A minor card as typed → its code: the code (`D11`, `d11`, `D5`), the chip as the
    board shows it (`J♦`, `♦J`, `10♥`), or its letters (`JD`, `DJ`, `CD` the Knight of
    Coins, `11D`); None when it is no card."""
    text = "".join(_SUIT_LETTER.get(ch, ch) for ch in word.strip()).upper()
    if text in CODE_TO_INT:
        return text
    for suit, rank in ((text[:1], text[1:]), (text[-1:], text[:-1])):  # suit first, then suit last
        n = _rank(rank) if suit in SUIT_SYMBOL else 0
        if n:
            return f"{suit}{n:02d}"
    return None


def read_pile(word: str) -> str | None:
    """A pile as typed → its identifier: `♦5`, `d5`, `5D` (the terminal's reading of ♦5),
    `↓♦`, `cl`, `↑♠`, `×` … or the identifier itself, in any case; None when it is none."""
    text = word.strip().lower()
    if text in PILE_INDEX:
        return text
    text = text.replace("♢", "♦").replace("♡", "♥").replace("♤", "♠")
    if text in ALIASES:
        return ALIASES[text]
    return ALIASES.get(text.replace("♦", "d").replace("♥", "h"))  # 5♦ 1♥ as 5d 1h


def as_typed(word: str) -> str:
    """A refused word shown as the person typed it: the terminal reads `♦7` as `7D`."""
    m = _TYPED.match(word.upper())
    return f"{SUIT_SYMBOL[m.group(2)]}{m.group(1)}" if m else word


_CACHE: dict[str, Action] = {}


def parse_action(text: str) -> Action:
    """Action text → Action; IllegalAction (with a message key) for text that is no action."""
    if isinstance(text, Action):
        return text
    hit = _CACHE.get(text)
    if hit is not None:
        return hit
    if not isinstance(text, str):
        raise UnknownAction("action.unknown", text=repr(text))
    words = text.strip().split()
    action = None
    if len(words) == 1 and words[0].lower() in _SIMPLE:
        action = _SIMPLE[words[0].lower()]
    elif len(words) == 2 and words[0].lower() == "start":
        if not (words[1].isdigit() and 1 <= int(words[1]) <= 6):
            raise NotUnderstood("youscout.start_range", place=words[1])
        action = START[int(words[1])]
    elif len(words) == 4 and words[0].lower() == "replace":
        card, src, dst = read_card(words[1]), read_pile(words[2]), read_pile(words[3])
        if card is None:
            raise NotUnderstood("youscout.bad_card", card=as_typed(words[1]))
        for name, word in ((src, words[2]), (dst, words[3])):
            if name is None:
                raise NotUnderstood("youscout.bad_pile", pile=as_typed(word))
        assert src is not None and dst is not None
        action = Action("replace", 0, card, src, dst)
    if action is None:
        raise UnknownAction("youscout.unknown", text=text)
    if len(_CACHE) < 4096:
        _CACHE[text] = action
    return action
