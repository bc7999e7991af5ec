"""One game of Egyptian War in progress: decks, pile, penalty cards, the reaction window."""

from __future__ import annotations

import re
import sys
from array import array

from tefuda.core.protocol import CLOCK, State
from tefuda.games.egyptian_war import rules
from tefuda.games.egyptian_war.rules import CARDS, CODES, INDEX

ACTIONS = ("close", "play", "slap")


class EgyptianWarState(State):
    """Decks are lists of card ints, top first; `pile` is face up, oldest first;
    `penalty` holds the face-down cards put under the pile (EW-11), in order."""

    def __init__(self, game, decks: list[list[int]], first: int, setup: dict):
        self.game = game
        self.decks = decks
        self.pile: list[int] = []
        self.penalty: list[int] = []
        self.total = sum(len(d) for d in decks)  # cards in play (52 in a full deal)
        self.turn: int | None = first  # the seat to play next (outside a window)
        self.window = False  # a reaction window is open (EW-17)
        self.slapped: list[int] = []  # seats that slapped in this window, in arrival order
        self.taken_by: int | None = None  # a valid slap took the pile in this window
        self.challenge: list | None = None  # [challenger, plays left, challenged or None]
        self.reveals = 0  # cards played so far (EW-14 counts them)
        self.last_player: int | None = None
        self.limit = rules.LIMITS[game.options["mode"]]
        self.seen: dict[int, int] = {}  # situation → times seen at a close (EW-15)
        self.result_: dict | None = None
        self.log: list[dict] = []
        self.history: list = []
        self._setup = setup
        self._packed = (0, "")  # the history packed so far: (actions, text)

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

    def _apply(self, seat: int, action: str) -> None:
        rules.check(self, seat, action)
        if action == "play":
            rules.do_play(self, seat)
        elif action == "slap":
            rules.do_slap(self, seat)
        else:
            rules.do_close(self)

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
        code = CODES
        ch = self.challenge
        return {
            "decks": [[code[c] for c in d] for d in self.decks],
            "pile": [code[c] for c in self.pile],
            "penalty": [code[c] for c in self.penalty],
            "turn": self.turn,
            "window": self.window,
            "slapped": list(self.slapped),
            "taken_by": self.taken_by,
            "challenge": None if ch is None else list(ch),
            "reveals": self.reveals,
            "last_player": self.last_player,
            "seen": _pack_seen(self.seen),
            "result": self.result(),
            "log": [dict(e) for e in self.log],
            "history": self._packed_history(),
            "setup": self.setup(),
        }

    def _packed_history(self) -> str:
        n, text = self._packed
        if n != len(self.history):  # the history only grows: pack the new actions
            text += _pack_history(self.history[n:])
            self._packed = (len(self.history), text)
        return text

    @classmethod
    def from_json(cls, game, data: dict) -> "EgyptianWarState":
        st = cls(game, [[INDEX[c] for c in d] for d in data["decks"]], data["turn"], data["setup"])
        st.pile = [INDEX[c] for c in data["pile"]]
        st.penalty = [INDEX[c] for c in data["penalty"]]
        st.total = sum(len(d) for d in st.decks) + len(st.pile) + len(st.penalty)  # conserved
        st.window = data["window"]
        st.slapped = list(data["slapped"])
        st.taken_by = data["taken_by"]
        st.challenge = None if data["challenge"] is None else list(data["challenge"])
        st.reveals = data["reveals"]
        st.last_player = data["last_player"]
        st.seen = _unpack_seen(data["seen"])
        st.result_ = data["result"]
        st.log = [dict(e) for e in data["log"]]
        st.history = _unpack_history(data["history"])
        st._packed = (len(st.history), data["history"])
        return st

    def clone(self) -> "EgyptianWarState":
        st = object.__new__(type(self))
        st.__dict__.update(self.__dict__)
        st.decks = [list(d) for d in self.decks]
        st.pile = list(self.pile)
        st.penalty = list(self.penalty)
        st.slapped = list(self.slapped)
        st.challenge = None if self.challenge is None else list(self.challenge)
        st.seen = dict(self.seen)
        st.result_ = self.result()
        st.log = list(self.log)  # events are never changed once logged: shared safely
        st.history = list(self.history)
        return st


def _pack_history(history: list) -> str:
    """Actions as one compact string: "p0" play by seat 0, "s1" slap by seat 1, "c" close."""
    return "".join("c" if a == "close" else a[0] + str(s) for s, a in history)


def _unpack_history(text: str) -> list:
    return [(CLOCK, "close") if t == "c" else (int(t[1]), "play" if t[0] == "p" else "slap")
            for t in _HISTORY_TOKEN.findall(text)]


_HISTORY_TOKEN = re.compile(r"c|[ps]\d")


def _pack_seen(seen: dict[int, int]) -> list[str]:
    """Situations seen once / twice as two hex strings of 64-bit hashes (compact JSON)."""
    once = array("q", [k for k, v in seen.items() if v == 1])
    twice = array("q", [k for k, v in seen.items() if v >= 2])
    if sys.byteorder == "big":  # the text is little-endian everywhere
        once.byteswap()
        twice.byteswap()
    return [once.tobytes().hex(), twice.tobytes().hex()]


def _unpack_seen(packed: list[str]) -> dict[int, int]:
    seen = {}
    for times, text in enumerate(packed, start=1):
        keys = array("q", bytes.fromhex(text))
        if sys.byteorder == "big":
            keys.byteswap()
        seen.update(dict.fromkeys(keys, times))
    return seen
