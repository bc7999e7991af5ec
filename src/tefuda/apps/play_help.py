"""`tefuda play --help`: the games and how to see one; `tefuda play GAME --help`: that game's
options as players read them — label, one line of help, the choices by name — in the UI
language (contract 5).

The identifier appears only inside the `-o name=value` a person has to type; what the
option *is* is always said by its label.
"""

from __future__ import annotations

from tefuda.core import i18n
from tefuda.core.options import Option, text_in
from tefuda.games import GAMES, descriptor

i18n.register(
    {
        "play.help.intro": {  # (an on|off option also takes yes|no, true|false, 1|0: Option.convert)
            "en": "Rule options: -o NAME=VALUE (repeatable; on|off also accepts yes|no, true|false, 1|0); "
            "presets: --preset NAME.",
            "ja": "ルールのオプションは -o 名前=値（何度でも指定可。on|off は yes|no・true|false・1|0 でも可）、"
            "プリセットは --preset 名前。",
        },
        "play.help.games": {
            "en": "Games (`tefuda play GAME --help` shows one game's rule options and presets):",
            "ja": "ゲーム（`tefuda play ゲーム --help` でそのゲームのルールのオプションとプリセットを表示します）:",
        },
        "play.help.game_line": {"en": "{title} ({players})", "ja": "{title}（{players}）"},
        "play.help.players": {"en": "{low} to {high} players", "ja": "{low}〜{high}人"},
        "play.help.players_fixed": {"en": "{n} {n:player|players}", "ja": "{n}人"},
        "play.help.line": {"en": "{help} (default: {value})", "ja": "{help}（既定: {value}）"},
        "play.help.choices": {"en": "choices", "ja": "選択肢"},
        "play.help.on_off": {"en": "on or off", "ja": "on か off"},
        "play.help.presets": {"en": "Presets", "ja": "プリセット"},
        "play.help.options": {"en": "Options", "ja": "オプション"},
        "play.help.on": {"en": "on", "ja": "オン"},
        "play.help.off": {"en": "off", "ja": "オフ"},
        # the play command's own arguments
        "play.help.usage": {"en": "usage: ", "ja": "使い方: "},
        "play.help.positionals": {"en": "positional arguments", "ja": "引数"},
        "play.help.optionals": {"en": "options", "ja": "オプション"},
        "play.arg.game": {"en": "the game to play", "ja": "遊ぶゲーム"},
        "play.arg.players": {"en": "number of players", "ja": "人数"},
        "play.arg.lang": {
            "en": "language: ja or en (default: TEFUDA_LANG or LANG)",
            "ja": "言語: ja か en（既定は TEFUDA_LANG か LANG）",
        },
        "play.arg.seat": {
            "en": "your player number (1 = the first seat; default 1)",
            "ja": "あなたのプレイヤー番号（1 が最初の席。省略時は 1）",
        },
        "play.arg.humans": {
            "en": "how many people play at this terminal (hot seat)",
            "ja": "この端末で遊ぶ人数（順番に交代）",
        },
        "play.arg.level": {
            "en": "CPU level: easy, normal, hard, or a bot name (default: the game's choice)",
            "ja": "CPU の強さ: easy・normal・hard、またはボット名（既定はゲームごと）",
        },
        "play.arg.bot": {"en": "bot name per CPU seat, repeatable", "ja": "CPU の席ごとのボット名（複数指定可）"},
        "play.arg.seed": {
            "en": "shuffle seed (the same seed deals the same game)",
            "ja": "シャッフルのシード（同じシードなら同じ配り）",
        },
        "play.arg.option": {
            "en": "rule option (tefuda play GAME --help lists the game's)",
            "ja": "ルールのオプション（tefuda play ゲーム --help で一覧）",
        },
        "play.arg.preset": {
            "en": "rule preset (tefuda play GAME --help lists the game's)",
            "ja": "ルールのプリセット（tefuda play ゲーム --help で一覧）",
        },
        "play.arg.record": {
            "en": "save the game as a record in FILE when you leave (a match's later games beside "
            "it, numbered: game.json, game-2.json ...); tell it again with: tefuda replay FILE",
            "ja": "終了時に対局の記録を FILE に保存（マッチの2局目からは番号付きで隣に: game.json、game-2.json …）。"
            "tefuda replay FILE でもう一度見られます",
        },
        "play.arg.help": {
            "en": "show this help (after GAME: with that game's rule options)",
            "ja": "このヘルプを表示（ゲーム名の後なら、そのゲームのルールのオプションも）",
        },
        "play.help_text": {
            "en": "play a game in the terminal against CPU players",
            "ja": "端末で CPU 相手にゲームを遊ぶ",
        },
    }
)


def lang_from(argv: list[str] | None, env: dict | None = None) -> str:
    """The UI language: `--lang X` / `--lang=X` on the command line, else TEFUDA_LANG, else LANG."""
    return i18n.argv_lang(argv, env)


def game_title(name: str, lang: str) -> str:
    return descriptor(name).title(lang)


def _value_text(o: Option, value, lang: str) -> str:
    if o.type is bool:
        return i18n.t("play.help.on" if value else "play.help.off", lang)
    return o.choice_label(value, lang)


def option_lines(o: Option, lang: str) -> list[str]:
    """Three lines at most: the label and the `-o` to type, its help, its choices."""
    t = i18n.t
    if o.type is bool:
        typed = f"-o {o.name}=on|off"
    elif o.choices is not None:
        typed = f"-o {o.name}=" + "|".join(shown for shown, _ in o.typed_choices())
    else:
        typed = f"-o {o.name}=…"
    lines = [
        f"  {o.label_in(lang)}    [{typed}]",
        "      " + t("play.help.line", lang, help=o.help_in(lang), value=_value_text(o, o.default, lang)),
    ]
    named = [(shown, c) for shown, c in o.typed_choices() if o.choice_label(c, lang) != shown]
    if named:
        lines.append(
            "      "
            + t("play.help.choices", lang)
            + ": "
            + "; ".join(f"{shown} = {o.choice_label(c, lang)}" for shown, c in named)
        )
    return lines


def _players(name: str, lang: str) -> str:
    d = descriptor(name)
    if d.min_players == d.max_players:
        return i18n.t("play.help.players_fixed", lang, n=d.min_players)
    return i18n.t("play.help.players", lang, low=d.min_players, high=d.max_players)


def game_help(name: str, lang: str) -> str:
    d = descriptor(name)
    t = i18n.t
    out = [f"{d.title(lang)} — tefuda play {name}  ({_players(name, lang)})"]
    if d.options:
        out.append("  " + t("play.help.options", lang) + ":")
        for o in d.options:
            out.extend("  " + line for line in option_lines(o, lang))
    info = d.preset_info
    if d.presets:
        out.append("  " + t("play.help.presets", lang) + ":")
        for p in d.presets:
            texts = info.get(p, {})
            out.append(f"    {text_in(texts.get('label'), lang) or p}    [--preset {p}]")
            if texts.get("help"):
                out.append(f"        {text_in(texts['help'], lang)}")
    return "\n".join(out)


def games_help(lang: str) -> str:
    """Every game in one line each: the name to type, its title, how many play."""
    width = max(len(name) for name in GAMES)
    lines = [i18n.t("play.help.games", lang)]
    for name in GAMES:
        line = i18n.t("play.help.game_line", lang, title=game_title(name, lang), players=_players(name, lang))
        lines.append(f"  {name:<{width}}  {line}")
    return "\n".join(lines)


def play_help(game: str | None, lang: str) -> str:
    """What `tefuda play --help` adds to the arguments: with a game, its options and presets;
    without one, the games (all their options would be five screens long)."""
    if not game:
        return games_help(lang)
    return i18n.t("play.help.intro", lang) + "\n\n" + game_help(game, lang)
