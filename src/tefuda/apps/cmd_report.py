"""`tefuda report FILE`: an HTML + Markdown balance report with charts (see docs/sim.md)."""

from __future__ import annotations

from pathlib import Path

from tefuda.core.i18n import env_lang, register, translate

register(
    {
        "sim.report.arg_lang": {
            "en": "language of the report: ja or en (default: $TEFUDA_LANG, then the locale)",
            "ja": "レポートの言語: ja か en（既定: $TEFUDA_LANG、次にロケール）",
        },
    }
)


def add_parser(sub) -> None:
    p = sub.add_parser("report", help="HTML/Markdown report with charts from a sim result file")
    p.add_argument("file", help="a tefuda sim result (.sqlite or .parquet)")
    p.add_argument("--out", default=None, help="report folder (default: FILE's name + '-report')")
    p.add_argument("--title", default=None)
    p.add_argument("--lang", choices=["ja", "en"], default=None, help=translate("sim.report.arg_lang", env_lang()))
    p.set_defaults(func=run)


def run(args) -> int:
    from tefuda.sim.report import build

    src = Path(args.file)
    out = Path(args.out) if args.out else src.with_name(src.stem + "-report")
    paths = build(src, out, title=args.title, lang=args.lang or env_lang())  # as `tefuda play` chooses
    print(f"{paths['html']}\n{paths['md']}")
    return 0
