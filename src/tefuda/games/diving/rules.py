"""Diving's rules: which actions are legal now, and what each one does (DIV-8 … DIV-16).

`DivingRules` works on the zones `DivingState` holds (state.py). Every `_apply` branch
validates completely before the first mutation, so a refused action changes nothing.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Final

from tefuda.core.cards import Card
from tefuda.core.errors import IllegalAction
from tefuda.core.protocol import State
from tefuda.games.diving.actions import (
    EMPTY_RETURN,
    HUNT,
    HUNT_ACTION,
    JOKER,
    MAX_REFILL,
    ORDER,
    REFILL,
    REFILL_BIT,
    REFILLS_UP_TO,
    RETURN,
    STEAL,
    TAKE,
    YIELD,
    YIELD_ACTION,
    Action,
    cheapest_payment,
    make,
    minimal_payments,
)

DIVE: Final = "dive"
RETURNING: Final = "return"
OVER: Final = "over"


def value_sum(cards: Iterable[Card]) -> int:
    """DIV-2/DIV-4: A=1 … K=13; a joker's rank is 0, so it adds nothing to any sum."""
    total = 0
    for c in cards:
        total += c.rank
    return total


def can_pay(hand, price: int) -> bool:
    """DIV-8/DIV-9: some set of hand cards reaches `price` (a joker reaches anything)."""
    return price <= 0 or holds(hand, JOKER) or value_sum(hand) >= price


# Cards are interned, so a card is held when that very object is. `card in hand` and
# `hand.remove(card)` would compare through Card's Python-level rich comparison (it defines
# __lt__), several times slower on the hot path; these two compare identities only.
def holds(cards: Sequence[Card], card: Card) -> bool:
    """`card in cards`, by identity."""
    for c in cards:
        if c is card:
            return True
    return False


def remove_card(cards: list[Card], card: Card) -> None:
    """`cards.remove(card)`, by identity (the first one; the same ValueError if absent)."""
    for i in range(len(cards)):
        if cards[i] is card:
            del cards[i]
            return
    raise ValueError("list.remove(x): x not in list")


def one_per_value(hand) -> dict:
    """value → the lowest suit held of that value: it stands for its suits in listings
    (chosen from the cards alone, not their order in hand, which no view shows)."""
    return {c.rank: c for c in sorted(hand, key=_by_index, reverse=True)}  # the last one wins


def _by_index(c: Card) -> int:  # (a module function: mypyc compiles no lambdas in these classes)
    return c.index


def _card_list(cards) -> str:
    return " ".join(c.code for c in cards)


class DivingRules(State):
    """The rules over DivingState's zones (state.py sets them; state_io.FIELDS lists them):"""

    steal_rule: bool
    hands: list[list[Card]]  # per seat (DIV-3)
    dives: list[list[Card]]  # per seat: the dive pile
    depths: list[int]  # the dive piles' value sums (DIV-4), cached
    fields: list[list[Card]]  # per seat: treasures taken
    bonus: list[Card]  # outside, in the order dealt (DIV-15)
    deck: list[Card]  # top card last
    first: int
    turn: int
    turn_no: int
    phase: str  # DIVE, RETURNING or OVER
    treasure: Card | None  # revealed, waiting to be taken
    taker: int | None  # the seat that must take or yield it
    sealed: list  # return payments, sealed until both are in
    drowned: list[bool]
    log: list[dict]
    _deal: tuple  # the deal as it was (hands, bonus, deck top first, first)

    # ------------------------------------------------------------------ queries
    def to_move(self) -> tuple[int, ...]:
        if self.phase == DIVE:
            taker = self.taker  # set exactly while a treasure waits
            return (self.turn,) if taker is None else (taker,)
        if self.phase == RETURNING:  # DIV-14: simultaneous; sealed or drowned seats are done
            sealed, drowned = self.sealed, self.drowned
            first = sealed[0] is None and not drowned[0]
            if sealed[1] is None and not drowned[1]:
                return (0, 1) if first else (1,)
            return (0,) if first else ()
        return ()

    def is_over(self) -> bool:
        return self.phase == OVER

    def depth(self, seat: int) -> int:
        return self.depths[seat]  # DIV-4, kept up to date by _spend

    def luxury(self, seat: int) -> int:
        return value_sum(self.fields[seat])  # DIV-4

    def legal_actions(self, seat: int) -> list:
        """Deterministic order: hunt, refills (by paying card, then count), steals; or the
        payments for a take (`minimal_payments`: one per value multiset), then yield; or the
        return choices. `apply` accepts any valid payment, overpaying included."""
        if self.phase == DIVE:
            if self.treasure is not None:
                if seat != self.taker:
                    return []
                out = [make(TAKE, p) for p in minimal_payments(self.hands[seat], self.treasure.rank)]
                if self.taker == self.turn and self.turn_no > 0:  # DIV-10: not on the very first turn
                    out.append(YIELD_ACTION)
                return out
            if seat != self.turn:
                return []
            out = [HUNT_ACTION]
            draw = len(self.deck)
            if draw > MAX_REFILL:
                draw = MAX_REFILL
            # DIV-10 refill: spending >= 1 is paid minimally by any one card; one card per
            # value stands for its suits (the lowest suit), the joker (rank 0) first. The
            # hand as bits (value * 4 + suit) lists them in that order without a sort.
            held = 0
            for c in self.hands[seat]:
                held |= REFILL_BIT[c.index]
            refills = REFILLS_UP_TO[draw]
            while held:
                low = (held & -held).bit_length() - 1
                out.extend(refills[low])
                held &= ~(15 << (low & ~3))  # the value's other suits
            if self.steal_rule:
                out.extend(self._steals(seat))
            return out
        if self.phase == RETURNING:
            if self.sealed[seat] is not None or self.drowned[seat]:
                return []
            return self._return_choices(seat)
        return []

    def _return_choices(self, seat: int) -> list:
        """At the return only two things about a payment matter: does it keep the joker
        (DIV-15) and does it leave a card in hand (DIV-9). So one payment per outcome is
        listed: the cheapest numbered payment (it leaves a card unless it needs the whole
        hand, and then nothing else could) and the joker alone."""
        depth = self.depth(seat)
        if depth <= 0:
            return [EMPTY_RETURN]  # DIV-14: a depth-0 return is an empty `return`
        hand = self.hands[seat]
        out = []
        pay = cheapest_payment(hand, depth)
        if pay is not None:
            out.append(make(RETURN, pay))
        if holds(hand, JOKER):
            out.append(make(RETURN, (JOKER,)))
        return out

    def _steals(self, seat: int) -> list:
        """DIV-12: a 5 from hand, equal depths, on one's own turn before the action."""
        if not self.steal_rule:
            return []
        theirs = self.fields[1 - seat]
        if not theirs:
            return []
        if self.depths[seat] != self.depths[1 - seat]:
            return []
        five: Card | None = None  # the lowest suit of 5 held stands for the others
        for c in self.hands[seat]:
            if c.rank == 5 and (five is None or c.index < five.index):
                five = c
        if five is None:
            return []
        seen: set[int] = set()
        out = []
        for t in sorted(theirs, key=ORDER.__getitem__):  # high value first, then suit
            if t.rank not in seen:
                seen.add(t.rank)
                out.append(make(STEAL, (five,), 0, t))
        return out

    # ------------------------------------------------------------------ apply
    def _apply(self, seat: int, action) -> None:
        if not isinstance(action, Action):
            raise IllegalAction("action.unknown", text=str(action))
        if seat not in (0, 1):
            raise IllegalAction("action.bad_seat", seat=seat)
        kind = action[0]
        if self.phase == RETURNING:
            if kind != RETURN:
                raise IllegalAction("diving.not_return")
            return self._return(seat, action[1])
        if kind == RETURN:
            raise IllegalAction("diving.not_diving")
        if self.treasure is not None:
            if seat != self.taker:
                raise IllegalAction("action.not_your_turn", seat=seat)
            if kind == TAKE:
                return self._take(seat, action[1])
            if kind == YIELD:
                return self._yield(seat)
            if self.taker != self.turn:
                raise IllegalAction("diving.must_take", card=self.treasure.code)
            raise IllegalAction("diving.treasure_pending", card=self.treasure.code)
        if seat != self.turn:
            raise IllegalAction("action.not_your_turn", seat=seat)
        if kind == HUNT:
            return self._hunt(seat)
        if kind == REFILL:
            return self._refill(seat, action[2], action[1])
        if kind == STEAL:
            return self._steal(seat, action[1][0], action[3])
        raise IllegalAction("diving.hunt_first")

    def _check_payment(self, seat: int, cards, price: int) -> None:
        """DIV-8: held cards, a joker alone, value sum >= price. Raises before any change."""
        hand = self.hands[seat]
        for c in cards:
            if not holds(hand, c):
                raise IllegalAction("diving.not_held", card=c.code)
        if holds(cards, JOKER):
            if len(cards) > 1:  # DIV-8 [decision]: a joker always pays alone
                raise IllegalAction("diving.joker_alone")
            return  # DIV-8: the joker pays any amount
        paid = cards[0].rank if len(cards) == 1 else value_sum(cards)
        if paid < price:
            if not cards:
                raise IllegalAction("diving.no_payment")
            # (n: one card "is worth", several "add up to")
            raise IllegalAction("diving.below", cards=_card_list(cards), paid=paid, price=price, n=len(cards))

    def _spend(self, seat: int, cards) -> None:
        """DIV-8: spent cards go to the spender's own dive pile (no change is given)."""
        hand = self.hands[seat]
        for c in cards:
            remove_card(hand, c)
        self.dives[seat].extend(cards)
        self.depths[seat] += value_sum(cards)  # DIV-4: depth = the dive pile's value sum

    def _hunt(self, seat: int) -> None:
        card = self.deck.pop()  # DIV-10: the top card is the treasure
        self.log.append({"kind": "hunt", "seat": seat, "card": card.code})
        if card.rank == 7:  # DIV-11: lucky seven, free, no choice
            self.fields[seat].append(card)
            self.log.append({"kind": "lucky", "seat": seat, "card": card.code})
            return self._end_turn()
        self.treasure, self.taker = card, seat
        if not can_pay(self.hands[seat], card.rank) and self.turn_no == 0:
            self._drown(seat, "cannot_pay", card.rank)  # DIV-9: cannot take and may not yield

    def _take(self, seat: int, cards) -> None:
        treasure = self.treasure
        assert treasure is not None  # (only legal while a treasure waits)
        self._check_payment(seat, cards, treasure.rank)
        self._spend(seat, cards)
        self.fields[seat].append(treasure)  # DIV-10 take
        self.log.append({"kind": "take", "seat": seat, "card": treasure.code, "cards": [c.code for c in cards]})
        self.treasure = self.taker = None
        if not self.hands[seat]:  # DIV-9 [decision]: the treasure is kept, then the diver drowns
            return self._drown(seat, "empty_hand")
        self._end_turn()

    def _yield(self, seat: int) -> None:
        treasure = self.treasure
        assert treasure is not None  # (only legal while a treasure waits)
        if self.taker != self.turn:
            raise IllegalAction("diving.must_take", card=treasure.code)
        if self.turn_no == 0:  # DIV-10: the first player may not yield on the very first turn
            raise IllegalAction("diving.no_yield_first")
        other = 1 - seat
        self.taker = other  # DIV-10 yield: the opponent must take it, no refusal
        self.log.append({"kind": "yield", "seat": seat, "to": other, "card": treasure.code})
        if not can_pay(self.hands[other], treasure.rank):  # DIV-9 [decision]: drowns at once
            self._drown(other, "cannot_pay", treasure.rank)

    def _refill(self, seat: int, n: int, cards) -> None:
        deck = self.deck
        if not 1 <= n <= MAX_REFILL:
            raise IllegalAction("diving.refill_count", n=n)
        if n > len(deck):
            raise IllegalAction("diving.refill_deck", deck=len(deck), n=n)
        self._check_payment(seat, cards, 1)  # DIV-10: spend >= 1
        self._spend(seat, cards)
        self.log.append({"kind": "refill", "seat": seat, "n": n, "cards": [c.code for c in cards]})
        hand = self.hands[seat]
        if not hand:  # DIV-9 [decision]: paid with the whole hand, drowns before drawing
            return self._drown(seat, "empty_hand")
        drawn = deck[: -n - 1 : -1]  # the top n, top first, face down: the count is public, the faces not
        hand += drawn
        del deck[-n:]
        # only the diver sees what was drawn (the log's one private event)
        self.log.append({"kind": "drew", "seat": seat, "cards": [c.code for c in drawn], "only": [seat]})
        self._end_turn()

    def _steal(self, seat: int, five, target) -> None:
        if not self.steal_rule:
            raise IllegalAction("diving.steal_off")
        if five.rank != 5:
            raise IllegalAction("diving.steal_five", card=five.code)
        if not holds(self.hands[seat], five):
            raise IllegalAction("diving.not_held", card=five.code)
        theirs = self.fields[1 - seat]
        if not holds(theirs, target):
            raise IllegalAction("diving.steal_target", card=target.code)
        mine, other = self.depth(seat), self.depth(1 - seat)
        if mine != other:  # DIV-12: only when both depths are equal
            raise IllegalAction("diving.steal_depths", mine=mine, theirs=other)
        # DIV-12: the 5 goes to the own dive pile (+5 depth), so the depths now differ and a
        # second steal this turn is impossible; the turn's action (hunt or refill) follows.
        self._spend(seat, (five,))
        remove_card(theirs, target)
        self.fields[seat].append(target)
        self.log.append({"kind": "steal", "seat": seat, "five": five.code, "card": target.code})
        if not self.hands[seat]:  # DIV-9: the hand became empty
            self._drown(seat, "empty_hand")

    def _end_turn(self) -> None:
        self.treasure = self.taker = None
        self.turn = 1 - self.turn  # DIV-10: players alternate
        self.turn_no += 1
        if not self.deck:  # DIV-13: the dive ends when the deck is empty after an action
            self._start_return()

    # ------------------------------------------------------------------ return and result
    def _start_return(self) -> None:
        self.phase = RETURNING
        self.log.append({"kind": "return_phase"})
        for s in (0, 1):
            depth = self.depth(s)
            if not can_pay(self.hands[s], depth):  # DIV-14: drowns without acting
                self.drowned[s] = True
                self.log.append({"kind": "drowned", "seat": s, "why": "cannot_return", "price": depth})
        if all(self.drowned):
            self._finish()

    def _return(self, seat: int, cards) -> None:
        if seat not in self.to_move():
            raise IllegalAction("action.not_your_turn", seat=seat)
        self._check_payment(seat, cards, self.depth(seat))  # DIV-14: spend >= own depth
        self.sealed[seat] = tuple(cards)  # sealed: nobody sees it until both have returned
        self.log.append({"kind": "sealed", "seat": seat})
        if not self.to_move():
            self._resolve_return()

    def _resolve_return(self) -> None:
        for s in (0, 1):
            cards = self.sealed[s]
            if cards is None:
                continue
            self._spend(s, cards)
            self.log.append({"kind": "return", "seat": s, "cards": [c.code for c in cards]})
            if not self.hands[s]:  # DIV-9: the hand became empty
                self.drowned[s] = True
                self.log.append({"kind": "drowned", "seat": s, "why": "empty_hand"})
        if not any(self.drowned):
            self._deal_bonus()
        self._finish()

    def _deal_bonus(self) -> None:
        """DIV-15: joker holders get the bonus; two holders alternate, the more luxurious
        field first (the first player on a tie)."""
        holders = [s for s in (0, 1) if holds(self.hands[s], JOKER)]
        if not self.bonus:
            return
        if not holders:  # told, so the bonus left face down is no mystery
            self.log.append({"kind": "no_bonus", "n": len(self.bonus)})
            return
        if len(holders) == 2:
            a, b = self.luxury(0), self.luxury(1)
            start = 0 if a > b else 1 if b > a else self.first
            order: tuple[int, ...] = (start, 1 - start)
            self.log.append({"kind": "bonus_split", "start": start, "tie": a == b})
        else:
            order = (holders[0],)
        got: dict[int, list] = {s: [] for s in order}
        for i, card in enumerate(self.bonus):
            got[order[i % len(order)]].append(card)
        self.bonus = []
        for s in order:
            self.fields[s].extend(got[s])
            self.log.append({"kind": "bonus", "seat": s, "cards": [c.code for c in got[s]]})

    def _drown(self, seat: int, why: str, price: int | None = None) -> None:
        """DIV-9: a drowned diver loses at once and the game ends."""
        self.drowned[seat] = True
        ev = {"kind": "drowned", "seat": seat, "why": why}
        if price is not None:
            ev["price"] = price
        self.log.append(ev)
        self._finish()

    def _finish(self) -> None:
        self.phase = OVER  # a treasure left unpaid stays face up on the table
        r = self.result()
        assert r is not None  # (over)
        # the end with what decided it: the fields and their luxury (DIV-16), or a drowning
        self.log.append(
            {
                "kind": "end",
                "winner": r["winner"],
                "reason": r["reason"],
                "luxury": r["luxury"],
                "fields": [[c.code for c in f] for f in self.fields],
            }
        )

    def result(self) -> dict | None:
        if self.phase != OVER:
            return None
        luxury = [self.luxury(0), self.luxury(1)]
        if any(self.drowned):  # DIV-9/DIV-14: a drowning ends it; both drowned → nobody wins
            alive = [s for s in (0, 1) if not self.drowned[s]]
            return {"winner": alive[0] if alive else None, "luxury": luxury, "reason": "drowned"}
        if luxury[0] == luxury[1]:  # DIV-16 [decision]: equal luxury is a draw
            return {"winner": None, "luxury": luxury, "reason": "draw"}
        return {"winner": 0 if luxury[0] > luxury[1] else 1, "luxury": luxury, "reason": "luxury"}

    def returns(self) -> list[float]:
        if self.phase != OVER:
            return [0.0, 0.0]
        result = self.result()
        assert result is not None  # (over)
        winner = result["winner"]
        if winner is None:
            return [0.5, 0.5]
        return [1.0, 0.0] if winner == 0 else [0.0, 1.0]
