"""Action values and their texts: `start 3`, `draw`, `move`, `stay`,
`replace H05 cups_3 coins_lower` (rules/youscout.md, action text)."""

from __future__ import annotations

from typing import NamedTuple

from tefuda.core.errors import IllegalAction
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
# Short pile names people may type (the terminal shows them): ♦4 ♥2 ↓♦ ↑♠ × (and d4 h2 …)
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
ALIASES.update({f"h{p}": f"cups_{p}" for p in (1, 2, 3)})
ALIASES.update({"cl": "coins_lower", "sw": "swords_upper", "x": "discarded"})
_CACHE: dict[str, Action] = {}


def parse_action(text: str) -> Action:
    """Action text → Action; IllegalAction (with a message key) for text that is no action."""
    if isinstance(text, Action):
        return text
    hit = _CACHE.get(text)
    if hit is not None:
        return hit
    if not isinstance(text, str):
        raise IllegalAction("action.unknown", text=repr(text))
    words = text.strip().split()
    action = None
    if len(words) == 1 and words[0].lower() in _SIMPLE:
        action = _SIMPLE[words[0].lower()]
    elif len(words) == 2 and words[0].lower() == "start":
        if not (words[1].isdigit() and 1 <= int(words[1]) <= 6):
            raise IllegalAction("youscout.start_range", place=words[1])
        action = START[int(words[1])]
    elif len(words) == 4 and words[0].lower() == "replace":
        card, src, dst = words[1].upper(), words[2].lower(), words[3].lower()
        src, dst = ALIASES.get(src, src), ALIASES.get(dst, dst)
        if card not in CODE_TO_INT:
            raise IllegalAction("youscout.bad_card", card=words[1])
        for name in (src, dst):
            if name not in PILE_INDEX:
                raise IllegalAction("youscout.bad_pile", pile=name, piles=", ".join(PILE_INDEX))
        action = Action("replace", 0, card, src, dst)
    if action is None:
        raise IllegalAction("youscout.unknown", text=text)
    if len(_CACHE) < 4096:
        _CACHE[text] = action
    return action
