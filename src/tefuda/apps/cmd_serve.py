"""`tefuda serve`: the browser app."""

from __future__ import annotations


def add_parser(sub) -> None:
    p = sub.add_parser("serve", help="start the browser app on http://127.0.0.1:8000")
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=8000)
    p.add_argument("--db", default=None, help="SQLite file (default: the user's data directory)")
    p.add_argument("--cpu-delay", type=float, default=0.6, help="seconds a CPU waits before it moves")
    p.add_argument("--slap-window", type=float, default=None,
                   help="Egyptian War reaction window in seconds (default 1.8, EW-17)")
    p.set_defaults(func=_run)


def _run(args) -> int:
    from tefuda.apps.web.server import serve

    serve(args.host, args.port, args.db, args.cpu_delay, args.slap_window)
    return 0
