"""Errors every game raises. An error carries a message key and its parameters only;
the text, in the reader's language, comes from the catalog (`core.i18n`).

    raise IllegalAction("action.game_over")        # a key from the catalog
    raise OptionError("option.bad_choice", option="players", value=7, choices="2, 3, 4")

`str(error)` is the English text, `error.localized("ja")` the Japanese one. A parameter
that is itself a TefudaError (an error wrapped with more context), or a text in both
languages (`{"en": ..., "ja": ...}`, e.g. an option's `check_doc`), is shown in the same
language.

Parameters named `card`, `cards`, `play` or `table` hold card codes as the engine writes
them (`9C`, `play 5S JK=6S`); every error shows them as the screens do (`9♣`, `5♠ Joker
(as 6♠)`), in one place: here. A value that is not all cards (a mistyped code) is shown as
it was typed.
"""

from __future__ import annotations


class TefudaError(Exception):
    """Base of tefuda's own errors: `key` + `params` select a catalog message."""

    def __init__(self, key: str, *legacy: str | None, **params):
        # `legacy`: the old (message, key) form some branches may still raise while
        # they rebase; the message is dropped — the catalog has the text.
        if legacy and legacy[0] is not None:
            key = legacy[0]
        super().__init__(key)
        self.key = key
        self.params = params

    def localized(self, lang: str = "en") -> str:
        from tefuda.core.i18n import translate

        return translate(self.key, lang, **{k: _in(v, lang, k) for k, v in self.params.items()})

    def __str__(self) -> str:
        return self.localized("en")


CARD_PARAMS = frozenset({"card", "cards", "play", "table"})


def _in(value, lang: str, name: str = ""):
    if name in CARD_PARAMS and isinstance(value, str):
        from tefuda.core.cards import cards_text_label

        return cards_text_label(value, lang) or value
    if isinstance(value, TefudaError):
        return value.localized(lang)
    if isinstance(value, dict) and "en" in value and set(value) <= {"en", "ja"}:
        return value.get(lang) or value["en"]
    return value


class IllegalAction(TefudaError):
    """The action is not allowed now; the state was left exactly as it was."""


class NotUnderstood(IllegalAction):
    """The text is no action the game can read: a word, card or place that does not exist
    (a typo), not a move its rules refuse. Front ends say it as such, never as a refusal."""


class UnknownAction(NotUnderstood):
    """Not even the kind of action is known (`xyz`, a misspelt verb): the front ends say they
    do not know the text and where the commands are."""


class OptionError(TefudaError, ValueError):
    """An unknown option or a value the rules do not allow."""


class SetupError(TefudaError, ValueError):
    """A record's setup (hands, deck, board ...) is malformed or impossible."""


class RecordError(TefudaError, ValueError):
    """A record file is malformed."""
