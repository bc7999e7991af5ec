"""Climb for people: the terminal picture of a view (the descriptor's `render`)."""

from __future__ import annotations

from tefuda.core import i18n

i18n.register(
    {
        "climb.hand": {"en": "Your hand: {cards}", "ja": "手札: {cards}"},
        "climb.table": {"en": "Table: {cards}", "ja": "場: {cards}"},
        "climb.empty": {"en": "(empty)", "ja": "（なし）"},
        "climb.sizes": {"en": "Cards held: {sizes}", "ja": "手札の枚数: {sizes}"},
        "climb.turn": {"en": "Seat {seat} to play", "ja": "席{seat}の番"},
        "climb.winner": {"en": "Seat {seat} is out first and wins", "ja": "席{seat}が最初に上がって勝ち"},
    }
)


def render(view: dict, lang: str) -> str:
    t = i18n.translate
    empty = t("climb.empty", lang)
    lines = [
        t("climb.table", lang, cards=" ".join(view["table"]) or empty),
        t("climb.sizes", lang, sizes=" ".join(str(n) for n in view["hand_sizes"])),
    ]
    if view["hand"] is not None:
        lines.append(t("climb.hand", lang, cards=" ".join(view["hand"]) or empty))
    if view["finished"]:
        lines.append(t("climb.winner", lang, seat=view["finished"][0]))
    else:
        lines.append(t("climb.turn", lang, seat=view["turn"]))
    return "\n".join(lines)
