"""`tefuda play`'s parsed arguments, for tests that build a terminal game directly (the
person at Player 1 against CPUs unless told otherwise)."""

from __future__ import annotations

import argparse


def play_args(game: str, lang: str = "en", **given) -> argparse.Namespace:
    args = dict(
        game=game, players=None, lang=lang, seat=0, humans=1, level="normal", bot=None, seed=1, option=(), preset=None
    )
    args.update(given)
    args["option"] = list(args["option"])
    return argparse.Namespace(**args)
