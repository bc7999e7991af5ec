"""`tefuda replay FILE`: a record told as a spectator saw the game (or JSON with --json).

Records come from `tefuda play GAME --record FILE`, `tefuda sim GAME --records DIR` and
a `tefuda serve` room (`GET /api/rooms/ID/record`, docs/serve.md). The file may come from anyone: errors are one sentence
(never a traceback), and nothing in the file reaches the terminal unescaped. The story is
the spectator's (`state.view(None)`'s log, `core.events.visible_log`): a record holds
every hidden card, but replaying it tells only what a watcher of the table saw.
Players are "Player 1" …, or by their own names where the record has them (`meta.names`,
one per seat: "lilovyy (Player 1)"); a deal that fixes its own order of turns (the
descriptor's `seating`) is said once at the start.
"""

from __future__ import annotations

import json
import sys

from tefuda.core.errors import TefudaError
from tefuda.core.i18n import register

register(
    {
        "replay.help": {
            "en": "tell a recorded game move by move (records are saved by tefuda play GAME --record FILE "
            "and tefuda sim GAME --records DIR)",
            "ja": "記録した対局を一手ずつ語ります（記録の保存: tefuda play ゲーム --record ファイル、"
            "tefuda sim ゲーム --records フォルダ）",
        },
        "replay.arg.file": {"en": "a record file (.json)", "ja": "記録ファイル（.json）"},
        "replay.arg.json": {
            "en": "one JSON line per action, then the final state (for programs)",
            "ja": "1手ごとに JSON を1行、最後に最終状態（プログラム向け）",
        },
        "replay.arg.lang": {"en": "language of the story: ja or en", "ja": "語る言語: ja か en"},
        "replay.title": {
            "en": "{title}: a record of {n} {n:action|actions}, told as a spectator saw it",
            "ja": "{title}の記録（{n}手）。観戦者から見えたとおりに語ります",
        },
        # a game with no narration: who acted, never what (an action may be private)
        "replay.moved": {"en": "{seat:player} moved.", "ja": "{seat:player}が行動しました。"},
        "replay.refused": {
            "en": "Action {i} ({seat:player}: {action}) was refused and changed nothing: {why}",
            "ja": "{i}手目（{seat:player}: {action}）は認められず、何も変わりませんでした: {why}",
        },
        "replay.seating": {
            "en": "Turns go round in this order, not by player number: {order}.",
            "ja": "手番はプレイヤー番号順ではなく、この順に回ります: {order}。",
        },
        "replay.over": {"en": "Game over.", "ja": "ゲーム終了。"},
        "replay.not_over": {
            "en": "The record ends here; the game was not over.",
            "ja": "記録はここまでです。対局は終わっていませんでした。",
        },
    }
)


def add_parser(sub) -> None:
    from tefuda.core.i18n import env_lang, translate

    lang = env_lang()
    p = sub.add_parser("replay", help=translate("replay.help", lang), description=translate("replay.help", lang))
    p.add_argument("file", help=translate("replay.arg.file", lang))
    p.add_argument("--json", action="store_true", help=translate("replay.arg.json", lang))
    p.add_argument("--lang", choices=["ja", "en"], default=None, help=translate("replay.arg.lang", lang))
    p.set_defaults(func=run)


def run(args) -> int:
    from tefuda.core.i18n import env_lang, translate
    from tefuda.core.record import Record
    from tefuda.core.textsafe import json_safe, terminal_safe
    from tefuda.games import start_record

    def say(text: str) -> None:
        for line in text.split("\n"):  # a narration of several lines (a program run, say)
            print(terminal_safe(line))

    def say_json(obj) -> None:
        print(json_safe(json.dumps(obj, ensure_ascii=False)))

    lang = args.lang or env_lang()
    try:
        record = Record.load(args.file)
        _, state = start_record(record)
    except TefudaError as e:
        error = e.localized(lang)
    except (TypeError, KeyError, ValueError, AttributeError, IndexError, RecursionError):  # a setup of odd shape
        error = translate("record.malformed", lang, path=args.file)
    else:
        error = None
    if error is not None:
        if args.json:
            say_json({"ok": False, "error": error})
        print(terminal_safe(f"tefuda replay: {error}"), file=sys.stderr)
        return 2
    if args.json:
        for step, _now in record.replay(state):
            say_json(step.to_json())
        say_json({"over": state.is_over(), "result": state.result(), "state": state.to_json()})
        return 0
    for line in story(record, state, lang):  # (`| head`: the command line ends quietly, cli.main)
        say(line)
    return 0


def seating_order(desc, state) -> list[int] | None:
    """The order turns go round when the deal fixed one that is not seat order (a rotation
    of 0, 1, 2 … is seat order: each seat still follows the one before it)."""
    order = list(desc.seating(state)) if desc.seating is not None else []
    if not order or 0 not in order:
        return None
    k = order.index(0)
    return None if order[k:] + order[:k] == sorted(order) else order


def story(record, state, lang: str):
    """The record in words, line by line: the order of turns if the deal fixed its own, what
    a spectator was told as each action happened (the game's own narration), a refused
    action as such, then how it ended. Players are named as the record names them (the
    names hold while each step's lines are made, never across a `yield`)."""
    from tefuda.core.events import visible_log
    from tefuda.core.i18n import named_players, player_name, translate
    from tefuda.core.textsafe import terminal_safe
    from tefuda.games import descriptor

    desc = descriptor(record.game)
    describe = desc.describe

    def step_lines(step, now, told: int) -> list[str]:
        if not step.ok:
            # the refused text is the file's, not the game's: shown escaped, in quotes
            action = repr(terminal_safe(step.action))
            return [translate("replay.refused", lang, i=step.i + 1, seat=step.seat, action=action, why=step.error)]
        if describe is None:
            return [translate("replay.moved", lang, seat=step.seat)]
        log = getattr(now, "log", None) or []
        return [line for event in visible_log(log, None, told) if (line := describe(event, None, lang))]

    yield translate("replay.title", lang, title=desc.title(lang), n=len(record.actions))
    order = seating_order(desc, state)
    if order is not None:
        with named_players(record.names):
            line = translate("replay.seating", lang, order=" → ".join(player_name(s, lang) for s in order))
        yield line
    told = 0
    for step, now in record.replay(state):
        with named_players(record.names):
            lines = step_lines(step, now, told)
        yield from lines
        if step.ok:
            told = len(getattr(now, "log", None) or [])
    yield translate("replay.over" if state.is_over() else "replay.not_over", lang)
