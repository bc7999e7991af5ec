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

from typing import TYPE_CHECKING

from tefuda.games.youscout.rules import DRAWN, OFF, PAIN, _event, _move, first_max
from tefuda.games.youscout.tables import COIN, CUP, DISCARD, MINOR_CODES, SUIT_OF, SWORD, WAND, bwd, fwd

if TYPE_CHECKING:
    from tefuda.games.youscout.state import YouscoutState


def _f_minor(st: YouscoutState, p: int):
    """(label, value, index) of p's F Minor: the first highest card of p's own pile
    (pile index 8 - p), else p's F Major with index -1 (YS-R3)."""
    pile = st.piles[8 - p]
    i = first_max(pile, st.score)
    if i < 0:
        return f"A({p}).F", st.vals[p][PAIN], -1
    return f"max({'♦' if p >= 4 else '♥'}{p})", st.score[pile[i]], i


def judge(st: YouscoutState, d: int, t: int, to: int, rule: str, choice: bool) -> dict:
    """YS-R3 … YS-R5: the common formula for an M suit drawn on t, trying to reach `to`."""
    fl, fv, fi = _f_minor(st, t)
    tl, tv, ti = _f_minor(st, to)
    lhs = [["$", st.score[d]], [fl, fv]]
    rhs = [[f"A({to}).M", st.vals[to][OFF]], [tl, tv]]
    left, right = lhs[0][1] + fv, rhs[0][1] + tv
    holds = left >= right if st.game.greater_equal else left > right
    flow: list = []
    if holds and choice:  # YS-R5: the player chooses, the card waits in the open
        st.pending = d
        st.phase = "choose"
        ev = _event(rule, d, t, st, lhs, rhs, True, "choose", flow)
    else:
        piles = st.piles
        piles[DISCARD].append(d)
        _move(flow, d, DRAWN, DISCARD)
        # YS-R4: the winning side's F Minor card goes to the discards
        side, i = (t, fi) if holds else (to, ti)
        if i >= 0:
            c = piles[8 - side].pop(i)
            piles[DISCARD].append(c)
            _move(flow, c, 8 - side, DISCARD)
        if holds:
            st.token = to
        ev = _event(rule, d, t, st, lhs, rhs, holds, "move" if holds else "stay", flow)
    if st.game.greater_equal:
        ev["cmp"] = ">="
    return ev


def _place(st: YouscoutState, d: int, t: int, rule: str, pile_place: int, to: int) -> dict:
    """YS-R2: an F suit: the card onto the pile of `pile_place`, the token to `to`."""
    st.piles[8 - pile_place].append(d)
    flow: list = []
    _move(flow, d, DRAWN, 8 - pile_place)
    st.token = to
    return _event(rule, d, t, st, [], [], to != t, "move" if to != t else "stay", flow)


def resolve_minor(st: YouscoutState, d: int) -> dict:
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
