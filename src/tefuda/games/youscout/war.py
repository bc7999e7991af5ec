"""YS-1: War Replacement (戦乱置換, RULES.md §7): after a lower sword's chosen MOVE, the
player may move cards between the coin and cup piles, up to `replacement` times."""

from __future__ import annotations

from tefuda.games.youscout.options import limit_reached
from tefuda.games.youscout.tables import CL, DISCARD, SW

# §7.1: candidate sources in the program's order: ↓♦, COINS[6], COINS[5], COINS[4], CUPS[3..1]
SOURCES = (CL, 2, 3, 4, 5, 6, 7)
COIN_PILES = (CL, 2, 3, 4)
CUP_PILES = (5, 6, 7)


def sources(piles: list, cross_border: str) -> list[int]:
    """Non-empty candidate piles; ↑♠ too only when cross_border is `all` (§7.1)."""
    out = [p for p in SOURCES if piles[p]]
    if cross_border == "all" and piles[SW]:
        out.append(SW)
    return out


def destinations(src: int, cross_border: str, cl_count: int, cl_cap) -> list[int]:
    """Where a card taken from `src` may go (§7.3). The source itself is always allowed:
    dropping a card back appends it to its own pile and does not count."""
    base: tuple[int, ...]
    if cross_border == "none":
        base = COIN_PILES if src in COIN_PILES else CUP_PILES
    elif cross_border == "cups_and_coins":
        base = SOURCES
    else:  # all: coin and cup piles, ↑♠ and the discard pile
        base = SOURCES + (SW, DISCARD)
    # ↓♦ only while fewer than `replacement_coins_lower` replacements went there
    out = [p for p in base if p != CL or not limit_reached(cl_count, cl_cap)]
    if src not in out:
        out.append(src)
    return out


def phase_continues(piles: list, options: dict, count: int) -> bool:
    """§7.5 (and §7.1: no candidate pile ends the phase at once)."""
    if limit_reached(count, options["replacement"]):
        return False
    return bool(sources(piles, options["cross_border"]))
