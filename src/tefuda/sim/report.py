"""`tefuda report`: HTML and Markdown balance reports with matplotlib charts from a sim file.

Sections: overview; win rate by player (seat order) and by bot (Wilson 95 % intervals); the first
player's edge; game lengths; the result's score / title / reason distributions (found
generically in the result JSON); an option-sweep comparison when the run swept options;
Bradley–Terry ratings on the Elo scale when several bots played. Every word a reader sees
comes from the message catalog in the report's language (`lang`: en or ja).
"""

from __future__ import annotations

import html
import json
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from tefuda.core.i18n import translate
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


def _rate_bars(ax, labels, pairs, title, words: Words, baseline=None):
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
        ax.set_xlabel(words.say("sim.report.win_rate_pct"))
        if baseline is not None:
            ax.axvline(
                100 * baseline, color="grey", linestyle="--", linewidth=1, label=words.say("sim.report.even_share")
            )
            ax.legend(loc="lower right", fontsize=8)
        for y, r, h in zip(pos, rates, hi):
            ax.text(r + h + 0.3, y, f"{r:.1f}", va="center", fontsize=7)
    else:
        ax.bar(pos, rates, yerr=[lo, hi], capsize=4, color="#4C72B0")
        ax.set_xticks(pos, labels)
        ax.set_ylabel(words.say("sim.report.win_rate_pct"))
        if baseline is not None:
            ax.axhline(
                100 * baseline, color="grey", linestyle="--", linewidth=1, label=words.say("sim.report.even_share")
            )
            ax.legend(loc="lower right", fontsize=8)
        for x, r, h in zip(pos, rates, hi):
            ax.text(x, r + h + 0.5, f"{r:.1f}", ha="center", fontsize=8)
    ax.set_title(title)


def _cat(value):
    """A category value to count: a truth value kept as one (it reads yes / no), else its text."""
    return value if isinstance(value, bool) else str(value)


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
        return words.say("sim.report.matchup_sep").join(
            _versus([words.bot(b) for b in m], words) for m in spec.matchups
        )
    if not spec.bots:
        first = rows[0]["seats"][0] if rows else "?"
        return words.say("sim.report.bot_everyone", bot=words.bot(first))
    n = len(rows[0]["seats"]) if rows else len(spec.bots)
    lineup = words.say("sim.words.sep").join(
        words.say("sim.words.seat_bot", player=words.player(s), bot=words.bot(spec.bots[s % len(spec.bots)]))
        for s in range(n)
    )
    return words.say("sim.report.bots_rotated", lineup=lineup) if spec.rotate or spec.duplicate else lineup


def _versus(names: list[str], words: Words) -> str:
    """`random vs easy vs hard`."""
    said = names[0] if names else ""
    for name in names[1:]:
        said = words.say("sim.words.vs", a=said, b=name)
    return said


def _options_text(spec: SimSpec, rows, words: Words) -> str:
    """The rules variant in words: the options set for the run, then the game's defaults."""
    played = {k: v for k, v in (rows[0]["options"] if rows else spec.options).items() if k not in spec.sweep}
    if not spec.options:
        return (
            words.say("sim.report.defaults_are", options=words.options(played))
            if played
            else words.say("sim.report.defaults")
        )
    rest = {k: v for k, v in played.items() if k not in spec.options}
    return words.options(spec.options) + (
        words.say("sim.report.defaults_rest", options=words.options(rest)) if rest else ""
    )


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
    return words.say(
        "sim.report.first_player",
        p=f"{100 * p:.1f}",
        lo=f"{100 * lo:.1f}",
        hi=f"{100 * hi:.1f}",
        players=players,
        draws=f"{100 * draws:.1f}",
        fair=f"{100 * fair:.1f}",
        edge=f"{100 * (p - fair):+.1f}",
    )


def build(path: str | Path, out: str | Path, title: str | None = None, lang: str = "en") -> dict[str, Path]:
    """Write report.html, report.md and the PNGs into `out`, in `lang`; returns their paths."""
    from tefuda.sim.store import load_rows

    meta, rows = load_rows(path)
    spec = SimSpec.from_json(json.loads(meta["spec"]))
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    plt = _plt()
    words = Words(spec.game, lang)
    rows = words.as_reported(rows)
    say = words.say
    title = title or say("sim.report.title", title=words.title())
    sections: list[Section] = []
    points = stats.by_point(rows)
    swept = list(spec.sweep)

    # --- overview ----------------------------------------------------------------------
    total = meta.get("total")
    ov = Section(say("sim.report.run"))
    ov.text.append(
        say("sim.report.run_games_of", n=len(rows), total=total, title=words.title())
        if total and int(total) != len(rows)
        else say("sim.report.run_games", n=len(rows), title=words.title())
    )
    ov.table = [
        [say("sim.report.setting"), say("sim.report.value")],
        [say("sim.report.seed"), str(spec.seed)],
        [say("sim.report.games_per_point"), str(spec.games)],
        [say("sim.report.options"), _options_text(spec, rows, words)],
        [
            say("sim.report.sweep"),
            say("sim.report.matchup_sep").join(
                say(
                    "sim.words.option",
                    label=words.label(k),
                    value=say("sim.words.sep").join(words.value(k, v) for v in vs),
                )
                for k, vs in spec.sweep.items()
            )
            or "-",
        ],
        [say("sim.report.bots"), _bots_text(spec, rows, words)],
        [say("sim.report.rotation"), say("sim.report.rotation_yes") if spec.rotate else say("sim.report.no")],
        [say("sim.report.duplicate"), say("sim.report.yes") if spec.duplicate else say("sim.report.no")],
        [say("sim.report.seconds"), f"{sum(r['duration'] for r in rows) / max(1, len(rows)):.4f}"],
    ]
    sections.append(ov)

    # --- win rates per point -----------------------------------------------------------
    for pi, prow in points.items():
        label = words.point(prow[0]["options"], swept)
        sec = Section(say("sim.report.win_rates", point=label))
        seats = stats.by_seat(prow)
        bots = stats.by_bot(prow)
        share = _winner_share(prow)
        charts = []
        if len(seats) > 1:
            charts.append(([words.player(s) for s in seats], list(seats.values()), say("sim.report.by_player")))
        if len(bots) > 1 or not charts:
            charts.append(
                (list(bots), list(bots.values()), say("sim.report.by_bot" if len(bots) > 1 else "sim.report.win_rate"))
            )
        tall = max(len(c[0]) for c in charts) > 4
        fig, axes = plt.subplots(
            1,
            len(charts),
            figsize=(5.5 * len(charts) + (3 if tall else 0), max(3.6, 0.35 * max(len(c[0]) for c in charts) + 1)),
            squeeze=False,
        )
        for ax, (labels, pairs, name) in zip(axes[0], charts):
            _rate_bars(ax, labels, pairs, name, words, share if len(seats) > 1 else None)
        sec.images.append(_save(fig, out, f"winrate_p{pi}.png"))
        sec.table = [[say(f"sim.report.{k}") for k in ("who", "wins", "games", "win_rate_wilson")]]
        sec.table += [[words.player(s), str(k), str(n), _rate(k, n)] for s, (k, n) in seats.items()]
        if len(bots) > 1:
            sec.table += [[words.bot(b), str(k), str(n), _rate(k, n)] for b, (k, n) in bots.items()]
        first = _first_player_text(prow, words)
        if first:
            sec.text.append(first)
        sections.append(sec)

    # --- game lengths ------------------------------------------------------------------
    sec = Section(say("sim.report.lengths"))
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
    ax.set_xlabel(say("sim.report.actions"))
    ax.set_ylabel(say("sim.report.games"))
    if len(points) > 1:
        ax.legend(fontsize=8)
    sec.images.append(_save(fig, out, "lengths.png"))
    sec.table = [[say(f"sim.report.{k}") for k in ("point", "mean", "median", "min", "max")]]
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
        name = words.result_name(key)
        sec = Section(say("sim.report.result", name=name))
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
                every = say("sim.report.every_player", point=lab)
                ax.hist(all_vals, bins=bins, histtype="step", linewidth=1.5, label=every)
                if win_vals:
                    winner = say("sim.report.winner", point=lab)
                    ax.hist(win_vals, bins=bins, histtype="step", linestyle="--", label=winner)
            ax.set_xlabel(name)
            ax.set_ylabel(say("sim.report.count"))
            ax.legend(fontsize=7)
            sec.table = [
                [say(f"sim.report.{k}", name=name) for k in ("point", "mean_every", "mean_winner", "winner_share")]
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
            ax.set_ylabel(say("sim.report.games"))
            ax.legend(fontsize=7)
            sec.table = [[say("sim.report.player"), *(words.result_value(key, c) for c in cats)]]
            sec.table += [[words.player(s), *(str(counts[s][c]) for c in cats)] for s in sorted(counts)]
            per_bot: dict[str, Counter] = defaultdict(Counter)
            for r in rows:
                for b, v in zip(r["seats"], r["result"][key]):
                    per_bot[b][v] += 1
            if len(per_bot) > 1:  # the same counts by bot (where each bot sat)
                sec.table += [
                    [say("sim.report.bot_named", bot=b), *(str(per_bot[b][c]) for c in cats)] for b in sorted(per_bot)
                ]
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
            ax.set_xlabel(name)
            ax.legend(fontsize=7)
        else:
            # the values as stored (a truth value reads yes / no), counted by their text
            cn = Counter(_cat(r["result"].get(key)) for r in rows)
            values = [v for v, _ in cn.most_common()]
            per = {pi: Counter(_cat(r["result"].get(key)) for r in prow) for pi, prow in points.items()}
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
            ax.set_ylabel(say("sim.report.share_pct"))
            if len(points) > 1:
                ax.legend(fontsize=7)
            sec.table = [[say("sim.report.value"), *(words.point(points[pi][0]["options"], swept) for pi in per)]]
            sec.table += [
                [
                    words.result_value(key, v),
                    *(f"{100 * c[v] / len(points[pi]):.1f} % ({c[v]})" for pi, c in per.items()),
                ]
                for v in values
            ]
        ax.set_title(name)
        sec.images.append(_save(fig, out, f"result_{key}.png"))
        sections.append(sec)

    # --- sweep comparison ----------------------------------------------------------------
    if len(points) > 1:
        sec = Section(say("sim.report.sweep_title"))
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
                label=say("sim.report.first"),
            )
            ax.plot(
                range(len(labels)),
                [100 * fp["fair"][0] / fp["first"][1] for fp in fps],
                color="grey",
                linestyle=":",
                label=say("sim.report.even_share"),
            )
        ax.set_xticks(range(len(labels)), labels, rotation=20, ha="right")
        ax.set_ylabel(say("sim.report.win_rate_pct"))
        ax.legend(fontsize=6, loc="center left", bbox_to_anchor=(1.01, 0.5))
        sec.images.append(_save(fig, out, "sweep.png"))
        sec.table = [
            [say(f"sim.report.{k}") for k in ("point", "games", "mean_actions", "first_rate", "even_share_formula")]
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
        sec = Section(say("sim.report.ratings"))
        elo = stats.elo_ratings(rows)
        fig, ax = plt.subplots(figsize=(6, 0.5 + 0.45 * len(elo)))
        names = list(elo)[::-1]
        ax.barh(names, [elo[b] - 1500 for b in names], left=1500, color="#55A868")
        ax.axvline(1500, color="grey", linewidth=1)
        ax.set_xlabel(say("sim.report.rating"))
        sec.images.append(_save(fig, out, "ratings.png"))
        pw = stats.pairwise(rows)
        sec.text.append(say("sim.report.ratings_text"))
        sec.table = [[say("sim.report.bot"), say("sim.report.rating"), say("sim.report.seat_games")]] + [
            [b, f"{v:.0f}", _rate(*bots_all[b])] for b, v in elo.items()
        ]
        sec.table += [[say("sim.report.pair"), say("sim.report.score"), say("sim.report.games")]] + [
            [_versus([a, b], words), f"{s:.1f}", str(n)] for (a, b), (s, n) in sorted(pw.items())
        ]
        sections.append(sec)

    paths = {"html": out / "report.html", "md": out / "report.md"}
    paths["html"].write_text(render_html(title, sections, str(path), lang), encoding="utf-8")
    paths["md"].write_text(render_md(title, sections, str(path), lang), encoding="utf-8")
    return paths


def render_md(title: str, sections: list[Section], source: str, lang: str = "en") -> str:
    lines = [f"# {title}", "", f"{translate('sim.report.source', lang)} `{source}`", ""]
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


def render_html(title: str, sections: list[Section], source: str, lang: str = "en") -> str:
    e = html.escape
    parts = [
        f"<!doctype html><html lang='{e(lang)}'><head><meta charset='utf-8'><title>{e(title)}</title>",
        "<style>body{font-family:system-ui,sans-serif;max-width:980px;margin:2em auto;padding:0 1em;color:#222}"
        "table{border-collapse:collapse;margin:.6em 0}td,th{border:1px solid #ccc;padding:.25em .6em;"
        "text-align:left;font-variant-numeric:tabular-nums}th{background:#f3f3f3}img{max-width:100%}"
        "section{margin-bottom:2em}section:first-of-type td:first-child{white-space:nowrap}</style></head><body>",
        f"<h1>{e(title)}</h1><p>{e(translate('sim.report.source', lang))} <code>{e(source)}</code></p>",
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
