"""略式易双六 (ryakushiki, the simplified Youscout): a draw of a minor card under the
author's simplified rules (`RULES_sy.txt` and his program `simple_ysc.html` v0.35),
cited as YS-R1 … YS-R7 in this package's README.

Same board, start, end card, reshuffles and winning places as the original; only what a
drawn minor card does changes:

- YS-R2 F suits (coins ♦, cups ♥) act at once: upper ♥ and lower ♦ always move (forward,
  the card to the opposite place of the place before the move); upper ♦ and lower ♥
  always stay (the card onto the place's own pile).
- YS-R3 M suits (swords ♠, wands ♣) are judged by one formula,
  `M Minor + F Minor(from) > M Major(to) + F Minor(to)`:
  M Minor is the drawn card's score; F Minor(p) the highest card of p's own pile (coins
  beside an upper place, cups beside a lower one), or p's F Major when that pile is empty;
  M Major(p) is p's sword offence and F Major(p) its coin pain (the right-hand numbers,
  defence and gain, when the card is reversed: A(p).off and A(p).pain, RULES §1.5).
- YS-R4 The winning side's F Minor card is discarded (the earliest highest card; none when
  that side had no card and used its F Major); the drawn card is always discarded:
  from wins → × += [d, F Minor(from) card], the token moves; to wins → × += [d, F Minor(to)
  card], the token stays.
- YS-R5 A lower sword whose formula holds lets the player stay instead: × += [d] only.
- YS-R6 `determinant = greater_equal` uses >= instead of >.
The directions are the original's: upper ♠ backward, upper ♣ down, lower ♣ backward, lower ♠ up.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from tefuda.games.youscout.rules import DRAWN, NONE, OFF, PAIN, _move, first_max
from tefuda.games.youscout.tables import COIN, CUP, DISCARD, MINOR_CODES, SUIT_OF, SWORD, WAND, bwd, fwd

if TYPE_CHECKING:
    from tefuda.games.youscout.state import YouscoutState

# the formula's labels by place (made once, not at every draw): F Major, F Minor, M Major
F_MAJOR: Final = [f"A({p}).F" for p in range(7)]
F_MINOR: Final = [f"max({'♦' if p >= 4 else '♥'}{p})" for p in range(7)]
M_MAJOR: Final = [f"A({p}).M" for p in range(7)]


def judge(st: YouscoutState, d: int, t: int, to: int, rule: str, choice: bool) -> tuple:
    """YS-R3 … YS-R5: the common formula for an M suit drawn on t, trying to reach `to`.
    Returns the draw's compact log record (rules.expand shows it)."""
    piles, score = st.piles, st.score
    # F Minor(p): the first highest card of p's own pile (index 8 - p), else p's F Major
    from_pile, to_pile = piles[8 - t], piles[8 - to]
    fi, ti = first_max(from_pile, score), first_max(to_pile, score)
    if fi >= 0:
        fl, fv = F_MINOR[t], score[from_pile[fi]]
    else:
        fl, fv = F_MAJOR[t], st.vals[t][PAIN]
    if ti >= 0:
        tl, tv = F_MINOR[to], score[to_pile[ti]]
    else:
        tl, tv = F_MAJOR[to], st.vals[to][PAIN]
    sd, mv = score[d], st.vals[to][OFF]
    greater_equal = st.game.greater_equal
    left, right = sd + fv, mv + tv
    holds = left >= right if greater_equal else left > right
    c = src = NONE
    if holds and choice:  # YS-R5: the player chooses, the card waits in the open
        st.pending = d
        st.phase = "choose"
        outcome, dst = "choose", NONE
    else:
        piles[DISCARD].append(d)
        dst = DISCARD
        # YS-R4: the winning side's F Minor card goes to the discards
        i = fi if holds else ti
        if i >= 0:
            src = 8 - (t if holds else to)
            c = piles[src].pop(i)
            piles[DISCARD].append(c)
        if holds:
            st.token = to
        outcome = "move" if holds else "stay"
    return (
        st.draws, rule, d, t, st.token, holds, outcome, dst, c, src, DISCARD, None, ">=" if greater_equal else None, 2,
        "$", sd, fl, fv,
        M_MAJOR[to], mv, tl, tv,
    )  # fmt: skip


def _place(st: YouscoutState, d: int, t: int, rule: str, pile_place: int, to: int) -> tuple:
    """YS-R2: an F suit: the card onto the pile of `pile_place`, the token to `to`."""
    st.piles[8 - pile_place].append(d)
    st.token = to
    moved = to != t
    return (st.draws, rule, d, t, to, moved, "move" if moved else "stay", 8 - pile_place, NONE, 0, 0, None, None, 0)


def resolve_minor(st: YouscoutState, d: int) -> tuple:
    t = st.token
    suit = SUIT_OF[d]
    if t >= 4:
        if suit == CUP:  # upper ♥: forward, the cup to the opposite (lower) place's cups
            return _place(st, d, t, "U♥", t - 3, fwd(t))
        if suit == COIN:  # upper ♦: stay, the coin onto the place's coins
            return _place(st, d, t, "U♦", t, t)
        if suit == SWORD:  # upper ♠: backward?
            return judge(st, d, t, bwd(t), "U♠", False)
        return judge(st, d, t, t - 3, "U♣", False)  # upper ♣: down to the opposite place?
    if suit == COIN:  # lower ♦: forward, the coin to the opposite (upper) place's coins
        return _place(st, d, t, "L♦", t + 3, t + 1)
    if suit == CUP:  # lower ♥: stay, the cup onto the place's cups
        return _place(st, d, t, "L♥", t, t)
    if suit == WAND:  # lower ♣: backward?
        return judge(st, d, t, bwd(t), "L♣", False)
    return judge(st, d, t, t + 3, "L♠", True)  # lower ♠: up, or stay by choice (YS-R5)


def choose_move(st: YouscoutState) -> dict:
    """YS-R4 for a chosen move: × += [d, F Minor(from) card]; the token goes up."""
    piles, d, t = st.piles, st.pending, st.token
    flow: list = []
    piles[DISCARD].append(d)
    _move(flow, d, DRAWN, DISCARD)
    i = first_max(piles[8 - t], st.score)
    if i >= 0:
        c = piles[8 - t].pop(i)
        piles[DISCARD].append(c)
        _move(flow, c, 8 - t, DISCARD)
    st.token = t + 3
    st.pending = -1
    return {"kind": "choice", "choice": "move", "card": MINOR_CODES[d], "from": t, "to": t + 3, "flow": flow}


def choose_stay(st: YouscoutState) -> dict:
    """YS-R5: staying after a won lower sword discards the sword only; no F Minor goes."""
    piles, d, t = st.piles, st.pending, st.token
    flow: list = []
    piles[DISCARD].append(d)
    _move(flow, d, DRAWN, DISCARD)
    st.pending = -1
    return {"kind": "choice", "choice": "stay", "card": MINOR_CODES[d], "from": t, "to": t, "flow": flow}
