"""The UECda card table: the 8 × 15 integers every UECda message carries (docs/uecda.md).

Rows 0–3 are the suits ♠ ♥ ♦ ♣; columns 1–13 the ranks 3 4 … K A 2 (column = strength + 1);
columns 0 and 14 are the places just below the 3 and above the 2, where a joker may
stand in a sequence. A real card is 1, a joker 2 — in a hand at row 4, column 1; in a
play at the place it stands for (a lone joker anywhere in rows 0–3; four cards and the
joker: the joker in row 4). Rows 5–7 carry the game's state (see `status_rows`).

This module turns tables into tefuda's actions and back, reading a submitted table
exactly as the referee does (its `count_card_num` and `analyze_card`): what it calls an
error is `None` here, an empty table is a pass. Whether a well-formed play is legal now
is the engine's business (rules.py under the option `uecda`).
"""

from __future__ import annotations

import struct

from tefuda.core.cards import Card
from tefuda.games.daifugo.actions import GROUP, JOKER_SINGLE, PASS, SEQUENCE, SINGLE, Play, group_play, interned
from tefuda.games.daifugo.cards import JK, STRENGTH, SUIT_OF, card_at, sort_cards

ROWS, COLS = 8, 15
CELLS = ROWS * COLS
NBYTES = 4 * CELLS
PROTOCOL = 20070  # the protocol version clients announce (big-endian 32-bit integers)
PROTOCOL_2006 = 20060  # the older one: the machine's own integers (tefuda: little-endian)

Table = list  # list[list[int]], 8 rows of 15


def empty() -> Table:
    return [[0] * COLS for _ in range(ROWS)]


# --- bytes ------------------------------------------------------------------------------


def to_bytes(table: Table, version: int = PROTOCOL) -> bytes:
    """A table as the referee sends it: 20070 big-endian, negative numbers sent as 0."""
    flat = [v for row in table for v in row]
    if version == PROTOCOL_2006:
        return struct.pack(f"<{CELLS}i", *flat)
    return struct.pack(f">{CELLS}I", *(v if v > 0 else 0 for v in flat))


def from_bytes(data: bytes, version: int = PROTOCOL) -> Table:
    """480 bytes → a table (numbers as the referee reads them: 32-bit signed)."""
    fmt = f"<{CELLS}i" if version == PROTOCOL_2006 else f">{CELLS}i"
    flat = struct.unpack(fmt, data)
    return [list(flat[r * COLS : (r + 1) * COLS]) for r in range(ROWS)]


def int_bytes(value: int, version: int = PROTOCOL) -> bytes:
    if version == PROTOCOL_2006:
        return struct.pack("<i", value)
    return struct.pack(">I", value if value > 0 else 0)


def int_from_bytes(data: bytes, version: int = PROTOCOL) -> int:
    return struct.unpack("<i" if version == PROTOCOL_2006 else ">i", data)[0]


# --- cards ------------------------------------------------------------------------------


def cell(card: Card) -> tuple[int, int]:
    return SUIT_OF[card.index], STRENGTH[card.index] + 1


def card_of(row: int, col: int) -> Card:
    return card_at(col - 1, row)


def hand_table(cards) -> Table:
    """A hand: its real cards as 1, the joker as 2 at row 4, column 1."""
    t = empty()
    for c in cards:
        if c.rank == 0:
            t[4][1] = 2
        else:
            r, k = cell(c)
            t[r][k] = 1
    return t


def hand_of(table: Table) -> list[Card]:
    """The cards of a hand table (rows 0–4; the joker wherever a 2 is)."""
    out = []
    for r in range(4):
        for k in range(1, 14):
            if table[r][k] == 1:
                out.append(card_of(r, k))
    if any(table[r][k] == 2 for r in range(5) for k in range(COLS)):
        out.append(JK)
    return sort_cards(out)


def play_table(p, table_suits: int = 0) -> Table:
    """The table for a tefuda play (what tefuda's client sends, and the referee accepts):
    a group's joker in the suit it names (four cards and the joker: row 4); a sequence's
    joker at the place it fills; a lone joker in column 14 of a suit row other than the
    table's single (as FujiGokoro does, so that no server takes it for a lock)."""
    t = empty()
    if p is PASS or p.__class__ is not Play:
        return t
    if p is JOKER_SINGLE:
        row = 0
        if table_suits and table_suits & 15:
            row = ((table_suits & 15).bit_length()) % 4  # the suit after the table's
        t[row][14] = 2
        return t
    for c in p.cards:
        r, k = cell(c)
        t[r][k] = 1
    if p.kind == SEQUENCE:
        suit = SUIT_OF[(p.cards[0] if p.cards else p.fills[0]).index]
        for i in range(p.low, p.high + 1):
            if t[suit][i + 1] == 0:
                t[suit][i + 1] = 2
    elif p.jokers:
        col = p.low + 1
        if p.names:
            for c in p.names:
                r, k = cell(c)
                t[r][k] = 2
        else:  # four cards and the joker (or a tefuda group played unnamed): free rows, then row 4
            free = [r for r in range(4) if t[r][col] == 0]
            for k in range(p.jokers):
                t[free[k] if k < len(free) and p.size < 5 else 4][col] = 2
    return t


# --- reading a submitted play as the referee does ----------------------------------------


def _counts(t: Table) -> tuple[int, bool]:
    """The referee's count_card_num on rows 0–4: (cards, error). A 1 in column 0 or 14 or in
    row 4, any number but 0/1/2, or two jokers is an error."""
    n = jokers = 0
    bad = False
    for r in range(5):
        row = t[r]
        for k in range(COLS):
            v = row[k]
            if v == 0:
                continue
            if v == 1:
                n += 1
                if k == 0 or k == 14 or r == 4:
                    bad = True
            elif v == 2:
                n += 1
                jokers += 1
            else:
                bad = True
    return n, bad or jokers >= 2


def read_play(t: Table):
    """A submitted table as the referee reads it: PASS (no card), a tefuda Play, or None
    (what the referee calls an error: it takes it as a pass, answering 8)."""
    n, bad = _counts(t)
    if n == 0:
        return PASS  # (the referee returns before it looks at errors)
    # the lowest column holding anything; in it the first of rows 0–3, else row 4
    j = next((k for k in range(COLS) if any(t[r][k] for r in range(5))), None)
    if j is None or bad:
        return None
    i = next((r for r in range(4) if t[r][j]), 4)
    if n == 1:
        if t[i][j] == 2:
            return JOKER_SINGLE if i < 4 else None  # a lone joker in row 4 is "an abnormal suit"
        if i == 4 or t[i][j] != 1:
            return None
        c = card_of(i, j)
        return interned(Play([c], 0, (), SINGLE, STRENGTH[c.index], STRENGTH[c.index]))
    if j != 14 and t[i][j + 1] != 0:  # a sequence along row i
        run = 0
        while j + run <= 14 and t[i][j + run] != 0:
            run += 1
        if run <= 2 or run != n or i == 4:
            return None
        return _sequence(t, i, j, run)
    cells = [r for r in range(5) if t[r][j]]
    suits = sum(1 << r for r in cells)
    if (suits >= 16 and suits != 31) or len(cells) != n:
        return None
    return _group(t, cells, j)


def _sequence(t: Table, row: int, j: int, run: int):
    cols = range(j, j + run)
    real = [card_of(row, k) for k in cols if t[row][k] == 1]
    jokers = [k for k in cols if t[row][k] == 2]
    if len(jokers) > 1:
        return None
    low, high = j - 1, j + run - 2
    if jokers and jokers[0] in (0, 14):  # the joker beyond an end (UECda)
        edge = -1 if jokers[0] == 0 else 1
        return interned(Play(real, 1, (), SEQUENCE, low, high, (), edge))
    fills = [card_of(row, k) for k in jokers]
    return interned(Play(real, len(fills), fills, SEQUENCE, low, high, fills))


def _group(t: Table, cells: list[int], j: int):
    i = j - 1
    real = [card_of(r, j) for r in cells if r < 4 and t[r][j] == 1]
    joker_rows = [r for r in cells if t[r][j] == 2]
    if not joker_rows:
        return group_play(real, 0, i)
    r = joker_rows[0]
    if r == 4:  # four cards and the joker
        return group_play(real, 1, i)
    return interned(Play(real, 1, (card_at(i, r),), GROUP, i, i))


def read_gift(t: Table, k: int, hand, strict: bool = True) -> list[Card] | None:
    """A 大富豪's (k=2) or 富豪's (k=1) cards to hand back, as the referee reads them:
    exactly k cards held (1s, and a 2 for the joker). The referee checks the table's
    errors for the 大富豪 only (`strict`); for the 富豪 only the count and the cards held."""
    n, bad = _counts(t)
    if n != k or (strict and bad):
        return None
    held = set(hand)
    out = []
    for r in range(5):
        for col in range(COLS):
            v = t[r][col]
            if v == 1:
                if r == 4 or not 1 <= col <= 13 or card_of(r, col) not in held:
                    return None
                out.append(card_of(r, col))
            elif v == 2:
                if JK not in held:
                    return None
                out.append(JK)
    return out


def strongest(hand, k: int) -> list[Card]:
    """What the referee takes when a return is not valid, or as the gifts: the joker, then
    the highest column, ♠ ♥ ♦ ♣ (its `trans_strong_card`)."""
    ordered = sorted(hand, key=lambda c: (0, 0) if c.rank == 0 else (1, -STRENGTH[c.index], SUIT_OF[c.index]))
    return ordered[:k]


def suits_of_table(t: Table) -> int:
    return sum(1 << r for r in range(4) if any(t[r][k] in (1, 2) for k in range(COLS)))


__all__ = [
    "ROWS",
    "COLS",
    "NBYTES",
    "PROTOCOL",
    "PROTOCOL_2006",
    "empty",
    "to_bytes",
    "from_bytes",
    "int_bytes",
    "int_from_bytes",
    "hand_table",
    "hand_of",
    "play_table",
    "read_play",
    "read_gift",
    "strongest",
    "card_of",
    "cell",
    "suits_of_table",
]
