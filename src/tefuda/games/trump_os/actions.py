"""Action values and their text (rules 'Action text'): `place 4H@7 QS@0`, `run`, `step`.

`place` may name a memory explicitly (`place 4H@2:7` = seat 2's cell 7) so that a
placement into another player's memory can be written down and refused (TOS-3, TOS-18).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from tefuda.core.cards import Card, standard_deck
from tefuda.core.errors import IllegalAction, NotUnderstood, SetupError, UnknownAction
from tefuda.games.trump_os.machine import CELLS


class Place:
    """Put hand cards face up into memory cells: `cards` is a tuple of (card, address)."""

    __slots__ = ("cards", "memory", "text")

    def __init__(self, cards: Iterable[tuple[Card, int]] = (), memory: int | None = None):
        self.cards = tuple(cards)
        self.memory = memory  # None: the acting seat's own memory
        prefix = "" if memory is None else f"{memory}:"
        self.text = " ".join(["place"] + [f"{c.code}@{prefix}{a}" for c, a in self.cards])

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Place) and self.cards == other.cards and self.memory == other.memory

    def __hash__(self) -> int:
        return hash((self.cards, self.memory))

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Place({self.text!r})"


class _Word:
    """A one-word action (`run`, `step`): one shared instance each."""

    __slots__ = ("text",)

    def __init__(self, text: str):
        self.text = text

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return self.text.upper()


RUN: Final = _Word("run")  # TOS-12 step 3: end placing, execute the slice, pass the turn
STEP: Final = _Word("step")  # execution=step: the next instruction of the started slice
PASS_PLACE: Final = Place()  # the bare `place` of the initial placement (TOS-10: 0 cards)

# Every single-card placement, built once: legal_actions just picks from this table.
SINGLE: Final = {card: tuple(Place(((card, a),)) for a in range(CELLS)) for card in standard_deck()}
# the same placements by `Card.index` (a hand sorts as ints, without a key function)
SINGLE_AT: Final = [SINGLE[card] for card in standard_deck()]


def _card(word: str) -> Card:
    try:
        card = Card.parse(word)
    except SetupError:
        card = None
    if card is None or card.is_joker:
        raise NotUnderstood("tos.bad_card", card=word)
    return card


def _address(text: str) -> int:
    if not text.isdigit() or not 0 <= int(text) < CELLS:
        raise NotUnderstood("tos.bad_address", addr=text)
    return int(text)


_PARSED: dict[str, Place | _Word] = {}


def parse_action(text: str) -> Place | _Word:
    """Action text → value; IllegalAction with a clear message otherwise."""
    action = _PARSED.get(text) if isinstance(text, str) else None
    if action is None:
        action = _parse(text)
        if len(_PARSED) < 100_000:  # actions are immutable values: parse each text once
            _PARSED[text] = action
    return action


def _parse(text: str) -> Place | _Word:
    if not isinstance(text, str):
        raise UnknownAction("tos.bad_text", text=text)
    # a comma between placements reads as a space, as a newcomer writes a list:
    # `place 9S@0,KD@1` is `place 9S@0 KD@1` (the action's own text keeps the spaces)
    words = text.replace(",", " ").split()
    head = words[0].lower() if words else ""
    if head == "run" and len(words) == 1:
        return RUN
    if head == "step" and len(words) == 1:
        return STEP
    if head == "move":  # TOS-18 moving a placed card
        raise IllegalAction("tos.move")
    if head in ("pc", "setpc", "jump"):  # TOS-18 moving PC by hand
        raise IllegalAction("tos.move_pc")
    if head != "place":
        raise UnknownAction("tos.bad_text", text=text)
    cards: set[Card] = set()
    cells: set[int] = set()
    pairs: list[tuple[Card, int]] = []
    memory: int | None = None
    for i, word in enumerate(words[1:]):
        card_text, at, where = word.partition("@")
        if not at or not card_text or not where:
            raise NotUnderstood("tos.bad_word", word=word)
        card = _card(card_text)
        mem_text, colon, addr_text = where.rpartition(":")
        mem: int | None = None
        if colon:
            if not mem_text.isdigit():
                raise NotUnderstood("tos.bad_memory", memory=mem_text)
            mem = int(mem_text)
        if i > 0 and mem != memory:
            raise IllegalAction("tos.one_memory", word=word)
        memory = mem
        addr = _address(addr_text)
        if card in cards:
            raise IllegalAction("tos.twice_card", card=card.code)
        if addr in cells:  # TOS-16 one `place` names each cell at most once
            raise IllegalAction("tos.twice_cell", addr=addr)
        cards.add(card)
        cells.add(addr)
        pairs.append((card, addr))
    if len(pairs) == 1 and memory is None:
        return SINGLE[pairs[0][0]][pairs[0][1]]
    return Place(tuple(pairs), memory)
