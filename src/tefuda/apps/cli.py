"""The one `tefuda` command: play, replay, bench, serve, sim, report, ladder, uecda."""

from __future__ import annotations

import argparse
import json
import os
import sys
import unicodedata
from collections.abc import Sequence
from pathlib import Path

from tefuda.apps.argtypes import positive
from tefuda.core.errors import TefudaError
from tefuda.core.i18n import register

register(
    {
        "cli.starting": {
            "en": "Starting… (loading the game and its CPU players)",
            "ja": "起動しています…（ゲームとCPUを読み込み中）",
        },
        "cli.starting_no_cpu": {"en": "Starting… (loading the game)", "ja": "起動しています…（ゲームを読み込み中）"},
        "cli.option_form": {
            "en": "option {option!r} must be NAME=VALUE",
            "ja": "オプション {option!r} は 名前=値 の形で書いてください",
        },
        "cli.record_saved": {
            "en": "Record saved: {path} (tell it again with: tefuda replay {path})",
            "ja": "記録を保存しました: {path}（もう一度見るには: tefuda replay {path}）",
        },
        "cli.record_folder": {
            "en": "--record {path}: there is no folder {folder} to save it in",
            "ja": "--record {path}: 保存先のフォルダ {folder} がありません",
        },
        "cli.record_write": {
            "en": "could not save the record {path}: {why}",
            "ja": "記録 {path} を保存できませんでした: {why}",
        },
        # a refused `-o NAME=VALUE`: what was typed, then why in words
        "cli.option_refused": {"en": "-o {typed}: {why}", "ja": "-o {typed}: {why}"},
    }
)


def parse_option_pairs(pairs: Sequence[str] | None, game: str | None = None) -> dict:
    """`-o players=5 -o jokers=1` → {"players": "5", "jokers": "1"} (the Game converts).
    With the `game`, a value an option spells differently for people (`Option.typed`:
    e.g. `first=1` for Player 1, stored as seat 0) becomes the stored value."""
    out: dict = {}
    for p in pairs or []:
        if "=" not in p:
            raise TefudaError("cli.option_form", option=p)
        k, v = p.split("=", 1)
        out[k.strip()] = v.strip()
    if game is not None:
        from tefuda.games import GAMES, descriptor

        if game in GAMES:
            for o in descriptor(game).options:
                if o.typed and o.name in out:
                    out[o.name] = o.from_typed(out[o.name])
    return out


def _presets_text(d, lang: str) -> str:
    from tefuda.core.i18n import translate
    from tefuda.core.options import text_in

    info = d.preset_info
    return translate("option.sep", lang).join(
        translate("option.choice_named", lang, value=p, label=text_in(info[p]["label"], lang))
        if text_in(info.get(p, {}).get("label"), lang)
        else p
        for p in d.presets
    )


def explained(error: TefudaError, pairs: Sequence[str] | None = None) -> TefudaError:
    """A refusal of the command line for people: the game named by its title, and a
    refused `-o NAME=VALUE` shown as it was typed before the reason in words."""
    params = dict(error.params)
    game = params.get("game")
    if isinstance(game, str):
        from tefuda.games import GAMES, descriptor

        if game in GAMES:
            d = descriptor(game)
            params["game"] = dict(d.titles)
            if error.key == "option.bad_preset" and d.presets:  # each preset as typed, with its name
                params["known"] = {lang: _presets_text(d, lang) for lang in ("en", "ja")}
    out = type(error)(error.key, **params)
    name = params.get("option")
    typed = [p.strip() for p in pairs or () if p.split("=", 1)[0].strip() == name]
    if isinstance(name, str) and typed:
        return TefudaError("cli.option_refused", typed=typed[-1], why=out)
    return out


def _seat_of_player(text: str) -> int:
    """`--seat N` counts players as the screens do (Player 1 sits in the first seat); the
    front ends take the seat (N - 1), and refuse one the table does not have."""
    return int(text) - 1


_seat_of_player.__name__ = "player number"  # argparse: "invalid player number value: 'x'"


def _cmd_play(args) -> int:
    """The game's own terminal front end (its descriptor's `terminal`), else the generic
    line-based runner with the descriptor's `render`."""
    from tefuda.games import descriptor

    desc = descriptor(args.game)
    record = getattr(args, "record", None)
    if record is not None:
        folder = Path(record).resolve().parent
        if not folder.is_dir():  # refused before the game, not after it
            raise TefudaError("cli.record_folder", path=record, folder=str(folder))
    args.played = []  # the front end appends each game it starts (tui.runner.TerminalGame.state)
    try:
        if desc.terminal is not None:
            return desc.terminal.run(args) or 0
        from tefuda.apps.tui.runner import TerminalGame

        return TerminalGame(args, render=desc.render).run() or 0  # narration: the descriptor's describe
    finally:  # also when the player quits or presses Ctrl-C: a record of the game so far
        if record is not None:
            save_records(record, args.played, getattr(args, "lang", None))


def record_paths(path: str, count: int) -> list[Path]:
    """Where `--record FILE` saves `count` games: FILE, then FILE-2.json, FILE-3.json ..."""
    p = Path(path)
    return [p] + [p.with_name(f"{p.stem}-{k}{p.suffix or '.json'}") for k in range(2, count + 1)]


def save_records(path: str, states: list, lang: str | None) -> None:
    """Each game played, as the record `tefuda replay` reads (DESIGN.md 'records'), and
    where it went in the player's language."""
    from tefuda.apps.tui.runner import detect_lang
    from tefuda.core.i18n import translate

    lang = detect_lang(lang)
    for state, p in zip(states, record_paths(path, len(states))):
        try:
            p.write_text(json.dumps(state.record().to_json(), ensure_ascii=False) + "\n", encoding="utf-8")
        except OSError as e:
            print(translate("cli.record_write", lang, path=str(p), why=e.strerror or str(e)), file=sys.stderr)
        else:
            print(translate("cli.record_saved", lang, path=str(p)))


def _cmd_bench(args) -> int:
    from tefuda.sim.bench import run_bench

    return run_bench(games=args.game, seconds=args.seconds, as_json=args.json)


def _cmd_native(args) -> int:
    from tefuda import native

    if args.action == "build":
        try:
            manifest = native.build(verbose=args.verbose)
        except RuntimeError as e:
            print(f"tefuda native build: {e}", file=sys.stderr)
            return 1
        print(
            f"compiled {len(manifest['modules'])} modules with mypyc {manifest['mypy']} "
            f"in {manifest['seconds']} s into {native.BUILD_DIR} (used by the next process)"
        )
    elif args.action == "clean":
        native.clean()
    s = native.status()
    if args.action == "status" or args.verbose:
        print(f"{s['build']}: {s['reason']}")
    return 0


def _formatter(usage: str):
    """argparse's help layout with the usage prefix in the UI language."""

    # argparse indents the usage's continuation lines by the prefix's length in characters;
    # a Japanese prefix is twice as wide on a terminal as it is long
    extra = sum(unicodedata.east_asian_width(ch) in "WF" for ch in usage)

    class Formatter(argparse.HelpFormatter):
        def add_usage(self, usage_text, actions, groups, prefix=None):
            super().add_usage(usage_text, actions, groups, prefix=usage)

        def _format_usage(self, usage_text, actions, groups, prefix):
            text = super()._format_usage(usage_text, actions, groups, prefix)
            first, *rest = text.split("\n")
            return "\n".join([first] + [" " * extra + line if line.startswith(" ") else line for line in rest])

    return Formatter


class _PlayHelp(argparse.Action):
    """`tefuda play --help`: the arguments and the games; `tefuda play GAME --help`: the
    arguments, then that game's options by label and help, in the UI language."""

    def __init__(
        self,
        option_strings,
        dest=argparse.SUPPRESS,
        default=argparse.SUPPRESS,
        help=None,
        lang: str = "en",
        argv: Sequence[str] = (),
    ):
        super().__init__(option_strings, dest=dest, default=default, nargs=0, help=help)
        self.lang, self.argv = lang, list(argv)

    def __call__(self, parser, namespace, values, option_string=None):
        from tefuda.apps.play_help import play_help
        from tefuda.games import GAMES

        game = getattr(namespace, "game", None) or next((a for a in self.argv if a in GAMES), None)
        print(parser.format_help())
        print(play_help(game, self.lang))
        parser.exit()


def build_parser(argv: Sequence[str] | None = None) -> argparse.ArgumentParser:
    from tefuda.apps.play_help import lang_from
    from tefuda.core.i18n import t
    from tefuda.games import GAMES

    lang = lang_from(argv if argv is not None else sys.argv[1:])
    p = argparse.ArgumentParser(prog="tefuda", description="tefuda (手札): five card games to play, simulate and study")
    sub = p.add_subparsers(dest="command", required=True)

    pl = sub.add_parser(
        "play", help=t("play.help_text", lang), add_help=False, formatter_class=_formatter(t("play.help.usage", lang))
    )
    pl._positionals.title = t("play.help.positionals", lang)
    pl._optionals.title = t("play.help.optionals", lang)
    pl.add_argument(
        "-h", "--help", action=_PlayHelp, lang=lang, argv=list(argv or sys.argv[1:]), help=t("play.arg.help", lang)
    )
    pl.add_argument("game", choices=list(GAMES), help=t("play.arg.game", lang))
    pl.add_argument("--players", type=int, default=None, help=t("play.arg.players", lang))
    pl.add_argument("--lang", choices=["ja", "en"], default=None, help=t("play.arg.lang", lang))
    pl.add_argument("--seat", type=_seat_of_player, default=0, help=t("play.arg.seat", lang))
    pl.add_argument("--humans", type=int, default=1, help=t("play.arg.humans", lang))
    pl.add_argument("--level", default=None, help=t("play.arg.level", lang))
    pl.add_argument("--bot", action="append", default=None, help=t("play.arg.bot", lang))
    pl.add_argument("--seed", type=int, default=None, help=t("play.arg.seed", lang))
    pl.add_argument(
        "-o", "--option", action="append", default=[], metavar="NAME=VALUE", help=t("play.arg.option", lang)
    )
    pl.add_argument("--preset", default=None, help=t("play.arg.preset", lang))
    pl.add_argument("--record", default=None, metavar="FILE", help=t("play.arg.record", lang))
    pl.set_defaults(func=_cmd_play)

    from tefuda.apps import cmd_replay

    cmd_replay.add_parser(sub)

    be = sub.add_parser("bench", help="measure engine speed (games/s and more)")
    be.add_argument("--game", action="append", default=None, choices=list(GAMES))
    be.add_argument("--seconds", type=positive, default=2.0, help="seconds per measurement")
    be.add_argument("--json", action="store_true", help="one JSON object per line")
    be.set_defaults(func=_cmd_bench)

    na = sub.add_parser("native", help="the compiled (mypyc) build of the engines: build, status, clean")
    na.add_argument("action", choices=["status", "build", "clean"], nargs="?", default="status")
    na.add_argument("-v", "--verbose", action="store_true", help="show the compiler's output")
    na.set_defaults(func=_cmd_native)

    from tefuda.apps import cmd_ladder, cmd_report, cmd_serve, cmd_sim, cmd_uecda

    for command in (cmd_serve, cmd_sim, cmd_report, cmd_ladder, cmd_uecda):
        command.add_parser(sub)  # each module imports its extras only when it runs
    return p


SIGPIPE_STATUS = 141  # 128 + SIGPIPE: what a shell reports for a program whose reader left


def main(argv: Sequence[str] | None = None) -> int:
    """Every command; output piped into a reader that stops early (`tefuda replay FILE --json
    | head -3`, `tefuda play --help | head`) ends quietly, as other command-line tools do."""
    try:
        status = _main(argv)
        sys.stdout.flush()  # (here, not at exit: a reader that left is told apart only here)
        return status
    except BrokenPipeError:
        _stdout_to_devnull()
        return SIGPIPE_STATUS


def _stdout_to_devnull() -> None:
    """Point the standard output at /dev/null, so that the interpreter's last flush of what
    is still buffered for the reader that left does not fail again at exit."""
    try:
        fd = os.open(os.devnull, os.O_WRONLY)
        os.dup2(fd, sys.stdout.fileno())
        os.close(fd)
    except (OSError, ValueError):  # (a stdout with no file descriptor: nothing is flushed to a pipe)
        pass


def _main(argv: Sequence[str] | None) -> int:
    # (`tefuda play` says "Starting…" once its arguments are accepted: runner.say_starting)
    parser = build_parser(argv)
    args = parser.parse_args(argv)
    try:
        return args.func(args) or 0
    except TefudaError as e:
        from tefuda.apps.play_help import lang_from

        lang = getattr(args, "lang", None) or lang_from(argv if argv is not None else sys.argv[1:])
        said = explained(e, getattr(args, "option", None)).localized(lang)
        print(f"tefuda {args.command}: {said}", file=sys.stderr)  # in the UI language
        return 2
    except KeyboardInterrupt:
        print()
        return 130


if __name__ == "__main__":
    raise SystemExit(main())
