"""What a seat may know (the only thing clients, bots and RL agents receive).

Public: cards played, passes, hand sizes, titles, who finished or is stuck, revolution,
the local rules' table state. Private: the seat's own hand, and the cards of an exchange
the seat took part in (DSP-7: known only to the two players). Hidden cards are absent.
"""

from __future__ import annotations


def deck_codes(st) -> list[str] | None:
    """The cards in this game when the deal is partial (a puzzle setup), else None."""
    total = sum(len(h) for h in st.deal)
    if total == 52 + st.game.options["jokers"]:
        return None
    return sorted(c for h in st.deal for c in h)


def view(st, seat: int | None = None) -> dict:
    n = st.n
    v = {
        "seat": seat,
        "players": n,
        "phase": st.phase,
        "to_move": list(st.to_move()),
        "titles": list(st.titles) if st.titles else None,
        "hand_sizes": list(st.hand_sizes),
        "table": None if st.table is None else {"seat": st.last, "play": st.table.text},
        "trick": [[s, p.text] for s, p in st.trick],
        "passed": [s for s in range(n) if st.passed >> s & 1],
        "finished": list(st.finished),
        "stuck": list(st.stuck),
        "fallen": list(st.fallen),
        "revolution": st.revolution,
        "spade3_lead": st.spade3,
        "local": {
            "eleven_back": st.back,
            "lock": st.lock,
            "direction": st.direction,
            "gyakudan": st.gyaku,
            "three_strong": st.strong3,
            "four_fours": st.cut8,
        },
        "gives_pending": [[g, r, k] for g, r, k, _ in st.gives],
        "exchanges": [
            {"from": g, "to": r, "count": len(cards), **({"cards": list(cards)} if seat in (g, r) else {})}
            for g, r, cards in st.exchanges
        ],
        "result": st.result(),
        "plays": [[s, p.text] for s, p in st.plays],  # every card played, in order
        "deck": deck_codes(st),
        "uecda": st.uecda,  # the UECda referee's rules (uecda.py)
        "seating": list(st.ring),  # the clockwise order of the seats (UECda redraws it)
        "lead": st.lead,  # who led this trick
        "pass_run": st.npass,  # passes in a row (UECda ends the game at 20)
        "number": st.number,  # the game's number in its match (UECda's cycles)
    }
    if seat is not None:
        v["hand"] = [c.code for c in st.hand(seat)]
    return v
