"""Observation tensors from views: a named flat layout and card lookup tables.

Every observation is built from `state.view(seat)` only (never the full state), so an
agent can know nothing a human player in that seat would not.
"""

from __future__ import annotations

import numpy as np

from tefuda.core.cards import Card


class Layout:
    """Named parts of one flat float32 vector: `add(name, n, about)`; `at[name]` is the
    offset where that part starts (encoders write `vec[at[name] + i]`: plain int indexing
    is the cheapest way to fill a sparse vector, and observations are built every step).
    `about` says what the part's values mean and how they are scaled to [0, 1];
    `describe()` lists every part with it."""

    def __init__(self):
        self.parts: list[tuple[str, int]] = []
        self.about: dict[str, str] = {}
        self.at: dict[str, int] = {}
        self.size = 0

    def add(self, name: str, n: int, about: str = "") -> Layout:
        if name in self.at:
            raise ValueError(f"observation part {name!r} added twice")
        self.parts.append((name, n))
        self.about[name] = about
        self.at[name] = self.size
        self.size += n
        return self

    def new(self) -> np.ndarray:
        return np.zeros(self.size, dtype=np.float32)

    def describe(self) -> list[dict]:
        """One dict per part, in vector order: `name`, `start` (its offset), `size` and
        `description` (what its values mean and how they are scaled)."""
        return [
            {"name": name, "start": self.at[name], "size": n, "description": self.about[name]} for name, n in self.parts
        ]


_DECK = [Card(r, s) for s in "SHDC" for r in range(1, 14)] + [Card(0, "")]
INDEX = {c.code: c.index for c in _DECK}  # card code → 0..52 (the joker 52)
RANK = {c.code: c.rank for c in _DECK}  # card code → rank 1..13 (the joker 0)
