"""How to play (contract 4): each game's `howto.en.md` / `howto.ja.md`, and their terminal form.

The files are a Markdown subset — `#`/`##`/`###` headings, paragraphs, `- ` lists,
`**bold**`, `|` tables and card pictures `[card:QS]`, `[card:JK]`, `[tarot:A06]` — which
the browser renders as a page and the terminal's `help` prints as text: the card
pictures as codes with suit symbols (`Q♠`; a picture that only illustrates is left out),
a list item for the browser only left out, and, when colour is on, bold as bold, rule references such as `(TOS-7)` faint, red
hearts and diamonds. Lines are broken by `tui.wrap`, the terminal's one set of rules.
"""

from __future__ import annotations

import re
from importlib import resources

from tefuda.apps.tui.style import BOLD, DIM, NORMAL, RULE_REF, paint, width_of
from tefuda.apps.tui.wrap import wrap
from tefuda.core.cards import Card, TarotCard
from tefuda.core.i18n import register, translate
from tefuda.games import GAMES, game_module

TOKEN = re.compile(r"\[(card|tarot):([A-Za-z0-9]+)\]")
BOLD_SPAN = re.compile(r"\*\*(.+?)\*\*")
# A picture that only illustrates: at the end of a paragraph or list item, one or more
# pictures after a finished sentence (not after "e.g."), nothing but a rule reference after
# them ("…nothing to choose. [card:7D] (DIV-11)"). The browser draws it; in the terminal its
# code alone ("7♦") would read as a typo, and the sentence already says it in words, so the
# terminal leaves it out. A picture among the words ("say [card:5C] in cell 5", "…colours:
# [card:7S] [card:7H]", "[card:KH] (ADD 0) changes nothing.") is printed as its code.
ILLUSTRATION = re.compile(rf"(?<=[.!?。！？])(?<!\w\.\w\.)(?:\s*{TOKEN.pattern})+(?=\s*(?:{RULE_REF.pattern})?\s*$)")

# A list item for the browser only, marked by its bold lead ("- **In the browser**: press
# Hunt…", "- **ブラウザ**: …"): the terminal's page leaves it out (its twin "In the
# terminal" item says what to type). Browser words inside other sentences stay.
BROWSER_ONLY = re.compile(r"\*\*(?:In the browser|ブラウザ)\*\*\s*[:：]")
# Its twin, for the terminal only ("- **In the terminal**: type …", "- **端末**: …"): the
# browser's page leaves it out (a newcomer on a phone met commands to type on the page).
TERMINAL_ONLY = re.compile(r"\*\*(?:In the terminal|端末)\*\*\s*[:：]")


register(
    {
        "howto.rule_references": {
            "en": "The small numbers in brackets at the end of a paragraph name the numbered rules of this "
            "game's full rulebook (in tefuda's source code), for checking a rule exactly; you don't need "
            "them to play.",
            "ja": "段落の終わりにある括弧の中の小さな番号は、このゲームの詳しいルールブックの規則番号です。"
            "規則を正確に確かめるためのもので、遊ぶために覚える必要はありません。",
        }
    }
)


def path(game: str, lang: str):
    """The resource holding `game`'s page in `lang` (an unknown game raises OptionError)."""
    game_module(game)
    return resources.files(GAMES[game]).joinpath(f"howto.{lang}.md")


def available(game: str, lang: str = "en") -> bool:
    return path(game, lang).is_file()


def load(game: str, lang: str) -> str:
    """The page's Markdown in `lang`, else in English, with the note on its rule references."""
    p = path(game, lang)
    if not p.is_file():
        p = path(game, "en")
    return with_reference_note(p.read_text(encoding="utf-8"), lang)


def for_browser(md: str) -> str:
    """The page as the browser shows it: without the list items for the terminal only."""
    return "\n".join(line for line in md.split("\n") if not (line.startswith("- ") and TERMINAL_ONLY.match(line[2:])))


def with_reference_note(md: str, lang: str) -> str:
    """A page that cites its rules, such as "(DSP-14)", ends by saying what those small
    references are: newcomers read them as codes they were meant to understand."""
    if not RULE_REF.search(md):
        return md
    note = translate("howto.rule_references", lang)
    return f"{md.rstrip()}\n\n{note}\n"


def card_text(kind: str, code: str, lang: str = "en") -> str:
    """A card picture token as terminal text: `[card:QS]` → `Q♠`, `[tarot:A06]` → `A06`.
    Only the code: a page names the card in its own words next to the picture."""
    if kind == "card":
        return Card.parse(code).symbol
    return TarotCard.parse(code).code


def _inline(text: str, lang: str, color: bool) -> str:
    """A text of the page as terminal text: pictures as codes, bold and rule references
    (faint) as escape sequences when `color` is on, else plain."""
    text = TOKEN.sub(lambda m: card_text(m.group(1), m.group(2), lang), text)
    if not color:
        return BOLD_SPAN.sub(r"\1", text)
    text = BOLD_SPAN.sub(lambda m: f"{BOLD}{m.group(1)}{NORMAL}", text)
    return RULE_REF.sub(lambda m: f"{DIM}{m.group(0)}{NORMAL}", text)


def _prose(text: str, lang: str, color: bool) -> str:
    """A paragraph or list item: as `_inline`, its illustrations left out."""
    return _inline(ILLUSTRATION.sub("", text), lang, color)


def _table(rows: list[str], lang: str, width: int, color: bool) -> list[str]:
    """Aligned columns; a last column too wide for the screen wraps under itself."""
    cells = [
        [_inline(c.strip(), lang, color) for c in r.strip().strip("|").split("|")]
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
            out.extend(_table(rows, lang, width, color))
            continue
        i += 1
        m = re.match(r"(#{1,3}) (.*)", raw)
        if m:
            title = _inline(m.group(2), lang, color=False)
            if out and out[-1] != "":
                out.append("")
            level = len(m.group(1))
            out.append(f"{BOLD}{title}{NORMAL}" if color else title)
            if level < 3:
                out.append(("=" if level == 1 else "─") * width_of(title))
            continue
        if raw.startswith("- ") and BROWSER_ONLY.match(raw[2:]):
            continue
        if raw.startswith("- "):
            out.extend(wrap(_prose(raw[2:], lang, color), width, "  • "))
        elif raw.startswith("  - "):
            out.extend(wrap(_prose(raw[4:], lang, color), width, "      ◦ "))
        elif raw:
            out.extend(wrap(_prose(raw, lang, color), width))
        elif out and out[-1] != "":
            out.append("")
    return paint("\n".join(out).strip("\n"), color)
