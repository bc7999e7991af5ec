"""Trump OS: 679 tokens: `run`, `step`, the bare `place`, and `place C@a` for each of
the 52 cards × 13 cells. Features: every memory, R, PC, the target, own hand.

Coverage: the engine lists one card per `place` (it accepts multi-card texts but does
not list them: there are too many). During a turn that loses nothing: several single
placements before `run` do what one multi-card place does. The sealed initial placement
(TOS-10) is one action per seat, so there the adapter lets a seat pick `place C@a`
tokens one after another and submit them with the bare `place` token, asking the engine
(on a copy of the state) which card/cell may join; every initial placement is reachable.
Out-of-turn placements (TOS-13) are not offered: a seat places on its own turn, which
gives it the same options with more information (placed cards never move and one's
memory runs only on one's own turn).
"""

from __future__ import annotations

from tefuda.core.cards import SUITS, rank_text
from tefuda.core.errors import IllegalAction
from tefuda.envs.codec import Codec, EncodingError
from tefuda.envs.features import INDEX, Layout
from tefuda.envs.table import Encoding

CELLS = 13
MAX_SEATS = 4
DECK = [f"{rank_text(r)}{s}" for s in SUITS for r in range(1, 14)]
TOKENS = ["run", "step", "place"] + [f"place {c}@{a}" for c in DECK for a in range(CELLS)]
PHASES = ("placement", "play", "over")


def key(text: str) -> tuple[str]:
    if text.count("@") > 1:
        raise KeyError(f"{text}: multi-card placements are not listed by the engine")
    return (text,)


def value(code: str) -> int:
    """TOS-2: A=1 … Q=12, K=0."""
    r = INDEX[code] % 13 + 1
    return 0 if r == 13 else r


class TrumpOSEncoding(Encoding):
    multi_token = True  # the initial placement is picked card by card

    def make_codec(self) -> Codec:
        return Codec(TOKENS, key)

    def make_decision(self, state, seat: int, legal: list, extra: dict | None = None):
        # the bare `place` is listed only in the sealed initial placement (TOS-10)
        if extra is None and any(str(a) == "place" for a in legal):
            return PlacementDecision(self.codec, self.game, seat, legal, state)
        return super().make_decision(state, seat, legal, extra)

    def make_layout(self) -> Layout:
        L = Layout()
        cells = (
            "per cell 0 … 12, 17 slots: 1 at its card's suit S H D C (the instruction, TOS-7) "
            "and 1 at 4 + its value (A 1 … Q 12, K 0; TOS-2); all 0 for an empty cell"
        )
        cards = "1 for each card, slot = suit (S H D C) × 13 + rank − 1 (A … K)"
        for k in range(MAX_SEATS):  # seats relative to the observer: 0 = me
            seat = f"seat {k} clockwise from me (0 = me; all 0 past the players)"
            L.add(f"memory{k}", CELLS * 17, f"{seat}: its memory, {cells}")
            L.add(f"R{k}", 13, f"{seat}: 1 at its register R (0 … 12)")
            L.add(f"PC{k}", CELLS, f"{seat}: 1 at its program counter PC (cell 0 … 12)")
            L.add(f"hand_size{k}", 1, f"{seat}: its hand size / 20, at most 1")
            L.add(f"submitted{k}", 1, f"{seat}: 1 once it has submitted its sealed initial placement")
        L.add("hand", 52, f"my hand: {cards}")
        L.add("sealed", CELLS * 17, f"my own sealed initial placement (TOS-10), {cells}")
        L.add("discard", 52, f"the discard pile: {cards}")
        L.add("target", 13, "1 at the target value 0 … 12")
        L.add("deck_size", 1, "cards in the deck / 52")
        L.add("phase", len(PHASES), f"1 at the phase: {', '.join(PHASES)}")
        L.add("current", MAX_SEATS, "1 at the seat whose turn it is, clockwise from me (0 = me)")
        L.add("executing", 1, "1 while a memory is running")
        L.add("steps_left", 1, "steps left in the running slice of 3 (execution=step) / 3")
        L.add("round", 1, "round / max_rounds (0 without a round limit)")
        L.add("spade_sub", 1, "1 when the spade option is sub (♠ n: R ← R − n mod 13) instead of load")
        self.o = L.at
        # per relative seat: where its memory, R, PC, hand size and submitted flag start
        self.seat_at = [
            tuple(L.at[f"{part}{k}"] for part in ("memory", "R", "PC", "hand_size", "submitted"))
            for k in range(MAX_SEATS)
        ]
        self._slots: dict[tuple, list[int]] = {}
        return L

    def fill(self, view: dict, seat: int, v) -> None:
        o = self.o
        n = view["players"]
        on: list[int] = []  # indices set to 1, written at once (cheaper than one by one)
        memories, R, PC, sizes, submitted = (view[k] for k in ("memories", "R", "PC", "hand_sizes", "submitted"))
        for s in range(n):
            at, r_at, pc_at, size_at, sub_at = self.seat_at[(s - seat) % n]
            on += self._memory_slots(at, memories[s])
            on.append(r_at + R[s])
            on.append(pc_at + PC[s])
            v[size_at] = min(1.0, sizes[s] / 20.0)
            if submitted[s]:
                on.append(sub_at)
        at = o["hand"]
        on += [at + INDEX[code] for code in view.get("hand", ())]
        at = o["sealed"]
        for code, a in view.get("sealed") or ():
            suit, val = CELL_SLOTS[code]
            on.append(at + a * 17 + suit)
            on.append(at + a * 17 + val)
        at = o["discard"]
        on += [at + INDEX[code] for code in view["discard"]]
        if view["target"] is not None:
            on.append(o["target"] + view["target"])
        on.append(o["phase"] + PHASES.index(view["phase"]))
        if view["current"] is not None:
            on.append(o["current"] + (view["current"] - seat) % n)
        if view["executing"]:
            on.append(o["executing"])
        if view["spade"] == "sub":
            on.append(o["spade_sub"])
        v[on] = 1.0
        v[o["deck_size"]] = view["deck_size"] / 52.0
        v[o["steps_left"]] = min(1.0, (view["steps_left"] or 0) / 3.0)
        if view["max_rounds"]:
            v[o["round"]] = min(1.0, view["round"] / view["max_rounds"])

    def _memory_slots(self, at: int, cells: list) -> list[int]:
        """Feature indices of one memory's 13 cells, cached: memories change only when a
        card is placed or overwritten, and every view shows all of them."""
        k = (at, tuple(cells))
        got = self._slots.get(k)
        if got is None:
            got = []
            for a, code in enumerate(cells):
                if code is not None:
                    suit, val = CELL_SLOTS[code]
                    got += (at + a * 17 + suit, at + a * 17 + val)
            if len(self._slots) > 50_000:
                self._slots.clear()
            self._slots[k] = got
        return got


# card code → its two one-hot offsets within a 17-wide cell: the suit S H D C (the
# instruction, TOS-7) and 4 + the value (TOS-2)
CELL_SLOTS = {code: (INDEX[code] // 13, 4 + value(code)) for code in DECK}


ENCODING = TrumpOSEncoding


class PlacementDecision:
    """The sealed initial placement (TOS-10) picked card by card: `place C@a` tokens, then
    the bare `place` token submits them all as one action. The engine lists only single
    placements; singles combine when no card and no cell is named twice (TOS-16, the
    engine's own check), so a single stays allowed while its card and its cell are free.
    The engine still judges the submitted whole; `probe_allowed` asks it card by card
    (the tests hold the fast rule to it)."""

    def __init__(self, codec: Codec, game, seat: int, legal: list, state=None):
        # the state is needed only by `probe_allowed`: a bot composes from its legal list
        self.codec = codec
        self.game, self.state, self.seat = game, state, seat
        self.commit = codec.index["place"]
        # token → (card, cell) of each listed single placement
        self.singles = {}
        for a in legal:
            text = str(a)
            if "@" in text:
                card, cell = text[len("place ") :].split("@")
                self.singles[codec.tokens_of(a)[0]] = (card, int(cell))
        self.prefix: list[int] = []
        self._allowed: list[int] | None = None

    def _text(self, tokens) -> str:
        return " ".join(["place"] + ["{}@{}".format(*self.singles[t]) for t in tokens])

    def allowed(self) -> list[int]:
        if self._allowed is None:
            cards = {self.singles[t][0] for t in self.prefix}
            cells = {self.singles[t][1] for t in self.prefix}
            self._allowed = sorted(
                [self.commit]
                + [t for t, (card, cell) in self.singles.items() if card not in cards and cell not in cells]
            )
        return self._allowed

    def probe_allowed(self) -> list[int]:
        """The allowed tokens by asking the engine: each candidate joined to the prefix
        and applied to a copy of the state (slow; the reference for `allowed`)."""
        if self.state is None:
            raise ValueError("probe_allowed needs the decision's state")
        out = [self.commit]
        for t in sorted(self.singles):
            if t in self.prefix:
                continue
            probe = self.state.clone()
            try:
                probe.apply(self.seat, self._text(self.prefix + [t]))
            except IllegalAction:
                continue
            out.append(t)
        return sorted(out)

    def choose(self, token: int):
        if token not in self.allowed():
            raise EncodingError(f"token {token} is not allowed now (allowed: {self.allowed()})")
        if token == self.commit:
            return True, self.game.parse_action(self._text(self.prefix))
        self.prefix.append(token)
        self._allowed = None
        return False, None

    def copy(self) -> PlacementDecision:
        new = object.__new__(PlacementDecision)
        new.__dict__.update(self.__dict__)
        new.prefix = list(self.prefix)
        return new
