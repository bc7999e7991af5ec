"""Text from files or the network, made safe to print: a record or a name must not be
able to drive the terminal (escape sequences, bidi overrides) or crash the output (a lone
surrogate cannot be encoded). Unprintable characters become visible escapes."""

from __future__ import annotations

import re
import unicodedata

_UNSAFE = ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp")


def _unsafe(ch: str) -> bool:
    return unicodedata.category(ch) in _UNSAFE


def _escape(ch: str) -> str:
    n = ord(ch)
    return f"\\x{n:02x}" if n < 0x100 else f"\\u{n:04x}" if n < 0x10000 else f"\\U{n:08x}"


def terminal_safe(text: str) -> str:
    """Every control, format, surrogate, private or unassigned character as an escape."""
    if text.isprintable():  # the common case, fast
        return text
    return "".join(_escape(ch) if _unsafe(ch) else ch for ch in text)


_JSON_UNSAFE = re.compile("[\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ud800-\udfff]")


def json_safe(text: str) -> str:
    """JSON text (from json.dumps(..., ensure_ascii=False)) with the characters a terminal
    would act on written as \\u escapes — still the same JSON value."""
    return _JSON_UNSAFE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)
