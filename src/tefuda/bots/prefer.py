"""`prefer:TEXT|TEXT|...`: a fixed policy written as action texts (any game)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tefuda.bots.base import Bot


class PreferBot(Bot):
    """A fixed policy written as action texts: take the first legal action whose text
    equals (or starts with) one of the preferences, in the order given; otherwise a
    uniformly random legal action. Game-agnostic: it reads only the legal actions and,
    for conditional preferences, top-level fields of its own view.

    A preference `KEY=VALUE?TEXT` (conditions joined by `&`) applies only when
    `str(view[KEY]) == VALUE`. Example (a solitaire with start places and a token):
    `prefer:start 2|start 5|token=1?stay|move`
    starts on place 2 when allowed, else 5; after a lower sword it stays on place 1 and
    moves elsewhere; it draws otherwise (the only choice)."""

    name = "prefer"

    def __init__(self, game, seat: int, seed: int | None = None, order: Sequence[str] = (), **params: Any):
        super().__init__(game, seat, seed=seed, **params)
        self.order = []
        for item in order:
            cond, _, text = item.strip().rpartition("?")
            tests = [c.split("=", 1) for c in cond.split("&") if c.strip()] if cond else []
            if text.strip():
                self.order.append(([(k.strip(), v.strip()) for k, v in tests], text.strip()))

    def act(self, view: dict, legal: Sequence) -> Any:
        texts = [str(a) for a in legal]
        for tests, want in self.order:
            if any(str(view.get(k)) != v for k, v in tests):
                continue
            for a, t in zip(legal, texts):
                if t == want:
                    return a
            for a, t in zip(legal, texts):
                if t.startswith(want + " "):
                    return a
        return legal[self.rng.randrange(len(legal))]
