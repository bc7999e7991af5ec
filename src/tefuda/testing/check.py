"""`check_game`: the protocol conformance every tefuda game must pass.

Random playouts, and along them: legal actions deterministic and re-parseable, illegal
actions rejected with the state unchanged, lossless JSON, cards conserved, records
replaying to identical states, and no hidden information in any seat's view (the hidden
cards are re-dealt consistently with that seat's knowledge and its view must not move).
"""

from __future__ import annotations

import json
import pickle
import random
from collections import Counter
from dataclasses import dataclass, field

from tefuda.core.errors import IllegalAction
from tefuda.core.fields import instance_fields
from tefuda.core.playout import play_random
from tefuda.core.record import Record
from tefuda.games import start_record


@dataclass
class CheckReport:
    games: int = 0
    actions: int = 0
    illegal_checked: int = 0
    leak_checked: int = 0
    json_checked: int = 0
    replays_checked: int = 0
    results: Counter = field(default_factory=Counter)


def _canon(obj) -> str:
    return json.dumps(obj, sort_keys=True, ensure_ascii=False)


def _same(a, b) -> bool:
    """Equal as JSON: plain equality first (fast), the canonical text only when that fails
    (a tuple in one and the list JSON makes of it in the other are still the same)."""
    return a == b or _canon(a) == _canon(b)


def _snapshot(state) -> bytes:
    """The state's JSON form, frozen: later changes to the state cannot reach it (to_json may
    hand out its own lists), and pickling is several times faster than a canonical dump."""
    return pickle.dumps(state.to_json(), protocol=pickle.HIGHEST_PROTOCOL)


def _same_as(snapshot: bytes, state) -> bool:
    """The state equals a snapshot: the same pickle when it was built the same way, else equal
    as JSON."""
    now = state.to_json()
    return pickle.dumps(now, protocol=pickle.HIGHEST_PROTOCOL) == snapshot or _same(pickle.loads(snapshot), now)


def random_playout(game, seed: int, rng: random.Random | None = None, max_actions: int = 200_000):
    """Play one game with uniformly random legal actions; return the final state."""
    state = game.new_state(seed=seed)
    play_random(state, rng or random.Random(seed), max_actions)
    if not state.is_over():
        raise AssertionError(f"seed {seed}: game did not end after {max_actions} actions")
    return state


def _expect_refused(state, seat, action, why: str) -> None:
    """`action` by `seat` raises IllegalAction with a message (whether the state stayed the
    same is checked once for all the refusals of a step: see check_game)."""
    try:
        state.apply(seat, action)
    except IllegalAction as e:
        assert str(e), f"IllegalAction without a message for {action!r}"
    else:
        raise AssertionError(f"{why}: seat {seat} could apply {action!s}")


def _check_json(game, state) -> None:
    data = state.to_json()
    back = game.state_from_json(json.loads(json.dumps(data, ensure_ascii=False)))
    assert _same(back.to_json(), data), "JSON round trip changed the state"
    for seat in back.to_move():
        assert [str(a) for a in back.legal_actions(seat)] == [str(a) for a in state.legal_actions(seat)]
    clone = state.clone()
    assert _same(clone.to_json(), data), "clone differs from the state"
    # a field the JSON form does not show (the game, caches) must not be lost either: in the
    # compiled build fields are slots, which a copy of __dict__ would silently drop
    fields = instance_fields(state)
    assert instance_fields(clone) == fields, f"clone lost or added fields: {instance_fields(clone) ^ fields}"
    assert instance_fields(back) == fields, f"from_json lost or added fields: {instance_fields(back) ^ fields}"


def _check_views(game, state, rng, seats) -> None:
    for seat in list(seats) + [None]:
        view = state.view(seat)
        json.dumps(view)  # views must be JSON-ready
        other = game.redeal_hidden(state, seat, rng)
        assert _same(other.view(seat), view), (
            f"seat {seat}'s view changed when cards it cannot see were re-dealt: it leaks"
        )


def check_game(
    game,
    playouts: int = 1000,
    seed: int = 0,
    deep_games: int = 20,
    deep_every: int = 25,
    max_actions: int = 200_000,
) -> CheckReport:
    """Run the conformance checks; raise AssertionError on the first failure."""
    report = CheckReport()
    seats_all = list(range(game.num_players))
    conserve = True
    for g in range(playouts):
        rng = random.Random(seed * 1_000_003 + g)
        state = game.new_state(seed=seed * 1_000_003 + g)
        deep = g < deep_games
        record_start = state.setup()
        snapshots = [_snapshot(state)] if deep else []
        if conserve:
            try:
                cards0 = Counter(str(c) for c in state.all_cards())
            except NotImplementedError:
                conserve = False
        step = 0
        while not state.is_over():
            seats = state.to_move()
            assert seats, "to_move() is empty but the game is not over"
            # every step of the first games; afterwards about one step in `deep_every`,
            # drawn at random, so the costly checks cover many games at a small price
            full = deep or rng.randrange(deep_every) == 0
            seat = seats[0] if len(seats) == 1 else seats[rng.randrange(len(seats))]
            legal = state.legal_actions(seat)
            assert legal, f"seat {seat} is to move but has no legal action"
            if full:
                again = state.legal_actions(seat)
                assert [str(a) for a in again] == [str(a) for a in legal], "legal_actions not deterministic"
                for a in legal:
                    assert game.parse_action(str(a)) == a, f"{a!s} does not parse back to itself"
                # a seat that may not act is refused, and so is each illegal example, without
                # change: one snapshot before and one comparison after all of them (a refusal
                # that changed the state is named by the list; serialising a long game's state
                # twice per refusal cost most of the check's time)
                before, refused = _snapshot(state), []
                for other in seats_all:
                    if other not in seats:
                        assert not state.legal_actions(other), f"seat {other} has actions out of turn"
                        a = legal[rng.randrange(len(legal))]
                        _expect_refused(state, other, a, "a seat not to move acted")
                        refused.append((other, str(a)))
                for text in getattr(game, "illegal_examples", lambda s, p: [])(state, seat):
                    _expect_refused(state, seat, text, "an illegal example was accepted")
                    refused.append((seat, str(text)))
                report.illegal_checked += len(refused)
                assert _same_as(before, state), f"one of the refused actions {refused} changed the state"
                _check_json(game, state)
                report.json_checked += 1
                try:
                    _check_views(game, state, rng, [s for s in seats_all])
                    report.leak_checked += 1
                except NotImplementedError:
                    pass
            action = legal[rng.randrange(len(legal))]
            state.apply(seat, action)
            step += 1
            report.actions += 1
            if deep:
                snapshots.append(_snapshot(state))
            if conserve and full:
                now = Counter(str(c) for c in state.all_cards())
                assert now == cards0, f"cards not conserved: {(now - cards0) + (cards0 - now)}"
            assert step <= max_actions, f"game {g} did not end"
        assert state.result() is not None, "game over without a result"
        assert len(state.returns()) == game.num_players
        for s in seats_all:
            assert not state.legal_actions(s), "actions offered after the game ended"
        report.results[_canon(state.result().get("reason", state.result().get("winner", "-")))] += 1
        if deep:
            rec = Record(
                game=game.name,
                options=game.public_options(),
                setup=record_start,
                actions=[(s, str(a)) for s, a in state.history],
            )
            rec = Record.from_json(json.loads(_canon(rec.to_json())))
            _, replay_state = start_record(rec)
            assert _same_as(snapshots[0], replay_state), "record setup does not deal the same game"
            for i, (step_info, st) in enumerate(rec.replay(replay_state)):
                assert step_info.ok, f"replay rejected action {i}: {step_info.error}"
                assert _same_as(snapshots[i + 1], st), f"replay differs after action {i}"
            report.replays_checked += 1
        report.games += 1
    return report
