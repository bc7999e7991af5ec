"""A UECda client's mind: it reads the referee's messages, keeps the game it can see as a
tefuda view (the same dict `DaifugoState.view(seat)` gives), asks a tefuda bot and
answers with card tables.

The referee's messages (docs/uecda.md has the layout): at the start of each game the hand
(the 大富豪 and 富豪 with the gifts already in it, the 貧民 and 大貧民 before giving) and,
in row 5, how many cards to hand back; then, for every turn, the hand with the game's
state (whose turn, table empty, revolution, lock, cards left, titles, seating), the
player's table and its answer (9 accepted, 8 not), the table the referee now shows, and
0 / 1 (game over) / 2 (match over).

What a client is never told: which cards the 大富豪 / 富豪 received (the hand arrives with
them in it), so its view lists that gift without cards; everything else in the view is
what the engine would show (tests/apps/test_uecda_loopback.py compares them move by move).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from tefuda.core.cards import Card
from tefuda.games.daifugo.actions import PASS, Give, Play
from tefuda.games.daifugo.rules import TITLES
from tefuda.games.daifugo.uecda import suits_of
from tefuda.games.daifugo.uecda_table import (
    COLS,
    hand_of,
    hand_table,
    play_table,
    read_play,
    strongest,
)

N = 5


class Brain:
    """Feed it the referee's messages in order; it returns the tables to send."""

    def __init__(
        self,
        game,
        make_bot: Callable[[int], object],
        seed: int | None = None,
        on_event: Callable[[dict], None] | None = None,
        probe: float = 0.0,
        explore: float = 0.0,
    ):
        self.game = game
        self.make_bot = make_bot
        self.rng = random.Random(seed)
        self.on_event = on_event  # (a log of what the client saw and did: captures, checks)
        self.me = -1
        self.bot = None
        self.number = 0
        self.last_sent = None  # the action of our last table
        self.rejected: list[dict] = []  # plays the engine called legal that the referee refused
        self.decisions: list[float] = []
        # the cross-check (docs/uecda.md): now and then send a play the engine refuses, to see
        # the referee refuse it too; `accepted` lists those it took
        self.probe = probe
        self.explore = explore  # the share of turns it plays a legal play of a kind chosen at random
        self.probing = False
        self.probes = 0
        self.accepted: list[dict] = []

    # --- the match ---------------------------------------------------------------------
    def start(self, me: int) -> None:
        """The referee's answer to the profile: our player number (= tefuda seat)."""
        self.me = me
        self.bot = self.make_bot(me)
        self._event({"kind": "number", "seat": me})

    def on_game_start(self, t) -> list | None:
        """The first message of a game; returns the cards to hand back, if any."""
        self.number += 1
        self.seating = list(t[6][10:15])
        classes = list(t[6][5:10])
        self.titles = None if not any(classes) else [TITLES[c] if 0 <= c < 5 else "heimin" for c in classes]
        self.counts = list(t[6][0:5])
        self.shown = hand_of(t)
        self.hand = list(self.shown)
        self.give = max(0, t[5][1])
        self.phase = "exchange" if self.titles else "play"
        self.exchanges: list[dict] = []
        self.table = None
        self.table_seat = -1
        self.trick: list = []
        self.passed: set[int] = set()
        self.finished: list[int] = []
        self.revolution = False
        self.locked = False
        self.lead = -1
        self.pass_run = 0
        self.plays: list = []
        self.started = False
        self.sent_give: list[Card] = []
        self._event(
            {
                "kind": "game",
                "number": self.number,
                "hand": [c.code for c in self.shown],
                "titles": self.titles,
                "seating": self.seating,
                "give": self.give,
            }
        )
        if self.give <= 0:
            return None
        give = self._decide_give()
        self.sent_give = list(give.cards)
        return hand_table(give.cards)

    def _plan(self):
        s = {t: p for p, t in enumerate(self.titles)}
        return [
            (s["daihinmin"], s["daifugo"], 2),
            (s["hinmin"], s["fugo"], 1),
            (s["daifugo"], s["daihinmin"], 2),
            (s["fugo"], s["hinmin"], 1),
        ]

    def _decide_give(self) -> Give:
        plan = self._plan()
        mine = 2 if self.titles[self.me] == "daifugo" else 3
        counts = list(self.counts)
        done = []
        for g, r, k in plan[:mine]:
            counts[g] -= k
            counts[r] += k
            done.append({"from": g, "to": r, "count": k})
        view = self._view(
            phase="exchange", counts=counts, exchanges=done, pending=[[g, r, k] for g, r, k in plan[mine:]]
        )
        return self._ask(view)

    # --- turns --------------------------------------------------------------------------
    def on_status(self, t) -> list | None:
        """The hand and the state before a move; returns our table when it is our turn."""
        now = t[5][3]
        if not self.started:
            self._begin_play(t)
        elif t[5][4] == 1 and (self.table is not None or self._all_passed()):
            self._new_trick(now)
        self.counts = list(t[6][0:5])
        self.revolution = bool(t[5][6])
        self.locked = bool(t[5][7])
        self.hand = hand_of(t)
        if t[5][2] != 1:
            return None
        view = self._view()
        self.probing = False
        if self.probe and self.rng.random() < self.probe:
            action = self._illegal(view)
            self.probing = action is not None
        if not self.probing:
            action = self._ask(view)
        self.last_sent = action
        return play_table(
            action,
            suits_of(self.table) if self.table is not None and self.table.kind == "single" and self.table.cards else 0,
        )

    def on_ack(self, value: int) -> None:
        """9: the referee took our play; 8: it did not (a pass is answered 8 on a table)."""
        a = self.last_sent
        expected = 9 if isinstance(a, Play) or self.table is None else 8
        self._event({"kind": "ack", "value": value, "sent": a.text if a is not None else None, "probe": self.probing})
        if self.probing:
            if value != 8:
                self.accepted.append(
                    {
                        "number": self.number,
                        "play": a.text,
                        "ack": value,
                        "table": self.table.text if self.table else None,
                    }
                )
            return
        if value != expected and isinstance(a, Play):
            self.rejected.append(
                {"number": self.number, "play": a.text, "ack": value, "table": self.table.text if self.table else None}
            )

    def on_stage(self, t) -> None:
        """The table after a move: the same cards as before → a pass, else the new play."""
        actor = t[5][3]
        p = read_play(t)
        same = self.table is not None and isinstance(p, Play) and p.text == self.table.text
        if p is PASS or same or (p is None):
            self.passed.add(actor)
            self.pass_run += 1
            self._event({"kind": "pass", "seat": actor})
        else:
            self.table, self.table_seat = p, actor
            self.trick.append([actor, p.text])
            self.plays.append([actor, p.text])
            self.pass_run = 0
            self.counts = list(t[6][0:5])
            if self.counts[actor] == 0 and actor not in self.finished:
                self.finished.append(actor)
            self._event({"kind": "play", "seat": actor, "play": p.text})
        self.revolution = bool(t[5][6])
        self.locked = bool(t[5][7])

    def on_end(self, value: int) -> None:
        self._event({"kind": "end", "value": value})

    # --- the view ------------------------------------------------------------------------
    def _begin_play(self, t) -> None:
        """The first turn of a game: the hand after the exchange tells what was handed over."""
        self.started = True
        self.phase = "play"
        new = hand_of(t)
        if self.titles:
            plan = self._plan()
            title = self.titles[self.me]
            out = []
            for g, r, k in plan:
                e = {"from": g, "to": r, "count": k}
                if title in ("daihinmin", "hinmin") and g == self.me:  # the referee took our strongest
                    e["cards"] = [c.code for c in strongest(self.shown, k)]
                elif title in ("daihinmin", "hinmin") and r == self.me:
                    kept = [c for c in self.shown if c.code not in out[0 if title == "daihinmin" else 1]["cards"]]
                    e["cards"] = [c.code for c in _minus(new, kept)]
                elif title in ("daifugo", "fugo") and g == self.me:  # what left our hand (a bad table: the strongest)
                    e["cards"] = [c.code for c in _minus(self.shown, new)]
                out.append(e)
            for e in out:
                if "cards" in e:
                    e["cards"] = [c.code for c in _by_strength(e["cards"])]
            self.exchanges = out
        self.hand = new
        self.lead = t[5][3]
        self._event({"kind": "play_phase", "hand": [c.code for c in new], "exchanges": self.exchanges})

    def _all_passed(self) -> bool:
        return all(s in self.passed or s in self.finished for s in range(N))

    def _new_trick(self, leader: int) -> None:
        self.table, self.table_seat = None, -1
        self.trick, self.passed = [], set()
        self.lead = leader

    def _view(self, phase: str | None = None, counts=None, exchanges=None, pending=None) -> dict:
        lock = suits_of(self.table) if self.locked and self.table is not None else 0
        return {
            "seat": self.me,
            "players": N,
            "phase": phase or self.phase,
            "to_move": [self.me],
            "titles": list(self.titles) if self.titles else None,
            "hand_sizes": list(counts or self.counts),
            "table": None if self.table is None else {"seat": self.table_seat, "play": self.table.text},
            "trick": [list(x) for x in self.trick],
            "passed": sorted(self.passed),
            "finished": list(self.finished),
            "stuck": [],
            "fallen": [],
            "revolution": self.revolution,
            "spade3_lead": False,
            "local": {
                "eleven_back": False,
                "lock": lock,
                "direction": 1,
                "gyakudan": False,
                "three_strong": False,
                "four_fours": False,
            },
            "gives_pending": pending or [],
            "exchanges": exchanges if exchanges is not None else self.exchanges,
            "result": None,
            "plays": [list(x) for x in self.plays],
            "deck": None,
            "uecda": True,
            "seating": list(self.seating),
            "lead": self.lead,
            "pass_run": self.pass_run,
            "number": self.number,
            "hand": [c.code for c in self.hand],
        }

    def legal(self, view: dict) -> list:
        """The engine's legal actions for this view (they depend on our hand and the public
        state only: any world consistent with the view gives the same)."""
        state = self.game.determinize(view, self.rng)
        return state.legal_actions(self.me)

    def _unusual(self, legal: list):
        """The cross-check's variety: the rarest plays first when there are any (the joker
        beyond a sequence's end; revolutions — four or more of a rank, five or more in a
        row), else a kind of play at random (pass, single, group, group with the joker,
        sequence, sequence with the joker …), then a play of that kind."""
        rare = [a for a in legal if a.__class__ is Play and a.edge]
        if not rare:
            rare = [
                a
                for a in legal
                if a.__class__ is Play
                and ((a.kind == "group" and a.size >= 4) or (a.kind == "sequence" and a.size >= 5))
            ]
        if rare and self.rng.random() < 0.8:
            return rare[self.rng.randrange(len(rare))]
        kinds: dict = {}
        for a in legal:
            if a.__class__ is Play:
                key = (a.kind, min(a.size, 4), bool(a.jokers), a.edge, a.size >= 5)
            else:
                key = (a.text.split()[0],)
            kinds.setdefault(key, []).append(a)
        pick = list(kinds.values())[self.rng.randrange(len(kinds))]
        return pick[self.rng.randrange(len(pick))]

    def _illegal(self, view: dict):
        """A play of our cards the engine refuses now (wrong kind, not stronger, the lock …)."""
        state = self.game.determinize(view, self.rng)
        legal = set(state.legal_actions(self.me))
        cands = [p for p in state._lead_plays(self.me) if p not in legal]
        if not cands:
            return None
        self.probes += 1
        return cands[self.rng.randrange(len(cands))]

    def _ask(self, view: dict):
        import time

        legal = self.legal(view)
        t0 = time.process_time()
        if self.explore and len(legal) > 1 and self.rng.random() < self.explore:
            action = self._unusual(legal)
        else:
            action = self.bot.act(view, legal)
        self.decisions.append(time.process_time() - t0)
        if action not in legal:  # (a bot's text, say): the engine's own object
            text = getattr(action, "text", str(action))
            action = next((a for a in legal if a.text == text), legal[0])
        self._event({"kind": "decide", "view": view, "action": action.text})
        return action

    def _event(self, e: dict) -> None:
        if self.on_event is not None:
            self.on_event(e)


def _minus(a, b) -> list:
    left = list(b)
    out = []
    for c in a:
        if c in left:
            left.remove(c)
        else:
            out.append(c)
    return out


def _by_strength(codes) -> list[Card]:
    return Give([Card.parse(c) for c in codes]).cards


__all__ = ["Brain", "COLS"]
