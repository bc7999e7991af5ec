"""The Youscout rules variant: options (YS-1, YS-2), new games from a seed or a record
setup (YS-3, YS-4), and the hooks check_game and the bots use."""

from __future__ import annotations

import random

from tefuda.core.errors import OptionError, SetupError
from tefuda.core.protocol import Game
from tefuda.games.youscout import observe, rules, ryakushiki
from tefuda.games.youscout.actions import parse_action
from tefuda.games.youscout.deal import deal_mulberry32, deal_python, seeded_random, swap_8_11
from tefuda.games.youscout.options import OPTIONS, PRESET_INFO, PRESETS
from tefuda.games.youscout.state import YouscoutState
from tefuda.games.youscout.tables import (
    BOARD_CANDIDATES,
    CODE_TO_INT,
    DEATH,
    END,
    FOOL,
    arcana_values,
    score_table,
)

SETUP_KEYS = {"board", "talon", "reshuffles", "js_stream"}


class YouscoutGame(Game):
    name = "youscout"
    OPTIONS = OPTIONS
    PRESETS = PRESETS
    PRESET_INFO = PRESET_INFO
    min_players = 1
    max_players = 1

    def __init__(self, options=None, **kwargs):
        super().__init__(options, **kwargs)
        self.score = score_table(self.options["court"])
        self.terminals = self.options["terminals"]
        opts = self.options
        # YS-R1: the simplified rules decide what a drawn minor card does; the rest is shared
        self.rules = ryakushiki if opts["rules"] == "ryakushiki" else rules
        self.greater_equal = opts["determinant"] == "greater_equal"
        if opts["rules"] == "ryakushiki" and opts["replacement"] != 0:
            raise OptionError("youscout.ryakushiki_no_war")
        if opts["rules"] == "original" and self.greater_equal:
            raise OptionError("youscout.determinant_original")
        self._arcana: dict = {}
        self._swaps: dict = {}

    def arcana(self, number: int, upright: bool) -> tuple[int, ...]:
        key = (number, upright)
        vals = self._arcana.get(key)
        if vals is None:
            vals = self._arcana[key] = arcana_values(number, upright, self.options["influence"])
        return vals

    def swap(self, drawn):
        key = tuple(drawn)
        out = self._swaps.get(key)
        if out is None:
            out = swap_8_11(drawn, self.options["swap"])
            if len(self._swaps) < 100_000:
                self._swaps[key] = out
        return out

    # --- new games ------------------------------------------------------------------------
    def new_state(self, seed: int | None = None, setup: dict | None = None) -> YouscoutState:
        if setup is not None:
            return self._from_setup(setup)
        if seed is None:
            seed = random.SystemRandom().getrandbits(63)
        js = None
        if self.options["rng"] == "mulberry32":  # YS-4: the program's own stream
            drawn, talon, js = deal_mulberry32(seed, self.options["swap"])
        else:
            drawn, talon = deal_python(seeded_random(seed))
        return self._make(drawn, talon, None, (), js)

    def _make(self, drawn, talon, end, given, js) -> YouscoutState:
        st = YouscoutState(self, drawn, talon, given, None, js, end)
        if end is None:  # the slot's name until the start names the end card (RULES §3.3)
            st.end0 = FOOL if st.forced and st.forced[0] == "upper" else DEATH
        return st

    def _from_setup(self, setup) -> YouscoutState:
        if not isinstance(setup, dict):
            raise SetupError("youscout.setup.object")
        unknown = set(setup) - SETUP_KEYS
        if unknown:
            raise SetupError("youscout.setup.fields", fields=", ".join(sorted(unknown)))
        drawn = self._parse_board(setup.get("board"))
        if "talon" in setup:
            talon, end = self._parse_talon(setup["talon"], "talon")
        else:  # a partial setup: the talon shuffled from the board alone
            talon, end = list(range(56)) + [END], None
            random.Random(repr(drawn)).shuffle(talon)
        given = setup.get("reshuffles") or []
        if not isinstance(given, list):
            raise SetupError("youscout.setup.reshuffles")
        for k, order in enumerate(given):
            self._parse_talon(order, f"reshuffles[{k}]")
        js = setup.get("js_stream")
        if js is not None and (not isinstance(js, int) or isinstance(js, bool) or not 0 <= js < 2**32):
            raise SetupError("youscout.setup.js_stream")
        return self._make(drawn, talon, end, given, js)

    @staticmethod
    def _parse_board(board) -> list[tuple[int, bool]]:
        if not isinstance(board, list) or len(board) != 6:
            raise SetupError("youscout.setup.board")
        drawn = []
        for p, b in enumerate(board, 1):
            if not isinstance(b, dict) or set(b) != {"card", "upright"} or not isinstance(b["upright"], bool):
                raise SetupError("youscout.setup.place", place=p)
            code = b["card"]
            n = (
                int(code[1:])
                if isinstance(code, str) and len(code) == 3 and code[0] == "A" and code[1:].isdigit()
                else -1
            )
            if n not in BOARD_CANDIDATES:
                raise SetupError("youscout.setup.place_card", place=p, card=code)
            drawn.append((n, b["upright"]))
        numbers = [n for n, _ in drawn]
        if len(set(numbers)) != 6:
            raise SetupError("youscout.setup.board_twice")
        return drawn

    @staticmethod
    def _parse_talon(codes, what: str):
        if not isinstance(codes, list):
            raise SetupError("youscout.setup.talon", what=what)
        out, ends = [], []
        for c in codes:
            if c in (FOOL, DEATH):
                out.append(END)
                ends.append(c)
            elif isinstance(c, str) and c in CODE_TO_INT:
                out.append(CODE_TO_INT[c])
            else:
                raise SetupError("youscout.setup.talon_card", what=what, card=c)
        if len(ends) != 1:
            raise SetupError("youscout.setup.talon_end", what=what)
        if len(set(out)) != len(out):
            raise SetupError("youscout.setup.talon_twice", what=what)
        return out, ends[0]

    # --- protocol hooks -------------------------------------------------------------------
    def parse_action(self, text):
        return parse_action(text)

    def state_from_json(self, data: dict) -> YouscoutState:
        from tefuda.games.youscout.state_io import state_from_json

        return state_from_json(self, data)

    def redeal_hidden(self, state, seat, rng):
        return observe.redeal_hidden(state, rng)

    def determinize(self, view: dict, rng: random.Random) -> YouscoutState:
        return observe.determinize(self, view, rng)

    def illegal_examples(self, state, seat):
        """A few actions check_game must see refused (state unchanged) in this phase."""
        phase = state.phase
        if phase == "start":
            if state.forced is not None:  # outside the trigram the solid swap forces
                return ["start 1" if state.forced[0] == "upper" else "start 6", "draw"]
            return ["draw", "start 7"]
        if phase == "choose":
            return ["draw", "replace S01 coins_lower cups_1"]
        if phase == "replace":
            return ["stay", "start 2"]
        return [("move", "stay", "start 1")[state.draws % 3]]
