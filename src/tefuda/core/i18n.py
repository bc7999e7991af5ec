"""One message catalog for every user-facing string, in English and Japanese.

Games and apps register their messages with `register({key: {"en": ..., "ja": ...}})`;
`translate(key, lang, **params)` formats one. Missing Japanese falls back to English.
"""

from __future__ import annotations

LANGS = ("en", "ja")
_CATALOG: dict[str, dict[str, str]] = {}


def register(messages: dict[str, dict[str, str]]) -> None:
    for key, texts in messages.items():
        if "en" not in texts:
            raise ValueError(f"message {key!r} has no English text")
        _CATALOG[key] = texts


def translate(key: str, lang: str = "en", default: str | None = None, **params) -> str:
    texts = _CATALOG.get(key)
    if texts is None:
        text = default if default is not None else key
    else:
        text = texts.get(lang) or texts["en"]
    try:
        return text.format(**params)
    except (KeyError, IndexError, ValueError):
        return text


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
    "setup.duplicate": {"en": "{what}: card {card} appears twice", "ja": "{what}: カード {card} が重複しています"},
    "setup.jokers": {"en": "{what}: {jokers} jokers but the rules allow {allowed}",
                     "ja": "{what}: ジョーカーが{jokers}枚ありますが、ルールでは{allowed}枚までです"},
    "action.unknown": {"en": "unknown action {text!r}", "ja": "不明な行動です: {text!r}"},
    "action.game_over": {"en": "the game is over", "ja": "ゲームは終了しています"},
    "action.not_your_turn": {"en": "seat {seat} cannot act now", "ja": "席 {seat} は今は行動できません"},
    "action.bad_seat": {"en": "there is no seat {seat}", "ja": "席 {seat} はありません"},
})
