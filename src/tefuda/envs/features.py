"""Observation tensors from views: a named flat layout and card lookup tables.

Every observation is built from `state.view(seat)` only (never the full state), so an
agent can know nothing a human player in that seat would not.
"""

from __future__ import annotations

import numpy as np

from tefuda.core.cards import Card


class Layout:
    """Named parts of one flat float32 vector: `add(name, n)`; `at[name]` is the offset
    where that part starts (encoders write `vec[at[name] + i]`: plain int indexing is
    the cheapest way to fill a sparse vector, and observations are built every step)."""

    def __init__(self):
        self.parts: list[tuple[str, int]] = []
        self.at: dict[str, int] = {}
        self.size = 0

    def add(self, name: str, n: int) -> Layout:
        self.parts.append((name, n))
        self.at[name] = self.size
        self.size += n
        return self

    def new(self) -> np.ndarray:
        return np.zeros(self.size, dtype=np.float32)

    def describe(self) -> list[dict]:
        out, i = [], 0
        for name, n in self.parts:
            out.append({"name": name, "start": i, "size": n})
            i += n
        return out


_DECK = [Card(r, s) for s in "SHDC" for r in range(1, 14)] + [Card(0, "")]
INDEX = {c.code: c.index for c in _DECK}  # card code → 0..52 (the joker 52)
RANK = {c.code: c.rank for c in _DECK}  # card code → rank 1..13 (the joker 0)
