"""Terminal play for Trump OS: `tefuda play trump_os --players 3`.

Every memory is drawn as a 13-cell strip with the PC cell in brackets, with R, PC and
hand sizes; the log shows each executed step. You type `place 4H@7 QS@0` and `run`.
The initial placement is sealed (CPU choices are not shown until everyone is in).
Before every CPU turn the game pauses (the board is shown): Enter continues, or place a
card out of turn.

On a terminal too narrow for 13 cells in a row (fewer than 72 columns) each memory is drawn in
two halves, each under its own address row, so every card stands under its address; the
status and legend lines break between their parts, never inside one.
"""

from __future__ import annotations

from tefuda.apps.tui.runner import TerminalGame, fit, fit_lines, terminal_width
from tefuda.apps.tui.style import from_symbols, width_of
from tefuda.core import i18n
from tefuda.core.cards import Card
from tefuda.core.narration import listing, player, whose
from tefuda.games.trump_os.machine import CELLS, VALUE_RANKS, add_table
from tefuda.games.trump_os.present import action_words, describe_next_run

t = i18n.translate


SPADE_OP = {"load": "tos.ui.op_load", "sub": "tos.ui.op_sub"}  # the ♠ instruction (option `spade`)


def _sym(code):
    return "·" if code is None else Card.parse(code).symbol


def _pad(text: str, columns: int) -> str:
    """`text` padded to `columns` terminal columns (番地 takes four, not two)."""
    return text + " " * max(0, columns - width_of(text))


LABEL = 6  # the columns before a memory's first cell ("addr  ", "番地  ": 番地 takes four)
CELL = 5  # the columns of one cell: " 7♣  ", "[10♥]" (the PC cell in brackets)


def _cells(cells, pc, addrs) -> str:
    out = []
    for a in addrs:
        s = _sym(cells[a])
        out.append(f"[{s:^3}]" if a == pc else f" {s:^3} ")
    return (" " * LABEL + "".join(out)).rstrip()


def _addresses(addrs, lang) -> str:
    return (_pad(t("tos.ui.addr", lang), LABEL) + "".join(f"{a:^{CELL}}" for a in addrs)).rstrip()


def _halves(width: int | None) -> list[range]:
    """The addresses of each line a memory is drawn on: all 13 in one line where they fit
    (or with no width), else in near-equal parts (two for a width of 41–70)."""
    fits = CELLS if width is None else max(1, (width - LABEL) // CELL)
    if fits >= CELLS:
        return [range(CELLS)]
    lines = -(-CELLS // fits)
    size = -(-CELLS // lines)
    return [range(a, min(a + size, CELLS)) for a in range(0, CELLS, size)]


def _pack(parts: list[str], sep: str, width: int | None) -> list[str]:
    """The parts of one status line joined by `sep`; where the next part would pass the
    width it starts a new line (a part is never split, no line starts with a space)."""
    lines: list[str] = []
    for part in parts:
        if lines and (width is None or width_of(lines[-1] + sep + part) <= width):
            lines[-1] += sep + part
        else:
            lines.append(part)
    return lines


def render(view, lang="en", width: int | None = None):
    """The board for `view["seat"]`; `width` the terminal's columns (None: no limit)."""
    seat = view["seat"]
    target = view["target"] if view["target"] is not None else t("tos.ui.no_target", lang)
    if view["target_card"]:
        target = t("tos.ui.target_card", lang, n=target, card=_sym(view["target_card"]))
    discard = view["discard"]
    top = t("tos.ui.discard_top", lang, card=_sym(discard[-1]), n=len(discard)) if discard else t("tos.ui.empty", lang)
    header = t(
        "tos.ui.header_placement" if view["phase"] == "placement" else "tos.ui.header",
        lang,
        target=target,
        deck=view["deck_size"],
        discard=top,
        round=view["round"],
        max=view["max_rounds"],
    )
    legend = t("tos.ui.legend", lang, spade=t(SPADE_OP[view["spade"]], lang))
    # the catalog separates the header's parts by three spaces and the legend's by two
    lines = _pack(header.split("   "), "   ", width) + _pack(legend.split("  "), "  ", width)
    halves = _halves(width)
    if len(halves) == 1:
        lines.append(_addresses(range(CELLS), lang))  # once, over every memory's cells
    placing = view["phase"] == "placement"
    for s in range(view["players"]):
        mark = ""
        if placing and view["submitted"][s]:
            mark = t("tos.ui.sent", lang)
        elif not placing and view["current"] == s and view["phase"] == "play":
            mark = t("tos.ui.to_move", lang)
        seat_line = t(
            "tos.ui.seat",
            lang,
            seat=s,
            you=t("tos.ui.you", lang) if s == seat else "",
            r=view["R"][s],
            pc=view["PC"][s],
            hand=view["hand_sizes"][s],
            mark=mark,
        )
        lines += _pack(seat_line.split("  "), "  ", width)  # (its parts two spaces apart)
        for addrs in halves:
            if len(halves) > 1:
                lines.append(_addresses(addrs, lang))  # each half under its own addresses
            lines.append(_cells(view["memories"][s], view["PC"][s], addrs))
    if seat is not None and "hand" in view:
        hand = " ".join(_sym(c) for c in view["hand"]) or t("tos.ui.empty", lang)
        lines.append(t("tos.ui.hand", lang, cards=hand))
        if view.get("sealed"):
            lines.append(t("tos.ui.sealed", lang, cards=" ".join(f"{_sym(c)}@{a}" for c, a in view["sealed"])))
    if view["phase"] == "over":
        w = view["winner"]
        # the viewer is "you", as in the log ("You output the target 10 and won.")
        lines.append(
            t("tos.ui.draw", lang) if w is None else t("tos.ui.winner", lang, who=player(w, seat, lang, obj=True))
        )
        if w is not None:
            lines.append(_why_over(view, w, seat, lang))
    elif placing:
        lines.append(t("tos.ui.phase_place", lang))
    elif view["current"] == seat:
        # what `run` will do, as the memory is now: which cells, what R becomes, a hit or not
        lines += _run_lines(describe_next_run(view["next_run"][seat], seat, seat, lang, rest=view["executing"]), width)
        lines.append(t("tos.ui.phase_step" if view["executing"] else "tos.ui.phase_play", lang))
    elif view["executing"] and view["next_run"][view["current"]]:
        # another player's program runs one instruction at a time (the pause between its
        # steps): what is still to come, so a card can be placed knowing it
        cpu = view["current"]
        lines += _run_lines(describe_next_run(view["next_run"][cpu], cpu, seat, lang, rest=True), width)
    return "\n".join(lines)


def _why_over(view, winner: int, seat: int | None, lang: str) -> str:
    """Why the game ended, and when: a planned first run often hits the target at once
    (TOS-11, TOS-12, TOS-14), so a newcomer may lose before their first turn — said so."""
    n, turn = view["players"], view["turn"]
    # turns go clockwise from the first player: turn k is seat (first + k - 1) mod n
    had_turn = seat is None or (seat - view["first"]) % n + 1 <= turn
    if winner == seat:
        key = "tos.ui.end_you"
    elif had_turn:
        key = "tos.ui.end_other"
    else:  # before the viewer's first turn: on the game's very first turn, or later in round 1
        key = "tos.ui.end_first" if turn == 1 else "tos.ui.end_early"
    return t(key, lang, whose=whose(winner, seat, lang), target=view["target"], round=view["round"])


def _run_lines(run: list[str], width: int | None) -> list[str]:
    """A run told in words (describe_next_run) for the board: a step broken over lines goes
    on further in, as an entry of `moves` does."""
    head = [run[0]] if width is None else fit_lines([run[0]], width)
    return head + [row for line in run[1:] for row in _entry(line.strip(), width)]


def _entry(text: str, width: int | None) -> list[str]:
    """One entry of a list: two spaces in, its continuation lines four (so a wrapped part
    never looks like an entry of its own)."""
    if width is None:
        return ["  " + text]
    lines = fit_lines(["    " + text], width)
    return ["  " + lines[0][4:]] + lines[1:]


def moves_lines(legal, lang="en", width: int | None = None) -> list[str]:
    """`moves`, short: the other words (`run`, `step`, a bare `place`) one a line, then
    every single-card placement as one line — which cards, which addresses, and how to
    place several at once — instead of one line per card and address (66 at the start)."""
    lines, cards, addrs = [], [], []
    for action in map(str, legal):
        word, _, rest = action.partition(" ")
        if word == "place" and rest:
            code, _, addr = rest.partition("@")
            cards += [code] if code not in cards else []
            addrs += [int(addr)] if int(addr) not in addrs else []
        else:
            lines.append(t("tos.ui.moves_word", lang, word=action, what=action_words(action, lang)))
    if cards:
        addrs.sort()
        whole = addrs == list(range(addrs[0], addrs[-1] + 1))
        span = t("tos.ui.span", lang, a=addrs[0], b=addrs[-1]) if whole else listing(map(str, addrs), lang)
        shown = " ".join(_sym(c) for c in cards)
        if len(cards) > 1:
            example = f"{cards[0]}@{addrs[0]} {cards[1]}@{addrs[1 % len(addrs)]}"
            lines.append(t("tos.ui.moves_place", lang, cards=shown, addrs=span, example=example))
        else:
            lines.append(t("tos.ui.moves_place_one", lang, cards=shown, addrs=span, example=f"{cards[0]}@{addrs[0]}"))
    return [row for line in lines for row in _entry(line, width)]


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
        board = self.render  # drawn for the terminal's width as it is now (it may be resized)
        self.render = lambda view, lang: board(view, lang, width=terminal_width(self.out))

    def moves_lines(self, seat: int) -> list[str]:
        # (the runner puts each line two spaces in itself)
        return [line[2:] for line in moves_lines(self.state.legal_actions(seat), self.lang, terminal_width(self.out))]

    def cpu(self, seat):
        bot = self.bots[seat]
        self.state.apply(seat, bot.act(self.state.view(seat), self.state.legal_actions(seat)))

    def pause(self, seat, instruction: bool = False) -> bool:
        """Between CPU turns, and with `instruction` before each of a CPU's instructions
        (execution=step): Enter continues; a `place ...` is placed out of turn."""
        cpu = self.state.current
        if instruction:
            wait = t("tos.ui.wait_step", self.lang, whose=whose(cpu, seat, self.lang))
        else:
            wait = t("tos.ui.wait", self.lang)
        while True:
            # broken between words on a narrow terminal, like every line ('pl' / 'ace' else)
            self.out.write(fit(wait.rstrip(), self.out) + " ")
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
            if text in ("moves", "m"):
                width = terminal_width(self.out)
                if instruction:
                    go_on = t("tos.ui.moves_enter_step", self.lang, whose=whose(cpu, seat, self.lang))
                else:
                    go_on = t("tos.ui.moves_enter", self.lang, who=player(cpu, seat, self.lang))
                enter = _entry(go_on, width)
                lines = moves_lines(self.state.legal_actions(seat), self.lang, width)
                self.say("\n".join([self.t("tui.moves"), *enter, *lines]))
                continue
            if not self.attempt(seat, text, line.strip()):
                continue
            self.show_log()
            # the board again: the cards are seen in their cells (and where the next run goes)
            self.say(self.render(self.state.view(seat), self.lang))

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
                if state.executing and self.may_place_out_of_turn():
                    # execution=step: the game waits before each of the CPU's instructions
                    # too, so a card can be placed between its steps (TOS-13)
                    self.show_log()
                    self.say(self.render(state.view(self.humans[0]), self.lang))
                    if not self.pause(self.humans[0], instruction=True):
                        self.say(self.t("tui.bye"))
                        return 0
                self.cpu(seat)
        self.show_log()
        self.say(self.render(self.state.view(self.humans[0]), self.lang))
        self.say(self.t("tui.over"))
        return 0


def build(args, inp=None, out=None) -> TrumpOSTerminal:
    # against the planner by default: the normal level places a card only when it can hit at
    # once, which a newcomer found passive (and beat three games of three)
    return TrumpOSTerminal(args, render=render, example="place 4H@7 QS@0", inp=inp, out=out)


def run(args, inp=None, out=None) -> int:
    return build(args, inp=inp, out=out).run()
