"""What each seat may see (rules 'Information'), the lossless JSON form, and the
hidden-card tools check_game and search bots need (redeal, determinize).

Public: memories, R, PC, target, discard pile, deck size, hand sizes. Private: a hand
and, until everyone has submitted, a seat's sealed initial placement (TOS-10).
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from tefuda.core.cards import Card, standard_deck
from tefuda.games.trump_os.machine import STEP_FIELDS

if TYPE_CHECKING:
    from tefuda.games.trump_os.game import TrumpOS
    from tefuda.games.trump_os.state import TrumpOSState

_parse = Card.parse


def _codes(cards: Iterable[Card]) -> list[str]:
    return [c.code for c in cards]


def hand_sizes(st: TrumpOSState) -> list[int]:
    # During the sealed placement a seat's hand size still counts its sealed cards,
    # so nobody learns how many cards another seat chose to place.
    return [len(hand) + len(sealed or ()) for hand, sealed in zip(st.hands, st.sealed)]


def view(st: TrumpOSState, seat: int | None = None) -> dict:
    # TOS-5 / rules 'Information': everything public, plus the seat's own hand.
    placement = st.phase == "placement"
    v = {
        "game": "trump_os",
        "players": st.n,
        "seat": seat,
        "phase": st.phase,
        "spade": st.game.options["spade"],
        "execution": st.game.options["execution"],
        "max_rounds": st.game.options["max_rounds"],
        "to_move": list(st.to_move()),
        "current": None if placement else st.current,
        "first": st.first,  # TOS-9 who starts (turns go clockwise from this seat)
        "turn": st.turn,
        "round": (st.turn - 1) // st.n + 1 if st.turn else 0,
        "executing": st.executing,
        "steps_left": st.steps_left,
        "target": st.target,
        "target_card": None if st.target_card is None else st.target_card.code,
        "memories": [[None if c is None else c.code for c in cells] for cells in st.memory],
        "R": list(st.r),
        "PC": list(st.pc),
        "hand_sizes": hand_sizes(st),
        "submitted": [s is not None for s in st.sealed],
        "discard": _codes(st.discard),
        "deck_size": len(st.deck),
        "winner": st.winner,
        "result": st.result(),
        "last_steps": [dict(zip(STEP_FIELDS, rec), seat=st.last_seat) for rec in st.last_steps],
        # what the viewer's machine and the mover's would execute if they ran now (public:
        # memory, R, PC, target; the other seats' None, to keep a view cheap)
        "next_run": [_next_run(st, s) if s in (seat, st.current) else None for s in range(st.n)]
        if st.phase == "play"
        else None,
    }
    if seat is not None and 0 <= seat < st.n:
        v["hand"] = _codes(sorted(st.hands[seat], key=lambda c: c.index))
        sealed = st.sealed[seat]
        v["sealed"] = [[c.code, a] for c, a in sealed] if (placement and sealed is not None) else None
    return v


def _next_run(st: TrumpOSState, seat: int) -> dict:
    # the steps as the log writes them, [address, card, instruction, R before, R after, PC
    # after, output] (machine.STEP_FIELDS): shared, never changed, and cheap in every view
    steps, r, pc, hit = st.next_run(seat)
    return {"steps": steps, "r": r, "pc": pc, "hit": hit}


def copy_setup(setup: dict) -> dict:
    out: dict[str, Any] = {"hands": [list(h) for h in setup["hands"]], "deck": list(setup["deck"])}
    if setup.get("reshuffles"):
        out["reshuffles"] = [list(o) for o in setup["reshuffles"]]
    if "first" in setup:
        out["first"] = setup["first"]
    return out


def redeal_hidden(st: TrumpOSState, seat: int | None, rng: random.Random) -> TrumpOSState:
    """Re-deal the deck, the other hands and the other sealed placements (same counts,
    same sealed addresses): everything `seat` cannot see."""
    new = st.clone()
    others = [s for s in range(st.n) if s != seat]
    pool = list(new.deck)
    for s in others:
        pool += new.hands[s]
        pool += [c for c, _ in (new.sealed[s] or [])]
    rng.shuffle(pool)
    k = 0
    for s in others:
        size = len(new.hands[s])
        new.hands[s] = pool[k : k + size]
        k += size
        sealed = new.sealed[s]
        if sealed:
            new.sealed[s] = [(pool[k + i], a) for i, (_, a) in enumerate(sealed)]
            k += len(sealed)
    new.deck = pool[k:]
    return new


def determinize(game: TrumpOS, v: dict, rng: random.Random) -> TrumpOSState:
    """A full state consistent with view `v`: unseen cards dealt at random to the other
    hands and the deck. Other seats' sealed placements (unknown) are taken to be empty."""
    from tefuda.games.trump_os.state import TrumpOSState

    seat, n = v["seat"], v["players"]
    known: set[Card] = set()
    memory: list[list[Card | None]] = [[None if c is None else _parse(c) for c in cells] for cells in v["memories"]]
    for cells in memory:
        known.update(c for c in cells if c is not None)
    discard = [_parse(c) for c in v["discard"]]
    known.update(discard)
    target_card = None if v["target_card"] is None else _parse(v["target_card"])
    if target_card is not None:
        known.add(target_card)
    own_hand = [_parse(c) for c in v.get("hand") or []] if seat is not None else []
    own_sealed = [(_parse(c), a) for c, a in (v.get("sealed") or [])] if seat is not None else []
    known.update(own_hand)
    known.update(c for c, _ in own_sealed)
    unseen = [c for c in standard_deck() if c not in known]
    rng.shuffle(unseen)
    hands: list[list[Card]] = []
    sealed: list[list[tuple[Card, int]] | None] = []
    k = 0
    for s in range(n):
        if s == seat:
            hands.append(own_hand)
            sealed.append(
                own_sealed if v["submitted"][s] and v["phase"] == "placement" else ([] if v["submitted"][s] else None)
            )
            continue
        size = v["hand_sizes"][s]
        hands.append(unseen[k : k + size])
        k += size
        sealed.append([] if v["submitted"][s] else None)
    deck = unseen[k:]
    if len(deck) != v["deck_size"]:
        raise ValueError("view is inconsistent: deck size does not match the unseen cards")
    setup = {"hands": [_codes(h) for h in hands], "deck": _codes(deck)}
    st = TrumpOSState(game, hands, deck, setup, (), rng.getrandbits(32))
    st.sealed = sealed
    st.memory = memory
    st.r, st.pc = list(v["R"]), list(v["PC"])
    st.discard = discard
    st.target_card, st.target = target_card, v["target"]
    st.phase = v["phase"]
    st.first = v["first"]
    st.current = v["first"] if v["current"] is None else v["current"]
    st.turn, st.executing, st.steps_left = v["turn"], v["executing"], v["steps_left"]
    st.winner = v["winner"]
    st.last_keys = [[e[k] for k in STEP_FIELDS] for e in v["last_steps"]]  # as records
    st.last_seat = v["last_steps"][0]["seat"] if v["last_steps"] else None
    return st
