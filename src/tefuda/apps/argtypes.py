"""Argument types for the command line: numbers checked where they are read, so a bad
value is refused by the parser in the reader's language (en/ja), before any work."""

from __future__ import annotations

import argparse

from tefuda.core import i18n

i18n.register(
    {
        "cli.port": {
            "en": "a port is a number from 1 to 65535, not {value}",
            "ja": "ポートは 1〜65535 の数です（{value} は使えません）",
        },
        "cli.positive": {
            "en": "must be a number greater than 0, not {value}",
            "ja": "0 より大きい数にしてください（{value} は使えません）",
        },
        "cli.not_negative": {
            "en": "must be a number of at least 0, not {value}",
            "ja": "0 以上の数にしてください（{value} は使えません）",
        },
        "cli.share": {
            "en": "must be a number above 0 and at most 1, not {value}",
            "ja": "0 より大きく 1 以下の数にしてください（{value} は使えません）",
        },
    }
)


def _number(kind, key: str, ok):
    def parse(text: str):
        try:
            value = kind(text)
        except ValueError:
            raise argparse.ArgumentTypeError(i18n.translate(key, i18n.env_lang(), value=text)) from None
        if value != value or not ok(value):  # NaN is no number of anything
            raise argparse.ArgumentTypeError(i18n.translate(key, i18n.env_lang(), value=text))
        return value

    return parse


port_number = _number(int, "cli.port", lambda v: 1 <= v <= 65535)
positive = _number(float, "cli.positive", lambda v: 0 < v < float("inf"))
not_negative = _number(float, "cli.not_negative", lambda v: 0 <= v < float("inf"))
positive_int = _number(int, "cli.positive", lambda v: v > 0)
share = _number(float, "cli.share", lambda v: 0 < v <= 1)
