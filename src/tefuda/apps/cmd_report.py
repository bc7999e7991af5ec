"""`tefuda report FILE`: an HTML + Markdown balance report with charts (see docs/sim.md)."""

from __future__ import annotations

from pathlib import Path


def add_parser(sub) -> None:
    p = sub.add_parser("report", help="HTML/Markdown report with charts from a sim result file")
    p.add_argument("file", help="a tefuda sim result (.sqlite or .parquet)")
    p.add_argument("--out", default=None, help="report folder (default: FILE's name + '-report')")
    p.add_argument("--title", default=None)
    p.set_defaults(func=run)


def run(args) -> int:
    from tefuda.sim.report import build

    src = Path(args.file)
    out = Path(args.out) if args.out else src.with_name(src.stem + "-report")
    paths = build(src, out, title=args.title)
    print(f"{paths['html']}\n{paths['md']}")
    return 0
