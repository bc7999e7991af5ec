"""`random.Random`'s own draws, without its Python-level wrappers.

`randbelow(rng, n)` is exactly `rng.randrange(n)` and `shuffle(rng, x)` exactly
`rng.shuffle(x)` — the same numbers from the same generator state, so seeded games,
bots and searches replay as before — but they call the generator's C method
`getrandbits` directly (compiled, a few times faster than `random.py`'s code, which
shows in playouts and searches). A subclass of `Random` may draw differently: it gets
its own methods.
"""

from __future__ import annotations

import random
from typing import Any

_Random = random.Random


def randbelow(rng: random.Random, n: int) -> int:
    """`rng.randrange(n)` (n >= 1): CPython's `_randbelow_with_getrandbits`."""
    if type(rng) is not _Random:
        return rng.randrange(n)
    k = n.bit_length()
    r: int = rng.getrandbits(k)
    while r >= n:
        r = rng.getrandbits(k)
    return r


def choice(rng: random.Random, seq: list[Any]) -> Any:
    """`rng.choice(seq)` of a non-empty list."""
    return seq[randbelow(rng, len(seq))]


def shuffle(rng: random.Random, x: list[Any]) -> None:
    """`rng.shuffle(x)`: the same permutation (Fisher–Yates from the end, as CPython)."""
    if type(rng) is not _Random:
        rng.shuffle(x)
        return
    i = len(x) - 1
    while i >= 1:
        n = i + 1
        k = n.bit_length()
        j: int = rng.getrandbits(k)
        while j >= n:
            j = rng.getrandbits(k)
        x[i], x[j] = x[j], x[i]
        i -= 1
