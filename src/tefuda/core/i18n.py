"""One message catalog for every user-facing string, in English and Japanese.

Games and apps register their messages with `register({key: {"en": ..., "ja": ...}})`;
`translate(key, lang, **params)` formats one. Missing Japanese falls back to English.

English grammar in templates (issue #16 §6: "1 card", "1 point", "an A♠"):
- `{n:card|cards}` → "card" when n is 1, else "cards" (write "{n} {n:card|cards}");
- `{card:a}` → "an" before a vowel sound ("an A♠", "an 8♦", "an ace"), else "a".

Players are named for people the same way on every screen: `{seat:player}` turns a seat
index (0, 1, …) into "Player 1", "Player 2" … / "プレイヤー1" … (the browser's names too).
Where the players have names of their own (a record's `meta.names`: the programs of a
tournament, say), `named_players(names)` adds them: "lilovyy (Player 1)".
"""

from __future__ import annotations

import string
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar

LANGS = ("en", "ja")
_CATALOG: dict[str, dict[str, str]] = {}


_REGISTERED_TWICE: dict[str, tuple[dict, dict]] = {}  # a key given two different texts (a test fails)


def register(messages: dict[str, dict[str, str]]) -> None:
    for key, texts in messages.items():
        if "en" not in texts:
            raise ValueError(f"message {key!r} has no English text")
        old = _CATALOG.get(key)
        if old is not None and old != texts:
            _REGISTERED_TWICE[key] = (old, texts)
        _CATALOG[key] = texts


def registered_twice() -> dict[str, tuple[dict, dict]]:
    """Keys registered by two modules with different texts: which one shows would depend on
    the import order."""
    return dict(_REGISTERED_TWICE)


PLAYER = {"en": "Player {n}", "ja": "プレイヤー{n}"}
PLAYER_NAMED = {"en": "{name} (Player {n})", "ja": "{name}（プレイヤー{n}）"}
_NAMES: ContextVar[tuple[str, ...]] = ContextVar("tefuda_player_names", default=())


@contextmanager
def named_players(names: Sequence[str] | None) -> Iterator[None]:
    """Within it, `{seat:player}` and `player_name` give seat k's name too: names[k]
    (a seat beyond the list, or an empty name, stays "Player k+1")."""
    token = _NAMES.set(tuple(str(n) for n in names or ()))
    try:
        yield
    finally:
        _NAMES.reset(token)


class _Formatter(string.Formatter):
    """str.format plus the grammar specs above; every other spec as usual."""

    def __init__(self, lang: str = "en"):
        self.lang = lang

    def format_field(self, value, format_spec):
        if "|" in format_spec:
            one, many = format_spec.split("|", 1)
            return one if value == 1 or value == "1" else many
        if format_spec == "a":
            return article(value)
        if format_spec == "player":
            return player_name(value, self.lang)
        return super().format_field(value, format_spec)


_FORMATTERS = {lang: _Formatter(lang) for lang in LANGS}


def player_name(seat, lang: str = "en", name: str | None = None) -> str:
    """Seat 0 is "Player 1" (a seat that is not a number is shown as it is); with a name
    (given, or from `named_players`) "NAME (Player 1)" — unless the name is only that
    player's number again."""
    if isinstance(seat, bool) or not isinstance(seat, int):
        return str(seat)
    plain = (PLAYER.get(lang) or PLAYER["en"]).format(n=seat + 1)
    if name is None:
        names = _NAMES.get()
        name = names[seat] if 0 <= seat < len(names) else None
    if not name or name in (PLAYER["en"].format(n=seat + 1), PLAYER["ja"].format(n=seat + 1)):
        return plain
    return (PLAYER_NAMED.get(lang) or PLAYER_NAMED["en"]).format(name=name, n=seat + 1)


def article(word) -> str:
    """ "an" before a vowel sound (A♠, 8♦, 11, 18, ace, eight), else "a"."""
    w = str(word).strip().lower()
    return "an" if w[:1] in ("a", "e", "i", "o", "8") or w[:2] in ("11", "18") else "a"


def translate(key: str, lang: str = "en", default: str | None = None, **params) -> str:
    texts = _CATALOG.get(key)
    if texts is None:
        text = default if default is not None else key
    else:
        text = texts.get(lang) or texts["en"]
    try:
        if "|" not in text and ":a}" not in text and ":player}" not in text:  # the common case, at str.format's speed
            return text.format(**params)
        return _FORMATTERS.get(lang, _FORMATTERS["en"]).format(text, **params)
    except (KeyError, IndexError, ValueError, AttributeError, TypeError):
        return text


def env_lang() -> str:
    """The language of the person at this terminal or running this server ($TEFUDA_LANG,
    then the locale): for command-line and operator messages."""
    import os

    env = os.environ.get("TEFUDA_LANG") or os.environ.get("LC_ALL") or os.environ.get("LANG") or ""
    return "ja" if env.lower().startswith("ja") else "en"


def argv_lang(argv, env: dict | None = None) -> str:
    """The UI language of a command line: `--lang X` / `--lang=X`, else TEFUDA_LANG, else
    the locale (cheap: used before anything heavy is imported)."""
    argv = list(argv or [])
    for k, a in enumerate(argv):
        if a == "--lang" and k + 1 < len(argv) and argv[k + 1] in ("ja", "en"):
            return argv[k + 1]
        if a.startswith("--lang=") and a[7:] in ("ja", "en"):
            return a[7:]
    if env is None:
        return env_lang()
    value = env.get("TEFUDA_LANG") or env.get("LC_ALL") or env.get("LANG") or ""
    return "ja" if value.lower().startswith("ja") else "en"


def has(key: str) -> bool:
    return key in _CATALOG


def catalog() -> dict[str, dict[str, str]]:
    return dict(_CATALOG)


t = translate

register(
    {
        # cards named for people (core.cards.card_name / card_label / count_cards)
        "card.name": {"en": "{rank} of {suit}", "ja": "{suit}の{rank}"},
        "card.name.joker": {"en": "Joker", "ja": "ジョーカー"},
        "card.none": {"en": "no card", "ja": "なし"},
        "card.joker_as": {"en": "Joker (as {card})", "ja": "ジョーカー（{card}として）"},
        "card.joker_below": {"en": "Joker (below {card})", "ja": "ジョーカー（{card}の下）"},
        "card.joker_above": {"en": "Joker (above {card})", "ja": "ジョーカー（{card}の上）"},
        "card.count": {"en": "{n} {n:card|cards}", "ja": "{n}枚"},
        "card.rank.1": {"en": "Ace", "ja": "A"},
        "card.rank.11": {"en": "Jack", "ja": "J"},
        "card.rank.12": {"en": "Queen", "ja": "Q"},
        "card.rank.13": {"en": "King", "ja": "K"},
        "card.suit.S": {"en": "spades", "ja": "スペード"},
        "card.suit.H": {"en": "hearts", "ja": "ハート"},
        "card.suit.D": {"en": "diamonds", "ja": "ダイヤ"},
        "card.suit.C": {"en": "clubs", "ja": "クラブ"},
        "card.bad": {
            "en": "not a card: {card!r} (write e.g. 3S, 10H, QD, AC, JK)",
            "ja": "カードではありません: {card!r}（例: 3S, 10H, QD, AC, JK）",
        },
        "card.bad_tarot": {
            "en": "not a tarot card: {card!r} (write e.g. A06, S01, H14)",
            "ja": "タロットカードではありません: {card!r}（例: A06, S01, H14）",
        },
        "card.not_text": {
            "en": "a card code must be text, not {card}",
            "ja": "カードは文字で書いてください（{card}は不可）",
        },
        "card.joker_suit": {"en": "a joker has no suit: {suit!r}", "ja": "ジョーカーにスートはありません: {suit!r}"},
        "card.no_such": {
            "en": "no such card: rank {rank!r} suit {suit!r}",
            "ja": "そのようなカードはありません: 数字 {rank!r}、スート {suit!r}",
        },
        "option.not_object": {
            "en": "options must be an object of name: value",
            "ja": "オプションは 名前: 値 のオブジェクトで指定してください",
        },
        # {label}: the option as players know it (contract 5), in the reader's language
        "option.bad_type.int": {
            "en": "{label}: {value!r} is not a whole number",
            "ja": "{label}: {value!r} は整数ではありません",
        },
        "option.bad_type.float": {
            "en": "{label}: {value!r} is not a number",
            "ja": "{label}: {value!r} は数値ではありません",
        },
        "option.bad_type.bool": {
            "en": "{label}: {value!r} is neither on nor off",
            "ja": "{label}: {value!r} ではなく on か off を指定してください",
        },
        "option.bad_type.str": {
            "en": "{label}: {value!r} is not a text",
            "ja": "{label}: {value!r} は文字列ではありません",
        },
        "record.not_object": {
            "en": "a record must be a JSON object",
            "ja": "記録は JSON オブジェクトでなければなりません",
        },
        "record.fields": {"en": "unknown record fields: {fields}", "ja": "記録に不明な項目があります: {fields}"},
        "record.game": {
            "en": "the record's game must be a game name",
            "ja": "記録の game はゲーム名でなければなりません",
        },
        "record.options": {
            "en": "the record's options must be an object",
            "ja": "記録の options はオブジェクトでなければなりません",
        },
        "record.setup_seed": {
            "en": "a record has either a setup or a seed, not both",
            "ja": "記録には setup か seed のどちらか一方だけを書きます",
        },
        "record.setup": {
            "en": "the record's setup must be an object",
            "ja": "記録の setup はオブジェクトでなければなりません",
        },
        "record.seed": {"en": "the record's seed must be an integer", "ja": "記録の seed は整数でなければなりません"},
        "record.actions": {
            "en": "the record's actions must be a list",
            "ja": "記録の actions はリストでなければなりません",
        },
        "record.action": {
            "en": "action {i} needs an integer seat and an action text",
            "ja": "行動 {i} には整数の seat と行動の文字列が必要です",
        },
        "game.unknown": {
            "en": "unknown game {game!r}; games: {known}",
            "ja": "ゲーム {game!r} はありません。ゲーム: {known}",
        },
        "bot.unknown": {
            "en": "{game} has no bot {bot!r}; bots: {known}",
            "ja": "{game}にボット {bot!r} はありません。ボット: {known}",
        },
        "option.unknown": {
            "en": "{game} has no option {option!r}; its options are: {known}",
            "ja": "{game}にオプション {option!r} はありません。使えるもの: {known}",
        },
        "option.bad_type": {
            "en": "option {option!r} cannot take {value!r}",
            "ja": "オプション {option!r} に {value!r} は指定できません",
        },
        "option.choice_named": {"en": "{value} ({label})", "ja": "{value}（{label}）"},
        "option.sep": {"en": ", ", "ja": "、"},
        "option.bad_choice": {
            "en": "{label}: {value!r} is not one of the choices: {choices}",
            "ja": "{label}: {value!r} は選べません。選択肢: {choices}",
        },
        "option.bad_value": {
            "en": "{label}: {value!r} is not possible ({why})",
            "ja": "{label}: {value!r} は使えません（{why}）",
        },
        "option.bad_preset": {
            "en": "{game} has no preset {preset!r}; presets: {known}",
            "ja": "{game}にプリセット {preset!r} はありません。プリセット: {known}",
        },
        "option.preset_type": {
            "en": "preset must be one preset name (text), not {kind}; presets: {known}",
            "ja": "プリセットは名前（テキスト）1つで指定してください（{kind} は使えません）。プリセット: {known}",
        },
        "setup.duplicate": {"en": "{what}: card {card} appears twice", "ja": "{what}: カード{card}が重複しています"},
        "setup.jokers": {
            "en": "{what}: {jokers} jokers but the rules allow {allowed}",
            "ja": "{what}: ジョーカーが{jokers}枚ありますが、ルールでは{allowed}枚までです",
        },
        "action.unknown": {"en": "unknown action {text!r}", "ja": "不明な行動です: {text!r}"},
        "action.empty": {"en": "the action is empty", "ja": "行動が空です"},
        "action.game_over": {"en": "the game is over", "ja": "ゲームは終了しています"},
        "action.not_your_turn": {"en": "seat {seat} cannot act now", "ja": "席 {seat} は今は行動できません"},
        "action.bad_seat": {"en": "there is no seat {seat!r}", "ja": "席 {seat!r} はありません"},
    }
)
