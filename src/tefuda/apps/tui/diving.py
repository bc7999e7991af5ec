"""`tefuda play diving`: Diving in the terminal (ja/en), against the strongest bot by default."""

from __future__ import annotations

from tefuda.core import i18n
from tefuda.core.cards import Card
from tefuda.games.diving.actions import JOKER, MAX_REFILL, cheapest_payment, keeping_payment

t = i18n.translate


def _cards(codes, lang: str) -> str:
    return " ".join(Card.parse(c).symbol for c in codes) if codes else t("diving.nothing", lang)


def offered_payment(view: dict) -> tuple[str, bool] | None:
    """The cheapest payment due now as action text, and whether it empties the hand (DIV-9):
    numbered cards leaving a card in hand if possible (the joker is kept for the bonus),
    else the joker. At the start of a turn, the cheapest refill drawing as many as allowed."""
    if view.get("hand") is None or view["seat"] not in view["to_move"]:
        return None
    hand = [Card.parse(c) for c in view["hand"]]
    if view["phase"] == "return":
        verb, price = "return", view["depths"][view["seat"]]
    elif view["treasure"]:
        verb, price = "take", Card.parse(view["treasure"]).rank
    else:
        numbered = [c for c in hand if c is not JOKER]
        if not numbered:
            return None
        low = min(numbered, key=lambda c: (c.rank, c.index))
        return f"refill {min(MAX_REFILL, view['deck_size'])} pay {low.code}", len(hand) == 1
    if price <= 0:
        return verb, False
    pay = keeping_payment(hand, price)
    if pay is None:
        pay = (JOKER,) if JOKER in hand else cheapest_payment(hand, price)
    if pay is None:
        return None
    return verb + " " + " ".join(c.code for c in pay), len(pay) == len(hand)


HINT_KINDS = ("hunt", "take", "yield", "refill", "steal", "return")  # the order of the hint


def render(view: dict, lang: str, kinds=HINT_KINDS) -> str:
    """The board for `view`; the hint lists the action `kinds` legal now."""
    me = view["seat"]
    header = f"== {t('diving.title', lang)} =="
    if not view["result"]:
        acting = view["to_move"]  # who acts now: the taker of a yielded treasure, or both at the return
        n = view["turn_no"] + 1
        header += "  " + (
            t("diving.turn", lang, n=n, seat=acting[0]) if len(acting) == 1 else t("diving.turn_both", lang, n=n)
        )
    lines = [header]
    for s in [1 - me, me] if me is not None else [0, 1]:
        who = t("diving.you" if s == me else "diving.opponent", lang)
        lines.append(
            t("diving.seat", lang, seat=s, who=who) + "  " + t("diving.hand_size", lang, n=view["hand_sizes"][s])
        )
        lines.append("  " + t("diving.field", lang, cards=_cards(view["fields"][s], lang), luxury=view["luxury"][s]))
        lines.append("  " + t("diving.dive", lang, cards=_cards(view["dive_piles"][s], lang), depth=view["depths"][s]))
    lines.append(t("diving.table", lang, deck=view["deck_size"], outside=view["outside"]))
    if me is not None:
        joker = t("diving.joker_note", lang) if view["joker"] else ""
        lines.append(t("diving.your_hand", lang, cards=_cards(view["hand"], lang), oxygen=view["oxygen"], joker=joker))
    if view["treasure"]:
        card = Card.parse(view["treasure"])
        lines.append(t("diving.treasure", lang, card=card.symbol, value=card.rank))
        if view["taker"] != view["turn"]:
            lines.append("  " + t("diving.yielded_to", lang, seat=view["taker"]))
    if view["phase"] == "return":
        if me is not None and not view["drowned"][me] and view["my_return"] is None:
            lines.append(t("diving.phase_return", lang, depth=view["depths"][me]))
        for s in (0, 1):
            if view["sealed"][s]:
                lines.append("  " + t("diving.sealed", lang, seat=s))
    if view["result"]:
        lines.append(describe_result(view["result"], lang))
    elif me is not None and me in view["to_move"]:
        offer = offered_payment(view)
        if offer:
            lines.append(t("diving.offer", lang, action=offer[0]))
            if offer[1]:
                lines.append("  " + t("diving.offer_drowns", lang))  # DIV-9: an empty hand drowns
        hint = " | ".join(t(f"diving.hint.{k}", lang) for k in HINT_KINDS if k in kinds)
        lines.append(t("diving.hint", lang, kinds=hint))
    return "\n".join(lines)


def describe_result(result: dict, lang: str) -> str:
    reason = t(f"diving.reason.{result['reason']}", lang)
    luxury = " : ".join(str(x) for x in result["luxury"])
    if result["winner"] is None:
        return t("diving.result_none", lang, reason=reason, luxury=luxury)
    return t("diving.result_win", lang, seat=result["winner"], reason=reason, luxury=luxury)


def build(args, out=None, inp=None):
    """The terminal game for `args`; CPU seats play `hard` (expectimax) unless `--level`
    or `--bot` says otherwise."""
    from tefuda.apps.tui.runner import TerminalGame

    def board(view: dict, lang: str) -> str:
        seat = view["seat"]
        legal = tg.state.legal_actions(seat) if seat in view["to_move"] else []
        return render(view, lang, kinds={str(a).split()[0] for a in legal})

    tg = TerminalGame(args, board, example="hunt", out=out, inp=inp, default_level="hard")
    return tg


def run(args) -> int:
    return build(args).run()


__all__ = ["run", "build", "render", "offered_payment"]
