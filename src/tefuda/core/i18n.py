"""One message catalog for every user-facing string, in English and Japanese.

Games and apps register their messages with `register({key: {"en": ..., "ja": ...}})`;
`translate(key, lang, **params)` formats one. Missing Japanese falls back to English.

English grammar in templates (issue #16 §6: "1 card", "1 point", "an A♠"):
- `{n:card|cards}` → "card" when n is 1, else "cards" (write "{n} {n:card|cards}");
- `{card:a}` → "an" before a vowel sound ("an A♠", "an 8♦", "an ace"), else "a".
"""

from __future__ import annotations

import string

LANGS = ("en", "ja")
_CATALOG: dict[str, dict[str, str]] = {}


def register(messages: dict[str, dict[str, str]]) -> None:
    for key, texts in messages.items():
        if "en" not in texts:
            raise ValueError(f"message {key!r} has no English text")
        _CATALOG[key] = texts


class _Formatter(string.Formatter):
    """str.format plus the two grammar specs above; every other spec as usual."""

    def format_field(self, value, format_spec):
        if "|" in format_spec:
            one, many = format_spec.split("|", 1)
            return one if value == 1 or value == "1" else many
        if format_spec == "a":
            return article(value)
        return super().format_field(value, format_spec)


_FORMATTER = _Formatter()


def article(word) -> str:
    """"an" before a vowel sound (A♠, 8♦, 11, 18, ace, eight), else "a"."""
    w = str(word).strip().lower()
    return "an" if w[:1] in ("a", "e", "i", "o", "8") or w[:2] in ("11", "18") else "a"


def translate(key: str, lang: str = "en", default: str | None = None, **params) -> str:
    texts = _CATALOG.get(key)
    if texts is None:
        text = default if default is not None else key
    else:
        text = texts.get(lang) or texts["en"]
    try:
        if "|" not in text and ":a}" not in text:  # the common case, at str.format's speed
            return text.format(**params)
        return _FORMATTER.format(text, **params)
    except (KeyError, IndexError, ValueError, AttributeError, TypeError):
        return text


def env_lang() -> str:
    """The language of the person at this terminal or running this server ($TEFUDA_LANG,
    then the locale): for command-line and operator messages."""
    import os

    env = os.environ.get("TEFUDA_LANG") or os.environ.get("LC_ALL") or os.environ.get("LANG") or ""
    return "ja" if env.lower().startswith("ja") else "en"


def has(key: str) -> bool:
    return key in _CATALOG


def catalog() -> dict[str, dict[str, str]]:
    return dict(_CATALOG)


t = translate

register({
    "card.bad": {"en": "not a card: {card}", "ja": "カードではありません: {card}"},
    "option.unknown": {"en": "{game} has no option {option!r}; its options are: {known}",
                       "ja": "{game} にオプション {option!r} はありません。使えるもの: {known}"},
    "option.bad_type": {"en": "option {option!r} cannot take {value!r}",
                        "ja": "オプション {option!r} に {value!r} は指定できません"},
    "option.bad_choice": {"en": "option {option!r} cannot be {value!r}; choose one of: {choices}",
                          "ja": "オプション {option!r} に {value!r} は使えません。選択肢: {choices}"},
    "option.bad_value": {"en": "option {option!r} cannot be {value!r}: {why}",
                         "ja": "オプション {option!r} に {value!r} は使えません: {why}"},
    "option.bad_preset": {"en": "{game} has no preset {preset!r}; presets: {known}",
                          "ja": "{game} にプリセット {preset!r} はありません。プリセット: {known}"},
    "option.preset_type": {"en": "preset must be one preset name (text), not {kind}; presets: {known}",
                           "ja": "プリセットは名前（テキスト）1つで指定してください（{kind} は使えません）。プリセット: {known}"},
    "setup.duplicate": {"en": "{what}: card {card} appears twice", "ja": "{what}: カード {card} が重複しています"},
    "setup.jokers": {"en": "{what}: {jokers} jokers but the rules allow {allowed}",
                     "ja": "{what}: ジョーカーが{jokers}枚ありますが、ルールでは{allowed}枚までです"},
    "action.unknown": {"en": "unknown action {text!r}", "ja": "不明な行動です: {text!r}"},
    "action.game_over": {"en": "the game is over", "ja": "ゲームは終了しています"},
    "action.not_your_turn": {"en": "seat {seat} cannot act now", "ja": "席 {seat} は今は行動できません"},
    "action.bad_seat": {"en": "there is no seat {seat}", "ja": "席 {seat} はありません"},
})
