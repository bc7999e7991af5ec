"""Rule options: declared once per game, validated with clear errors, presets by name."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from tefuda.core.errors import OptionError


@dataclass(frozen=True)
class Option:
    """One rule option. `choices` or `check` limit its values; `type` converts CLI text."""

    name: str
    default: Any
    doc: str
    type: type = str
    choices: Sequence[Any] | None = None
    check: Callable[[Any], bool] | None = None
    check_doc: str = ""
    aliases: Sequence[str] = field(default_factory=tuple)

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
            raise OptionError(
                f"option {self.name!r} takes a {self.type.__name__}, not {value!r}",
                "option.bad_type", option=self.name, value=value,
            ) from None
        if self.choices is not None and value not in self.choices:
            shown = ", ".join(str(c) for c in self.choices)
            raise OptionError(
                f"option {self.name!r} cannot be {value!r}; choose one of: {shown}",
                "option.bad_choice", option=self.name, value=value, choices=shown,
            )
        if self.check is not None and not self.check(value):
            raise OptionError(
                f"option {self.name!r} cannot be {value!r}: {self.check_doc}",
                "option.bad_value", option=self.name, value=value, why=self.check_doc,
            )
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
        if not presets or preset not in presets:
            known = ", ".join(presets or {}) or "none"
            raise OptionError(
                f"{game_name} has no preset {preset!r}; presets: {known}",
                "option.bad_preset", game=game_name, preset=preset, known=known,
            )
        values.update(presets[preset])
    if not isinstance(given, dict):
        raise OptionError("options must be an object of name: value", "option.not_object")
    for name, value in given.items():
        spec = by_name.get(name)
        if spec is None:
            known = ", ".join(o.name for o in specs)
            raise OptionError(
                f"{game_name} has no option {name!r}; its options are: {known}",
                "option.unknown", game=game_name, option=name, known=known,
            )
        values[spec.name] = spec.convert(value)
    if preset is not None:
        values["preset"] = preset
    return values
