"""How to play (contract 4): each game's `howto.en.md` / `howto.ja.md`, and their terminal form.

The files are a Markdown subset — `#`/`##`/`###` headings, paragraphs, `- ` lists,
`**bold**`, `|` tables and card pictures `[card:QS]`, `[card:JK]`, `[tarot:A06]` — which
the browser renders as a page and the terminal's `help` prints as text, the card
pictures as codes with suit symbols (`Q♠`), red hearts and diamonds when colour is on.
"""

from __future__ import annotations

import re
import unicodedata
from importlib import resources

from tefuda.apps.tui.style import BOLD, RESET, paint, width_of
from tefuda.core.cards import Card, TarotCard
from tefuda.games import GAMES, game_module

TOKEN = re.compile(r"\[(card|tarot):([A-Za-z0-9]+)\]")
BOLD_SPAN = re.compile(r"\*\*(.+?)\*\*")
_ON, _OFF = "\x01", "\x02"  # bold markers while wrapping (zero width), ANSI afterwards
# a line may not start with these (Japanese line-breaking rules, simplified)
_NO_LINE_START = set("、。，．・：；？！）」』】〕ー々ぁぃぅぇぉっゃゅょァィゥェォッャュョ…") | set(",.;:!?)]·")


def path(game: str, lang: str):
    """The resource holding `game`'s page in `lang` (an unknown game raises OptionError)."""
    game_module(game)
    return resources.files(GAMES[game]).joinpath(f"howto.{lang}.md")


def available(game: str, lang: str = "en") -> bool:
    return path(game, lang).is_file()


def load(game: str, lang: str) -> str:
    """The page's Markdown in `lang`, else in English."""
    p = path(game, lang)
    if not p.is_file():
        p = path(game, "en")
    return p.read_text(encoding="utf-8")


def card_text(kind: str, code: str, lang: str = "en") -> str:
    """A card picture token as terminal text: `[card:QS]` → `Q♠`, `[tarot:A06]` → `A06`.
    Only the code: a page names the card in its own words next to the picture."""
    if kind == "card":
        return Card.parse(code).symbol
    return TarotCard.parse(code).code


def _inline(text: str, lang: str, bold: bool) -> str:
    text = TOKEN.sub(lambda m: card_text(m.group(1), m.group(2), lang), text)
    return BOLD_SPAN.sub(lambda m: f"{_ON}{m.group(1)}{_OFF}" if bold else m.group(1), text)


def _chunks(text: str) -> list[str]:
    """Break opportunities: words with their following spaces; each wide character alone."""
    out: list[str] = []
    word = ""
    for ch in text:
        wide = unicodedata.east_asian_width(ch) in "WF"
        if ch == " ":
            out.append(word + " ")
            word = ""
        elif wide:
            if word:
                out.append(word)
                word = ""
            out.append(ch)
        else:
            word += ch
    if word:
        out.append(word)
    return out


def wrap(text: str, width: int, indent: str = "") -> list[str]:
    """Wrap to `width` columns; continuation lines get `indent`'s width of spaces. A chunk
    that may not start a line (、。）…) takes the chunk before it along to the next line."""
    lines: list[str] = []
    line: list[str] = []
    pad = " " * width_of(indent)

    def flush(parts):
        lines.append((indent if not lines else pad) + "".join(parts).rstrip())

    for chunk in _chunks(text):
        limit = width - width_of(indent if not lines else pad)
        if line and width_of("".join(line) + chunk.rstrip()) > limit:
            carry = []
            if chunk.strip()[:1] in _NO_LINE_START and len(line) > 1:
                carry = [line.pop()]
            flush(line)
            line = [c.lstrip() for c in carry] + [chunk.lstrip() if not carry else chunk]
        else:
            line.append(chunk)
    if line or not lines:
        flush(line)
    return lines


def _table(rows: list[str], lang: str, width: int) -> list[str]:
    """Aligned columns; a last column too wide for the screen wraps under itself."""
    cells = [
        [_inline(c.strip(), lang, bold=False) for c in r.strip().strip("|").split("|")]
        for r in rows
        if not re.fullmatch(r"\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?", r.strip())
    ]
    n = max(len(r) for r in cells)
    cells = [r + [""] * (n - len(r)) for r in cells]
    widths = [max(width_of(r[k]) for r in cells) for k in range(n)]
    lead = 2 + sum(widths[:-1]) + 2 * (n - 1)  # columns before the last one
    if lead + 16 > width:  # too wide for aligned columns: one block per row
        head = cells[0]
        out = []
        for r in cells[1:]:
            out.extend(wrap(" · ".join(f"{h}: {c}" if h else c for h, c in zip(head, r) if c), width, "  • "))
        return out
    room = width - lead
    widths[-1] = min(widths[-1], room)

    def line(r):
        head = "  " + "".join(c + " " * (widths[k] - width_of(c)) + "  " for k, c in enumerate(r[:-1]))
        tail = wrap(r[-1], room + width_of(head), head) if width_of(r[-1]) > room else [head + r[-1]]
        return [t.rstrip() for t in tail]

    out = line(cells[0]) + ["  " + "  ".join("─" * w for w in widths)]
    for r in cells[1:]:
        out.extend(line(r))
    return out


def to_terminal(md: str, lang: str = "en", color: bool = False, width: int = 80) -> str:
    """The page as terminal text: headings underlined, lists with bullets, tables aligned,
    paragraphs wrapped to `width` columns, card pictures as codes with suit symbols."""
    out: list[str] = []
    lines = md.splitlines()
    i = 0
    while i < len(lines):
        raw = lines[i].rstrip()
        if raw.startswith("|"):
            rows = []
            while i < len(lines) and lines[i].strip().startswith("|"):
                rows.append(lines[i])
                i += 1
            out.extend(_table(rows, lang, width))
            continue
        i += 1
        m = re.match(r"(#{1,3}) (.*)", raw)
        if m:
            title = _inline(m.group(2), lang, bold=False)
            if out and out[-1] != "":
                out.append("")
            level = len(m.group(1))
            out.append(f"{_ON}{title}{_OFF}" if color else title)
            if level < 3:
                out.append(("=" if level == 1 else "─") * width_of(title))
            continue
        if raw.startswith("- "):
            out.extend(wrap(_inline(raw[2:], lang, color), width, "  • "))
        elif raw.startswith("  - "):
            out.extend(wrap(_inline(raw[4:], lang, color), width, "      ◦ "))
        elif raw:
            out.extend(wrap(_inline(raw, lang, color), width))
        elif out and out[-1] != "":
            out.append("")
    text = "\n".join(out).strip("\n")
    if color:
        text = text.replace(_ON, BOLD).replace(_OFF, RESET)
    else:
        text = text.replace(_ON, "").replace(_OFF, "")
    return paint(text, color)
