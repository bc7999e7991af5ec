"""A state class's fields, declared once; `clone`, `to_json` and `from_json` follow from it.

    FIELDS = StateFields(
        Field("phase"),                               # immutable value: shared by clones, JSON as is
        Field("finished", LIST),                      # a list of values: copied
        Field("table", key="table", dump=text_or_none, load=...),  # a codec for JSON
        Field("_cache", RESET, key=None),             # not in JSON; a clone starts with `reset`
        Derived("hands", dump=..., load=...),         # a JSON entry computed from several fields
    )

`clone`, `to_json` and `from_json` are generated code (one line per field, as fast as
written by hand), so a declaration costs nothing in playouts and searches (the
determinizations build a state from its JSON form). A field a state sets but the declaration misses is caught by
`missing_fields` (the protocol tests call it), so the lists cannot drift apart again.

Clones never copy an instance's `__dict__`: a field a clone should not share must be
declared with its copy kind, and a class compiled as a mypyc native class (tefuda.native)
keeps its fields in slots that a `__dict__` copy would silently drop. `instance_fields`
lists the fields an object really has in either case (check_game compares it across
clones and JSON round trips).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

SHARE = "share"  # immutable (int, str, bool, None, tuple, frozenset, the Game): the same object
LIST = "list"  # a list of immutable items: a new list
OPT_LIST = "opt_list"  # None or a list of immutable items
ROWS = "rows"  # a list of lists (or tuples) of immutable items: new inner lists
OPT_ROWS = "opt_rows"  # a list whose items are None or lists of immutable items
DICT = "dict"  # a dict of immutable keys and values: a new dict
RESET = "reset"  # a cache: a clone starts with `reset` instead

_COPY = {
    SHARE: "c.{n} = st.{n}",
    LIST: "c.{n} = st.{n}[:]",
    OPT_LIST: "c.{n} = None if st.{n} is None else st.{n}[:]",
    ROWS: "c.{n} = [list(r) for r in st.{n}]",
    OPT_ROWS: "c.{n} = [None if r is None else list(r) for r in st.{n}]",
    DICT: "c.{n} = dict(st.{n})",
}
# the JSON copy of a value `v` (both ways) when a field has no dump / load of its own
_JSON_COPY = {
    SHARE: "v",
    LIST: "list(v)",
    OPT_LIST: "None if v is None else list(v)",
    ROWS: "[list(r) for r in v]",
    OPT_ROWS: "[None if r is None else list(r) for r in v]",
    DICT: "dict(v)",
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
        for name in names:
            if not name.isidentifier():
                raise ValueError(f"not an attribute name: {name!r}")
        self.names = frozenset(names)
        self._to_json = self._json_writer()
        self._from_json = self._json_reader()

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
        return _compile("clone", lines, consts)

    # --- JSON -------------------------------------------------------------------------
    def to_json(self, st: Any) -> dict:
        return self._to_json(st)

    def from_json(
        self, blank: Callable[[], Any], game: Any, data: dict, before: Callable[[Any], None] | None = None
    ) -> Any:
        """A state from `to_json`'s form, filled into `blank()`. `before(state)` runs first
        (it sets what comes from the game, e.g. the player count); then the fields in their
        order (a missing key raises KeyError unless the field says what an older form
        means), then the Derived entries' loads in theirs. Fields with no JSON key and no
        RESET must be set by `before` or by a Derived entry."""
        return self._from_json(blank, game, data, before)

    def _json_writer(self) -> Callable[[Any], dict]:
        """The generated `to_json`: one line per JSON entry, in declaration order (a dotted
        key's object is made where its first entry is)."""
        lines = ["def to_json(st):", "    out = {}"]
        consts: dict[str, Any] = {}
        objects: dict[str, str] = {"": "out"}  # dotted prefix → the local holding that object
        for i, e in enumerate(self.entries):
            key = e.key if isinstance(e, Derived) else e.json_key
            if key is None:
                continue
            if isinstance(e, Derived):
                if e.dump is None:
                    continue
                consts[f"_dv{i}"] = e.dump
                value = f"_dv{i}(st)"
            else:
                lines.append(f"    v = st.{e.name}")
                if e.dump is not None:
                    consts[f"_d{i}"] = e.dump
                    value = f"_d{i}(v)"
                else:
                    value = _JSON_COPY[e.copy]
            *path, last = key.split(".")
            target = "out"
            for depth in range(1, len(path) + 1):
                prefix = ".".join(path[:depth])
                if prefix not in objects:
                    objects[prefix] = f"o{len(objects)}"
                    lines.append(f"    {objects[prefix]} = {target}.setdefault({path[depth - 1]!r}, {{}})")
                target = objects[prefix]
            lines.append(f"    {target}[{last!r}] = {value}")
        lines.append("    return out")
        return _compile("to_json", lines, consts)

    def _json_reader(self) -> Callable[[Any, Any, dict, Any], Any]:
        """The generated `from_json` (see `from_json`)."""
        lines = [
            "def from_json(_blank, game, data, before):",
            "    st = _blank()",
            "    if before is not None:",
            "        before(st)",
        ]
        consts: dict[str, Any] = {}
        for i, f in enumerate(self.fields):
            key = f.json_key
            if f.copy == RESET:
                consts[f"_r{i}"] = f.reset
                lines.append(f"    st.{f.name} = _r{i}")
                continue
            if key is None:
                continue
            if f.load is not None:
                consts[f"_l{i}"] = f.load
                value = f"_l{i}(v, game)"
            else:
                value = _JSON_COPY[f.copy]
            if f.missing is _UNSET:
                lines += [f"    v = {_lookup(key)}", f"    st.{f.name} = {value}"]
            else:  # an older form may lack the key
                consts[f"_m{i}"] = f.missing
                lines += [
                    "    try:",
                    f"        v = {_lookup(key)}",
                    "    except KeyError:",
                    f"        st.{f.name} = _m{i}",
                    "    else:",
                    f"        st.{f.name} = {value}",
                ]
        for i, e in enumerate(self.entries):
            if isinstance(e, Derived):
                consts[f"_dl{i}"] = e.load
                lines.append(f"    _dl{i}(st, {'None' if e.key is None else _lookup(e.key)})")
        lines.append("    return st")
        return _compile("from_json", lines, consts)

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


def _lookup(key: str) -> str:
    """The expression reading a (dotted) JSON key from `data`."""
    return "data" + "".join(f"[{k!r}]" for k in key.split("."))


def _compile(name: str, lines: list[str], consts: dict[str, Any]) -> Any:
    namespace: dict[str, Any] = dict(consts)
    exec("\n".join(lines), namespace)  # generated from a declaration, nothing else
    return namespace[name]
