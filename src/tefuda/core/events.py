"""The one log-event schema of every game, and the one place a log is redacted.

Every entry of a game's `state.log` is a JSON-ready dict:
- `"kind"`: what happened (`"play"`, `"take"`, `"slap"` ...), named by the game;
- `"seat"`: the seat that acted, where one did;
- `"only"`: present on events only some seats may see (a card drawn into a hidden hand,
  the cards of an exchange): the list of those seats. Spectators see none of them.
  Every event without `"only"` is public.

`visible_log(log, viewer, start)` is the only function a front-end (browser, terminal,
bot protocol) may use to read a log: what it returns is what that viewer may be told.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

KIND = "kind"
SEAT = "seat"
ONLY = "only"


def visible(event: dict, viewer: int | None) -> bool:
    """May `viewer` (a seat, or None for a spectator) see this event?"""
    only = event.get(ONLY)
    if only is None:
        return True
    return viewer is not None and viewer in only


def visible_log(log: Sequence[dict], viewer: int | None, start: int = 0) -> list[dict]:
    """The events of `log[start:]` that `viewer` may see, in order (the same dicts:
    events are never changed once logged, so callers must not change them either)."""
    return [e for e in log[start:] if visible(e, viewer)]


def private(event: dict, seats: Iterable[int]) -> dict:
    """`event` marked as visible to `seats` only (games build hidden events with this)."""
    event[ONLY] = sorted(set(seats))
    return event


def expand_new(log: list[dict], recorded: Sequence, expand: Callable[[tuple], dict]) -> list[dict]:
    """`log` brought up to `recorded`, for a game that records its frequent events compactly
    (a tuple, made in a playout's every step) and shows them as dicts only when its log is
    read: every recorded entry past `len(log)` appended, a tuple as `expand` makes it, a
    dict as it is. Returns `log`."""
    for i in range(len(log), len(recorded)):
        ev = recorded[i]
        log.append(expand(ev) if ev.__class__ is tuple else ev)
    return log
