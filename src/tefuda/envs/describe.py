"""Print a game's RL encoding: the observation's parts and what their values mean.

    python -m tefuda.envs.describe GAME [-o NAME=VALUE ...] [--tokens]

The table is `encoding_for(GAME, **options).layout.describe()` as Markdown (docs/rl.md
shows it); `--tokens` also lists every action token with its text
(`encoding.action_text(token)`).
"""

from __future__ import annotations

import argparse
import sys

from tefuda.core.errors import TefudaError
from tefuda.envs.table import Encoding, encoded_games, encoding_for


def table(enc: Encoding) -> str:
    """The observation's parts as a Markdown table, after a line that sums it up."""
    parts = enc.layout.describe()
    lines = [
        f"{enc.game.name}: an observation of {enc.layout.size} float32 values in [0, 1] "
        f"({len(parts)} parts), {enc.codec.size} action tokens",
        "",
        "| part | start | size | values |",
        "| --- | ---: | ---: | --- |",
    ]
    lines += [f"| {p['name']} | {p['start']} | {p['size']} | {p['description']} |" for p in parts]
    return "\n".join(lines)


def tokens(enc: Encoding) -> str:
    return "\n".join(f"{t}\t{enc.action_text(t)}" for t in range(enc.codec.size))


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(
        prog="python -m tefuda.envs.describe",
        description="a game's RL observation parts (what each value means, how it is scaled) and action tokens",
    )
    p.add_argument("game", help="one of: " + ", ".join(encoded_games()))
    p.add_argument(
        "-o", "--option", action="append", default=[], metavar="NAME=VALUE", help="a rule option (repeatable)"
    )
    p.add_argument("--tokens", action="store_true", help="also list every action token: number, tab, text")
    args = p.parse_args(argv)
    options = {}
    for item in args.option:
        name, sep, value = item.partition("=")
        if not sep:
            p.error(f"an option is NAME=VALUE, not {item!r}")
        options[name.strip()] = value.strip()
    try:
        enc = encoding_for(args.game, **options)
    except TefudaError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    print(table(enc))
    if args.tokens:
        print()
        print(tokens(enc))
    return 0


if __name__ == "__main__":
    sys.exit(main())
