"""`tefuda sim GAME`: many games between bots, stored in SQLite (or Parquet); see docs/sim.md."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from tefuda.core.errors import TefudaError
from tefuda.core.i18n import env_lang, register, translate

register(
    {
        "sim.arg.lang": {
            "en": "language of the summary: ja or en (default: $TEFUDA_LANG, then the locale)",
            "ja": "要約の言語: ja か en（既定: $TEFUDA_LANG、次にロケール）",
        },
    }
)


def add_parser(sub) -> None:
    p = sub.add_parser(
        "sim",
        help="simulate many games between bots (results to SQLite/Parquet)",
        description="Play GAME many times between bots and store one row per game.",
    )
    p.add_argument("game")
    p.add_argument("--games", "-n", type=int, default=100, help="games per option point (default 100)")
    p.add_argument(
        "--bots",
        default=None,
        help="comma-separated bot per seat (or one for every seat); names, levels "
        "(easy/normal/hard), NAME:k=v;k=v, or prefer:TEXT|TEXT",
    )
    p.add_argument("--bot", action="append", default=[], help="one seat's bot spec (repeatable, in seat order)")
    p.add_argument(
        "--matchup",
        action="append",
        default=[],
        metavar="BOT1,BOT2",
        help="a lineup to play (repeatable; every matchup plays --games on the same deals)",
    )
    p.add_argument(
        "--match", action="store_true", help="one row per whole match (games whose descriptor has a match layer)"
    )
    p.add_argument(
        "--check",
        type=int,
        nargs="?",
        const=25,
        default=0,
        metavar="N",
        help="check the engine's invariants along every game: cards conserved at every decision, "
        "every seat's view consistent with what it may know on one decision in N (default 25); "
        "the same rows, slower",
    )
    p.add_argument(
        "--no-rotate",
        dest="rotate",
        action="store_false",
        help="keep bots in their seats (default: rotate the lineup one seat per game)",
    )
    p.add_argument(
        "--duplicate", action="store_true", help="replay each deal once per rotation of the lineup (duplicate deals)"
    )
    p.add_argument("-o", "--option", action="append", default=[], metavar="NAME=VALUE", help="rule option")
    p.add_argument("--preset", default=None, help="rule preset")
    p.add_argument(
        "--sweep",
        action="append",
        default=[],
        metavar="NAME=V1,V2",
        help="run every value of an option (repeatable: the cartesian product)",
    )
    p.add_argument("--seed", type=int, default=0, help="run seed (results do not depend on --workers)")
    p.add_argument("--workers", "-j", type=int, default=None, help="worker processes (default: CPU count)")
    p.add_argument("--backend", choices=["local", "ray"], default="local")
    p.add_argument("--address", default=None, help="Ray cluster address HOST:PORT (--backend ray)")
    p.add_argument(
        "--out", default=None, help="result file, .sqlite or .parquet (default results/sim-GAME-seedN.sqlite)"
    )
    p.add_argument("--format", choices=["sqlite", "parquet"], default=None, help="for the default --out")
    p.add_argument("--resume", action="store_true", help="continue an interrupted run in --out")
    p.add_argument(
        "--records",
        default=None,
        metavar="DIR",
        help="also save every game played as a record, DIR/game-IDX.json numbered from 0 and padded to the "
        "run's size (game-00.json ... game-19.json for 20 games), to watch with tefuda replay (the result "
        "file never holds the moves)",
    )
    p.add_argument(
        "--scaling",
        default=None,
        metavar="K1,K2",
        help="measure: run the job once per worker count (temporary files), print games/s and speed-up",
    )
    p.add_argument("--quiet", "-q", action="store_true", help="no progress bar or summary")
    p.add_argument("--lang", choices=["ja", "en"], default=None, help=translate("sim.arg.lang", env_lang()))
    p.set_defaults(func=run)


def spec_from_args(args):
    from tefuda.apps.cli import parse_option_pairs
    from tefuda.sim.spec import SimSpec, parse_sweep

    bots = [b.strip() for b in args.bots.split(",")] if args.bots else []
    bots += args.bot
    options = parse_option_pairs(args.option, args.game)
    if args.preset:
        options["preset"] = args.preset
    matchups = [[b.strip() for b in m.split(",")] for m in args.matchup]
    return SimSpec(
        game=args.game,
        games=args.games,
        bots=bots,
        matchups=matchups,
        options=options,
        sweep=parse_sweep(args.sweep),
        seed=args.seed,
        rotate=args.rotate,
        duplicate=args.duplicate,
        match=args.match,
        check=args.check,
    )


def default_out(args) -> Path:
    ext = "parquet" if args.format == "parquet" else "sqlite"
    return Path("results") / f"sim-{args.game}-seed{args.seed}.{ext}"


class Bar:
    """A rich progress bar on stderr: games (or matches) done, their rate and the ETA."""

    def __init__(self, label: str, lang: str = "en", match: bool = False):
        from rich.console import Console
        from rich.progress import (
            BarColumn,
            MofNCompleteColumn,
            Progress,
            ProgressColumn,
            TextColumn,
            TimeElapsedColumn,
            TimeRemainingColumn,
        )
        from rich.text import Text

        rate_key = "sim.summary.rate_matches" if match else "sim.summary.rate"
        no_rate_key = "sim.summary.no_rate_matches" if match else "sim.summary.no_rate"

        class Rate(ProgressColumn):
            def render(self, task):
                speed = None if task.finished else task.speed
                if not speed:  # finished, or too few updates for rich's estimate: the run's own mean
                    played = task.completed - task.fields.get("resumed", 0)
                    seconds = task.finished_time if task.finished else task.elapsed
                    speed = played / seconds if played > 0 and seconds else None
                if not speed:
                    return Text(translate(no_rate_key, lang))
                return Text(translate(rate_key, lang, rate=f"{speed:,.1f}"))

        self.progress = Progress(
            TextColumn("[bold]{task.description}"),
            BarColumn(),
            MofNCompleteColumn(),
            Rate(),
            TimeElapsedColumn(),
            TextColumn(translate("sim.summary.eta", lang)),
            TimeRemainingColumn(),
            console=Console(stderr=True),
            speed_estimate_period=10,
        )
        self.task = None
        self.label = label

    def __call__(self, done: int, total: int) -> None:
        if self.task is None:
            self.progress.start()
            self.task = self.progress.add_task(self.label, total=total, completed=done, resumed=done)
        else:
            self.progress.update(self.task, completed=done)

    def close(self) -> None:
        if self.task is not None:
            self.progress.stop()


def run(args) -> int:
    from tefuda.sim.runner import run_sim
    from tefuda.sim.store import load_rows

    spec = spec_from_args(args)
    if args.scaling:
        return run_scaling(args, spec)
    lang = args.lang or env_lang()  # as `tefuda play` and `tefuda replay` choose it
    out = Path(args.out) if args.out else default_out(args)
    workers = args.workers if args.workers is not None else (os.cpu_count() or 1)
    bar = None if args.quiet else Bar(f"{args.game}", lang, match=spec.match)
    try:
        summary = run_sim(
            spec,
            out,
            workers=workers,
            backend=args.backend,
            address=args.address,
            resume=args.resume,
            on_progress=bar,
            records=args.records,
        )
    except KeyboardInterrupt:
        if bar:
            bar.close()
        print("\n" + translate("sim.summary.interrupted", lang), file=sys.stderr)
        return 130
    finally:
        if bar:
            bar.close()
    if not args.quiet:
        _, rows = load_rows(summary.out)
        print_summary(rows, spec, summary, lang)
        if args.records and summary.played:
            from tefuda.sim.runner import record_path

            first = min(r["idx"] for r in rows[-summary.played :])
            example = record_path(Path(args.records), first, summary.total)
            said = translate("sim.summary.records", lang, n=summary.played, folder=args.records, example=example)
            print("\n" + said)
    return 0


def run_scaling(args, spec) -> int:
    import json

    from tefuda.sim.bench import sim_scaling
    from tefuda.sim.spec import SimError

    try:
        counts = [int(k) for k in args.scaling.split(",")]
    except ValueError:
        raise SimError("sim.scaling", scaling=args.scaling) from None
    spec.validate()
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"# {os.cpu_count()} CPUs, load average {load:.2f} before the run (other work skews the speed-up)")
    print(f"{'workers':>7} {'games':>7} {'seconds':>8} {'games/s':>9} {'speed-up':>8} {'CPU s':>7}  identical rows")
    for row in sim_scaling(spec, counts, backend=args.backend, address=args.address):
        if args.quiet:
            print(json.dumps(row))
            continue
        print(
            f"{row['workers']:>7} {row['games']:>7} {row['seconds']:>8.2f} {row['games_per_s']:>9,.1f} "
            f"{row['speedup']:>7.2f}x {row['cpu_s']:>7.2f}  {row['identical']}"
        )
    return 0


def print_summary(rows, spec, summary, lang: str = "en") -> None:
    from tefuda.sim import stats
    from tefuda.sim.words import Words

    words = Words(spec.game, lang, match=spec.match)
    say = words.say
    print(
        say(
            "sim.summary.run_matches" if spec.match else "sim.summary.run",
            out=summary.out,
            total=summary.total,
            skipped=summary.skipped,
            played=summary.played,
            seconds=f"{summary.seconds:.1f}",
            rate=f"{summary.games_per_s:,.1f}",
        )
    )
    for point, prow in stats.by_point(rows).items():
        label = words.point(prow[0]["options"], spec.sweep)
        mean = f"{sum(r['actions'] for r in prow) / len(prow):.1f}"
        if spec.match:
            games = words.games_per_match(prow)
            print("\n" + say("sim.summary.point_matches", point=label, n=len(prow), mean=mean, games=games))
        else:
            print("\n" + say("sim.summary.point", point=label, n=len(prow), mean=mean))
        print("  " + say("sim.summary.by_player", first=words.player(0)))
        for seat, (k, n) in stats.by_seat(prow).items():
            print(f"    {words.player(seat)}: {stats.fmt_rate(k, n)}  ({k}/{n})")
        no_winner = sum(1 for r in prow if not stats.winners(r))
        if no_winner:
            rate = stats.fmt_rate(no_winner, len(prow))
            print(f"  {say('sim.summary.no_winner')} {rate}  ({no_winner}/{len(prow)})")
        lineups = stats.by_lineup(prow)
        given = _given_order(spec)
        # matchups in the order given, each one's bots in the order given (by_lineup
        # groups by the sorted set of bots: seats rotate)
        for lineup in sorted(lineups, key=lambda k: list(given).index(k) if k in given else len(given)):
            lrows = lineups[lineup]
            order = given.get(lineup, lineup)
            counts = stats.by_bot(lrows)
            bots = {b: counts[b] for b in order if b in counts}
            if len(bots) < 2:
                continue
            # one block per matchup: a bot playing in several matchups is not pooled
            if len(lineups) > 1:
                print("  " + say("sim.summary.by_bot_in", lineup=words.versus(order), n=len(lrows)))
            else:
                print("  " + say("sim.summary.by_bot"))
            for b, (k, n) in bots.items():
                print(f"    {words.bot(b)}: {stats.fmt_rate(k, n)}  ({k}/{n})")
            means = stats.mean_return_by_bot(lrows)
            returns = say("sim.words.sep").join(f"{words.bot(b)} {means[b]:.3f}" for b in bots)
            print("  " + say("sim.summary.mean_return", returns=returns))


def _given_order(spec) -> dict[tuple[str, ...], tuple[str, ...]]:
    """Each matchup's bots as `by_lineup` keys them (sorted, once each) → the same bots
    in the order the command gave them, matchups in the order given."""
    out: dict[tuple[str, ...], tuple[str, ...]] = {}
    for bots in spec.matchups or [spec.bots]:
        order = tuple(dict.fromkeys(bots))
        out.setdefault(tuple(sorted(order)), order)
    return out


__all__ = ["add_parser", "run", "TefudaError"]
