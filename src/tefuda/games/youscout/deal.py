"""YS-1: setup (RULES.md §3): drawing the board, the (8)/(11) swap, the talon; and the
program's own random stream (mulberry32, §10) for the YS-4 compatibility mode."""

from __future__ import annotations

import _random
import hashlib
import random
import sys
from array import array
from collections.abc import Callable
from typing import Any, Final

from tefuda.core.rng import randbelow
from tefuda.games.youscout.tables import BOARD_CANDIDATES, END

STRENGTH: Final = 8
JUSTICE: Final = 11


# --- the (8)/(11) swap, "in memory of tarot history" (RULES §3.2) ------------------------


def _swapped(board, swap_this: Callable[[int, bool], bool]):
    """Rename A08 <-> A11 where `swap_this(number, upright)`; orientation is kept."""
    out = []
    for number, upright in board:
        if number in (STRENGTH, JUSTICE) and swap_this(number, upright):
            number = JUSTICE if number == STRENGTH else STRENGTH
        out.append((number, upright))
    return out


def swap_8_11(drawn, method: str):
    """The board after the swap, and the forced start trigram (None, "upper", "lower")
    with its purpose card and degree ("whirl" / "eclipse") for the solid method."""
    bits = sum(n % 2 for n, _ in drawn)  # odd-numbered cards on the board as drawn
    simul = sum(n in (STRENGTH, JUSTICE) for n, _ in drawn)
    if method == "memorial":  # always swap
        return _swapped(drawn, lambda n, up: True), None
    if method == "expansive":  # grow the majority; a 3-3 tie swaps only upright cards; a pair always

        def expand(n, up):
            if simul == 2 or (bits == 3 and up):
                return True
            return bits > 3 if n == STRENGTH else bits < 3

        return _swapped(drawn, expand), None
    # solid: swap as memorial only when 2 <= bits <= 4, then check the spins on the result
    board = _swapped(drawn, lambda n, up: True) if 2 <= bits <= 4 else list(drawn)
    if sum(n % 2 for n, _ in board) != 3:
        return board, None
    whirl = sum(up for _, up in board)
    eclipse = sum((n % 2 == 1) == up for n, up in board)  # odd upright or even reversed
    if whirl == 0:
        return board, ("upper", "A13", "whirl")  # 旋坤 Field Whirl
    if whirl == 6:
        return board, ("lower", "A00", "whirl")  # 旋乾 Force Whirl
    if eclipse == 0:
        return board, ("upper", "A13", "eclipse")  # 重坤 Field Eclipse
    if eclipse == 6:
        return board, ("lower", "A00", "eclipse")  # 重乾 Force Eclipse
    return board, None


def allowed_starts(forced) -> tuple[int, ...]:
    if forced is None:
        return (1, 2, 3, 4, 5, 6)
    return (4, 5, 6) if forced[0] == "upper" else (1, 2, 3)


# --- tefuda's own RNG (YS-4) -------------------------------------------------------------


def deal_python(rng):
    """Board as drawn (6 distinct of the 20, fair orientations) and a talon order with the
    end card's slot (END), from a `random.Random`."""
    # rng.sample(BOARD_CANDIDATES, 6)'s very draws (CPython's pool method for 6 of 20),
    # without random.py's wrapper
    pool = list(BOARD_CANDIDATES)
    size = len(pool)
    numbers = []
    for i in range(6):
        j = randbelow(rng, size - i)
        numbers.append(pool[j])
        pool[j] = pool[size - i - 1]
    drawn = [(n, rng.random() < 0.5) for n in numbers]
    talon = list(range(56)) + [END]
    shuffle_last(rng, talon)  # rng.shuffle's very permutation (the deal's last draw)
    return drawn, talon


def shuffle_last(rng, x: list) -> None:
    """`rng.shuffle(x)`'s very permutation, where the shuffle is the generator's last use
    (the deal's and a reshuffle's own generators): the 32-bit words CPython's shuffle
    draws one `getrandbits(k)` call each (k <= 32: the word's top k bits) are drawn a
    few dozen at a time, which may leave the generator past the words used."""
    if type(rng) is not random.Random or not _WORD_OK:
        rng.shuffle(x)
        return
    i = len(x) - 1
    words: list[int] = []
    w = 0
    while i >= 1:
        n = i + 1
        drop = 32 - n.bit_length()
        while True:
            if w == len(words):  # getrandbits(32 m) = m words, the first drawn lowest
                m = i + 8
                words = array(_WORD, rng.getrandbits(32 * m).to_bytes(4 * m, sys.byteorder)).tolist()
                w = 0
            j = words[w] >> drop
            w += 1
            if j < n:
                break
        x[i], x[j] = x[j], x[i]
        i -= 1


def seeded_random(seed: int | str) -> random.Random:
    """`random.Random(seed)` for an int or str seed (the same generator state), seeded by
    the C method directly instead of through random.py's __init__ and seed."""
    if isinstance(seed, str):  # random.py's version 2 seeding of a text
        data = seed.encode()
        seed = int.from_bytes(data + hashlib.sha512(data).digest(), "big")
    rng: Any = _NEW(random.Random)  # (Any: gauss_next is random.py's, not in its stubs)
    _C_SEED(rng, seed)
    rng.gauss_next = None  # as Random.seed leaves it
    return rng


_NEW: Final = random.Random.__new__
_C_SEED: Final = _random.Random.seed


def setup_text(drawn: Any, talon: Any) -> str:
    """`repr((drawn, talon))` (the reshuffle key's text, YS-4), written from tables when
    they hold the engine's own values (a board of (int, bool), a talon of card ints):
    repr would convert some sixty ints one call each."""
    if type(drawn) is not list or type(talon) is not tuple or len(talon) == 1:
        return repr((drawn, talon))
    places = []
    for p in drawn:
        if type(p) is not tuple or len(p) != 2:
            return repr((drawn, talon))
        n, up = p
        if type(n) is not int or not 0 <= n < 64 or type(up) is not bool:
            return repr((drawn, talon))
        places.append(f"({_TEXT[n]}, {'True' if up else 'False'})")
    cards = []
    for c in talon:
        if type(c) is not int or not 0 <= c < 64:
            return repr((drawn, talon))
        cards.append(_TEXT[c])
    return f"([{', '.join(places)}], ({', '.join(cards)}))"


_TEXT: Final = [str(i) for i in range(64)]
_WORD: Final = "I"  # array's unsigned int: 4 bytes wherever CPython runs, checked here
_WORD_OK: Final = array(_WORD).itemsize == 4


# --- the program's stream (RULES §10) ------------------------------------------------------


class Mulberry32:
    """The PRNG the reference traces were made with: `Math.random` replaced by mulberry32."""

    __slots__ = ("state",)

    def __init__(self, seed: int):
        self.state = seed & 0xFFFFFFFF

    def random(self) -> float:
        self.state = (self.state + 0x6D2B79F5) & 0xFFFFFFFF
        t = self.state
        t = _imul(t ^ (t >> 15), t | 1)
        t ^= (t + _imul(t ^ (t >> 7), t | 61)) & 0xFFFFFFFF
        return ((t ^ (t >> 14)) & 0xFFFFFFFF) / 4294967296.0


def _imul(a: int, b: int) -> int:
    return (a * b) & 0xFFFFFFFF


def shuffle_array(items: list, rnd) -> list:
    """The program's shuffle: repeatedly remove a uniformly chosen element and append it."""
    rest = list(items)
    out = []
    while rest:
        out.append(rest.pop(int(rnd.random() * len(rest))))
    return out


def deal_mulberry32(seed: int, swap: str):
    """Board as drawn, talon order and the stream's state after the talon shuffle,
    consuming Math.random exactly as the program does (RULES §10 items 1–4)."""
    rnd = Mulberry32(seed)
    pool = shuffle_array(BOARD_CANDIDATES, rnd)
    drawn = []
    for _ in range(6):
        x = int(rnd.random() * len(pool))
        upright = int(rnd.random() * 2) == 0
        drawn.append((pool.pop(x), upright))
    _, forced = swap_8_11(drawn, swap)
    rnd.random()  # the displayed default start place (one call whatever the restriction)
    talon = shuffle_array(list(range(56)) + [END], rnd)
    return drawn, talon, rnd.state
