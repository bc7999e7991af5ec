"""`tefuda uecda client|server`: the UECda protocol both ways (docs/uecda.md)."""

from __future__ import annotations

import json
import sys

from tefuda.core.errors import TefudaError
from tefuda.core.i18n import register

register(
    {
        "uecda.games": {"en": "--games must be 1 to 1000000", "ja": "--games は 1〜1000000 です"},
        "uecda.server_os": {"en": "tefuda uecda server: {why}", "ja": "tefuda uecda server: {why}"},
    }
)


def add_parser(sub) -> None:
    p = sub.add_parser(
        "uecda",
        help="UECda (computer Daihinmin contest): play in its servers, or be one",
        description="The UECda protocol: a tefuda bot as a client of any UECda server, "
        "or tefuda as the referee of five UECda clients (docs/uecda.md).",
    )
    usub = p.add_subparsers(dest="uecda_command", required=True)

    c = usub.add_parser("client", help="play a tefuda bot in a UECda server")
    c.add_argument("--host", default="127.0.0.1")
    c.add_argument("--port", type=int, default=42485, help="the server's port (UECda's default 42485)")
    c.add_argument(
        "--bot", default="normal", help="bot spec: easy, normal, hard, a bot name, or NAME:k=v;k=v (as tefuda sim)"
    )
    c.add_argument("--name", default=None, help="the name the server shows (up to 14 characters)")
    c.add_argument("--seed", type=int, default=None)
    c.add_argument(
        "--log", default=None, metavar="FILE", help="write what the client saw and did, one JSON line per event"
    )
    c.add_argument(
        "--probe",
        type=float,
        default=0.0,
        metavar="RATE",
        help="cross-check: at this share of turns send a play tefuda's rules refuse, and "
        "report any the server accepts (docs/uecda.md)",
    )
    c.add_argument(
        "--explore",
        type=float,
        default=0.0,
        metavar="RATE",
        help="cross-check: at this share of turns play a legal play of a kind chosen at random",
    )
    c.add_argument(
        "--connect-timeout", type=float, default=30.0, help="seconds to keep retrying while the server is not up yet"
    )
    c.set_defaults(func=_client)

    s = usub.add_parser("server", help="referee five UECda clients (tefuda CPUs may fill places)")
    s.add_argument("--port", type=int, default=42485)
    s.add_argument("--host", default="127.0.0.1", help="the address to listen on (default: this machine only)")
    s.add_argument("--games", type=int, default=1000, help="games in the match (UECda: 1000)")
    s.add_argument(
        "--cpu",
        action="append",
        default=[],
        metavar="SPEC",
        help="a place for a tefuda CPU from the start (repeatable); clients take the others",
    )
    s.add_argument(
        "--wait",
        type=float,
        default=None,
        metavar="SECONDS",
        help="after this long, fill the places nobody took with --fill (default: wait for five)",
    )
    s.add_argument("--fill", default="normal", metavar="SPEC", help="the CPU for places nobody took")
    s.add_argument(
        "--records",
        default=None,
        metavar="DIR",
        help="write every game as a tefuda record (game-0001.json …) and match.json here",
    )
    s.add_argument("--seed", type=int, default=None, help="the deals' seed (default: random)")
    s.add_argument(
        "--timeout",
        type=float,
        default=None,
        metavar="SECONDS",
        help="a client silent this long is taken as gone (default: wait, as the referee)",
    )
    s.set_defaults(func=_server)


def _client(args) -> int:
    from tefuda.apps.uecda.client import play

    brain = play(
        args.host,
        args.port,
        args.bot,
        name=args.name,
        seed=args.seed,
        log_path=args.log,
        connect_timeout=args.connect_timeout,
        probe=args.probe,
        explore=args.explore,
    )
    times = sorted(brain.decisions)
    summary = {
        "player": brain.me,  # the protocol's number, 0–4 (Player 1 is 0), as the server gave it
        "games": brain.number,
        "decisions": len(times),
        "refused_plays": brain.rejected[:20],
        "refused": len(brain.rejected),
    }
    if args.probe:
        summary.update(probes=brain.probes, probes_accepted=len(brain.accepted), accepted_plays=brain.accepted[:20])
    if times:
        summary["decision_ms"] = {  # to the microsecond: a quick bot answers in a few of them
            "mean": round(1000 * sum(times) / len(times), 3),
            "p95": round(1000 * times[int(0.95 * (len(times) - 1))], 3),
        }
    print(json.dumps(summary, ensure_ascii=False), flush=True)
    return 0


def _server(args) -> int:
    from tefuda.apps.uecda.server import serve

    if not 1 <= args.games <= 1_000_000:
        raise TefudaError("uecda.games")
    try:
        serve(
            args.port,
            args.games,
            host=args.host,
            cpus=args.cpu,
            records=args.records,
            seed=args.seed,
            timeout=args.timeout,
            wait=args.wait,
            fill=args.fill,
        )
    except OSError as e:
        from tefuda.core.i18n import env_lang, translate

        print(translate("uecda.server_os", env_lang(), why=e.strerror or str(e)), file=sys.stderr)
        return 2
    return 0


__all__ = ["add_parser"]
