"""The payment a player is offered: one place for the terminal's "cheapest payment" line
and the browser's offer button (both read it from the seat's view, `view["offer"]`).

    offer(state, seat) -> {"action": "take 4D", "drowns": False} | None
"""

from __future__ import annotations

from tefuda.games.diving.actions import JOKER, MAX_REFILL, cheapest_payment, keeping_payment
from tefuda.games.diving.rules import DIVE, RETURNING


def offer(state, seat: int | None) -> dict | None:
    """The payment due now for `seat`, as action text, and whether it empties the hand
    (DIV-9: then the player drowns). Numbered cards that leave a card in hand if any do
    (`cheapest_payment` says which), else the joker alone (DIV-8), else the numbered
    cards that empty the hand. At the start of a turn: the cheapest refill (the lowest
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
    return {"action": verb + " " + " ".join(c.code for c in pay), "drowns": len(pay) == len(hand)}


__all__ = ["offer"]
