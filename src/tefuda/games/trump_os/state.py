"""One Trump OS game in progress: the zones of TOS-3..5 and the flow of TOS-9..17.

Phases: "placement" (sealed, simultaneous: TOS-10), "play" (turns: TOS-12) and "over".
Every action is validated completely before the first change (TOS-18).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Final

from tefuda.core.cards import Card, standard_deck
from tefuda.core.errors import IllegalAction
from tefuda.core.events import expand_new
from tefuda.core.protocol import State
from tefuda.core.rng import shuffle
from tefuda.games.trump_os import observe
from tefuda.games.trump_os.actions import PASS_PLACE, RUN, SINGLE_AT, STEP, Place, parse_action
from tefuda.games.trump_os.machine import CELLS, OP_TEXT, TIME_SLICE, step

if TYPE_CHECKING:
    from tefuda.games.trump_os.game import TrumpOS

# one executed instruction as logged: [address, card code, instruction, R before, R after,
# PC after, output] (machine.STEP_FIELDS)
Step = list


class TrumpOSState(State):
    """Its fields are declared once, in state_io.FIELDS (clone and JSON follow from
    there); the annotations below give their types."""

    game: TrumpOS
    n: int
    spade_sub: bool  # TOS-7 [decision] option spade=sub
    step_mode: bool  # option execution=step
    max_turns: int  # TOS-17
    phase: str
    hands: list[list[Card]]
    sealed: list[list[tuple[Card, int]] | None]  # per seat: None until submitted (TOS-10)
    memory: list[list[Card | None]]  # TOS-3, per seat 13 cells
    r: list[int]  # TOS-4 registers
    pc: list[int]  # TOS-4 program counters
    deck: list[Card]  # TOS-5 top first
    discard: list[Card]  # bottom first (top = last card)
    target_card: Card | None  # TOS-11
    target: int | None
    first: int  # TOS-9 who starts (the setup's `first`, else seat 0)
    current: int
    turn: int
    executing: bool
    steps_left: int
    winner: int | None
    setup0: dict
    reshuffles: list[list[Card]]
    reshuffle_count: int
    shuffle_seed: int | str
    # the log (contract 1) as recorded: the events of every turn (turn, draw, place, run)
    # as compact tuples (see `_expand`), the rest as their dicts; `log` shows them all as
    # dicts, expanded when first read (playouts and searches never read them)
    events: list
    _log: list[dict] | None  # the expanded events so far (None: none yet)
    # the latest slice's steps as step keys (`_NEXT`), or as step records when loaded
    # from JSON or a view; `last_steps` shows them as records
    last_keys: list
    last_seat: int | None

    def __init__(
        self,
        game: TrumpOS | None = None,
        hands: Sequence[Sequence[Card]] = (),
        deck: Sequence[Card] = (),
        setup: dict | None = None,
        reshuffles: Sequence[Sequence[Card]] = (),
        shuffle_seed: int | str = 0,
    ):
        if game is None or setup is None:
            return  # a blank for state_io (clone, from_json) to fill: every field unset
        self._attach(game)
        n = self.n
        self.phase = "placement"  # TOS-10
        self.hands = [list(h) for h in hands]
        self.sealed = [None] * n  # per seat: None until submitted
        self.memory = [[None] * CELLS for _ in range(n)]  # TOS-3, TOS-9 empty
        self.r = [0] * n  # TOS-4 R=0
        self.pc = [0] * n  # TOS-4 PC=0
        self.deck = list(deck)  # TOS-5 shared zones: the deck, top first,
        self.discard = []  # the discard pile, bottom first (top = last card),
        self.target_card = None  # and the target (TOS-11)
        self.target = None
        # TOS-9 who starts; a setup without `first` was written when seat 0 always did
        self.first = setup.get("first", 0)
        self.current = self.first
        self.turn = 0  # turns started so far
        self.executing = False  # between steps 3 and 5 of TOS-12 (execution=step only)
        self.steps_left = 0
        self.winner = None
        self.setup0 = setup
        self.reshuffles = [list(o) for o in reshuffles]  # TOS-15 orders fixed by a record
        self.reshuffle_count = 0
        self.shuffle_seed = shuffle_seed
        self.events = []
        self._log = None
        if "first" in setup:  # who starts, and whether the options chose them (TOS-9)
            self.events.append({"kind": "first", "seat": self.first, "chosen": game.options["first"] != "random"})
        self.last_keys = []  # the steps of the latest slice, for views
        self.last_seat = None  # whose slice that was
        self.history = []

    def _attach(self, game: TrumpOS) -> None:
        """What a state takes from its rules variant (also for from_json and clones)."""
        self.game = game
        self.n = game.num_players
        self.spade_sub = game.options["spade"] == "sub"
        self.step_mode = game.options["execution"] == "step"
        self.max_turns = game.options["max_rounds"] * self.n  # TOS-17

    # --- protocol: who may act ---------------------------------------------------------
    def to_move(self) -> tuple[int, ...]:
        if self.phase == "play":
            # TOS-13: besides the player to move, every seat holding cards may place now.
            cur, hands, n = self.current, self.hands, self.n
            if n <= 4:  # the one tuple for this mover and these seats holding cards
                holding = 0
                for s in range(n):
                    if hands[s]:
                        holding |= 1 << s
                return _MOVERS[(n * 4 + cur) * 16 + holding]
            movers = [cur]
            for s in range(n):
                if s != cur and hands[s]:
                    movers.append(s)
            return tuple(movers)
        if self.phase == "placement":
            return tuple(s for s in range(self.n) if self.sealed[s] is None)
        return ()

    def legal_actions(self, seat: int) -> list:
        """`run`/`step`/bare `place` first, then single-card placements by card, address.
        Multi-card `place` texts are legal too but not listed (the list stays small)."""
        phase = self.phase
        if phase == "play":
            if not 0 <= seat < self.n:
                return []
            if seat == self.current:
                if self.executing:
                    return [STEP]
                return _singles(self.hands[seat], [RUN])
            return _singles(self.hands[seat], [])
        if phase == "placement" and 0 <= seat < self.n and self.sealed[seat] is None:
            return _singles(self.hands[seat], [PASS_PLACE])
        return []

    # --- protocol: apply ---------------------------------------------------------------
    def apply(self, seat: Any, action: Any) -> None:
        """State.apply, inlined: this is the hot path of every playout. (`seat` is checked
        here, not by an annotation: compiled, an `int` annotation would refuse another
        type with a TypeError instead of the protocol's IllegalAction.)"""
        if action.__class__ is str:
            action = parse_action(action)
        if self.phase == "over":
            raise IllegalAction("action.game_over")
        if seat.__class__ is not int:
            raise IllegalAction("action.bad_seat", seat=seat)
        _apply(self, seat, action)
        if action is RUN and seat < 4:
            self.history.append(_RUN_ENTRIES[seat])  # the same tuple every turn, not a new one
        else:
            self.history.append((seat, action))

    def _apply(self, seat: int, action: Any) -> None:
        _apply(self, seat, action)

    # --- TOS-15 reshuffles -------------------------------------------------------------
    def _reshuffle(self) -> None:
        k = self.reshuffle_count
        if k < len(self.reshuffles):
            order = list(self.reshuffles[k])  # the record fixes this order
        else:
            order = list(self.discard)
            # random.Random(…).shuffle's permutation, drawn without random.py's wrappers
            shuffle(random.Random(f"{self.shuffle_seed}:{k}"), order)
        self.events.append({"kind": "reshuffle", "cards": len(order)})
        self.deck, self.discard = order, []
        self.reshuffle_count = k + 1

    def _check_first_draw(self) -> None:
        ks = 0
        while ks < len(self.deck) and self.deck[ks].rank == 13:
            ks += 1
        _check_reshuffle(self, len(self.deck) - ks - 1, self.deck[:ks])

    # --- reveal and target (TOS-10, TOS-11) ------------------------------------------
    def _reveal(self) -> None:
        shown = []
        for seat in range(self.n):
            cells = self.memory[seat]
            sealed = self.sealed[seat]
            assert sealed is not None  # (every seat has submitted)
            for card, addr in sealed:
                old = cells[addr]
                if old is not None:
                    self.discard.append(old)
                cells[addr] = card
            shown.append([[c.code, a] for c, a in sealed])
            self.sealed[seat] = []
        self.events.append({"kind": "reveal", "placements": shown})
        ks = []
        while self.deck[0].rank == 13:  # TOS-11 a K is discarded and the next card turned
            ks.append(self.deck.pop(0))
        self.discard.extend(ks)
        self.target_card = self.deck.pop(0)
        self.target = self.target_card.rank % 13
        self.events.append(
            {"kind": "target", "card": self.target_card.code, "target": self.target, "discarded": [c.code for c in ks]}
        )
        self.phase = "play"
        _start_turn(self, self.first)  # TOS-12 turns start with the first player

    # --- results ------------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.phase == "over"

    def result(self) -> dict | None:
        if self.phase != "over":
            return None
        return {"winner": self.winner, "target": self.target}

    def returns(self) -> list[float]:
        n = self.n
        if self.phase != "over":
            return [0.0] * n
        if self.winner is None:
            return [1.0 / n] * n  # a draw: everyone shares the one win
        return [1.0 if s == self.winner else 0.0 for s in range(n)]

    def all_cards(self) -> list[Card]:
        out = [c for h in self.hands for c in h]
        out += [c for s in self.sealed if s for c, _ in s]
        out += [c for cells in self.memory for c in cells if c is not None]
        out += self.deck + self.discard
        if self.target_card is not None:
            out.append(self.target_card)
        return out

    # --- the log (contract 1) and the latest slice ---------------------------------------
    @property
    def log(self) -> list[dict]:
        """Every event as its display dict, in order: the events recorded since the last
        read are expanded now (a compact one by `_expand`)."""
        out = self._log
        if out is None:
            out = self._log = []
        return expand_new(out, self.events, _expand)

    # (read only: mypyc compiles no property setter on a regular Python class)
    def set_log(self, events: list[dict]) -> None:
        """Start the log from these events (JSON)."""
        self.events = list(events)
        self._log = None

    @property
    def last_steps(self) -> list[Step]:
        """The steps of the latest slice as logged (machine.STEP_FIELDS), for views."""
        return steps_of(self.last_keys)

    def next_run(self, seat: int) -> tuple[list[Step], int, int, bool]:
        """What `seat`'s machine would execute if it ran now — the rest of a started slice,
        else a whole one (TOS-8, TOS-12, TOS-14): (steps as logged, R after, PC after,
        hit). Nothing changes; everything it reads is public."""
        steps = self.steps_left if self.executing and seat == self.current else TIME_SLICE
        keys, r, pc, hit = _execute(self, seat, steps)
        return steps_of(keys), r, pc, hit

    # --- views, JSON, copies (observe.py) -------------------------------------------------
    def view(self, seat: int | None = None) -> dict:
        return observe.view(self, seat)

    def to_json(self) -> dict:
        from tefuda.games.trump_os.state_io import state_to_json

        return state_to_json(self)

    def setup(self) -> dict:
        return observe.copy_setup(self.setup0)

    def clone(self) -> TrumpOSState:
        from tefuda.games.trump_os.state_io import clone_state

        return clone_state(self)


# --- the flow of a turn (TOS-12..15) ---------------------------------------------------
# Shared, never changed: the history entry (seat, run) per seat, and the `only` list of
# a draw event per seat (a logged event is never changed, core.events).
_RUN_ENTRIES: Final[list[tuple[int, Any]]] = [(s, RUN) for s in range(4)]
_ONLY: Final[list[list[int]]] = [[s] for s in range(4)]
# TOS-13 who may act in the play phase, for up to 4 seats: the player to move `cur`, then
# every other seat holding cards (bit s of `holding`), at [(n * 4 + cur) * 16 + holding]
_MOVERS: Final[list[tuple[int, ...]]] = [
    (cur,) + tuple(s for s in range(n) if s != cur and holding >> s & 1)
    for n in range(5)
    for cur in range(4)
    for holding in range(16)
]


# Module functions rather than methods: compiled (tefuda.native), a call between them is a
# direct C call, while a method of this regular Python class is looked up at run time.


def _singles(hand: list[Card], out: list) -> list:
    """`out` extended by the single-card placements of `hand`, by card (Card.index), then
    address."""
    order = [c.index for c in hand]
    order.sort()
    for i in order:
        out.extend(SINGLE_AT[i])
    return out


def _apply(st: TrumpOSState, seat: int, action: Any) -> None:
    if not 0 <= seat < st.n:
        raise IllegalAction("tos.no_seat", seat=seat)
    if action.__class__ is Place:
        _place(st, seat, action)
    elif action is RUN:
        _run(st, seat)
    elif action is STEP:
        _step(st, seat)
    else:
        raise IllegalAction("tos.bad_text", text=str(action))


def _check_cards(st: TrumpOSState, seat: int, action: Place) -> None:
    memory = seat if action.memory is None else action.memory
    if not 0 <= memory < st.n:
        raise IllegalAction("tos.bad_memory", memory=memory)
    if memory != seat:  # TOS-3 memory protection, TOS-18
        raise IllegalAction("tos.protected", seat=seat, memory=memory)
    pairs = action.cards
    # Parsed texts are already checked; a Place built in code may not be.
    if len(pairs) > 1 and (len({c for c, _ in pairs}) != len(pairs) or len({a for _, a in pairs}) != len(pairs)):
        raise IllegalAction("tos.twice")
    hand = st.hands[seat]
    for card, addr in pairs:
        if addr.__class__ is not int or not 0 <= addr < CELLS:
            raise IllegalAction("tos.bad_address", addr=addr)
        if card not in hand:  # TOS-18 a card not in hand
            raise IllegalAction("tos.not_in_hand", seat=seat, card=card.code)


def _place(st: TrumpOSState, seat: int, action: Place) -> None:
    if st.phase == "placement":
        sealed = st.sealed
        if sealed[seat] is not None:  # TOS-10 exactly one submission per seat
            raise IllegalAction("tos.submitted", seat=seat)
        _check_cards(st, seat, action)
        last = sum(s is None for s in sealed) == 1
        if last:
            st._check_first_draw()
        hand = st.hands[seat]
        for card, _ in action.cards:
            hand.remove(card)
        # TOS-10 sealed: the cards leave the hand but stay hidden until all are in.
        sealed[seat] = list(action.cards)
        st.events.append({"kind": "submit", "seat": seat})
        if last:
            st._reveal()
        return
    if not action.cards:
        raise IllegalAction("tos.empty_place")
    current = st.current
    if seat == current and st.executing:  # TOS-13 not between own steps 3 and 5
        raise IllegalAction("tos.executing", seat=seat)
    _check_cards(st, seat, action)
    hand, cells, discard = st.hands[seat], st.memory[seat], st.discard
    placed: list[Any] = ["place", seat, seat != current]
    for card, addr in action.cards:
        old = cells[addr]
        if old is not None:
            discard.append(old)  # TOS-13 an overwritten card goes to the discard pile
        cells[addr] = card
        hand.remove(card)
        placed += (card, addr, old)
    st.events.append(tuple(placed))


def _run(st: TrumpOSState, seat: int) -> None:
    if st.phase == "placement":
        raise IllegalAction("tos.placement_open")
    if seat != st.current:
        raise IllegalAction("tos.not_current", what="run", current=st.current)
    if st.executing:
        raise IllegalAction("tos.must_step", seat=seat)
    if st.step_mode:
        # TOS-12 step 3: execution starts; each instruction then comes as a `step`.
        st.executing, st.steps_left, st.last_keys, st.last_seat = True, TIME_SLICE, [], seat
        st.events.append(("run", seat, [], False))
        return
    keys, r, pc, hit = _execute(st, seat, TIME_SLICE)
    if not hit:
        _check_next_draw(st)
    # TOS-12 step 4: the executed steps are logged with the run, for everyone to see.
    st.events.append(("run", seat, keys, hit))
    st.last_keys, st.last_seat = [], seat
    _commit(st, seat, keys, r, pc, hit, True)


def _step(st: TrumpOSState, seat: int) -> None:
    if not st.step_mode:
        raise IllegalAction("tos.step_mode")
    if st.phase == "placement":
        raise IllegalAction("tos.placement_open")
    if seat != st.current:
        raise IllegalAction("tos.not_current", what="step", current=st.current)
    if not st.executing:
        raise IllegalAction("tos.not_executing")
    keys, r, pc, hit = _execute(st, seat, 1)
    slice_over = hit or st.steps_left == 1
    if slice_over and not hit:
        _check_next_draw(st)
    st.steps_left -= 1
    st.events.append(("step", seat, keys, hit))
    _commit(st, seat, keys, r, pc, hit, slice_over)


# --- execution (TOS-8, TOS-12 step 4, TOS-14) ------------------------------------------
# Every step a slice can execute depends only on the ♠ meaning, the card, the address and
# R: its key indexes `_NEXT`, the table of what it does (machine.step, worked out once for
# every key: R after, PC after, output or 255 for none, three bytes a key). A slice runs
# on small ints and bytes; its logged steps are made from the keys only when read.
_NO_OUT: Final = 255


def _key(card: Card | None, pc: int, r: int, spade_sub: bool) -> int:
    """The step key of `card` at address `pc` with register `r` (-1: outside the table,
    which only a hand-made state reaches)."""
    i = 52 if card is None else card.index
    if 0 <= pc < CELLS and 0 <= r < 13 and i <= 52:
        return (((53 if spade_sub else 0) + i) * CELLS + pc) * 13 + r
    return -1


def _card_of(i: int) -> Card | None:
    return None if i == 52 else _DECK[i]


def _next_table() -> bytes:
    table = bytearray()
    for spade_sub in (False, True):
        for i in range(53):
            for pc in range(CELLS):
                for r in range(13):
                    r1, pc1, out = step(_card_of(i), pc, r, spade_sub)
                    table += bytes((r1, pc1, _NO_OUT if out is None else out))
    return bytes(table)


_DECK: Final = standard_deck()
_NEXT: Final = _next_table()


def _execute(st: TrumpOSState, seat: int, steps: int) -> tuple[list, int, int, bool]:
    """Run up to `steps` instructions on copies of R and PC; nothing is changed yet. The
    steps come back as keys (a record instead, for a key outside the table)."""
    cells, r, pc, target = st.memory[seat], st.r[seat], st.pc[seat], st.target
    spade_sub = st.spade_sub
    keys: list = []
    table = _NEXT
    for _ in range(steps):
        card = cells[pc]
        k = _key(card, pc, r, spade_sub)
        if k >= 0:
            keys.append(k)
            r, pc, o = table[3 * k], table[3 * k + 1], table[3 * k + 2]
            out: int | None = None if o == _NO_OUT else o
        else:
            rec = _new_record(card, pc, r, spade_sub)
            keys.append(rec)
            r, pc, out = rec[4], rec[5], rec[6]
        if out is not None and out == target:  # TOS-14 a hit
            return keys, r, pc, True  # TOS-14 the rest of the slice is not run
    return keys, r, pc, False


def _new_record(card: Card | None, pc: int, r: int, spade_sub: bool) -> Step:
    """The logged step — [address, card code, instruction, R before, R after, PC after,
    output] (machine.STEP_FIELDS) — `card` at address `pc` executes with register `r`."""
    r1, pc1, out = step(card, pc, r, spade_sub)
    text = OP_TEXT["sub" if spade_sub else "load"][card]
    return [pc, None if card is None else card.code, text, r, r1, pc1, out]


# Each key's logged step, built once when first read and shared by every log that shows it
# (a logged event is never changed, core.events).
_RECORDS: Final[list[Any]] = [None] * (2 * 53 * CELLS * 13)


def _record(k: Any) -> Step:
    """The logged step of a key (or the record itself)."""
    if k.__class__ is not int:
        return k
    rec = _RECORDS[k]
    if rec is None:
        r = k % 13
        pc = k // 13 % CELLS
        i = k // (13 * CELLS) % 53
        rec = _RECORDS[k] = _new_record(_card_of(i), pc, r, k >= 53 * CELLS * 13)
    return rec


def steps_of(keys: list) -> list[Step]:
    """The logged steps of these keys (or records)."""
    return [_record(k) for k in keys]


def _commit(st: TrumpOSState, seat: int, keys: list, r: int, pc: int, hit: bool, slice_over: bool) -> None:
    st.r[seat], st.pc[seat] = r, pc
    st.last_keys.extend(keys)
    if hit:  # TOS-14 the game ends at once
        st.phase, st.winner, st.executing = "over", seat, False
        st.events.append({"kind": "win", "seat": seat, "target": st.target})
    elif slice_over:
        _context_switch(st)


def _context_switch(st: TrumpOSState) -> None:
    st.executing = False
    if st.turn >= st.max_turns:  # TOS-17 max_rounds reached: a draw
        st.phase = "over"
        st.events.append({"kind": "limit", "rounds": st.max_turns // st.n})
        return
    _start_turn(st, (st.current + 1) % st.n)  # TOS-12 step 5: clockwise


def _start_turn(st: TrumpOSState, seat: int) -> None:
    st.current = seat
    turn = st.turn + 1
    st.turn = turn
    if not st.deck and st.discard:
        st._reshuffle()  # TOS-15
    deck = st.deck
    drew = bool(deck)  # TOS-15 else the draw is skipped
    events = st.events
    events.append(("turn", seat, (turn - 1) // st.n + 1, drew))
    if drew:
        card = deck.pop(0)
        st.hands[seat].append(card)  # TOS-12 step 1: draw the top card
        events.append(("draw", seat, card))


# --- the compact events, expanded (the log, contract 1) -----------------------------------
# A logged placement [card, address, overwritten card or None] depends on those three
# only: each is built once and shared by every log that shows it, like the steps above.
_PLACED: Final[list[Any]] = [None] * (52 * CELLS * 53)


def _place_record(card: Card, addr: int, old: Card | None) -> list:
    i, j = card.index, 52 if old is None else old.index
    if i < 52 and 0 <= addr < CELLS and (old is None or j < 52):
        key = (i * CELLS + addr) * 53 + j
        rec = _PLACED[key]
        if rec is None:
            rec = _PLACED[key] = [card.code, addr, None if old is None else old.code]
        return rec
    return [card.code, addr, None if old is None else old.code]


def _expand(ev: tuple) -> dict:
    """The display event of a compact one: ("turn", seat, round, drew), ("draw", seat,
    card), ("run" or "step", seat, step keys, hit), ("place", seat, out of turn, then card,
    address, overwritten card for each card placed)."""
    kind, seat = ev[0], ev[1]
    if kind == "turn":
        return {"kind": "turn", "seat": seat, "round": ev[2], "drew": ev[3]}
    if kind == "draw":
        # which card: for the drawer's eyes only (hands are private)
        return {"kind": "draw", "seat": seat, "card": ev[2].code, "only": _ONLY[seat] if seat < 4 else [seat]}
    if kind == "place":
        placed = [_place_record(ev[i], ev[i + 1], ev[i + 2]) for i in range(3, len(ev), 3)]
        return {"kind": "place", "seat": seat, "cards": placed, "out_of_turn": ev[2]}
    return {"kind": kind, "seat": seat, "steps": [_record(k) for k in ev[2]], "hit": ev[3]}


# --- TOS-15 reshuffles -------------------------------------------------------------------
def _check_reshuffle(st: TrumpOSState, deck_size: int, discard: list[Card]) -> None:
    k = st.reshuffle_count
    if deck_size or not discard or k >= len(st.reshuffles):
        return
    if sorted(st.reshuffles[k], key=_index) != sorted(discard, key=_index):
        cards = " ".join(c.code for c in discard)
        raise IllegalAction("tos.bad_reshuffle", n=k + 1, cards=cards)


def _check_next_draw(st: TrumpOSState) -> None:
    if st.turn < st.max_turns:
        _check_reshuffle(st, len(st.deck), st.discard)


def _index(card: Card) -> int:
    return card.index
