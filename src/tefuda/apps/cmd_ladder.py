"""`tefuda ladder GAME`: the CPU levels played against each other (see docs/bots.md)."""

from __future__ import annotations

import json
import sys


def add_parser(sub) -> None:
    from tefuda.games import GAMES

    p = sub.add_parser("ladder", help="play the CPU levels easy/normal/hard against each other")
    p.add_argument("game", choices=list(GAMES))
    p.add_argument("--games", type=int, default=200, help="games per pairing (even: deals are played twice)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--jobs", type=int, default=1, help="worker processes (results do not depend on it)")
    p.add_argument("-o", "--option", action="append", default=[], metavar="NAME=VALUE", help="rule option")
    p.add_argument(
        "--bot",
        action="append",
        default=[],
        metavar="LEVEL=BOT",
        help="another bot in a level's place, e.g. hard=ismcts:iterations=400 (repeatable)",
    )
    p.add_argument(
        "--pairing",
        action="append",
        default=[],
        metavar="HIGHER-LOWER",
        help="play only this pairing, e.g. hard-normal (repeatable; default: all three)",
    )
    p.add_argument("--json", action="store_true", help="one JSON object instead of the table")
    p.set_defaults(func=run)


def run(args) -> int:
    from tefuda.apps.cli import parse_option_pairs
    from tefuda.sim.ladder import PAIRINGS, parse_pairing, run_ladder

    options = parse_option_pairs(args.option, args.game)
    override = parse_option_pairs(args.bot)
    pairings = tuple(parse_pairing(p) for p in args.pairing) or PAIRINGS

    def progress(k, total):
        if sys.stderr.isatty():
            print(f"\r{k}/{total} games", end="", file=sys.stderr, flush=True)

    result = run_ladder(
        args.game,
        games=args.games,
        seed=args.seed,
        options=options,
        jobs=args.jobs,
        progress=progress,
        override=override,
        pairings=pairings,
    )
    if sys.stderr.isatty():
        print(file=sys.stderr)
    if args.json:
        print(json.dumps(result.to_json(), ensure_ascii=False))
        return 0
    opts = " ".join(
        [f"-o {k}={v}" for k, v in sorted(options.items())]
        + [f"--bot {k}={v}" for k, v in sorted(override.items())]
        + [f"--pairing {p}" for p in args.pairing]
    )
    print(f"tefuda ladder {args.game} --games {args.games} --seed {args.seed}" + (f" {opts}" if opts else ""))
    print()
    print("\n".join(result.markdown()))
    return 0
