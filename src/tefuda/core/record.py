"""Records: options + setup (or seed) + (seat, action text) pairs. Replaying one
reproduces every state exactly; illegal actions are reported and change nothing."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tefuda.core import i18n
from tefuda.core.errors import IllegalAction, RecordError, TefudaError

MAX_RECORD_BYTES = 50 * 1024 * 1024
SIM_FILE_MAGIC = (b"SQLite format 3\x00", b"PAR1")  # the sim's .sqlite and .parquet files
MAX_DEPTH = 64  # nesting of JSON arrays/objects in a record (real ones use about 5)

i18n.register(
    {
        "record.io": {"en": "cannot read {path}: {why}", "ja": "{path} を読めません: {why}"},
        "record.size": {
            "en": "{path}: record larger than {limit} bytes",
            "ja": "{path}: 記録が {limit} バイトを超えています",
        },
        # the file a sim writes, given to replay by mistake (both hold games, only one is a record)
        "record.sim_file": {
            "en": "{path} is a tefuda sim result file, not a game record; for a report on it run: tefuda report {path}",
            "ja": "{path} は tefuda sim の結果ファイルで、対局の記録ではありません。"
            "レポートを作るには tefuda report {path} を実行してください",
        },
        "record.json": {"en": "{path} is not valid JSON: {why}", "ja": "{path} は正しい JSON ではありません: {why}"},
        "record.depth": {
            "en": "{path}: nested more than {depth} levels deep",
            "ja": "{path}: 入れ子が{depth}段を超えています",
        },
        "record.malformed": {
            "en": "{path}: the record's setup or options do not have the form its game expects",
            "ja": "{path}: 記録の setup かオプションがゲームの形式になっていません",
        },
        "record.number": {
            "en": "{path}: a number with more digits than a record can hold",
            "ja": "{path}: 記録に使えない桁数の数があります",
        },
    }
)


def _depth(obj) -> int:
    """Nesting depth of a JSON value, without recursion."""
    deepest, stack = 0, [(obj, 1)]
    while stack:
        v, d = stack.pop()
        deepest = max(deepest, d)
        if isinstance(v, dict):
            stack.extend((x, d + 1) for x in v.values())
        elif isinstance(v, list):
            stack.extend((x, d + 1) for x in v)
    return deepest


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


MAX_NAME = 64  # characters of a player's name kept from a record's meta.names


def _names(meta) -> list[str] | None:
    """`meta.names`: the players' own names, one per seat (a tournament's programs, say).
    `meta` is free for whoever wrote the record, so a `names` of another shape is not an
    error: it names nobody."""
    names = meta.get("names") if isinstance(meta, dict) else None
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        return None
    return [n[:MAX_NAME] for n in names]


@dataclass
class Record:
    game: str
    options: dict = field(default_factory=dict)
    setup: dict | None = None
    seed: int | None = None
    actions: list[tuple[int, str]] = field(default_factory=list)
    names: list[str] | None = None  # meta.names: each seat's own name, if the record has them

    @classmethod
    def from_json(cls, obj: Any) -> Record:
        if not isinstance(obj, dict):
            raise RecordError("record.not_object")
        unknown = set(obj) - {"game", "options", "setup", "seed", "actions", "result", "meta"}
        if unknown:
            raise RecordError("record.fields", fields=", ".join(sorted(unknown)))
        game = obj.get("game")
        if not isinstance(game, str):
            raise RecordError("record.game")
        options = obj.get("options")
        if options is None:
            options = {}
        if not isinstance(options, dict):
            raise RecordError("record.options")
        setup = obj.get("setup")
        seed = obj.get("seed")
        if setup is not None and seed is not None:
            raise RecordError("record.setup_seed")
        if setup is not None and not isinstance(setup, dict):
            raise RecordError("record.setup")
        if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
            raise RecordError("record.seed")
        raw = obj.get("actions", [])
        if not isinstance(raw, list):
            raise RecordError("record.actions")
        actions = []
        for i, a in enumerate(raw):
            if not isinstance(a, dict) or set(a) - {"seat", "action", "t"}:
                raise RecordError("record.action", i=i)
            seat, text = a.get("seat"), a.get("action")
            if not isinstance(seat, int) or isinstance(seat, bool) or not isinstance(text, str):
                raise RecordError("record.action", i=i)
            actions.append((seat, text))
        return cls(game=game, options=options, setup=setup, seed=seed, actions=actions, names=_names(obj.get("meta")))

    @classmethod
    def load(cls, path: str | Path) -> Record:
        """Read a record file someone else may have written: at most MAX_RECORD_BYTES read
        (a device such as /dev/zero has no size to trust), JSON nested at most MAX_DEPTH
        levels, no number of more digits than Python converts."""
        p = Path(path)
        try:
            with open(p, "rb") as f:
                data = f.read(MAX_RECORD_BYTES + 1)
        except OSError as e:
            raise RecordError("record.io", path=str(p), why=e.strerror or str(e)) from None
        if len(data) > MAX_RECORD_BYTES:
            raise RecordError("record.size", path=str(p), limit=MAX_RECORD_BYTES)
        if data.startswith(SIM_FILE_MAGIC):
            raise RecordError("record.sim_file", path=str(p))
        try:
            obj = json.loads(data.decode("utf-8"))
        except RecursionError:
            raise RecordError("record.depth", path=str(p), depth=MAX_DEPTH) from None
        except (UnicodeDecodeError, json.JSONDecodeError) as e:
            raise RecordError("record.json", path=str(p), why=str(e)) from None
        except ValueError:  # an integer literal past Python's digit limit
            raise RecordError("record.number", path=str(p)) from None
        if _depth(obj) > MAX_DEPTH:
            raise RecordError("record.depth", path=str(p), depth=MAX_DEPTH)
        return cls.from_json(obj)

    def to_json(self) -> dict:
        d: dict[str, Any] = {"game": self.game, "options": self.options}
        if self.setup is not None:
            d["setup"] = self.setup
        if self.seed is not None:
            d["seed"] = self.seed
        d["actions"] = [{"seat": s, "action": a} for s, a in self.actions]
        if self.names is not None:
            d["meta"] = {"names": list(self.names)}
        return d

    def replay(self, state) -> Iterator[tuple[ReplayStep, Any]]:
        """Apply each action in turn to `state` (the record's start: `tefuda.games.start_record`,
        which knows the games — this module knows none); yields (step, state). Illegal
        ones change nothing."""
        for i, (seat, text) in enumerate(self.actions):
            try:
                state.apply(seat, text)
                yield ReplayStep(i, seat, text, True), state
            except IllegalAction as e:
                yield ReplayStep(i, seat, text, False, str(e)), state
            except TefudaError as e:  # a malformed card inside an action text, say
                yield ReplayStep(i, seat, text, False, str(e)), state
