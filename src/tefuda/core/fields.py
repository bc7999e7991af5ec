"""A state class's fields, declared once; `clone`, `to_json` and `from_json` follow from it.

    FIELDS = StateFields(
        Field("phase"),                               # immutable value: shared by clones, JSON as is
        Field("finished", LIST),                      # a list of values: copied
        Field("table", key="table", dump=text_or_none, load=...),  # a codec for JSON
        Field("_cache", RESET, key=None),             # not in JSON; a clone starts with `reset`
        Derived("hands", dump=..., load=...),         # a JSON entry computed from several fields
    )

`clone` is generated code (one assignment per field, as fast as written by hand), so a
declaration costs nothing in playouts and searches. `to_json` / `from_json` walk the
declaration. A field a state sets but the declaration misses is caught by
`missing_fields` (the protocol tests call it), so the lists cannot drift apart again.

Clones never copy an instance's `__dict__`: a field a clone should not share must be
declared with its copy kind, and a class compiled as a mypyc native class (tefuda.native)
keeps its fields in slots that a `__dict__` copy would silently drop. `instance_fields`
lists the fields an object really has in either case (check_game compares it across
clones and JSON round trips).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

SHARE = "share"    # immutable (int, str, bool, None, tuple, frozenset, the Game): the same object
LIST = "list"      # a list of immutable items: a new list
OPT_LIST = "opt_list"  # None or a list of immutable items
ROWS = "rows"      # a list of lists (or tuples) of immutable items: new inner lists
OPT_ROWS = "opt_rows"  # a list whose items are None or lists of immutable items
DICT = "dict"      # a dict of immutable keys and values: a new dict
RESET = "reset"    # a cache: a clone starts with `reset` instead

_COPY = {
    SHARE: "c.{n} = st.{n}",
    LIST: "c.{n} = st.{n}[:]",
    OPT_LIST: "c.{n} = None if st.{n} is None else st.{n}[:]",
    ROWS: "c.{n} = [list(r) for r in st.{n}]",
    OPT_ROWS: "c.{n} = [None if r is None else list(r) for r in st.{n}]",
    DICT: "c.{n} = dict(st.{n})",
}
_JSON_COPY: dict[str, Callable[[Any], Any]] = {
    SHARE: lambda v: v,
    LIST: list,
    OPT_LIST: lambda v: None if v is None else list(v),
    ROWS: lambda v: [list(r) for r in v],
    OPT_ROWS: lambda v: [None if r is None else list(r) for r in v],
    DICT: dict,
}

_UNSET = object()


@dataclass(frozen=True)
class Field:
    """One attribute: how a clone copies it, and its JSON entry.

    key: the JSON key (dotted for a nested object, e.g. "local.back"); default the
    attribute's name; None: not in the JSON form (set by `from_json`'s `after` hook or
    derived from other entries). dump(value) / load(json value, game) convert; by default
    the copy kind's copy. reset: the value a clone (and `from_json`) gives a RESET field.
    missing: the value when an older JSON form lacks the key (else the key is required)."""

    name: str
    copy: str = SHARE
    key: str | None | object = _UNSET
    dump: Callable[[Any], Any] | None = None
    load: Callable[[Any, Any], Any] | None = None
    reset: Any = None
    missing: Any = _UNSET  # the value when the JSON lacks the key (older records); default: required

    @property
    def json_key(self) -> str | None:
        return self.name if self.key is _UNSET else self.key  # type: ignore[return-value]


@dataclass(frozen=True)
class Derived:
    """A JSON entry computed from several fields: dump(state) → JSON value;
    load(state, JSON value) sets the fields (after every plain field is loaded).
    key None: no JSON entry; load(state, None) recomputes fields from the others."""

    key: str | None
    dump: Callable[[Any], Any] | None
    load: Callable[[Any, Any], None]


class StateFields:
    """The declaration: `cloner(blank)` → clone, `to_json(state)`, `from_json(blank, game, data)`."""

    def __init__(self, *entries: Field | Derived):
        self.entries = entries
        self.fields = tuple(e for e in entries if isinstance(e, Field))
        names = [f.name for f in self.fields]
        if len(set(names)) != len(names):
            raise ValueError(f"a field is declared twice: {names}")
        self.names = frozenset(names)
        self._clone: Callable[[Any, Any], Any] | None = None

    # --- clone ------------------------------------------------------------------------
    def cloner(self, blank: Callable[[], Any]) -> Callable[[Any], Any]:
        """The generated `clone`: `blank()` (a new instance with no fields set; a class
        compiled by mypyc cannot be created without its __init__), then one line per field."""
        lines = ["def clone(st):", "    c = _blank()"]
        consts: dict[str, Any] = {"_blank": blank}
        for i, f in enumerate(self.fields):
            if f.copy == RESET:
                consts[f"_r{i}"] = f.reset
                lines.append(f"    c.{f.name} = _r{i}")
            else:
                lines.append("    " + _COPY[f.copy].format(n=f.name))
        lines.append("    return c")
        namespace: dict[str, Any] = dict(consts)
        exec("\n".join(lines), namespace)  # generated from the declaration above, nothing else
        return namespace["clone"]

    # --- JSON -------------------------------------------------------------------------
    def to_json(self, st: Any) -> dict:
        out: dict = {}
        for e in self.entries:
            if isinstance(e, Derived):
                if e.key is not None and e.dump is not None:
                    _put(out, e.key, e.dump(st))
                continue
            key = e.json_key
            if key is None:
                continue
            value = getattr(st, e.name)
            _put(out, key, e.dump(value) if e.dump else _JSON_COPY[e.copy](value))
        return out

    def from_json(self, blank: Callable[[], Any], game: Any, data: dict,
                  before: Callable[[Any], None] | None = None) -> Any:
        """A state from `to_json`'s form, filled into `blank()`. `before(state)` runs first
        (it sets what comes from the game, e.g. the player count); fields with no JSON key
        and no RESET must be set by it or by a Derived entry."""
        st = blank()
        if before is not None:
            before(st)
        for f in self.fields:
            key = f.json_key
            if f.copy == RESET:
                setattr(st, f.name, f.reset)
            elif key is not None:
                try:
                    raw = _get(data, key)
                except KeyError:
                    if f.missing is _UNSET:
                        raise
                    setattr(st, f.name, f.missing)
                    continue
                setattr(st, f.name, f.load(raw, game) if f.load else _JSON_COPY[f.copy](raw))
        for e in self.entries:
            if isinstance(e, Derived):
                e.load(st, None if e.key is None else _get(data, e.key))
        return st

    def missing_fields(self, st: Any) -> set[str]:
        """Attributes the state has (or its compiled class declares) that the declaration
        does not list (should be empty)."""
        return (instance_fields(st) | declared_slots(st)) - self.names

    def unset_fields(self, st: Any) -> set[str]:
        """Declared fields the state has no value for (should be empty)."""
        return set(self.names - instance_fields(st))


def declared_slots(obj: Any) -> set[str]:
    """The attributes a compiled (mypyc native) class and its compiled bases declare."""
    return {n for n in getattr(type(obj), "__mypyc_attrs__", ()) if n != "__dict__"}


def instance_fields(obj: Any) -> set[str]:
    """The attributes `obj` has a value for: its `__dict__` and, in the compiled build,
    the native slots that are set (an unset slot raises AttributeError)."""
    names = set(getattr(obj, "__dict__", ()))
    for n in declared_slots(obj):
        try:
            getattr(obj, n)
        except AttributeError:
            continue
        names.add(n)
    return names


def _put(out: dict, key: str, value: Any) -> None:
    *path, last = key.split(".")
    for k in path:
        out = out.setdefault(k, {})
    out[last] = value


def _get(data: dict, key: str) -> Any:
    for k in key.split("."):
        data = data[k]
    return data
