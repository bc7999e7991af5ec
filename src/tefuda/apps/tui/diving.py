"""`tefuda play diving`: Diving in the terminal (ja/en), against the strongest bot by default."""

from __future__ import annotations

from tefuda.apps.tui.runner import TerminalGame
from tefuda.core import i18n
from tefuda.core.cards import Card
from tefuda.core.errors import IllegalAction
from tefuda.games.diving.actions import JOKER, parse
from tefuda.games.diving.present import describe

t = i18n.translate


def _cards(codes, lang: str) -> str:
    return " ".join(Card.parse(c).symbol for c in codes) if codes else t("diving.nothing", lang)


def offered_payment(view: dict) -> tuple[str, bool] | None:
    """The payment the screen offers (`games/diving/hints.py`, the same the browser offers)
    as action text, and whether it empties the hand (DIV-9)."""
    offer = view.get("offer")
    return (offer["action"], offer["drowns"]) if offer else None


def leaves_one(view: dict, action: str) -> bool:
    """A take that leaves a single card: from then on every payment empties the hand (DIV-9).
    (A refill draws again; after the return nothing more is paid.)"""
    words = action.split()
    return words[0] == "take" and len(view["hand"]) - (len(words) - 1) == 1


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
        lines.append(_name(s, me, lang) + "  " + t("diving.hand_size", lang, n=view["hand_sizes"][s]))
        lines.append("  " + t("diving.field", lang, cards=_cards(view["fields"][s], lang), luxury=view["luxury"][s]))
        lines.append("  " + t("diving.dive", lang, cards=_cards(view["dive_piles"][s], lang), depth=view["depths"][s]))
    lines.append(t("diving.table", lang, deck=view["deck_size"], outside=view["outside"]))
    if me is not None:
        joker = t("diving.joker_note", lang) if view["joker"] else ""
        lines.append(t("diving.your_hand", lang, cards=_cards(view["hand"], lang), oxygen=view["oxygen"], joker=joker))
        lines += ["  " + line for line in outlook_lines(view.get("outlook"), lang)]
    if view["treasure"]:
        card = Card.parse(view["treasure"])
        lines.append(t("diving.treasure", lang, card=card.symbol, value=card.rank))
        if view["taker"] == me and view["taker"] != view["turn"]:
            lines.append("  " + t("diving.yielded_you", lang))
        elif view["taker"] != view["turn"]:
            lines.append("  " + t("diving.yielded_to", lang, seat=view["taker"]))
        elif me == view["taker"] and not view["result"] and "take" in kinds and "yield" not in kinds:
            lines.append("  " + t("diving.first_turn", lang))  # DIV-10
        elif me == view["taker"] and not view["result"] and kinds == {"yield"}:
            lines.append("  " + t("diving.cannot_pay", lang, value=card.rank))
    if view["phase"] == "return":
        if me is not None and not view["drowned"][me] and view["my_return"] is None:
            lines.append(t("diving.phase_return", lang, depth=view["depths"][me]))
        for s in (0, 1):
            if view["sealed"][s]:
                lines.append("  " + t("diving.sealed", lang, seat=s))
    if view["result"]:
        lines.append(describe_result(view["result"], lang, me))
    elif me is not None and me in view["to_move"]:
        offer = offered_payment(view)
        if offer:
            key = "diving.offer_refill" if offer[0].startswith("refill") else "diving.offer"
            lines.append(t(key, lang, action=offer[0]))
            if offer[1]:
                lines.append("  " + t("diving.offer_drowns", lang))  # DIV-9: an empty hand drowns
            elif leaves_one(view, offer[0]):
                lines.append("  " + t("diving.offer_lone", lang))
            elif offer[0] == "return JK" and view["outside"]:
                lines.append("  " + t("diving.offer_joker_return", lang))  # DIV-15
        # (a steal is shown with the player's own 5: "steal 5H TREASURE", not a bare "5X")
        five = next((c for c in view["hand"] if c.startswith("5")), "5")
        hint = " | ".join(t(f"diving.hint.{k}", lang, five=five) for k in HINT_KINDS if k in kinds)
        lines.append(t("diving.hint", lang, kinds=hint))
    return "\n".join(lines)


def outlook_lines(outlook: dict | None, lang: str) -> list[str]:
    """The way back up (`hints.outlook`): whether the hand could pay the depth now, and
    a warning when one card is left (every payment then empties the hand, DIV-9)."""
    if not outlook:
        return []
    if outlook["lone"]:
        return [t("diving.outlook.lone", lang)]
    return [t(f"diving.outlook.{outlook['can']}", lang, depth=outlook["depth"], short=outlook["short"])]


def describe_result(result: dict, lang: str, viewer: int | None = None) -> str:
    """The last line: who won and why, then each diver's luxury beside their name (seat
    order, as the board names them: "Player 1 (you) 60, Player 2 (opponent) 69")."""
    reason = result["reason"]
    if reason == "drowned" and result["winner"] is None:  # DIV-14: a drowning and no winner: both drowned
        reason = "both_drowned"
    luxury = result["luxury"]
    scores = t("diving.score_sep", lang).join(
        t("diving.score", lang, name=_name(s, viewer, lang), luxury=luxury[s]) for s in (0, 1)
    )
    why = t(f"diving.reason.{reason}", lang)
    if result["winner"] is None:
        return t("diving.result_none", lang, reason=why, scores=scores)
    return t("diving.result_win", lang, seat=result["winner"], reason=why, scores=scores)


def _name(seat: int, viewer: int | None, lang: str) -> str:
    """A seat as the board heads it: "Player 2 (opponent)"; a spectator sees "Player 2"."""
    if viewer is None:
        return t("diving.player", lang, seat=seat)
    who = t("diving.you" if seat == viewer else "diving.opponent", lang)
    return t("diving.seat", lang, seat=seat, who=who)


def moves_lines(state, seat: int, lang: str) -> list[str]:
    """`moves` in a few lines: the legal list names one refill per card and count (16 lines
    for four cards) and leaves out payments that overpay, which are legal too. So: the
    refills as one line (the counts, the cards that pay), the takes and returns cheapest
    first on one line, and a note that any cards adding up to the price pay as well."""
    legal = state.legal_actions(seat)
    kinds: dict[str, list] = {}
    for a in legal:
        kinds.setdefault(a.kind, []).append(a)
    lines = []
    for kind in ("hunt", "yield"):
        if kind in kinds:
            lines.append(kind)
    refills = kinds.get("refill", [])
    if refills:
        most = max(a.n for a in refills)
        payers = sorted({a.cards[0] for a in refills}, key=lambda c: (c is JOKER, c.rank, c.index))
        example = next(a for a in refills if a.cards[0] is payers[0] and a.n == most)
        lines.append(
            t(
                "diving.moves.refill",
                lang,
                counts="1" if most == 1 else t("diving.moves.counts", lang, most=most),
                cards=" ".join(c.code for c in payers),
                example=str(example),
            )
        )
    if "steal" in kinds:
        # The legal list names one treasure per value (10♥ stands for 10♦); any 5 held and
        # any treasure on the opponent's field may be named, so the line lists them all.
        fives = sorted((c for c in state.hands[seat] if c.rank == 5), key=lambda c: c.index)
        targets = sorted(state.fields[1 - seat], key=lambda c: (-c.rank, c.index))
        lines.append(
            t(
                "diving.moves.steal",
                lang,
                fives=" ".join(c.code for c in fives),
                treasures=" ".join(c.code for c in targets),
                example=f"steal {fives[0].code} {targets[0].code}",
            )
        )
    for kind in ("take", "return"):
        pays = kinds.get(kind, [])
        if not pays:
            continue
        # cheapest first, the joker last: the order a player weighs them in
        pays = sorted(pays, key=lambda a: (JOKER in a.cards, sum(c.rank for c in a.cards), len(a.cards)))
        line = " | ".join(str(a) for a in pays)
        price = state.treasure.rank if kind == "take" else state.depth(seat)
        if price > 0:
            line += "  " + t("diving.moves.any", lang, price=price)
        lines.insert(0 if kind == "take" else len(lines), line)
    return lines


def empties_hand(state, seat: int, text: str) -> bool:
    """Would `text`, accepted as it stands, pay with every card in `seat`'s hand? An empty
    hand drowns at once and loses the game (DIV-9), however far ahead the diver was."""
    try:
        action = parse(text)
    except IllegalAction:
        return False
    hand = state.view(seat)["hand"]
    if action.kind not in ("take", "refill", "steal", "return") or len(action.cards) != len(hand):
        return False
    trial = state.clone()  # only an action the rules accept is worth a warning
    try:
        trial.apply(seat, action)
    except IllegalAction:
        return False
    return {c.code for c in action.cards} == set(hand)


def drowning_warning(view: dict, lang: str) -> str:
    """What the terminal says before a payment that empties the hand; it names a payment
    that keeps a card when there is one (the offer), else says that every payment drowns."""
    offer = offered_payment(view)
    if offer and not offer[1]:
        other = t("diving.confirm.other", lang, action=offer[0])
    else:
        other = t("diving.confirm.every", lang)
    return t("diving.confirm.drown", lang, other=other)


class DivingTerminal(TerminalGame):
    """The shared loop with a compact `moves` (see `moves_lines`) and a question before a
    payment that drowns the diver."""

    def moves_lines(self, seat: int) -> list[str]:
        return moves_lines(self.state, seat, self.lang)

    def canonical(self, text: str) -> str:
        try:
            return str(parse(text))  # payment cards in one order: `take 4H 9C` is `take 9C 4H`
        except IllegalAction:
            return super().canonical(text)

    def warning(self, seat: int, text: str) -> str | None:
        if not empties_hand(self.state, seat, text):
            return None
        return drowning_warning(self.state.view(seat), self.lang)


def story(event: dict, viewer: int | None, lang: str) -> str | None:
    """The game's narration (present.py) but for its last event: the terminal tells the
    result once, on the line under the final board (`describe_result`), which sits with
    both fields and their luxury."""
    if event.get("kind") == "end":
        return None
    return describe(event, viewer, lang)


def build(args, out=None, inp=None):
    """The terminal game for `args`; CPU seats play `hard` (expectimax) unless `--level`
    or `--bot` says otherwise."""

    def board(view: dict, lang: str) -> str:
        seat = view["seat"]
        legal = tg.state.legal_actions(seat) if seat in view["to_move"] else []
        return render(view, lang, kinds={str(a).split()[0] for a in legal})

    tg = DivingTerminal(args, board, describe=story, example="hunt", out=out, inp=inp)
    return tg


def run(args) -> int:
    return build(args).run()


__all__ = ["run", "build", "render", "offered_payment", "moves_lines"]
