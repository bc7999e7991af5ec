"""`GameDescriptor`: everything generic code needs to know about one game, in one object.

Each game package exports `DESCRIPTOR`; the registry (`tefuda.games`) maps a game's
name to its package, and the generic layers — bots, sims, RL adapters, the terminal and
the browser — read all they need from the descriptor and contain no knowledge of any
particular game.

Parts that live in a higher layer than the game (an RL encoding needs numpy and
`tefuda.envs`; a terminal front end or a browser clock belongs to `tefuda.apps`) are
named as `"module:attribute"` text and imported by the layer that uses them, on first
use, so a game package never imports upwards. Any hook may be given that way (or as a
zero-argument-free object); reading the attribute returns the loaded object.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from tefuda.core.errors import TefudaError
from tefuda.core.options import Option


def load_ref(ref: Any) -> Any:
    """`"pkg.mod:attr"` → that attribute (`"pkg.mod"` → the module); anything else as is."""
    if not isinstance(ref, str):
        return ref
    module, _, attr = ref.partition(":")
    obj = importlib.import_module(module)
    return getattr(obj, attr) if attr else obj


class _Hook:
    """A descriptor field given as an object or a `"module:attr"` reference; resolved
    (imported) on first read and kept."""

    def __set_name__(self, owner, name: str) -> None:
        self.name = name
        self.raw = "_" + name

    def __get__(self, obj, owner=None):
        if obj is None:
            return self
        value = load_ref(obj.__dict__[self.raw])
        obj.__dict__[self.name] = value  # instance attribute: later reads skip this method
        return value


LEVEL_NAMES = ("easy", "normal", "hard")


class GameDescriptor:
    """One game, as the generic code sees it. Only `name`, `game`, `titles`, `summary`,
    `bots` and `levels` are required; every hook defaults to "the game has none".

    Metadata
      name        registry name (`tefuda play NAME`), equal to `game.name`
      game        the `Game` subclass (options, presets, player range come from it)
      titles      {"en": ..., "ja": ...} the game's title
      summary     {"en": ..., "ja": ...} a few sentences for the home page
      preset_info {preset: {"label": {lang: text}, "help": {lang: text}}} (else the
                  game class's `PRESET_INFO`)

    Players
      bots        bot name → Bot class (the game's own players)
      levels      "easy" / "normal" / "hard" → a bot name, or {"bot": NAME, **params}
                  (NAME may be a generic bot, e.g. "ismcts" with its parameters)
      default_level  the level a CPU plays at unless the player picks one (the browser's
                  setup form and `tefuda play`): "normal" unless the game says otherwise
      driver      play_game(state, bots, rng) → state, for games that need more than
                  the plain turn loop (e.g. reaction windows in simulated time)

    Search hooks (the generic ISMCTS bot; determinization is `game.determinize`, or
    `game.determinizer(view)` → rng → state where a game prepares a view once)
      search      True when ISMCTS may play the game, or the reason it refuses
                  ({"en": ..., "ja": ...}: shown in the refusal)
      evaluator   state → per-seat values in [0, 1] for depth-limited rollouts
      rollouts    rollout name → policy(state, seat, legal, rng, explore=0.0) → action;
                  "policy" is the default (`ismcts:rollout=policy`)
      belief      (view, sampled state) → bool: is the sample plausible under the
                  game's model of play (`ismcts:belief=model`)
      search_bench  rule options at which `tefuda bench` measures ISMCTS simulations/s
                    (None: not measured)

    Match layer
      match       the match layer: a class for a series of games (each its own state),
                  used when its `games_of(game)` > 1; its interface: `games`, `state`,
                  `number`, `scores`, `results`, `score_game()`, `is_over()`,
                  `next_setup(rng)`, `next_game(setup=None)`, `standings()`, `summary()`
                  (docs/architecture.md), and `OPTIONS`: the names of the rule options
                  only a match reads (reports of single games leave them out); None:
                  single games only

    RL (tefuda.envs)
      encoding    the `Encoding` class (usually a "module:attr" reference)
      env_id      the Gymnasium id, "tefuda/NAME-v0"
      max_length  a generous bound on the tokens of one game (OpenSpiel needs one)

    Measurement
      bench_cases zero-argument callable → list of `tefuda.core.bench.BenchCase`
                  (None: random playouts of the default variant)
      report_result  result → the result as reports count it (a category the record
                  format folds into one reason told apart, say); None: as recorded

    Presentation
      describe    narration: describe(event, viewer, lang) → str | None
      action_words  one legal action's text in words for people, for the button that
                  sends it: action_words(text, lang) → str | None ("play 3S 3C" →
                  "Play 3♠ 3♣" / "3♠ 3♣を出す"); None (or no hook): the text is shown
      terminal    the `tefuda play` front end: a module with `run(args)` (None: the
                  generic line-based runner with `render`)
      seating     state → the seats in the order turns go round, where a deal fixes an
                  order of its own (`tefuda replay` says it when it is not 0, 1, 2 …);
                  None (or no hook): seat order
      render      render(view, lang) → text, for the generic terminal runner
      renderer    the browser renderer's name (static/games/NAME.js; "generic" if none)
      waiting_on  state → seats whose move the game waits for (CPUs act only then);
                  None: every seat in `to_move()` but the clock
      cpu_pauses  state → how many of the web table's usual pauses the CPUs wait before
                  their next action (a moment when people may act out of turn, say);
                  None or no hook: one
      realtime    factory(table, **settings) → a controller that drives the game in
                  real time at a web table (a reaction-window clock, say)
      shared_screen  True when the people at one device all watch one screen at once
                  (nothing to hand over: no hidden hands): their log and end are told
                  to them all, as to a spectator, not as "you" for one of them
    """

    bots = _Hook()
    driver = _Hook()
    evaluator = _Hook()
    rollouts = _Hook()
    belief = _Hook()
    match = _Hook()
    encoding = _Hook()
    bench_cases = _Hook()
    report_result = _Hook()
    describe = _Hook()
    action_words = _Hook()
    terminal = _Hook()
    seating = _Hook()
    render = _Hook()
    waiting_on = _Hook()
    cpu_pauses = _Hook()
    realtime = _Hook()

    def __init__(
        self,
        name: str,
        game: Any,  # the Game class
        *,
        titles: dict[str, str],
        summary: dict[str, str],
        bots: Any,
        levels: dict[str, Any],
        default_level: str = "normal",
        preset_info: dict | None = None,
        driver: Any = None,
        search: bool | dict = True,
        evaluator: Any = None,
        rollouts: Any = None,
        belief: Any = None,
        search_bench: dict | None = None,
        match: Any = None,
        encoding: Any = None,
        env_id: str | None = None,
        max_length: int | None = None,
        bench_cases: Any = None,
        report_result: Any = None,
        describe: Any = None,
        action_words: Any = None,
        terminal: Any = None,
        seating: Any = None,
        render: Any = None,
        renderer: str = "generic",
        waiting_on: Any = None,
        cpu_pauses: Any = None,
        realtime: Any = None,
        shared_screen: bool = False,
    ):
        if getattr(game, "name", None) != name:
            raise ValueError(f"descriptor {name!r} describes a Game named {getattr(game, 'name', None)!r}")
        missing = [lv for lv in LEVEL_NAMES if lv not in levels]
        if missing:
            raise ValueError(f"descriptor {name!r} has no level {missing[0]!r}")
        if default_level not in LEVEL_NAMES:
            raise ValueError(f"descriptor {name!r}: default_level {default_level!r} is not one of {LEVEL_NAMES}")
        for lang in ("en", "ja"):
            if lang not in titles or lang not in summary:
                raise ValueError(f"descriptor {name!r} needs titles and summary in {lang!r}")
        self.name = name
        self.game = game
        self.titles = dict(titles)
        self.summary = dict(summary)
        self._preset_info = preset_info
        self.levels = dict(levels)
        self.default_level = default_level
        self.search = search
        self.search_bench = search_bench
        self.env_id = env_id
        self.max_length = max_length
        self.renderer = renderer
        self.shared_screen = shared_screen
        hooks = {
            "bots": bots,
            "driver": driver,
            "evaluator": evaluator,
            "rollouts": rollouts or {},
            "belief": belief,
            "match": match,
            "encoding": encoding,
            "bench_cases": bench_cases,
            "report_result": report_result,
            "describe": describe,
            "action_words": action_words,
            "terminal": terminal,
            "seating": seating,
            "render": render,
            "waiting_on": waiting_on,
            "cpu_pauses": cpu_pauses,
            "realtime": realtime,
        }
        for key, value in hooks.items():
            self.__dict__["_" + key] = value

    # --- metadata read from the Game class -------------------------------------------
    @property
    def min_players(self) -> int:
        return self.game.min_players

    @property
    def max_players(self) -> int:
        return self.game.max_players

    @property
    def options(self) -> tuple[Option, ...]:
        return tuple(self.game.OPTIONS)

    @property
    def presets(self) -> dict[str, dict]:
        return dict(getattr(self.game, "PRESETS", {}) or {})

    @property
    def preset_info(self) -> dict[str, dict]:
        info = self._preset_info if self._preset_info is not None else getattr(self.game, "PRESET_INFO", None)
        return dict(info or {})

    def title(self, lang: str) -> str:
        return self.titles.get(lang) or self.titles["en"]

    # --- conveniences -------------------------------------------------------------------
    def make_game(self, options: dict | None = None):
        return self.game(options or {})

    @property
    def searchable(self) -> bool:
        """May the generic ISMCTS bot play this game?"""
        return self.search is True

    def seats_waited_on(self, state) -> list[int]:
        """Seats whose move the game waits for now (a CPU in one of them should act)."""
        hook: Callable | None = self.waiting_on
        if hook is not None:
            return list(hook(state))
        from tefuda.core.protocol import CLOCK

        return [s for s in state.to_move() if s != CLOCK]

    def pauses_before_cpu(self, state) -> float:
        """How many usual pauses the CPUs wait before their next action (`cpu_pauses`)."""
        hook: Callable | None = self.cpu_pauses
        said = hook(state) if hook is not None else None
        return 1.0 if said is None else float(said)

    def words_for(self, texts, lang: str) -> list[str] | None:
        """Legal action texts in words (`action_words`), one per text; a text the hook has
        no words for stays as it is. None: the game has no such hook."""
        hook: Callable | None = self.action_words
        if hook is None:
            return None
        out = []
        for text in texts:
            try:
                said = hook(text, lang)
            except (TefudaError, LookupError, ValueError):  # a text they cannot read is shown as is
                said = None
            out.append(said or text)
        return out

    def __repr__(self) -> str:
        return f"GameDescriptor({self.name!r})"
