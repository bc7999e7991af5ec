"""Errors every game raises; each carries a message key so the UI can translate it."""

from __future__ import annotations


class TefudaError(Exception):
    """Base of tefuda's own errors. `key` + `params` select a catalog message."""

    def __init__(self, message: str, key: str | None = None, **params):
        super().__init__(message)
        self.key = key
        self.params = params

    def localized(self, lang: str = "en") -> str:
        if self.key is None or lang == "en":
            return str(self)
        from tefuda.core.i18n import translate

        return translate(self.key, lang, default=str(self), **self.params)


class IllegalAction(TefudaError):
    """The action is not allowed now; the state was left exactly as it was."""


class OptionError(TefudaError, ValueError):
    """An unknown option or a value the rules do not allow."""


class SetupError(TefudaError, ValueError):
    """A record's setup (hands, deck, board ...) is malformed or impossible."""


class RecordError(TefudaError, ValueError):
    """A record file is malformed."""
