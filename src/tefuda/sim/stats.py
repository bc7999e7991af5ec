"""Statistics over sim rows: who won, Wilson intervals, tables by seat / bot / option point,
and Bradley–Terry (Elo-scale) ratings for a bot ladder."""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Iterable


def winners(row: dict) -> list[int]:
    """Winning seats of one game from its record result (per DESIGN.md), else from returns.
    Empty for a draw / no winner; a solitaire game has [0] when it is won."""
    res = row.get("result") or {}
    if "winner" in res:
        return [] if res["winner"] is None else [int(res["winner"])]
    if "win" in res:  # a solitaire: won or lost
        return [0] if res["win"] else []
    if res.get("finish_order"):  # a climbing game: the first one out
        return [int(res["finish_order"][0])]
    rets = row["returns"]
    if len(rets) == 1:
        return [0] if rets[0] > 0 else []
    best = max(rets)
    top = [s for s, r in enumerate(rets) if r == best]
    return top if len(top) == 1 else []


def wilson(k: float, n: int, z: float = 1.96) -> tuple[float, float, float]:
    """(rate, low, high): the Wilson score interval of k successes in n trials."""
    if n == 0:
        return (float("nan"), 0.0, 1.0)
    p = k / n
    den = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return (p, max(0.0, mid - half), min(1.0, mid + half))


def fmt_rate(k: float, n: int) -> str:
    p, lo, hi = wilson(k, n)
    return f"{100 * p:5.1f} % [{100 * lo:.1f}, {100 * hi:.1f}]" if n else "-"


def by_seat(rows: Iterable[dict]) -> dict[int, list]:
    """seat → [wins, games]."""
    out: dict[int, list] = defaultdict(lambda: [0, 0])
    for r in rows:
        w = winners(r)
        for s in range(len(r["seats"])):
            out[s][1] += 1
            out[s][0] += s in w
    return dict(sorted(out.items()))


def by_bot(rows: Iterable[dict]) -> dict[str, list]:
    """bot spec → [wins, seat-games] (a bot sitting twice in a game counts twice)."""
    out: dict[str, list] = defaultdict(lambda: [0, 0])
    for r in rows:
        w = winners(r)
        for s, b in enumerate(r["seats"]):
            out[b][1] += 1
            out[b][0] += s in w
    return dict(sorted(out.items()))


def mean_return_by_bot(rows: Iterable[dict]) -> dict[str, float]:
    """bot spec → its mean return per seat-game (`state.returns()`: e.g. a finishing place
    as (n − place) / (n − 1), so 1 is always first and 0 always last)."""
    total: dict[str, list] = defaultdict(lambda: [0.0, 0])
    for r in rows:
        for s, b in enumerate(r["seats"]):
            total[b][0] += float(r["returns"][s])
            total[b][1] += 1
    return {b: t / n for b, (t, n) in sorted(total.items())}


def by_lineup(rows: Iterable[dict]) -> dict[tuple[str, ...], list[dict]]:
    """Rows grouped by the bots that sat at the table (seat order aside: lineups rotate),
    so each matchup of a ladder-style job reads on its own."""
    out: dict[tuple[str, ...], list[dict]] = defaultdict(list)
    for r in rows:
        out[tuple(sorted(set(r["seats"])))].append(r)
    return dict(out)


def by_point(rows: Iterable[dict]) -> dict[int, list[dict]]:
    out: dict[int, list[dict]] = defaultdict(list)
    for r in rows:
        out[r["point"]].append(r)
    return dict(sorted(out.items()))


def by_first(rows: Iterable[dict]) -> dict[str, list]:
    """The first player's edge: [wins of the seat that acted first, games] under "first",
    and under "fair" what a seat picked at random would win (winners / players, summed),
    so the edge is first/n - fair/n (draws leave both lower alike)."""
    k = n = 0
    fair = 0.0
    for r in rows:
        if r.get("first") is None:
            continue
        n += 1
        k += r["first"] in winners(r)
        fair += len(winners(r)) / len(r["seats"])
    return {"first": [k, n], "fair": [fair, n]}


def pairwise_counts(rows: Iterable[dict]) -> dict[tuple[str, str], list[int]]:
    """(a, b) → [wins of a, draws, wins of b], a < b: every pair of seats with different
    bots meets once per game; the higher return wins, equal returns draw."""
    out: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0, 0])
    for r in rows:
        rets, seats = r["returns"], r["seats"]
        for i in range(len(seats)):
            for j in range(i + 1, len(seats)):
                a, b = seats[i], seats[j]
                if a == b:
                    continue
                k = 0 if rets[i] > rets[j] else 2 if rets[i] < rets[j] else 1
                if a > b:
                    a, b, k = b, a, 2 - k
                out[(a, b)][k] += 1
    return dict(out)


def pairwise(rows: Iterable[dict]) -> dict[tuple[str, str], list]:
    """(a, b) → [score of a against b, games]: a win 1, a draw 0.5 (`pairwise_counts`)."""
    return {ab: [w + d / 2, w + d + lost] for ab, (w, d, lost) in pairwise_counts(rows).items()}


def first_seats(rows: Iterable[dict]) -> dict[int, int]:
    """seat → how many games its player acted first in (games with a first action)."""
    out: dict[int, int] = defaultdict(int)
    for r in rows:
        if r.get("first") is not None:
            out[int(r["first"])] += 1
    return dict(sorted(out.items()))


def elo_ratings(rows: Iterable[dict], iters: int = 2000, anchor: str | None = None) -> dict[str, float]:
    """Bradley–Terry maximum likelihood on pairwise results, on the Elo scale (400 log10),
    mean 1500 (or `anchor` at 1500). Independent of game order, unlike incremental Elo.
    A tiny prior (one draw against the field average) keeps unbeaten bots finite."""
    pairs = pairwise(rows)
    bots = sorted({b for ab in pairs for b in ab})
    if len(bots) < 2:
        return {b: 1500.0 for b in bots}
    strength = {b: 1.0 for b in bots}
    wins = defaultdict(float)
    games: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    for (a, b), (s, n) in pairs.items():
        wins[a] += s
        wins[b] += n - s
        games[a][b] += n
        games[b][a] += n
    for _ in range(iters):  # the MM algorithm (Hunter 2004)
        new = {}
        for b in bots:
            den = sum(n / (strength[b] + strength[o]) for o, n in games[b].items()) + 1.0 / (strength[b] + 1.0)
            new[b] = (wins[b] + 0.5) / den
        g = math.exp(sum(math.log(v) for v in new.values()) / len(new))
        delta = max(abs(new[b] / g - strength[b]) for b in bots)
        strength = {b: v / g for b, v in new.items()}
        if delta < 1e-10:
            break
    elo = {b: 400 * math.log10(v) for b, v in strength.items()}
    shift = 1500 - (elo[anchor] if anchor in elo else sum(elo.values()) / len(elo))
    return {b: round(v + shift, 1) for b, v in sorted(elo.items(), key=lambda kv: -kv[1])}
