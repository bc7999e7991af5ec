"""The state of one Daifugo game and its rules: exchange, tricks, finishing, revolution.

Everything `apply` does is validated first (`_check_*` methods raise IllegalAction), then
performed by `_do_*` methods that cannot fail. Rule ids (DSP-n) mark where rules live;
local rules (DSP-18, all off by default) are marked with their option name.
"""

from __future__ import annotations

import hashlib
import json
from itertools import combinations
from typing import TYPE_CHECKING, Any, Final

from tefuda.core.errors import IllegalAction
from tefuda.core.protocol import State
from tefuda.games.daifugo.actions import (
    GROUP,
    JOKER_PAIR,
    JOKER_SINGLE,
    PASS,
    SEQUENCE,
    Give,
    Pass,
    Play,
    group_play,
    parse_action,
    readings,
    shown_order,
)
from tefuda.games.daifugo.cards import (
    JK,
    JOKER,
    RBIT,
    SBIT,
    SPADE3_RBIT,
    STRENGTH,
    SUIT_OF,
    cards_of_rmask,
)
from tefuda.games.daifugo.moves import (
    rank_plays,
    rank_plays_of_size,
    suit_plays,
    suit_plays_of_len,
)
from tefuda.games.daifugo.uecda import (
    PASS_LIMIT,
    SEQUENCE_REVOLUTION,
    diamond3_holder,
    edge_sequences,
    expand_groups,
    forced_gift,
    lock_refuses,
    needs_suit,
    random_order,
    resolve,
    ring_steps,
)

if TYPE_CHECKING:
    from tefuda.core.cards import Card
    from tefuda.games.daifugo.game import DaifugoGame

TITLES: Final = ("daifugo", "fugo", "heimin", "hinmin", "daihinmin")
RANK_5: Final = 2
RANK_8: Final = 5
RANK_9: Final = 6
RANK_J: Final = 8
RANK_K: Final = 10
RANK_2: Final = 12
# DSP-18 local rules ２あがり禁止 / ８あがり禁止: option → the rank a finishing play may not
# contain. [decision] the literal 2 and 8 whatever the revolution (the seed names the cards).
FINISH_BANS: Final = {"no_finish_2": (RANK_2, "2"), "no_finish_8": (RANK_8, "8")}


def finish_ban_mask(opt) -> int:
    """Rank-major mask of the ranks nobody may finish with under the options `opt` (0: none)."""
    return sum(15 << 4 * i for k, (i, _) in FINISH_BANS.items() if k in opt)


def banned_ranks(opt) -> str:
    """The banned ranks for messages: "2", "8" or "2/8"."""
    return "/".join(name for k, (_, name) in FINISH_BANS.items() if k in opt)


def contains_rank(p: Play, i: int) -> int:
    """How many cards of strength `i` a play holds (jokers count as what they stand for)."""
    if p.kind == SEQUENCE:
        return 1 if p.low <= i <= p.high else 0
    return p.size if p.low == i else 0


def play_suits(p: Play) -> int:
    """4-bit suit mask of a play's real cards (a sequence's suit includes its jokers)."""
    m = 0
    for c in p.cards:
        m |= 1 << SUIT_OF[c.index]
    return m


def titles_for(order: list[int], n: int) -> list[str]:
    """DSP-4/5: titles from the finishing order."""
    titles = ["heimin"] * n
    titles[order[0]] = "daifugo"
    titles[order[-1]] = "daihinmin"
    if n >= 5:
        titles[order[1]] = "fugo"
        titles[order[-2]] = "hinmin"
    return titles


def exchange_plan(titles: list[str] | None, n: int) -> list[tuple[int, int, int, bool]]:
    """DSP-7: (giver, receiver, count, must give strongest) in the order of the gives."""
    if not titles:
        return []
    seat = {t: s for s, t in enumerate(titles) if t != "heimin"}
    plan = [(seat["daihinmin"], seat["daifugo"], 2, True)]
    if n >= 5:
        plan.append((seat["hinmin"], seat["fugo"], 1, True))
    plan.append((seat["daifugo"], seat["daihinmin"], 2, False))
    if n >= 5:
        plan.append((seat["fugo"], seat["hinmin"], 1, False))
    return plan


def seed_after(deal: list[list[str]], titles: list[str] | None) -> int:
    """The next game's seed from a deal (card codes per seat, each hand sorted) and its titles."""
    text = json.dumps([list(h) for h in deal] + [titles], separators=(",", ":"))
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")


# DSP-11: what a play must be to follow the table, by the table's kind
FOLLOW_KEYS: Final = {
    "single": "daifugo.follow_single",
    "group": "daifugo.follow_group",
    "sequence": "daifugo.follow_sequence",
}


# sort keys (module functions: mypyc cannot compile lambdas in this class's methods)
def _strongest_first(c: Card) -> int:
    return -STRENGTH[c.index]


def _text(g: Give) -> str:
    return g.text


class DaifugoState(State):
    """One game (the record unit). Hands are rank-major masks + joker counts (see cards.py).

    Its fields are declared once, in state_io.FIELDS (clone and JSON follow from there);
    the annotations below give their types."""

    # game: the DaifugoGame (typed Game in State)
    opt: frozenset[str]  # local rules switched on (DSP-18 option names)
    finish_ban: int  # DSP-18 no_finish_2/8: rank-major mask of banned ranks (0: none)
    n: int  # players
    deal: list[list[str]]  # the cards dealt, per seat (the record's setup)
    titles: list[str] | None  # titles carried over from the last game (DSP-5)
    rank_masks: list[int]  # per seat: its real cards as a rank-major mask (cards.py)
    suit_masks: list[int]  # per seat: the same cards as a suit-major mask
    jokers_held: list[int]  # per seat: jokers in hand
    hand_sizes: list[int]  # per seat: cards in hand (jokers included)
    next_seed: int | None  # the next game's deal seed (None: not computed yet, see following_seed)
    history: list[tuple[int, Any]]
    log: list[dict]
    exchanges: list[list]  # [giver, receiver, [cards]] — private to the two (DSP-7)
    gives: list[tuple[int, int, int, bool]]  # the exchange still to do (exchange_plan)
    phase: str  # "exchange", "play" or "over"
    table: Play | None  # the play to beat (None: a new trick)
    last: int  # who made it (-1: none)
    trick: list[tuple[int, Play]]
    plays: list[tuple[int, Play]]  # every play of the game, in order
    passed: int  # seat mask: passed in this trick (DSP-12)
    out: int  # seat mask: finished, stuck or fallen
    finished: list[int]
    stuck: list[int]
    fallen: list[int]
    order: list[int] | None  # the finishing order, once over
    revolution: bool
    spade3: bool  # game 1's first play must hold the real ♠3 (DSP-9)
    back: bool  # eleven_back: order reversed until the trick ends
    lock: int  # shibari: suit mask the trick is locked to (0: none)
    direction: int  # nine_reverse: 1 clockwise, -1 counter-clockwise
    gyaku: bool  # gyakudan: the trick continues one rank weaker
    strong3: bool  # three_strong: three of the weakest rank are on the table
    cut8: bool  # four_fours: an 8-cut that only four 4s may answer is on the table
    turn: int  # the seat to act (-1: nobody)

    def __init__(
        self,
        game: DaifugoGame | None = None,
        hands: list[list[Card]] | None = None,
        titles: list[str] | None = None,
        next_seed: int | None = None,
        seating: list[int] | None = None,
        number: int = 1,
    ):
        if game is None or hands is None:
            return  # a blank for state_io (clone, from_json) to fill: every field unset
        self._attach(game)
        n = self.n
        # the seating order, clockwise (DSP-8: seat order; UECda redraws it every 3 games)
        self.ring = list(seating) if seating else list(range(n))
        self.nxt, self.prv = ring_steps(self.ring)
        self.number = number  # the game's number in its match (UECda: seats and title cycles)
        self.deal = [[c.code for c in h] for h in hands]
        self.titles = list(titles) if titles else None
        self.rank_masks = [0] * n
        self.suit_masks = [0] * n
        self.jokers_held = [0] * n
        self.hand_sizes = [0] * n
        for s, hand in enumerate(hands):
            for c in hand:
                self._add(s, c)
        self.next_seed = next_seed  # None: a digest of the deal, computed when first asked
        self.history = []
        self.log = []
        self.exchanges = []
        self.gives = exchange_plan(self.titles, n)
        self.phase = "exchange" if self.gives else "play"
        self.table = None
        self.last = -1
        self.trick = []
        self.plays = []
        self.passed = 0
        self.out = 0
        self.finished = []
        self.stuck = []
        self.fallen = []
        self.order = None
        self.revolution = False
        self.spade3 = False
        # local rules' state (DSP-18 options; all inert when the options are off)
        self.back = False
        self.lock = 0
        self.direction = 1
        self.gyaku = False
        self.strong3 = False
        self.cut8 = False
        self.lead = -1  # who led this trick (UECda: leads again if everybody passes)
        self.npass = 0  # passes in a row (UECda: 20 end the game)
        self.turn = self.gives[0][0] if self.gives else -1
        if self.phase == "play":
            self._start_play(first_game=True)

    def _attach(self, game: DaifugoGame) -> None:
        """What a state takes from its rules variant (also for from_json and clones)."""
        self.game = game
        self.opt = game.local
        self.uecda = game.uecda  # the UECda referee's rules (uecda.py), off in the standard
        self.finish_ban = game.finish_ban
        self.n = game.num_players

    # --- hand bookkeeping -----------------------------------------------------------
    def _add(self, s: int, c) -> None:
        if c.rank == 0:
            self.jokers_held[s] += 1
        else:
            self.rank_masks[s] |= RBIT[c.index]
            self.suit_masks[s] |= SBIT[c.index]
        self.hand_sizes[s] += 1

    def _remove(self, s: int, c) -> None:
        if c.rank == 0:
            self.jokers_held[s] -= 1
        else:
            self.rank_masks[s] &= ~RBIT[c.index]
            self.suit_masks[s] &= ~SBIT[c.index]
        self.hand_sizes[s] -= 1

    def hand(self, s: int) -> list:
        """Seat `s`'s cards, weakest first, jokers last."""
        return cards_of_rmask(self.rank_masks[s]) + [JK] * self.jokers_held[s]

    def all_cards(self) -> list:
        out = []
        for s in range(self.n):
            out += self.hand(s)
        for _, p in self.plays:
            out += p.all_cards
        return out

    def following_seed(self) -> int:
        """The seed of the next game's deal (game.next_game): a digest of this deal and
        its titles, so a record's setup alone reproduces the match. Computed when first
        asked (a playout or a search never asks)."""
        if self.next_seed is None:
            self.next_seed = seed_after(self.deal, self.titles)
        return self.next_seed

    # --- whose turn ---------------------------------------------------------------------
    def to_move(self) -> tuple[int, ...]:
        return () if self.turn < 0 else (self.turn,)

    def is_over(self) -> bool:
        return self.phase == "over"

    def active(self, s: int) -> bool:
        return not self.out >> s & 1

    def _next_active(self, s: int) -> int:
        step = self.nxt if self.direction == 1 else self.prv
        for _ in range(self.n):
            s = step[s]
            if not self.out >> s & 1:
                return s
        return -1

    def _start_play(self, first_game: bool = False) -> None:
        """Play begins: game 1 ♠3 holder (DSP-9), else 大貧民; stuck players first (DSP-14)."""
        self.phase = "play"
        if self.uecda:  # the ♦3 holder leads every game, anything; a joker may finish
            self.turn = self.lead = diamond3_holder(self)
            return
        free = ~self.finish_ban
        for s in range(self.n):
            if self.hand_sizes[s] and not self.rank_masks[s] & free:  # DSP-14 (DSP-18: or banned ranks)
                self._get_stuck(s)
        if self.titles is None:
            holder = next((s for s in range(self.n) if self.rank_masks[s] & SPADE3_RBIT), None)
            self.spade3 = holder is not None  # DSP-9: no ♠3 dealt → seat 0 leads freely
            lead = 0 if holder is None else holder
        else:
            lead = self.titles.index("daihinmin")
        if self.out >> lead & 1:
            lead = self._next_active(lead)
        self.turn = self.lead = lead
        self._maybe_end()

    # --- legal actions --------------------------------------------------------------------
    def legal_actions(self, seat: int) -> list:
        if seat != self.turn or self.turn < 0:
            return []
        if self.phase == "exchange":
            out = self._legal_gives(seat)
        elif self.table is None:
            out = self._lead_plays(seat)
            if self.uecda:  # the referee lets the leader pass too
                out.insert(0, PASS)
        else:
            out = self._follow_plays(seat)
            out.insert(0, PASS)
        if self.finish_ban and self.phase == "play":  # DSP-18 no_finish_2 / no_finish_8
            k = self.hand_sizes[seat]
            out = [p for p in out if p is PASS or p.size != k or not self._banned_rank(p)]
        return out  # a new list each call: callers may keep or change it

    def _lead_plays(self, seat: int) -> list:
        """DSP-11: any legal combination; game 1's first play contains the real ♠3 (DSP-9)."""
        rm, j = self.rank_masks[seat], self.jokers_held[seat]
        out: list = []
        for i in range(13):
            m = rm >> (4 * i) & 15
            if m:
                out += rank_plays(i, m, j)
        if j:
            out.append(JOKER_SINGLE)
            if j == 2:
                out.append(JOKER_PAIR)
        sm = self.suit_masks[seat]
        for s in range(4):
            m = sm >> (13 * s) & 0x1FFF
            if m:
                out += suit_plays(s, m, j)
        if self.spade3:
            out = [p for p in out if p.rbits & SPADE3_RBIT]
        if self.uecda and j:  # (only a hand with the joker has groups to name it in)
            out = expand_groups(out)
            if j:
                for s in range(4):
                    m = sm >> (13 * s) & 0x1FFF
                    if m:
                        out += edge_sequences(s, m)
        return out

    def _follow_plays(self, seat: int) -> list:
        """DSP-11: same kind and size, strictly stronger (sequences: no overlap)."""
        t = self.table
        assert t is not None  # (called only with a play on the table)
        rm, j = self.rank_masks[seat], self.jokers_held[seat]
        rev = self.revolution ^ self.back
        opt = self.opt
        out: list = []
        if self.strong3 or self.gyaku or self.cut8:
            pass  # only the local-rule answers below
        elif t.kind == SEQUENCE:
            sm = self.suit_masks[seat]
            for s in range(4):
                m = sm >> (13 * s) & 0x1FFF
                if m:
                    for p in suit_plays_of_len(s, m, j, t.size):
                        if (p.high < t.low) if rev else (p.low > t.high):
                            out.append(p)
        elif t.low != JOKER:
            ranks = range(0, t.low) if rev else range(t.low + 1, 13)
            for i in ranks:
                m = rm >> (4 * i) & 15
                if m:
                    out += rank_plays_of_size(i, m, j, t.size)
            if t.size == 1 and j:
                out.append(JOKER_SINGLE)
            elif t.size == 2 and j == 2:
                out.append(JOKER_PAIR)
        if opt:
            out = self._local_follow(seat, out, rev)
        return out

    def _legal_gives(self, seat: int) -> list:
        giver, _, k, strongest = self.gives[0]
        hand = self.hand(seat)
        if strongest and self.uecda:  # the referee takes them: no choice among ties
            return [forced_gift(hand, k)]
        if strongest:
            # DSP-7: the k strongest; ties at the threshold are the giver's choice
            ordered = sorted(hand, key=_strongest_first)
            cut = STRENGTH[ordered[k - 1].index]
            must = [c for c in ordered if STRENGTH[c.index] > cut]
            tied = [c for c in ordered if STRENGTH[c.index] == cut]
            pools = combinations(tied, k - len(must))
            found = {Give(must + list(extra)) for extra in pools}
        else:
            found = {Give(list(cs)) for cs in combinations(hand, k)}
        return sorted(found, key=_text)

    # --- apply ------------------------------------------------------------------------------
    def apply(self, seat: int, action) -> None:
        """The protocol's apply (validate, perform, record), with a fast path for the plays
        and passes `legal_actions` hands out; the checks are the same as `_apply`'s."""
        if action.__class__ is str:
            action = parse_action(action)
        if self.phase == "over":
            raise IllegalAction("action.game_over")
        if seat.__class__ is not int:
            raise IllegalAction("action.bad_seat", seat=seat)
        if isinstance(action, Play):  # (isinstance: compiled, the Play's fields are read directly)
            p = action
            if p.names and p.kind == GROUP and not self.uecda:
                p = group_play(p.cards, p.jokers, p.low)  # a group joker's suit never matters
            if (
                seat == self.turn
                and self.phase == "play"
                and p.kind is not None
                and not p.rbits & ~self.rank_masks[seat]
                and p.jokers <= self.jokers_held[seat]
                and not (self.uecda and needs_suit(p))
                and self._why_not(seat, p) is None
            ):
                self._do_play(seat, p)
                self.history.append(self.plays[-1])  # (the same (seat, play) pair _do_play logged)
                return
            action = p
        elif action is PASS and seat == self.turn and self.phase == "play" and (self.table is not None or self.uecda):
            self._do_pass(seat)
            self.history.append((seat, action))
            return
        self._apply(seat, action)
        self.history.append((seat, action))

    def _apply(self, seat: int, action) -> None:
        if not 0 <= seat < self.n:
            raise IllegalAction("action.bad_seat", seat=seat)
        if isinstance(action, Give):
            self._check_give(seat, action)
            self._do_give(seat, action)
            return
        if not isinstance(action, (Play, Pass)):
            raise IllegalAction("action.unknown", text=str(action))
        self._check_turn(seat)
        if action is PASS or isinstance(action, Pass):
            if self.table is None and not self.uecda:
                raise IllegalAction("daifugo.lead_must_play")
            self._do_pass(seat)
            return
        play = self._check_play(seat, action)
        self._do_play(seat, play)

    def _check_turn(self, seat: int) -> None:
        if self.phase == "exchange":
            g = self.gives[0]
            if g[0] == seat:  # a refusal is told to the seat that acted: "you give 2 cards"
                raise IllegalAction("daifugo.exchange_first_you", count=g[2])
            raise IllegalAction("daifugo.exchange_first", seat=g[0], count=g[2])
        if seat == self.turn:
            return
        if seat in self.finished:
            raise IllegalAction("daifugo.finished", seat=seat)
        if seat in self.stuck:
            if self.finish_ban:
                ranks = banned_ranks(self.opt)
                raise IllegalAction("daifugo.stuck_bans", seat=seat, ranks=ranks)
            raise IllegalAction("daifugo.stuck", seat=seat)
        if seat in self.fallen:
            raise IllegalAction("daifugo.fallen", seat=seat)
        if self.passed >> seat & 1:
            raise IllegalAction("daifugo.passed", seat=seat)
        raise IllegalAction("daifugo.not_turn", turn=self.turn, seat=seat)

    def _check_held(self, seat: int, cards, jokers: int) -> None:
        missing = [c for c in cards if c.rank and not self.rank_masks[seat] & RBIT[c.index]]
        if missing:  # (a loop only on the error path; the fast path tests the bits)
            text = " ".join(c.code for c in missing)
            raise IllegalAction("daifugo.not_held", cards=text)
        if jokers > self.jokers_held[seat]:
            raise IllegalAction("daifugo.jokers_held", held=self.jokers_held[seat], wanted=jokers)

    def _check_play(self, seat: int, action: Play) -> Play:
        """The one legal reading of `action`, or IllegalAction saying why (DSP-10/11)."""
        self._check_held(seat, action.cards, action.jokers)
        # a canonical play has its reading; other texts get every reading of their cards
        cands = [action] if action.kind is not None else readings(action.cards, action.jokers, action.names)
        if not cands:
            raise IllegalAction("daifugo.not_combo", cards=action.text[5:])
        if self.uecda:  # a group's joker takes a suit (uecda.py)
            cands = [resolve(self, p, action.names) for p in cands]
        legal = [p for p in cands if self._why_not(seat, p) is None]
        if len(legal) == 1:
            return legal[0]
        if len(legal) > 1:
            options = " / ".join(p.text for p in legal)
            raise IllegalAction("daifugo.ambiguous", play=action.text, options=options)
        key, params = self._why_not(seat, cands[0])
        # the cards as people read them, a joker where it stands (8♠ Joker (as 9♠) 10♠)
        shown = {k: shown_order(v) if k in ("play", "table") else v for k, v in params.items()}
        raise IllegalAction(key, **shown)

    def _why_not(self, seat: int, p: Play):
        """None if the resolved play `p` may be played now, else the error's (key, params)."""
        if self.finish_ban and p.size == self.hand_sizes[seat]:
            error = self._finish_ban_error(p)
            if error:
                return error
        if p.edge and not self.uecda:
            return ("daifugo.edge_uecda", {"play": p.text[5:]})
        t = self.table
        if t is None:
            if self.spade3 and not p.rbits & SPADE3_RBIT:  # DSP-9
                return ("daifugo.spade3", {})
            return None
        opt = self.opt
        if opt:
            verdict = self._local_why_not(p, t)
            if verdict is not False:
                return verdict
        if p.kind != t.kind or p.size != t.size:  # DSP-11: same kind, same number of cards
            assert t.kind is not None  # (a play on the table has its reading)
            return (FOLLOW_KEYS[t.kind], {"table": t.text[5:], "size": t.size})
        rev = self.revolution ^ self.back
        if p.kind == SEQUENCE:  # DSP-11: every card stronger than every card (no overlap)
            if not ((p.high < t.low) if rev else (p.low > t.high)):
                return ("daifugo.overlap", {"play": p.text[5:], "table": t.text[5:]})
        elif t.low == JOKER or not (p.low == JOKER or ((p.low < t.low) if rev else (p.low > t.low))):
            return ("daifugo.weaker", {"play": p.text[5:], "table": t.text[5:]})
        if opt and self.lock:
            if lock_refuses(self, p) if self.uecda else (p.cards and play_suits(p) & ~self.lock):
                return self._lock_error(p)
        return None

    def _banned_rank(self, p: Play) -> str | None:
        """DSP-18 (no_finish_2 / no_finish_8): the banned rank a play holds, if any.
        [decision] a joker counts as the card it stands for (as in eight_cut: `2S JK` is a
        pair of 2s, `KH AH JK=2H` runs through 2); a lone joker or the joker pair stands
        for no rank (finishing with jokers only is DSP-14's ban anyway)."""
        for option, (i, name) in FINISH_BANS.items():
            if option in self.opt and contains_rank(p, i):
                return name
        return None

    def _finish_ban_error(self, p: Play):
        """DSP-18: like DSP-14's jokers, a 2 / an 8 may not be part of the play that empties
        the hand (２あがり禁止 / ８あがり禁止) — whatever else allows the play (8-cut, 3強 …)."""
        rank = self._banned_rank(p)
        if rank is None:
            return None
        return ("daifugo.finish_ban", {"play": p.text[5:], "rank": rank})

    def _check_give(self, seat: int, g: Give) -> None:
        if self.phase != "exchange":
            raise IllegalAction("daifugo.no_exchange")
        giver, _, k, strongest = self.gives[0]
        if seat != giver:
            raise IllegalAction("daifugo.exchange_first", seat=giver, count=k)
        if len(g.cards) != k:
            raise IllegalAction("daifugo.give_count", count=k)
        real = [c for c in g.cards if c.rank]
        if len(set(real)) != len(real):
            raise IllegalAction("daifugo.give_count", count=k)
        self._check_held(seat, real, len(g.cards) - len(real))
        if g not in self._legal_gives(seat):  # only the strongest rule can still fail
            if self.uecda:
                text = self._legal_gives(seat)[0].text[5:]
                raise IllegalAction("daifugo.give_forced", cards=text)
            best = sorted(self.hand(seat), key=_strongest_first)[:k]
            text = " ".join(c.code for c in best)
            raise IllegalAction("daifugo.give_strongest", count=k, cards=text)

    # --- performing -------------------------------------------------------------------------
    def _do_give(self, seat: int, g: Give) -> None:
        giver, receiver, k, _ = self.gives.pop(0)
        for c in g.cards:
            self._remove(giver, c)
            self._add(receiver, c)
        self.exchanges.append([giver, receiver, [c.code for c in g.cards]])
        self.log.append({"kind": "give", "seat": giver, "to": receiver, "count": k})
        # DSP-7: which cards, for the two players' eyes only
        self.log.append(
            {
                "kind": "exchange",
                "seat": giver,
                "to": receiver,
                "cards": [c.code for c in g.cards],
                "only": sorted((giver, receiver)),
            }
        )
        if self.gives:
            self.turn = self.gives[0][0]
        else:
            self._start_play()

    def _do_pass(self, seat: int) -> None:
        self.passed |= 1 << seat  # DSP-12: skipped until the trick ends
        self.log.append({"kind": "pass", "seat": seat})
        if self.uecda:
            self.npass += 1
            if self.npass >= PASS_LIMIT:  # the referee ranks the players still in at random
                self.log.append({"kind": "pass_limit", "passes": self.npass})
                self._end_game(self.finished + random_order(self))
                return
            self._next_turn_uecda(seat)
            return
        self._next_turn(seat)

    def _do_play(self, seat: int, p: Play) -> None:
        self.rank_masks[seat] ^= p.rbits
        self.suit_masks[seat] ^= p.sbits
        self.jokers_held[seat] -= p.jokers
        self.hand_sizes[seat] -= p.size
        prev = self.table
        self.table = p
        self.last = seat
        played = (seat, p)
        self.trick.append(played)
        self.plays.append(played)
        self.spade3 = False
        self.log.append({"kind": "play", "seat": seat, "play": p.text})
        rev = self.revolution ^ self.back  # the order this play was made under
        if p.kind == GROUP and p.size >= 4:  # DSP-15/16: revolution / counter-revolution
            self._revolt(seat)
        elif self.uecda and p.kind == SEQUENCE and p.size >= SEQUENCE_REVOLUTION:
            self._revolt(seat)  # UECda: a sequence of five or more is a revolution too
        cut, skip = False, 0
        if self.opt:
            cut, skip = self._local_effects(seat, p, prev, rev)
        if self.uecda:
            self.npass = 0
            self._uecda_after_play(seat, bool(cut))
            return
        if self.hand_sizes[seat] == 0:  # DSP-13: finishing ends the trick at once (DSP-17)
            self.finished.append(seat)
            self.out |= 1 << seat
            self.log.append({"kind": "finish", "seat": seat, "place": len(self.finished)})
            if "miyako_ochi" in self.opt and len(self.finished) == 1:
                self._miyako_ochi(seat)
            if not self._maybe_end():
                self._end_trick(self._next_active(seat))
            return
        if not self.rank_masks[seat] & ~self.finish_ban:  # DSP-14: only jokers (DSP-18: or banned ranks) left
            self._get_stuck(seat)
            if self._maybe_end():
                return
        if cut:
            self._end_trick(seat if self.active(seat) else self._next_active(seat))
        else:
            self._next_turn(seat, skip)

    def _uecda_after_play(self, seat: int, cut: bool) -> None:
        """UECda: going out does not end the trick (the others may still beat the last
        play); a cut (8切り, スペ3) does; nobody is ever stuck."""
        if self.hand_sizes[seat] == 0:
            self.finished.append(seat)
            self.out |= 1 << seat
            self.log.append({"kind": "finish", "seat": seat, "place": len(self.finished)})
            if self._maybe_end():
                return
        if cut:
            self._end_trick(seat if self.active(seat) else self._next_active(seat))
        else:
            self._next_turn_uecda(seat)

    def _next_turn_uecda(self, seat: int) -> None:
        """UECda: the next player still in who has not passed, the last player too (they may
        play on their own cards); when every player still in has passed, the trick ends and
        its last player leads — if they went out, the next one (the leader of a trick
        nobody played in leads again)."""
        blocked = self.out | self.passed
        step = self.nxt if self.direction == 1 else self.prv
        s = seat
        for _ in range(self.n):
            s = step[s]
            if not blocked >> s & 1:
                self.turn = s
                return
        owner = self.last if self.last >= 0 else self.lead
        self._end_trick(owner if self.active(owner) else self._next_active(owner))

    def _revolt(self, seat: int) -> None:
        self.revolution = not self.revolution
        self.log.append({"kind": "revolution" if self.revolution else "counter_revolution", "seat": seat})

    def _get_stuck(self, seat: int) -> None:
        """DSP-14: a hand of only jokers passes automatically for the rest of the game.
        [decision] DSP-18's finishing bans (no_finish_2 / no_finish_8) put a hand of only
        jokers and banned-rank cards in the same place — it can never be played out — so
        it is stuck the same way and ranks as DSP-14 says."""
        self.stuck.append(seat)
        self.out |= 1 << seat
        self.log.append({"kind": "stuck", "seat": seat})

    def _next_turn(self, seat: int, skip: int = 0) -> None:
        """DSP-12: the next player clockwise who has not passed or gone out; back at the
        last player (everyone else passed) the trick ends and they lead."""
        n, blocked, last = self.n, self.out | self.passed, self.last
        step = self.nxt if self.direction == 1 else self.prv
        s = seat
        if skip:  # five_skip: never skip every other player
            waiting = sum(1 for k in range(n) if k != last and not blocked >> k & 1)
            skip = min(skip, waiting - 1)
        for _ in range(n):
            s = step[s]
            if s == last and not self.out >> s & 1:
                self._end_trick(s)
                return
            if not blocked >> s & 1:
                if skip > 0:
                    skip -= 1
                    self.log.append({"kind": "skipped", "seat": s})
                    continue
                self.turn = s
                return
        self._end_trick(self._next_active(last))

    def _end_trick(self, leader: int) -> None:
        self.table = None
        self.last = -1
        self.passed = 0
        self.trick = []
        self.back = False
        self.lock = 0
        self.gyaku = False
        self.strong3 = False
        self.cut8 = False
        self.turn = self.lead = leader
        self.log.append({"kind": "trick_end", "leader": leader})

    def _maybe_end(self) -> bool:
        """DSP-14: the game ends once at most one player can act; they take the next place."""
        if self.phase == "over":
            return True
        remaining = [s for s in range(self.n) if not self.out >> s & 1]
        if len(remaining) > 1:
            return False
        order = self.finished + remaining
        if self.finished:
            ref = self.finished[-1]
        elif remaining:
            ref = remaining[0]
        else:
            ref = -1
        # DSP-14 [decision]: stuck players rank clockwise from the last normal finisher
        n = self.n
        order += [s for _, s in sorted(((s - ref - 1) % n, s) for s in self.stuck)]
        order += self.fallen
        self._end_game(order)
        return True

    def _end_game(self, order: list[int]) -> None:
        self.order = order
        self.phase = "over"
        self.turn = -1
        self.table = None
        self.log.append({"kind": "game_over", "order": list(order), "titles": titles_for(order, self.n)})

    # --- results ------------------------------------------------------------------------------
    def result(self) -> dict | None:
        if self.order is None:
            return None
        return {"finish_order": list(self.order), "titles": titles_for(self.order, self.n)}

    def returns(self) -> list[float]:
        """Rank-based utility: 1 for first place down to 0 for last (0 for all while running)."""
        if self.order is None:
            return [0.0] * self.n
        out = [0.0] * self.n
        for place, s in enumerate(self.order):
            out[s] = (self.n - 1 - place) / (self.n - 1)
        return out

    def revealed(self, seat) -> list:
        """Exchanges `seat` took part in (DSP-7: known only to the two players)."""
        return [e for e in self.exchanges if seat in (e[0], e[1])]

    # the local rules (DSP-18) live in local.py; these hooks keep the standard path free of them
    def _local_follow(self, seat: int, out: list, rev: bool) -> list:
        from tefuda.games.daifugo.local import local_follow

        return local_follow(self, seat, out, rev)

    def _local_why_not(self, p: Play, t: Play) -> Any:
        from tefuda.games.daifugo.local import local_why_not

        return local_why_not(self, p, t)

    def _local_effects(self, seat: int, p: Play, prev: Play | None, rev: bool) -> tuple[bool, int]:
        from tefuda.games.daifugo.local import local_effects

        return local_effects(self, seat, p, prev, rev)

    def _lock_error(self, p: Play) -> tuple[str, dict]:
        from tefuda.games.daifugo.local import lock_error

        return lock_error(self, p)

    def _miyako_ochi(self, winner: int) -> None:
        from tefuda.games.daifugo.local import miyako_ochi

        miyako_ochi(self, winner)

    # serialisation and cloning follow from state_io.FIELDS; views: observe.py
    def to_json(self) -> dict:
        from tefuda.games.daifugo.state_io import state_to_json

        return state_to_json(self)

    def setup(self) -> dict:
        out: dict[str, Any] = {
            "hands": [list(h) for h in self.deal],
            "titles": list(self.titles) if self.titles else None,
        }
        if self.uecda:
            out["seating"], out["number"] = list(self.ring), self.number
        return out

    def clone(self) -> DaifugoState:
        from tefuda.games.daifugo.state_io import clone_state

        return clone_state(self)

    def view(self, seat: int | None = None) -> dict:
        from tefuda.games.daifugo.observe import view

        return view(self, seat)
