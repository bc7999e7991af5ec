"""Local rules (ローカルルール, DSP-18): opt-in options, all off in the DSP standard.

Each function is a hook the standard rules call only when some local rule is on. The
README documents every rule: Japanese name, exact effect, interaction with revolution.
"Order in force" below is the revolution (DSP-15) XOR an 11-back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final, Literal

from tefuda.games.daifugo.actions import GROUP, SEQUENCE, SINGLE, Play, interned
from tefuda.games.daifugo.cards import JOKER, RBIT, SPADE3, SPADE3_RBIT, SUIT_OF, card_at
from tefuda.games.daifugo.moves import rank_plays_of_size
from tefuda.games.daifugo.rules import RANK_5, RANK_8, RANK_9, RANK_J, contains_rank, play_suits  # noqa: E501
from tefuda.games.daifugo.uecda import edge_sequences, expand_groups, lock_refuses, update_lock

if TYPE_CHECKING:
    from tefuda.games.daifugo.rules import DaifugoState

# None: allowed; else (key, params) of the refusal
Verdict = tuple[str, dict] | None

SUIT_LETTERS: Final = "SHDC"
THREE_CARD_RANKS: Final = (2, 5, 10)  # 5, 8, K
RANK_3, RANK_4 = 0, 1  # M.K.'s 3強 and 4強 name the literal 3s and 4s, whatever the order


def weakest(rev: bool) -> int:
    return 12 if rev else 0  # three_strong: 3 normally, 2 in a revolution


def blocker(rev: bool) -> int:
    return 11 if rev else 1  # three_strong: four 4s normally, four As in a revolution


def is_gyakudan(p: Play, t: Play, rev: bool) -> bool:
    """gyakudan: a real single of the table single's suit, one rank weaker in the order in force."""
    return (
        t.kind == SINGLE
        and len(t.cards) > 0
        and p.kind == SINGLE
        and len(p.cards) > 0
        and SUIT_OF[p.cards[0].index] == SUIT_OF[t.cards[0].index]
        and p.low == t.low + (1 if rev else -1)
    )


def _gyakudan_answers(st: DaifugoState, seat: int, t: Play, rev: bool) -> list:
    if t.kind != SINGLE or not t.cards:
        return []
    i = t.low + (1 if rev else -1)
    if not 0 <= i <= 12:
        return []
    c = card_at(i, SUIT_OF[t.cards[0].index])
    if st.rank_masks[seat] & RBIT[c.index]:
        return [interned(Play([c], 0, (), SINGLE, i, i))]
    return []


def local_follow(st: DaifugoState, seat: int, out: list, rev: bool) -> list:
    """Adjust the standard answers to the table for the local rules in force."""
    t, opt = st.table, st.opt
    assert t is not None  # (answers to a play on the table)
    rm, j = st.rank_masks[seat], st.jokers_held[seat]
    if st.strong3:  # three_strong: only four of the blocking rank answer
        b = blocker(rev)
        m = rm >> (4 * b) & 15
        out = list(rank_plays_of_size(b, m, j, 4)) if m else []
    elif st.cut8:  # four_fours (M.K.'s 4強): only four 4s answer the 8-cut
        m = rm >> (4 * RANK_4) & 15
        out = list(rank_plays_of_size(RANK_4, m, j, 4)) if m else []
    elif st.gyaku:  # gyakudan: the trick continues one rank weaker, same suit
        out = _gyakudan_answers(st, seat, t, rev)
    else:
        out = list(out)
        if "gyakudan" in opt:
            out += _gyakudan_answers(st, seat, t, rev)
        if "spade3" in opt and t.kind == SINGLE and t.low == JOKER and rm & 1:  # rank-major bit 0 is ♠3
            out.append(interned(Play([SPADE3], 0, (), SINGLE, 0, 0)))
        if "three_strong" in opt:
            w = weakest(rev)
            m = rm >> (4 * w) & 15
            if m:
                out += [p for p in rank_plays_of_size(w, m, j, 3) if p not in out]
        if "three_threes" in opt and rm & SPADE3_RBIT:  # M.K.'s 3強: three 3s with the real ♠3
            m = rm >> (4 * RANK_3) & 15
            out += [p for p in rank_plays_of_size(RANK_3, m, j, 3) if p.rbits & SPADE3_RBIT and p not in out]
    if "shibari" in opt and st.lock:
        out = [p for p in out if not p.cards or not play_suits(p) & ~st.lock]
    if "uecda" in opt:
        out = _uecda_follow(st, seat, out, rev)
    return out


def _uecda_follow(st, seat: int, out: list, rev: bool) -> list:
    """UECda (uecda.py): a group's joker takes a suit; a sequence's joker may stand below the
    3 or above the 2; the referee's suit lock (exactly the locked suits, the lone joker free)."""
    t = st.table
    if st.jokers_held[seat]:  # (only a hand with the joker has groups to name it in)
        out = expand_groups(out)
    if t.kind == SEQUENCE and st.jokers_held[seat] and not (st.strong3 or st.gyaku or st.cut8):
        sm = st.suit_masks[seat]
        for s in range(4):
            m = sm >> (13 * s) & 0x1FFF
            if m:
                out += [
                    p
                    for p in edge_sequences(s, m)
                    if p.size == t.size and ((p.high < t.low) if rev else (p.low > t.high))
                ]
    if st.lock:
        out = [p for p in out if not lock_refuses(st, p)]
    return out


def local_why_not(st: DaifugoState, p: Play, t: Play) -> Verdict | Literal[False]:
    """A local rule's verdict on play `p` over table `t`: None (allowed), an error
    (key, params), or False (no local rule decides; the standard checks follow)."""
    opt = st.opt
    rev = st.revolution ^ st.back
    if st.strong3:
        if p.kind == GROUP and p.size == 4 and p.low == blocker(rev):
            return _lock_ok(st, p)
        b = "A" if rev else "4"
        w = "2" if rev else "3"
        return ("daifugo.three_strong_answer", {"play": p.text[5:], "four": b, "three": w})
    if st.cut8:
        if p.kind == GROUP and p.size == 4 and p.low == RANK_4:
            return _lock_ok(st, p)
        return ("daifugo.four_fours_answer", {"play": p.text[5:]})
    if st.gyaku:
        if is_gyakudan(p, t, rev):
            return _lock_ok(st, p)
        return ("daifugo.gyakudan_only", {"play": p.text[5:]})
    if "gyakudan" in opt and is_gyakudan(p, t, rev):
        return _lock_ok(st, p)
    if "spade3" in opt and t.kind == SINGLE and t.low == JOKER and p.kind == SINGLE and p.cards == (SPADE3,):
        return _lock_ok(st, p)
    if "three_strong" in opt and p.kind == GROUP and p.size == 3 and p.low == weakest(rev):
        return _lock_ok(st, p)
    if "three_threes" in opt and is_three_threes(p):
        return _lock_ok(st, p)
    return False


def is_three_threes(p: Play) -> bool:
    """M.K.'s 3強: exactly three 3s, the real ♠3 among them (jokers may be the others)."""
    return p.kind == GROUP and p.size == 3 and p.low == RANK_3 and bool(p.rbits & SPADE3_RBIT)


def _lock_ok(st: DaifugoState, p: Play) -> Verdict:
    if not st.lock:
        return None
    if ("shibari" in st.opt and p.cards and play_suits(p) & ~st.lock) or ("uecda" in st.opt and lock_refuses(st, p)):
        return lock_error(st, p)
    return None


def lock_error(st: DaifugoState, p: Play) -> tuple[str, dict]:
    suits = "".join(SUIT_LETTERS[s] for s in range(4) if st.lock >> s & 1)
    return ("daifugo.locked", {"play": p.text[5:], "suits": suits})


def local_effects(st: DaifugoState, seat: int, p: Play, prev: Play | None, rev: bool) -> tuple[bool, int]:
    """Effects of play `p` (on `prev`, made under order `rev`): returns (cut, skip)."""
    opt = st.opt
    if "sequence_revolution" in opt and p.kind == SEQUENCE and p.size >= 4:
        st._revolt(seat)
    if "three_card_revolution" in opt and p.kind == GROUP and p.size == 3 and p.low in THREE_CARD_RANKS:
        st._revolt(seat)
    if st.cut8:
        st.cut8 = False  # four_fours: the four 4s answered the 8-cut; normal play goes on
        st.log.append({"kind": "four_fours", "seat": seat})
    if st.strong3:
        st.strong3 = False  # the four 4s (As) answered; normal play goes on
    elif "three_strong" in opt and p.kind == GROUP and p.size == 3 and p.low == weakest(rev):
        st.strong3 = True
        st.log.append({"kind": "three_strong", "seat": seat})
    if prev is not None and "gyakudan" in opt and not st.gyaku and is_gyakudan(p, prev, rev):
        st.gyaku = True
        st.log.append({"kind": "gyakudan", "seat": seat})
    if "uecda" in opt:
        update_lock(st, seat, p, prev)
    if (
        "shibari" in opt
        and prev is not None
        and not st.lock
        and p.cards
        and prev.kind == p.kind
        and prev.size == p.size
        and prev.cards
        and (prev.jokers == 0 or prev.kind == SEQUENCE)
        and not play_suits(p) & ~play_suits(prev)
    ):
        st.lock = play_suits(prev)
        st.log.append(
            {"kind": "lock", "seat": seat, "suits": "".join(SUIT_LETTERS[s] for s in range(4) if st.lock >> s & 1)}
        )
    if "eleven_back" in opt and contains_rank(p, RANK_J):
        st.back = not st.back
        st.log.append({"kind": "eleven_back", "seat": seat, "on": st.back})
    if "nine_reverse" in opt and contains_rank(p, RANK_9):
        st.direction = -st.direction
        st.log.append({"kind": "reverse", "seat": seat, "direction": st.direction})
    cut = "eight_cut" in opt and contains_rank(p, RANK_8) > 0
    if cut and "four_fours" in opt:
        # M.K.'s 4強: the 8-cut may be answered by four 4s, so the trick goes on with only
        # that answer allowed; when everyone else has passed, its player leads (DSP-12)
        st.cut8 = True
        st.log.append({"kind": "cut_answerable", "seat": seat})
        cut = False
    rule = "eight_cut" if cut else ""
    if "spade3" in opt and prev is not None and prev.kind == SINGLE and prev.low == JOKER and p.cards == (SPADE3,):
        cut, rule = True, "spade3"
    if cut:
        st.log.append({"kind": "cut", "seat": seat, "rule": rule})  # which rule cut it, for the narration
    skip = contains_rank(p, RANK_5) if "five_skip" in opt else 0
    return cut, skip


def miyako_ochi(st: DaifugoState, winner: int) -> None:
    """都落ち: the first player out is not this game's 大富豪 → the 大富豪 drops to last place."""
    if not st.titles or st.titles[winner] == "daifugo":
        return
    d = st.titles.index("daifugo")
    if d in st.stuck:
        st.stuck.remove(d)
    st.fallen.append(d)
    st.out |= 1 << d
    st.log.append({"kind": "fallen", "seat": d})


__all__ = ["local_follow", "local_why_not", "local_effects", "miyako_ochi", "lock_error"]
