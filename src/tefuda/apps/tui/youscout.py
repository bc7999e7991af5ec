"""Terminal play of Youscout (易双六): `tefuda play youscout`.

The six-place board with cards, orientations and their numbers, the token, the piles,
the talon and end-card counts; every draw's formula as it is resolved; the move/stay
choice when the lower sword offers it. Enter alone (or `d`) draws.
"""

from __future__ import annotations

from tefuda.apps.tui.runner import TerminalGame
from tefuda.core import i18n
from tefuda.games.youscout.rules import FIELD
from tefuda.games.youscout.tables import CODE_TO_INT, major_name, minor_name

i18n.register({
    "ys.title": {"en": "Youscout (易双六)", "ja": "易双六 (Youscout)"},
    "ys.status": {"en": "draws {draws} · talon {talon} · end card {end} appeared {count}/{of}",
                  "ja": "{draws}枚引いた · 山札 {talon}枚 · 終端札 {end} 出現 {count}/{of}"},
    "ys.goal": {"en": "Goal: the token on {places} when {end} has appeared {of} {of:time|times}.",
                "ja": "目標: {end} が {of} 回目に出たとき、駒が {places} にあること。"},
    "ys.header": {"en": "place card                              sword   coin    cup     wand    pile",
                  "ja": "位置  札                                剣      金貨    杯      棒      置き場"},
    "ys.upright": {"en": "upright", "ja": "正"},
    "ys.reversed": {"en": "reversed", "ja": "逆"},
    "ys.token": {"en": "◀ token", "ja": "◀ 駒"},
    "ys.special": {"en": "↑♠[8] swords_upper: {sw}   ↓♦[7] coins_lower: {cl}   × discarded: {dn} ({last})",
                   "ja": "↑♠[8] 上の剣: {sw}   ↓♦[7] 下の金貨: {cl}   × 捨て札: {dn}枚 ({last})"},
    "ys.choose_start": {"en": "Choose the start place: {places} (e.g. start 2).",
                        "ja": "開始位置を選んでください: {places}（例: start 2）"},
    "ys.forced": {"en": "The solid swap forces a {trigram} start ({degree}; purpose card {purpose}).",
                  "ja": "固式により{trigram}卦から始めます（{degree}、目的札 {purpose}）。"},
    "ys.press_draw": {"en": "Press Enter (or type draw) to draw.", "ja": "Enter（または draw）で1枚引きます。"},
    "ys.choose": {"en": "{card} lets you move up from {t} to {u}: type move or stay.",
                  "ja": "{card} で {t} から {u} へ上がれます: move（移動）か stay（留まる）を入力。"},
    "ys.replace": {"en": "War Replacement {count}/{limit}: replace CARD FROM TO (e.g. {example}), or draw to stop.",
                   "ja": "戦乱置換 {count}/{limit}: replace カード 元 先（例: {example}）、やめるなら draw。"},
    "ys.draw": {"en": "Draw {n}: {card} ({name}) at place {frm} — {rule}",
                "ja": "{n}枚目: {card}（{name}）位置{frm} — {rule}"},
    "ys.always_stay": {"en": "always stays", "ja": "常に留まる"},
    "ys.always_move": {"en": "always moves forward", "ja": "常に順方向へ進む"},
    "ys.needs": {"en": "needs a card in {pile}: none, so stay", "ja": "{pile} に札が必要: 無いので留まる"},
    "ys.holds": {"en": "holds", "ja": "成立"},
    "ys.fails": {"en": "fails", "ja": "不成立"},
    "ys.to_move": {"en": "→ token moves {frm} → {to}", "ja": "→ 駒は {frm} → {to} へ移動"},
    "ys.to_stay": {"en": "→ token stays on {frm}", "ja": "→ 駒は {frm} に留まる"},
    "ys.to_choose": {"en": "→ you may move up to {u}", "ja": "→ {u} へ上がれます（選択）"},
    "ys.flow": {"en": "    cards: {flow}", "ja": "    札: {flow}"},
    "ys.start": {"en": "Start on place {place}: the end card is {end} ({name}).",
                 "ja": "位置 {place} から開始: 終端札は {end}（{name}）。"},
    "ys.end_card": {"en": "{end} appeared ({count}/{of}): the rest of the talon, {end} and the discards are "
                          "reshuffled ({n} cards).",
                    "ja": "{end} が出た（{count}/{of}）: 山札の残り・{end}・捨て札を混ぜ直す（{n}枚）。"},
    "ys.end_card_last": {"en": "{end} appeared ({count}/{of}): the game ends.",
                         "ja": "{end} が出た（{count}/{of}）: ゲーム終了。"},
    "ys.choice": {"en": "You chose {choice}: token {frm} → {to}.", "ja": "{choice} を選択: 駒 {frm} → {to}。"},
    "ys.replaced": {"en": "War Replacement: {card} {frm} → {to} ({count})",
                    "ja": "戦乱置換: {card} {frm} → {to}（{count}）"},
    "ys.not_counted": {"en": "not counted", "ja": "数えない"},
    "ys.replace_stop": {"en": "War Replacement ended by drawing.", "ja": "引いたので戦乱置換は終わり。"},
    "ys.replace_end": {"en": "War Replacement over.", "ja": "戦乱置換は終わり。"},
    "ys.win": {"en": "You WIN: the token is on {token}.", "ja": "勝ち: 駒は {token} にあります。"},
    "ys.lose": {"en": "You lose: the token is on {token}.", "ja": "負け: 駒は {token} にあります。"},
    "ys.upper": {"en": "upper", "ja": "上"},
    "ys.lower": {"en": "lower", "ja": "下"},
})

WIN_PLACES = {"A00": "5/6", "A13": "2/5"}


def _t(key: str, lang: str, **kw) -> str:
    return i18n.translate(key, lang, **kw)


def card_label(code: str, lang: str) -> str:
    if code[0] == "A":
        return f"{code} {major_name(int(code[1:]), lang)}"
    return f"{code} {minor_name(CODE_TO_INT[code], lang)}"


def render(view: dict, lang: str) -> str:
    lines = [_t("ys.title", lang)]
    end = view["end_card"] or "A00/A13"
    lines.append(_t("ys.status", lang, draws=view["draws"], talon=view["talon_count"], end=end,
                    count=view["terminals_drawn"], of=view["terminals"]))
    lines.append(_t("ys.header", lang))
    piles = view["piles"]
    for b in reversed(view["board"]):  # place 6 on top, as on the table
        p = b["place"]
        v = b["values"]
        orient = _t("ys.upright" if b["upright"] else "ys.reversed", lang)
        name = f"{b['card']} {major_name(int(b['card'][1:]), lang)} ({orient})"
        nums = "  ".join(f"{v[FIELD[i]]:>2}/{v[FIELD[i + 1]]:<2}" for i in range(0, 8, 2))
        pile_name = f"coins_{p}" if p >= 4 else f"cups_{p}"
        pile = f"{'♦' if p >= 4 else '♥'}{p}: {' '.join(piles[pile_name]) or '-'}"
        token = "  " + _t("ys.token", lang) if view["token"] == p else ""
        lines.append(f"  {p}   {_pad(name, 36)}{nums}  {pile}{token}")
    disc = piles["discarded"]
    lines.append(_t("ys.special", lang, sw=" ".join(piles["swords_upper"]) or "-",
                    cl=" ".join(piles["coins_lower"]) or "-", dn=len(disc), last=" ".join(disc[-5:]) or "-"))
    if view["end_card"]:
        lines.append(_t("ys.goal", lang, places=WIN_PLACES[view["end_card"]], end=view["end_card"],
                        of=view["terminals"]))
    phase = view["phase"]
    if phase == "start":
        if view["forced"]:
            f = view["forced"]
            lines.append(_t("ys.forced", lang, trigram=_t(f"ys.{f['trigram']}", lang), degree=f["degree"],
                            purpose=f["purpose_card"]))
        lines.append(_t("ys.choose_start", lang, places=", ".join(map(str, view["allowed_starts"]))))
    elif phase == "draw":
        lines.append(_t("ys.press_draw", lang))
    elif phase == "choose":
        lines.append(_t("ys.choose", lang, card=card_label(view["pending"], lang), t=view["token"],
                        u=view["token"] + 3))
    elif phase == "replace":
        src = next(name for name in ("coins_lower", "coins_6", "coins_5", "coins_4", "cups_3", "cups_2",
                                     "cups_1", "swords_upper") if piles[name])
        example = f"replace {piles[src][-1]} {src} {'cups_1' if src != 'cups_1' else 'cups_2'}"
        r = view["replacements"]
        lines.append(_t("ys.replace", lang, count=r["count"], limit=r["limit"], example=example))
    return "\n".join(lines)


def _pad(text: str, width: int) -> str:
    """Pad by display width (CJK characters take two columns)."""
    w = sum(2 if ord(ch) > 0x2E80 else 1 for ch in text)
    return text + " " * max(1, width - w)


def _terms(terms: list) -> str:
    return " + ".join(f"{label} {value}" for label, value in terms) if terms else "0"


def formula(ev: dict, lang: str) -> str:
    """`$ 7 + A(3).off 6 + Σ(↓♦) 0 = 13 > A(6).def 6 + … = 6: holds`."""
    if not ev["lhs"]:
        return _t("ys.always_move" if ev["outcome"] == "move" else "ys.always_stay", lang)
    if ev.get("needs"):
        return f"{ev['rule']}: " + _t("ys.needs", lang, pile=ev["needs"])
    left = sum(v for _, v in ev["lhs"])
    right = sum(v for _, v in ev["rhs"])
    verdict = _t("ys.holds" if ev["holds"] else "ys.fails", lang)
    cmp = ev.get("cmp", ">")  # 略式 may compare with >= (YS-R6)
    return f"{ev['rule']}: {_terms(ev['lhs'])} = {left} {cmp} {_terms(ev['rhs'])} = {right}: {verdict}"


def _flow(ev: dict) -> str:
    return "; ".join(f"{c} {src} → {dst}" for c, src, dst in ev.get("flow", ()))


def describe(ev: dict, lang: str) -> str:
    kind = ev["kind"]
    if kind == "draw":
        head = _t("ys.draw", lang, n=ev["n"], card=ev["card"], name=minor_name(CODE_TO_INT[ev["card"]], lang),
                  frm=ev["from"], rule=formula(ev, lang) if ev["lhs"] else f"{ev['rule']}: " + formula(ev, lang))
        if ev["outcome"] == "choose":
            tail = _t("ys.to_choose", lang, u=ev["from"] + 3)
        elif ev["to"] != ev["from"]:
            tail = _t("ys.to_move", lang, frm=ev["from"], to=ev["to"])
        else:
            tail = _t("ys.to_stay", lang, frm=ev["from"])
        out = f"{head}\n    {tail}"
        if ev["flow"]:
            out += "\n" + _t("ys.flow", lang, flow=_flow(ev))
        return out
    if kind == "start":
        return _t("ys.start", lang, place=ev["place"], end=ev["end_card"],
                  name=major_name(int(ev["end_card"][1:]), lang))
    if kind == "end_card":
        if "reshuffled" in ev:
            return _t("ys.end_card", lang, end=ev["card"], count=ev["count"], of=ev["of"], n=ev["reshuffled"])
        return _t("ys.end_card_last", lang, end=ev["card"], count=ev["count"], of=ev["of"])
    if kind == "choice":
        return _t("ys.choice", lang, choice=ev["choice"], frm=ev["from"], to=ev["to"]) + "\n" + \
            _t("ys.flow", lang, flow=_flow(ev))
    if kind == "replace":
        count = ev["count"] if ev["counted"] else _t("ys.not_counted", lang)
        return _t("ys.replaced", lang, card=ev["card"], frm=ev["from"], to=ev["to"], count=count)
    if kind in ("replace_stop", "replace_end"):
        return _t(f"ys.{kind}", lang)
    if kind == "end":
        return _t("ys.win" if ev["win"] else "ys.lose", lang, token=ev["token"])
    return ""


class _DrawOnEnter:
    """Input wrapper: an empty line or `d` means `draw` (a game has ~75 draws)."""

    def __init__(self, inp):
        self.inp = inp

    def readline(self) -> str:
        line = self.inp.readline()
        if line and line.strip().lower() in ("", "d"):
            return "draw\n"
        return line


def make_terminal(args, out=None, inp=None) -> TerminalGame:
    import sys


    tg = TerminalGame(args, render, describe, example="draw", out=out,
                      inp=_DrawOnEnter(inp or sys.stdin))
    return tg


def run(args) -> int:
    return make_terminal(args).run()
