"""Playing one `GameTask` to its end: the unit of work every backend runs.

A task's outcome depends only on the task (its seeds), so any worker on any machine
produces the same row. Only `duration` is wall-clock.
"""

from __future__ import annotations

import random
import time

from tefuda.core.errors import TefudaError
from tefuda.sim.spec import GameTask, canon, derive_seed

_GAMES: dict = {}  # per worker process: (game, options) → Game, built once


def _game(task: GameTask):
    from tefuda.games import make_game

    key = (task.game, canon(task.options))
    g = _GAMES.get(key)
    if g is None:
        g = _GAMES[key] = make_game(task.game, task.options)
    return g


def play_one(desc, game, bots, deal_seed: int, driver_seed: int, check: int = 0, check_seed: int = 0):
    """The one head-to-head loop: deal `game` from `deal_seed`, then the descriptor's
    driver (else the plain turn loop) plays it to its end with one bot per seat, its own
    randomness from `driver_seed`. Returns the finished state. Sims, the ladder and the
    research scripts all play their games through here. `check` N: the engine's
    invariants checked along the way (`tefuda sim --check`, tefuda.sim.invariants)."""
    from tefuda.bots.base import play_game

    state = game.new_state(seed=deal_seed)
    inv = None
    if check:
        from tefuda.sim.invariants import Checked, Invariants

        inv = Invariants(game, state, check_seed, every=check)
        bots = [Checked(b, lambda: inv) for b in bots]
    driver = desc.driver or play_game
    state = driver(state, bots, random.Random(driver_seed)) or state
    if inv is not None:
        inv.finish()
    return state


def play_task(task: GameTask, states: list | None = None) -> dict:
    """Play one game; the row stored for it (see `tefuda.sim.store.COLUMNS`). With
    `states`, the final state is appended to it (analyses that need the actions replay
    a stored game exactly this way)."""
    from tefuda.bots.spec import make_bot
    from tefuda.games import descriptor

    desc = descriptor(task.game)
    game = _game(task)
    start = time.perf_counter()
    bots = [
        make_bot(task.game, spec, game, seat, seed=derive_seed(task.seed, "bot", seat))
        for seat, spec in enumerate(task.seats)
    ]
    if task.match:
        return _play_match(task, desc, game, bots, start)
    state = play_one(
        desc,
        game,
        bots,
        task.deal_seed,
        derive_seed(task.seed, "driver"),
        check=task.check,
        check_seed=derive_seed(task.seed, "check"),
    )
    duration = time.perf_counter() - start
    if states is not None:
        states.append(state)
    row = {
        "idx": task.index,
        "point": task.point,
        "deal": task.deal,
        "seed": task.deal_seed,
        "bot_seed": task.seed,
        "options": canon(task.options),
        "seats": canon(list(task.seats)),
        "result": canon(state.result()),
        "returns": canon([float(r) for r in state.returns()]),
        "actions": len(state.history),
        "first": next((s for s, _ in state.history if s >= 0), None),
        "duration": duration,
    }
    if task.record:  # the runner writes it to a file of its own; the database never holds it
        record = state.record().to_json()
        record["meta"] = {"bots": list(task.seats), "sim_game": task.index}
        row["record"] = record
    return row


class _Counting:
    """Counts a bot's decisions (a match keeps only its current game's history)."""

    def __init__(self, bot):
        self.bot, self.n = bot, 0

    def act(self, view, legal):
        self.n += 1
        return self.bot.act(view, legal)


def play_match(
    desc, game, bots, seed: int | None = None, rng=None, check_seed: int | None = None, check_every: int = 25
):
    """Drive a whole match of the descriptor's match layer with one bot per seat; with
    `check_seed`, the engine's invariants are checked along every game of it."""
    from tefuda.bots.base import play_game as base_play_game

    driver = desc.driver or base_play_game
    m = desc.match(game, seed=seed)
    inv = None
    if check_seed is not None:
        from tefuda.sim.invariants import Checked, Invariants

        bots = [Checked(b, lambda: inv) for b in bots]
    while True:
        if check_seed is not None:
            inv = Invariants(game, m.state, derive_seed(check_seed, m.number), every=check_every)
        driver(m.state, bots, rng)
        if inv is not None:
            inv.finish()
        m.score_game()
        if m.is_over():
            return m
        m.next_game()


def _play_match(task: GameTask, desc, game, bots, start: float) -> dict:
    """A whole match as one row: result = {"winner", "scores", "standings", "games": [each
    game's record result]}; returns rank-based (1 for the match winner ... 0 for the last)."""
    counted = [_Counting(b) for b in bots]
    m = play_match(
        desc,
        game,
        counted,
        seed=task.deal_seed,
        check_seed=derive_seed(task.seed, "check") if task.check else None,
        check_every=task.check or 25,
    )
    standings = m.standings()
    n = len(bots)
    returns = [0.0] * n
    for s in standings:
        returns[s["seat"]] = (n - s["rank"]) / (n - 1) if n > 1 else 1.0
    result = {
        "winner": standings[0]["seat"],
        "scores": list(m.scores),
        "standings": standings,
        "games": list(m.results),
    }
    return {
        "idx": task.index,
        "point": task.point,
        "deal": task.deal,
        "seed": task.deal_seed,
        "bot_seed": task.seed,
        "options": canon(task.options),
        "seats": canon(list(task.seats)),
        "result": canon(result),
        "returns": canon(returns),
        "actions": sum(c.n for c in counted),
        "first": None,
        "duration": time.perf_counter() - start,
    }


class GameFailed(TefudaError):
    """An engine or bot error inside one game; names the game so it can be replayed."""


def play_chunk(tasks: list[GameTask]) -> list[dict]:
    rows = []
    for t in tasks:
        try:
            rows.append(play_task(t))
        except Exception as e:  # noqa: BLE001 - re-raised with the game's identity
            raise GameFailed(
                "sim.game_failed",
                index=t.index,
                game=t.game,
                options=canon(t.options),
                seats=list(t.seats),
                seed=t.deal_seed,
                bot_seed=t.seed,
                error=f"{type(e).__name__}: {e}",
            ) from e
    return rows
