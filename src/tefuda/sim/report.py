"""`tefuda report`: HTML and Markdown balance reports with matplotlib charts from a sim file.

Sections: overview; win rate by player (seat order) and by bot (Wilson 95 % intervals); the first
player's edge; game lengths; the result's score / title / reason distributions (found
generically in the result JSON); an option-sweep comparison when the run swept options;
Bradley–Terry ratings on the Elo scale and the pairwise results when several bots played.
Every word a reader sees comes from the message catalog in the report's language (`lang`:
en or ja). A run of whole matches (`tefuda sim --match`) is told as matches.
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


# Every chart is drawn as wide as the page shows it (8 in at 110 dpi fits the HTML column at
# its own size), with one set of font sizes: labels read the same size from chart to chart.
WIDTH, DPI = 8.0, 110
FONTS = {
    "font.size": 10,
    "axes.titlesize": 11,
    "axes.labelsize": 10,
    "xtick.labelsize": 9,
    "ytick.labelsize": 9,
    "legend.fontsize": 9,
    "figure.titlesize": 11,
    "figure.labelsize": 10,
}
BAR, WINNER = "#4C72B0", "#C44E52"


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
    plt.rcParams.update(FONTS)

    return plt


def _figure(plt, height: float, nrows: int = 1, ncols: int = 1, **kw):
    """A figure of the common width whose layout keeps legends and labels off the data."""
    return plt.subplots(nrows, ncols, figsize=(WIDTH, height), layout="constrained", squeeze=False, **kw)


def _save(fig, out: Path, name: str) -> str:
    fig.savefig(out / name, dpi=DPI)
    _plt().close(fig)
    return name


def _legend(fig, axes, where: str = "below") -> None:
    """One legend for the figure outside its charts (below them, or to their right for a
    list read top to bottom), each label once."""
    seen: dict = {}
    for ax in axes:
        for handle, label in zip(*ax.get_legend_handles_labels()):
            seen.setdefault(label, handle)
    if not seen:
        return
    if where == "right":
        fig.legend(list(seen.values()), list(seen), loc="outside right upper", frameon=False)
    else:
        fig.legend(list(seen.values()), list(seen), loc="outside lower center", ncol=min(len(seen), 4), frameon=False)


def _rate_bars(ax, labels, pairs, title, words: Words, baseline=None, horizontal=False):
    """Bars of win rates with Wilson 95 % error bars (horizontal when there are many), the
    even share as a dashed line (the figure's legend names it)."""
    rates, lo, hi = [], [], []
    for k, n in pairs:
        p, a, b = stats.wilson(k, n)
        rates.append(100 * p)
        lo.append(max(0.0, 100 * (p - a)))
        hi.append(max(0.0, 100 * (b - p)))
    pos = list(range(len(labels)))
    top = max((r + h for r, h in zip(rates, hi)), default=1) * 1.12 or 1
    even = words.say("sim.report.even_share")
    if horizontal:
        pos = pos[::-1]  # first label on top
        ax.barh(pos, rates, xerr=[lo, hi], capsize=3, color=BAR)
        ax.set_yticks(pos, labels)
        ax.set_xlabel(words.say("sim.report.win_rate_pct"))
        ax.set_xlim(0, top)
        if baseline is not None:
            ax.axvline(100 * baseline, color="grey", linestyle="--", linewidth=1, label=even)
        for y, r, h in zip(pos, rates, hi):
            ax.text(r + h + top / 100, y, f"{r:.1f}", va="center", fontsize=9)
    else:
        ax.bar(pos, rates, yerr=[lo, hi], capsize=4, color=BAR, width=0.6)
        ax.set_xticks(pos, labels)
        ax.set_ylabel(words.say("sim.report.win_rate_pct"))
        ax.set_ylim(0, top)
        if baseline is not None:
            ax.axhline(100 * baseline, color="grey", linestyle="--", linewidth=1, label=even)
        for x, r, h in zip(pos, rates, hi):
            ax.text(x, r + h + top / 100, f"{r:.1f}", ha="center", fontsize=9)
    ax.set_title(title)


def _small_multiples(plt, points, words: Words, swept, draw, xlabel: str, ylabel: str, title: str | None = None):
    """One chart per option point on shared axes (step lines of several points drawn over
    each other hide one another), `draw(ax, rows)` filling each; one legend below."""
    n = len(points)
    cols = min(n, 3)
    rows = -(-n // cols)
    fig, axes = _figure(plt, 3.6 if n == 1 else 2.5 * rows + 1.0, rows, cols, sharex=True, sharey=True)
    flat = list(axes.flat)
    for ax, prow in zip(flat, points.values()):
        draw(ax, prow)
        if n > 1:
            ax.set_title(words.point(prow[0]["options"], swept), fontsize=10)
    for k, ax in enumerate(flat[n:], n):
        fig.delaxes(ax)
        if k - cols >= 0:  # the chart above an empty place shows the x values itself
            flat[k - cols].xaxis.set_tick_params(labelbottom=True)
    fig.supylabel(ylabel)
    for ax in flat[:n]:
        if ax.xaxis.get_tick_params()["labelbottom"]:  # the lowest chart of each column
            ax.set_xlabel(xlabel)
    if title:
        fig.suptitle(title)
    _legend(fig, flat[:n])
    return fig


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
        return words.say("sim.report.matchup_sep").join(words.versus(m) for m in spec.matchups)
    if not spec.bots:
        first = rows[0]["seats"][0] if rows else "?"
        return words.say("sim.report.bot_everyone", bot=words.bot(first))
    n = len(rows[0]["seats"]) if rows else len(spec.bots)
    lineup = words.say("sim.words.sep").join(
        words.say("sim.words.seat_bot", player=words.player(s), bot=words.bot(spec.bots[s % len(spec.bots)]))
        for s in range(n)
    )
    if not (spec.rotate or spec.duplicate):
        return lineup
    return words.say("sim.report.bots_rotated_match" if spec.match else "sim.report.bots_rotated", lineup=lineup)


def _options_text(spec: SimSpec, rows, words: Words) -> str:
    """The rules variant in words: the options set for the run (a preset by its label),
    then what the preset set, then the game's defaults. Options that change nothing in
    this run (a match's length in a run of single games) are left out."""
    played = rows[0]["options"] if rows else spec.options
    presets = words.desc.presets if words.desc else {}
    set_by = {k for k in presets.get(spec.options.get("preset"), {})}  # the preset given with --preset
    by_points = {k for p in spec.sweep.get("preset", []) for k in presets.get(p, {})}  # a swept preset's
    rest = {
        k: v
        for k, v in played.items()
        if k not in spec.options and k not in spec.sweep and k != "preset" and words.applies(k)
    }
    from_preset = {k: v for k, v in rest.items() if k in set_by and k not in by_points}
    per_point = [k for k in rest if k in by_points]
    defaults = {k: v for k, v in rest.items() if k not in from_preset and k not in per_point}
    sep = words.say("sim.words.sep")
    if spec.options:
        said = words.options(spec.options)
        if from_preset:
            said += words.say("sim.report.preset_rest", options=words.options(from_preset))
    elif defaults:
        said = words.say("sim.report.defaults_are", options=words.options(defaults))
        defaults = {}
    else:
        said = words.say("sim.report.defaults")
    if per_point:
        said += words.say("sim.report.presets_rest", labels=sep.join(words.label(k) for k in per_point))
    if defaults:
        said += words.say("sim.report.defaults_rest", options=words.options(defaults))
    return said


def _first_player_text(prow, words: Words) -> list[str]:
    """The first player's win rate against an even share, the even share said in words,
    and an edge only where the 95 % interval leaves the even share out."""
    fp = stats.by_first(prow)
    k, n = fp["first"]
    players = len(prow[0]["seats"])
    if not n or players < 2:
        return []
    p, lo, hi = stats.wilson(k, n)
    fair = fp["fair"][0] / n
    draws = sum(1 for r in prow if r.get("first") is not None and not stats.winners(r)) / n
    said = [
        words.say(
            "sim.report.first_player",
            p=f"{100 * p:.1f}",
            lo=f"{100 * lo:.1f}",
            hi=f"{100 * hi:.1f}",
            players=players,
            draws=f"{100 * draws:.1f}",
            fair=f"{100 * fair:.1f}",
        )
    ]
    if lo > fair:
        said.append(words.say("sim.report.first_edge_up", edge=f"{100 * (p - fair):+.1f}"))
    elif hi < fair:
        said.append(words.say("sim.report.first_edge_down", edge=f"{100 * (fair - p):.1f}"))
    else:
        said.append(words.say("sim.report.first_no_edge", n=n, edge=f"{100 * (p - fair):+.1f}"))
    return said


def _seats_note(prow, words: Words) -> str | None:
    """Player N is a seat; who acts first is the rules' choice in each game, with where the
    first player sat in these games."""
    firsts = stats.first_seats(prow)
    n = sum(firsts.values())
    players = max((len(r["seats"]) for r in prow), default=0)
    if not n or players < 2:
        return None
    shares = words.say("sim.words.sep").join(
        words.say("sim.report.seat_share", player=words.player(s), share=f"{100 * firsts.get(s, 0) / n:.1f}")
        for s in range(players)
    )
    return words.say("sim.report.seats_note", first=words.player(0), last=words.player(players - 1), shares=shares)


def build(path: str | Path, out: str | Path, title: str | None = None, lang: str = "en") -> dict[str, Path]:
    """Write report.html, report.md and the PNGs into `out`, in `lang`; returns their paths."""
    from tefuda.sim.store import load_rows

    meta, rows = load_rows(path)
    spec = SimSpec.from_json(json.loads(meta["spec"]))
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    plt = _plt()
    words = Words(spec.game, lang, match=spec.match)
    rows = words.as_reported(rows)
    say = words.say
    title = title or say("sim.report.title", title=words.title())
    sections: list[Section] = []
    points = stats.by_point(rows)
    swept = list(spec.sweep)
    unit = "matches" if spec.match else "games"  # what one row is

    # --- overview ----------------------------------------------------------------------
    total = meta.get("total")
    ov = Section(say("sim.report.run"))
    partial = bool(total) and int(total) != len(rows)
    if spec.match:
        key = "sim.report.run_matches_of" if partial else "sim.report.run_matches"
        ov.text.append(say(key, n=len(rows), total=total, title=words.title(), games=words.games_per_match(rows)))
        ov.text.append(say("sim.report.match_rows"))
    else:
        key = "sim.report.run_games_of" if partial else "sim.report.run_games"
        ov.text.append(say(key, n=len(rows), total=total, title=words.title()))
    ov.table = [
        [say("sim.report.setting"), say("sim.report.value")],
        [say("sim.report.seed"), str(spec.seed)],
        [say("sim.report.matches_per_point" if spec.match else "sim.report.games_per_point"), str(spec.games)],
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
        [
            say("sim.report.seconds_match" if spec.match else "sim.report.seconds"),
            f"{sum(r['duration'] for r in rows) / max(1, len(rows)):.4f}",
        ],
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
                (
                    [words.bot(b) for b in bots],
                    list(bots.values()),
                    say("sim.report.by_bot" if len(bots) > 1 else "sim.report.win_rate"),
                )
            )
        horizontal = any(len(c[0]) > 4 or max(map(len, c[0])) > 12 for c in charts)
        if horizontal:  # one above the other, each as wide as the page
            heights = [0.32 * len(c[0]) + 1.1 for c in charts]
            fig, axes = _figure(plt, sum(heights) + 0.5, len(charts), 1, height_ratios=heights)
            axes = list(axes[:, 0])
        else:
            fig, axes = _figure(plt, 3.6, 1, len(charts))
            axes = list(axes[0])
        for ax, (labels, pairs, name) in zip(axes, charts):
            _rate_bars(ax, labels, pairs, name, words, share if len(seats) > 1 else None, horizontal)
        top = max(ax.get_xlim()[1] if horizontal else ax.get_ylim()[1] for ax in axes)
        for ax in axes:  # one scale for the charts of one figure
            ax.set_xlim(0, top) if horizontal else ax.set_ylim(0, top)
        _legend(fig, axes)
        sec.images.append(_save(fig, out, f"winrate_p{pi}.png"))
        sec.table = [[say(f"sim.report.{k}") for k in ("who", "wins", unit, "win_rate_wilson")]]
        sec.table += [[words.player(s), str(k), str(n), _rate(k, n)] for s, (k, n) in seats.items()]
        if len(bots) > 1:
            sec.table += [[words.bot(b), str(k), str(n), _rate(k, n)] for b, (k, n) in bots.items()]
        first = _first_player_text(prow, words)
        if first:
            sec.text += first
            note = _seats_note(prow, words) if len(seats) > 1 else None
            if note:
                sec.text.append(note)
        sections.append(sec)

    # --- game lengths ------------------------------------------------------------------
    sec = Section(say("sim.report.lengths_match" if spec.match else "sim.report.lengths"))
    bins = _bins([r["actions"] for r in rows])

    def lengths(ax, prow):
        ax.hist([r["actions"] for r in prow], bins=bins, histtype="stepfilled", color=BAR, alpha=0.8)

    fig = _small_multiples(
        plt,
        points,
        words,
        swept,
        lengths,
        say("sim.report.decisions" if spec.match else "sim.report.actions"),
        say(f"sim.report.{unit}"),
    )
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
        if kind == "per_seat_num":
            bins = _bins([v for r in rows for v in r["result"][key]])

            def spread(ax, prow, key=key, bins=bins):
                every, won = [], []
                for r in prow:
                    v = r["result"][key]
                    every += v
                    won += [v[s] for s in stats.winners(r)]
                label = say("sim.report.every_player")
                ax.hist(every, bins=bins, histtype="stepfilled", color=BAR, alpha=0.35, label=label)
                if won:
                    label = say("sim.report.winner")
                    ax.hist(won, bins=bins, histtype="step", color=WINNER, linewidth=1.5, label=label)

            fig = _small_multiples(plt, points, words, swept, spread, name, say("sim.report.count"), name)
            columns = ("point", "mean_every", "mean_winner", "winner_share")
            table = [[words.point(prow[0]["options"], swept), *winner_share(prow, key)] for prow in points.values()]
            if all(row[-1] == "-" for row in table):  # no game had a positive total to share
                columns, table = columns[:-1], [row[:-1] for row in table]
            sec.table = [[say(f"sim.report.{k}", name=name) for k in columns], *table]
        elif kind == "per_seat_cat":
            fig, axes = _figure(plt, 3.6)
            ax = axes[0, 0]
            counts: dict[int, Counter] = defaultdict(Counter)
            for r in rows:
                for s, v in enumerate(r["result"][key]):
                    counts[s][v] += 1
            cats = words.in_order(key, {c for cn in counts.values() for c in cn})
            bottom = [0] * len(counts)
            for c in cats[::-1]:  # the first value on top, as the legend lists it
                vals = [counts[s][c] for s in sorted(counts)]
                ax.bar([words.player(s) for s in sorted(counts)], vals, bottom=bottom, label=words.result_value(key, c))
                bottom = [b + v for b, v in zip(bottom, vals)]
            ax.set_ylabel(say(f"sim.report.{unit}"))
            ax.set_title(name)
            handles, labels = ax.get_legend_handles_labels()
            fig.legend(handles[::-1], labels[::-1], loc="outside right upper", frameon=False)
            sec.table = [[say("sim.report.player"), *(words.result_value(key, c) for c in cats)]]
            sec.table += [[words.player(s), *(str(counts[s][c]) for c in cats)] for s in sorted(counts)]
            per_bot: dict[str, Counter] = defaultdict(Counter)
            for r in rows:
                for b, v in zip(r["seats"], r["result"][key]):
                    per_bot[b][v] += 1
            if len(per_bot) > 1:  # the same counts by bot (where each bot sat)
                sec.table += [
                    [say("sim.report.bot_named", bot=words.bot(b)), *(str(per_bot[b][c]) for c in cats)]
                    for b in sorted(per_bot)
                ]
        elif kind == "num":
            bins = _bins([r["result"][key] for r in rows if key in r["result"]])

            def values(ax, prow, key=key, bins=bins):
                got = [r["result"][key] for r in prow if key in r["result"]]
                ax.hist(got, bins=bins, histtype="stepfilled", color=BAR, alpha=0.8)

            fig = _small_multiples(plt, points, words, swept, values, name, say(f"sim.report.{unit}"), name)
        else:
            fig, axes = _figure(plt, 3.6)
            ax = axes[0, 0]
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
            ax.set_title(name)
            if len(points) > 1:
                _legend(fig, [ax])
            sec.table = [[say("sim.report.value"), *(words.point(points[pi][0]["options"], swept) for pi in per)]]
            sec.table += [
                [
                    words.result_value(key, v),
                    *(f"{100 * c[v] / len(points[pi]):.1f} % ({c[v]})" for pi, c in per.items()),
                ]
                for v in values
            ]
        sec.images.append(_save(fig, out, f"result_{key}.png"))
        sections.append(sec)

    # --- sweep comparison ----------------------------------------------------------------
    if len(points) > 1:
        sec = Section(say("sim.report.sweep_title"))
        labels = [words.point(prow[0]["options"], swept) for prow in points.values()]
        fig, axes = _figure(plt, 4.4)
        ax = axes[0, 0]
        nseats = max(len(prow[0]["seats"]) for prow in points.values())
        all_bots = list(stats.by_bot(rows))
        # lines per bot when several bots play (matchups, ladders), else per seat
        series = (
            [(words.bot(b), lambda prow, b=b: stats.by_bot(prow).get(b, [0, 0])) for b in all_bots]
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
        fps = [stats.by_first(prow) for prow in points.values()]
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
            if len(all_bots) <= 1:  # players by seat beside the first player: say which is which
                note = _seats_note(rows, words)
                if note:
                    sec.text.append(note)
        ax.set_xticks(range(len(labels)), labels, rotation=20, ha="right")
        ax.set_ylabel(say("sim.report.win_rate_pct"))
        _legend(fig, [ax])
        sec.images.append(_save(fig, out, "sweep.png"))
        sec.table = [
            [say(f"sim.report.{k}") for k in ("point", unit, "mean_actions", "first_rate", "even_share_formula")]
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
        fig, axes = _figure(plt, 0.9 + 0.45 * len(elo))
        ax = axes[0, 0]
        names = list(elo)[::-1]
        ax.barh([words.bot(b) for b in names], [elo[b] - 1500 for b in names], left=1500, color="#55A868")
        ax.axvline(1500, color="grey", linewidth=1)
        ax.set_xlabel(say("sim.report.rating"))
        sec.images.append(_save(fig, out, "ratings.png"))
        sec.text.append(say("sim.report.ratings_text_match" if spec.match else "sim.report.ratings_text"))
        sec.table = [
            [
                say("sim.report.bot"),
                say("sim.report.rating"),
                say("sim.report.seat_matches" if spec.match else "sim.report.seat_games"),
            ]
        ] + [[words.bot(b), f"{v:.0f}", _rate(*bots_all[b])] for b, v in elo.items()]
        sections.append(sec)

        sec = Section(say("sim.report.pairwise"))
        sec.text.append(say("sim.report.pairwise_text_match" if spec.match else "sim.report.pairwise_text"))
        sec.table = [
            [
                say(f"sim.report.{k}")
                for k in ("pair", "pair_first_wins", "pair_draws", "pair_second_wins", "pairings", "pair_score")
            ]
        ]
        for (a, b), (w, d, lost) in sorted(stats.pairwise_counts(rows).items()):
            n = w + d + lost
            sec.table.append([words.versus((a, b)), str(w), str(d), str(lost), str(n), _rate(w + d / 2, n)])
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
