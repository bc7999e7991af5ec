"""OpenSpiel (`pyspiel`) games for tefuda: `python_tefuda_<game>`.

    import pyspiel, tefuda.envs.openspiel  # registers every game with an RL encoding
    game = pyspiel.load_game("python_tefuda_NAME", {"option": value})

Chance is explicit and comes first: one chance node picks a deal among `deals` seeded
deals (a game parameter, default 10,000, uniform), then `game.new_state(seed=deal)`
plays out with no further hidden randomness (the engine's own stream is seeded by that
deal). This keeps every state a pure function of its history, as OpenSpiel requires, at
the price of sampling deals from a large finite set instead of all shuffles.

Players act through the same token codec as the PettingZoo environments (docs/rl.md);
observations (string: the view as JSON; tensor: the PettingZoo features) come from
`state.view(player)` only. Reaction windows and simultaneous placements are turn-taking
(see `tefuda.envs.table`). Rule options are game parameters with their defaults.
"""

from __future__ import annotations

import json
import random

import numpy as np
import pyspiel

from tefuda.envs.table import Table, encoded_games, encoding_for
from tefuda.games import descriptor

DEFAULT_DEALS = 10_000
PREFIX = "python_tefuda_"
DEFAULT_MAX_LENGTH = 10_000  # tokens in one game, for a descriptor that gives no bound


def _numeric(text) -> bool:
    try:
        float(str(text))
    except ValueError:
        return False
    return True


def _params(game_cls) -> dict:
    """Rule options as pyspiel parameters. Left out (they keep their defaults): options
    whose default is None, and text options that can take a number-like value ("0",
    "infinity"-or-count limits) or hold `,()=` (a scoring list "2,1,0,-1,-2"), because
    pyspiel's game strings read such values back as numbers or as broken syntax."""
    out = {}
    for o in game_cls.OPTIONS:
        d = o.default
        if d is None or not isinstance(d, (bool, int, float, str)):
            continue
        if o.type is str and (
            not isinstance(d, str) or _numeric(d) or set(d) & set(",()=") or any(_numeric(c) for c in (o.choices or ()))
        ):
            continue
        out[o.name] = o.type(d) if o.type in (bool, int, float) else d
    out["deals"] = DEFAULT_DEALS
    return out


class TefudaSpielGame(pyspiel.Game):
    """A tefuda rules variant as a pyspiel game (subclassed once per tefuda game)."""

    tefuda_name = ""

    def __init__(self, params=None):
        params = dict(params or {})
        deals = int(params.pop("deals", DEFAULT_DEALS))
        if deals < 1:
            raise ValueError(f"deals must be at least 1, not {deals}")
        # pyspiel fills in every declared parameter; pass only those that differ
        desc = descriptor(self.tefuda_name)
        cls = desc.game
        defaults = _params(cls)
        options = {k: v for k, v in params.items() if defaults.get(k) != v}
        self.tefuda_game = cls(options)
        self.encoding = encoding_for(self.tefuda_game)
        self.deals = deals
        self.shared = _Shared(self)
        n = self.tefuda_game.num_players
        # a match is played whole (see tefuda.envs.table): returns add up per game
        games = desc.match.games_of(self.tefuda_game) if desc.match is not None else 1
        info = pyspiel.GameInfo(
            num_distinct_actions=self.encoding.codec.size,
            max_chance_outcomes=deals,
            num_players=n,
            min_utility=0.0,
            max_utility=float(games),
            max_game_length=(desc.max_length or DEFAULT_MAX_LENGTH) * games,
        )
        super().__init__(_GAME_TYPES[self.tefuda_name], info, params | {"deals": deals})

    def new_initial_state(self):
        return TefudaSpielState(self)

    def make_py_observer(self, iig_obs_type=None, params=None):
        if params:
            raise ValueError(f"observation parameters are not supported: {params}")
        return TefudaObserver(self)


class _Shared:
    """What every state of one pyspiel game shares; copies of a state keep sharing it
    (pyspiel clones Python states with deepcopy of their attributes)."""

    def __init__(self, game: TefudaSpielGame):
        self.tefuda_game = game.tefuda_game
        self.encoding = game.encoding
        self.deals = game.deals
        self.num_players = game.tefuda_game.num_players

    def __deepcopy__(self, memo):
        return self

    def __reduce__(self):
        return (_shared_from, (self.tefuda_game.name, self.tefuda_game.options, self.deals))


def _shared_from(name: str, options: dict, deals: int) -> _Shared:
    from tefuda.games import make_game

    shared = object.__new__(_Shared)
    shared.tefuda_game = make_game(name, {k: v for k, v in options.items() if k != "preset"})
    shared.encoding = encoding_for(shared.tefuda_game)
    shared.deals = deals
    shared.num_players = shared.tefuda_game.num_players
    return shared


class TefudaSpielState(pyspiel.State):
    def __init__(self, game: TefudaSpielGame):
        super().__init__(game)
        self._g = game.shared
        self.table: Table | None = None

    def current_player(self):
        if self.table is None:
            return pyspiel.PlayerId.CHANCE
        if self.table.over():
            return pyspiel.PlayerId.TERMINAL
        return self.table.seat

    def _legal_actions(self, player):
        return self.table.legal_tokens()

    def chance_outcomes(self):
        p = 1.0 / self._g.deals
        return [(i, p) for i in range(self._g.deals)]

    def _apply_action(self, action):
        if self.table is None:
            state = self._g.tefuda_game.new_state(seed=int(action))
            self.table = Table(self._g.encoding, state, random.Random(int(action)))
        else:
            self.table.step(int(action))

    def _action_to_string(self, player, action):
        if player == pyspiel.PlayerId.CHANCE:
            return f"deal {action}"
        return self._g.encoding.codec.describe(action)

    def is_terminal(self):
        return self.table is not None and self.table.over()

    def returns(self):
        if self.table is None or not self.table.over():
            return [0.0] * self._g.num_players
        return self.table.returns()

    def __str__(self):
        if self.table is None:
            return "(no deal yet)"
        return json.dumps(self.table.state.view(None), sort_keys=True, ensure_ascii=False)


class TefudaObserver:
    """Observations for one player: the PettingZoo feature vector and the view as JSON."""

    def __init__(self, game: TefudaSpielGame):
        self.tensor = np.zeros(game.encoding.layout.size, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: TefudaSpielState, player: int) -> None:
        if state.table is None:
            self.tensor.fill(0.0)
        else:
            self.tensor[:] = state.table.observation(player)

    def string_from(self, state: TefudaSpielState, player: int) -> str:
        if state.table is None:
            return ""
        view = state.table.state.view(player)
        return json.dumps(view, sort_keys=True, ensure_ascii=False)


_GAME_TYPES: dict[str, pyspiel.GameType] = {}
GAMES: dict[str, type] = {}


def register(name: str) -> str:
    """Register one tefuda game with pyspiel; returns its short name."""
    short = PREFIX + name
    if name in GAMES:
        return short
    desc = descriptor(name)
    cls = desc.game
    _GAME_TYPES[name] = pyspiel.GameType(
        short_name=short,
        long_name=f"tefuda {desc.title('en')}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=cls.max_players,
        min_num_players=cls.min_players,
        provides_information_state_string=False,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=_params(cls),
    )
    GAMES[name] = type(f"Spiel_{name}", (TefudaSpielGame,), {"tefuda_name": name})
    pyspiel.register_game(_GAME_TYPES[name], GAMES[name])
    return short


for _name in encoded_games():
    register(_name)
