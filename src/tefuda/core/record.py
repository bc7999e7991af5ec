"""Records: options + setup (or seed) + (seat, action text) pairs. Replaying one
reproduces every state exactly; illegal actions are reported and change nothing."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator

from tefuda.core.errors import IllegalAction, RecordError, TefudaError

MAX_RECORD_BYTES = 50 * 1024 * 1024


@dataclass
class ReplayStep:
    i: int
    seat: int
    action: str
    ok: bool
    error: str | None = None

    def to_json(self) -> dict:
        d: dict[str, Any] = {"i": self.i, "seat": self.seat, "action": self.action, "ok": self.ok}
        if not self.ok:
            d["error"] = self.error
        return d


@dataclass
class Record:
    game: str
    options: dict = field(default_factory=dict)
    setup: dict | None = None
    seed: int | None = None
    actions: list[tuple[int, str]] = field(default_factory=list)

    @classmethod
    def from_json(cls, obj: Any) -> "Record":
        if not isinstance(obj, dict):
            raise RecordError("a record must be a JSON object", "record.not_object")
        unknown = set(obj) - {"game", "options", "setup", "seed", "actions", "result", "meta"}
        if unknown:
            raise RecordError(f"unknown record fields: {', '.join(sorted(unknown))}", "record.fields")
        game = obj.get("game")
        if not isinstance(game, str):
            raise RecordError("record.game must be a game name", "record.game")
        options = obj.get("options")
        if options is None:
            options = {}
        if not isinstance(options, dict):
            raise RecordError("record.options must be an object", "record.options")
        setup = obj.get("setup")
        seed = obj.get("seed")
        if setup is not None and seed is not None:
            raise RecordError("a record has either setup or seed, not both", "record.setup_seed")
        if setup is not None and not isinstance(setup, dict):
            raise RecordError("record.setup must be an object", "record.setup")
        if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
            raise RecordError("record.seed must be an integer", "record.seed")
        raw = obj.get("actions", [])
        if not isinstance(raw, list):
            raise RecordError("record.actions must be a list", "record.actions")
        actions = []
        for i, a in enumerate(raw):
            if not isinstance(a, dict) or set(a) - {"seat", "action", "t"}:
                raise RecordError(f"action {i} must be {{seat, action}}", "record.action", i=i)
            seat, text = a.get("seat"), a.get("action")
            if not isinstance(seat, int) or isinstance(seat, bool) or not isinstance(text, str):
                raise RecordError(f"action {i} needs an integer seat and an action text", "record.action", i=i)
            actions.append((seat, text))
        return cls(game=game, options=options, setup=setup, seed=seed, actions=actions)

    @classmethod
    def load(cls, path: str | Path) -> "Record":
        p = Path(path)
        try:
            if p.stat().st_size > MAX_RECORD_BYTES:
                raise RecordError(f"{p}: record larger than {MAX_RECORD_BYTES} bytes", "record.size")
            obj = json.loads(p.read_text(encoding="utf-8"))
        except OSError as e:
            raise RecordError(f"cannot read {p}: {e.strerror or e}", "record.io") from None
        except (UnicodeDecodeError, json.JSONDecodeError) as e:
            raise RecordError(f"{p} is not valid JSON: {e}", "record.json") from None
        return cls.from_json(obj)

    def to_json(self) -> dict:
        d: dict[str, Any] = {"game": self.game, "options": self.options}
        if self.setup is not None:
            d["setup"] = self.setup
        if self.seed is not None:
            d["seed"] = self.seed
        d["actions"] = [{"seat": s, "action": a} for s, a in self.actions]
        return d

    def start(self):
        """The rules variant and the initial state; RecordError / OptionError / SetupError if bad."""
        from tefuda.games import make_game

        game = make_game(self.game, self.options)
        return game, game.new_state(seed=self.seed, setup=self.setup)

    def replay(self, state=None) -> Iterator[tuple[ReplayStep, Any]]:
        """Apply each action in turn; yields (step, state). Illegal ones change nothing."""
        if state is None:
            _, state = self.start()
        for i, (seat, text) in enumerate(self.actions):
            try:
                state.apply(seat, text)
                yield ReplayStep(i, seat, text, True), state
            except IllegalAction as e:
                yield ReplayStep(i, seat, text, False, str(e)), state
            except TefudaError as e:  # a malformed card inside an action text, say
                yield ReplayStep(i, seat, text, False, str(e)), state
