"""Breaking terminal text into lines of a given width: the one set of rules for the How to
play pages (`apps/howto.py`) and for any printed line wider than the terminal (`runner.fit`).

- Widths are columns on the screen (`style.width_of`): wide characters take two, escape
  sequences (bold, faint, red) none — so a line that fits is never broken again.
- English breaks between words; Japanese between any two wide characters, except that a
  line never starts with a closing mark (、。）ー…) nor ends with an opening bracket (（「…),
  a simplified form of the Japanese line-breaking rules (kinsoku).
- A rule reference such as "(TOS-7, TOS-8)" stays on one line.
"""

from __future__ import annotations

import re
import unicodedata

from tefuda.apps.tui.style import ANSI, NORMAL, NOT_RED, RESET, RULE_REF, width_of

NO_LINE_START = set("、。，．・：；？！）」』】〕］｝〉》ー々ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮ…‥") | set(
    ",.;:!?)]}·"
)
NO_LINE_END = set("（「『【〔［｛〈《") | set("([{")
# sequences that end a styled span: they belong to the text before them
_CLOSERS = {RESET, NORMAL, NOT_RED, "\x1b[m"}
_ATOM = re.compile(f"{ANSI.pattern}|{RULE_REF.pattern}|.", re.S)


def _visible(chunk: str) -> str:
    return ANSI.sub("", chunk).strip()


def chunks(text: str) -> list[str]:
    """Break opportunities: words with their following spaces, each wide character alone, a
    rule reference whole. An escape sequence sticks to the text it styles — one that ends a
    span to the chunk before it, any other to the chunk after it — so a break never
    separates "bold on" from the word it makes bold."""
    out: list[str] = []
    word = ""  # the chunk being built (may hold escape sequences waiting for their text)
    for m in _ATOM.finditer(text):
        atom = m.group(0)
        if atom in _CLOSERS and not _visible(word) and out:
            out[-1] += atom
        elif atom == " ":
            out.append(word + " ")
            word = ""
        elif len(atom) == 1 and unicodedata.east_asian_width(atom) in "WF":
            if _visible(word):
                out.append(word)
                word = ""
            out.append(word + atom)
            word = ""
        else:  # a narrow character, a rule reference, an escape sequence
            word += atom
    if word:
        if _visible(word) or not out:
            out.append(word)
        else:
            out[-1] += word
    return out


def _bad_break(before: str, after: str) -> bool:
    """Whether a line may not end with `before` and the next one start with `after`."""
    return _visible(after)[:1] in NO_LINE_START or _visible(before)[-1:] in NO_LINE_END


def wrap(text: str, width: int, indent: str = "") -> list[str]:
    """Wrap to `width` columns; continuation lines get `indent`'s width of spaces. Where a
    break would be a bad one (see the module), chunks move along to the next line."""
    lines: list[str] = []
    line: list[str] = []
    pad = " " * width_of(indent)

    def flush(parts):
        lines.append((indent if not lines else pad) + "".join(parts).rstrip())

    for chunk in chunks(text):
        limit = width - width_of(indent if not lines else pad)
        if line and width_of("".join(line) + chunk.rstrip()) > limit:
            head = [chunk]
            while len(line) > 1 and _bad_break("".join(line), "".join(head)):
                head.insert(0, line.pop())
            flush(line)
            line = [head[0].lstrip()] + head[1:]
        else:
            line.append(chunk)
    if line or not lines:
        flush(line)
    return lines
