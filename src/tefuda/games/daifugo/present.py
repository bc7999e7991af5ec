"""Daifugo's narration (contract 2): each log event as one sentence for one viewer.

    describe({"kind": "play", "seat": 2, "play": "play 7H 7D JK"}, 0, "en") -> "Player 3 played 7♥ 7♦ Joker."

The exchange (DSP-7) is logged twice: a public `give` with the count, and an `exchange`
with the cards for the two players only (`only`); `core.events.visible_log` hands the
second to those two alone, and for them the first says nothing more.
"""

from __future__ import annotations

from tefuda.core.cards import SUIT_SYMBOLS, Card
from tefuda.core.i18n import register, translate
from tefuda.core.narration import card, count, player
from tefuda.games.daifugo.actions import shown_order
from tefuda.games.daifugo.cards import sort_cards

register(
    {
        "daifugo.say.give": {"en": "{who} gave {cards} to {to}.", "ja": "{who}が{to}に{cards}渡しました。"},
        "daifugo.say.exchange": {"en": "{who} gave {cards} to {to}.", "ja": "{who}が{to}に{cards}を渡しました。"},
        "daifugo.say.pass": {"en": "{who} passed.", "ja": "{who}はパス。"},
        "daifugo.say.play": {"en": "{who} played {cards}.", "ja": "{who}が{cards}を出しました。"},
        "daifugo.say.finish": {"en": "{who} went out, {place}.", "ja": "{who}があがりました（{place}）。"},
        "daifugo.say.revolution": {
            "en": "Revolution by {who}! Now 3 is the strongest and 2 the weakest; the Joker stays strongest.",
            "ja": "{who}の革命！ これからは3が最強、2が最弱です（ジョーカーは最強のまま）。",
        },
        "daifugo.say.counter_revolution": {
            "en": "Counter-revolution by {who}: the normal order is back.",
            "ja": "{who}の革命返し！ 強さが元に戻りました。",
        },
        "daifugo.say.stuck": {
            "en": "{who} holds only cards nobody may finish with and must pass to the end of the game.",
            "ja": "{who}の手札はあがれないカードだけなので、このゲームの最後までパスです。",
        },
        "daifugo.say.stuck_you": {
            "en": "You hold only cards nobody may finish with and must pass to the end of the game.",
            "ja": "あなたの手札はあがれないカードだけなので、このゲームの最後までパスです。",
        },
        "daifugo.say.skipped": {"en": "{who} was skipped (5-skip).", "ja": "{who}は飛ばされました（5飛び）。"},
        "daifugo.say.skipped_you": {"en": "You were skipped (5-skip).", "ja": "あなたは飛ばされました（5飛び）。"},
        "daifugo.say.trick_end": {"en": "The trick was cleared; {who} leads.", "ja": "場が流れました。{who}が親です。"},
        "daifugo.say.trick_end_you": {
            "en": "The trick was cleared; you lead.",
            "ja": "場が流れました。あなたが親です。",
        },
        "daifugo.say.game_over": {
            "en": "The game is over — from first out to last: {titles}.",
            "ja": "ゲーム終了（あがり順）: {titles}。",
        },
        "daifugo.say.titled": {"en": "{who}: {title}", "ja": "{who}（{title}）"},
        "daifugo.say.sep": {"en": ", ", "ja": "、"},
        "daifugo.say.title_en": {"en": "{en} ({ja})", "ja": "{ja}"},
        "daifugo.say.pass_limit": {
            "en": "{n} passes in a row: the players still in are ranked at random (UECda).",
            "ja": "{n}回連続のパス: 残りの順位はランダムに決まります（UECda）。",
        },
        "daifugo.say.lock": {
            "en": "Suit lock (しばり): only {suits} may be played until the trick ends.",
            "ja": "しばり: この場が流れるまで{suits}しか出せません。",
        },
        "daifugo.say.eleven_back_on": {
            "en": "11-back by {who}: the order is reversed until the trick ends.",
            "ja": "{who}のイレブンバック: この場が流れるまで強さが逆になります。",
        },
        "daifugo.say.eleven_back_off": {
            "en": "11-back by {who}: the order is back to what it was.",
            "ja": "{who}のイレブンバック: 強さが元に戻りました。",
        },
        "daifugo.say.reverse_ccw": {
            "en": "9-reverse by {who}: play now goes counter-clockwise.",
            "ja": "{who}の9リバース: ここから反時計回りです。",
        },
        "daifugo.say.reverse_cw": {
            "en": "9-reverse by {who}: play now goes clockwise.",
            "ja": "{who}の9リバース: ここから時計回りです。",
        },
        "daifugo.say.cut": {"en": "{who} cut the trick: it is cleared at once.", "ja": "{who}が場を流しました。"},
        "daifugo.say.cut_eight": {
            "en": "8-cut (8切り) by {who}: the trick is cleared at once.",
            "ja": "{who}の8切り！ 場がすぐに流れます。",
        },
        "daifugo.say.cut_spade3": {
            "en": "Spade 3 (スペ3) by {who}: the ♠3 beats the lone Joker and the trick is cleared.",
            "ja": "{who}のスペ3！ スペードの3がジョーカーに勝ち、場が流れます。",
        },
        "daifugo.say.cut_answerable": {
            "en": "{who} cut with an 8: only four 4s may still answer (4強).",
            "ja": "{who}の8切り。4の4枚組でだけ返せます（4強）。",
        },
        "daifugo.say.four_fours": {
            "en": "{who} answered the 8-cut with four 4s (4強)!",
            "ja": "{who}が4の4枚組で8切りを返しました（4強）！",
        },
        "daifugo.say.three_strong": {
            "en": "{who} played three of the weakest rank: only four 4s may answer (3強).",
            "ja": "{who}の3強！ 4の4枚組でしか返せません。",
        },
        "daifugo.say.gyakudan": {
            "en": "Reverse steps (逆段) by {who}: next, one rank weaker in the same suit.",
            "ja": "{who}の逆段: 次は同じマークで1つ弱いカードだけです。",
        },
        "daifugo.say.fallen": {
            "en": "{who} fell from Daifugo (都落ち) and takes last place.",
            "ja": "{who}が都落ち！ 最下位になります。",
        },
        "daifugo.say.fallen_you": {
            "en": "You fell from Daifugo (都落ち) and take last place.",
            "ja": "あなたが都落ち！ 最下位になります。",
        },
        "daifugo.say.joker_as": {"en": "Joker (as {card})", "ja": "ジョーカー（{card}として）"},
        "daifugo.say.jokers": {"en": "{n} Jokers", "ja": "ジョーカー{n}枚"},
        "daifugo.say.and_jokers": {"en": "{cards} and {n} Jokers", "ja": "{cards}とジョーカー{n}枚"},
        "daifugo.say.joker_below": {"en": "Joker (below {card})", "ja": "ジョーカー（{card}の下）"},
        "daifugo.say.joker_above": {"en": "Joker (above {card})", "ja": "ジョーカー（{card}の上）"},
        "daifugo.say.place": {"en": "{n}", "ja": "{n}位"},
        # a legal action on its button (action_words)
        "daifugo.do.play": {"en": "Play {cards}", "ja": "{cards}を出す"},
        "daifugo.do.pass": {"en": "Pass", "ja": "パス"},
        "daifugo.do.give": {"en": "Give {cards} (card exchange)", "ja": "{cards}を渡す（カード交換）"},
    }
)


def play_words(text: str, lang: str) -> str:
    """A play's text (`play 5S 6S JK=7S`, `play 3S 4S JK<3S`) as cards for people, a
    joker in a sequence where it stands: `play 8S 10S JK=9S` → "8♠ Joker (as 9♠) 10♠"."""
    words = shown_order(" ".join(text.split()[1:] if text.startswith("play") else text.split())).split()
    out = []
    for w in words:
        if w.startswith("JK") and len(w) > 2:
            how, named = w[2], w[3:]
            key = {"=": "joker_as", "<": "joker_below", ">": "joker_above"}.get(how, "joker_as")
            out.append(translate(f"daifugo.say.{key}", lang, card=card(named, lang)))
        else:
            out.append(card(w, lang))
    return " ".join(out)


def action_words(text: str, lang: str) -> str | None:
    """A legal action for its button: `play 3S 3C` → "Play 3♠ 3♣" / "3♠ 3♣を出す",
    `give 2S AH` → "Give 2♠ A♥ (card exchange)", `pass` → "Pass"."""
    verb, _, rest = text.partition(" ")
    if verb == "pass" and not rest:
        return translate("daifugo.do.pass", lang)
    if verb in ("play", "give") and rest:
        return translate(f"daifugo.do.{verb}", lang, cards=play_words(rest, lang))
    return None


def ordinal(n: int, lang: str) -> str:
    if lang == "ja":
        return translate("daifugo.say.place", lang, n=n)
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def title_name(title: str, lang: str) -> str:
    """A title for people: 大富豪 in Japanese, "Daifugo (大富豪)" in English."""
    return translate(
        "daifugo.say.title_en",
        lang,
        en=translate(f"daifugo.title.{title}", "en"),
        ja=translate(f"daifugo.title.{title}", "ja"),
    )


def _suits(letters: str) -> str:
    return "".join(SUIT_SYMBOLS.get(s, s) for s in letters)


def describe(event: dict, viewer: int | None, lang: str) -> str | None:
    kind = event.get("kind")
    seat = event.get("seat")
    who = player(seat, viewer, lang) if seat is not None else ""
    t = lambda key, **kw: translate(f"daifugo.say.{key}", lang, **{"who": who, **kw})  # noqa: E731
    if kind == "give":
        if viewer is not None and viewer in (seat, event["to"]):
            return None  # the `exchange` event shows these two the cards themselves
        return t("give", cards=count(event["count"], lang), to=player(event["to"], viewer, lang, obj=True))
    if kind == "exchange":  # the cards weakest first, as a hand is shown (DSP-3)
        codes = [c.code for c in sort_cards(Card.parse(c) for c in event["cards"])]
        jokers = codes.count("JK")
        if jokers > 1:  # "2 Jokers" / "ジョーカー2枚", not "Joker Joker"
            rest = play_words(" ".join(c for c in codes if c != "JK"), lang)
            words = translate("daifugo.say.and_jokers" if rest else "daifugo.say.jokers", lang, n=jokers, cards=rest)
        else:
            words = play_words(" ".join(codes), lang)
        return t("exchange", cards=words, to=player(event["to"], viewer, lang, obj=True))
    if kind == "pass":
        return t("pass")
    if kind == "play":
        return t("play", cards=play_words(event["play"], lang))
    if kind == "finish":
        return t("finish", place=ordinal(event["place"], lang))
    if kind == "trick_end":
        leader = event.get("leader")
        if leader is None or leader < 0:
            return None
        if viewer is not None and leader == viewer:
            return translate("daifugo.say.trick_end_you", lang)
        return translate("daifugo.say.trick_end", lang, who=player(leader, viewer, lang))
    if kind == "game_over":
        titles = event.get("titles")
        if not titles:
            return None
        ranked = translate("daifugo.say.sep", lang).join(
            translate(
                "daifugo.say.titled", lang, who=player(s, viewer, lang, obj=True), title=title_name(titles[s], lang)
            )
            for s in event["order"]
        )
        return t("game_over", titles=ranked)
    if kind == "pass_limit":
        return t("pass_limit", n=event.get("passes", 0))
    if kind == "lock":
        return t("lock", suits=_suits(event.get("suits", "")))
    by = player(seat, viewer, lang, obj=True) if seat is not None else ""  # "… by you", mid-sentence
    if kind == "eleven_back":
        return t("eleven_back_on" if event.get("on") else "eleven_back_off", who=by)
    if kind == "reverse":
        return t("reverse_ccw" if event.get("direction", 1) < 0 else "reverse_cw", who=by)
    if kind == "cut" and event.get("rule") in ("eight_cut", "spade3"):
        return t("cut_eight" if event["rule"] == "eight_cut" else "cut_spade3", who=by)
    if kind in ("revolution", "counter_revolution", "gyakudan"):
        return t(kind, who=by)
    if kind in ("stuck", "skipped", "fallen") and viewer is not None and seat == viewer:
        return translate(f"daifugo.say.{kind}_you", lang)  # "You hold", not "You holds"
    if kind in (
        "stuck",
        "skipped",
        "cut",
        "cut_answerable",
        "four_fours",
        "three_strong",
        "fallen",
    ):
        return t(kind)
    return None


def seating(state) -> list[int]:
    """The seats in the order turns go round (UECda draws it anew every 3 games: `setup.seating`)."""
    return list(state.ring)
