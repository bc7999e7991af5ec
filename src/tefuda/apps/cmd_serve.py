"""`tefuda serve`: the browser app."""

from __future__ import annotations

import argparse

from tefuda.core import i18n

i18n.register({
    "cli.port": {"en": "a port is a number from 1 to 65535, not {value}",
                 "ja": "ポートは 1〜65535 の数です（{value} は使えません）"},
    "cli.positive": {"en": "must be a number greater than 0, not {value}",
                     "ja": "0 より大きい数にしてください（{value} は使えません）"},
    "cli.not_negative": {"en": "must be a number of at least 0, not {value}",
                         "ja": "0 以上の数にしてください（{value} は使えません）"},
    "cli.share": {"en": "must be a number above 0 and at most 1, not {value}",
                  "ja": "0 より大きく 1 以下の数にしてください（{value} は使えません）"},
})


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


def add_parser(sub) -> None:
    from tefuda.apps.web.server import Limits

    d = Limits()
    p = sub.add_parser("serve", help="start the browser app on http://127.0.0.1:8000")
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=port_number, default=8000)
    p.add_argument("--db", default=None, help="SQLite file (default: the user's data directory); "
                                              "one server per file")
    p.add_argument("--cpu-delay", type=not_negative, default=0.6, help="seconds a CPU waits before it moves")
    p.add_argument("--slap-window", type=positive, default=None,
                   help="the reaction window of real-time games, in seconds (default: the game's own)")
    g = p.add_argument_group("limits (what one client or room may take)")
    g.add_argument("--rooms-per-minute", type=positive, default=d.rooms_per_minute,
                   help=f"new rooms per client address and minute (default {d.rooms_per_minute:g}; "
                        f"bursts of {d.room_burst:g}, or ten seconds' worth)")
    g.add_argument("--max-rooms", type=positive_int, default=d.max_rooms,
                   help=f"open rooms at once (default {d.max_rooms})")
    g.add_argument("--idle-expiry", type=positive, default=d.idle_expiry,
                   help=f"seconds after which a room nobody is in or moves in closes; its game stays "
                        f"readable as a record (default {d.idle_expiry:g})")
    g.add_argument("--finished-expiry", type=positive, default=d.finished_expiry,
                   help=f"the same for a room whose game is over (default {d.finished_expiry:g})")
    g.add_argument("--cpu-share", type=share, default=d.cpu_share,
                   help=f"share of one core the CPU players of one room may use (default {d.cpu_share:g})")
    p.set_defaults(func=_run)


def _run(args) -> int:
    from tefuda.apps.web.server import Limits, serve

    d = Limits()
    # bursts: ten rooms, or ten seconds' worth at a higher rate
    limits = Limits(rooms_per_minute=args.rooms_per_minute, room_burst=max(d.room_burst, args.rooms_per_minute / 6),
                    max_rooms=args.max_rooms, idle_expiry=args.idle_expiry,
                    finished_expiry=args.finished_expiry, cpu_share=args.cpu_share)
    serve(args.host, args.port, args.db, args.cpu_delay, args.slap_window, limits)
    return 0
