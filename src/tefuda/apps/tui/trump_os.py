"""Terminal play for Trump OS: `tefuda play trump_os --players 3`.

Every memory is drawn as a 13-cell strip with the PC cell in brackets, with R, PC and
hand sizes; the log shows each executed step. You type `place 4H@7 QS@0` and `run`.
The initial placement is sealed (CPU choices are not shown until everyone is in).
Before every CPU turn the game pauses (the board is shown): Enter continues, or place a
card out of turn.
"""

from __future__ import annotations

from tefuda.apps.tui.runner import TerminalGame
from tefuda.apps.tui.style import from_symbols, width_of
from tefuda.core import i18n
from tefuda.core.cards import Card
from tefuda.core.errors import IllegalAction, TefudaError
from tefuda.games.trump_os.machine import CELLS, VALUE_RANKS, add_table

t = i18n.translate


SPADE_OP = {"load": "tos.ui.op_load", "sub": "tos.ui.op_sub"}  # the ♠ instruction (option `spade`)


def _sym(code):
    return "·" if code is None else Card.parse(code).symbol


def _pad(text: str, columns: int) -> str:
    """`text` padded to `columns` terminal columns (番地 takes four, not two)."""
    return text + " " * max(0, columns - width_of(text))


def _strip(cells, pc):
    out = []
    for a in range(CELLS):
        s = _sym(cells[a])
        out.append(f"[{s:^3}]" if a == pc else f" {s:^3} ")
    return "".join(out)


def render(view, lang="en"):
    seat = view["seat"]
    target = view["target"] if view["target"] is not None else t("tos.ui.no_target", lang)
    if view["target_card"]:
        target = t("tos.ui.target_card", lang, n=target, card=_sym(view["target_card"]))
    discard = view["discard"]
    top = t("tos.ui.discard_top", lang, card=_sym(discard[-1]), n=len(discard)) if discard else t("tos.ui.empty", lang)
    lines = [
        t(
            "tos.ui.header_placement" if view["phase"] == "placement" else "tos.ui.header",
            lang,
            target=target,
            deck=view["deck_size"],
            discard=top,
            round=view["round"],
            max=view["max_rounds"],
        ),
        t("tos.ui.legend", lang, spade=t(SPADE_OP[view["spade"]], lang)),
        _pad(t("tos.ui.addr", lang), 6) + "".join(f"{a:^5}" for a in range(CELLS)),  # over the strips' cells
    ]
    placing = view["phase"] == "placement"
    for s in range(view["players"]):
        mark = ""
        if placing and view["submitted"][s]:
            mark = t("tos.ui.sent", lang)
        elif not placing and view["current"] == s and view["phase"] == "play":
            mark = t("tos.ui.to_move", lang)
        lines.append(
            t(
                "tos.ui.seat",
                lang,
                seat=s,
                you=t("tos.ui.you", lang) if s == seat else "",
                r=view["R"][s],
                pc=view["PC"][s],
                hand=view["hand_sizes"][s],
                mark=mark,
            )
        )
        lines.append(f"{'':<6}" + _strip(view["memories"][s], view["PC"][s]))
    if seat is not None and "hand" in view:
        hand = " ".join(_sym(c) for c in view["hand"]) or t("tos.ui.empty", lang)
        lines.append(t("tos.ui.hand", lang, cards=hand))
        if view.get("sealed"):
            lines.append(t("tos.ui.sealed", lang, cards=" ".join(f"{_sym(c)}@{a}" for c, a in view["sealed"])))
    if view["phase"] == "over":
        w = view["winner"]
        lines.append(t("tos.ui.draw", lang) if w is None else t("tos.ui.winner", lang, seat=w))
    elif placing:
        lines.append(t("tos.ui.phase_place", lang))
    elif view["current"] == seat:
        lines.append(t("tos.ui.phase_play", lang))
    return "\n".join(lines)


def add_table_text(lang="en"):
    """`help add`: the seed's addition quick-reference (足し算の早見表), ADD n mod 13 —
    rows are R, columns the card's value n (with its rank below it)."""
    cell = lambda x: f"{x:>3}"  # noqa: E731
    label = lambda text: " " * max(0, 6 - width_of(text)) + text + " |"  # noqa: E731  (wide kana count 2)
    head = label(t("tos.ui.add_corner", lang)) + "".join(cell(n) for n in range(13))
    ranks = label(t("tos.ui.add_card", lang)) + "".join(cell(r) for r in VALUE_RANKS)
    lines = [t("tos.ui.add_title", lang), t("tos.ui.add_how", lang), "", head, ranks, "-" * 7 + "+" + "-" * 39]
    for r, row in enumerate(add_table()):
        lines.append(label(str(r)) + "".join(cell(x) for x in row))
    return "\n".join(lines)


class TrumpOSTerminal(TerminalGame):
    """The shared loop, with sealed CPU submissions, an out-of-turn pause and `help add`."""

    def __init__(self, *a, **kw):
        super().__init__(*a, **kw)
        self.help_topics["add"] = add_table_text

    def cpu(self, seat):
        bot = self.bots[seat]
        self.state.apply(seat, bot.act(self.state.view(seat), self.state.legal_actions(seat)))

    def pause(self, seat) -> bool:
        """Between CPU turns: Enter continues; a `place ...` is placed out of turn."""
        while True:
            self.out.write(t("tos.ui.wait", self.lang))
            self.out.flush()
            line = self.inp.readline()
            if not line:
                return False
            text = from_symbols(line.strip())
            if not text:
                return True
            if text in ("quit", "exit", "q"):
                return False
            if text in ("help", "?") or text.startswith("help "):
                self.show_help(text[5:].strip())
                continue
            try:
                self.state.apply(seat, text)
            except (IllegalAction, TefudaError) as e:
                self.say(self.t("tui.error", error=self.error_text(e)))
                continue
            self.show_log()

    def may_place_out_of_turn(self) -> bool:
        """One person at the terminal who still holds a card (hot seat: no pauses)."""
        return len(self.humans) == 1 and bool(self.state.hands[self.humans[0]])

    def run(self) -> int:
        self.say(self.t("tui.help", example=self.example))
        paused = None  # the CPU turn the game last paused before
        while not self.state.is_over():
            self.show_log()
            state = self.state
            if state.phase == "placement":
                humans_now = [s for s in state.to_move() if s in self.humans]
                if humans_now:
                    if not self.ask(humans_now[0]):
                        self.say(self.t("tui.bye"))
                        return 0
                else:
                    self.cpu(state.to_move()[0])  # sealed: only "submitted" is shown
                continue
            seat = state.current
            if seat in self.humans:
                if not self.ask(seat):
                    self.say(self.t("tui.bye"))
                    return 0
                continue
            turn = state.turn
            if paused != turn and self.may_place_out_of_turn():
                # TOS-13: before EVERY CPU turn (the first one too, and right after your own),
                # the game waits: Enter lets the CPU play, `place ...` places out of turn.
                paused = turn
                self.show_log()
                self.say(self.render(state.view(self.humans[0]), self.lang))
                if not self.pause(self.humans[0]):
                    self.say(self.t("tui.bye"))
                    return 0
                continue
            while not state.is_over() and state.turn == turn:  # the CPU places, then runs
                self.cpu(seat)
        self.show_log()
        self.say(self.render(self.state.view(self.humans[0]), self.lang))
        self.say(self.t("tui.over"))
        return 0


def run(args, inp=None, out=None) -> int:
    game = TrumpOSTerminal(args, render=render, example="place 4H@7 QS@0", inp=inp, out=out)
    return game.run()
