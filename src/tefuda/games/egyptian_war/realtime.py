"""Egyptian War at a web table (EW-17…22): the real-time controller (the descriptor's
`realtime` hook) that runs the reaction-window clock. Framework-free: it needs only
asyncio and a table (tefuda.apps.web.tables.Table) that holds the state, the CPUs, the
connected listeners (each with the seats its tokens hold) and a lock, and broadcasts
updates.

The engine is time-agnostic (play / slap / close); this controller adds time: a play
opens a window of `WINDOW_SECONDS` (EW-17; a server may set another), CPU slappers react
after their sampled delays (EW-18), the clock seat closes the window at the deadline.

Who may do what — each person acts only for the seats their own tokens hold:
- **Next card**: with auto-reveal off *every* card waits for it, the CPU's too (EW-21:
  「最初は自動公開がオフなので、受付が終わったあとに次の札を押して進めます」). A person reveals
  their own card (`act play`) or a CPU's (`next`); never another person's.
- **Auto-reveal** is per seat: a person turns it on or off for their own seats only; a
  CPU's card comes by itself only when every person at the table has it on (nobody is
  left who wants to press Next), or when no person sits at the table at all. Toggling it
  never moves a running deadline (EW-21).
- **Hand-over confirm** (EW-20) is for two people on one device: it appears when the next
  player to play is held by the same connection as the last person who played, and only
  that connection may press it. People on different devices (an online room) need none.
- **Pause** (EW-22: settings, a hidden tab, every client gone, a reload or a restart)
  stops the clock and judging; resuming gives a fresh full window. At a table where
  every person plays on one device, pausing is free. Where other people take part (an
  online room), each person has `PAUSES` pauses per game, each ends by itself after
  `PAUSE_SECONDS`, only its owner may end it early, and everyone sees who paused and for
  how long more — so no one can hold the others' slaps at will (issue #17).
"""

from __future__ import annotations

import asyncio
import random
import sys

from tefuda.core import i18n
from tefuda.core.protocol import CLOCK
from tefuda.games.egyptian_war.rules import WINDOW_SECONDS

AUTO_DELAY = 0.4  # pause between a close and an automatic reveal
PAUSES = 3  # pauses one person may take in one game where other people play (online)
PAUSE_SECONDS = 60.0  # the longest such a pause lasts; then play goes on by itself

i18n.register(
    {
        "slap.paused": {"en": "the game is paused", "ja": "一時停止中です"},
        "slap.paused_by": {
            "en": "{who} paused the game; it goes on by itself in {s} s",
            "ja": "{who}が一時停止しています。{s}秒後に自動で再開します",
        },
        "slap.confirm": {"en": "press the confirm button first", "ja": "先に確認ボタンを押してください"},
        "slap.not_your_confirm": {"en": "{who} confirms the hand-over, not you", "ja": "交代の確認は{who}が押します"},
        "slap.not_your_card": {"en": "the next card is {who}'s to reveal, not yours", "ja": "次の札は{who}が出します"},
        "slap.no_card_now": {"en": "no card can be revealed now", "ja": "いまは次の札を出せません"},
        "slap.no_pauses": {
            "en": "you have used all {n} pauses of this game; it goes on",
            "ja": "このゲームで使える一時停止（{n}回）をすべて使いました。ゲームは続きます",
        },
        "slap.not_your_pause": {
            "en": "{who} paused the game; only they can continue it early (it goes on by itself in {s} s)",
            "ja": "{who}が一時停止しました。早く再開できるのは{who}だけです（{s}秒後に自動で再開します）",
        },
        "slap.player": {"en": "Player {n}", "ja": "プレイヤー{n}"},
        "slap.stopped": {
            "en": "tefuda serve: an Egyptian War clock step failed: {why}",
            "ja": "tefuda serve: エジプシャン・ウォーの時計処理が失敗しました: {why}",
        },
    }
)


class SlapController:
    def __init__(
        self, table, window: float | None = None, pause_seconds: float | None = None, pauses: int | None = None
    ):
        self.table = table
        self.window = WINDOW_SECONDS if window is None else float(window)  # EW-17
        self.pause_seconds = PAUSE_SECONDS if pause_seconds is None else float(pause_seconds)
        self.pauses = PAUSES if pauses is None else int(pauses)
        self.rng = random.Random()
        self.auto: set[int] = set()  # seats whose person turned auto-reveal on (EW-21: off at first)
        self.paused = self._window_open()  # a restored open window waits for "continue"
        self.paused_by: int | None = None  # the seat whose limited pause holds the game
        self.pause_deadline: float | None = None  # when that pause ends by itself
        self.pauses_used: dict[int, int] = {}  # seat → limited pauses taken this game
        self.confirm = False
        self.deadline: float | None = None
        self.window_id = 0
        self.pause_id = 0
        self.tasks: list[asyncio.Task] = []
        self.last_player: int | None = None
        self.last_person: int | None = None  # the last human seat that played (EW-20)
        self.humans = [i for i, s in enumerate(table.seats) if s["kind"] == "human"]

    # --- state of the engine ----------------------------------------------------------
    def _window_open(self) -> bool:
        st = self.table.state
        return not st.is_over() and CLOCK in st.to_move()

    def _player_to_play(self) -> int | None:
        st = self.table.state
        if st.is_over() or self._window_open():
            return None
        seats = [s for s in st.to_move() if s != CLOCK]
        return seats[0] if len(seats) == 1 else None

    # --- who holds what -----------------------------------------------------------------
    def _cpu(self, seat: int | None) -> bool:
        return seat is not None and seat in self.table.bots

    def _limited(self, seats) -> bool:
        """Pauses are limited for a person when someone else plays at this table too."""
        return any(h not in seats for h in self.humans)

    def _cpu_auto(self) -> bool:
        """A CPU's card comes by itself when nobody is left to press Next for it."""
        return all(h in self.auto for h in self.humans)

    def _handover(self, nxt: int) -> bool:
        """EW-20: the next player shares a device (one connection) with the last person."""
        last = self.last_person
        if last is None or nxt == last or self._cpu(nxt):
            return False
        return any(last in l.seats and nxt in l.seats for l in self.table.listeners)

    def _who(self, seat: int | None, lang: str) -> str:
        return i18n.translate("slap.player", lang, n=(seat or 0) + 1)

    def _pause_left(self) -> float | None:
        if self.pause_deadline is None:
            return None
        return max(0.0, self.pause_deadline - _now())

    def status(self, seats=None) -> dict:
        """The clock as one viewer (the seats one connection holds; none: a spectator) sees it."""
        seats = list(seats or [])
        remaining = None
        if self.deadline is not None and not self.paused:
            remaining = max(0.0, self.deadline - _now())
        nxt = self._player_to_play()
        idle = not self.paused and not self.confirm and nxt is not None
        mine = [s for s in seats if s in self.humans]
        limited = bool(mine) and self._limited(mine)
        left = self._pause_left()
        return {
            "window": self._window_open(),
            "remaining": remaining,
            "total": self.window,
            "paused": self.paused,
            "paused_by": self.paused_by,  # None: a pause anyone at the table may end
            "pause_left": None if left is None else round(left, 1),
            "confirm": self.confirm,
            "confirm_mine": self.confirm and nxt in seats,
            "auto": bool(mine) and all(s in self.auto for s in mine),
            "to_play": nxt,
            # this viewer may reveal the next card now: their own, or a CPU's
            "can_next": idle and (nxt in seats or (self._cpu(nxt) and bool(mine))),
            "pause_limit": self.pauses if limited else None,
            "pause_seconds": self.pause_seconds if limited else None,
            # per seat (None for a CPU), where this viewer's pauses are limited
            "pauses_left": (
                [
                    self.pauses - self.pauses_used.get(s, 0) if s in self.humans else None
                    for s in range(len(self.table.seats))
                ]
                if limited
                else None
            ),
        }

    # --- what the server asks ---------------------------------------------------------
    def accepts(self, seat: int, action: str) -> bool:
        return not self.paused and not self.confirm

    def refusal_key(self) -> str:
        if self.confirm:
            return "slap.confirm"
        return "slap.paused_by" if self.paused_by is not None else "slap.paused"

    def refusal(self, lang: str) -> str:
        key = self.refusal_key()
        if key == "slap.paused_by":
            return i18n.translate(key, lang, who=self._who(self.paused_by, lang), s=round(self._pause_left() or 0))
        return i18n.translate(key, lang)

    def after_action(self, seat: int, action: str) -> None:
        if action.strip() == "play":
            self._played(seat)
            self._open_window()

    def after_change(self) -> None:
        """After any change: schedule the next reveal when it comes by itself — a CPU's
        when nobody is left to press Next for it, a person's when their auto-reveal is on."""
        if self.paused or self.confirm or self.table.state.is_over() or self._window_open():
            return
        nxt = self._player_to_play()
        if nxt is None:
            return
        if self._cpu(nxt):
            if self._cpu_auto():
                self._later(self.table.cpu_delay or 0.05, self._play, nxt)
        elif nxt in self.auto:
            self._later(AUTO_DELAY, self._play, nxt)

    async def control(self, listener, msg: dict) -> None:
        """pause / resume / confirm / auto / next from one connection (None: the server)."""
        kind = msg["type"]
        seats = list(listener.seats) if listener is not None else None
        refused = None
        if kind == "pause":
            refused = self._ask_pause(seats)
        elif kind == "resume":
            refused = self._ask_resume(seats)
        elif kind == "confirm":
            if self.confirm:
                nxt = self._player_to_play()
                if seats is not None and nxt not in seats:
                    refused = ("slap.not_your_confirm", {"who": nxt})
                else:
                    self.confirm = False
                    self.after_change()
        elif kind == "auto":
            mine = [s for s in (seats or []) if s in self.humans]
            for s in mine:  # EW-21: the running deadline is not touched
                if msg.get("on"):
                    self.auto.add(s)
                else:
                    self.auto.discard(s)
            if not self._window_open():
                self.after_change()
        elif kind == "next":
            refused = await self._ask_next(seats)
        if refused is not None and listener is not None:
            key, params = refused
            if "who" in params:
                params = dict(params, who=self._who(params["who"], listener.lang))
            await listener.send({"type": "error", "key": key, "message": i18n.translate(key, listener.lang, **params)})
            return
        await self._broadcast()

    def _ask_pause(self, seats):
        if self.paused or self.table.state.is_over():
            return None  # already paused: a second request costs nothing
        if seats is None:
            self._pause()
            return None
        mine = [s for s in seats if s in self.humans]
        if not mine or not self._limited(mine):
            self._pause()  # every person here is on this device: pausing is free (EW-22)
            return None
        seat = min(mine, key=lambda s: self.pauses_used.get(s, 0))
        if self.pauses_used.get(seat, 0) >= self.pauses:
            return ("slap.no_pauses", {"n": self.pauses})
        self.pauses_used[seat] = self.pauses_used.get(seat, 0) + 1
        self._pause()
        self.paused_by = seat
        self.pause_deadline = _now() + self.pause_seconds
        self.pause_id += 1
        self._later(self.pause_seconds, self._pause_over, self.pause_id)
        return None

    def _ask_resume(self, seats):
        if not self.paused:
            return None
        if self.paused_by is not None and seats is not None and self.paused_by not in seats:
            return ("slap.not_your_pause", {"who": self.paused_by, "s": round(self._pause_left() or 0)})
        self._resume()
        return None

    async def _ask_next(self, seats):
        nxt = self._player_to_play()
        if self.paused or self.confirm or nxt is None:
            return ("slap.no_card_now", {})
        mine = [s for s in (seats or []) if s in self.humans]
        if seats is not None and nxt not in seats and not (self._cpu(nxt) and mine):
            return ("slap.not_your_card", {"who": nxt})
        await self._play(nxt, broadcast=False)
        return None

    async def on_connect(self, listener) -> None:
        if self._window_open() and self.deadline is None:
            self.paused = True
        await listener.send({"type": "realtime", **self.status(listener.seats)})

    def on_disconnect(self, listener) -> None:
        if not self.table.listeners:
            self._pause()  # nobody watching: stop the clock (EW-22)

    # --- the clock --------------------------------------------------------------------
    def _pause(self) -> None:
        self.paused = True
        self.paused_by = None
        self.pause_deadline = None
        self.deadline = None
        self.window_id += 1
        self.pause_id += 1
        for t in self.tasks:
            t.cancel()
        self.tasks.clear()

    def _resume(self) -> None:
        self.paused = False
        self.paused_by = None
        self.pause_deadline = None
        self.pause_id += 1
        if self._window_open():
            self._open_window()  # EW-22: a fresh full window
        else:
            self.after_change()

    async def _pause_over(self, pid: int) -> None:
        if pid != self.pause_id or not self.paused:
            return
        self._resume()  # the limited pause ran out: play goes on for everyone
        await self._broadcast()

    def _played(self, seat: int) -> None:
        self.last_player = seat
        if seat in self.humans:
            self.last_person = seat

    def _open_window(self) -> None:
        self.window_id += 1
        wid = self.window_id
        self.deadline = _now() + self.window
        self._later(self.window, self._close, wid)
        state = self.table.state
        for seat, bot in self.table.bots.items():
            react = getattr(bot, "react", None)
            if react is None:
                continue
            delay = react(state.view(seat), self.rng)
            if delay is not None and delay < self.window:
                self._later(delay, self._cpu_slap, seat, wid)

    def _later(self, delay: float, fn, *args) -> None:
        async def run():
            await asyncio.sleep(delay)
            try:
                await fn(*args)
            except Exception as e:  # noqa: BLE001 - e.g. a store that refused the move
                # one line for the operator, and the clock pauses (EW-22) so the table
                # is not left waiting for a step that failed: "continue" tries again
                print(
                    i18n.translate("slap.stopped", i18n.env_lang(), why=f"{type(e).__name__}: {e}"),
                    file=sys.stderr,
                    flush=True,
                )
                self._pause()
                await self._broadcast()

        task = asyncio.get_running_loop().create_task(run())
        self.tasks = [t for t in self.tasks if not t.done()] + [task]

    async def _cpu_slap(self, seat: int, wid: int) -> None:
        if wid != self.window_id or self.paused or not self._window_open():
            return
        async with self.table.lock:
            if "slap" in self.table.state.legal_texts(seat):
                self.table.apply(seat, "slap")
        await self._broadcast()

    async def _close(self, wid: int) -> None:
        if wid != self.window_id or self.paused:
            return
        async with self.table.lock:
            if not self._window_open():
                return
            self.table.apply(CLOCK, "close")
            self.deadline = None
        nxt = self._player_to_play()
        if nxt is not None and self._handover(nxt):
            self.confirm = True  # EW-20: hand over; clock and judging wait for the button
        await self._broadcast()
        self.after_change()

    async def _play(self, seat: int, broadcast: bool = True) -> None:
        if self.paused or self.confirm or self._player_to_play() != seat:
            return
        async with self.table.lock:
            if "play" not in self.table.state.legal_texts(seat):
                return
            self.table.apply(seat, "play")
        self._played(seat)
        self._open_window()
        if broadcast:
            await self._broadcast()

    async def _broadcast(self) -> None:
        hub_broadcast = getattr(self.table, "broadcast", None)
        if hub_broadcast is not None:
            await hub_broadcast()


def _now() -> float:
    return asyncio.get_event_loop().time()
