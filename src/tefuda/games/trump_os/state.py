"""One Trump OS game in progress: the zones of TOS-3..5 and the flow of TOS-9..17.

Phases: "placement" (sealed, simultaneous: TOS-10), "play" (turns: TOS-12) and "over".
Every action is validated completely before the first change (TOS-18).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from tefuda.core.cards import Card
from tefuda.core.errors import IllegalAction
from tefuda.core.protocol import State
from tefuda.games.trump_os import observe
from tefuda.games.trump_os.actions import PASS_PLACE, RUN, SINGLE, STEP, Place, parse_action
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
    log: list[dict]
    last_steps: list[Step]
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
        self.log = []
        if "first" in setup:  # who starts, and whether the options chose them (TOS-9)
            self.log.append({"kind": "first", "seat": self.first, "chosen": game.options["first"] != "random"})
        self.last_steps = []  # the steps of the latest slice, for views
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
            cur, hands = self.current, self.hands
            return (cur,) + tuple([s for s in range(self.n) if s != cur and hands[s]])
        if self.phase == "placement":
            return tuple(s for s in range(self.n) if self.sealed[s] is None)
        return ()

    def legal_actions(self, seat: int) -> list:
        """`run`/`step`/bare `place` first, then single-card placements by card, address.
        Multi-card `place` texts are legal too but not listed (the list stays small)."""
        if self.phase == "play":
            if not 0 <= seat < self.n:
                return []
            if seat == self.current:
                if self.executing:
                    return [STEP]
                return [RUN] + self._singles(seat)
            return self._singles(seat)
        if self.phase == "placement" and 0 <= seat < self.n and self.sealed[seat] is None:
            return [PASS_PLACE] + self._singles(seat)
        return []

    def _singles(self, seat: int) -> list[Place]:
        out: list[Place] = []
        for card in sorted(self.hands[seat], key=_index):
            out.extend(SINGLE[card])
        return out

    # --- protocol: apply ---------------------------------------------------------------
    def apply(self, seat: int, action: Any) -> None:
        """State.apply, inlined: this is the hot path of every playout."""
        if action.__class__ is str:
            action = parse_action(action)
        if self.phase == "over":
            raise IllegalAction("action.game_over")
        if seat.__class__ is not int:
            raise IllegalAction("action.bad_seat", seat=seat)
        self._apply(seat, action)
        self.history.append((seat, action))

    def _apply(self, seat: int, action: Any) -> None:
        if not 0 <= seat < self.n:
            raise IllegalAction("tos.no_seat", seat=seat)
        if action.__class__ is Place:
            self._place(seat, action)
        elif action is RUN:
            self._run(seat)
        elif action is STEP:
            self._step(seat)
        else:
            raise IllegalAction("tos.bad_text", text=str(action))

    def _check_cards(self, seat: int, action: Place) -> None:
        memory = seat if action.memory is None else action.memory
        if not 0 <= memory < self.n:
            raise IllegalAction("tos.bad_memory", memory=memory)
        if memory != seat:  # TOS-3 memory protection, TOS-18
            raise IllegalAction("tos.protected", seat=seat, memory=memory)
        pairs = action.cards
        # Parsed texts are already checked; a Place built in code may not be.
        if len(pairs) > 1 and (len({c for c, _ in pairs}) != len(pairs) or len({a for _, a in pairs}) != len(pairs)):
            raise IllegalAction("tos.twice")
        hand = self.hands[seat]
        for card, addr in pairs:
            if addr.__class__ is not int or not 0 <= addr < CELLS:
                raise IllegalAction("tos.bad_address", addr=addr)
            if card not in hand:  # TOS-18 a card not in hand
                raise IllegalAction("tos.not_in_hand", seat=seat, card=card.code)

    def _place(self, seat: int, action: Place) -> None:
        if self.phase == "placement":
            if self.sealed[seat] is not None:  # TOS-10 exactly one submission per seat
                raise IllegalAction("tos.submitted", seat=seat)
            self._check_cards(seat, action)
            last = sum(s is None for s in self.sealed) == 1
            if last:
                self._check_first_draw()
            hand = self.hands[seat]
            for card, _ in action.cards:
                hand.remove(card)
            # TOS-10 sealed: the cards leave the hand but stay hidden until all are in.
            self.sealed[seat] = list(action.cards)
            self.log.append({"kind": "submit", "seat": seat})
            if last:
                self._reveal()
            return
        if not action.cards:
            raise IllegalAction("tos.empty_place")
        if seat == self.current and self.executing:  # TOS-13 not between own steps 3 and 5
            raise IllegalAction("tos.executing", seat=seat)
        self._check_cards(seat, action)
        hand, cells, placed = self.hands[seat], self.memory[seat], []
        for card, addr in action.cards:
            old = cells[addr]
            if old is not None:
                self.discard.append(old)  # TOS-13 an overwritten card goes to the discard pile
            cells[addr] = card
            hand.remove(card)
            placed.append([card.code, addr, None if old is None else old.code])
        self.log.append({"kind": "place", "seat": seat, "cards": placed, "out_of_turn": seat != self.current})

    def _run(self, seat: int) -> None:
        if self.phase == "placement":
            raise IllegalAction("tos.placement_open")
        if seat != self.current:
            raise IllegalAction("tos.not_current", what="run", current=self.current)
        if self.executing:
            raise IllegalAction("tos.must_step", seat=seat)
        if self.step_mode:
            # TOS-12 step 3: execution starts; each instruction then comes as a `step`.
            self.executing, self.steps_left, self.last_steps, self.last_seat = True, TIME_SLICE, [], seat
            self.log.append({"kind": "run", "seat": seat, "steps": [], "hit": False})
            return
        events, r, pc, hit = self._execute(seat, TIME_SLICE)
        if not hit:
            self._check_next_draw()
        # TOS-12 step 4: the executed steps are logged with the run, for everyone to see.
        self.log.append({"kind": "run", "seat": seat, "steps": events, "hit": hit})
        self.last_steps, self.last_seat = [], seat
        self._commit(seat, events, r, pc, hit, slice_over=True)

    def _step(self, seat: int) -> None:
        if not self.step_mode:
            raise IllegalAction("tos.step_mode")
        if self.phase == "placement":
            raise IllegalAction("tos.placement_open")
        if seat != self.current:
            raise IllegalAction("tos.not_current", what="step", current=self.current)
        if not self.executing:
            raise IllegalAction("tos.not_executing")
        events, r, pc, hit = self._execute(seat, 1)
        slice_over = hit or self.steps_left == 1
        if slice_over and not hit:
            self._check_next_draw()
        self.steps_left -= 1
        self.log.append({"kind": "step", "seat": seat, "steps": events, "hit": hit})
        self._commit(seat, events, r, pc, hit, slice_over)

    # --- execution (TOS-8, TOS-12 step 4, TOS-14) ------------------------------------
    def _execute(self, seat: int, steps: int) -> tuple[list[Step], int, int, bool]:
        """Run up to `steps` instructions on copies of R and PC; nothing is changed yet."""
        cells, r, pc, target = self.memory[seat], self.r[seat], self.pc[seat], self.target
        spade_sub, events = self.spade_sub, []
        texts = OP_TEXT["sub" if spade_sub else "load"]
        for _ in range(steps):
            card = cells[pc]
            r1, pc1, out = step(card, pc, r, spade_sub)
            hit = out is not None and out == target  # TOS-14 a hit
            events.append(
                [pc, None if card is None else card.code, texts[card], r, r1, pc1, out]
            )  # machine.STEP_FIELDS
            r, pc = r1, pc1
            if hit:
                return events, r, pc, True  # TOS-14 the rest of the slice is not run
        return events, r, pc, False

    def _commit(self, seat: int, events: list[Step], r: int, pc: int, hit: bool, slice_over: bool) -> None:
        self.r[seat], self.pc[seat] = r, pc
        self.last_steps.extend(events)
        if hit:  # TOS-14 the game ends at once
            self.phase, self.winner, self.executing = "over", seat, False
            self.log.append({"kind": "win", "seat": seat, "target": self.target})
        elif slice_over:
            self._context_switch()

    def _context_switch(self) -> None:
        self.executing = False
        if self.turn >= self.max_turns:  # TOS-17 max_rounds reached: a draw
            self.phase = "over"
            self.log.append({"kind": "limit", "rounds": self.max_turns // self.n})
            return
        self._start_turn((self.current + 1) % self.n)  # TOS-12 step 5: clockwise

    def _start_turn(self, seat: int) -> None:
        self.current = seat
        self.turn += 1
        if not self.deck and self.discard:
            self._reshuffle()  # TOS-15
        drew = bool(self.deck)  # TOS-15 else the draw is skipped
        self.log.append({"kind": "turn", "seat": seat, "round": (self.turn - 1) // self.n + 1, "drew": drew})
        if drew:
            card = self.deck.pop(0)
            self.hands[seat].append(card)  # TOS-12 step 1: draw the top card
            # which card: for the drawer's eyes only (hands are private)
            self.log.append({"kind": "draw", "seat": seat, "card": card.code, "only": [seat]})

    # --- TOS-15 reshuffles -------------------------------------------------------------
    def _reshuffle(self) -> None:
        k = self.reshuffle_count
        if k < len(self.reshuffles):
            order = list(self.reshuffles[k])  # the record fixes this order
        else:
            order = list(self.discard)
            random.Random(f"{self.shuffle_seed}:{k}").shuffle(order)
        self.log.append({"kind": "reshuffle", "cards": len(order)})
        self.deck, self.discard = order, []
        self.reshuffle_count = k + 1

    def _check_reshuffle(self, deck_size: int, discard: list[Card]) -> None:
        k = self.reshuffle_count
        if deck_size or not discard or k >= len(self.reshuffles):
            return
        if sorted(self.reshuffles[k], key=_index) != sorted(discard, key=_index):
            cards = " ".join(c.code for c in discard)
            raise IllegalAction("tos.bad_reshuffle", n=k + 1, cards=cards)

    def _check_next_draw(self) -> None:
        if self.turn < self.max_turns:
            self._check_reshuffle(len(self.deck), self.discard)

    def _check_first_draw(self) -> None:
        ks = 0
        while ks < len(self.deck) and self.deck[ks].rank == 13:
            ks += 1
        self._check_reshuffle(len(self.deck) - ks - 1, self.deck[:ks])

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
        self.log.append({"kind": "reveal", "placements": shown})
        ks = []
        while self.deck[0].rank == 13:  # TOS-11 a K is discarded and the next card turned
            ks.append(self.deck.pop(0))
        self.discard.extend(ks)
        self.target_card = self.deck.pop(0)
        self.target = self.target_card.rank % 13
        self.log.append(
            {"kind": "target", "card": self.target_card.code, "target": self.target, "discarded": [c.code for c in ks]}
        )
        self.phase = "play"
        self._start_turn(self.first)  # TOS-12 turns start with the first player

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


def _index(card: Card) -> int:
    return card.index
