"""`tefuda serve`: the browser app."""

from __future__ import annotations

from tefuda.apps.argtypes import not_negative, port_number, positive, positive_int, share


def add_parser(sub) -> None:
    from tefuda.apps.web.limits import Limits  # (not the server: no web framework to import here)

    d = Limits()
    p = sub.add_parser("serve", help="start the browser app on http://127.0.0.1:8000")
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=port_number, default=8000)
    p.add_argument("--db", default=None, help="SQLite file (default: the user's data directory); one server per file")
    p.add_argument("--cpu-delay", type=not_negative, default=0.6, help="seconds a CPU waits before it moves")
    p.add_argument(
        "--slap-window",
        type=positive,
        default=None,
        help="the reaction window of real-time games, in seconds (default: the game's own)",
    )
    p.add_argument(
        "--slap-pause",
        type=positive,
        default=None,
        help="real-time games where other people play: the longest one player's pause lasts, "
        "in seconds (default: the game's own)",
    )
    g = p.add_argument_group("limits (what one client or room may take)")
    g.add_argument(
        "--rooms-per-minute",
        type=positive,
        default=d.rooms_per_minute,
        help=f"new rooms per client address and minute (default {d.rooms_per_minute:g}; "
        f"bursts of {d.room_burst:g}, or ten seconds' worth)",
    )
    g.add_argument(
        "--max-rooms", type=positive_int, default=d.max_rooms, help=f"open rooms at once (default {d.max_rooms})"
    )
    g.add_argument(
        "--idle-expiry",
        type=positive,
        default=d.idle_expiry,
        help=f"seconds after which a room nobody is in or moves in closes; its game stays "
        f"readable as a record (default {d.idle_expiry:g})",
    )
    g.add_argument(
        "--finished-expiry",
        type=positive,
        default=d.finished_expiry,
        help=f"the same for a room whose game is over (default {d.finished_expiry:g})",
    )
    g.add_argument(
        "--connections-per-client",
        type=positive_int,
        default=d.connections_per_client,
        help=f"open WebSocket connections per client address (default {d.connections_per_client})",
    )
    g.add_argument(
        "--cpu-share",
        type=share,
        default=d.cpu_share,
        help=f"share of one core the CPU players of one room may use (default {d.cpu_share:g})",
    )
    p.set_defaults(func=_run)


def _run(args) -> int:
    from tefuda.apps.web.server import Limits, serve

    d = Limits()
    # bursts: ten rooms, or ten seconds' worth at a higher rate
    limits = Limits(
        rooms_per_minute=args.rooms_per_minute,
        room_burst=max(d.room_burst, args.rooms_per_minute / 6),
        max_rooms=args.max_rooms,
        idle_expiry=args.idle_expiry,
        finished_expiry=args.finished_expiry,
        cpu_share=args.cpu_share,
        connections_per_client=args.connections_per_client,
    )
    serve(args.host, args.port, args.db, args.cpu_delay, args.slap_window, limits, slap_pause=args.slap_pause)
    return 0
