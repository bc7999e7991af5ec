"""`tefuda report`: HTML and Markdown balance reports with matplotlib charts from a sim file.

Sections: overview; win rate by player (seat order) and by bot (Wilson 95 % intervals); the first
player's edge; game lengths; the result's score / title / reason distributions (found
generically in the result JSON); an option-sweep comparison when the run swept options;
Bradley–Terry ratings on the Elo scale when several bots played.
"""

from __future__ import annotations

import html
import json
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from tefuda.sim import stats
from tefuda.sim.spec import SimSpec
from tefuda.sim.words import Words


@dataclass
class Section:
    title: str
    text: list[str] = field(default_factory=list)  # paragraphs (plain text)
    table: list[list[str]] | None = None  # first row = header
    images: list[str] = field(default_factory=list)  # file names in the report folder


def _rate(k, n) -> str:
    return stats.fmt_rate(k, n).strip()


def _bins(values, most: int = 40):
    """Shared histogram bins (so points compare bar for bar); integer-aligned for counts."""
    lo, hi = min(values, default=0), max(values, default=1)
    if all(float(v).is_integer() for v in values[:1000]):
        step = max(1, int((hi - lo) // most) + 1)
        return [lo - 0.5 + k * step for k in range(int((hi - lo) // step) + 2)]
    return most


def _plt():
    import matplotlib

    matplotlib.use("Agg")  # files only; never a window
    import matplotlib.pyplot as plt
    from matplotlib import font_manager

    # a game's labels may hold Japanese (an option named with its Japanese term): a
    # Japanese font, where one is installed, draws what the default font has no glyph for
    have = {f.name for f in font_manager.fontManager.ttflist}
    cjk = [f for f in ("Noto Sans CJK JP", "IPAexGothic", "IPAGothic", "TakaoGothic", "Hiragino Sans") if f in have]
    plt.rcParams["font.family"] = ["DejaVu Sans", *cjk]

    return plt


def _save(fig, out: Path, name: str) -> str:
    fig.tight_layout()
    fig.savefig(out / name, dpi=110)
    _plt().close(fig)
    return name


def _rate_bars(ax, labels, pairs, title, baseline=None):
    """Bars of win rates with Wilson 95 % error bars (horizontal when there are many)."""
    rates, lo, hi = [], [], []
    for k, n in pairs:
        p, a, b = stats.wilson(k, n)
        rates.append(100 * p)
        lo.append(max(0.0, 100 * (p - a)))
        hi.append(max(0.0, 100 * (b - p)))
    pos = list(range(len(labels)))
    if len(labels) > 4 or max(map(len, labels)) > 12:
        pos = pos[::-1]  # first label on top
        ax.barh(pos, rates, xerr=[lo, hi], capsize=3, color="#4C72B0")
        ax.set_yticks(pos, labels, fontsize=8)
        ax.set_xlabel("win rate (%)")
        if baseline is not None:
            ax.axvline(100 * baseline, color="grey", linestyle="--", linewidth=1, label="even share")
            ax.legend(loc="lower right", fontsize=8)
        for y, r, h in zip(pos, rates, hi):
            ax.text(r + h + 0.3, y, f"{r:.1f}", va="center", fontsize=7)
    else:
        ax.bar(pos, rates, yerr=[lo, hi], capsize=4, color="#4C72B0")
        ax.set_xticks(pos, labels)
        ax.set_ylabel("win rate (%)")
        if baseline is not None:
            ax.axhline(100 * baseline, color="grey", linestyle="--", linewidth=1, label="even share")
            ax.legend(loc="lower right", fontsize=8)
        for x, r, h in zip(pos, rates, hi):
            ax.text(x, r + h + 0.5, f"{r:.1f}", ha="center", fontsize=8)
    ax.set_title(title)


def _winner_share(rows) -> float:
    n = sum(len(r["seats"]) for r in rows)
    return sum(len(stats.winners(r)) for r in rows) / n if n else 0.0


def winner_share(rows, key: str) -> list[str]:
    """Mean value per seat, mean of the winner's, and the winner's mean share of the total
    (games with one winner and a positive total)."""
    every = [v for r in rows for v in r["result"][key]]
    win, shares = [], []
    for r in rows:
        w = stats.winners(r)
        vals = r["result"][key]
        if len(w) == 1:
            win.append(vals[w[0]])
            if sum(vals) > 0:
                shares.append(vals[w[0]] / sum(vals))
    mean = lambda xs: f"{sum(xs) / len(xs):.1f}" if xs else "-"  # noqa: E731
    return [mean(every), mean(win), f"{100 * sum(shares) / len(shares):.1f} %" if shares else "-"]


def result_fields(rows) -> dict[str, str]:
    """Result keys worth a chart → kind: 'per_seat_num', 'per_seat_cat', 'num', 'cat'."""
    kinds: dict[str, str] = {}
    for r in rows[:200]:
        for k, v in (r.get("result") or {}).items():
            if k in ("winner", "finish_order", "first"):
                continue
            n = len(r["seats"])
            if isinstance(v, list) and len(v) == n and n > 1:
                if all(isinstance(x, (int, float)) and not isinstance(x, bool) for x in v):
                    kinds.setdefault(k, "per_seat_num")
                elif all(isinstance(x, str) for x in v):
                    kinds.setdefault(k, "per_seat_cat")
            elif isinstance(v, bool):
                kinds.setdefault(k, "cat")
            elif isinstance(v, (int, float)):
                kinds.setdefault(k, "num")
            elif isinstance(v, str):
                kinds.setdefault(k, "cat")
    return kinds


def _bots_text(spec: SimSpec, rows, words: Words) -> str:
    """Who played, in words: the default bot, each player's bot, or the matchups."""
    if spec.matchups:
        return "; ".join(" vs ".join(words.bot(b) for b in m) for m in spec.matchups)
    if not spec.bots:
        first = rows[0]["seats"][0] if rows else "?"
        return f"{words.bot(first)} for every player (the default)"
    n = len(rows[0]["seats"]) if rows else len(spec.bots)
    lineup = ", ".join(f"{words.player(s)}: {words.bot(spec.bots[s % len(spec.bots)])}" for s in range(n))
    return lineup + (" in the first game, moved one seat on each game" if spec.rotate or spec.duplicate else "")


def _options_text(spec: SimSpec, rows, words: Words) -> str:
    """The rules variant in words: the options set for the run, then the game's defaults."""
    played = {k: v for k, v in (rows[0]["options"] if rows else spec.options).items() if k not in spec.sweep}
    if not spec.options:
        return f"the game's defaults ({words.options(played)})" if played else "the game's defaults"
    rest = {k: v for k, v in played.items() if k not in spec.options}
    return words.options(spec.options) + (f"; defaults for the rest ({words.options(rest)})" if rest else "")


def _first_player_text(prow, words: Words) -> str | None:
    """The first player's win rate against an even share, the even share said in words."""
    fp = stats.by_first(prow)
    k, n = fp["first"]
    players = len(prow[0]["seats"])
    if not n or players < 2:
        return None
    p, lo, hi = stats.wilson(k, n)
    fair = fp["fair"][0] / n
    draws = sum(1 for r in prow if r.get("first") is not None and not stats.winners(r)) / n
    return (
        f"The player who acted first won {100 * p:.1f} % of the games [95 % interval {100 * lo:.1f}–{100 * hi:.1f}]. "
        f"If moving first did not matter, each of the {players} players would win an even share: "
        f"(100 % − {100 * draws:.1f} % games without a winner) / {players} players = {100 * fair:.1f} %. "
        f"Moving first is worth {100 * (p - fair):+.1f} percentage points."
    )


def build(path: str | Path, out: str | Path, title: str | None = None) -> dict[str, Path]:
    """Write report.html, report.md and the PNGs into `out`; returns their paths."""
    from tefuda.sim.store import load_rows

    meta, rows = load_rows(path)
    spec = SimSpec.from_json(json.loads(meta["spec"]))
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    plt = _plt()
    words = Words(spec.game)
    title = title or f"tefuda report — {words.title()}"
    sections: list[Section] = []
    points = stats.by_point(rows)
    swept = list(spec.sweep)

    # --- overview ----------------------------------------------------------------------
    total = meta.get("total")
    ov = Section("Run")
    ov.text.append(
        f"{len(rows)} games of {words.title()}"
        + (f" (of {total} planned)" if total and int(total) != len(rows) else "")
        + "."
    )
    ov.table = [
        ["setting", "value"],
        ["seed", str(spec.seed)],
        ["games per point", str(spec.games)],
        ["options", _options_text(spec, rows, words)],
        [
            "sweep",
            "; ".join(f"{words.label(k)}: {', '.join(words.value(k, v) for v in vs)}" for k, vs in spec.sweep.items())
            or "-",
        ],
        ["bots", _bots_text(spec, rows, words)],
        ["seat rotation", "yes: each bot sits in every seat in turn" if spec.rotate else "no"],
        ["duplicate deals", "yes" if spec.duplicate else "no"],
        ["mean seconds per game", f"{sum(r['duration'] for r in rows) / max(1, len(rows)):.4f}"],
    ]
    sections.append(ov)

    # --- win rates per point -----------------------------------------------------------
    for pi, prow in points.items():
        label = words.point(prow[0]["options"], swept)
        sec = Section(f"Win rates — {label}")
        seats = stats.by_seat(prow)
        bots = stats.by_bot(prow)
        share = _winner_share(prow)
        charts = []
        if len(seats) > 1:
            charts.append(([words.player(s) for s in seats], list(seats.values()), "by player (seat order)"))
        if len(bots) > 1 or not charts:
            charts.append((list(bots), list(bots.values()), "by bot" if len(bots) > 1 else "win rate"))
        tall = max(len(c[0]) for c in charts) > 4
        fig, axes = plt.subplots(
            1,
            len(charts),
            figsize=(5.5 * len(charts) + (3 if tall else 0), max(3.6, 0.35 * max(len(c[0]) for c in charts) + 1)),
            squeeze=False,
        )
        for ax, (labels, pairs, name) in zip(axes[0], charts):
            _rate_bars(ax, labels, pairs, name, share if len(seats) > 1 else None)
        sec.images.append(_save(fig, out, f"winrate_p{pi}.png"))
        sec.table = [["who", "wins", "games", "win rate [95 % Wilson]"]]
        sec.table += [[words.player(s), str(k), str(n), _rate(k, n)] for s, (k, n) in seats.items()]
        if len(bots) > 1:
            sec.table += [[words.bot(b), str(k), str(n), _rate(k, n)] for b, (k, n) in bots.items()]
        first = _first_player_text(prow, words)
        if first:
            sec.text.append(first)
        sections.append(sec)

    # --- game lengths ------------------------------------------------------------------
    sec = Section("Game length (actions per game)")
    fig, ax = plt.subplots(figsize=(7, 3.6))
    bins = _bins([r["actions"] for r in rows])
    for pi, prow in points.items():
        ax.hist(
            [r["actions"] for r in prow],
            bins=bins,
            histtype="step",
            linewidth=1.5,
            label=words.point(prow[0]["options"], swept),
        )
    ax.set_xlabel("actions")
    ax.set_ylabel("games")
    if len(points) > 1:
        ax.legend(fontsize=8)
    sec.images.append(_save(fig, out, "lengths.png"))
    sec.table = [["point", "mean", "median", "min", "max"]]
    for pi, prow in points.items():
        a = sorted(r["actions"] for r in prow)
        sec.table.append(
            [
                words.point(prow[0]["options"], swept),
                f"{sum(a) / len(a):.1f}",
                str(a[len(a) // 2]),
                str(a[0]),
                str(a[-1]),
            ]
        )
    sections.append(sec)

    # --- result fields -----------------------------------------------------------------
    for key, kind in result_fields(rows).items():
        sec = Section(f"Result: {key}")
        fig, ax = plt.subplots(figsize=(7, 3.6))
        if kind == "per_seat_num":
            bins = _bins([v for r in rows for v in r["result"][key]])
            for pi, prow in points.items():
                win_vals, all_vals = [], []
                for r in prow:
                    v = r["result"][key]
                    all_vals += v
                    win_vals += [v[s] for s in stats.winners(r)]
                lab = words.point(prow[0]["options"], swept)
                ax.hist(all_vals, bins=bins, histtype="step", linewidth=1.5, label=f"every player ({lab})")
                if win_vals:
                    ax.hist(win_vals, bins=bins, histtype="step", linestyle="--", label=f"winner ({lab})")
            ax.set_xlabel(key)
            ax.set_ylabel("count")
            ax.legend(fontsize=7)
            sec.table = [
                ["point", f"mean {key} (every player)", f"mean {key} (winner)", f"winner's share of the total {key}"]
            ]
            for pi, prow in points.items():
                sec.table.append([words.point(prow[0]["options"], swept), *winner_share(prow, key)])
        elif kind == "per_seat_cat":
            counts: dict[int, Counter] = defaultdict(Counter)
            for r in rows:
                for s, v in enumerate(r["result"][key]):
                    counts[s][v] += 1
            cats = words.in_order(key, {c for cn in counts.values() for c in cn})
            bottom = [0] * len(counts)
            for c in cats:
                vals = [counts[s][c] for s in sorted(counts)]
                ax.bar([words.player(s) for s in sorted(counts)], vals, bottom=bottom, label=words.result_value(key, c))
                bottom = [b + v for b, v in zip(bottom, vals)]
            ax.set_ylabel("games")
            ax.legend(fontsize=7)
            sec.table = [["player", *(words.result_value(key, c) for c in cats)]]
            sec.table += [[words.player(s), *(str(counts[s][c]) for c in cats)] for s in sorted(counts)]
            per_bot: dict[str, Counter] = defaultdict(Counter)
            for r in rows:
                for b, v in zip(r["seats"], r["result"][key]):
                    per_bot[b][v] += 1
            if len(per_bot) > 1:  # the same counts by bot (where each bot sat)
                sec.table += [[f"bot {b}", *(str(per_bot[b][c]) for c in cats)] for b in sorted(per_bot)]
        elif kind == "num":
            bins = _bins([r["result"][key] for r in rows if key in r["result"]])
            for pi, prow in points.items():
                ax.hist(
                    [r["result"][key] for r in prow if key in r["result"]],
                    bins=bins,
                    histtype="step",
                    linewidth=1.5,
                    label=words.point(prow[0]["options"], swept),
                )
            ax.set_xlabel(key)
            ax.legend(fontsize=7)
        else:
            cn = Counter(str(r["result"].get(key)) for r in rows)
            values = [v for v, _ in cn.most_common()]
            per = {pi: Counter(str(r["result"].get(key)) for r in prow) for pi, prow in points.items()}
            width = 0.8 / len(points)
            for j, (pi, c) in enumerate(per.items()):
                ax.bar(
                    [i + j * width for i in range(len(values))],
                    [100 * c[v] / len(points[pi]) for v in values],
                    width=width,
                    label=words.point(points[pi][0]["options"], swept),
                )
            ax.set_xticks(
                [i + 0.4 - width / 2 for i in range(len(values))], [words.result_value(key, v) for v in values]
            )
            ax.set_ylabel("share of games (%)")
            if len(points) > 1:
                ax.legend(fontsize=7)
            sec.table = [["value", *(words.point(points[pi][0]["options"], swept) for pi in per)]]
            sec.table += [
                [
                    words.result_value(key, v),
                    *(f"{100 * c[v] / len(points[pi]):.1f} % ({c[v]})" for pi, c in per.items()),
                ]
                for v in values
            ]
        ax.set_title(key)
        sec.images.append(_save(fig, out, f"result_{key}.png"))
        sections.append(sec)

    # --- sweep comparison ----------------------------------------------------------------
    if len(points) > 1:
        sec = Section("Option sweep")
        labels = [words.point(prow[0]["options"], swept) for prow in points.values()]
        fig, ax = plt.subplots(figsize=(9 if len(stats.by_bot(rows)) > 4 else 7, 3.8))
        nseats = max(len(prow[0]["seats"]) for prow in points.values())
        all_bots = list(stats.by_bot(rows))
        # lines per bot when several bots play (matchups, ladders), else per seat
        series = (
            [(b, lambda prow, b=b: stats.by_bot(prow).get(b, [0, 0])) for b in all_bots]
            if len(all_bots) > 1
            else [(words.player(s), lambda prow, s=s: stats.by_seat(prow).get(s, [0, 0])) for s in range(nseats)]
        )
        for name, count in series:
            ys, err_lo, err_hi = [], [], []
            for prow in points.values():
                k, n = count(prow)
                p, lo, hi = stats.wilson(k, n)
                ys.append(100 * p)
                err_lo.append(max(0.0, 100 * (p - lo)))
                err_hi.append(max(0.0, 100 * (hi - p)))
            ax.errorbar(range(len(labels)), ys, yerr=[err_lo, err_hi], marker="o", capsize=3, label=name)
        fps = []
        for prow in points.values():
            fp = stats.by_first(prow)
            fps.append(fp)
        if all(fp["first"][1] for fp in fps) and nseats > 1:
            ws = [stats.wilson(*fp["first"]) for fp in fps]
            ax.errorbar(
                range(len(labels)),
                [100 * p for p, _, _ in ws],
                yerr=[[max(0.0, 100 * (p - lo)) for p, lo, _ in ws], [max(0.0, 100 * (hi - p)) for p, _, hi in ws]],
                fmt="k--",
                marker="s",
                capsize=3,
                label="first player",
            )
            ax.plot(
                range(len(labels)),
                [100 * fp["fair"][0] / fp["first"][1] for fp in fps],
                color="grey",
                linestyle=":",
                label="even share",
            )
        ax.set_xticks(range(len(labels)), labels, rotation=20, ha="right")
        ax.set_ylabel("win rate (%)")
        ax.legend(fontsize=6, loc="center left", bbox_to_anchor=(1.01, 0.5))
        sec.images.append(_save(fig, out, "sweep.png"))
        sec.table = [
            ["point", "games", "mean actions", "first-player win rate", "even share: (100 % − draws) / players"]
        ]
        for lab, prow, fp in zip(labels, points.values(), fps):
            k, n = fp["first"]
            sec.table.append(
                [
                    lab,
                    str(len(prow)),
                    f"{sum(r['actions'] for r in prow) / len(prow):.1f}",
                    _rate(k, n) if n else "-",
                    f"{100 * fp['fair'][0] / n:.1f} %" if n else "-",
                ]
            )
        sections.append(sec)

    # --- ratings -----------------------------------------------------------------------
    bots_all = stats.by_bot(rows)
    if len(bots_all) > 1 and any(len(set(r["seats"])) > 1 for r in rows):
        sec = Section("Ratings (Bradley–Terry, Elo scale)")
        elo = stats.elo_ratings(rows)
        fig, ax = plt.subplots(figsize=(6, 0.5 + 0.45 * len(elo)))
        names = list(elo)[::-1]
        ax.barh(names, [elo[b] - 1500 for b in names], left=1500, color="#55A868")
        ax.axvline(1500, color="grey", linewidth=1)
        ax.set_xlabel("rating")
        sec.images.append(_save(fig, out, "ratings.png"))
        pw = stats.pairwise(rows)
        sec.text.append(
            "Every pair of seats with different bots in a game counts as one pairwise result "
            "(higher return wins, equal draws); ratings are the maximum-likelihood "
            "Bradley–Terry strengths, 400·log10 scale, mean 1500."
        )
        sec.table = [["bot", "rating", "win rate (seat-games)"]] + [
            [b, f"{v:.0f}", _rate(*bots_all[b])] for b, v in elo.items()
        ]
        sec.table += [["pair", "score", "games"]] + [
            [f"{a} vs {b}", f"{s:.1f}", str(n)] for (a, b), (s, n) in sorted(pw.items())
        ]
        sections.append(sec)

    paths = {"html": out / "report.html", "md": out / "report.md"}
    paths["html"].write_text(render_html(title, sections, str(path)), encoding="utf-8")
    paths["md"].write_text(render_md(title, sections, str(path)), encoding="utf-8")
    return paths


def render_md(title: str, sections: list[Section], source: str) -> str:
    lines = [f"# {title}", "", f"Source: `{source}`", ""]
    for s in sections:
        lines += [f"## {s.title}", ""]
        for t in s.text:
            lines += [t, ""]
        for img in s.images:
            lines += [f"![{s.title}]({img})", ""]
        if s.table:
            lines.append("| " + " | ".join(s.table[0]) + " |")
            lines.append("|" + "---|" * len(s.table[0]))
            for row in s.table[1:]:
                lines.append("| " + " | ".join(c.replace("|", "\\|") for c in row) + " |")
            lines.append("")
    return "\n".join(lines)


def render_html(title: str, sections: list[Section], source: str) -> str:
    e = html.escape
    parts = [
        f"<!doctype html><html lang='en'><head><meta charset='utf-8'><title>{e(title)}</title>",
        "<style>body{font-family:system-ui,sans-serif;max-width:980px;margin:2em auto;padding:0 1em;color:#222}"
        "table{border-collapse:collapse;margin:.6em 0}td,th{border:1px solid #ccc;padding:.25em .6em;"
        "text-align:left;font-variant-numeric:tabular-nums}th{background:#f3f3f3}img{max-width:100%}"
        "section{margin-bottom:2em}</style></head><body>",
        f"<h1>{e(title)}</h1><p>Source: <code>{e(source)}</code></p>",
    ]
    for s in sections:
        parts.append(f"<section><h2>{e(s.title)}</h2>")
        parts += [f"<p>{e(t)}</p>" for t in s.text]
        parts += [f"<img src='{e(img)}' alt='{e(s.title)}'>" for img in s.images]
        if s.table:
            parts.append("<table><tr>" + "".join(f"<th>{e(c)}</th>" for c in s.table[0]) + "</tr>")
            for row in s.table[1:]:
                parts.append("<tr>" + "".join(f"<td>{e(c)}</td>" for c in row) + "</tr>")
            parts.append("</table>")
        parts.append("</section>")
    parts.append("</body></html>")
    return "\n".join(parts)
