"""Climb: a small, complete hidden-hand shedding game implementing the tefuda protocol.

It lets the bot tests run without depending on any of the five real engines: 2–4
players, cards A..8 in four suits dealt out; the leader plays one card or a pair of one
rank; the others must beat it with the same count and a higher rank, or pass (a pass
lasts to the end of the trick); the last player to play leads next; the first to empty
their hand wins, the others rank by cards left (then seat). Hands are hidden; everything
else is public, so a determinization deals the unseen cards out by hand size.
"""

from __future__ import annotations

import random

from tefuda.core.cards import Card
from tefuda.core.errors import IllegalAction, SetupError
from tefuda.core.options import Option
from tefuda.core.protocol import Game, State

RANKS = range(1, 9)
DECK = [Card(r, s) for s in "SHDC" for r in RANKS]


class Play(tuple):
    """A play: () is a pass, else the cards (sorted)."""

    def __str__(self):
        return "pass" if not self else "play " + " ".join(c.code for c in self)


def parse(text: str) -> Play:
    words = text.split()
    if words == ["pass"]:
        return Play(())
    if len(words) in (2, 3) and words[0] == "play":
        try:
            cards = sorted(Card.parse(w) for w in words[1:])
        except SetupError as e:
            raise IllegalAction(str(e)) from None
        return Play(cards)
    raise IllegalAction(f"not a climb action: {text!r}")


class ClimbGame(Game):
    name = "climb"
    OPTIONS = (Option("players", 3, "number of players", int, choices=(2, 3, 4)),)
    PRESETS = {"duel": {"players": 2}}  # described by the descriptor's preset_info, not here
    min_players = 2
    max_players = 4

    def new_state(self, seed=None, setup=None):
        n = self.num_players
        if setup is None:
            deck = list(DECK)
            random.Random(seed).shuffle(deck)
            hands = [sorted(deck[i::n]) for i in range(n)]
        else:
            hands = [sorted(Card.parse(c) for c in h) for h in setup["hands"]]
        return ClimbState(self, hands)

    def parse_action(self, text):
        return parse(text)

    def state_from_json(self, data):
        st = ClimbState(self, [sorted(Card.parse(c) for c in h) for h in data["hands"]])
        st.table = Play(Card.parse(c) for c in data["table"])
        st.last = data["last"]
        st.turn = data["turn"]
        st.passed = set(data["passed"])
        st.played = [Card.parse(c) for c in data["played"]]
        st.finished = list(data["finished"])
        st.history = [(s, parse(a)) for s, a in data["history"]]
        st.deal = [sorted(Card.parse(c) for c in h) for h in data["deal"]]
        return st

    # --- hidden information ------------------------------------------------------------
    def determinize(self, view, rng):
        """Deal every card `view["seat"]` has not seen to the other hands, by size."""
        seat = view["seat"]
        st = self.state_from_json(
            {
                "hands": [[] for _ in view["hand_sizes"]],
                "table": view["table"],
                "last": view["last"],
                "turn": view["turn"],
                "passed": view["passed"],
                "played": view["played"],
                "finished": view["finished"],
                "history": view["history"],
                "deal": [],
            }
        )
        own = [Card.parse(c) for c in view["hand"]]
        seen = set(own) | set(st.played)
        unseen = [c for c in DECK if c not in seen]
        rng.shuffle(unseen)
        for s, size in enumerate(view["hand_sizes"]):
            if s == seat:
                st.hands[s] = sorted(own)
            else:
                st.hands[s], unseen = sorted(unseen[:size]), unseen[size:]
        # the deal: what each seat holds now plus what it has played since
        st.deal = [list(h) for h in st.hands]
        for s, action in st.history:
            st.deal[s].extend(action)
        st.deal = [sorted(h) for h in st.deal]
        return st

    def redeal_hidden(self, state, seat, rng):
        other = state.clone()
        hidden = [s for s in range(self.num_players) if s != seat]
        pool = [c for s in hidden for c in other.hands[s]]
        rng.shuffle(pool)
        for s in hidden:
            k = len(other.hands[s])
            other.hands[s], pool = sorted(pool[:k]), pool[k:]
        other.deal = [list(h) for h in other.hands]
        for s, action in other.history:
            other.deal[s].extend(action)
        other.deal = [sorted(h) for h in other.deal]
        return other


class ClimbState(State):
    def __init__(self, game, hands):
        self.game = game
        self.hands = hands
        self.deal = [list(h) for h in hands]
        self.table = Play(())
        self.last = 0
        self.turn = 0
        self.passed: set[int] = set()
        self.played: list = []
        self.finished: list[int] = []
        self.history = []

    def to_move(self):
        return () if self.is_over() else (self.turn,)

    def legal_actions(self, seat):
        if self.is_over() or seat != self.turn:
            return []
        hand = self.hands[seat]
        by_rank: dict[int, list] = {}
        for c in hand:
            by_rank.setdefault(c.rank, []).append(c)
        out = []
        if self.table:
            out.append(Play(()))
            need, top = len(self.table), self.table[0].rank
        else:
            need, top = None, 0
        for rank, cards in by_rank.items():
            if rank <= top:
                continue
            if need in (None, 1):
                out.extend(Play((c,)) for c in cards)
            if need in (None, 2):
                out.extend(Play(sorted((a, b))) for i, a in enumerate(cards) for b in cards[i + 1 :])
        return sorted(out, key=str)

    def _apply(self, seat, action):
        if action not in self.legal_actions(seat):
            raise IllegalAction(f"seat {seat} may not {action} now")
        n = self.game.num_players
        if action:
            for c in action:
                self.hands[seat].remove(c)
            self.played.extend(action)
            self.table = action
            self.last = seat
            if not self.hands[seat]:
                self.finished.append(seat)  # the first to empty their hand ends the game
                return
        else:
            self.passed.add(seat)
        nxt = (seat + 1) % n
        while nxt in self.passed:
            nxt = (nxt + 1) % n
        if nxt == self.last:  # everyone else passed: the last player leads a new trick
            self.table = Play(())
            self.passed = set()
        self.turn = nxt

    def view(self, seat=None):
        return {
            "seat": seat,
            "hand": [c.code for c in self.hands[seat]] if seat is not None else None,
            "hand_sizes": [len(h) for h in self.hands],
            "table": [c.code for c in self.table],
            "last": self.last,
            "turn": self.turn,
            "passed": sorted(self.passed),
            "played": [c.code for c in self.played],
            "finished": list(self.finished),
            "history": [(s, str(a)) for s, a in self.history],
        }

    def is_over(self):
        return len(self.finished) >= 1

    def result(self):
        if not self.is_over():
            return None
        return {"winner": self.finished[0]}

    def returns(self):
        if not self.is_over():
            return [0.0] * len(self.hands)
        order = sorted(range(len(self.hands)), key=lambda s: (len(self.hands[s]), s))
        n = len(order)
        out = [0.0] * n
        for place, s in enumerate(order):
            out[s] = (n - 1 - place) / (n - 1)
        return out

    def to_json(self):
        return {
            "hands": [[c.code for c in h] for h in self.hands],
            "table": [c.code for c in self.table],
            "last": self.last,
            "turn": self.turn,
            "passed": sorted(self.passed),
            "played": [c.code for c in self.played],
            "finished": list(self.finished),
            "history": [(s, str(a)) for s, a in self.history],
            "deal": [[c.code for c in h] for h in self.deal],
        }

    def setup(self):
        return {"hands": [[c.code for c in h] for h in self.deal]}

    def clone(self):
        return self.game.state_from_json(self.to_json())

    def all_cards(self):
        return [c for h in self.hands for c in h] + list(self.played)
