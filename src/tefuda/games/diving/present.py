"""Diving's narration (contract 2): each log event as one sentence for one viewer.

    describe(event, viewer, lang) -> "Player 2 took K♠, paying 9♣ 4♥ (13 oxygen)." | None

What a viewer may not see never reaches here: `core.events.visible_log` drops the
`drew` event (the faces of a refill) for the other diver and for spectators.
"""

from __future__ import annotations

from typing import Any

from tefuda.core.cards import Card
from tefuda.core.i18n import register, translate
from tefuda.core.narration import card, cards, count, player
from tefuda.games.diving.actions import parse
from tefuda.games.diving.rules import value_sum

register(
    {
        "diving.say.hunt": {
            "en": "{who} hunted: the treasure is {card} (worth {value}).",
            "ja": "{who}が宝探し: 宝は{card}（価値{value}）。",
        },
        "diving.say.lucky": {
            "en": "Lucky seven! {who} got {card} for free.",
            "ja": "ラッキーセブン！ {who}は{card}を無料で手に入れました。",
        },
        "diving.say.take": {
            "en": "{who} took the treasure {card}, paying {paid} ({value} oxygen into the dive pile).",
            "ja": "{who}が宝{card}を手に入れました。支払い: {paid}（酸素{value}を捨て山へ）。",
        },
        "diving.say.take_joker": {
            "en": "{who} took the treasure {card}, paying with the joker (it pays any price alone).",
            "ja": "{who}が宝{card}を手に入れました。ジョーカーで支払い（1枚でどんな値段も払えます）。",
        },
        "diving.say.yield": {
            "en": "{who} yielded {card} to {to}, who must take it.",
            "ja": "{who}が{card}を{to}に譲りました。譲られた側は入手しなければなりません。",
        },
        "diving.say.yield_you": {
            "en": "{who} yielded {card} to you: you must take it (pay at least {value}).",
            "ja": "{who}が{card}をあなたに譲りました。あなたが入手しなければなりません（{value}以上を支払います）。",
        },
        "diving.say.refill": {
            "en": "{who} refilled oxygen: paid {paid} and drew {drawn}.",
            "ja": "{who}が酸素補給: {paid}を支払い、{drawn}引きました。",
        },
        "diving.say.refill_joker": {
            "en": "{who} refilled oxygen: paid with the joker and drew {drawn}.",
            "ja": "{who}が酸素補給: ジョーカーで支払い、{drawn}引きました。",
        },
        "diving.say.drew": {"en": "{who} drew {cards}.", "ja": "{who}が引いたカード: {cards}。"},
        "diving.say.steal": {
            "en": "{who} stole {card} from {whom} with {five} (equal depths).",
            "ja": "{who}が{five}を使って{whom}の場から{card}を強奪しました（深度が同じ）。",
        },
        "diving.say.return_phase": {
            "en": "The deck is empty: both divers return, each paying at least their depth.",
            "ja": "山札がなくなりました。2人とも自分の深度以上の酸素を払って帰還します。",
        },
        "diving.say.sealed": {
            "en": "{who} chose a return payment (hidden until both have chosen).",
            "ja": "{who}が帰還の支払いを決めました（2人とも決めるまで非公開）。",
        },
        "diving.say.return": {
            "en": "{who} returned, paying {paid} ({value} oxygen).",
            "ja": "{who}が帰還しました。支払い: {paid}（酸素{value}）。",
        },
        "diving.say.return_joker": {
            "en": "{who} returned, paying with the joker.",
            "ja": "{who}がジョーカーで支払って帰還しました。",
        },
        "diving.say.drowned_price": {
            "en": "{who} drowned: the hand cannot pay {price}.",
            "ja": "{who}が溺れました: 手札で{price}を払えません。",
        },
        "diving.say.drowned_depth": {
            "en": "{who} drowned: the hand cannot pay the depth {price} to return.",
            "ja": "{who}が溺れました: 帰還に必要な深度{price}を手札で払えません。",
        },
        "diving.say.drowned_empty": {
            "en": "{who} drowned: no cards (oxygen) left in the hand.",
            "ja": "{who}が溺れました: 手札（酸素）がなくなりました。",
        },
        "diving.say.bonus": {
            "en": "{who} held a joker at the end and got the bonus: {cards}.",
            "ja": "{who}は最後にジョーカーを持っていたのでボーナスを獲得: {cards}。",
        },
        "diving.say.no_bonus": {
            "en": "Nobody kept a joker, so the {n} bonus {n:card stays|cards stay} face down.",
            "ja": "2人ともジョーカーを残していないので、ボーナス{n}枚はだれのものにもなりません。",
        },
        "diving.say.bonus_split": {
            "en": "Both divers kept a joker: the bonus cards are dealt one at a time, {who} first ({why}).",
            "ja": "2人ともジョーカーを残したので、ボーナスは{who}から1枚ずつ交互に配られます（{why}）。",
        },
        "diving.say.split_richer": {"en": "the more luxurious field", "ja": "場がより豪華"},
        "diving.say.split_tie": {"en": "equal luxury: the first player", "ja": "豪華さが同じなので先攻"},
        "diving.say.win": {
            "en": "{who} won: luxury {mine} against {theirs}.",
            "ja": "{who}の勝ち: 豪華さ {mine} 対 {theirs}。",
        },
        "diving.say.draw": {
            "en": "A draw: both fields have luxury {mine}.",
            "ja": "引き分け: 2人とも場の豪華さは{mine}です。",
        },
        "diving.say.won_drowned": {
            "en": "{who} won: the other diver drowned.",
            "ja": "{who}の勝ち: 相手が溺れました。",
        },
        "diving.say.nobody": {"en": "Nobody won: both divers drowned.", "ja": "勝者なし: 2人とも溺れました。"},
        "diving.say.tally": {"en": "{whose} field: {sum}", "ja": "{whose}場: {sum}"},
        "diving.say.sep": {"en": "; ", "ja": "、"},
        "diving.say.tally_empty": {"en": "{whose} field: empty = 0", "ja": "{whose}場: なし = 0"},
        # a legal action on its button (action_words)
        "diving.do.hunt": {"en": "Hunt for treasure", "ja": "宝を探す"},
        "diving.do.yield": {"en": "Yield the treasure to the other diver", "ja": "宝を相手に譲る"},
        "diving.do.take": {"en": "Take the treasure, paying {paid}", "ja": "{paid}で支払って宝を手に入れる"},
        "diving.do.take_joker": {
            "en": "Take the treasure, paying with the joker",
            "ja": "ジョーカーで支払って宝を手に入れる",
        },
        "diving.do.refill": {
            "en": "Refill oxygen (draw {n}), paying {paid}",
            "ja": "{paid}で支払って酸素補給（{n}枚引く）",
        },
        "diving.do.refill_joker": {
            "en": "Refill oxygen (draw {n}), paying with the joker",
            "ja": "ジョーカーで支払って酸素補給（{n}枚引く）",
        },
        "diving.do.steal": {
            "en": "Steal {card} from the other diver's field with {five}",
            "ja": "{five}で相手の場から{card}を強奪する",
        },
        "diving.do.return": {"en": "Return, paying {paid}", "ja": "{paid}で支払って帰還する"},
        "diving.do.return_joker": {"en": "Return, paying with the joker", "ja": "ジョーカーで支払って帰還する"},
        "diving.do.return_free": {"en": "Return (nothing to pay)", "ja": "帰還する（支払いなし）"},
    }
)


def action_words(text: str, lang: str) -> str | None:
    """A legal action for its button: `refill 1 pay JK` → "Refill oxygen (draw 1), paying
    with the joker", `take 9C 8S` → "Take the treasure, paying 9♣ 8♠" …"""
    action = parse(text)
    kind = action.kind
    codes = [c.code for c in action.cards]
    joker = "_joker" if codes == ["JK"] else ""
    paid = cards(codes, lang)
    if kind in ("hunt", "yield"):
        return translate(f"diving.do.{kind}", lang)
    if kind == "take":
        return translate("diving.do.take" + joker, lang, paid=paid)
    if kind == "refill":
        return translate("diving.do.refill" + joker, lang, n=action.n, paid=paid)
    if kind == "steal":
        return translate("diving.do.steal", lang, five=paid, card=card(action.target.code, lang))
    if kind == "return":
        if not codes:
            return translate("diving.do.return_free", lang)
        return translate("diving.do.return" + joker, lang, paid=paid)
    return None


def _value(codes) -> int:
    return value_sum(Card.parse(c) for c in codes)


def _paying(codes) -> bool:
    return codes == ["JK"]


def _tally(seat: int, field, viewer, lang) -> str:
    """The luxury of a field explained: 'Player 1's field: K♠ 13 + 10♥ 10 = 23'."""
    from tefuda.core.narration import whose

    owner = whose(seat, viewer, lang)
    if not field:
        return translate("diving.say.tally_empty", lang, whose=owner)
    parts = [f"{card(c, lang)} {Card.parse(c).rank}" for c in field]
    total = _value(field)
    text = " + ".join(parts) + f" = {total}"
    return translate("diving.say.tally", lang, whose=owner, sum=text)


def describe(event: dict, viewer: int | None, lang: str) -> str | None:
    kind = event.get("kind")
    seat: Any = event.get("seat")  # (an int for the kinds that have an actor)
    who = player(seat, viewer, lang) if seat is not None else ""
    t = lambda key, **kw: translate(f"diving.say.{key}", lang, who=who, **kw)  # noqa: E731
    if kind == "hunt":
        return t("hunt", card=card(event["card"], lang), value=Card.parse(event["card"]).rank)
    if kind == "lucky":
        return t("lucky", card=card(event["card"], lang))
    if kind == "take":
        if _paying(event["cards"]):
            return t("take_joker", card=card(event["card"], lang))
        return t("take", card=card(event["card"], lang), paid=cards(event["cards"], lang), value=_value(event["cards"]))
    if kind == "yield":
        if event["to"] == viewer:  # the one who must now pay for it
            value = Card.parse(event["card"]).rank
            return t("yield_you", card=card(event["card"], lang), value=value)
        return t("yield", card=card(event["card"], lang), to=player(event["to"], viewer, lang, obj=True))
    if kind == "refill":
        if _paying(event["cards"]):
            return t("refill_joker", drawn=count(event["n"], lang))
        return t("refill", paid=cards(event["cards"], lang), drawn=count(event["n"], lang))
    if kind == "drew":
        return t("drew", cards=cards(event["cards"], lang))
    if kind == "steal":
        return t(
            "steal",
            card=card(event["card"], lang),
            five=card(event["five"], lang),
            whom=player(1 - seat, viewer, lang, obj=True),
        )
    if kind == "return_phase":
        return t("return_phase")
    if kind == "sealed":
        return t("sealed")
    if kind == "return":
        if _paying(event["cards"]):
            return t("return_joker")
        return t("return", paid=cards(event["cards"], lang), value=_value(event["cards"]))
    if kind == "drowned":
        if event.get("why") == "empty_hand":
            return t("drowned_empty")
        return t(
            "drowned_depth" if event.get("why") == "cannot_return" else "drowned_price", price=event.get("price", 0)
        )
    if kind == "bonus":
        return t("bonus", cards=cards(event["cards"], lang))
    if kind == "no_bonus":
        return t("no_bonus", n=event["n"])
    if kind == "bonus_split":
        why = translate("diving.say.split_tie" if event["tie"] else "diving.say.split_richer", lang)
        return translate("diving.say.bonus_split", lang, who=player(event["start"], viewer, lang), why=why)
    if kind == "end":
        return _end(event, viewer, lang)
    return None


def report_result(result: dict) -> dict:
    """The result as reports count it: DIV-14's double drowning (reason `drowned`, no
    winner, as the record format says) apart from one diver drowning, the other winning."""
    if result.get("reason") == "drowned" and result.get("winner") is None:
        return {**result, "reason": "both_drowned"}
    return result


def _end(event: dict, viewer: int | None, lang: str) -> str | None:
    if "reason" not in event:  # a log saved before the end carried its result
        return None
    winner, reason, luxury = event["winner"], event["reason"], event["luxury"]
    # DIV-14: both drowned, nobody wins (the result says "drowned" with no winner)
    if reason == "drowned" and winner is None:
        return translate("diving.say.nobody", lang)
    if reason == "drowned":
        return translate("diving.say.won_drowned", lang, who=player(winner, viewer, lang))
    tally = translate("diving.say.sep", lang).join(_tally(s, event["fields"][s], viewer, lang) for s in (0, 1))
    if winner is None:
        head = translate("diving.say.draw", lang, mine=luxury[0])
    else:
        head = translate(
            "diving.say.win", lang, who=player(winner, viewer, lang), mine=luxury[winner], theirs=luxury[1 - winner]
        )
    return f"{head} ({tally})" if lang != "ja" else f"{head}（{tally}）"
