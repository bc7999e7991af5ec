"""The rules of Egyptian War (EW-1…16): play, slap, close, and the ends of the game.

Cards are held as ints 0..51 (`Card.index`: suit-major S,H,D,C; A..K) so that decks
hash cheaply for the repetition draw (EW-15). `RANK[i]` is the rank, A=1 … K=13.
Every function here validates before it mutates: `check_*` raise IllegalAction and
change nothing; `do_*` then mutate.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from tefuda.core.cards import standard_deck
from tefuda.core.errors import IllegalAction
from tefuda.core.protocol import CLOCK

if TYPE_CHECKING:  # (state.py imports this module)
    from tefuda.games.egyptian_war.state import EgyptianWarState

CARDS: Final = standard_deck()
RANK: Final = [c.rank for c in CARDS]
INDEX: Final = {c.code: c.index for c in CARDS}
CODES: Final = [c.code for c in CARDS]

# EW-5 J Q K A demand a face card or an ace within 1 / 2 / 3 / 4 plays.
CHALLENGE_COUNT: Final = {11: 1, 12: 2, 13: 3, 1: 4}

LIMITS: Final = {"all_cards": None, "100": 100, "200": 200}  # EW-13 / EW-14
# EW-17: the reaction window after each card, in seconds — the one definition the
# simulated driver, the CPU slappers, the terminal and the web clock all use
WINDOW_SECONDS: Final = 1.8


def slap_pattern(pile: list[int], rules) -> str | None:
    """The slap pattern the face-up pile shows now, or None (EW-8, EW-9).

    Only the pile as it is counts: a covered pattern is gone; penalty cards are not in
    `pile` at all, so they never form a pattern nor act as the bottom card (EW-11)."""
    n = len(pile)
    if n < 2:
        return None
    newest = RANK[pile[-1]]
    before = RANK[pile[-2]]
    if newest == before:  # EW-8 double (5-5-5 is a double, never a sandwich)
        return "double"
    sandwich, top_bottom, sum10, kq = rules
    if sandwich and n >= 3 and RANK[pile[-3]] == newest:  # EW-8 sandwich, middle differs
        return "sandwich"
    if top_bottom and RANK[pile[0]] == newest:  # EW-9 top-bottom: bottom = first face-up card
        return "top_bottom"
    if sum10 and newest <= 9 and before <= 9 and newest + before == 10:  # EW-9 sum 10, A=1, no faces/10s
        return "sum10"
    if kq and newest + before == 25:  # EW-9 K-Q in either order (12 + 13)
        return "kq"
    return None


def next_with_cards(decks: list[list[int]], after: int, include_self: bool) -> int | None:
    """The next seat after `after` whose deck is not empty (EW-16: empty decks are skipped)."""
    n = len(decks)
    for k in range(1, n + 1 if include_self else n):
        s = (after + k) % n
        if decks[s]:
            return s
    return None


# --- validation ------------------------------------------------------------------------


def check(state: EgyptianWarState, seat: int, action: Any) -> None:
    """Raise IllegalAction (changing nothing) unless `seat` may do `action` now."""
    n = len(state.decks)  # one deck per player (the Game's num_players, a property)
    if seat != CLOCK and not 0 <= seat < n:
        raise IllegalAction("ew.bad_seat", seat=seat)
    if action == "play":
        if seat == CLOCK:
            raise IllegalAction("ew.clock_cannot")
        if state.window:  # EW-17: no next card while the window is open
            raise IllegalAction("ew.play_in_window")
        if seat != state.turn:
            raise IllegalAction("ew.not_your_turn", turn=state.turn, seat=seat)
    elif action == "slap":
        if seat == CLOCK:
            raise IllegalAction("ew.clock_cannot")
        if not state.window:
            raise IllegalAction("ew.no_window")
        if state.taken_by is not None:  # EW-11 later slaps for this window are ignored
            raise IllegalAction("ew.late_slap", taker=state.taken_by)
        if seat in state.slapped:  # EW-11 repeated false slaps in one window cost once
            raise IllegalAction("ew.slapped_already", seat=seat)
    elif action != "close":
        raise IllegalAction("ew.unknown_action", text=action)
    else:
        if seat != CLOCK:
            raise IllegalAction("ew.clock_only")
        if not state.window:
            raise IllegalAction("ew.close_no_window")


# --- the three actions -------------------------------------------------------------------


def do_play(state: EgyptianWarState, seat: int) -> None:
    """EW-2: the top card of the seat's deck goes face up on the pile; a window opens.
    The reveal is logged so every front end can say who revealed which card."""
    card = state.decks[seat].pop(0)
    state.pile.append(card)
    state.log.append({"kind": "reveal", "seat": seat, "card": CODES[card]})
    state.reveals += 1
    state.last_player = seat
    count = CHALLENGE_COUNT.get(RANK[card])
    if count is not None:
        # EW-5 / EW-6: a new challenge; any old count is dropped. Who answers is settled
        # at the close, after false slaps may have emptied a deck.
        state.challenge = [seat, count, None]
    elif state.challenge is not None:
        state.challenge[1] -= 1  # EW-5 one of the challenged player's plays is used
    state.window = True
    if state.slapped:  # a new window: nobody has slapped yet (no new list when it is empty)
        state.slapped = []
    state.taken_by = None


def do_slap(state: EgyptianWarState, seat: int) -> None:
    """EW-10 / EW-11: a valid slap takes the pile at once; a false slap costs penalty cards."""
    game: Any = state.game  # the EgyptianWar variant (State declares a Game)
    pattern = slap_pattern(state.pile, game.slap_rules)
    state.slapped.append(seat)
    if pattern is not None:
        took = take_pile(state, seat)
        state.taken_by = seat
        state.challenge = None  # EW-12 the valid slap beats a pending challenge
        state.log.append({"kind": "slap", "seat": seat, "pattern": pattern, "took": took})
        if len(state.decks[seat]) == state.total:  # EW-13 the end comes at this slap
            finish(state, seat, "all_cards")
        return
    deck = state.decks[seat]
    k = min(game.options["penalty"], len(deck))  # EW-11 fewer cards: what they have
    if k:
        state.penalty.extend(deck[:k])
        del deck[:k]
    state.log.append({"kind": "false_slap", "seat": seat, "penalty": k})


def do_close(state: EgyptianWarState) -> None:
    """The clock ends the window; only now is a challenge resolved (EW-12), then the ends."""
    state.window = False
    if state.slapped:
        state.slapped = []
    decks = state.decks
    if state.taken_by is not None:
        state.turn = state.taken_by  # EW-4 the taker plays next
        state.taken_by = None
    elif state.challenge is not None:
        challenger, remaining, challenged = state.challenge
        if challenged is None:
            challenged = next_with_cards(decks, challenger, include_self=False)
        if challenged is None or remaining == 0 or not decks[challenged]:
            # EW-7 the challenge failed (count used up, or the challenged deck ran out)
            took = take_pile(state, challenger)
            state.log.append({"kind": "take", "seat": challenger, "why": "challenge", "took": took})
            state.challenge = None
            state.turn = challenger
            if len(decks[challenger]) == state.total:  # EW-13
                finish(state, challenger, "all_cards")
                return
        else:
            if state.challenge[2] is None:  # EW-5 the challenge starts: say who must answer
                state.log.append(
                    {
                        "kind": "challenge",
                        "seat": challenged,
                        "by": challenger,
                        "card": CODES[state.pile[-1]],
                        "count": remaining,
                    }
                )
            state.challenge[2] = challenged
            state.turn = challenged  # EW-5 the same player keeps playing during the count
    else:
        last: Any = state.last_player  # set: a window opens only after a play
        state.turn = next_with_cards(decks, last, include_self=True)  # EW-2, EW-16
    if state.limit is not None and state.reveals >= state.limit:
        settle_short(state)  # EW-14
        return
    if state.turn is None:
        finish(state, None, "stalemate")  # EW-15 no deck holds cards and nobody is owed the pile
        return
    key = situation(state)
    seen = state.seen.get(key, 0) + 1
    state.seen[key] = seen
    if seen >= 3:
        finish(state, None, "repetition")  # EW-15 the same situation a third time


def take_pile(state: EgyptianWarState, seat: int) -> int:
    """EW-4: penalty cards first (in the order put under), then the pile oldest to newest."""
    deck = state.decks[seat]
    took = len(state.penalty) + len(state.pile)
    deck.extend(state.penalty)
    deck.extend(state.pile)
    state.penalty = []
    state.pile = []
    return took


def settle_short(state: EgyptianWarState) -> None:
    """EW-14: a remaining pile goes to the active challenger, else to the last player;
    then the player with more cards wins (equal: draw)."""
    if state.pile or state.penalty:
        receiver: Any = state.challenge[0] if state.challenge is not None else state.last_player
        took = take_pile(state, receiver)
        state.log.append({"kind": "take", "seat": receiver, "why": "short", "took": took})
        state.challenge = None
        state.turn = receiver
    counts = [len(d) for d in state.decks]
    best = max(counts)
    leaders = [s for s, c in enumerate(counts) if c == best]
    finish(state, leaders[0] if len(leaders) == 1 else None, "short")


def situation(state: EgyptianWarState) -> int:
    """EW-15 the full situation (deck orders, face-up pile, penalty cards, player to play,
    challenge) as one int. Only ints are hashed, so the value is the same in every run.
    (The tuple is (deck, ..., deck, pile, penalty, turn, challenge), each a tuple: built
    from a list, which compiled is a few C calls rather than a generic unpacking.)"""
    ch = state.challenge
    parts: list[Any] = [tuple(d) for d in state.decks]
    parts.append(tuple(state.pile))
    parts.append(tuple(state.penalty))
    parts.append(state.turn)
    parts.append((-1, -1, -1) if ch is None else (ch[0], ch[1], -1 if ch[2] is None else ch[2]))
    return hash(tuple(parts))


def finish(state: EgyptianWarState, winner: int | None, reason: str) -> None:
    state.window = False
    state.result_ = {"winner": winner, "cards": [len(d) for d in state.decks], "reason": reason}
    state.log.append(
        {
            "kind": "end",
            "winner": winner,
            "reason": reason,
            "cards": list(state.result_["cards"]),
            "reveals": state.reveals,
        }
    )
