"""YS-1: a draw of a minor card (RULES.md §4.2): the eight trigram × suit cases, each with its
formula, its strict comparison and its card flow, plus the lower-sword choice (§5) and
the War Replacement moves (§7). Every case returns the log event that shows the formula.

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
    WAND,
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


LABEL = [[f"A({p}).{name}" for name in FIELD] for p in range(7)]  # LABEL[p][f] = "A(p).field"


def _a(st: YouscoutState, p: int, f: int) -> list:
    return [LABEL[p][f], st.vals[p][f]]


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


def _event(
    rule: str, d: int, t: int, st: YouscoutState, lhs: list, rhs: list, holds: bool, outcome: str, flow: list
) -> dict:
    ev = {
        "kind": "draw",
        "card": MINOR_CODES[d],
        "rule": rule,
        "from": t,
        "to": st.token,
        "lhs": lhs,
        "rhs": rhs,
        "holds": holds,
        "outcome": outcome,
        "flow": flow,
    }
    aims = TARGET_FROM.get(rule)
    if aims is not None:
        ev["target"] = aims[t]
    return ev


def _move(flow: list, card: int, src, dst: int) -> None:
    """Record one card movement [card, from pile ("drawn" for the drawn card), to pile]."""
    flow.append([MINOR_CODES[card], src if src.__class__ is str else PILE_NAMES[src], PILE_NAMES[dst]])


# --- token in the upper trigram (4, 5, 6) -----------------------------------------------


def upper_sword(st: YouscoutState, d: int, t: int) -> dict:
    """U♠: Max(@♦) + A(b).def > $ + A(b).pain → move backward to b, d → ↑♠; else d → ×
    and Max(@♦) → ←♦ (from 6: → ↓♦)."""
    piles, score = st.piles, st.score
    b = bwd(t)
    coins = piles[8 - t]
    i = first_max(coins, score)
    lhs = [[MAX_COINS[t], score[coins[i]] if i >= 0 else 0], _a(st, b, DEF)]
    rhs = [["$", score[d]], _a(st, b, PAIN)]
    holds = lhs[0][1] + lhs[1][1] > rhs[0][1] + rhs[1][1]
    flow: list = []
    if holds:
        piles[SW].append(d)
        _move(flow, d, DRAWN, SW)
        st.token = b
    else:
        piles[DISCARD].append(d)
        _move(flow, d, DRAWN, DISCARD)
        if i >= 0:
            dst = CL if t == 6 else 8 - fwd(t)
            c = coins.pop(i)
            piles[dst].append(c)
            _move(flow, c, 8 - t, dst)
    return _event("U♠", d, t, st, lhs, rhs, holds, "move" if holds else "stay", flow)


def upper_coin(st: YouscoutState, d: int, t: int) -> dict:
    """U♦: always stay; d → @♦."""
    st.piles[8 - t].append(d)
    flow: list = []
    _move(flow, d, DRAWN, 8 - t)
    return _event("U♦", d, t, st, [], [], False, "stay", flow)


def upper_cup(st: YouscoutState, d: int, t: int) -> dict:
    """U♥: $ + A(t).cupU > A(f).wandU → move forward to f; d → the cups of the opposite
    place of the place before the move, either way."""
    f = fwd(t)
    lhs = [["$", st.score[d]], _a(st, t, CUPU)]
    rhs = [_a(st, f, WANDU)]
    holds = lhs[0][1] + lhs[1][1] > rhs[0][1]
    st.piles[11 - t].append(d)  # CUPS[t - 3] = 8 - (t - 3)
    flow: list = []
    _move(flow, d, DRAWN, 11 - t)
    if holds:
        st.token = f
    return _event("U♥", d, t, st, lhs, rhs, holds, "move" if holds else "stay", flow)


def upper_wand(st: YouscoutState, d: int, t: int) -> dict:
    """U♣: CUPS[o] not empty and $ + A(t).wandU + Max(↓♥) + A(o).cupL > Sum(@♦) + A(t).gain
    → move down to o, d and Max(↓♥) → ×; else d → ×, Max(@♦) → ↓♦."""
    piles, score = st.piles, st.score
    o = t - 3
    cups, coins = piles[8 - o], piles[8 - t]
    i = first_max(cups, score)
    lhs = [["$", score[d]], _a(st, t, WANDU), [MAX_CUPS[o], score[cups[i]] if i >= 0 else 0], _a(st, o, CUPL)]
    rhs = [[SUM_COINS[t], sum(score[c] for c in coins)], _a(st, t, GAIN)]
    holds = i >= 0 and sum(v for _, v in lhs) > rhs[0][1] + rhs[1][1]
    flow: list = []
    piles[DISCARD].append(d)
    _move(flow, d, DRAWN, DISCARD)
    if holds:
        c = cups.pop(i)
        piles[DISCARD].append(c)
        _move(flow, c, 8 - o, DISCARD)
        st.token = o
    else:
        j = first_max(coins, score)
        if j >= 0:
            c = coins.pop(j)
            piles[CL].append(c)
            _move(flow, c, 8 - t, CL)
    ev = _event("U♣", d, t, st, lhs, rhs, holds, "move" if holds else "stay", flow)
    if i < 0:
        ev["needs"] = CUPS_OF[o]  # "!": at least one cup is needed
    return ev


# --- token in the lower trigram (1, 2, 3) -----------------------------------------------


def lower_sword(st: YouscoutState, d: int, t: int) -> dict:
    """L♠: $ + A(t).off + Sum(↓♦) > A(u).def + Sum(↑♦) + Sum(↑♠) → the player may move up
    to u (a choice, §5); otherwise an obliged stay: d → ×, Max(@♥) → ×."""
    piles, score = st.piles, st.score
    u = t + 3
    lhs = [["$", score[d]], _a(st, t, OFF), ["Σ(↓♦)", sum(score[c] for c in piles[CL])]]
    rhs = [
        _a(st, u, DEF),
        [SUM_COINS[u], sum(score[c] for c in piles[8 - u])],
        ["Σ(↑♠)", sum(score[c] for c in piles[SW])],
    ]
    holds = lhs[0][1] + lhs[1][1] + lhs[2][1] > rhs[0][1] + rhs[1][1] + rhs[2][1]
    flow: list = []
    if holds:
        st.pending = d  # the card waits in the open until the player says move or stay
        st.phase = "choose"
        return _event("L♠", d, t, st, lhs, rhs, True, "choose", flow)
    piles[DISCARD].append(d)
    _move(flow, d, DRAWN, DISCARD)
    cups = piles[8 - t]
    i = first_max(cups, score)
    if i >= 0:
        c = cups.pop(i)
        piles[DISCARD].append(c)
        _move(flow, c, 8 - t, DISCARD)
    return _event("L♠", d, t, st, lhs, rhs, False, "stay", flow)


def lower_coin(st: YouscoutState, d: int, t: int) -> dict:
    """L♦: $ + A(t).pain > A(f).gain → move forward to f, d → ↑♦ of the old place;
    else d → ↓♦."""
    f = t + 1
    lhs = [["$", st.score[d]], _a(st, t, PAIN)]
    rhs = [_a(st, f, GAIN)]
    holds = lhs[0][1] + lhs[1][1] > rhs[0][1]
    dst = 5 - t if holds else CL  # COINS[t + 3] = 8 - (t + 3)
    st.piles[dst].append(d)
    flow: list = []
    _move(flow, d, DRAWN, dst)
    if holds:
        st.token = f
    return _event("L♦", d, t, st, lhs, rhs, holds, "move" if holds else "stay", flow)


def lower_cup(st: YouscoutState, d: int, t: int) -> dict:
    """L♥: always stay; d → @♥."""
    st.piles[8 - t].append(d)
    flow: list = []
    _move(flow, d, DRAWN, 8 - t)
    return _event("L♥", d, t, st, [], [], False, "stay", flow)


def lower_wand(st: YouscoutState, d: int, t: int) -> dict:
    """L♣: a cup c of @♥ is suitable if $ + A(t).wandL > score(c) + A(b).cupL; with one,
    move backward to b and d, then the lowest suitable cup → ×; else d → ×."""
    piles, score = st.piles, st.score
    b = bwd(t)
    cups = piles[8 - t]
    i = first_min(cups, score)  # suitability is monotone: the lowest cup decides
    lhs = [["$", score[d]], _a(st, t, WANDL)]
    rhs = [[MIN_CUPS[t], score[cups[i]] if i >= 0 else 0], _a(st, b, CUPL)]
    holds = i >= 0 and lhs[0][1] + lhs[1][1] > rhs[0][1] + rhs[1][1]
    flow: list = []
    piles[DISCARD].append(d)
    _move(flow, d, DRAWN, DISCARD)
    if holds:
        c = cups.pop(i)
        piles[DISCARD].append(c)
        _move(flow, c, 8 - t, DISCARD)
        st.token = b
    ev = _event("L♣", d, t, st, lhs, rhs, holds, "move" if holds else "stay", flow)
    if i < 0:
        ev["needs"] = CUPS_OF[t]
    return ev


UPPER = {SWORD: upper_sword, COIN: upper_coin, CUP: upper_cup, WAND: upper_wand}
LOWER = {SWORD: lower_sword, COIN: lower_coin, CUP: lower_cup, WAND: lower_wand}


def resolve_minor(st: YouscoutState, d: int) -> dict:
    """RULES §4.2: the case is chosen by the token's trigram and the drawn card's suit."""
    t = st.token
    return (UPPER if t >= 4 else LOWER)[SUIT_OF[d]](st, d, t)


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
