"""One game of Egyptian War in progress: decks, pile, penalty cards, the reaction window."""

from __future__ import annotations

from typing import Any, Final

from tefuda.core.errors import IllegalAction
from tefuda.core.protocol import CLOCK, State
from tefuda.games.egyptian_war import rules
from tefuda.games.egyptian_war.rules import CARDS, CODES

ACTIONS: Final = ("close", "play", "slap")


class EgyptianWarState(State):
    """Decks are lists of card ints, top first; `pile` is face up, oldest first;
    `penalty` holds the face-down cards put under the pile (EW-11), in order.
    Its fields are declared once, in state_io.FIELDS (clone and JSON follow from there);
    the annotations give their types."""

    limit: int | None  # EW-14 the short mode's reveal limit (None: all_cards)
    decks: list[list[int]]
    pile: list[int]
    penalty: list[int]
    total: int  # cards in play (52 in a full deal)
    turn: int | None  # the seat to play next (outside a window)
    window: bool  # a reaction window is open (EW-17)
    slapped: list[int]  # seats that slapped in this window, in arrival order
    taken_by: int | None  # a valid slap took the pile in this window
    challenge: list | None  # [challenger, plays left, challenged or None]
    reveals: int  # cards played so far (EW-14 counts them)
    last_player: int | None
    seen: dict[int, int]  # situation → times seen at a close (EW-15)
    result_: dict | None
    log: list[dict]
    _setup: dict
    _packed: tuple[int, str]  # the history packed so far: (actions, text)

    def __init__(
        self,
        game: Any = None,
        decks: list[list[int]] | None = None,
        first: int | None = None,
        setup: dict | None = None,
    ):
        if game is None or decks is None or setup is None:
            return  # a blank for state_io (clone, from_json) to fill: every field unset
        self._attach(game)
        self.decks = decks
        self.pile = []
        self.penalty = []
        self.total = sum(len(d) for d in decks)  # cards in play (52 in a full deal)
        self.turn = first  # the seat to play next (outside a window)
        self.window = False  # a reaction window is open (EW-17)
        self.slapped = []  # seats that slapped in this window, in arrival order
        self.taken_by = None  # a valid slap took the pile in this window
        self.challenge = None  # [challenger, plays left, challenged or None]
        self.reveals = 0  # cards played so far (EW-14 counts them)
        self.last_player = None
        self.seen = {}  # situation → times seen at a close (EW-15)
        self.result_ = None
        self.log = []
        self.history = []
        self._setup = setup
        self._packed = (0, "")  # the history packed so far: (actions, text)

    def _attach(self, game: Any) -> None:
        """What a state takes from its rules variant (also for from_json and clones)."""
        self.game = game
        self.limit = rules.LIMITS[game.options["mode"]]

    # --- the protocol ---------------------------------------------------------------
    def to_move(self) -> tuple[int, ...]:
        if self.result_ is not None:
            return ()
        if self.window:
            if self.taken_by is not None:
                return (CLOCK,)
            # every seat that has not slapped yet, empty decks too (EW-10), and the clock
            return (CLOCK, *[s for s in range(len(self.decks)) if s not in self.slapped])
        turn = self.turn
        return () if turn is None else (turn,)

    def legal_actions(self, seat: int) -> list:
        if self.result_ is not None:
            return []
        if self.window:
            if seat == CLOCK:
                return ["close"]
            if self.taken_by is None and 0 <= seat < len(self.decks) and seat not in self.slapped:
                return ["slap"]
            return []
        return ["play"] if seat == self.turn else []

    def apply(self, seat: Any, action: Any) -> None:
        """State.apply inlined (the hot path of every simulated game), the same checks in
        the same order; an action text that is already one of ACTIONS needs no parsing."""
        if isinstance(action, str) and not (action.__class__ is str and action in ACTIONS):
            action = self.game.parse_action(action)
        if self.result_ is not None:
            raise IllegalAction("action.game_over")
        if not isinstance(seat, int) or isinstance(seat, bool):
            raise IllegalAction("action.bad_seat", seat=seat)
        _apply(self, seat, action)
        self.history.append(_entry(seat, action))

    def _apply(self, seat: int, action: Any) -> None:
        _apply(self, seat, action)

    def is_over(self) -> bool:
        return self.result_ is not None

    def result(self) -> dict | None:
        return None if self.result_ is None else dict(self.result_, cards=list(self.result_["cards"]))

    def returns(self) -> list[float]:
        n = len(self.decks)
        if self.result_ is None:
            return [0.0] * n
        w = self.result_["winner"]
        if w is None:
            return [1.0 / n] * n
        return [1.0 if s == w else 0.0 for s in range(n)]

    def view(self, seat: int | None = None) -> dict:
        """Public: every face-up pile card and counts. Deck orders and the face-down
        penalty cards are absent for everyone (EW-1, EW-11)."""
        ch = self.challenge
        pile = [CODES[c] for c in self.pile]
        return {
            "seat": seat,
            "players": len(self.decks),
            "decks": [len(d) for d in self.decks],
            "pile": pile,
            "shown": pile[-3:],  # EW-3 "2 back, 1 back, newest"
            "pile_count": len(self.pile) + len(self.penalty),  # EW-3 includes penalty cards
            "penalty": len(self.penalty),
            "turn": self.turn,
            "window": self.window,
            "slapped": list(self.slapped),
            "taken_by": self.taken_by,
            "challenge": None if ch is None else {"challenger": ch[0], "remaining": ch[1], "challenged": ch[2]},
            "reveals": self.reveals,
            "limit": self.limit,
            "last_player": self.last_player,
            "result": self.result(),
        }

    def all_cards(self) -> list:
        return [CARDS[c] for d in self.decks for c in d] + [CARDS[c] for c in self.pile + self.penalty]

    def setup(self) -> dict:
        return {"decks": [list(d) for d in self._setup["decks"]], "first": self._setup["first"]}

    def to_json(self) -> dict:
        from tefuda.games.egyptian_war.state_io import state_to_json

        return state_to_json(self)

    def _packed_history(self) -> str:
        n, text = self._packed
        if n != len(self.history):  # the history only grows: pack the new actions
            from tefuda.games.egyptian_war.state_io import pack_history

            text += pack_history(self.history[n:])
            self._packed = (len(self.history), text)
        return text

    def clone(self) -> EgyptianWarState:
        from tefuda.games.egyptian_war.state_io import clone_state

        return clone_state(self)


def step(state: EgyptianWarState, seat: int, action: str) -> None:
    """`apply` for the simulated-time driver, which passes a seat number and one of ACTIONS
    itself: the same rule checks and effects, without parsing the text or checking its type."""
    if state.result_ is not None:
        raise IllegalAction("action.game_over")
    _apply(state, seat, action)
    state.history.append(_entry(seat, action))


# The history's (seat, action) entries, shared: tuples, so the same one serves every time
# a seat plays or slaps, instead of a new tuple per event.
_CLOSE: Final = (CLOCK, "close")
_PLAYS: Final = [(s, "play") for s in range(4)]
_SLAPS: Final = [(s, "slap") for s in range(4)]


def _entry(seat: int, action: str) -> tuple[int, str]:
    if action == "close":
        return _CLOSE  # (only the clock closes: rules.check)
    if 0 <= seat < 4:
        return _PLAYS[seat] if action == "play" else _SLAPS[seat]
    return (seat, action)


def _apply(state: EgyptianWarState, seat: int, action: Any) -> None:
    """Validate (changing nothing), then do (a module function: compiled, a direct call)."""
    rules.check(state, seat, action)
    if action == "play":
        rules.do_play(state, seat)
    elif action == "slap":
        rules.do_slap(state, seat)
    else:
        rules.do_close(state)
