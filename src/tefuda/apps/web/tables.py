"""Tables (rooms): one game state held by the server, seats for people (secret tokens)
and CPUs, persisted action by action. Framework-free; the server wires it to sockets."""

from __future__ import annotations

import asyncio
import hashlib
import secrets
import time
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tefuda.apps.web import presentation
from tefuda.core.descriptor import LEVEL_NAMES
from tefuda.core.errors import IllegalAction, OptionError
from tefuda.core.protocol import CLOCK
from tefuda.games import GAMES, descriptor


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def make_cpu(game_name: str, level: str, game, seat: int, seed: int):
    """A CPU player for a level (the shared level table: the same CPUs as everywhere)."""
    from tefuda.bots.spec import make_level_bot

    return make_level_bot(game_name, level, game, seat, seed)


def validate_seats(game, seats: Any) -> list[dict]:
    """Seat specs from a client: [{"kind": "human" | "cpu", "level": ..., "claim": bool}]."""
    n = game.num_players
    if not isinstance(seats, list) or len(seats) != n:
        raise OptionError("web.seats_count", n=n)
    out = []
    for i, s in enumerate(seats):
        if not isinstance(s, dict) or s.get("kind") not in ("human", "cpu"):
            raise OptionError("web.seat_kind", seat=i)
        if s["kind"] == "cpu":
            level = s.get("level", "normal")
            if level not in LEVEL_NAMES:
                raise OptionError("web.level", seat=i)
            out.append({"kind": "cpu", "level": level})
        else:
            name = s.get("name", "")
            if not isinstance(name, str) or len(name) > 40 or not printable_text(name):
                raise OptionError("web.name", seat=i)
            out.append({"kind": "human", "name": name, "token": None, "claim": bool(s.get("claim", True))})
    return out


def printable_text(text: str) -> bool:
    """Valid Unicode (no lone surrogates) without control or format characters: text that
    can be stored, sent as UTF-8 and shown on every screen as it was typed."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return not any(unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn") and ch not in JOINERS for ch in text)


JOINERS = "\u200c\u200d"  # format characters that emoji and some scripts need in names


@dataclass
class Listener:
    """One connected client: the seats it holds (none = spectator) and how to send."""

    send: Callable[[dict], Any]
    seats: list[int]
    lang: str = "en"
    sent_seq: int = -1


class Table:
    def __init__(
        self,
        room_id: str,
        game_name: str,
        options: dict,
        setup: dict,
        seats: list[dict],
        store=None,
        actions=(),
        cpu_delay: float = 0.6,
        seed: int = 0,
        deals=(),
        last_active: float | None = None,
        realtime: dict | None = None,
    ):
        if game_name not in GAMES:
            raise OptionError("game.unknown", game=game_name, known=", ".join(GAMES))
        self.id = room_id
        self.game_name = game_name
        self.descriptor = descriptor(game_name)
        self.game = self.descriptor.make_game(options)
        self.options = self.game.public_options()
        self.setups = [setup, *deals]  # a match deals several games, one setup each
        self.deal = 0
        self.state = self.game.new_state(setup=setup)
        self.previous_state = None  # a match's game before this one (its log's end is told)
        # the descriptor's match layer when this variant is a series of games; its next
        # deals come from the server's own secret randomness (never derivable from a deal)
        self.match = None
        match = self.descriptor.match
        if match is not None and match.games_of(self.game) > 1:
            self.match = match(self.game, first=self.state)
        self.deal_rng = secrets.SystemRandom()
        self.seats = seats
        self.store = store
        self.cpu_delay = cpu_delay
        # (seq, seat, action text, length of state.log after it) of the game in play
        self.entries: list[tuple[int, int, str, int]] = []
        self.seq = 0
        for action in actions:
            seat, text = action[0], action[1]
            deal = action[2] if len(action) > 2 else 0
            if deal != self.deal:
                self._start_deal(deal)
            self.state.apply(seat, text)
            self.entries.append((self.seq, seat, text, len(getattr(self.state, "log", ()))))
            self.seq += 1
        if self.match is not None and self.state.is_over() and self.deal + 1 < len(self.setups):
            self._start_deal(self.deal + 1)
        self.bots = {
            i: make_cpu(game_name, s["level"], self.game, i, seed * 100 + i)
            for i, s in enumerate(seats)
            if s["kind"] == "cpu"
        }
        self.listeners: list[Listener] = []
        self.lock = asyncio.Lock()
        self.cpu_task: asyncio.Task | None = None
        self.broadcast = None  # set by the server: an async callable that sends updates
        # the descriptor's real-time controller (None: a turn-based game), with the
        # server's settings for it (e.g. a shorter reaction window in tests)
        factory = self.descriptor.realtime
        self.realtime = factory(self, **(realtime or {})) if factory is not None else None
        # wall-clock time of the last action, connection or disconnection (idle expiry)
        self.last_active = time.time() if last_active is None else last_active
        self.cpu_cost = 0.0  # thread CPU seconds of the last CPU move (pacing, server.py)
        self.rematch: str | None = None  # the room its players continue in, once asked for

    @property
    def cpu_only(self) -> bool:
        """No seat for a person: such a table plays only while someone watches."""
        return all(s["kind"] == "cpu" for s in self.seats)

    # --- seats and tokens -----------------------------------------------------------
    def claim(self, seat: int) -> str:
        """Give an unclaimed human seat a fresh secret token (returned once)."""
        if not (0 <= seat < len(self.seats)) or self.seats[seat]["kind"] != "human":
            raise OptionError("web.not_human", seat=seat)
        if self.seats[seat].get("token"):
            raise OptionError("web.taken", seat=seat)
        token = secrets.token_urlsafe(18)
        self.seats[seat]["token"] = hash_token(token)
        if self.store is not None:
            try:
                self.store.update_seats(self.id, self.seats)
            except Exception:
                self.seats[seat]["token"] = None  # not on disk: the seat stays free
                raise
        return token

    def seats_for(self, tokens: list[str]) -> list[int]:
        hashes = {hash_token(t) for t in tokens if isinstance(t, str) and len(t) < 100}
        return [i for i, s in enumerate(self.seats) if s.get("token") and s["token"] in hashes]

    def public_info(self) -> dict:
        return {
            "room": self.id,
            "game": self.game_name,
            "renderer": self.descriptor.renderer,
            "options": self.options,
            "players": self.game.num_players,
            "seats": [
                {
                    "kind": s["kind"],
                    "level": s.get("level"),
                    "name": s.get("name", ""),
                    "taken": bool(s.get("token")) if s["kind"] == "human" else True,
                }
                for s in self.seats
            ],
            "seq": self.seq,
            "over": self.over(),
            "deal": self.deal,  # the game of a match in play (its record: /record?deal=N)
            "rematch": self.rematch,
        }

    def over(self) -> bool:
        """The table is done: its game, or the last game of its match, is over."""
        return self.match.is_over() if self.match is not None else self.state.is_over()

    def _start_deal(self, deal: int) -> None:
        """The next game of the match, dealt as stored (the finished one is scored)."""
        self.deal = deal
        self.previous_state = self.state
        self.state = self.match.next_game(setup=self.setups[deal])
        self.entries = []

    # --- acting ---------------------------------------------------------------------
    def apply(self, seat: int, text: str, cpu: float | None = None) -> str:
        """Apply, persist, then (the caller) broadcast. Raises IllegalAction unchanged;
        `cpu`: a CPU player's thinking time, stored with the action."""
        if not isinstance(text, str) or len(text) > 300:
            raise IllegalAction("web.action_text")
        self.state.apply(seat, text)
        canonical = str(self.state.history[-1][1])
        seq = self.seq
        next_setup = None
        if self.match is not None and self.state.is_over() and not self.match.is_over():
            next_setup = self.match.next_setup(self.deal_rng)
        if self.store is not None:
            try:
                self.store.append_action(self.id, seq, seat, canonical, self.deal, next_setup, cpu)
            except Exception:
                self._rebuild()  # never keep an action that is not on disk
                raise
        self.entries.append((seq, seat, canonical, len(getattr(self.state, "log", ()))))
        self.seq += 1
        self.last_active = time.time()
        if next_setup is not None:
            self.setups.append(next_setup)
            self._start_deal(self.deal + 1)
        return canonical

    def _rebuild(self) -> None:
        self.state = self.game.new_state(setup=self.setups[self.deal])
        for _, seat, text, _ in self.entries:
            self.state.apply(seat, text)
        if self.match is not None:
            self.match.state = self.state

    def cpu_seats_to_act(self) -> list[int]:
        if self.over():
            return []
        return [s for s in self.descriptor.seats_waited_on(self.state) if s in self.bots]

    def cpu_move(self, seat: int) -> str:
        view = self.state.view(seat)
        legal = self.state.legal_actions(seat)
        action = self.bots[seat].act(view, legal)
        return self.apply(seat, str(action))

    def cpu_decide(self, seat: int):
        """(view, legal, bot) for a CPU move: the state is read on the caller's thread; the
        bot's thinking (`think`) may run elsewhere, the action is applied back here."""
        return self.state.view(seat), self.state.legal_actions(seat), self.bots[seat]

    # --- messages -------------------------------------------------------------------
    def last_actor(self) -> int | None:
        """The seat whose action made the latest update (public: every player sees who moved)."""
        for _, seat, _, _ in reversed(self.entries):
            if seat != CLOCK:
                return seat
        return None

    def update_for(self, seat: int | None, lang: str, viewer_seats: list[int] | None = None) -> dict:
        """One seat's update; `viewer_seats`: every seat the receiving connection holds
        (a real-time clock tells each connection what it may do: its own seats only)."""
        st = self.state
        legal = []
        if seat is not None and seat in st.to_move() and not st.is_over():
            legal = st.legal_texts(seat)
        view = st.view(seat)
        if self.match is not None:
            view = dict(view, match=self.match.summary())
        # people sharing one screen read one story: told to no single one of them as "you"
        told = None if self.descriptor.shared_screen and viewer_seats and len(viewer_seats) > 1 else seat
        return {
            "type": "update",
            "room": self.id,
            "game": self.game_name,
            "renderer": self.descriptor.renderer,
            "seat": seat,
            "seq": self.seq,
            "view": view,
            "legal": legal,
            # the same actions in words for this seat's own buttons (None: the game has
            # no words for them, the texts are shown)
            "legal_words": self.descriptor.words_for(legal, lang) if legal else [],
            "to_move": [s for s in st.to_move() if s != CLOCK],
            "turn": self.descriptor.seats_waited_on(st) if not st.is_over() else [],
            "over": self.over(),
            "actor": self.last_actor(),
            "result": st.result() if st.is_over() else None,
            "log": self._log(told, lang),
            # the end in words: the story's last sentence (who won and why), never a code
            "result_text": self._log(told, lang)[-1] if st.is_over() and self._log(told, lang) else None,
            "info": self.public_info(),
            "realtime": (
                self.realtime.status(viewer_seats if viewer_seats is not None else ([] if seat is None else [seat]))
                if self.realtime is not None
                else None
            ),
        }

    def _log(self, seat: int | None, lang: str) -> list[str]:
        """Log lines for a seat, computed once per action (many listeners share them)."""
        if getattr(self, "_log_seq", None) != self.seq:
            self._log_seq, self._log_cache = self.seq, {}
        key = (seat, lang)
        if key not in self._log_cache:
            self._log_cache[key] = presentation.log_lines(self, seat, lang)
        return self._log_cache[key]

    def updates_for(self, listener: Listener) -> list[dict]:
        seats = listener.seats or [None]
        return [self.update_for(s, listener.lang, listener.seats) for s in seats]


def think(bot, view, legal) -> tuple[str, float]:
    """A bot's choice and the thread CPU seconds it took (the server paces rooms by it)."""
    start = time.thread_time()
    action = bot.act(view, legal)
    return str(action), time.thread_time() - start
