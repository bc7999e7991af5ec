"""A simulation job: what to play, checked in full before any game starts.

`SimSpec.validate()` builds every rules variant of the sweep and resolves every bot, so a
bad game, bot, option or sweep value is a `SimError` before work begins. `spec.tasks()`
expands the job into `GameTask`s whose seeds depend only on (run seed, game index), never
on how the work is split between workers.
"""

from __future__ import annotations

import hashlib
import itertools
import json
from dataclasses import asdict, dataclass, field

from tefuda.core import i18n
from tefuda.core.errors import OptionError, TefudaError

i18n.register(
    {
        "sim.check": {
            "en": "--check takes a positive number of decisions, not {value}",
            "ja": "--check には正の判断回数を指定してください（{value} は使えません）",
        },
    }
)


class SimError(TefudaError):
    """A simulation job that cannot run as asked (reported before any game is played)."""


def derive_seed(run_seed: int, *parts) -> int:
    """A 63-bit seed from the run seed and a path of names/numbers (stable across Python runs)."""
    text = ":".join(str(p) for p in (run_seed, *parts))
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "big") >> 1


def canon(obj) -> str:
    return json.dumps(obj, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


@dataclass(frozen=True)
class GameTask:
    """One game of a job: everything a worker needs to play it identically anywhere."""

    index: int
    game: str
    options: dict
    seats: tuple[str, ...]  # bot spec per seat
    deal_seed: int  # the state's shuffle (shared by the games of one duplicate deal)
    seed: int  # derives the bots' and the driver's generators
    point: int  # which option point of the sweep
    deal: int  # the deal number within the point
    match: bool = False  # play a whole match (the package's match layer)
    check: int = 0  # check the engine's invariants, views on one decision in `check` (0: off)
    record: bool = False  # the row carries the game's record (`tefuda sim --records DIR`; never stored)


@dataclass
class SimSpec:
    game: str
    games: int = 100
    bots: list[str] = field(default_factory=list)  # lineup; fewer than the seats → cycled
    options: dict = field(default_factory=dict)
    sweep: dict[str, list[str]] = field(default_factory=dict)
    seed: int = 0
    rotate: bool = True
    duplicate: bool = False
    matchups: list[list[str]] = field(default_factory=list)  # ladder: several lineups per point
    match: bool = False  # one row per match (the descriptor's match layer), not per game
    check: int = 0  # check the engine's invariants along every game (same rows); see GameTask

    # --- the identity of a run (what must match to resume it) ------------------------
    def to_json(self) -> dict:
        return asdict(self)

    @classmethod
    def from_json(cls, d: dict) -> SimSpec:
        return cls(**d)

    def key(self) -> str:
        d = self.to_json()
        for name in ("match", "check"):  # files written before the field existed stay resumable
            if not d[name]:
                del d[name]
        return canon(d)

    # --- expansion ------------------------------------------------------------------
    def points(self) -> list[dict]:
        """Option dicts of the sweep (cartesian product, in the order given), base first."""
        names = list(self.sweep)
        out = []
        for values in itertools.product(*(self.sweep[n] for n in names)):
            opts = dict(self.options)
            opts.update(zip(names, values))
            out.append(opts)
        return out

    def validate(self) -> list:
        """Check everything; returns the Game of each point. Raises SimError / OptionError."""
        from tefuda.bots.spec import check_spec
        from tefuda.games import descriptor

        if not isinstance(self.check, int) or isinstance(self.check, bool) or self.check < 0:
            raise SimError("sim.check", value=self.check)
        if not isinstance(self.games, int) or self.games < 1:
            raise SimError("sim.games", games=self.games)
        desc = descriptor(self.game)
        for name, values in self.sweep.items():
            if not values:
                raise SimError("sim.sweep_empty", option=name)
            if name in self.options:
                raise SimError("sim.set_and_swept", option=name)
        if self.match and desc.match is None:
            raise SimError("sim.no_match", game=self.game)
        games = []
        for opts in self.points():
            try:
                g = desc.make_game(opts)
            except OptionError as e:
                swept = {k: opts[k] for k in self.sweep}
                if swept:
                    raise OptionError("sim.sweep_point", error=e, point=canon(swept)) from None
                raise
            games.append(g)
            n = g.num_players
            if self.matchups and self.bots:
                raise SimError("sim.bots_and_matchups")
            for bots in self.matchups or [self.bots]:
                if len(bots) > n:
                    raise SimError("sim.bot_count", given=len(bots), seats=n)
            for lineup in self.lineups(g):
                for seat, spec in enumerate(lineup):
                    check_spec(self.game, spec, g, seat)
        return games

    def lineups(self, game) -> list[list[str]]:
        """The lineup (bot spec per seat) of each matchup at this rules variant."""
        n = game.num_players
        out = []
        for bots in self.matchups or [self.bots]:
            if not bots:
                from tefuda.games import descriptor

                known = descriptor(self.game).bots
                out.append(["heuristic" if "heuristic" in known else "random"] * n)
            else:
                out.append([bots[s % len(bots)] for s in range(n)])  # fewer bots than seats: cycle
        return out

    def tasks(self, games: list | None = None):
        """Every GameTask of the job in index order (point, then matchup, then game)."""
        games = games if games is not None else self.validate()
        index = 0
        for point, g in enumerate(games):
            for lineup in self.lineups(g):
                yield from self._lineup_tasks(point, g, lineup, index)
                index += self.games

    def _lineup_tasks(self, point: int, g, lineup: list[str], index: int):
        n = len(lineup)
        for j in range(self.games):
            # Duplicate: n games (every rotation) share one deal; else each game has its own.
            # Deal seeds ignore the point and matchup: every variant plays the same deals.
            deal = j // n if self.duplicate else j
            shift = j % n if (self.rotate or self.duplicate) else 0
            yield GameTask(
                index=index + j,
                game=self.game,
                options=dict(g.options),
                seats=tuple(lineup[(s + shift) % n] for s in range(n)),
                deal_seed=derive_seed(self.seed, "deal", deal),
                seed=derive_seed(self.seed, "game", index + j),
                point=point,
                deal=deal,
                match=self.match,
                check=self.check,
            )

    @property
    def total(self) -> int:
        return self.games * len(self.points()) * max(1, len(self.matchups))


def parse_sweep(items: list[str] | None) -> dict[str, list[str]]:
    """`["bonus=6,8,10"]` → {"bonus": ["6", "8", "10"]} (the Game converts the text)."""
    out: dict[str, list[str]] = {}
    for item in items or []:
        if "=" not in item:
            raise SimError("sim.sweep_form", item=item)
        name, values = item.split("=", 1)
        name = name.strip()
        if name in out:
            raise SimError("sim.sweep_twice", option=name)
        out[name] = [v.strip() for v in values.split(",") if v.strip()]
        if not out[name]:
            raise SimError("sim.sweep_empty", option=name)
    return out
