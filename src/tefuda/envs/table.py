"""`Table`: one engine state driven for an RL framework, one token at a time.

Shared by the PettingZoo, Gymnasium and OpenSpiel adapters. It asks the engine who may
act (`to_move`) and what is legal (`legal_actions`), and only ever shows a seat its own
`view`. Two things need a turn-taking form here:
- simultaneous seats (a sealed initial placement): the lowest seat to move acts first;
  sealed choices stay hidden because observations come from views;
- timed reaction windows (the CLOCK seat, slaps): every seat that may act
  is asked once, in an order rotated at random per window (so no seat always slaps
  first), and chooses an action or WAIT; then the table closes the window for the clock.
A game whose descriptor has a match layer (a series of games, each its own state) is
played as the whole match: `game_returns` collects each finished game's returns,
`over()` is the end of the match.
"""

from __future__ import annotations

import random
from typing import Any

import numpy as np

from tefuda.core.protocol import CLOCK
from tefuda.envs.codec import Codec, Decision
from tefuda.envs.features import Layout

WAIT = "wait"  # the pseudo-action of a seat that lets a reaction window pass


class Encoding:
    """A game's fixed action codec and observation layout (one per `Game` variant)."""

    multi_token = False  # True when some actions take several tokens (adds a prefix part)

    def __init__(self, game):
        self.game = game
        self.codec: Codec = self.make_codec()
        self.codec.game = game.name
        self.layout: Layout = self.make_layout()
        if self.multi_token:
            self.layout.add(
                "chosen_tokens",
                self.codec.size,
                "the tokens already picked in an action of several tokens, by token number: "
                "0.25 per pick (0 when nothing is picked yet)",
            )

    # --- tokens and texts ------------------------------------------------------------
    def action_text(self, token: int) -> str:
        """The text of `token`: an action's text (in the encoding's own words, which
        may leave out what does not matter, e.g. a card's suit), or for an action of
        several tokens the text of this one step."""
        return self.codec.text(token)

    def action_token(self, text: str) -> int:
        """The token whose text is `text` (as `action_text` gives it), or the single
        token of an engine action text; EncodingError if there is none or it takes
        several tokens (`action_tokens` gives those)."""
        return self.codec.token(text)

    def action_tokens(self, text: str) -> tuple[int, ...]:
        """The token sequence of an engine action text (one token for most actions)."""
        return self.codec.tokens(str(text))

    def make_decision(self, state, seat: int, legal: list, extra: dict | None = None) -> Decision:
        """The decision among `legal` (hook: an encoding may compose a sealed placement).
        `state` may be None (a bot has only its view and legal list)."""
        return Decision(self.codec, legal, extra)

    def observe(self, view: dict, seat: int) -> np.ndarray:
        """The feature vector of one seat's view (no token chosen yet)."""
        vec = self.layout.new()
        self.fill(view, seat, vec)
        return vec

    def add_prefix(self, vec: np.ndarray, prefix) -> None:
        """Mark the tokens already chosen in a multi-token action (0.25 each: a value
        token repeats at most 4 times, once per suit)."""
        if self.multi_token:
            at = self.layout.at["chosen_tokens"]
            for t in prefix:
                vec[at + t] += 0.25

    def make_codec(self) -> Codec:
        raise NotImplementedError

    def make_layout(self) -> Layout:
        raise NotImplementedError

    def fill(self, view: dict, seat: int, vec: np.ndarray) -> None:
        """Write the features of `view` (that seat's own view) into the zeroed `vec`,
        each part from its offset `self.layout.at[name]`."""
        raise NotImplementedError


def encoded_games() -> list[str]:
    """Games whose descriptor names an RL encoding (the games the adapters can play)."""
    from tefuda.games import descriptors

    return [d.name for d in descriptors() if d.encoding is not None]


def _table_from_data(data: dict) -> Table:
    from tefuda.games import make_game

    game = make_game(data["game"], data["options"])
    table = object.__new__(Table)
    table.enc = encoding_for(game)
    table.codec = table.enc.codec
    table.state = game.state_from_json(data["state"])
    table.rng = random.Random()
    table.rng.setstate(data["rng"])
    table._window = data["window"]
    table._mask = None
    table._obs = {}
    table.games_left = data["games_left"]
    table.match = _match(game, table.state, data["games_left"])
    table.game_returns = data["game_returns"]
    table.past_actions = data["past_actions"]
    table.seat = data["seat"]
    table.decision = None
    if table.seat is not None:
        legal = table.state.legal_actions(table.seat)
        extra = {table.codec.wait: WAIT} if table._window is not None and table.codec.wait is not None else None
        table.decision = table.enc.make_decision(table.state, table.seat, legal, extra)
        for t in data["prefix"]:
            table.decision.choose(t)
    return table


def _match(game, state, games_left: int | None = None):
    """The descriptor's match layer around `state` when this variant is a series of
    games (resumed `games_left` games before its end), else None."""
    from tefuda.games import descriptor

    cls = descriptor(game.name).match
    if cls is None or cls.games_of(game) <= 1:
        return None
    number = 1 if games_left is None else cls.games_of(game) - games_left
    return cls(game, first=state, number=number)


def encoding_for(game, **options) -> Encoding:
    """The game's RL encoding (its descriptor's `encoding`) for this rules variant.

    `game` is a `Game` (a rules variant made with `make_game`) or a registered game's
    name, then with its rule options as keyword arguments (`encoding_for(NAME,
    players=4)`: the same variant the environments make of `NAME_v0.env(players=4)`).
    An unknown name or option raises OptionError naming what there is."""
    from tefuda.core.errors import OptionError
    from tefuda.games import descriptor, make_game

    if isinstance(game, str):
        game = make_game(game, options)
    elif options:
        raise TypeError("rule options go with a game name: a Game already has its own")
    cls = descriptor(game.name).encoding
    if cls is None:
        raise OptionError("env.no_encoding", game=game.name)
    return cls(game)


class Table:
    """An engine state plus the decision in progress; see the module docstring."""

    def __init__(self, encoding: Encoding, state, rng: random.Random):
        self.enc = encoding
        self.codec = encoding.codec
        self.state = state
        self.rng = rng
        self.seat: int | None = None
        self.decision: Decision | None = None
        self._window: list[int] | None = None
        self._mask: np.ndarray | None = None
        self._obs: dict[int, tuple[int, np.ndarray]] = {}
        self.match = _match(state.game, state)
        self.games_left = self.match.games - 1 if self.match is not None else 0
        self.game_returns: list[list[float]] = []
        self.past_actions = 0  # engine actions of the match's finished games
        self._advance()

    # --- driving -----------------------------------------------------------------
    def _advance(self) -> None:
        """Settle on the next seat to decide (closing finished reaction windows)."""
        self._mask = None
        while True:
            self._advance_game()
            if self.decision is not None or self.games_left <= 0:
                return
            # this game of a match is over: the next one (titles carried over)
            self.game_returns.append([float(r) for r in self.state.returns()])
            self.past_actions += len(self.state.history)
            self.state = self.match.next_game()
            self.games_left -= 1
            self._obs = {}  # keyed by history length, which starts again

    def _advance_game(self) -> None:
        st = self.state
        while not st.is_over():
            seats = st.to_move()
            if CLOCK in seats:
                if self._window is None:
                    players = sorted(s for s in seats if s != CLOCK)
                    k = self.rng.randrange(len(players)) if players else 0
                    self._window = players[k:] + players[:k]
                while self._window:
                    seat = self._window.pop(0)
                    legal = st.legal_actions(seat)
                    if legal:
                        self.seat = seat
                        if self.codec.wait is None:
                            raise ValueError(f"{st.game.name}: a reaction window but no WAIT token")
                        self.decision = self.enc.make_decision(st, seat, legal, {self.codec.wait: WAIT})
                        return
                self._window = None
                st.apply(CLOCK, st.legal_actions(CLOCK)[0])
                continue
            self._window = None
            seat = seats[0]
            self.seat = seat
            self.decision = self.enc.make_decision(st, seat, st.legal_actions(seat))
            return
        self.seat = None
        self.decision = None

    def step(self, token: int) -> tuple[bool, Any]:
        """Pick `token` for the seat to act: (True, action) once an action is complete
        (applied to the engine; WAIT for a window pass), (False, None) mid-sequence."""
        if self.decision is None:
            raise ValueError("the game is over: no seat is to act")
        done, action = self.decision.choose(int(token))
        self._mask = None
        if done:
            if action is not WAIT:
                self.state.apply(self.seat, action)
            self._advance()
        return done, action

    def act(self, action: Any) -> None:
        """Apply a whole engine action (or WAIT) for the seat to act: bots use this."""
        if self.decision is None:
            raise ValueError("the game is over: no seat is to act")
        if action is not WAIT:
            self.state.apply(self.seat, action)
        self._advance()

    def legal_actions(self) -> list:
        """The engine actions of the seat to act (plus WAIT inside a reaction window)."""
        if self.decision is None:
            return []
        legal = self.state.legal_actions(self.seat)
        return legal + [WAIT] if self._in_window() else legal

    def _in_window(self) -> bool:
        return self._window is not None

    def clone(self) -> Table:
        new = object.__new__(Table)
        new.__dict__.update(self.__dict__)
        new.state = self.state.clone()
        new.rng = random.Random()
        new.rng.setstate(self.rng.getstate())
        new._window = None if self._window is None else list(self._window)
        new.decision = None if self.decision is None else self.decision.copy()
        new._obs = {}
        # a copy's match and past returns are its own (appending to shared ones would
        # change the original's)
        new.game_returns = [list(r) for r in self.game_returns]
        new.match = None if self.match is None else _match(new.state.game, new.state, self.games_left)
        return new

    def __deepcopy__(self, memo) -> Table:
        return self.clone()

    def __reduce__(self):
        """Pickle through the engine's lossless JSON (engines compare some values by
        identity, which pickling does not keep) and the decision's chosen tokens."""
        st = self.state
        data = {
            "game": st.game.name,
            "options": st.game.public_options(),
            "state": st.to_json(),
            "rng": self.rng.getstate(),
            "window": self._window,
            "prefix": list(self.decision.prefix) if self.decision is not None else [],
            "seat": self.seat,
            "games_left": self.games_left,
            "game_returns": self.game_returns,
            "past_actions": self.past_actions,
        }
        return (_table_from_data, (data,))

    # --- what an agent sees ---------------------------------------------------------
    def legal_tokens(self) -> list[int]:
        return self.decision.allowed() if self.decision is not None else []

    def mask(self, seat: int) -> np.ndarray:
        """1 for each token `seat` may pick now (all zeros when it is not to act).
        Read-only arrays, shared between steps with the same legal tokens."""
        if seat != self.seat or self.decision is None:
            return self.codec.mask(())
        if self._mask is None:
            self._mask = self.codec.mask(self.decision.allowed())
        return self._mask

    def observation(self, seat: int) -> np.ndarray:
        # The view only changes when the engine state does: mid-sequence token steps and
        # repeated `last()` calls reuse the features built from it.
        # The cached vector stays private; callers get a copy they may change.
        n = len(self.state.history)
        hit = self._obs.get(seat)
        if hit is None or hit[0] != n:
            hit = (n, self.enc.observe(self.state.view(seat), seat))
            self._obs[seat] = hit
        vec = hit[1].copy()
        if seat == self.seat and self.decision is not None and self.decision.prefix:
            self.enc.add_prefix(vec, self.decision.prefix)
        return vec

    def actions_played(self) -> int:
        """Engine actions applied so far in the episode (every game of a match)."""
        return self.past_actions + len(self.state.history)

    def over(self) -> bool:
        return self.games_left <= 0 and self.state.is_over()

    def returns(self) -> list[float]:
        """The sum of every finished game's returns (one game: `state.returns()`)."""
        total = (
            [float(r) for r in self.state.returns()] if self.state.is_over() else [0.0] * self.state.game.num_players
        )
        for r in self.game_returns:
            total = [a + b for a, b in zip(total, r)]
        return total
