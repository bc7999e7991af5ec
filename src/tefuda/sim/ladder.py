"""The level ladder: easy, normal and hard played against each other, with Wilson intervals.

Each pairing (hard–normal, normal–easy, hard–easy) plays N games in duplicate: every
deal is played twice with the two levels' seats swapped, and the seating rotates from
deal to deal. Levels alternate around the table, so with an odd number of players the
two games of a deal seat 3–2 and 2–3. A game counts 1 for the higher level when the mean
return of its seats beats the mean return of the other level's seats, 0 when it is
beaten, 1/2 when equal. A solitaire plays every level on the same deals
and reports each level's win rate instead.

Every game's outcome depends only on (game, options, seed, pairing, index), so the
same command reproduces the same table (decision times aside).
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from tefuda.bots.spec import LEVEL_NAMES, make_bot, make_level_bot
from tefuda.core.errors import OptionError
from tefuda.sim.stats import wilson

PAIRINGS = (("hard", "normal"), ("normal", "easy"), ("hard", "easy"))


def parse_pairing(text: str) -> tuple[str, str]:
    """`"hard-normal"` → ("hard", "normal"): the higher level first, two different levels."""
    hi, sep, lo = text.partition("-")
    if not sep or hi not in LEVEL_NAMES or lo not in LEVEL_NAMES or hi == lo:
        raise OptionError("ladder.pairing", pairing=text, levels=", ".join(LEVEL_NAMES))
    return hi, lo


def _seed(*parts: Any) -> int:
    """A stable 63-bit seed from parts (Python's hash() of str is salted per process)."""
    import hashlib

    h = hashlib.sha256(repr(parts).encode()).digest()
    return int.from_bytes(h[:8], "big") >> 1


class _Timed:
    """Forwards `act` and records each decision's CPU time (one core, even on a busy
    machine; a bot is single-threaded so CPU time is its time to decide when alone)."""

    def __init__(self, bot, times: list):
        self.bot = bot
        self.times = times

    def __getattr__(self, name):
        # everything else is the bot's own (a custom driver may ask e.g. for `react`)
        return getattr(self.bot, name)

    def act(self, view, legal):
        t = time.process_time()
        a = self.bot.act(view, legal)
        if len(legal) > 1:  # forced moves are not decisions
            self.times.append(time.process_time() - t)
        return a


def seating(n: int, i: int) -> list[int]:
    """Game i of a pairing: 1 where the higher level sits, 0 for the lower one."""
    deal, flip = divmod(i, 2)
    rot = deal % n
    labels = []
    for s in range(n):
        pos = (s - rot) % n
        labels.append(int((pos % 2 == 0) != bool(flip)))
    return labels


def make_bot_for(game_name: str, level: str, game, seat: int, seed: int, override: dict | None):
    """The level's bot, or the bot spec given for it in `override` (level → spec)."""
    if not override or level not in override:
        return make_level_bot(game_name, level, game, seat, seed=seed)
    return make_bot(game_name, override[level], game, seat, seed)


def play_one(game_name: str, options: dict, seed: int, hi: str, lo: str, i: int, override: dict | None = None) -> dict:
    """One ladder game: the higher level's score (1, 1/2, 0) and decision times per level."""
    from tefuda.games import descriptor
    from tefuda.sim.play import play_one as play_deal

    desc = descriptor(game_name)
    game = desc.make_game(dict(options))
    n = game.num_players
    labels = seating(n, i) if n > 1 else [1]
    times: dict[str, list[float]] = {hi: [], lo: []}
    bots: list = []  # _Timed wrappers: bots to the driver
    for s in range(n):
        level = hi if labels[s] else lo
        bot = make_bot_for(game_name, level, game, s, _seed(seed, hi, lo, i, s), override)
        bots.append(_Timed(bot, times[level]))
    state = play_deal(desc, game, bots, _seed(seed, "deal", i // 2), _seed(seed, "driver", hi, lo, i))
    rets = [float(r) for r in state.returns()]
    if n == 1:
        score = 1.0 if rets[0] > 0 else 0.0
    else:
        mean_hi = sum(r for r, l in zip(rets, labels) if l) / max(1, sum(labels))
        mean_lo = sum(r for r, l in zip(rets, labels) if not l) / max(1, n - sum(labels))
        score = 1.0 if mean_hi > mean_lo + 1e-9 else 0.0 if mean_lo > mean_hi + 1e-9 else 0.5
    return {"hi": hi, "lo": lo, "i": i, "score": score, "times": times}


@dataclass
class LadderRow:
    hi: str
    lo: str
    games: int = 0
    score: float = 0.0  # games won by `hi` (draws 1/2)

    def interval(self) -> tuple[float, float, float]:
        return wilson(self.score, self.games)

    @property
    def significant(self) -> bool:
        return self.games > 0 and self.interval()[1] > 0.5


@dataclass
class LadderResult:
    game: str
    options: dict
    games: int
    seed: int
    solo: bool
    override: dict = field(default_factory=dict)
    rows: list[LadderRow] = field(default_factory=list)
    times: dict[str, list] = field(default_factory=dict)

    def p95(self, level: str) -> float | None:
        ts = sorted(self.times.get(level, []))
        if not ts:
            return None
        return ts[min(len(ts) - 1, int(0.95 * len(ts)))]

    def to_json(self) -> dict:
        rows = []
        for r in self.rows:
            p, lo, hi = r.interval()
            key = "level" if self.solo else "pairing"
            rows.append(
                {
                    key: r.hi if self.solo else f"{r.hi}-{r.lo}",
                    "games": r.games,
                    "score": r.score,
                    "rate": round(p, 4),
                    "low": round(lo, 4),
                    "high": round(hi, 4),
                    **({} if self.solo else {"significant": r.significant}),
                }
            )
        return {
            "game": self.game,
            "options": self.options,
            "games": self.games,
            "seed": self.seed,
            "override": self.override,
            "rows": rows,
            "p95_s": {lv: self.p95(lv) for lv in LEVEL_NAMES},
        }

    def markdown(self) -> list[str]:
        """Table lines for docs/bots.md and the game READMEs."""
        lines = []
        if self.solo:
            lines.append("| level | games | win rate | 95% CI | p95 decision |")
            lines.append("|---|---:|---:|---|---:|")
            for r in self.rows:
                p, lo, hi = r.interval()
                lines.append(
                    f"| {r.hi} | {r.games} | {100 * p:.1f} % | [{100 * lo:.1f}, {100 * hi:.1f}] "
                    f"| {_ms(self.p95(r.hi))} |"
                )
            return lines
        lines.append("| pairing | games | higher level's score | 95% CI | ordered? |")
        lines.append("|---|---:|---:|---|---|")
        for r in self.rows:
            p, lo, hi = r.interval()
            lines.append(
                f"| {r.hi} vs {r.lo} | {r.games} | {100 * p:.1f} % | [{100 * lo:.1f}, {100 * hi:.1f}] "
                f"| {'yes' if r.significant else 'not significant'} |"
            )
        p95 = ", ".join(f"{lv} {_ms(self.p95(lv))}" for lv in LEVEL_NAMES)
        lines.append("")
        lines.append(f"p95 decision time: {p95}")
        return lines


def _ms(t: float | None) -> str:
    return "-" if t is None else f"{1000 * t:.0f} ms"


def _tasks(solo: bool, games: int, pairings: Sequence[tuple[str, str]]):
    if solo:
        # the same deals for every level: i pairs up with the deal i // 2 * 2 … keep all deals distinct
        return [(lv, lv, i) for lv in LEVEL_NAMES for i in range(0, 2 * games, 2)]
    return [(hi, lo, i) for hi, lo in pairings for i in range(games)]


def run_ladder(
    game_name: str,
    games: int = 100,
    seed: int = 0,
    options: dict | None = None,
    jobs: int = 1,
    pairings: Sequence[tuple[str, str]] = PAIRINGS,
    progress=None,
    override: dict | None = None,
) -> LadderResult:
    """Play the ladder; `jobs` > 1 plays games in that many processes (same results).
    `override` puts other bots in the levels' places (level → "name[:k=v;k=v]")."""
    from tefuda.games import make_game

    if not isinstance(games, int) or games < 2 or games % 2:
        raise OptionError("ladder.games", games=games)
    if not isinstance(jobs, int) or jobs < 1:
        raise OptionError("ladder.jobs", jobs=jobs)
    options = dict(options or {})
    game = make_game(game_name, options)  # bad options fail here, before any game is played
    for level in override or {}:
        if level not in LEVEL_NAMES:
            raise OptionError("bot.level", level=level, known=", ".join(LEVEL_NAMES))
    for level in LEVEL_NAMES:  # and so does a missing level or a bad bot
        make_bot_for(game_name, level, game, 0, 0, override)
    solo = game.num_players == 1
    result = LadderResult(game_name, game.public_options(), games, seed, solo, dict(override or {}))
    tasks = _tasks(solo, games, pairings)
    rows: dict[tuple[str, str], LadderRow] = {}
    for hi, lo, _ in tasks:
        rows.setdefault((hi, lo), LadderRow(hi, lo))
    result.rows = list(rows.values())
    result.times = {lv: [] for lv in LEVEL_NAMES}
    args = [(game_name, options, seed, hi, lo, i, override) for hi, lo, i in tasks]
    if jobs == 1:
        outcomes = (play_one(*a) for a in args)
        _collect(outcomes, rows, result, progress, len(args))
    else:
        import multiprocessing as mp

        with mp.get_context("spawn").Pool(jobs) as pool:
            _collect(pool.imap_unordered(_play_star, args), rows, result, progress, len(args))
    return result


def _play_star(a):
    return play_one(*a)


def _collect(outcomes, rows, result, progress, total) -> None:
    for k, out in enumerate(outcomes, 1):
        row = rows[(out["hi"], out["lo"])]
        row.games += 1
        row.score += out["score"]
        for level, ts in out["times"].items():
            result.times[level].extend(ts)
        if progress is not None:
            progress(k, total)
