"""Terminal play of Youscout (易双六): `tefuda play youscout`.

The six-place board with cards, orientations and their numbers, the token, the piles,
the talon and end-card counts; every draw's formula as it is resolved; the move/stay
choice when the lower sword offers it, with what each does and which place wins. Enter
alone (or `d`) draws; a place number alone starts there. On a terminal too narrow for a
place in one row (fewer than 84 columns) each place takes two.
"""

from __future__ import annotations

from tefuda.apps.tui.runner import TerminalGame, terminal_width
from tefuda.apps.tui.style import width_of
from tefuda.core import i18n
from tefuda.core.narration import listing
from tefuda.games.youscout import present
from tefuda.games.youscout.actions import SHORT
from tefuda.games.youscout.hexagram import SPINS
from tefuda.games.youscout.present import LINES, card_name, times
from tefuda.games.youscout.rules import FIELD
from tefuda.games.youscout.state import WIN_PLACES
from tefuda.games.youscout.tables import DEATH, FOOL, major_name

i18n.register(
    {
        "ys.title": {"en": "Youscout (易双六)", "ja": "易双六（Youscout）"},
        "ys.title_r": {"en": "Simplified Youscout (略式易双六)", "ja": "略式易双六"},
        "ys.status": {
            "en": "draws {draws} · talon {talon} · end card {end} appeared {count}/{of}",
            "ja": "{draws}枚引いた · 山札 {talon}枚 · 終了カード {end} 出現 {count}/{of}",
        },
        "ys.goal": {
            "en": "Goal: the token on {places} when {end} has appeared {times}.",
            "ja": "目標: {end}が{times}出たとき、駒が{places}にあること。",
        },
        "ys.header": {
            "en": "place           card                              sword   coin    cup     wand    pile",
            "ja": "位置            札                                ソード  コイン  カップ  ワンド  置き場",
        },
        # under the header before the start: what the pairs are (the author's table)
        "ys.pairs": {
            "en": "  sword: attack/defence · coin: pain/joy · cup, wand: upstream/downstream (reversed: swapped)",
            "ja": "  ソードは攻/守・コインは苦/喜・カップとワンドは上流/下流（逆位置は入れ替え済み）",
        },
        # a narrow terminal: each place in two rows, its numbers as the browser's board prints them
        "ys.header_narrow": {
            "en": "♠attack/defence ♦pain|joy ♥cup ♣wand upstream∽downstream",
            "ja": "♠攻/守 ♦苦|喜 ♥カップ ♣ワンド 上流∽下流",
        },
        "ys.header_narrow_r": {
            "en": "M Major · F Major; F Minor: the highest",
            "ja": "M Major · F Major（F Minor は最大の札）",
        },
        "ys.header_r": {
            "en": "place           card                              M   F   pile (F Minor: the highest)",
            "ja": "位置            札                                M   F   置き場（F Minor は最大の札）",
        },
        # a board card: its code (what `replace` and records use), name and orientation
        "ys.board_card": {"en": "{code} {name} ({orient})", "ja": "{code} {name}（{orient}）"},
        "ys.either": {"en": "{a} or {b}", "ja": "{a}か{b}"},
        "ys.upright": {"en": "upright", "ja": "正"},
        "ys.reversed": {"en": "reversed", "ja": "逆"},
        "ys.token": {"en": "◀ token", "ja": "◀ 駒"},
        "ys.special": {
            "en": "↑♠ upper swords: {sw}   ↓♦ lower coins: {cl}   × discards: {dn} ({last})",
            "ja": "↑♠ 上のソード: {sw}   ↓♦ 下のコイン: {cl}   × 捨て札: {dn}枚（{last}）",
        },
        "ys.special_r": {"en": "× discards: {dn} ({last})", "ja": "× 捨て札: {dn}枚（{last}）"},
        "ys.hexagram": {
            "en": "Hexagram of the board: {symbol} {kanji} ({number}, {name}) — odd cards are yang lines.",
            "ja": "盤の卦: {symbol} {kanji}（第{number}卦）— 奇数の札が陽の爻です。",
        },
        "ys.spin": {
            "en": "{kanji} {name}: {why} — the start must be in the {trigram} trigram.",
            "ja": "{kanji}: {why}。開始位置は{trigram}卦に限られます。",
        },
        "ys.why.whirl_up": {"en": "all six cards are upright", "ja": "6枚すべて正位置"},
        "ys.why.whirl_down": {"en": "all six cards are reversed", "ja": "6枚すべて逆位置"},
        "ys.why.eclipse_up": {
            "en": "the odd cards are upright and the even ones reversed",
            "ja": "奇数の札がすべて正位置、偶数の札がすべて逆位置",
        },
        "ys.why.eclipse_down": {
            "en": "the odd cards are reversed and the even ones upright",
            "ja": "奇数の札がすべて逆位置、偶数の札がすべて正位置",
        },
        "ys.swapped": {"en": "The (8)/(11) swap moved: {moves}.", "ja": "（8）と（11）の入れ換え: {moves}。"},
        "ys.swap_move": {"en": "place {p} {a} → {b}", "ja": "{p} {a} → {b}"},
        # why the swap renamed nothing (RULES §3.2)
        "ys.swap_absent": {
            "en": "The (8)/(11) swap: neither Strength (8) nor Justice (11) is on the board.",
            "ja": "（8）と（11）の入れ換え: 盤に力（8）も正義（11）もありません。",
        },
        "ys.swap_solid_kept": {
            "en": "The (8)/(11) swap (solid): {n} of the six cards are odd (not 2 to 4), so nothing is swapped.",
            "ja": "（8）と（11）の入れ換え（固式）: 奇数の札が{n}枚（2〜4枚ではない）なので、入れ換えません。",
        },
        "ys.swap_exp_kept": {
            "en": "The (8)/(11) swap (expansive): it would not grow the majority of odd or even cards, "
            "so nothing is swapped.",
            "ja": "（8）と（11）の入れ換え（開式）: 奇数・偶数の多い側が増えないので、入れ換えません。",
        },
        "ys.goal_lower": {
            "en": "Start on 1, 2 or 3 (lower trigram): the end card is Death; win with the token on 2 or 5.",
            "ja": "1・2・3（下卦）から始めると終了カードは死神、駒が2か5で終われば勝ち。",
        },
        "ys.goal_upper": {
            "en": "Start on 4, 5 or 6 (upper trigram): the end card is the Fool; win with the token on 5 or 6.",
            "ja": "4・5・6（上卦）から始めると終了カードは愚者、駒が5か6で終われば勝ち。",
        },
        "ys.choose_start": {
            "en": "Choose the start place: {places} (type its number, e.g. {first}).",
            "ja": "開始位置を選んでください: {places}（番号を入力。例: {first}）",
        },
        "ys.press_draw": {"en": "Press Enter (or type draw) to draw.", "ja": "Enter（または draw）で1枚引きます。"},
        "ys.choose": {
            "en": "{card} lets you move up from {t} to {u}: type move or stay.",
            "ja": "{card}で{t}から{u}へ上がれます。move（動く）か stay（留まる）を入力。",
        },
        # what each answer does (RULES §4.2 L♠; 略式 YS-R4, YS-R5) and which place wins
        "ys.choose_o": {
            "en": "move: the upper swords and the lower coins are discarded, the sword goes above; "
            "stay: the cups beside {t} and the sword are discarded.",
            "ja": "move: 上のソードと下のコインを捨て、ソードを上に置きます。stay: {t}のカップとソードを捨てます。",
        },
        "ys.choose_r": {
            "en": "move: the sword and the highest cup beside {t} are discarded; stay: only the sword is.",
            "ja": "move: ソードと{t}の最大のカップを捨てます。stay: ソードだけを捨てます。",
        },
        "ys.goal.both": {"en": "Both {t} and {u} are winning places.", "ja": "{t}も{u}も勝ちの場所です。"},
        "ys.goal.here": {
            "en": "Place {t} is a winning place; {u} is not.",
            "ja": "{t}は勝ちの場所ですが、{u}は違います。",
        },
        "ys.goal.there": {
            "en": "Place {u} is a winning place; {t} is not.",
            "ja": "{u}は勝ちの場所ですが、{t}は違います。",
        },
        "ys.goal.neither": {
            "en": "Neither {t} nor {u} is a winning place.",
            "ja": "{t}も{u}も勝ちの場所ではありません。",
        },
        "ys.replace": {
            "en": "War Replacement {count}/{limit}: replace CARD FROM TO (e.g. {example}), or draw to stop. "
            "Piles: ♦4 ♦5 ♦6 (coins beside 4–6), ♥1 ♥2 ♥3 (cups beside 1–3), ↓♦ (lower coins).",
            "ja": "戦乱置換 {count}/{limit}: replace 札 元 先（例: {example}）、やめるなら draw。"
            "置き場: ♦4 ♦5 ♦6（4〜6のコイン）、♥1 ♥2 ♥3（1〜3のカップ）、↓♦（下のコイン）。",
        },
    }
)


def _t(key: str, lang: str, **kw) -> str:
    return i18n.translate(key, lang, **kw)


def card_label(code: str, lang: str) -> str:
    return f"{code} {card_name(code, lang)}"


# the columns of a place's row up to its pile (label 14, card 36, numbers 30): below this
# (and a few for the pile) a row would wrap in the middle of its numbers
WIDE = 84


def _place_row(view: dict, b: dict, lang: str, ryakushiki: bool, narrow: bool = False, width: int | None = None) -> str:
    p = b["place"]
    v = b["values"]
    orient = _t("ys.upright" if b["upright"] else "ys.reversed", lang)
    name = _t("ys.board_card", lang, code=b["card"], name=major_name(int(b["card"][1:]), lang), orient=orient)
    pile_name = f"coins_{p}" if p >= 4 else f"cups_{p}"
    pile = f"{'♦' if p >= 4 else '♥'}{p}: {' '.join(view['piles'][pile_name]) or '-'}"
    token = "  " + _t("ys.token", lang) if view["token"] == p else ""
    label = f"{p} {LINES['ja' if lang == 'ja' else 'en'][p]}"
    if narrow:  # two rows: the place and its card, then its numbers and its pile
        if ryakushiki:
            nums = f"M {v['off']} · F {v['pain']}"
        else:
            nums = (
                f"♠{v['off']}/{v['def']} ♦{v['pain']}|{v['gain']} ♥{v['cupU']}∽{v['cupL']} ♣{v['wandU']}∽{v['wandL']}"
            )
        return f"  {label}  {name}{token}\n      {nums}  {pile}"
    if ryakushiki:  # 略式 reads two numbers: M Major (sword attack) and F Major (coin pain)
        nums = f"{v['off']:>2}  {v['pain']:>2} "
    else:
        nums = "  ".join(f"{v[FIELD[i]]:>2}/{v[FIELD[i + 1]]:<2}" for i in range(0, 8, 2))
    row = f"  {_pad(label, 14)}{_pad(name, 36)}{nums}  {pile}{token}"
    if width is None or width_of(row) <= width:
        return row
    # a long pile goes on under its own first card, not under the place's number
    head = f"  {_pad(label, 14)}{_pad(name, 36)}{nums}  {pile.split(': ')[0]}: "
    indent, lines = " " * width_of(head), [head]
    for word in pile.split(": ", 1)[1].split() + ([token.strip()] if token else []):
        if width_of(lines[-1]) + 1 + width_of(word) > width and lines[-1] not in (head, indent):
            lines.append(indent)
        lines[-1] += ("" if lines[-1] in (head, indent) else " ") + word
    return "\n".join(lines)


def _swap_kept(view: dict):
    """Why the (8)/(11) swap renamed nothing: neither card is there, or the method kept them
    (RULES §3.2; memorial always renames a card that is there)."""
    drawn = view["board_drawn"]
    if not any(b["card"] in ("A08", "A11") for b in drawn):
        return "ys.swap_absent", {}
    swap = view["options"]["swap"]
    if swap == "solid":
        return "ys.swap_solid_kept", {"n": sum(int(b["card"][1:]) % 2 for b in drawn)}
    if swap == "expansive":
        return "ys.swap_exp_kept", {}
    return None


def _goal_words(view: dict, t: int, u: int, lang: str) -> str:
    """At the lower sword's choice: which of the two places wins."""
    wins = WIN_PLACES[view["end_card"]]
    key = {(True, True): "both", (True, False): "here", (False, True): "there", (False, False): "neither"}
    return _t("ys.goal." + key[(t in wins, u in wins)], lang, t=t, u=u)


def render(view: dict, lang: str, width: int | None = None) -> str:
    """The board and what to do; `width` the terminal's columns (None: no limit)."""
    ryakushiki = view["options"].get("rules") == "ryakushiki"
    narrow = width is not None and width < WIDE
    lines = [_t("ys.title_r" if ryakushiki else "ys.title", lang)]
    # the end card by name (the Fool or Death once the start place chose it)
    end = card_name(view["end_card"], lang) if view["end_card"] else f"{card_name(FOOL, lang)}/{card_name(DEATH, lang)}"
    lines.append(
        _t(
            "ys.status",
            lang,
            draws=view["draws"],
            talon=view["talon_count"],
            end=end,
            count=view["terminals_drawn"],
            of=view["terminals"],
        )
    )
    if narrow:
        lines.append(_t("ys.header_narrow_r" if ryakushiki else "ys.header_narrow", lang))
    else:
        lines.append(_t("ys.header_r" if ryakushiki else "ys.header", lang))
        if view["phase"] == "start" and not ryakushiki:
            lines.append(_t("ys.pairs", lang))
    for b in reversed(view["board"]):  # place 6 on top, as on the table
        lines.append(_place_row(view, b, lang, ryakushiki, narrow, width))
    piles = view["piles"]
    disc = piles["discarded"]
    if ryakushiki:  # ↑♠ and ↓♦ are not used in 略式
        special = _t("ys.special_r", lang, dn=len(disc), last=" ".join(disc[-5:]) or "-")
    else:
        special = _t(
            "ys.special",
            lang,
            sw=" ".join(piles["swords_upper"]) or "-",
            cl=" ".join(piles["coins_lower"]) or "-",
            dn=len(disc),
            last=" ".join(disc[-5:]) or "-",
        )
    # (its three piles three spaces apart: on a narrow terminal one pile a line)
    lines += special.split("   ") if narrow else [special]
    if view["end_card"]:
        wins = WIN_PLACES[view["end_card"]]
        lines.append(
            _t(
                "ys.goal",
                lang,
                places=_t("ys.either", lang, a=wins[0], b=wins[1]),
                end=present.mid_name(view["end_card"], lang),
                times=times(view["terminals"], lang),
            )
        )
    phase = view["phase"]
    if phase == "start":
        h = view["hexagram"]
        lines.append(_t("ys.hexagram", lang, symbol=h["symbol"], kanji=h["kanji"], number=h["number"], name=h["en"]))
        if view["swapped"]:
            moves = listing(
                [
                    _t("ys.swap_move", lang, p=m["place"], a=card_name(m["from"], lang), b=card_name(m["to"], lang))
                    for m in view["swapped"]
                ],
                lang,
            )
            lines.append(_t("ys.swapped", lang, moves=moves))
        else:
            kept = _swap_kept(view)
            if kept:
                lines.append(_t(kept[0], lang, **kept[1]))
        f = view["forced"]
        if f:
            kanji, name, spins = SPINS[(f["purpose_card"], f["degree"])]
            why = _t("ys.why." + spins, lang)
            lines.append(_t("ys.spin", lang, kanji=kanji, name=name, why=why, trigram=_t(f"ys.{f['trigram']}", lang)))
        # the goal before the choice: what each start plays to (RULES §3.3, §8)
        allowed = view["allowed_starts"]
        if 1 in allowed:
            lines.append(_t("ys.goal_lower", lang))
        if 4 in allowed:
            lines.append(_t("ys.goal_upper", lang))
        lines.append(_t("ys.choose_start", lang, places=listing(map(str, allowed), lang), first=allowed[0]))
    elif phase == "draw":
        lines.append(_t("ys.press_draw", lang))
    elif phase == "choose":
        t = view["token"]
        lines.append(_t("ys.choose", lang, card=card_label(view["pending"], lang), t=t, u=t + 3))
        sep = "" if lang == "ja" else " "
        lines.append(
            _t("ys.choose_r" if ryakushiki else "ys.choose_o", lang, t=t) + sep + _goal_words(view, t, t + 3, lang)
        )
    elif phase == "replace":
        src = next(
            name
            for name in ("coins_lower", "coins_6", "coins_5", "coins_4", "cups_3", "cups_2", "cups_1", "swords_upper")
            if piles[name]
        )
        example = f"replace {piles[src][-1]} {SHORT[src]} {'♥1' if src != 'cups_1' else '♥2'}"
        r = view["replacements"]
        limit = "∞" if r["limit"] == "infinity" else r["limit"]
        lines.append(_t("ys.replace", lang, count=r["count"], limit=limit, example=example))
    return "\n".join(lines)


def _pad(text: str, width: int) -> str:
    """Pad by display width (CJK characters take two columns)."""
    return text + " " * max(1, width - width_of(text))


def describe(ev: dict, viewer: int | None, lang: str) -> str:
    """The event's sentence (present.py), and under a draw its formula in words."""
    text = present.describe(ev, viewer, lang)
    if not text:
        return ""
    if ev["kind"] == "draw":
        if ev["lhs"]:  # (a suit that decides alone is said by the sentence itself)
            text += "\n    " + " ".join(present.formula_lines(ev, lang))
        if ev.get("flow"):
            text += "\n    " + present.flow_text(ev["flow"], lang)
    return text


class _DrawOnEnter:
    """Input wrapper: an empty line or `d` means `draw` (a game has ~75 draws); a place
    number alone, `start` that place (a number is no other action)."""

    def __init__(self, inp):
        self.inp = inp

    def readline(self) -> str:
        line = self.inp.readline()
        if line and line.strip().lower() in ("", "d"):
            return "draw\n"
        if line and line.strip() in ("1", "2", "3", "4", "5", "6"):
            return f"start {line.strip()}\n"
        return line


def make_terminal(args, out=None, inp=None) -> TerminalGame:
    import sys

    tg = TerminalGame(args, render, describe, example="draw", out=out, inp=_DrawOnEnter(inp or sys.stdin))
    tg.render = lambda view, lang: render(view, lang, width=terminal_width(tg.out))
    return tg


def run(args) -> int:
    return make_terminal(args).run()
