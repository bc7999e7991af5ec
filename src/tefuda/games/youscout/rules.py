"""YS-1: a draw of a minor card (RULES.md §4.2): the eight trigram × suit cases, each with its
formula, its strict comparison and its card flow, plus the lower-sword choice (§5) and
the War Replacement moves (§7). Every case returns its log event, the formula and the
card flow, as a compact record (`expand` makes the display event when the log is read).

`st` is a YouscoutState: `piles` (nine lists of card ints, RULES §1.4 order), `token`,
`vals[p]` = A(p) (RULES §1.5) and `score` (RULES §1.2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from tefuda.games.youscout.tables import (
    CL,
    COIN,
    CUP,
    DISCARD,
    MINOR_CODES,
    PILE_NAMES,
    SUIT_OF,
    SW,
    SWORD,
    bwd,
    fwd,
)

if TYPE_CHECKING:
    from tefuda.games.youscout.state import YouscoutState

# A(p)'s eight numbers (RULES §1.5), by index (Final: C constants when compiled)
OFF: Final = 0
DEF: Final = 1
PAIN: Final = 2
GAIN: Final = 3
CUPU: Final = 4
CUPL: Final = 5
WANDU: Final = 6
WANDL: Final = 7
FIELD: Final = ("off", "def", "pain", "gain", "cupU", "cupL", "wandU", "wandL")
DRAWN: Final = "drawn"


def first_max(pile: list[int], score: list[int]) -> int:
    """Index of the highest-scoring card, the earliest among equals; -1 if empty (RULES §4.2)."""
    best = bi = -1
    for i, c in enumerate(pile):
        s = score[c]
        if s > best:
            best, bi = s, i
    return bi


def first_min(pile: list[int], score: list[int]) -> int:
    """Index of the lowest-scoring card, the earliest among equals; -1 if empty."""
    best, bi = 99, -1
    for i, c in enumerate(pile):
        s = score[c]
        if s < best:
            best, bi = s, i
    return bi


LABEL: Final = [[f"A({p}).{name}" for name in FIELD] for p in range(7)]  # LABEL[p][f] = "A(p).field"


# The place each case tries to reach (RULES §4.2); U♦ and L♥ never try to move.
TARGET = {"U♠": bwd, "U♥": fwd, "U♣": lambda t: t - 3, "L♠": lambda t: t + 3, "L♦": lambda t: t + 1, "L♣": bwd}
# … as a table by the token's place, and the formulas' pile labels by place: made once,
# not at every draw (only the entries for the places a case is drawn on are used)
TARGET_FROM: Final = {rule: [aim(t) for t in range(7)] for rule, aim in TARGET.items()}
MAX_COINS: Final = [f"max(♦{p})" for p in range(7)]
MAX_CUPS: Final = [f"max(♥{p})" for p in range(7)]
MIN_CUPS: Final = [f"min(♥{p})" for p in range(7)]
SUM_COINS: Final = [f"Σ(♦{p})" for p in range(7)]
CUPS_OF: Final = [f"♥{p}" for p in range(7)]

# --- a draw's log event: a compact record, expanded when the log is read ----------------
#
# A draw returns one flat tuple instead of its display event (a dict of ten entries with a
# dozen lists: that allocation was most of a random playout's time, and playouts and
# searches never read it). `expand` builds the very dict the log shows (contract 1) when
# someone reads `state.log`. The record, by index:
#   n, rule, card, from, to, holds, outcome,
#   the drawn card's pile (-1: it waits for the choice, no flow),
#   a second card moved (-1: none), its pile before and after,
#   needs (a pile label or None), cmp (">=" or None), the number of lhs terms,
#   then the formula's terms as label, value, label, value, … (lhs first, then rhs).
NONE: Final = -1


def _sum(pile: list[int], score: list[int]) -> int:
    total = 0
    for c in pile:
        total += score[c]
    return total


def expand(rec: tuple) -> dict:
    """The display event (contract 1) of a draw's compact record (see above)."""
    d, t, dst, c, nl = rec[2], rec[3], rec[7], rec[8], rec[13]
    lhs = [[rec[i], rec[i + 1]] for i in range(14, 14 + 2 * nl, 2)]
    rhs = [[rec[i], rec[i + 1]] for i in range(14 + 2 * nl, len(rec), 2)]
    flow = []
    if dst != NONE:
        flow.append([MINOR_CODES[d], DRAWN, PILE_NAMES[dst]])
    if c != NONE:
        flow.append([MINOR_CODES[c], PILE_NAMES[rec[9]], PILE_NAMES[rec[10]]])
    rule = rec[1]
    ev = {
        "kind": "draw",
        "card": MINOR_CODES[d],
        "rule": rule,
        "from": t,
        "to": rec[4],
        "lhs": lhs,
        "rhs": rhs,
        "holds": rec[5],
        "outcome": rec[6],
        "flow": flow,
    }
    aims = TARGET_FROM.get(rule)
    if aims is not None:
        ev["target"] = aims[t]
    if rec[11] is not None:
        ev["needs"] = rec[11]  # "!": at least one cup is needed
    if rec[12] is not None:
        ev["cmp"] = rec[12]
    ev["n"] = rec[0]
    return ev


def _move(flow: list, card: int, src, dst: int) -> None:
    """Record one card movement [card, from pile ("drawn" for the drawn card), to pile]."""
    flow.append([MINOR_CODES[card], src if src.__class__ is str else PILE_NAMES[src], PILE_NAMES[dst]])


# --- token in the upper trigram (4, 5, 6) -----------------------------------------------


def upper_sword(st: YouscoutState, d: int, t: int) -> tuple:
    """U♠: Max(@♦) + A(b).def > $ + A(b).pain → move backward to b, d → ↑♠; else d → ×
    and Max(@♦) → ←♦ (from 6: → ↓♦)."""
    piles, score = st.piles, st.score
    b = bwd(t)
    vb = st.vals[b]
    coins = piles[8 - t]
    i = first_max(coins, score)
    m = score[coins[i]] if i >= 0 else 0
    sd = score[d]
    holds = m + vb[DEF] > sd + vb[PAIN]
    c = dst = NONE
    if holds:
        piles[SW].append(d)
        st.token = b
    else:
        piles[DISCARD].append(d)
        if i >= 0:
            dst = CL if t == 6 else 8 - fwd(t)
            c = coins.pop(i)
            piles[dst].append(c)
    return (
        st.draws, "U♠", d, t, st.token, holds, "move" if holds else "stay", SW if holds else DISCARD,
        c, 8 - t, dst, None, None, 2,
        MAX_COINS[t], m, LABEL[b][DEF], vb[DEF],
        "$", sd, LABEL[b][PAIN], vb[PAIN],
    )  # fmt: skip


def upper_coin(st: YouscoutState, d: int, t: int) -> tuple:
    """U♦: always stay; d → @♦."""
    st.piles[8 - t].append(d)
    return (st.draws, "U♦", d, t, st.token, False, "stay", 8 - t, NONE, 0, 0, None, None, 0)


def upper_cup(st: YouscoutState, d: int, t: int) -> tuple:
    """U♥: $ + A(t).cupU > A(f).wandU → move forward to f; d → the cups of the opposite
    place of the place before the move, either way."""
    f = fwd(t)
    sd = st.score[d]
    vt, vf = st.vals[t], st.vals[f]
    holds = sd + vt[CUPU] > vf[WANDU]
    st.piles[11 - t].append(d)  # CUPS[t - 3] = 8 - (t - 3)
    if holds:
        st.token = f
    return (
        st.draws, "U♥", d, t, st.token, holds, "move" if holds else "stay", 11 - t, NONE, 0, 0, None, None, 2,
        "$", sd, LABEL[t][CUPU], vt[CUPU],
        LABEL[f][WANDU], vf[WANDU],
    )  # fmt: skip


def upper_wand(st: YouscoutState, d: int, t: int) -> tuple:
    """U♣: CUPS[o] not empty and $ + A(t).wandU + Max(↓♥) + A(o).cupL > Sum(@♦) + A(t).gain
    → move down to o, d and Max(↓♥) → ×; else d → ×, Max(@♦) → ↓♦."""
    piles, score = st.piles, st.score
    o = t - 3
    vt, vo = st.vals[t], st.vals[o]
    cups, coins = piles[8 - o], piles[8 - t]
    i = first_max(cups, score)
    sd = score[d]
    mc = score[cups[i]] if i >= 0 else 0
    sc = _sum(coins, score)
    holds = i >= 0 and sd + vt[WANDU] + mc + vo[CUPL] > sc + vt[GAIN]
    piles[DISCARD].append(d)
    c = src = dst = NONE
    if holds:
        c = cups.pop(i)
        src, dst = 8 - o, DISCARD
        piles[DISCARD].append(c)
        st.token = o
    else:
        j = first_max(coins, score)
        if j >= 0:
            c = coins.pop(j)
            src, dst = 8 - t, CL
            piles[CL].append(c)
    return (
        st.draws, "U♣", d, t, st.token, holds, "move" if holds else "stay", DISCARD,
        c, src, dst, CUPS_OF[o] if i < 0 else None, None, 4,
        "$", sd, LABEL[t][WANDU], vt[WANDU], MAX_CUPS[o], mc, LABEL[o][CUPL], vo[CUPL],
        SUM_COINS[t], sc, LABEL[t][GAIN], vt[GAIN],
    )  # fmt: skip


# --- token in the lower trigram (1, 2, 3) -----------------------------------------------


def lower_sword(st: YouscoutState, d: int, t: int) -> tuple:
    """L♠: $ + A(t).off + Sum(↓♦) > A(u).def + Sum(↑♦) + Sum(↑♠) → the player may move up
    to u (a choice, §5); otherwise an obliged stay: d → ×, Max(@♥) → ×."""
    piles, score = st.piles, st.score
    u = t + 3
    vt, vu = st.vals[t], st.vals[u]
    sd = score[d]
    scl, scu, ssw = _sum(piles[CL], score), _sum(piles[8 - u], score), _sum(piles[SW], score)
    holds = sd + vt[OFF] + scl > vu[DEF] + scu + ssw
    c = NONE
    if holds:
        st.pending = d  # the card waits in the open until the player says move or stay
        st.phase = "choose"
    else:
        piles[DISCARD].append(d)
        cups = piles[8 - t]
        i = first_max(cups, score)
        if i >= 0:
            c = cups.pop(i)
            piles[DISCARD].append(c)
    return (
        st.draws, "L♠", d, t, st.token, holds, "choose" if holds else "stay", NONE if holds else DISCARD,
        c, 8 - t, DISCARD, None, None, 3,
        "$", sd, LABEL[t][OFF], vt[OFF], "Σ(↓♦)", scl,
        LABEL[u][DEF], vu[DEF], SUM_COINS[u], scu, "Σ(↑♠)", ssw,
    )  # fmt: skip


def lower_coin(st: YouscoutState, d: int, t: int) -> tuple:
    """L♦: $ + A(t).pain > A(f).gain → move forward to f, d → ↑♦ of the old place;
    else d → ↓♦."""
    f = t + 1
    sd = st.score[d]
    vt, vf = st.vals[t], st.vals[f]
    holds = sd + vt[PAIN] > vf[GAIN]
    dst = 5 - t if holds else CL  # COINS[t + 3] = 8 - (t + 3)
    st.piles[dst].append(d)
    if holds:
        st.token = f
    return (
        st.draws, "L♦", d, t, st.token, holds, "move" if holds else "stay", dst, NONE, 0, 0, None, None, 2,
        "$", sd, LABEL[t][PAIN], vt[PAIN],
        LABEL[f][GAIN], vf[GAIN],
    )  # fmt: skip


def lower_cup(st: YouscoutState, d: int, t: int) -> tuple:
    """L♥: always stay; d → @♥."""
    st.piles[8 - t].append(d)
    return (st.draws, "L♥", d, t, st.token, False, "stay", 8 - t, NONE, 0, 0, None, None, 0)


def lower_wand(st: YouscoutState, d: int, t: int) -> tuple:
    """L♣: a cup c of @♥ is suitable if $ + A(t).wandL > score(c) + A(b).cupL; with one,
    move backward to b and d, then the lowest suitable cup → ×; else d → ×."""
    piles, score = st.piles, st.score
    b = bwd(t)
    vt, vb = st.vals[t], st.vals[b]
    cups = piles[8 - t]
    i = first_min(cups, score)  # suitability is monotone: the lowest cup decides
    sd = score[d]
    mc = score[cups[i]] if i >= 0 else 0
    holds = i >= 0 and sd + vt[WANDL] > mc + vb[CUPL]
    piles[DISCARD].append(d)
    c = NONE
    if holds:
        c = cups.pop(i)
        piles[DISCARD].append(c)
        st.token = b
    return (
        st.draws, "L♣", d, t, st.token, holds, "move" if holds else "stay", DISCARD,
        c, 8 - t, DISCARD, CUPS_OF[t] if i < 0 else None, None, 2,
        "$", sd, LABEL[t][WANDL], vt[WANDL],
        MIN_CUPS[t], mc, LABEL[b][CUPL], vb[CUPL],
    )  # fmt: skip


def resolve_minor(st: YouscoutState, d: int) -> tuple:
    """RULES §4.2: the case is chosen by the token's trigram and the drawn card's suit."""
    t = st.token
    suit = SUIT_OF[d]
    if t >= 4:
        if suit == SWORD:
            return upper_sword(st, d, t)
        if suit == COIN:
            return upper_coin(st, d, t)
        if suit == CUP:
            return upper_cup(st, d, t)
        return upper_wand(st, d, t)
    if suit == SWORD:
        return lower_sword(st, d, t)
    if suit == COIN:
        return lower_coin(st, d, t)
    if suit == CUP:
        return lower_cup(st, d, t)
    return lower_wand(st, d, t)


# --- the lower-sword choice (RULES §4.2 L♠, §5) ----------------------------------------


def choose_move(st: YouscoutState) -> dict:
    """MOVE: × += ↑♠ ++ ↓♦ (in that order), ↑♠ = [d], ↓♦ = [], token up to t+3."""
    piles, d, t = st.piles, st.pending, st.token
    flow: list = []
    for src in (SW, CL):
        for c in piles[src]:
            _move(flow, c, src, DISCARD)
        piles[DISCARD].extend(piles[src])
        piles[src] = []
    piles[SW] = [d]
    _move(flow, d, DRAWN, SW)
    st.token = t + 3
    st.pending = -1
    return {"kind": "choice", "choice": "move", "card": MINOR_CODES[d], "from": t, "to": t + 3, "flow": flow}


def choose_stay(st: YouscoutState) -> dict:
    """STAY (chosen): × += @♥ (all of it) ++ [d]."""
    piles, d, t = st.piles, st.pending, st.token
    flow: list = []
    cups = piles[8 - t]
    for c in cups:
        _move(flow, c, 8 - t, DISCARD)
    piles[DISCARD].extend(cups)
    piles[8 - t] = []
    piles[DISCARD].append(d)
    _move(flow, d, DRAWN, DISCARD)
    st.pending = -1
    return {"kind": "choice", "choice": "stay", "card": MINOR_CODES[d], "from": t, "to": t, "flow": flow}
