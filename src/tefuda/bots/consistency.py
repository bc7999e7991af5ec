"""Checks of a game's `determinize(view, rng)`, used by tests/bots for every game.

A determinization must (1) show the seat exactly its view and legal actions, (2) be a
playable state, (3) be reproducible from the same RNG stream without touching the view,
and (4) be able to put every hidden card in every hidden place that could hold it. (4)
is checked generically: a card's *place* is its path in `state.to_json()` without the
innermost list index (e.g. `hands/2`, `deck`); the hidden placements are those that
differ between the true state and its `redeal_hidden` copies, and over many samples
determinize must produce each of them.
"""

from __future__ import annotations

import copy
import json
import random
from collections import Counter

from tefuda.core.cards import Card, TarotCard
from tefuda.core.errors import SetupError
from tefuda.core.protocol import CLOCK


def canon(obj) -> str:
    return json.dumps(obj, sort_keys=True, ensure_ascii=False)


def _is_card(text: str) -> bool:
    if not (2 <= len(text) <= 3):
        return False
    for kind in (Card, TarotCard):
        try:
            kind.parse(text)
        except SetupError:
            continue
        return True
    return False


def placements(state) -> Counter:
    """(card code, place) → count, over the full state's JSON — but its display log: what
    the log names is told to its seats (`core.events.visible_log`), and a determinized or
    re-dealt world starts a log of its own."""
    out: Counter = Counter()

    def walk(obj, path: tuple):
        if isinstance(obj, dict):
            for k, v in obj.items():
                walk(v, path + (str(k),))
        elif isinstance(obj, (list, tuple)):
            for i, v in enumerate(obj):
                walk(v, path + (i,))
        elif isinstance(obj, str) and _is_card(obj):
            # the innermost list position is dropped: a place is the hand, not the slot
            if path and isinstance(path[-1], int):
                path = path[:-1]
            out[(obj, "/".join(str(p) for p in path))] += 1

    data = state.to_json()
    if isinstance(data, dict):
        data = {k: v for k, v in data.items() if k != "log"}
    walk(data, ())
    return out


def positions(game, seeds, every: int = 5, limit: int = 12, start=None):
    """(state, seat) pairs sampled along random playouts: a seat to move and one other.
    `start(seed)` makes the first state (default `game.new_state(seed=seed)`)."""
    out = []
    for seed in seeds:
        rng = random.Random(seed)
        state = start(seed) if start is not None else game.new_state(seed=seed)
        step = 0
        taken = 0
        while not state.is_over() and taken < limit:
            seats = [s for s in state.to_move() if s != CLOCK]
            if step % every == 0:
                for seat in sorted({seats[0] if seats else 0, rng.randrange(game.num_players)}):
                    out.append((state.clone(), seat))
                taken += 1
            movers = list(state.to_move())
            seat = movers[0] if len(movers) == 1 else movers[rng.randrange(len(movers))]
            legal = state.legal_actions(seat)
            state.apply(seat, legal[rng.randrange(len(legal))])
            step += 1
    return out


def check_view_consistency(game, state, seat, samples: int, rng: random.Random, playouts: int = 2) -> None:
    """Every determinization shows `seat` exactly its view and legal actions."""
    view = state.view(seat)
    frozen = copy.deepcopy(view)
    text = canon(view)
    legal = [str(a) for a in state.legal_actions(seat)]
    for i in range(samples):
        d = game.determinize(view, rng)
        assert canon(view) == canon(frozen), "determinize changed the view it was given"
        got = canon(d.view(seat))
        assert got == text, f"seat {seat}: determinized view differs from the view:\n{_diff(view, d.view(seat))}"
        assert [str(a) for a in d.legal_actions(seat)] == legal, (
            f"seat {seat}: legal actions differ in a determinization: {legal} vs "
            f"{[str(a) for a in d.legal_actions(seat)]}"
        )
        assert tuple(d.to_move()) == tuple(state.to_move()), "to_move differs in a determinization"
        if i < playouts:
            _play_out(d, rng)
    a = game.determinize(view, random.Random(7))
    b = game.determinize(view, random.Random(7))
    assert canon(a.to_json()) == canon(b.to_json()), "determinize is not reproducible from the same RNG"


def hidden_coverage(game, state, seat, samples: int, rng: random.Random, redeals: int = 20) -> list:
    """Hidden placements no determinization produced (empty when all were reached).

    The hidden placements are those that differ between consistent worlds: the true
    state and `redeals` re-deals by `game.redeal_hidden`. A placement every such world
    shares (a public card, an event log, the original deal record) is not hidden.
    """
    view = state.view(seat)
    worlds = [set(placements(state))]
    worlds += [set(placements(game.redeal_hidden(state, seat, rng))) for _ in range(redeals)]
    hidden = set.union(*worlds) - set.intersection(*worlds)
    produced: set = set()
    for _ in range(samples):
        produced.update(placements(game.determinize(view, rng)))
    return sorted(hidden - produced)


def _play_out(state, rng, max_actions: int = 100_000) -> None:
    n = 0
    while not state.is_over():
        seats = state.to_move()
        players = [s for s in seats if s != CLOCK] or [CLOCK]
        seat = players[rng.randrange(len(players))]
        legal = state.legal_actions(seat)
        assert legal, f"determinized state: seat {seat} to move without legal actions"
        state.apply(seat, legal[rng.randrange(len(legal))])
        n += 1
        assert n < max_actions, "determinized state never ends"


def _diff(a, b, path: str = "") -> str:
    """The first few differing paths of two JSON values, for readable failures."""
    lines: list[str] = []

    def walk(x, y, p):
        if len(lines) >= 8:
            return
        if isinstance(x, dict) and isinstance(y, dict):
            for k in sorted(set(x) | set(y), key=str):
                walk(x.get(k, "<absent>"), y.get(k, "<absent>"), f"{p}/{k}")
        elif isinstance(x, list) and isinstance(y, list) and len(x) == len(y):
            for i, (u, v) in enumerate(zip(x, y)):
                walk(u, v, f"{p}[{i}]")
        elif x != y:
            lines.append(f"  {p or '/'}: view {json.dumps(x)[:120]} != determinized {json.dumps(y)[:120]}")

    walk(a, b, path)
    return "\n".join(lines)
