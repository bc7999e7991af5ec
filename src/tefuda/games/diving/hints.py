"""The payment a player is offered: one place for the terminal's "cheapest payment" line
and the browser's offer button (both read it from the seat's view, `view["offer"]`).

    offer(state, seat) -> {"action": "take 4D", "drowns": False} | None

And the way back up, so a diver sees before the return whether it will drown:

    outlook(state, seat) -> {"depth": 31, "can": "short", "short": 11, "lone": False} | None
"""

from __future__ import annotations

from tefuda.games.diving.actions import JOKER, MAX_REFILL, cheapest_payment, keeping_payment, minimal_payments
from tefuda.games.diving.rules import DIVE, RETURNING, holds, value_sum


def offer(state, seat: int | None) -> dict | None:
    """The payment due now for `seat`, as action text, and whether it empties the hand
    (DIV-9: then the player drowns). Numbered cards that leave a card in hand if any do
    (`cheapest_payment` says which), else the joker alone (DIV-8), else the numbered
    cards that empty the hand (then every payment does). A take that would leave a single
    card gives way to one that keeps two (`_keeping_two`). At the start of a turn: the cheapest refill (the lowest
    card) drawing as many cards as allowed. None when `seat` is not to move or nothing pays."""
    if seat is None or seat not in state.to_move():
        return None
    hand = state.hands[seat]
    if state.phase == RETURNING:
        verb, price = "return", state.depth(seat)
    elif state.phase == DIVE and state.treasure is not None:
        verb, price = "take", state.treasure.rank
    elif state.phase == DIVE:
        low = cheapest_payment(hand, 1)  # the lowest card; the joker is kept (DIV-15)
        if not low:
            return None
        draw = min(MAX_REFILL, len(state.deck))
        return {"action": f"refill {draw} pay {low[0].code}", "drowns": len(hand) == 1}
    else:
        return None
    if price <= 0:
        return {"action": verb, "drowns": False}  # DIV-14: a depth-0 return pays nothing
    # while steals are possible, ties between equal payments keep the 5s (DIV-12)
    spare = bool(state.steal_rule) and state.phase == DIVE
    pay = keeping_payment(hand, price, spare)
    if pay is None:
        pay = (JOKER,) if JOKER in hand else cheapest_payment(hand, price, spare)
    if pay is None:
        return None
    if verb == "take" and len(hand) - len(pay) == 1:
        # One card left during the dive is a lost game: every later payment empties the
        # hand (DIV-9). Offer a dearer payment that keeps two cards when there is one.
        pay = _keeping_two(hand, price) or pay
    return {"action": verb + " " + " ".join(c.code for c in pay), "drowns": len(pay) == len(hand)}


def _keeping_two(hand, price: int) -> tuple | None:
    """The cheapest payment for `price` that leaves at least two cards in hand: numbered
    cards if any do (least value, then fewest cards), else the joker alone (it costs the
    bonus, DIV-15, but a single card left would cost the game). One of the listed legal
    payments (`minimal_payments`); a larger set would only leave fewer cards."""
    fits = [p for p in minimal_payments(hand, price) if len(hand) - len(p) >= 2]
    return min(fits, key=lambda p: (p == (JOKER,), value_sum(p), len(p)), default=None)


def outlook(state, seat: int | None) -> dict | None:
    """During the dive: could `seat` pay its depth now, the way the return will ask it to
    (DIV-14), and does a single card remain (then every payment empties the hand, DIV-9)?

    `can` is "cards" (numbered cards reach the depth and leave a card in hand), "joker"
    (only the joker can: then it is spent and the bonus is lost, DIV-15), "short" (no
    joker, and the hand's oxygen falls `short` below the depth) or "all" (only the whole
    hand reaches it, a lone joker too: it would drown). From the seat's own hand and the
    public depth only. None outside the dive, for a spectator and while nothing is spent."""
    if seat is None or state.phase != DIVE:
        return None
    hand = state.hands[seat]
    depth = state.depth(seat)
    lone = len(hand) == 1
    if depth <= 0 and not lone:
        return None
    joker = holds(hand, JOKER)
    short = 0 if joker else max(0, depth - value_sum(hand))
    if depth <= 0 or keeping_payment(hand, depth) is not None:
        can = "cards"
    elif joker and not lone:
        can = "joker"
    else:  # (a lone joker pays, and empties the hand)
        can = "short" if short else "all"
    return {"depth": depth, "can": can, "short": short if can == "short" else 0, "lone": lone}


__all__ = ["offer", "outlook"]
