"""Deal seeds for games people play (browser rooms, terminal): 128 bits from the
operating system's entropy (`secrets`), so no one can search the seed space from the
cards in their own hand to learn the others'. Simulations keep their own derived seeds."""

from __future__ import annotations

import secrets

SEED_BITS = 128


def fresh_seed() -> int:
    return secrets.randbits(SEED_BITS)
