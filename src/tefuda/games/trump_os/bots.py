"""Trump OS players. Each sees only its view (and the legal actions).

- `random`: uniform over the legal actions.
- `heuristic`: a few fixed patterns for a hit in this slice (♦ at PC when R is the
  target; an R-setting card then ♦), otherwise it keeps its cards and runs.
- `planner`: searches placements from its hand into its memory, from its current PC
  and R: the hit in this slice that uses the fewest cards; else the placements that
  make a hit certain next turn; else the placements that maximise the chance that
  next turn's draw completes a hit ("prepare for likely targets").

Nobody can touch another player's memory (TOS-3) and cards may be placed at any time
before one's own `run` (TOS-13), so placing early never gains anything: the planner
and the heuristic submit a bare `place` in the initial placement (the target is not
known yet) and place only cards that run in the coming slice.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

from tefuda.bots.base import Bot, RandomBot
from tefuda.core.cards import Card, standard_deck
from tefuda.games.trump_os.actions import PASS_PLACE, RUN, SINGLE, STEP
from tefuda.games.trump_os.machine import CELLS, TIME_SLICE, step

_parse = Card.parse
_DECK = standard_deck()

Placement = tuple[Card, int]  # (card, address)
Path = tuple[Placement, ...]  # placements in the order they run
Effect = tuple[str, int]


def _effect(card: Card) -> Effect:
    """Cards with the same effect are interchangeable for planning (all ♦ are OUT)."""
    return ("D", 0) if card.suit == "D" else (card.suit, card.rank % 13)


class _Board:
    """The planning seat's own machine, read from its view."""

    def __init__(self, view: dict, seat: int):
        self.target: int = view["target"]
        self.spade_sub = view["spade"] == "sub"
        self.memory: list[Card | None] = [None if c is None else _parse(c) for c in view["memories"][seat]]
        self.r: int = view["R"][seat]
        self.pc: int = view["PC"][seat]
        self.hand = [_parse(c) for c in view["hand"]]
        known = {_parse(c) for cells in view["memories"] for c in cells if c is not None}
        known |= {_parse(c) for c in view["discard"]} | set(self.hand)
        if view["target_card"]:
            known.add(_parse(view["target_card"]))
        self.unseen = [c for c in _DECK if c not in known]


def _options(cell: Card | None, fixed: bool, hand: Sequence[Card]) -> list[tuple[int | None, Card | None]]:
    """What may run at a cell: its card (kept), or one card per distinct effect from hand."""
    options: list[tuple[int | None, Card | None]] = [(None, cell)]
    if not fixed:
        tried = {None if cell is None else _effect(cell)}
        for i, c in enumerate(hand):
            e = _effect(c)
            if e not in tried:
                tried.add(e)
                options.append((i, c))
    return options


def hit_path(
    board: _Board,
    memory: Sequence[Card | None],
    pc: int,
    r: int,
    hand: list[Card],
    steps: int = TIME_SLICE,
    fixed: dict[int, Card | None] | None = None,
) -> Path | None:
    """The fewest placements making an OUT of the target within `steps` instructions,
    as a tuple of (card, address), or None. Goal-directed: the last useful step is an
    OUT with R equal to the target, so the step before it must bring R there."""
    target, sub = board.target, board.spade_sub
    fixed = fixed or {}
    cell = fixed[pc] if pc in fixed else memory[pc]
    if r == target:  # an OUT right here hits
        if cell is not None and cell.suit == "D":
            return ()
        if pc not in fixed:
            for c in hand:
                if c.suit == "D":
                    return ((c, pc),)
    if steps == 1:
        return None
    best: Path | None = None
    for i, card in _options(cell, pc in fixed, hand):
        r1, pc1, out = step(card, pc, r, sub)
        if out is not None and out == target:
            continue  # handled above
        if steps == 2 and r1 != target:
            continue  # the last step can only hit with R already at the target
        f = dict(fixed)
        f[pc] = card
        rest = hit_path(board, memory, pc1, r1, hand if i is None else hand[:i] + hand[i + 1 :], steps - 1, f)
        if rest is None:
            continue
        path = rest if i is None else ((cast(Card, card), pc),) + rest  # (i: a hand card)
        if best is None or len(path) < len(best):
            best = path
            if len(best) <= 1:
                break
    return best


def outcomes(board: _Board) -> dict[tuple[int, int], tuple[Path, list[Card]]]:
    """Each (PC, R) this slice can end in, reached with the fewest placements:
    {(pc, r): (placements, hand left)}."""
    target, sub = board.target, board.spade_sub
    Partial = tuple[Path, dict[int, Card | None], list[Card]]
    states: dict[tuple[int, int], Partial] = {(board.pc, board.r): ((), {}, list(board.hand))}
    for _ in range(TIME_SLICE):
        nxt: dict[tuple[int, int], Partial] = {}
        for (pc, r), (placed, fixed, hand) in states.items():
            cell = fixed[pc] if pc in fixed else board.memory[pc]
            for i, card in _options(cell, pc in fixed, hand):
                r1, pc1, out = step(card, pc, r, sub)
                if out is not None and out == target:
                    continue  # hits are found by hit_path
                p = placed if i is None else placed + ((cast(Card, card), pc),)  # (i: a hand card)
                old = nxt.get((pc1, r1))
                if old is None or len(p) < len(old[0]):
                    f = dict(fixed)
                    f[pc] = card
                    nxt[(pc1, r1)] = (p, f, hand if i is None else hand[:i] + hand[i + 1 :])
        states = nxt
    return {k: (p, h) for k, (p, _, h) in states.items()}


def _with(memory: Sequence[Card | None], placed: Path) -> list[Card | None]:
    m = list(memory)
    for card, addr in placed:
        m[addr] = card
    return m


def plan(view: dict, seat: int) -> Path:
    """The placements (card, address) to make before this turn's `run`."""
    board = _Board(view, seat)
    now = hit_path(board, board.memory, board.pc, board.r, board.hand)
    if now is not None:  # the fastest sure hit: in this slice, with the fewest cards
        return now
    ends = outcomes(board)
    best: Path = ()
    best_key: tuple[int] | None = None
    for (pc, r), (placed, hand) in ends.items():
        nxt = hit_path(board, _with(board.memory, placed), pc, r, hand)
        if nxt is not None:  # a certain hit next turn, whatever is drawn
            key = (len(placed) + len(nxt),)
            if best_key is None or key < best_key:
                best, best_key = placed, key
    if best_key is not None:
        return best
    # Prepare: the end of this slice from which most possible draws complete a hit.
    groups: dict[Effect, list[Card]] = {}
    for c in board.unseen:
        if c.suit != "C":
            groups.setdefault(_effect(c), []).append(c)
    best, best_score = (), -1
    for (pc, r), (placed, hand) in ends.items():
        memory = _with(board.memory, placed)
        score = sum(
            len(cards) for cards in groups.values() if hit_path(board, memory, pc, r, hand + [cards[0]]) is not None
        )
        if score > best_score or (score == best_score and len(placed) < len(best)):
            best, best_score = placed, score
    return best


def harmless(view: dict, seat: int, legal: Sequence[Any]) -> Any:
    """Asked to act out of turn: a ♦ (OUT can only win) or the card that runs last."""
    pc = view["PC"][seat]
    last = (pc - 1) % CELLS
    for a in legal:
        card, addr = a.cards[0]
        if card.suit == "D" and addr == last:
            return a
    for a in legal:
        if a.cards[0][1] == last:
            return a
    return legal[0]


class _Turns(Bot):
    """Plan once per turn, then place the planned cards one by one and run."""

    def __init__(self, game: Any, seat: int, seed: int | None = None, **params: Any):
        super().__init__(game, seat, seed=seed, **params)
        self._turn: int | None = None
        self._todo: list[Placement] = []

    def act(self, view: dict, legal: Sequence[Any]) -> Any:
        if view["phase"] == "placement":
            self._turn = None
            return PASS_PLACE
        if view["current"] != self.seat:
            return harmless(view, self.seat, legal)
        if view["executing"]:
            return STEP
        if self._turn != view["turn"]:
            self._turn, self._todo = view["turn"], list(self.choose(view))
        while self._todo:
            card, addr = self._todo.pop(0)
            if card.code in view["hand"]:
                return SINGLE[card][addr]
        return RUN

    def choose(self, view: dict) -> Sequence[Placement]:
        raise NotImplementedError


class HeuristicBot(_Turns):
    """Fixed patterns: ♦ at PC when R is the target; else an R-setting card then ♦."""

    name = "heuristic"

    def choose(self, view: dict) -> Sequence[Placement]:
        seat = self.seat
        target, r, pc = view["target"], view["R"][seat], view["PC"][seat]
        hand = [_parse(c) for c in view["hand"]]
        sub = view["spade"] == "sub"
        outs = [c for c in hand if c.suit == "D"]
        cell = view["memories"][seat][pc]
        if r == target and cell is not None and cell.endswith("D"):
            return []
        if not outs:
            return []
        if r == target:
            return [(outs[0], pc)]
        for c in hand:
            if c.suit in "SH" and step(c, pc, r, sub)[0] == target:
                return [(c, pc), (outs[0], (pc + 1) % CELLS)]
        return []


class PlannerBot(_Turns):
    """Search over placements: fastest sure hit, else best preparation for the draw."""

    name = "planner"

    def choose(self, view: dict) -> Sequence[Placement]:
        return list(plan(view, self.seat))


BOTS = {"random": RandomBot, "heuristic": HeuristicBot, "planner": PlannerBot}
# three different bots, measurably ordered (docs/bots.md ladder): random < heuristic < planner
LEVELS = {"easy": "random", "normal": "heuristic", "hard": "planner"}
