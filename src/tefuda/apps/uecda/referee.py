"""tefuda as the UECda referee: the messages the official server sends, byte for byte, with
tefuda's engine (preset `uecda`) deciding every rule.

The message flow and every field follow the referee's program (tndhms 0.29, read from
FujiGokoroUECda's `src/server/`): per game the hands (the gifts already taken), the
returns of the 大富豪 and 富豪, then per turn the hands with the state to all, the mover's
table, the answer 9 / 8 to the mover, the table to all, and 0 / 1 / 2 to all. Rows 5–6
are the state; like the referee, tefuda fills them into its last received table, so a
client's own numbers in row 5 (columns 8–14), row 6 and row 7 come back to everybody —
docs/uecda.md. A table the referee would call an error, or a play the engine refuses, is
a pass (answered 8); a bad return hands back the strongest cards instead.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Protocol

from tefuda.core.errors import IllegalAction
from tefuda.games.daifugo.actions import JOKER_SINGLE, PASS, Give, Play
from tefuda.games.daifugo.uecda import first_setup
from tefuda.games.daifugo.uecda_table import empty, hand_table, read_gift, read_play, strongest

N = 5


class Port(Protocol):
    """One place at the table: a client over TCP, or a tefuda CPU in this process."""

    name: str

    def send_table(self, table, kind: str) -> None: ...

    def send_int(self, value: int, kind: str) -> None: ...

    def read_table(self, kind: str): ...  # None: the client is gone (read as an empty table)


class Referee:
    """Plays a match of `games` games between five ports; `setups` (tests) replace the
    deals the referee would shuffle. `on_game(record, result)` is called after each game."""

    def __init__(
        self,
        game,
        ports: list[Port],
        games: int,
        seed: int | None = None,
        setups: list[dict] | None = None,
        on_game: Callable | None = None,
        work=None,
    ):
        self.game = game
        self.ports = ports
        self.games = games
        self.rng = random.Random(seed)
        self.setups = setups
        self.on_game = on_game
        self.work = work if work is not None else empty()  # the last table read (the referee's work_card)
        self.mibun = list(range(N))  # players by the titles of the last game (its `mibun`)
        self.points = [0] * N
        self.results: list[dict] = []

    # --- the match -----------------------------------------------------------------------
    def run(self) -> list[int]:
        state = None
        for number in range(1, self.games + 1):
            if self.setups is not None:
                setup = self.setups[number - 1]
            elif state is None:
                setup = first_setup(self.game, self.rng)
            else:
                setup = self.game.next_setup(state, self.rng)
            state = self.game.new_state(setup=setup)
            self.play_game(state, number)
        return self.points

    def play_game(self, state, number: int) -> None:
        record = {
            "game": "daifugo",
            "options": {"preset": "uecda"},
            "setup": state.setup(),
            "actions": [],
            "meta": {
                "names": [p.name for p in self.ports],  # (`tefuda replay` names the players so)
                "uecda": {"players": [p.name for p in self.ports], "number": number, "acks": [], "bad_tables": []},
            },
        }
        self.state = state  # (the game in play: tests compare what clients see with it)
        self.ring = list(state.ring)
        self.reset = state.titles is None
        self._exchange(state, record)
        self.work = empty()  # (the referee clears its buffer before the first turn)
        self.stage = empty()
        while not state.is_over():
            self._turn(state, record, number)
        order = state.result()["finish_order"]
        self.mibun = list(order)
        for place, seat in enumerate(order):
            self.points[seat] += N - place
        result = state.result()
        record["result"] = result
        record["meta"]["uecda"]["points"] = list(self.points)
        self.results.append(result)
        if self.on_game is not None:
            self.on_game(record, result)

    # --- rows 5 and 6 --------------------------------------------------------------------
    def _status(self, now: int, empty_table: bool, back: int, rev: int, lock: int, counts) -> None:
        """Write the state into the last table read, as the referee does: row 5 columns 0–7,
        row 6: cards left per player, titles (the `mibun` loop; all 0 in a game without
        titles), the seating order."""
        w = self.work
        w[5][0:8] = [0, 0, 0, now, int(empty_table), back, rev, lock]
        w[6][0:5] = list(counts)
        if self.reset:
            w[6][5:10] = [0] * 5
        else:
            for i, p in enumerate(self.mibun):
                w[6][p + 5] = i
        w[6][10:15] = list(self.ring)

    def _hand(self, cards, extra: dict | None = None, turn: bool = False):
        t = hand_table(cards)
        t[5] = list(self.work[5])
        t[6] = list(self.work[6])
        if extra:
            for col, v in extra.items():
                t[5][col] = v
        if turn:
            t[5][2] = 1
        return t

    # --- the exchange ----------------------------------------------------------------------
    def _exchange(self, state, record) -> None:
        counts = list(state.hand_sizes)
        self._status(6, False, 0, 0, 0, counts)  # (6: nobody's turn yet)
        hands = [state.hand(s) for s in range(N)]
        mib = self.mibun
        if self.reset:
            for i in range(N):
                self.ports[mib[i]].send_table(self._hand(hands[mib[i]], {0: 1, 1: 0}), "game")
            return
        # the gifts: the referee takes them before anybody is asked (the engine: one legal give)
        before = {mib[3]: hands[mib[3]], mib[4]: hands[mib[4]]}
        for _ in range(2):
            giver = state.to_move()[0]
            self._apply(state, record, giver, state.legal_actions(giver)[0], None)
        for i in range(N):
            p = mib[i]
            cards = before[p] if p in before else state.hand(p)
            self.ports[p].send_table(self._hand(cards, {0: 1, 1: 2 - i}), "game")
        for who, k, strict in ((mib[0], 2, True), (mib[1], 1, False)):  # the 大富豪, then the 富豪
            t = self._read(who, "give")
            hand = state.hand(who)
            cards = read_gift(t, k, hand, strict=strict)
            if cards is None:
                record["meta"]["uecda"]["bad_tables"].append(len(record["actions"]))
                cards = strongest(hand, k)  # the referee hands back the strongest instead
            self._apply(state, record, who, Give(cards), None)

    # --- a turn ----------------------------------------------------------------------------
    def _turn(self, state, record, number: int) -> None:
        now = state.to_move()[0]
        table_before, lock_before = state.table, state.lock
        self._status(
            now, table_before is None, int(state.back), int(state.revolution), int(bool(lock_before)), state.hand_sizes
        )
        for p in range(N):
            self.ports[p].send_table(self._hand(state.hand(p), turn=(p == now)), "status")
        t0 = time.perf_counter()
        t = self._read(now, "play")
        took = time.perf_counter() - t0
        action = read_play(t)
        log_at = len(state.log)
        accepted = False
        if isinstance(action, Play):
            try:
                self._apply(state, record, now, action, took)
                accepted = True
            except IllegalAction:
                pass
        if not accepted:
            if action is not PASS:  # an error or a play the rules refuse: the referee's pass
                record["meta"]["uecda"]["bad_tables"].append(len(record["actions"]))
            self._apply(state, record, now, PASS, took)
        new = state.log[log_at:]
        ack = 9 if accepted or (action is PASS and table_before is None) else 8
        record["meta"]["uecda"]["acks"].append(ack)
        self.ports[now].send_int(ack, "ack")
        # the state the referee shows after the move, before it flushes the table
        if accepted:
            self.stage = [list(r) for r in t]
            lock = 0 if action is JOKER_SINGLE else int(bool(lock_before) or any(e["kind"] == "lock" for e in new))
        else:
            lock = int(bool(lock_before))
        for e in new:
            if e["kind"] == "finish":
                self.mibun[e["place"] - 1] = e["seat"]
        self._status(now, table_before is None and not accepted, 0, int(state.revolution), lock, state.hand_sizes)
        stage = [list(r) for r in self.stage]
        stage[5], stage[6] = list(self.work[5]), list(self.work[6])
        for p in range(N):
            self.ports[p].send_table(stage, "stage")
        if any(e["kind"] == "trick_end" for e in new):
            self.stage = empty()  # the flush
        end = (2 if number == self.games else 1) if state.is_over() else 0
        for p in range(N):
            self.ports[p].send_int(end, "end")

    # --- helpers ----------------------------------------------------------------------------
    def _read(self, who: int, kind: str):
        t = self.ports[who].read_table(kind)
        if t is None:  # a closed connection: the referee reads an empty table
            t = empty()
        self.work = [list(r) for r in t]
        return self.work

    def _apply(self, state, record, seat: int, action, took) -> None:
        state.apply(seat, action)
        entry = {"seat": seat, "action": action.text}
        if took is not None:
            entry["t"] = round(took, 4)
        record["actions"].append(entry)


__all__ = ["Referee", "Port", "N"]
