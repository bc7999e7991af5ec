"""Daifugo's fixed action catalog: one token per play *shape*, exact coverage.

A play is named by what it is, not by which physical joker or suit a joker takes:
- `pass`;
- single: `play 3S` … (52) and `play JK` (the lone joker);
- group: rank × the set of real suits × number of (unnamed) jokers, at least 2 cards
  (13 × 41 with two jokers), and `play JK JK` (the joker pair);
- sequence: suit × lowest position × length (3..13, in the strength order 3 … K A 2,
  no wrap, DSP-10) × which positions the jokers fill (0, 1 or 2 of them);
- give (DSP-7): the 1 or 2 cards handed over, as a set (jokers included).
With two jokers that is 9,368 tokens; with fewer jokers the joker entries are left out.
Every action the engine can list maps to exactly one token, and two different legal
actions never share one: the engine's canonical texts name every sequence joker, and a
group's jokers count without their names (a joker's suit in a group never matters; the
engine names them only in `7H JK=7S JK=7D`, to tell it from a sequence).
"""

from __future__ import annotations

from itertools import combinations

from tefuda.core.cards import SUITS, Card, rank_text

# strength positions 0..12 of the ranks 3 4 … K A 2 (DSP-3); sequences use them (DSP-10)
POS = {r: (r - 3) % 13 for r in range(1, 14)}
RANK_AT = {p: r for r, p in POS.items()}


def _suitset(suits) -> str:
    return "".join(s for s in SUITS if s in suits)


def catalog(jokers: int = 2) -> list[str]:
    names = ["pass"]
    names += [f"play {rank_text(RANK_AT[p])}{s}" for p in range(13) for s in SUITS]
    if jokers:
        names.append("play JK")
    for p in range(13):
        for k in range(1, 5):
            for suits in combinations(SUITS, k):
                for j in range(0, jokers + 1):
                    if k + j >= 2:
                        names.append(f"group {rank_text(RANK_AT[p])} {''.join(suits)} +{j}")
    if jokers >= 2:
        names.append("play JK JK")
    for s in SUITS:
        for length in range(3, 14):
            for low in range(0, 14 - length):
                for j in range(0, min(jokers, 2) + 1):
                    for holes in combinations(range(length), j):
                        names.append(_seq_name(s, low, length, holes))
    deck = [f"{rank_text(RANK_AT[p])}{s}" for p in range(13) for s in SUITS] + (["JK"] if jokers else [])
    names += [f"give {c}" for c in deck]
    names += [f"give {a} {b}" for a, b in combinations(deck, 2)]
    if jokers >= 2:
        names.append("give JK JK")
    return names


def _seq_name(suit: str, low: int, length: int, holes) -> str:
    jk = ",".join(str(h) for h in holes) or "-"
    return f"seq {suit} {rank_text(RANK_AT[low])}+{length} jk {jk}"


def _card_key(code: str) -> tuple[int, int]:
    c = Card.parse(code)
    return (POS[c.rank], SUITS.index(c.suit)) if c.rank else (99, 0)


def key(text: str) -> tuple[str]:
    """The catalog name of one action text."""
    words = text.split()
    kind, rest = words[0], words[1:]
    if kind == "pass":
        return ("pass",)
    if kind == "give":
        codes = sorted(rest, key=_card_key)
        return ("give " + " ".join(codes),)
    if kind != "play" or not rest:
        raise KeyError(text)
    real = [Card.parse(w) for w in rest if not w.startswith("JK")]
    named = [Card.parse(w[3:]) for w in rest if w.startswith("JK=")]
    free = sum(1 for w in rest if w == "JK")
    if not real and not named:
        return ("play JK" if free == 1 else "play JK JK",)
    if not real:
        raise KeyError(f"{text}: named jokers without a real card")
    if len({c.rank for c in real + named}) == 1:  # a group (DSP-10)
        # one card + two jokers names them (`7H JK=7S JK=7D`: it could be a sequence
        # otherwise); a joker's suit in a group never matters, so names are dropped
        jokers = free + len(named)
        if len(real) == 1 and jokers == 0:
            return (f"play {real[0].code}",)
        return (f"group {rank_text(real[0].rank)} {_suitset({c.suit for c in real})} +{jokers}",)
    # a sequence (DSP-10): distinct ranks of one suit, every joker named
    if free:
        raise KeyError(f"{text}: a sequence joker without a name")
    cards = real + named
    low = min(POS[c.rank] for c in cards)
    holes = sorted(POS[c.rank] - low for c in named)
    return (_seq_name(cards[0].suit, low, len(cards), holes),)
