"""Youscout's narration (contract 2): every log event as one sentence a player understands,
in English or Japanese, and each draw's formula in words, one line per term.

    describe(event, viewer, lang)  -> "5 of Swords: the token moves from 2 to 5 because the sum for moving,
                                       11, is more than the sum for staying, 6."
    formula_lines(event, lang)     -> ["5 the drawn card + 6 attack of place 2 + 0 the lower coins (↓♦) = 11",
                                       "is more than", "6 defence of place 5 + … = 6"]
    flow_text(flow, lang)          -> "5 of Swords → the upper swords (↑♠)"

A solitaire's log is public to its one player, so `viewer` never hides anything here.
The browser's board (static/games/youscout.js) says the same sentences; a test keeps the
two in step.
"""

from __future__ import annotations

from tefuda.core import i18n
from tefuda.games.youscout.actions import parse_action
from tefuda.games.youscout.rules import TARGET
from tefuda.games.youscout.state import WIN_PLACES
from tefuda.games.youscout.tables import CODE_TO_INT, major_name, minor_name

i18n.register(
    {
        # a draw
        "ys.say.move": {
            "en": "{card}: the token moves from {frm} to {to} because {why}.",
            "ja": "{card}: {why}ので、駒は{frm}から{to}へ動きます。",
        },
        "ys.say.stay": {
            "en": "{card}: the token stays on {frm} (not to {target}) because {why}.",
            "ja": "{card}: {why}ので、駒は{frm}に留まります（{target}へは動けません）。",
        },
        "ys.say.choose": {
            "en": "{card}: the token may move up from {frm} to {to} because {why}: move or stay?",
            "ja": "{card}: {why}ので、駒は{frm}から{to}へ上がれます。動くか留まるかを選びます。",
        },
        "ys.say.needs": {
            "en": "{card}: the token stays on {frm}: moving to {target} needs a cup beside {place}, and there is none.",
            "ja": "{card}: {target}へ動くには{place}のカップが要りますが、無いので駒は{frm}に留まります。",
        },
        "ys.say.always_stay": {
            "en": "{card}: {suits} never move the token on the {trigram} trigram; it stays on {frm}.",
            "ja": "{card}: {trigram}卦では{suits}で駒は動きません。駒は{frm}に留まります。",
        },
        "ys.say.always_move": {
            "en": "{card}: in 略式 {suits} always move the token forward on the {trigram} trigram: from {frm} to {to}.",
            "ja": "{card}: 略式では{trigram}卦の{suits}は必ず順方向へ進みます。駒は{frm}から{to}へ。",
        },
        # the formula's two sums, named by what they push for: its left side moves the
        # token when it wins, its right side keeps it (the whole formula is behind "Why?")
        "ys.why.gt": {
            "en": "the sum for moving, {left}, is more than the sum for staying, {right}",
            "ja": "動く側の合計{left}が留まる側の合計{right}より大きい",
        },
        "ys.why.ge": {
            "en": "the sum for moving, {left}, is at least the sum for staying, {right}",
            "ja": "動く側の合計{left}が留まる側の合計{right}以上な",
        },
        "ys.why.not_gt": {
            "en": "the sum for moving, {left}, is not more than the sum for staying, {right}",
            "ja": "動く側の合計{left}が留まる側の合計{right}より大きくない",
        },
        "ys.why.not_ge": {
            "en": "the sum for moving, {left}, is less than the sum for staying, {right}",
            "ja": "動く側の合計{left}が留まる側の合計{right}より小さい",
        },
        # the lower sword's choice
        "ys.say.chose_move": {
            "en": "You chose to move: the token goes up from {frm} to {to}. {flow}",
            "ja": "「動く」を選びました。駒は{frm}から{to}へ上がります。{flow}",
        },
        "ys.say.chose_stay": {
            "en": "You chose to stay on {frm}. {flow}",
            "ja": "「留まる」を選びました。駒は{frm}のまま。{flow}",
        },
        # War Replacement
        "ys.say.replace": {
            "en": "War Replacement {count} of {limit}: the {card} moves from {src} to {dst}.",
            "ja": "戦乱置換 {count}/{limit}: {card}を{src}から{dst}へ移しました。",
        },
        "ys.say.replace_free": {
            "en": "War Replacement {count} (no limit): the {card} moves from {src} to {dst}.",
            "ja": "戦乱置換 {count}回目（無制限）: {card}を{src}から{dst}へ移しました。",
        },
        # the same pile as source and destination: at once, the card goes to the end of its
        # own pile, and the move is not one of the replacements (RULES §7.3, §7.4)
        "ys.say.replace_back": {
            "en": "War Replacement: you put the {card} back on {src}, at the end of that pile (after its "
            "other cards). Its own pile does not count as a replacement: still {count} of {limit}.",
            "ja": "戦乱置換: {card}を{src}の最後（ほかの札の後ろ）に戻しました。元の置き場に戻すのは"
            "回数に数えないので、{count}/{limit}回のままです。",
        },
        "ys.say.replace_back_free": {
            "en": "War Replacement: you put the {card} back on {src}, at the end of that pile (after its "
            "other cards). Its own pile does not count as a replacement: still {count} (no limit).",
            "ja": "戦乱置換: {card}を{src}の最後（ほかの札の後ろ）に戻しました。元の置き場に戻すのは"
            "回数に数えないので、{count}回（無制限）のままです。",
        },
        "ys.say.replace_stop": {
            "en": "You ended War Replacement by drawing.",
            "ja": "カードを引いて戦乱置換を終えました。",
        },
        "ys.say.replace_end": {"en": "War Replacement is over.", "ja": "戦乱置換は終わりです。"},
        # the start, the end card, the end
        "ys.say.start": {
            "en": "You start on {place} ({line}, {trigram} trigram). The end card is {end}: you win if "
            "the token is on {a} or {b} when {end} has appeared {times}.",
            "ja": "{place}（{line}、{trigram}卦）から始めます。終了カードは{end}です。{end}が{times}出たとき、"
            "駒が{a}か{b}にあれば勝ちです。",
        },
        "ys.say.end_card": {
            "en": "{End} appears ({count} of {of}): the rest of the talon, {end} and the discards "
            "({n} {n:card|cards}) are shuffled into a new talon; the piles on the board stay.",
            "ja": "{end}が出ました（{count}/{of}回目）。山札の残り・{end}・捨て札（計{n}枚）を混ぜて"
            "新しい山札にします。盤の札はそのまま。",
        },
        "ys.say.end_card_last": {
            "en": "{end} appears ({count} of {of}): the game is over.",
            "ja": "{end}が出ました（{count}/{of}回目）。ゲーム終了です。",
        },
        "ys.say.win": {
            "en": "You win: the token ended on {token}, one of the winning places {a} and {b}.",
            "ja": "勝ち: 駒は勝ちの場所（{a}と{b}）のひとつ、{token}で終わりました。",
        },
        "ys.say.lose": {
            "en": "You lose: the token ended on {token}, not on {a} or {b}.",
            "ja": "負け: 駒は{token}で終わりました（勝ちは{a}か{b}）。",
        },
        "ys.say.start_plain": {
            "en": "You start on {place} ({line}, {trigram} trigram). The end card is {end}: you win "
            "if the token is on {a} or {b} at its last appearance.",
            "ja": "{place}（{line}、{trigram}卦）から始めます。終了カードは{end}です。最後に出たとき"
            "駒が{a}か{b}にあれば勝ちです。",
        },
        "ys.say.win_plain": {"en": "You win: the token ended on {token}.", "ja": "勝ち: 駒は{token}で終わりました。"},
        "ys.say.lose_plain": {"en": "You lose: the token ended on {token}.", "ja": "負け: 駒は{token}で終わりました。"},
        "ys.say.no_game": {
            "en": "No game: the end card is set to appear 0 times.",
            "ja": "ゲームなし: 終了カードの回数が0に設定されています。",
        },
        # words used inside the sentences
        "ys.upper": {"en": "upper", "ja": "上"},
        "ys.lower": {"en": "lower", "ja": "下"},
        "ys.place": {"en": "place {p}", "ja": "{p}"},
        # a legal action on its button (action_words)
        "ys.do.start": {"en": "Start at place {p}", "ja": "開始位置{p}から始める"},
        "ys.do.draw": {"en": "Draw a card", "ja": "カードを引く"},
        "ys.do.move": {"en": "Move up", "ja": "動く"},
        "ys.do.stay": {"en": "Stay", "ja": "留まる"},
        "ys.do.replace": {"en": "Move {card} from {src} to {dst}", "ja": "{card}を{src}から{dst}へ移す"},
        # the same pile twice: legal, the card goes to the end of its pile, not counted (RULES §7.3)
        "ys.do.replace_back": {
            "en": "Put {card} back at the end of {src} (not counted as a replacement)",
            "ja": "{card}を{src}の最後に戻す（置換の回数に数えません）",
        },
        "ys.suits.S": {"en": "swords", "ja": "ソード"},
        "ys.suits.D": {"en": "coins", "ja": "コイン"},
        "ys.suits.H": {"en": "cups", "ja": "カップ"},
        "ys.suits.C": {"en": "wands", "ja": "ワンド"},
        "ys.suit.S": {"en": "sword", "ja": "ソード"},
        "ys.suit.D": {"en": "coin", "ja": "コイン"},
        "ys.suit.H": {"en": "cup", "ja": "カップ"},
        "ys.suit.C": {"en": "wand", "ja": "ワンド"},
        "ys.times": {"en": "{n} times", "ja": "{n}回"},
        "ys.once": {"en": "once", "ja": "1回"},
        "ys.flow.to": {"en": "{cards} → {pile}", "ja": "{cards} → {pile}"},
        "ys.flow.sep": {"en": "; ", "ja": "、"},
        "ys.flow.and": {"en": ", ", "ja": "・"},
        # pile names
        "ys.pile.swords_upper": {"en": "the upper swords (↑♠)", "ja": "上のソード置き場（↑♠）"},
        "ys.pile.coins_lower": {"en": "the lower coins (↓♦)", "ja": "下のコイン置き場（↓♦）"},
        "ys.pile.coins": {"en": "the coins beside {p}", "ja": "{p}のコイン"},
        "ys.pile.cups": {"en": "the cups beside {p}", "ja": "{p}のカップ"},
        "ys.pile.discarded": {"en": "the discards", "ja": "捨て札"},
        "ys.pile.drawn": {"en": "the drawn card", "ja": "引いた札"},
        # formula terms
        "ys.term.$": {"en": "the drawn card", "ja": "引いた札"},
        "ys.term.off": {"en": "attack of {p}", "ja": "{p}のソードの攻"},
        "ys.term.def": {"en": "defence of {p}", "ja": "{p}のソードの守"},
        "ys.term.pain": {"en": "pain of {p}", "ja": "{p}のコインの苦"},
        "ys.term.gain": {"en": "joy of {p}", "ja": "{p}のコインの喜"},
        "ys.term.cupU": {"en": "cup upstream of {p}", "ja": "{p}のカップの上流"},
        "ys.term.cupL": {"en": "cup downstream of {p}", "ja": "{p}のカップの下流"},
        "ys.term.wandU": {"en": "wand upstream of {p}", "ja": "{p}のワンドの上流"},
        "ys.term.wandL": {"en": "wand downstream of {p}", "ja": "{p}のワンドの下流"},
        "ys.term.M": {"en": "M Major of {p} (its sword attack)", "ja": "{p}のM Major（ソードの攻）"},
        "ys.term.F": {
            "en": "F Major of {p} (its coin pain; no card beside it)",
            "ja": "{p}のF Major（コインの苦。置き場に札なし）",
        },
        "ys.term.max": {"en": "highest {one} beside {p}", "ja": "{p}の{suit}の最大"},
        "ys.term.fminor": {"en": "F Minor of {p}: the highest {one} beside it", "ja": "{p}のF Minor（{suit}の最大）"},
        "ys.term.min": {"en": "lowest {one} beside {p}", "ja": "{p}の{suit}の最小"},
        "ys.term.sum": {"en": "all {suit} beside {p}", "ja": "{p}の{suit}の合計"},
        "ys.term.sum_cl": {"en": "the lower coins (↓♦)", "ja": "下のコイン置き場（↓♦）の合計"},
        "ys.term.sum_sw": {"en": "the upper swords (↑♠)", "ja": "上のソード置き場（↑♠）の合計"},
        "ys.cmp.gt": {"en": "is more than", "ja": "＞"},
        "ys.cmp.ge": {"en": "is at least", "ja": "≧"},
        "ys.cmp.not_gt": {"en": "is not more than", "ja": "≦"},
        "ys.cmp.not_ge": {"en": "is less than", "ja": "＜"},
        "ys.formula.none": {"en": "no formula: the suit decides", "ja": "判定式なし（スートで決まる）"},
        "ys.formula.needs": {
            "en": "no cup beside {p}: the move cannot happen",
            "ja": "{p}にカップが無いので動けません",
        },
    }
)

LINES = {
    "en": ("", "first line", "second line", "third line", "fourth line", "fifth line", "top line"),
    "ja": ("", "初爻", "二爻", "三爻", "四爻", "五爻", "上爻"),
}
SUIT_WORD = {"♦": "D", "♥": "H", "♠": "S", "♣": "C"}


def _t(key: str, lang: str, **kw) -> str:
    return i18n.translate(key, lang, **kw)


def card_name(code: str, lang: str) -> str:
    """'5 of Swords' / 'ソードの5'; majors by name ('Death' / '死神')."""
    if code[0] == "A":
        return major_name(int(code[1:]), lang)
    return minor_name(CODE_TO_INT[code], lang)


def mid_name(code: str, lang: str) -> str:
    """A card's name inside an English sentence: 'the Fool' ('The Fool' begins one)."""
    name = card_name(code, lang)
    return "the " + name[4:] if lang != "ja" and name.startswith("The ") else name


def place_name(p: int, lang: str) -> str:
    return _t("ys.place", lang, p=p)


def trigram(p: int, lang: str) -> str:
    return _t("ys.upper" if p >= 4 else "ys.lower", lang)


def pile_name(name: str, lang: str) -> str:
    """`coins_5` → 'the coins beside 5'; `swords_upper` → 'the upper swords (↑♠)' …"""
    if name.startswith(("coins_", "cups_")) and name[-1].isdigit():
        kind, p = name.split("_")
        return _t(f"ys.pile.{kind}", lang, p=p)
    return _t(f"ys.pile.{name}", lang)


def action_words(text: str, lang: str) -> str | None:
    """A legal action for its button: `start 3` → "Start at place 3", `draw`, `move`,
    `stay`, `replace H05 cups_3 coins_lower` → "Move 5 of Cups from … to …"."""
    a = parse_action(text)
    if a.kind == "start":
        return _t("ys.do.start", lang, p=a.place)
    if a.kind == "replace":
        key = "ys.do.replace_back" if a.src == a.dst else "ys.do.replace"
        return _t(key, lang, card=card_name(a.card, lang), src=pile_name(a.src, lang), dst=pile_name(a.dst, lang))
    return _t(f"ys.do.{a.kind}", lang)


def flow_text(flow, lang: str) -> str:
    """Where the cards went, grouped by destination in order: 'A, B → the discards; C → …'."""
    groups: list[list] = []
    for card, _src, dst in flow or ():
        if groups and groups[-1][0] == dst:
            groups[-1][1].append(card)
        else:
            groups.append([dst, [card]])
    parts = [
        _t(
            "ys.flow.to",
            lang,
            cards=_t("ys.flow.and", lang).join(card_name(c, lang) for c in cards),
            pile=pile_name(dst, lang),
        )
        for dst, cards in groups
    ]
    return _t("ys.flow.sep", lang).join(parts)


def times(n, lang: str) -> str:
    """'once' / '3 times' — the end card's appearances (2.5 plays as 3: RULES §6)."""
    n = -int(-n // 1)
    return _t("ys.once", lang) if n == 1 else _t("ys.times", lang, n=n)


def _sum(terms) -> int:
    return sum(v for _, v in terms or ())


def _cmp_key(ev: dict) -> str:
    """gt / ge / not_gt / not_ge: how the formula came out (略式 may compare with >=, YS-R6)."""
    ge = ev.get("cmp") == ">="
    return ("ge" if ge else "gt") if ev["holds"] else ("not_ge" if ge else "not_gt")


def _why(ev: dict, lang: str) -> str:
    return _t(f"ys.why.{_cmp_key(ev)}", lang, left=_sum(ev["lhs"]), right=_sum(ev["rhs"]))


def describe_draw(ev: dict, lang: str) -> str:
    card = card_name(ev["card"], lang)
    frm = ev["from"]
    if not ev["lhs"]:  # the suit alone decides (RULES §4.2 U♦ / L♥; 略式 YS-R2)
        suits = _t(f"ys.suits.{ev['card'][0]}", lang)
        key = "ys.say.always_move" if ev["outcome"] == "move" else "ys.say.always_stay"
        return _t(key, lang, card=card, suits=suits, trigram=trigram(frm, lang), frm=frm, to=ev["to"])
    if ev.get("needs"):  # U♣ / L♣ of the original: a cup is needed and there is none
        return _t(
            "ys.say.needs",
            lang,
            card=card,
            frm=frm,
            target=ev.get("target") or TARGET[ev["rule"]](frm),
            place=ev["needs"][1:],
        )
    why = _why(ev, lang)
    target = ev.get("target") or TARGET[ev["rule"]](frm)  # older saved games lack `target`
    if ev["outcome"] == "choose":
        return _t("ys.say.choose", lang, card=card, frm=frm, to=target, why=why)
    if ev["outcome"] == "move":
        return _t("ys.say.move", lang, card=card, frm=frm, to=ev["to"], why=why)
    return _t("ys.say.stay", lang, card=card, frm=frm, target=target, why=why)


def term_name(label: str, lang: str, ryakushiki: bool = False) -> str:
    """A formula term's name in words: 'A(3).def' → 'defence of place 3' …"""
    if label == "$":
        return _t("ys.term.$", lang)
    if label.startswith("A("):
        p, field = label[2], label[5:]
        return _t(f"ys.term.{field}", lang, p=place_name(int(p), lang))
    if label == "Σ(↓♦)":
        return _t("ys.term.sum_cl", lang)
    if label == "Σ(↑♠)":
        return _t("ys.term.sum_sw", lang)
    op, rest = label.split("(", 1)  # max(♦4), min(♥2), Σ(♦5)
    suit, p = rest[0], rest[1]
    kind = {"max": "fminor" if ryakushiki else "max", "min": "min", "Σ": "sum"}[op]
    letter = SUIT_WORD[suit]
    return _t(
        f"ys.term.{kind}",
        lang,
        suit=_t(f"ys.suits.{letter}", lang),
        one=_t(f"ys.suit.{letter}", lang),
        p=place_name(int(p), lang),
    )


def formula_lines(ev: dict, lang: str) -> list[str]:
    """A draw's formula in words: the left side, the comparison, the right side."""
    if ev.get("kind") != "draw":
        return []
    if not ev["lhs"]:
        return [_t("ys.formula.none", lang)]
    if ev.get("needs"):
        return [_t("ys.formula.needs", lang, p=place_name(int(ev["needs"][1:]), lang))]
    ryakushiki = any(label.endswith(".M") for label, _ in ev["rhs"])

    def side(terms):
        return " + ".join(f"{v} {term_name(label, lang, ryakushiki)}" for label, v in terms) + f" = {_sum(terms)}"

    return [side(ev["lhs"]), _t(f"ys.cmp.{_cmp_key(ev)}", lang), side(ev["rhs"])]


def describe(event: dict, viewer: int | None, lang: str) -> str | None:
    """One sentence for a log event (contract 2); None for nothing to say."""
    kind = event.get("kind")
    if kind == "draw":
        return describe_draw(event, lang)
    if kind == "choice":
        key = "ys.say.chose_move" if event["choice"] == "move" else "ys.say.chose_stay"
        return _t(key, lang, frm=event["from"], to=event["to"], flow=flow_text(event["flow"], lang)).strip()
    if kind == "replace":
        card = card_name(event["card"], lang)
        limit = event.get("limit")
        if not event["counted"]:
            key = "ys.say.replace_back_free" if limit == "infinity" else "ys.say.replace_back"
            return _t(key, lang, card=card, src=pile_name(event["from"], lang), count=event["count"], limit=limit)
        return _t(
            "ys.say.replace_free" if limit == "infinity" else "ys.say.replace",
            lang,
            card=card,
            src=pile_name(event["from"], lang),
            dst=pile_name(event["to"], lang),
            count=event["count"],
            limit=limit,
        )
    if kind in ("replace_stop", "replace_end"):
        return _t(f"ys.say.{kind}", lang)
    if kind == "start":
        p, end = event["place"], event["end_card"]
        a, b = WIN_PLACES[end]
        # games saved before events carried `of` say it without the count
        key = "ys.say.start" if "of" in event else "ys.say.start_plain"
        return _t(
            key,
            lang,
            place=place_name(p, lang),
            line=LINES[lang if lang == "ja" else "en"][p],
            trigram=trigram(p, lang),
            end=mid_name(end, lang),
            a=a,
            b=b,
            times=times(event.get("of", 1), lang),
        )
    if kind == "end_card":
        end = card_name(event["card"], lang)
        if "reshuffled" in event:
            return _t(
                "ys.say.end_card",
                lang,
                End=end,
                end=mid_name(event["card"], lang),
                count=event["count"],
                of=event["of"],
                n=event["reshuffled"],
            )
        return _t("ys.say.end_card_last", lang, end=end, count=event["count"], of=event["of"])
    if kind == "end":
        if event.get("no_game"):
            return _t("ys.say.no_game", lang)
        win = "win" if event["win"] else "lose"
        if "end_card" not in event:  # a game saved before end events named the end card
            return _t(f"ys.say.{win}_plain", lang, token=event["token"])
        a, b = WIN_PLACES[event["end_card"]]
        return _t(f"ys.say.{win}", lang, token=event["token"], a=a, b=b)
    return None
