"""Terminal play of Youscout (易双六): `tefuda play youscout`.

The six-place board with cards, orientations and their numbers, the token, the piles,
the talon and end-card counts; every draw's formula as it is resolved; the move/stay
choice when the lower sword offers it, with what each does and which place wins. Enter
alone (or `d`) draws; a place number alone starts there. Below 84 columns the board is
compact (one row a place: no column titles, the place's number alone, "upright" unsaid);
on a terminal too narrow even for that each place takes two rows.
"""

from __future__ import annotations

from tefuda.apps.tui.runner import TerminalGame, terminal_width
from tefuda.apps.tui.style import width_of
from tefuda.core import i18n
from tefuda.core.narration import listing
from tefuda.games.youscout import present, war
from tefuda.games.youscout.actions import SHORT, chip
from tefuda.games.youscout.hexagram import SPINS
from tefuda.games.youscout.present import LINES, card_name, times
from tefuda.games.youscout.state import WIN_PLACES
from tefuda.games.youscout.tables import DEATH, FOOL, PILE_NAMES, major_name

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
        # the wide board's column titles (padded to the columns by `_header`)
        "ys.col.place": {"en": "place", "ja": "位置"},
        "ys.col.card": {"en": "card", "ja": "札"},
        "ys.col.numbers": {"en": "numbers", "ja": "数値"},
        "ys.col.pile": {"en": "pile", "ja": "置き場"},
        "ys.col.pile_r": {"en": "pile (F Minor: the highest)", "ja": "置き場（F Minor は最大の札）"},
        # under the header before the start: what the numbers are (the author's table), written
        # as the board writes them and as How to play explains them
        "ys.pairs": {
            "en": "  ♠ sword attack/defence · ♦ coin pain|joy · ♥ cup, ♣ wand upstream∽downstream (reversed: swapped)",
            "ja": "  ♠ソードの攻/守・♦コインの苦|喜・♥カップと♣ワンドの上流∽下流（逆位置は入れ替え済み）",
        },
        # a narrow terminal (compact or two rows a place): the numbers as the browser's board prints them
        "ys.header_narrow": {
            "en": "♠attack/defence ♦pain|joy ♥cup ♣wand upstream∽downstream",
            "ja": "♠攻/守 ♦苦|喜 ♥カップ ♣ワンド 上流∽下流",
        },
        "ys.header_narrow_r": {
            "en": "M Major · F Major; F Minor: the highest",
            "ja": "M Major · F Major（F Minor は最大の札）",
        },
        # a board card: its name and orientation (a major card is never typed: no code)
        "ys.board_card": {"en": "{name} ({orient})", "ja": "{name}（{orient}）"},
        # the minor cards as the board shows them (the author's letters, as the browser's legend)
        "ys.cards_legend": {
            "en": "Cards: A Ace, J Page, C Knight, Q Queen, K King; ♠ swords, ♦ coins, ♥ cups, ♣ wands.",
            "ja": "札: A＝エース、J＝ペイジ、C＝ナイト、Q＝クイーン、K＝キング。♠ソード、♦コイン、♥カップ、♣ワンド。",
        },
        "ys.either": {"en": "{a} or {b}", "ja": "{a}か{b}"},
        "ys.upright": {"en": "upright", "ja": "正"},
        "ys.reversed": {"en": "reversed", "ja": "逆"},
        "ys.token": {"en": "◀ token", "ja": "◀ 駒"},
        # the compact board marks the token's place before its number (after the header's pairs)
        "ys.token_legend": {"en": "{mark} token", "ja": "{mark} 駒"},
        "ys.special": {
            "en": "↑♠ upper swords: {sw}   ↓♦ lower coins: {cl}   × discards: {disc}",
            "ja": "↑♠ 上のソード: {sw}   ↓♦ 下のコイン: {cl}   × 捨て札: {disc}",
        },
        "ys.special_r": {"en": "× discards: {disc}", "ja": "× 捨て札: {disc}"},
        # the discards: how many, and which (all of them, or the last few)
        "ys.disc.none": {"en": "0", "ja": "0枚"},
        "ys.disc.all": {"en": "{n} ({cards})", "ja": "{n}枚（{cards}）"},
        "ys.disc.last": {"en": "{n}, the last {k}: {cards}", "ja": "{n}枚（最後の{k}枚: {cards}）"},
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
            "en": "The {card} lets you move up from {t} to {u}: type move or stay.",
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
        # War Replacement: what to type, an example that is allowed now, the piles it may use
        "ys.replace": {
            "en": "War Replacement {count}/{limit}: type replace CARD FROM TO, or draw to stop. "
            "E.g. {example} moves the {card} from {src} to {dst}.",
            "ja": "戦乱置換 {count}/{limit}: replace 札 元 先 と入力（やめるなら draw）。"
            "例: {example} で{card}を{src}から{dst}へ移します。",
        },
        "ys.replace_piles": {
            "en": "Piles: {piles}. Type cards as the board shows them (J♦). Without ♦ ♥ keys: {plain}.",
            "ja": "置き場: {piles}。札は盤の表記（J♦など）で入力。♦や♥を打てなければ: {plain}。",
        },
        "ys.replace_pile.coins": {"en": "♦4 ♦5 ♦6 (coins beside 4–6)", "ja": "♦4 ♦5 ♦6（4〜6のコイン）"},
        "ys.replace_pile.cups": {"en": "♥1 ♥2 ♥3 (cups beside 1–3)", "ja": "♥1 ♥2 ♥3（1〜3のカップ）"},
        "ys.replace_pile.cl": {"en": "↓♦ (lower coins)", "ja": "↓♦（下のコイン）"},
        # ↓♦ under its cap (RULES §7.3, `replacement_coins_lower`): how many more may go in,
        # and once none may, that it is there to take from only
        "ys.replace_pile.cl_left": {
            "en": "↓♦ (lower coins: {n} more {n:card|cards} may go in)",
            "ja": "↓♦（下のコイン。入れられるのはあと{n}枚）",
        },
        "ys.replace_pile.cl_full": {
            "en": "↓♦ (lower coins: take from it only — no more may go in, at most {cap})",
            "ja": "↓♦（下のコイン。取り出すだけで、もう入れられません。入れられるのは{cap}枚まで）",
        },
        "ys.replace_pile.sw": {"en": "↑♠ (upper swords)", "ja": "↑♠（上のソード）"},
        "ys.replace_pile.x": {"en": "× (discards)", "ja": "×（捨て札）"},
        "ys.replace_plain": {
            "en": "J♦ as JD, ♦5 as d5, ♥1 as h1{more}",
            "ja": "J♦は JD、♦5は d5、♥1は h1{more}",
        },
        "ys.replace_plain_cl": {"en": ", ↓♦ as cl", "ja": "、↓♦は cl"},
        "ys.replace_plain_all": {"en": ", ↑♠ as sw, × as x", "ja": "、↑♠は sw、×は x"},
        # `moves`: every legal action as it is typed, in words
        "ys.moves.do": {"en": "{typed} — {words}", "ja": "{typed} — {words}"},
        "ys.moves.enter": {"en": "draw (or Enter)", "ja": "draw（または Enter）"},
        "ys.moves.stop": {
            "en": "draw — stop War Replacement and draw the next card",
            "ja": "draw — 戦乱置換をやめて次の札を引く",
        },
        "ys.moves.card": {
            "en": "replace {card} {src} TO — the {name} from {src_words}; TO one of {dsts}",
            "ja": "replace {card} {src} 先 — {name}を{src_words}から移す。先は {dsts} のどれか",
        },
        "ys.moves.back": {
            "en": "replace CARD FROM FROM (the same pile twice) puts the card back at the end of its pile: "
            "allowed, not counted as a replacement",
            "ja": "replace 札 元 元（同じ置き場を2回）は札をその置き場の最後に戻します（できますが、置換の回数に数えません）",
        },
    }
)


def _t(key: str, lang: str, **kw) -> str:
    return i18n.translate(key, lang, **kw)


def chips(cards) -> str:
    """Minor cards as the board shows them: `A♥ 7♠ J♦` ('-' for none)."""
    return " ".join(chip(c) for c in cards) or "-"


# The wide board's columns: the place (14), the board card (31: the longest name, reversed),
# its numbers as How to play writes them (♠6/10 ♦14|10 ♥6∽6 ♣0∽14: 27, or 略式's M and F),
# then its pile. Below WIDE columns the compact board keeps a place in one row: the place's
# number alone, the card's name (its orientation only when reversed, as the browser's board
# says it) as wide as the longest on this board, the numbers, the pile (an 80-column terminal
# fits it). Where even that would leave no room for the pile, each place takes two rows.
WIDE = 84
LABEL_W, CARD_W = 14, 31
NUMBERS_W = 28  # the four pairs, 7 columns each (♠14/10 and a space)
PILE_ROOM = 4  # the pile's first card (10♦) after its label, on the place's own row
TOKEN_MARK = "▶"  # the compact board's token: in the row's indent, before the place's number


def _numbers(v: dict, ryakushiki: bool, pad: bool) -> str:
    """A board card's numbers as the browser and How to play write them; `pad` aligns the
    four pairs in columns (the wide board)."""
    if ryakushiki:  # 略式 reads two numbers: M Major (sword attack) and F Major (coin pain)
        return f"{v['off']:>2}  {v['pain']:>2}   " if pad else f"M {v['off']} · F {v['pain']}"
    pairs = [
        f"♠{v['off']}/{v['def']}",
        f"♦{v['pain']}|{v['gain']}",
        f"♥{v['cupU']}∽{v['cupL']}",
        f"♣{v['wandU']}∽{v['wandL']}",
    ]
    return "".join(_pad(x, 7) for x in pairs) + " " if pad else " ".join(pairs)


def _header(lang: str, ryakushiki: bool) -> str:
    """The wide board's column titles over its columns."""
    numbers = " M   F    " if ryakushiki else _pad(_t("ys.col.numbers", lang), 29)
    pile = _t("ys.col.pile_r" if ryakushiki else "ys.col.pile", lang)
    return f"  {_pad(_t('ys.col.place', lang), LABEL_W)}{_pad(_t('ys.col.card', lang), CARD_W)}{numbers}{pile}"


def _card_words(b: dict, lang: str, compact: bool) -> str:
    """The board card's name and orientation; the compact board names only a reversed one."""
    name = major_name(int(b["card"][1:]), lang)
    if compact and b["upright"]:
        return name
    orient = _t("ys.upright" if b["upright"] else "ys.reversed", lang)
    return _t("ys.board_card", lang, name=name, orient=orient)


def _compact_widths(view: dict, lang: str, ryakushiki: bool) -> tuple[int, int]:
    """The compact board's card and numbers columns: as wide as this board's longest."""
    names = [width_of(_card_words(b, lang, True)) for b in view["board"]]
    if ryakushiki:
        numbers = max(width_of(_numbers(b["values"], True, False)) for b in view["board"]) + 2
    else:
        numbers = NUMBERS_W
    return max(names) + 2, numbers


def _layout(view: dict, lang: str, ryakushiki: bool, width: int | None) -> str:
    """ "wide" (titled columns), "compact" (one row a place) or "two_rows" for `width`."""
    if width is None or width >= WIDE:
        return "wide"
    card_w, numbers_w = _compact_widths(view, lang, ryakushiki)
    # the place's number, its card, its numbers, `♦6:` and room for its first card
    return "compact" if 4 + card_w + numbers_w + 3 + 1 + PILE_ROOM <= width else "two_rows"


def _place_row(view: dict, b: dict, lang: str, ryakushiki: bool, layout: str = "wide", width: int | None = None) -> str:
    p = b["place"]
    cards = view["piles"][f"coins_{p}" if p >= 4 else f"cups_{p}"]
    pile = f"{'♦' if p >= 4 else '♥'}{p}:"
    token = _t("ys.token", lang) if view["token"] == p else ""
    label = f"{p} {LINES['ja' if lang == 'ja' else 'en'][p]}"
    if layout == "compact":  # the token's mark is in the indent: the row's end is the pile's
        token, indent = "", f"{TOKEN_MARK} " if view["token"] == p else "  "
    if layout == "two_rows":  # the place and its card, then its numbers and its pile
        name = _card_words(b, lang, False)
        mark = f"  {token}" if token else ""
        return f"  {label}  {name}{mark}\n      {_numbers(b['values'], ryakushiki, False)}  {pile} {chips(cards)}"
    if layout == "compact":
        card_w, numbers_w = _compact_widths(view, lang, ryakushiki)
        numbers = _pad(_numbers(b["values"], ryakushiki, not ryakushiki).rstrip(), numbers_w)
        head = f"{indent}{p} {_pad(_card_words(b, lang, True), card_w)}{numbers}{pile}"
    else:
        head = f"  {_pad(label, LABEL_W)}{_pad(_card_words(b, lang, False), CARD_W)}"
        head += f"{_numbers(b['values'], ryakushiki, True)}{pile}"
    words = [chip(c) for c in cards] or ["-"]
    row = " ".join([head, *words]) + (f"  {token}" if token else "")
    if width is None or width_of(row) <= width:
        return row
    # a long pile: the token stays on the place's own line, at its end; the cards that do
    # not fit before it go on under the pile's first card
    room = width - (width_of(token) + 2 if token else 0)
    indent, lines = " " * (width_of(head) + 1), [head]
    for word in words:
        if width_of(lines[-1]) + 1 + width_of(word) > (room if len(lines) == 1 else width) and lines[-1] not in (
            head,
            indent,
        ):
            lines.append(indent)
        lines[-1] += ("" if lines[-1] == indent else " ") + word
    if token:
        lines[0] += f"  {token}"
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
    layout = _layout(view, lang, ryakushiki, width)
    narrow = layout != "wide"
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
        header = _t("ys.header_narrow_r" if ryakushiki else "ys.header_narrow", lang)
        if layout == "compact":
            header += "   " + _t("ys.token_legend", lang, mark=TOKEN_MARK)
        lines.append(header)
    else:
        lines.append(_header(lang, ryakushiki))
        if view["phase"] == "start" and not ryakushiki:
            lines.append(_t("ys.pairs", lang))
    for b in reversed(view["board"]):  # place 6 on top, as on the table
        lines.append(_place_row(view, b, lang, ryakushiki, layout, width))
    piles = view["piles"]
    disc = _discards(piles["discarded"], lang)
    if ryakushiki:  # ↑♠ and ↓♦ are not used in 略式
        special = _t("ys.special_r", lang, disc=disc)
    else:
        special = _t("ys.special", lang, sw=chips(piles["swords_upper"]), cl=chips(piles["coins_lower"]), disc=disc)
    # (its three piles three spaces apart: on a narrow terminal one pile a line unless they fit)
    lines += special.split("   ") if narrow and width is not None and width_of(special) > width else [special]
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
        lines.append(_t("ys.choose", lang, card=present.mid_name(view["pending"], lang), t=t, u=t + 3))
        sep = "" if lang == "ja" else " "
        lines.append(
            _t("ys.choose_r" if ryakushiki else "ys.choose_o", lang, t=t) + sep + _goal_words(view, t, t + 3, lang)
        )
    elif phase == "replace":
        lines += _replace_help(view, lang)
    if phase != "start":  # the minor cards' letters, as the browser's legend says them
        lines.append(_t("ys.cards_legend", lang))
    return "\n".join(lines)


def _discards(cards: list[str], lang: str) -> str:
    """The discard pile: how many, and all of them or the last 5 (the last discarded last)."""
    if not cards:
        return _t("ys.disc.none", lang)
    if len(cards) <= 5:
        return _t("ys.disc.all", lang, n=len(cards), cards=chips(cards))
    return _t("ys.disc.last", lang, n=len(cards), k=5, cards=chips(cards[-5:]))


def _pile_choices(view: dict) -> list[tuple[str, list[str]]]:
    """War Replacement now: each pile a card may be taken from, with where it may go (the
    pile itself last: a card put back there is not counted), as the rules allow (RULES §7)."""
    opts, r = view["options"], view["replacements"]
    piles = [view["piles"][name] for name in PILE_NAMES]
    out = []
    for src in war.sources(piles, opts["cross_border"]):
        dsts = war.destinations(src, opts["cross_border"], r["coins_lower"], opts["replacement_coins_lower"])
        out.append((PILE_NAMES[src], [PILE_NAMES[d] for d in dsts if d != src] + [PILE_NAMES[src]]))
    return out


# the example's destination: a cup pile first (crossing the border, the option's point)
_EXAMPLE_TO = (
    "cups_1",
    "cups_2",
    "cups_3",
    "coins_4",
    "coins_5",
    "coins_6",
    "coins_lower",
    "swords_upper",
    "discarded",
)


def _replace_help(view: dict, lang: str) -> list[str]:
    """What to type in War Replacement: an example allowed right now, in the screen's
    spelling (J♦ ♦5 ♥1), and every pile it may use with its plain-letter spelling."""
    r = view["replacements"]
    limit = "∞" if r["limit"] == "infinity" else r["limit"]
    src, dsts = _pile_choices(view)[0]
    card = view["piles"][src][-1]
    dst = next((d for d in _EXAMPLE_TO if d in dsts[:-1]), dsts[-1])
    example = f"replace {chip(card)} {SHORT[src]} {SHORT[dst]}"
    lines = [
        _t(
            "ys.replace",
            lang,
            count=r["count"],
            limit=limit,
            example=example,
            card=present.mid_name(card, lang),
            src=present.pile_name(src, lang),
            dst=present.pile_name(dst, lang),
        )
    ]
    every = view["options"]["cross_border"] == "all"  # ↑♠ and the discards take part too
    piles = [_t("ys.replace_pile.coins", lang), _t("ys.replace_pile.cups", lang)]
    cl = _lower_coins(view, lang)  # only as far as ↓♦ may be used now
    piles += [cl] if cl else []
    piles += [_t("ys.replace_pile.sw", lang), _t("ys.replace_pile.x", lang)] if every else []
    more = (_t("ys.replace_plain_cl", lang) if cl else "") + (_t("ys.replace_plain_all", lang) if every else "")
    plain = _t("ys.replace_plain", lang, more=more)
    lines.append(_t("ys.replace_piles", lang, piles=listing(piles, lang), plain=plain))
    return lines


def _lower_coins(view: dict, lang: str) -> str | None:
    """↓♦ in the list of piles as far as it may be used now: a card may go in while fewer
    than `replacement_coins_lower` went there (RULES §7.3: 2 by default), and a card in it
    may always be taken out; None when neither (its cap used up and nothing in it)."""
    r = view["replacements"]
    cap = view["options"]["replacement_coins_lower"]
    if cap == "infinity":
        return _t("ys.replace_pile.cl", lang)
    if r["coins_lower"] < cap:
        return _t("ys.replace_pile.cl_left", lang, n=cap - r["coins_lower"])
    if view["piles"]["coins_lower"]:
        return _t("ys.replace_pile.cl_full", lang, cap=cap)
    return None


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
    """Input wrapper: an empty line or `d` means `draw` (a game has ~75 draws); a number
    alone, `start` at that place (a number is no other action): 7 is then refused as no
    place, not as an unknown action."""

    def __init__(self, inp):
        self.inp = inp

    def readline(self) -> str:
        line = self.inp.readline()
        if line and line.strip().lower() in ("", "d"):
            return "draw\n"
        if line and line.strip().lstrip("+-").isdigit():
            return f"start {line.strip()}\n"
        return line


def moves_lines(state, lang: str) -> list[str]:
    """`moves`: each legal action as the person types it, in words. War Replacement offers
    every card of every pile it may touch on each allowed pile; one line a card says where
    it may go, and one line that the same pile twice puts a card back (legal, not counted)."""
    legal = state.legal_actions(0)
    if state.view(0)["phase"] != "replace":
        out = []
        for a in legal:
            typed = {"start": str(a.place), "draw": _t("ys.moves.enter", lang)}.get(a.kind, str(a))
            out.append(_t("ys.moves.do", lang, typed=typed, words=present.action_words(str(a), lang)))
        return out
    out = [_t("ys.moves.stop", lang)]
    offers: dict[tuple[str, str], list[str]] = {}
    for a in legal:
        if a.kind == "replace" and a.dst != a.src:
            offers.setdefault((a.card, a.src), []).append(a.dst)
    for (card, src), dsts in offers.items():
        out.append(
            _t(
                "ys.moves.card",
                lang,
                card=chip(card),
                src=SHORT[src],
                name=present.card_name(card, lang),
                src_words=present.pile_name(src, lang),
                dsts=" ".join(SHORT[d] for d in dsts),
            )
        )
    out.append(_t("ys.moves.back", lang))
    return out


class YouscoutTerminal(TerminalGame):
    def moves_lines(self, seat: int) -> list[str]:
        return moves_lines(self.state, self.lang)


def make_terminal(args, out=None, inp=None) -> TerminalGame:
    import sys

    tg = YouscoutTerminal(args, render, describe, example="draw", out=out, inp=_DrawOnEnter(inp or sys.stdin))
    tg.render = lambda view, lang: render(view, lang, width=terminal_width(tg.out))
    return tg


def run(args) -> int:
    return make_terminal(args).run()
