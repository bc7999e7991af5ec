"""Fixed integer action spaces: action text ↔ token sequences (translate, never decide).

A codec gives every action text a short sequence of integer *tokens* from a fixed range
`0 .. size-1`. Most actions are one token (a catalog entry); combinatorial ones (a
payment of several cards) are several tokens picked one after another, ended by an END token, so
the sequences are prefix-free. Legality always comes from `state.legal_actions(seat)`:
the codec only translates those actions, and `Decision` lets an agent pick among them.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Iterable, Sequence
from typing import Any

import numpy as np


class EncodingError(ValueError):
    """An action the codec cannot express, or a token that is not allowed now."""


class Codec:
    """A fixed token vocabulary with a text → tokens translation.

    `names` lists the tokens' texts (`text(token)` / `token(text)` translate, checked);
    `key(text)` returns the tuple of token names for an action text, or raises
    EncodingError.
    """

    game: str = ""
    wait: int | None = None  # token of the "wait" pseudo-action in reaction windows

    def __init__(self, names: Sequence[str], key: Callable[[str], tuple[str, ...]]):
        self.names = list(names)
        self.index = {n: i for i, n in enumerate(self.names)}
        if len(self.index) != len(self.names):
            raise ValueError("codec token names must be distinct")
        self._key = key
        self._cache: dict[str, tuple[int, ...]] = {}
        self._masks: dict[tuple, np.ndarray] = {}
        self._by_value: dict[Any, tuple[int, ...]] = {}

    @property
    def size(self) -> int:
        return len(self.names)

    def tokens(self, text: str) -> tuple[int, ...]:
        """Token sequence of one action text (cached: texts repeat across games)."""
        got = self._cache.get(text)
        if got is None:
            try:
                got = tuple(self.index[n] for n in self._key(text))
            except (KeyError, IndexError, ValueError) as e:  # a text the game's key cannot read
                raise EncodingError(f"{self.game}: action {text!r} has no encoding ({e})") from None
            self._cache[text] = got
        return got

    def mask(self, allowed: Sequence[int]) -> np.ndarray:
        """The int8 mask of `allowed` tokens: read-only and cached, since the same
        legal sets recur all the time and masks are built every step."""
        key = tuple(allowed)
        m = self._masks.get(key)
        if m is None:
            m = np.zeros(self.size, dtype=np.int8)
            for t in key:
                m[t] = 1
            m.flags.writeable = False
            if len(self._masks) < 4096:
                self._masks[key] = m
        return m

    def tokens_of(self, action: Any) -> tuple[int, ...]:
        """Tokens of an action value: cached by the value itself, since building action
        texts is the costliest part of a step for some engines (values are hashable)."""
        try:
            got = self._by_value.get(action)
        except TypeError:  # an unhashable action value: go by its text
            return self.tokens(str(action))
        if got is None:
            got = self.tokens(str(action))
            if len(self._by_value) < 200_000:
                self._by_value[action] = got
        return got

    def describe(self, token: int) -> str:
        return self.text(token)

    def text(self, token: int) -> str:
        """The name of `token` (0 .. size-1; EncodingError otherwise)."""
        try:
            i = operator.index(token)
        except TypeError:
            raise EncodingError(f"{self.game}: a token is an integer, not {token!r}") from None
        if not 0 <= i < len(self.names):
            raise EncodingError(f"{self.game}: token {i} is not in 0..{len(self.names) - 1}")
        return self.names[i]

    def token(self, text: str) -> int:
        """The token named `text`, or else the single token of the action text `text`."""
        got = self.index.get(text)
        if got is not None:
            return got
        seq = self.tokens(str(text))
        if len(seq) != 1:
            names = " ".join(self.names[t] for t in seq)
            raise EncodingError(f"{self.game}: action {text!r} takes {len(seq)} tokens ({names}), not one")
        return seq[0]


class Decision:
    """One seat's choice among its legal actions, made token by token.

    Built from the legal action list once per engine decision; `allowed()` gives the
    tokens that extend the current prefix towards some legal action, `choose(token)`
    returns the chosen action once a full sequence has been picked (else None).
    Several legal actions with the same token sequence (e.g. the same payment
    made with a 5♠ or a 5♥: equivalent by the rules) collapse to the first listed.
    """

    __slots__ = ("_trie", "_node", "prefix", "_allowed")

    def __init__(self, codec: Codec, legal: Iterable[Any], extra: dict[int, Any] | None = None):
        # A trie of token sequences: inner nodes are `_Node` dicts, leaves the actions
        # themselves (engine actions are never `_Node`s). Most actions are one token, so
        # the loop's common case is a single dict store.
        trie = _Node()
        tokens = codec.tokens_of
        for action in legal:
            seq = tokens(action)
            node = trie
            if len(seq) > 1:
                for t in seq[:-1]:
                    node = node.setdefault(t, _Node())
                    if node.__class__ is not _Node:
                        raise EncodingError(f"{codec.game}: token sequences are not prefix-free at {action!s}")
            last = seq[-1]
            got = node.get(last)
            if got is None:
                node[last] = action
            elif got.__class__ is _Node:
                raise EncodingError(f"{codec.game}: token sequences are not prefix-free at {action!s}")
        for t, action in (extra or {}).items():
            trie.setdefault(t, action)
        self._trie = trie
        self._node = trie
        self.prefix: list[int] = []
        self._allowed: list[int] | None = None

    def copy(self) -> Decision:
        new = object.__new__(Decision)
        new._trie, new._node, new.prefix = self._trie, self._node, list(self.prefix)
        new._allowed = self._allowed
        return new

    def allowed(self) -> list[int]:
        if self._allowed is None:
            self._allowed = sorted(self._node)
        return self._allowed

    def choose(self, token: int) -> tuple[bool, Any]:
        """(True, action) when `token` completes a legal action, (False, None) otherwise."""
        nxt = self._node.get(token)
        if nxt is None:
            raise EncodingError(f"token {token} is not allowed now (allowed: {self.allowed()})")
        if nxt.__class__ is not _Node:
            return True, nxt
        self._node = nxt
        self._allowed = None
        self.prefix.append(token)
        return False, None


class _Node(dict):
    """An inner trie node (tokens → node or action), told apart from actions by class."""

    __slots__ = ()
