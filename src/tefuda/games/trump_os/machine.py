"""The Trump OS machine: card values and one instruction step (TOS-2, TOS-6..8).

Kept free of game flow so the engine, the bots' planners and the tests share one
definition of what a card does.
"""

from __future__ import annotations

from typing import Final

from tefuda.core.cards import Card, standard_deck

CELLS: Final = 13  # TOS-3: addresses 0..12
TIME_SLICE: Final = 3  # TOS-12: instructions per turn

# Operation names per suit; ♠ depends on the `spade` option (TOS-7 [decision]).
OP_NAMES: Final = {"H": "ADD", "D": "OUT", "C": "JUMP"}


def value(card: Card) -> int:
    """TOS-2: base-13 digit, A=1 .. Q=12, K=0 (suits do not matter)."""
    return card.rank % 13


def add_table() -> list[list[int]]:
    """The addition quick-reference of the seed (足し算の早見表): row R, column n → the R
    after ♥ n, ADD n (TOS-7): (R + n) mod 13."""
    return [[(r + n) % 13 for n in range(13)] for r in range(13)]


# The rank each value is written with on a card (TOS-2: K is 0).
VALUE_RANKS = ("K", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q")


# A logged step is the list [address, card, instruction, R before, R after, PC after,
# output]; card None for an empty cell, output None unless the instruction was OUT.
STEP_FIELDS = ("addr", "card", "op", "r_before", "r_after", "pc_after", "out")


def op_name(card: Card | None, spade: str) -> str:
    if card is None:
        return "NOP"  # TOS-6
    if card.suit == "S":
        return "LOAD" if spade == "load" else "SUB"
    return OP_NAMES[card.suit]


def op_text(card: Card | None, spade: str) -> str:
    """The instruction as written in the log: `ADD 4`, `LOAD 0`, `JUMP 7`, `OUT`, `NOP`."""
    name = op_name(card, spade)
    return name if card is None or name == "OUT" else f"{name} {card.rank % 13}"


def step(card: Card | None, pc: int, r: int, spade_sub: bool) -> tuple[int, int, int | None]:
    """Execute the instruction `card` at address `pc` with register `r`.

    Returns (new R, new PC, output or None). TOS-8: PC ← n after JUMP, else PC+1 mod 13.
    """
    if card is None:  # TOS-6 an empty cell is NOP
        return r, (pc + 1) % CELLS, None
    suit = card.suit
    n = card.rank % 13  # TOS-7 n is an immediate, never an address
    if suit == "S":
        r = (r - n) % 13 if spade_sub else n  # TOS-7 ♠ LOAD n (option: SUB n)
    elif suit == "H":
        r = (r + n) % 13  # TOS-7 ♥ ADD n mod 13
    elif suit == "D":
        return r, (pc + 1) % CELLS, r  # TOS-7 ♦ OUT: the value is ignored
    else:
        return r, n, None  # TOS-7 ♣ JUMP n; TOS-8 PC ← n
    return r, (pc + 1) % CELLS, None  # TOS-8 otherwise PC+1, 12 wraps to 0


# The logged instruction text of every card under each ♠ meaning, looked up per step.
OP_TEXT: Final = {spade: {None: "NOP", **{c: op_text(c, spade) for c in standard_deck()}} for spade in ("load", "sub")}
