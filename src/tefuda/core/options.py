"""Rule options: declared once per game, validated with clear errors, presets by name.

What a person reads about an option (contract 5 of the team README) lives on the option
itself: `label` (a few words) and `help` (one line), each `{"en": ..., "ja": ...}`, and
`choice_labels` for choices whose raw value means nothing to a player (`all_cards`,
`K13a`, …). Presets are described by the game's `PRESET_INFO`
(`{preset: {"label": {...}, "help": {...}}}`). `doc` stays the developer's note with the
rule id. Forms, `tefuda play --help` and errors show labels, never identifiers.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from tefuda.core.errors import OptionError

Texts = Mapping[str, str]  # {"en": "...", "ja": "..."}
LANGS = ("en", "ja")


@dataclass(frozen=True)
class Option:
    """One rule option. `choices` or `check` limit its values; `type` converts CLI text.

    `label` / `help` / `choice_labels` are for people (en + ja); `doc` is for developers."""

    name: str
    default: Any
    doc: str
    type: type = str
    choices: Sequence[Any] | None = None
    check: Callable[[Any], bool] | None = None
    check_doc: str | Texts = ""  # why `check` refused, {"en": ..., "ja": ...}
    aliases: Sequence[str] = field(default_factory=tuple)
    label: Texts = field(default_factory=dict, compare=False, hash=False)
    help: Texts = field(default_factory=dict, compare=False, hash=False)
    choice_labels: Mapping[Any, Texts] = field(default_factory=dict, compare=False, hash=False)
    # choices that exist only from some player count on (a choice naming Player 3 needs 3
    # players): forms offer a choice only when the table is that large; the game refuses it
    choice_min_players: Mapping[Any, int] = field(default_factory=dict, compare=False, hash=False)
    # what a person types at the command line (`-o NAME=VALUE`) for each choice, where the
    # stored value would mislead: {typed: stored}. E.g. a game that stores the first
    # player's seat (0 or 1, as its records always have) while people count players from 1
    # and type 1 or 2.
    typed: Mapping[str, Any] = field(default_factory=dict, compare=False, hash=False)

    def label_in(self, lang: str) -> str:
        return text_in(self.label, lang) or self.name

    def help_in(self, lang: str) -> str:
        return text_in(self.help, lang)

    def refuse(self, key: str, value: Any, **params) -> OptionError:
        """An OptionError that names this option by its label in the reader's language
        (contract 5: errors show labels), with the value given and, for choices, each
        choice as typed with its label."""
        label = {lang: self.label_in(lang) for lang in LANGS}
        if self.choices is not None and "choices" not in params:
            params["choices"] = {lang: self.choices_text(lang) for lang in LANGS}
        return OptionError(key, option=self.name, label=label, value=value, **params)

    def choices_text(self, lang: str, typed: bool = False) -> str:
        """`6, 8, 10` or `all_cards (Until one player has all the cards), 100 (…)`: what to
        type, and what it means where the value alone says nothing (in Japanese
        `6、8、10`, `random（ランダム）`). `typed`: the command line's spellings."""
        from tefuda.core.i18n import translate

        out = []
        for shown, c in self.typed_choices() if typed else [(str(c), c) for c in self.choices or ()]:
            named = self.choice_label(c, lang)
            out.append(shown if named == shown else translate("option.choice_named", lang, value=shown, label=named))
        return translate("option.sep", lang).join(out)

    def typed_choices(self) -> list[tuple[str, Any]]:
        """(what is typed at the command line, the value it stands for), each choice."""
        if self.typed:
            return list(self.typed.items())
        return [(str(c), c) for c in self.choices or ()]

    def from_typed(self, text: str) -> Any:
        """A command line's `-o NAME=TEXT` as the value the game stores (`typed`); a
        spelling the command line does not offer is refused, listing the ones it does."""
        if not self.typed:
            return text
        if text not in self.typed:
            choices = {lang: self.choices_text(lang, typed=True) for lang in LANGS}
            raise self.refuse("option.bad_choice", text, choices=choices)
        return self.typed[text]

    def choice_label(self, value: Any, lang: str) -> str:
        """A choice as a player reads it (the value itself when it needs no words, e.g. 3)."""
        texts = self.choice_labels.get(value)
        if texts is None:
            texts = self.choice_labels.get(str(value))
        return text_in(texts, lang) if texts else str(value)

    def convert(self, value: Any) -> Any:
        """Turn CLI/record text into the option's type; reject what does not fit."""
        if value is None and self.default is None:
            return None
        try:
            if self.type is bool and isinstance(value, str):
                low = value.strip().lower()
                if low in ("1", "true", "yes", "on"):
                    value = True
                elif low in ("0", "false", "no", "off"):
                    value = False
                else:
                    raise ValueError(value)
            elif self.type is bool and not isinstance(value, bool):
                raise ValueError(value)
            elif self.type is int:
                if isinstance(value, bool) or (isinstance(value, float) and not value.is_integer()):
                    raise ValueError(value)
                value = int(value)
            elif self.type is float:
                if isinstance(value, bool):
                    raise ValueError(value)
                value = float(value)
            elif self.type is str:
                if not isinstance(value, str):
                    raise ValueError(value)
        except (TypeError, ValueError):
            raise self.refuse(f"option.bad_type.{self.type.__name__}", value) from None
        if self.choices is not None and value not in self.choices:
            raise self.refuse("option.bad_choice", value)
        if self.check is not None and not self.check(value):
            raise self.refuse("option.bad_value", value, why=self.check_doc)
        return value


def validate_options(
    game_name: str,
    specs: Sequence[Option],
    given: dict[str, Any] | None,
    presets: dict[str, dict[str, Any]] | None = None,
) -> dict[str, Any]:
    """Defaults, then the named `preset`, then the given values; unknown names are errors."""
    given = dict(given or {})
    by_name = {o.name: o for o in specs}
    for o in specs:
        for a in o.aliases:
            by_name[a] = o
    values = {o.name: o.default for o in specs}
    preset = given.pop("preset", None)
    if preset is not None:
        if not isinstance(preset, str):
            known = ", ".join(presets or {}) or "none"
            raise OptionError(
                "option.preset_type",
                kind=type(preset).__name__,
                known=known,
            )
        if not presets or preset not in presets:
            known = ", ".join(presets or {}) or "none"
            raise OptionError(
                "option.bad_preset",
                game=game_name,
                preset=preset,
                known=known,
            )
        values.update(presets[preset])
    if not isinstance(given, dict):
        raise OptionError("option.not_object")
    for name, value in given.items():
        spec = by_name.get(name)
        if spec is None:
            raise OptionError(
                "option.unknown",
                game=game_name,
                option=name,
                known={lang: options_text(specs, lang) for lang in LANGS},
            )
        values[spec.name] = spec.convert(value)
    if preset is not None:
        values["preset"] = preset
    return values


def options_text(specs: Sequence[Option], lang: str) -> str:
    """`bonus (Bonus cards), first (First player)` / `bonus（ボーナスの枚数）、first（先攻）`:
    each option as typed, with what it is."""
    from tefuda.core.i18n import translate

    return translate("option.sep", lang).join(
        translate("option.choice_named", lang, value=o.name, label=o.label_in(lang)) if o.label else o.name
        for o in specs
    )


def text_in(texts: Texts | None, lang: str) -> str:
    """The text in `lang`, else English, else empty."""
    if not texts:
        return ""
    return texts.get(lang) or texts.get("en") or ""


def T(en: str, ja: str) -> dict[str, str]:
    """One text in both languages (keeps option declarations short)."""
    return {"en": en, "ja": ja}


def option_info(opt: Option) -> dict:
    """An option as JSON for forms and descriptors: name, default, choices and the texts."""
    return {
        "name": opt.name,
        "default": opt.default,
        "type": opt.type.__name__,
        "choices": list(opt.choices) if opt.choices is not None else None,
        "label": dict(opt.label),
        "help": dict(opt.help),
        "choice_labels": (
            {
                str(c): dict(opt.choice_labels.get(c) or opt.choice_labels.get(str(c)) or {})
                for c in opt.choices
                if (c in opt.choice_labels or str(c) in opt.choice_labels)
            }
            if opt.choices is not None
            else {}
        ),
        "choice_min_players": {str(c): n for c, n in opt.choice_min_players.items()},
    }


def preset_info(game_cls: Any, info: dict | None = None) -> list[dict]:
    """A game's presets in declaration order, each `{"name", "label", "help"}`; the texts
    from `info` when given (a descriptor's own), else the game class's `PRESET_INFO`."""
    if info is None:
        info = getattr(game_cls, "PRESET_INFO", {}) or {}
    out = []
    for name in getattr(game_cls, "PRESETS", {}) or {}:
        texts = info.get(name, {})
        out.append({"name": name, "label": dict(texts.get("label", {})), "help": dict(texts.get("help", {}))})
    return out
