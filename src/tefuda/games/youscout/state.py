"""One game of Youscout: setup, the protocol, and the turn sequence (YS-1: RULES.md §3–§8)."""

from __future__ import annotations

import hashlib
from typing import TYPE_CHECKING, Any, Final

from tefuda.core.errors import IllegalAction
from tefuda.core.events import expand_new
from tefuda.core.protocol import State
from tefuda.games.youscout import rules, ryakushiki, war
from tefuda.games.youscout.actions import DRAW, MOVE, START, STAY, Action, parse_action
from tefuda.games.youscout.deal import (
    Mulberry32,
    allowed_starts,
    seeded_random,
    setup_text,
    shuffle_array,
    shuffle_last,
)
from tefuda.games.youscout.hexagram import SPINS
from tefuda.games.youscout.options import INFINITY
from tefuda.games.youscout.tables import (
    CODE_TO_INT,
    DEATH,
    DISCARD,
    END,
    FOOL,
    MINOR_CODES,
    PILE_INDEX,
    PILE_NAMES,
    major_code,
)

WIN_PLACES = {FOOL: (5, 6), DEATH: (2, 5)}  # RULES §8, by the end card
DRAW_BY_0: Final = (0, DRAW)  # the common history entry, made once
# (Final: C statics when compiled, not a look-up in this module's globals at every step)
_DRAW: Final = DRAW
_ACTION: Final = Action


if TYPE_CHECKING:
    from tefuda.games.youscout.game import YouscoutGame


class YouscoutState(State):
    """Phases: "start" (choose the start place), "draw", "choose" (lower sword: move or
    stay), "replace" (War Replacement), "over". Its fields are declared once, in
    state_io.FIELDS (clone and JSON follow from there); the annotations give their types."""

    # the YouscoutGame, typed Any here: compiled, a regular class's annotations are evaluated
    # at import, and game.py imports this module (TYPE_CHECKING names do not exist then)
    game: Any
    score: list[int]  # RULES §1.2 score(card) per card int
    simplified: bool  # YS-R1: the game plays 略式 (ryakushiki) rules, else the original's
    drawn: list[tuple[int, bool]]  # the board as drawn, before the swap: [(number, upright)] × 6
    board: list[tuple[int, bool]]  # after the (8)/(11) swap (RULES §3.2)
    forced: Any  # (trigram, purpose, degree) the solid swap forces, or None
    vals: list  # [None] + A(1..6) (RULES §1.5)
    talon_init: tuple[int, ...]  # the initial talon, top first (the record's setup)
    end0: str | None  # the end card the setup's talon shows (None: named by the start)
    talon: list[int]  # card ints, the top card last (drawn with pop)
    given: list[list[str]]  # reshuffle orders fixed by the setup
    done: list[list[str]]  # reshuffle orders made so far
    key: str | None  # seeds tefuda's own reshuffles (YS-4); None: derived from the setup
    _rkey: str | None  # reshuffle_key() once computed (None: not yet)
    js_stream: int | None  # mulberry32 state in the program-compatible mode
    js_stream0: int | None  # … as it was right after the deal (the setup carries it)
    piles: list[list[int]]  # RULES §1.4, PILE_NAMES order
    phase: str
    token: int
    start: int
    end_card: str | None
    terminals_drawn: int
    pending: int  # the lower sword waiting for move/stay (-1: none)
    repl: int  # War Replacement counters (§7.4)
    repl_cl: int
    win: bool | None
    draws: int
    # the log (contract 1) as recorded: a draw's event as its compact record (rules.expand),
    # every other event as its dict; `log` shows them all as dicts, expanded when first read
    events: list
    _log: list[dict] | None  # the expanded events so far (None: none yet)

    def __init__(
        self,
        game: YouscoutGame | None = None,
        drawn: Any = None,
        talon_init: Any = (),
        given: Any = (),
        key: str | None = None,
        js_stream: int | None = None,
        end0: str | None = None,
    ):
        if game is None or drawn is None:
            return  # a blank for state_io (clone, from_json) to fill: every field unset
        self._attach(game)
        self._set_board(game, drawn)
        self.talon_init = tuple(talon_init)
        self.end0 = end0
        self.talon = list(reversed(self.talon_init))
        self.given = [list(r) for r in given]
        self.done = []
        self.key = key
        self._rkey = None
        self.js_stream = js_stream
        self.js_stream0 = js_stream
        self.piles = [[] for _ in PILE_NAMES]
        self.phase = "start"
        self.token = 0
        self.start = 0
        self.end_card = None
        self.terminals_drawn = 0
        self.pending = -1
        self.repl = self.repl_cl = 0
        self.win = None
        self.draws = 0
        self.events = []
        self._log = None
        self.history = []

    def _attach(self, game: YouscoutGame) -> None:
        """What a state takes from its rules variant (also for from_json and clones)."""
        self.game = game
        self.score = game.score
        self.simplified = game.rules is ryakushiki

    def _set_board(self, game: YouscoutGame, drawn: list[tuple[int, bool]]) -> None:
        """The board as drawn, and what follows from it: the swap, the forced start, A(p)."""
        self.drawn = drawn
        self.board, self.forced = game.swap(drawn)
        self.vals = [None] + [game.arcana(n, up) for n, up in self.board]

    # --- the protocol -------------------------------------------------------------------
    def to_move(self) -> tuple[int, ...]:
        return () if self.phase == "over" else (0,)

    def legal_actions(self, seat: int) -> list:
        if seat != 0:
            return []
        phase = self.phase
        if phase == "draw":
            return [_DRAW]
        if phase == "choose":
            return [MOVE, STAY]
        if phase == "start":
            return [START[p] for p in allowed_starts(self.forced)]
        if phase == "replace":
            return sorted([DRAW] + self._replacements())
        return []

    def apply(self, seat: int, action) -> None:
        """State.apply with the same checks, the common `draw` dispatched first (speed)."""
        if type(action) is not _ACTION:
            action = parse_action(action)
        if self.phase == "over":
            raise IllegalAction("action.game_over")
        if seat != 0 or seat is False:
            raise IllegalAction("action.bad_seat", seat=seat)
        if action is _DRAW:  # the common case first
            self._draw()
            self.history.append(DRAW_BY_0)
        else:
            self._apply(seat, action)
            self.history.append((seat, action))

    def _apply(self, seat: int, action: Action) -> None:
        kind = action.kind
        if kind == "draw":
            self._draw()
        elif kind == "start":
            self._start(action.place)
        elif kind == "move" or kind == "stay":
            self._choose(kind)
        elif kind == "replace":
            self._replace(action)
        else:
            raise IllegalAction("action.unknown", text=str(action))

    # --- RULES §3.3: the start place and the end card -------------------------------------
    def _start(self, place: int) -> None:
        if self.phase != "start":
            raise IllegalAction("youscout.started")
        allowed = allowed_starts(self.forced)
        if place not in allowed:
            trigram, purpose, degree = self.forced
            kanji, name, _ = SPINS[(purpose, degree)]
            raise IllegalAction(
                "youscout.forced_start",
                place=place,
                trigram=trigram,
                spin=f"{kanji} {name}",
                kanji=kanji,
                trigram_ja="上" if trigram == "upper" else "下",
                allowed=", ".join(map(str, allowed)),
                allowed_ja="、".join(map(str, allowed)),
            )
        self.token = self.start = place
        # §3.3.3: an upper start plays to the Fool, a lower start to Death
        self.end_card = FOOL if place >= 4 else DEATH
        self.events.append(
            {
                "kind": "start",
                "place": place,
                "end_card": self.end_card,
                "purpose_card": DEATH if place >= 4 else FOOL,
                "of": self.game.terminals,
            }
        )
        if self.game.terminals == 0:  # §6: 0 = no game; decided: that is not a win
            self._finish()
        else:
            self.phase = "draw"

    # --- RULES §4: a turn ------------------------------------------------------------------
    def _draw(self) -> None:
        phase = self.phase
        if phase != "draw" and phase != "replace":
            if phase == "choose":
                raise IllegalAction("youscout.choose_first", card=_words("card", MINOR_CODES[self.pending]))
            raise IllegalAction("youscout.start_first")
        card = self.talon[-1]
        if card == END:
            new_talon = None
            if self.terminals_drawn + 1 < self.game.terminals:
                new_talon = self._reshuffled()  # may raise: nothing has changed yet
            if phase == "replace":
                self.events.append({"kind": "replace_stop"})
            self.talon.pop()
            self.draws += 1
            self.terminals_drawn += 1
            if new_talon is None:
                self.phase = "draw"
                self.events.append(
                    {
                        "kind": "end_card",
                        "card": self.end_card,
                        "count": self.terminals_drawn,
                        "of": self.game.terminals,
                    }
                )
                self._finish()
                return
            # §4.1: talon = shuffle(rest ++ [end card] ++ discards); board piles stay
            self.talon = new_talon[::-1]
            self.piles[DISCARD] = []
            self.phase = "draw"
            self.events.append(
                {
                    "kind": "end_card",
                    "card": self.end_card,
                    "count": self.terminals_drawn,
                    "of": self.game.terminals,
                    "reshuffled": len(new_talon),
                }
            )
            return
        if phase == "replace":
            self.events.append({"kind": "replace_stop"})  # §7.2: drawing ends the replacements
            self.phase = "draw"
        self.talon.pop()
        self.draws += 1
        # the case's compact log record (its display event is made only when read)
        self.events.append(ryakushiki.resolve_minor(self, card) if self.simplified else rules.resolve_minor(self, card))

    def _reshuffled(self) -> list[int]:
        """The new talon, top first: the record's order if it has one, else a shuffle."""
        cards = self.talon[-2::-1] + [END] + self.piles[DISCARD]
        k = len(self.done)
        if k < len(self.given):
            # like the talon's, a reshuffle's end card slot may show either A00 or A13
            order = [END if c in (FOOL, DEATH) else CODE_TO_INT.get(c, -1) for c in self.given[k]]
            if sorted(order) != sorted(cards):
                raise IllegalAction("youscout.bad_reshuffle", n=k + 1, end=self.end_card, count=len(cards))
            new = order
        elif self.js_stream is not None:
            rnd = Mulberry32(0)
            rnd.state = self.js_stream
            new = shuffle_array(cards, rnd)
            self.js_stream = rnd.state  # mutation after validation: nothing can fail below
        else:
            # Random.shuffle's very permutation (this generator's only use: deal.shuffle_last)
            shuffle_last(seeded_random(f"{self.reshuffle_key()}/{k}"), cards)
            new = cards
        end_card = self.end_card
        assert end_card is not None  # (a reshuffle happens only after the start)
        self.done.append([end_card if c == END else MINOR_CODES[c] for c in new])
        return new

    def reshuffle_key(self) -> str:
        """YS-4: reshuffles the setup does not fix come from a stream seeded by the deal
        itself, so a record's setup alone replays the whole game."""
        if self.key is not None:
            return self.key
        if self._rkey is None:  # (each reshuffle asks: hashed once)
            text = setup_text(self.drawn, self.talon_init)
            self._rkey = hashlib.sha256(text.encode()).hexdigest()[:24]
        return self._rkey

    def _finish(self) -> None:
        """RULES §8: upper start wins on 5 or 6, lower start on 2 or 5."""
        self.phase = "over"
        self.win = self.game.terminals > 0 and self.end_card is not None and self.token in WIN_PLACES[self.end_card]
        end = {"kind": "end", "win": self.win, "token": self.token, "end_card": self.end_card}
        if self.game.terminals == 0:
            end["no_game"] = True
        self.events.append(end)

    # --- RULES §4.2 L♠ and §5: the one choice ---------------------------------------------
    def _choose(self, kind: str) -> None:
        if self.phase != "choose":
            raise IllegalAction("youscout.no_choice", action=kind)
        if kind == "move":
            self.events.append(ryakushiki.choose_move(self) if self.simplified else rules.choose_move(self))
            opts = self.game.options
            # §7: War Replacement follows a chosen MOVE when it is enabled
            if opts["replacement"] != 0 and war.phase_continues(self.piles, opts, 0):
                self.repl = self.repl_cl = 0
                self.phase = "replace"
                return
        else:
            self.events.append(ryakushiki.choose_stay(self) if self.simplified else rules.choose_stay(self))
        self.phase = "draw"

    # --- RULES §7: War Replacement --------------------------------------------------------
    def _replacements(self) -> list[Action]:
        opts = self.game.options
        out = []
        for src in war.sources(self.piles, opts["cross_border"]):
            dsts = war.destinations(src, opts["cross_border"], self.repl_cl, opts["replacement_coins_lower"])
            for c in self.piles[src]:
                code = MINOR_CODES[c]
                for dst in dsts:
                    out.append(Action("replace", 0, code, PILE_NAMES[src], PILE_NAMES[dst]))
        return out

    def _replace(self, a: Action) -> None:
        if self.phase != "replace":
            raise IllegalAction("youscout.no_replacement")
        opts = self.game.options
        src, dst = PILE_INDEX[a.src], PILE_INDEX[a.dst]
        card = CODE_TO_INT[a.card]
        if src not in war.sources(self.piles, opts["cross_border"]):
            raise IllegalAction("youscout.bad_source", pile=_words("pile", a.src), cross=_cross(opts))
        if card not in self.piles[src]:
            raise IllegalAction("youscout.not_in_pile", card=_words("card", a.card), pile=_words("pile", a.src))
        if dst not in war.destinations(src, opts["cross_border"], self.repl_cl, opts["replacement_coins_lower"]):
            cap = opts["replacement_coins_lower"]
            if dst == PILE_INDEX["coins_lower"] and cap != INFINITY and self.repl_cl >= cap:
                raise IllegalAction("youscout.cl_cap", count=self.repl_cl, cap=cap)
            raise IllegalAction(
                "youscout.bad_destination", src=_words("pile", a.src), dst=_words("pile", a.dst), cross=_cross(opts)
            )
        self.piles[src].remove(card)
        self.piles[dst].append(card)
        counted = dst != src  # §7.4: a card dropped back on its pile does not count
        if counted:
            self.repl += 1
            self.repl_cl += dst == PILE_INDEX["coins_lower"]
        self.events.append(
            {
                "kind": "replace",
                "card": a.card,
                "from": a.src,
                "to": a.dst,
                "counted": counted,
                "count": self.repl,
                "limit": opts["replacement"],
            }
        )
        if not war.phase_continues(self.piles, opts, self.repl):
            self.events.append({"kind": "replace_end"})
            self.phase = "draw"

    # --- the log (contract 1) ------------------------------------------------------------
    @property
    def log(self) -> list[dict]:
        """Every event as its display dict, in order: the events recorded since the last
        read are expanded now (a draw's from its compact record, rules.expand)."""
        out = self._log
        if out is None:
            out = self._log = []
        return expand_new(out, self.events, rules.expand)

    # (read only: mypyc compiles no property setter on a regular Python class)
    def set_log(self, events: list[dict]) -> None:
        """Start the log from these events (JSON, determinizations)."""
        self.events = list(events)
        self._log = None

    # --- results ---------------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.phase == "over"

    def result(self) -> dict | None:
        if self.phase != "over":
            return None
        return {"win": self.win, "token": self.token}

    def returns(self) -> list[float]:
        return [1.0 if self.win else 0.0]

    # --- records, JSON, views ---------------------------------------------------------------
    def end_slot_code(self) -> str:
        """The end card as the setup's talon shows it: named by the start once chosen."""
        if self.end_card:
            return self.end_card
        if self.end0:
            return self.end0
        return FOOL if self.forced and self.forced[0] == "upper" else DEATH

    def setup(self) -> dict:
        end = self.end_slot_code()
        out = {
            "board": [{"card": major_code(n), "upright": up} for n, up in self.drawn],
            "talon": [end if c == END else MINOR_CODES[c] for c in self.talon_init],
            "reshuffles": [
                [end if c in (FOOL, DEATH) else c for c in r]
                for r in (self.given if len(self.given) > len(self.done) else self.done)
            ],
        }
        if self.js_stream0 is not None:
            out["js_stream"] = self.js_stream0
        return out

    def all_cards(self) -> list:
        cards = [major_code(n) for n, _ in self.board] + [FOOL, DEATH]
        cards += [MINOR_CODES[c] for c in self.talon if c != END]
        for pile in self.piles:
            cards += [MINOR_CODES[c] for c in pile]
        if self.pending >= 0:
            cards.append(MINOR_CODES[self.pending])
        return cards

    def to_json(self) -> dict:
        from tefuda.games.youscout.state_io import state_to_json

        return state_to_json(self)

    def view(self, seat: int | None = None) -> dict:
        from tefuda.games.youscout.observe import view

        return view(self, seat)

    def clone(self) -> YouscoutState:
        from tefuda.games.youscout.state_io import clone_state

        return clone_state(self)


def _words(kind: str, code: str) -> dict:
    """A card or pile named for people in both languages (an error parameter is shown in the
    reader's language): 'Queen of Cups' / 'カップのクイーン', 'the cups beside 3' / '3のカップ'."""
    from tefuda.games.youscout import present  # present reads this module's WIN_PLACES

    name = present.card_name if kind == "card" else present.pile_name
    return {lang: name(code, lang) for lang in ("en", "ja")}


def _cross(options) -> dict:
    """The War Replacement border setting by its label (contract 5), not its identifier."""
    from tefuda.games.youscout.options import OPTIONS

    spec = next(o for o in OPTIONS if o.name == "cross_border")
    return dict(spec.choice_labels[options["cross_border"]])
