"""What each seat may know (DIV-3 and "Information"), and worlds consistent with it.

Public: fields, dive piles, depths, hand sizes, the outside count, the deck size, the
treasure on the table, who has sealed a return. Private: one's own hand and own sealed
return, the payment offered to the seat (`offer`) and whether its hand could pay its
depth now (`outlook`), both from its own hand. Hidden from everyone: the deck order and
the bonus faces until they are dealt.
"""

from __future__ import annotations

import random

from tefuda.core.cards import Card, standard_deck
from tefuda.games.diving.actions import JOKER, card_order, minimal_payments
from tefuda.games.diving.hints import offer, outlook
from tefuda.games.diving.rules import DIVE, OVER, RETURNING, can_pay, value_sum

_NUMBERED = standard_deck(0)


def _codes(cards) -> list[str]:
    return [c.code for c in cards]


def view(state, seat: int | None) -> dict:
    v = {
        "game": "diving",
        "seat": seat,
        "phase": state.phase,
        "to_move": list(state.to_move()),
        "first": state.first,
        "turn": state.turn,
        "turn_no": state.turn_no,
        "steal_rule": state.steal_rule,
        "hand_sizes": [len(state.hands[0]), len(state.hands[1])],
        "dive_piles": [_codes(state.dives[0]), _codes(state.dives[1])],
        "depths": [state.depth(0), state.depth(1)],
        "fields": [_codes(state.fields[0]), _codes(state.fields[1])],
        "luxury": [state.luxury(0), state.luxury(1)],
        "deck_size": len(state.deck),
        "outside": len(state.bonus),
        "treasure": state.treasure.code if state.treasure is not None else None,
        "taker": state.taker,
        "sealed": [s is not None for s in state.sealed],
        "drowned": list(state.drowned),
        "result": state.result(),
    }
    if seat is not None:
        hand = sorted(state.hands[seat], key=card_order)  # sorted: draw order is not shown
        v["hand"] = _codes(hand)
        v["oxygen"] = value_sum(hand)  # DIV-4
        v["joker"] = JOKER in hand
        sealed = state.sealed[seat]
        v["my_return"] = None if sealed is None else _codes(sealed)
        v["offer"] = offer(state, seat)  # the payment the screens offer (hints.py)
        v["outlook"] = outlook(state, seat)  # the way back up, from this hand (hints.py)
    return v


def _reseal(state, s: int) -> None:
    """After re-dealing a hand that had sealed a return, seal a valid payment from it."""
    sealed = state.sealed[s]
    if sealed is None or (len(sealed) == 1 and sealed[0] is JOKER):
        return
    pays = [p for p in minimal_payments(state.hands[s], state.depth(s)) if JOKER not in p]
    state.sealed[s] = pays[0] if pays else tuple(state.hands[s])


def redeal_hidden(state, seat: int | None, rng: random.Random):
    """A copy where the cards `seat` cannot see (deck, bonus, the other hands' numbered
    cards) are shuffled among those places. Jokers stay: they are only ever in hands."""
    new = state.clone()
    hidden = [1 - seat] if seat is not None else [0, 1]
    pool = list(new.deck) + list(new.bonus)
    for s in hidden:
        pool += [c for c in new.hands[s] if c is not JOKER]
    rng.shuffle(pool)
    for s in hidden:
        jokers = [c for c in new.hands[s] if c is JOKER]
        n = len(new.hands[s]) - len(jokers)
        new.hands[s] = jokers + [pool.pop() for _ in range(n)]
        _reseal(new, s)
    new.bonus = [pool.pop() for _ in range(len(new.bonus))]
    new.deck = [pool.pop() for _ in range(len(new.deck))]
    return new


def determinize(game, view: dict, rng: random.Random):
    """A full state consistent with `view`: the unseen numbered cards are dealt at random
    to the opponent's hand, the outside and the deck; jokers not in sight are in the
    opponent's hand (jokers are only ever dealt to hands)."""
    from tefuda.games.diving.state_io import state_from_json

    seat = view["seat"]
    if seat is None:
        raise ValueError("determinize needs a seat's view")
    opp = 1 - seat
    mine = [Card.parse(c) for c in view["hand"]]
    seen = set(mine)
    for zone in view["dive_piles"] + view["fields"]:
        seen.update(Card.parse(c) for c in zone)
    if view["treasure"]:
        seen.add(Card.parse(view["treasure"]))
    jokers_seen = view["hand"].count("JK") + sum(z.count("JK") for z in view["dive_piles"])
    opp_size = view["hand_sizes"][opp]
    opp_jokers = [JOKER] * min(max(0, 2 - jokers_seen), opp_size)
    unseen = [c for c in _NUMBERED if c not in seen]
    need = opp_size - len(opp_jokers)
    if need + view["outside"] + view["deck_size"] > len(unseen):
        raise ValueError("the view hides more cards than the deck has")
    depth_opp = view["depths"][opp]
    # what the opponent's survival so far proves: a seat still in the return could pay its
    # depth (or it would have drowned), a seat to take a treasure can pay for it
    price = 0
    if view["phase"] == RETURNING and not view["drowned"][opp]:
        price = depth_opp
    elif view["phase"] == DIVE and view["treasure"] and view["taker"] == opp:
        price = Card.parse(view["treasure"]).rank
    for _ in range(64):
        rng.shuffle(unseen)
        opp_hand = opp_jokers + unseen[:need]
        if can_pay(opp_hand, price):
            break
    else:  # unlucky draws: the richest hand the unseen cards allow
        unseen.sort(key=lambda c: -c.rank)
        opp_hand = opp_jokers + unseen[:need]
    must_pay = view["phase"] == RETURNING and view["sealed"][opp]
    rest = unseen[need:]
    bonus = rest[: view["outside"]]
    deck = rest[view["outside"] : view["outside"] + view["deck_size"]]
    hands: list = [None, None]
    hands[seat], hands[opp] = mine, opp_hand
    sealed: list = [None, None]
    if view.get("my_return") is not None:
        sealed[seat] = view["my_return"]
    if must_pay:
        pays = minimal_payments(opp_hand, depth_opp)
        keep = [p for p in pays if JOKER not in p and len(p) < len(opp_hand)]
        sealed[opp] = _codes(min(keep, key=value_sum) if keep else pays[0] if pays else opp_hand)
    data = {
        "hands": [_codes(h) for h in hands],
        "dives": view["dive_piles"],
        "fields": view["fields"],
        "bonus": _codes(bonus),
        "deck": _codes(deck),
        "first": view["first"],
        "turn": view["turn"],
        "turn_no": view["turn_no"],
        "phase": view["phase"],
        "treasure": view["treasure"],
        "taker": view["taker"],
        "sealed": sealed,
        "drowned": view["drowned"],
        "log": [],
        "history": [],
        "setup": {
            "hands": [_codes(h) for h in hands],
            "bonus": _codes(bonus),
            "deck": _codes(deck),
            "first": view["first"],
        },
    }
    return state_from_json(game, data)


def illegal_examples(state, seat: int) -> list[str]:
    """Three action texts that must be refused now (check_game asserts they change
    nothing), rotating through every kind of mistake as the game goes on."""
    out = _illegal_examples(state, seat)
    k = len(state.history)
    return [out[(k + i) % len(out)] for i in range(min(3, len(out)))]


def _illegal_examples(state, seat: int) -> list[str]:
    hand = state.hands[seat]
    numbered = sorted((c for c in hand if c is not JOKER), key=lambda c: (c.rank, c.index))
    absent = next(c for c in _NUMBERED if c not in hand)
    out = [f"take {absent.code}", f"refill 1 pay {absent.code}"]
    if state.phase == RETURNING:
        out += ["hunt", "yield"]
        depth = state.depth(seat)
        if numbered and numbered[0].rank < depth:
            out.append(f"return {numbered[0].code}")
        return out
    if state.phase != DIVE:
        return out
    out.append("return")
    if state.treasure is None:
        out += ["yield", "take JK"]
        if numbered:
            out.append(f"refill 5 pay {numbered[0].code}")
            if len(state.deck) < 4:
                out.append(f"refill {len(state.deck) + 1} pay {numbered[0].code}")
        theirs = state.fields[1 - seat]
        fives = [c for c in hand if c.rank == 5]
        if theirs and fives and state.depth(seat) != state.depth(1 - seat):
            out.append(f"steal {fives[0].code} {theirs[0].code}")
        if theirs and numbered and numbered[0].rank != 5:
            out.append(f"steal {numbered[0].code} {theirs[0].code}")
        return out
    out.append("hunt")
    if state.turn_no == 0 or state.taker != state.turn:
        out.append("yield")
    if numbered and numbered[0].rank < state.treasure.rank:
        out.append(f"take {numbered[0].code}")
    if numbered and JOKER in hand:
        out.append(f"take JK {numbered[0].code}")
    return out


__all__ = ["view", "redeal_hidden", "determinize", "illegal_examples", "OVER"]
