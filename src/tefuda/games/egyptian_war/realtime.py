"""Egyptian War at a web table (EW-17…22): the real-time controller (the descriptor's
`realtime` hook) that runs the reaction-window clock. Framework-free: it needs only
asyncio and a table (tefuda.apps.web.tables.Table) that holds the state, the CPUs and a
lock, and broadcasts updates.

The engine is time-agnostic (play / slap / close); this controller adds time: a play
opens a window of `WINDOW_SECONDS` (EW-17; a server may set another), CPU slappers react after their sampled delays (EW-18), the
clock seat closes the window at the deadline. Pausing (settings, hidden tab, every
client gone, a reload or a restart) stops the clock and judging; resuming gives a fresh
full window (EW-22). With two people on one device a confirm is needed whenever the
playing player changes, and nothing runs until it is pressed (EW-20). Auto-reveal starts
off and toggling it never moves a running deadline (EW-21).
"""

from __future__ import annotations

import asyncio
import random
import sys

from tefuda.core import i18n
from tefuda.core.protocol import CLOCK
from tefuda.games.egyptian_war.rules import WINDOW_SECONDS

AUTO_DELAY = 0.4  # pause between a close and an automatic reveal

i18n.register({
    "slap.paused": {"en": "the game is paused", "ja": "一時停止中です"},
    "slap.confirm": {"en": "press the confirm button first", "ja": "先に確認ボタンを押してください"},
    "slap.stopped": {"en": "tefuda serve: an Egyptian War clock step failed: {why}",
                     "ja": "tefuda serve: エジプシャン・ウォーの時計処理が失敗しました: {why}"},
})


class SlapController:
    def __init__(self, table, window: float | None = None):
        self.table = table
        self.window = WINDOW_SECONDS if window is None else float(window)  # EW-17
        self.rng = random.Random()
        self.auto = False  # EW-21: off at first
        self.paused = self._window_open()  # a restored open window waits for "continue"
        self.confirm = False
        self.deadline: float | None = None
        self.window_id = 0
        self.tasks: list[asyncio.Task] = []
        self.last_player: int | None = None
        humans = [i for i, s in enumerate(table.seats) if s["kind"] == "human"]
        self.same_device = len(humans) >= 2

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

    def status(self) -> dict:
        loop_time = _now()
        remaining = None
        if self.deadline is not None and not self.paused:
            remaining = max(0.0, self.deadline - loop_time)
        return {
            "window": self._window_open(),
            "remaining": remaining,
            "total": self.window,
            "paused": self.paused,
            "confirm": self.confirm,
            "auto": self.auto,
            "to_play": self._player_to_play(),
        }

    # --- what the server asks ---------------------------------------------------------
    def accepts(self, seat: int, action: str) -> bool:
        return not self.paused and not self.confirm

    def refusal_key(self) -> str:
        return "slap.confirm" if self.confirm else "slap.paused"

    def refusal(self, lang: str) -> str:
        return i18n.translate(self.refusal_key(), lang)

    def after_action(self, seat: int, action: str) -> None:
        if action.strip() == "play":
            self.last_player = seat
            self._open_window()

    def after_change(self) -> None:
        """After any change: schedule the next reveal if a CPU (or auto-reveal) plays next."""
        if self.paused or self.confirm or self.table.state.is_over() or self._window_open():
            return
        nxt = self._player_to_play()
        if nxt is None:
            return
        if nxt in self.table.bots:
            self._later(self.table.cpu_delay or 0.05, self._play, nxt)
        elif self.auto:
            self._later(AUTO_DELAY, self._play, nxt)

    async def control(self, listener, msg: dict) -> None:
        kind = msg["type"]
        if kind == "pause":
            self._pause()
        elif kind == "resume":
            if self.paused:
                self.paused = False
                if self._window_open():
                    self._open_window()  # EW-22: a fresh full window
                else:
                    self.after_change()
        elif kind == "confirm":
            if self.confirm:
                self.confirm = False
                self.after_change()
        elif kind == "auto":
            self.auto = bool(msg.get("on"))  # EW-21: the running deadline is not touched
            if self.auto and not self._window_open():
                self.after_change()
        await self._broadcast()

    async def on_connect(self, listener) -> None:
        if self._window_open() and self.deadline is None:
            self.paused = True
        await listener.send({"type": "realtime", **self.status()})

    def on_disconnect(self, listener) -> None:
        if not self.table.listeners:
            self._pause()  # nobody watching: stop the clock (EW-22)

    # --- the clock --------------------------------------------------------------------
    def _pause(self) -> None:
        self.paused = True
        self.deadline = None
        self.window_id += 1
        for t in self.tasks:
            t.cancel()
        self.tasks.clear()

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
                print(i18n.translate("slap.stopped", i18n.env_lang(), why=f"{type(e).__name__}: {e}"),
                      file=sys.stderr, flush=True)
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
        if self.same_device and nxt is not None and self.last_player is not None and nxt != self.last_player:
            self.confirm = True  # EW-20: hand over; clock and judging wait for the button
        await self._broadcast()
        self.after_change()

    async def _play(self, seat: int) -> None:
        if self.paused or self.confirm or self._player_to_play() != seat:
            return
        async with self.table.lock:
            if "play" not in self.table.state.legal_texts(seat):
                return
            self.table.apply(seat, "play")
        self.last_player = seat
        self._open_window()
        await self._broadcast()

    async def _broadcast(self) -> None:
        hub_broadcast = getattr(self.table, "broadcast", None)
        if hub_broadcast is not None:
            await hub_broadcast()


def _now() -> float:
    return asyncio.get_event_loop().time()
