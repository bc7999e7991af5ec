"""Egyptian War's narration (contract 2): each log event as one sentence for one viewer.

    describe({"kind": "challenge", "seat": 1, "by": 0, "card": "KS", "count": 3}, 0, "en")
        -> "Player 2 must reveal up to 3 cards (your K♠)."

Every event of this game is public (the cards are face up on the pile); deck orders are
never logged.
"""

from __future__ import annotations

from tefuda.core.i18n import register, translate
from tefuda.core.narration import card, count, listing, player, whose

register(
    {
        # a legal action on its button (action_words)
        "ew.do.play": {"en": "Turn up your top card", "ja": "山札の一番上の札を出す"},
        "ew.do.slap": {"en": "Slap the pile", "ja": "場を叩く"},
        "ew.do.close": {"en": "Close the reaction window", "ja": "反応受付を締め切る"},
        "ew.say.reveal": {"en": "{who} revealed {card}.", "ja": "{who}が{card}を出しました。"},
        "ew.say.slap": {
            "en": "{who} slapped {pattern} and took the pile ({cards}).",
            "ja": "{who}が{pattern}を叩いて場を取りました（{cards}）。",
        },
        "ew.say.false_slap": {
            "en": "{who} slapped with no pattern: {cards} face down under the pile.",
            "ja": "{who}の誤叩き: {cards}を場の底へ伏せて置きました。",
        },
        "ew.say.false_slap_free": {
            "en": "{who} slapped with no pattern, but had no card left to put under the pile.",
            "ja": "{who}の誤叩き。場の底へ置く札はありませんでした。",
        },
        "ew.say.challenge": {
            "en": "{who} must reveal up to {count} ({whose} {card}): a J, Q, K or A answers it.",
            "ja": "{who}は{count}以内にJ・Q・K・Aを出さなければなりません（{whose}{card}）。",
        },
        "ew.say.take_challenge": {
            "en": "{who} won the challenge and took the pile ({cards}).",
            "ja": "{who}が要求で場を取りました（{cards}）。",
        },
        "ew.say.take_short": {
            "en": "The short game's last card is out: the pile left goes to {who} ({cards}).",
            "ja": "短時間版の最後の札が出ました。残った場は{who}が取ります（{cards}）。",
        },
        "ew.say.won_all": {
            "en": "{who} won by collecting all {n} cards.",
            "ja": "{who}の勝ち: {n}枚すべてを集めました。",
        },
        "ew.say.won_short": {
            "en": "{who} won: more cards when the {reveals}th card was revealed ({cards}).",
            "ja": "{who}の勝ち: {reveals}枚目を出した時点で持ち札が多かった（{cards}）。",
        },
        "ew.say.draw_short": {
            "en": "A draw: equal cards when the {reveals}th card was revealed ({cards}).",
            "ja": "引き分け: {reveals}枚目を出した時点で持ち札が同数（{cards}）。",
        },
        "ew.say.draw_repetition": {
            "en": "A draw: the same position came up a third time ({cards}).",
            "ja": "引き分け: 同じ局面が3回目になりました（{cards}）。",
        },
        "ew.say.draw_stalemate": {
            "en": "A draw: nobody has a card left to play ({cards}).",
            "ja": "引き分け: だれも出せる札がありません（{cards}）。",
        },
        "ew.say.count_of": {"en": "{who} {n}", "ja": "{who} {n}枚"},
        # what a valid slap hit (EW-8, EW-9)
        "ew.slap.double": {"en": "a double (two of a rank in a row)", "ja": "ダブル（同じ数字が連続）"},
        "ew.slap.sandwich": {
            "en": "a sandwich (one rank with one card between)",
            "ja": "サンドイッチ（1枚をはさんで同じ数字）",
        },
        "ew.slap.top_bottom": {
            "en": "top and bottom (the newest card has the bottom card's rank)",
            "ja": "底札と同じ数字（最新の札が底札と同じ数字）",
        },
        "ew.slap.sum10": {"en": "a sum of 10 (two cards adding up to 10)", "ja": "合計10（直前の2枚の合計が10）"},
        "ew.slap.kq": {"en": "a king and queen (a K and a Q together)", "ja": "KとQ（直前の2枚がKとQ）"},
    }
)


def action_words(text: str, lang: str) -> str | None:
    """A legal action for its button: `play`, `slap`, `close` in words."""
    if text in ("play", "slap", "close"):
        return translate(f"ew.do.{text}", lang)
    return None


def _counts(cards, viewer, lang) -> str:
    return listing(
        (translate("ew.say.count_of", lang, who=player(s, viewer, lang), n=n) for s, n in enumerate(cards)), lang
    )


def describe(event: dict, viewer: int | None, lang: str) -> str | None:
    kind = event.get("kind")
    seat = event.get("seat")
    who = player(seat, viewer, lang) if seat is not None else ""
    t = lambda key, **kw: translate(f"ew.say.{key}", lang, who=who, **kw)  # noqa: E731
    if kind == "reveal":
        return t("reveal", card=card(event["card"], lang))
    if kind == "slap":
        return t("slap", pattern=translate(f"ew.slap.{event['pattern']}", lang), cards=count(event["took"], lang))
    if kind == "false_slap":
        if not event["penalty"]:
            return t("false_slap_free")
        return t("false_slap", cards=count(event["penalty"], lang))
    if kind == "challenge":
        return t(
            "challenge",
            count=count(event["count"], lang),
            whose=whose(event["by"], viewer, lang),
            card=card(event["card"], lang),
        )
    if kind == "take":
        key = "take_short" if event.get("why") == "short" else "take_challenge"
        return t(key, cards=count(event["took"], lang))
    if kind == "end":
        return _end(event, viewer, lang)
    return None


def _end(event: dict, viewer: int | None, lang: str) -> str:
    winner, reason = event.get("winner"), event.get("reason")
    cards = event.get("cards")
    counts = _counts(cards, viewer, lang) if cards else ""
    if reason == "all_cards" and winner is not None:
        return translate("ew.say.won_all", lang, who=player(winner, viewer, lang), n=sum(cards or [0]))
    if reason == "short":
        key = "ew.say.won_short" if winner is not None else "ew.say.draw_short"
        return translate(key, lang, who=player(winner, viewer, lang), reveals=event.get("reveals", ""), cards=counts)
    if reason == "repetition":
        return translate("ew.say.draw_repetition", lang, cards=counts)
    return translate("ew.say.draw_stalemate", lang, cards=counts)
