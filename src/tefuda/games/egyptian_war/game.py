"""The Egyptian War rules variant: options, presets, deals and records."""

from __future__ import annotations

import random

from tefuda.core.cards import Card
from tefuda.core.errors import OptionError, SetupError, UnknownAction
from tefuda.core.options import Option, T
from tefuda.core.protocol import Game
from tefuda.core.rng import randbelow, shuffle
from tefuda.games.egyptian_war import messages  # noqa: F401  (registers the texts)
from tefuda.games.egyptian_war.rules import CARDS, INDEX, next_with_cards
from tefuda.games.egyptian_war.state import ACTIONS, EgyptianWarState

TOGGLES = ("sandwich", "top_bottom", "sum10", "kq")


class EgyptianWar(Game):
    name = "egyptian_war"
    min_players = 2
    max_players = 4
    OPTIONS = (
        Option(
            "players",
            2,
            "number of players (EW-1: 2; 3-4 beyond the seed)",
            int,
            check=lambda n: 2 <= n <= 4,
            check_doc={"en": "2 to 4 players", "ja": "2〜4人です"},
            label=T("Players", "人数"),
            help=T("2 players as in the original; 3 or 4 also work.", "本来は2人。3人・4人でも遊べます。"),
        ),
        Option(
            "mode",
            "all_cards",
            "end: all_cards (EW-13) or the 100/200-card short modes (EW-14)",
            str,
            choices=("all_cards", "100", "200"),
            label=T("How the game ends", "終わり方"),
            help=T(
                "Play until one player holds every card, or a short game: after 100 or 200 cards, most cards wins.",
                "1人が全部の札を持つまで遊ぶか、短時間版（100枚・200枚を出したら枚数の多い人の勝ち）。",
            ),
            choice_labels={
                "all_cards": T("Until one player has all the cards", "全札まで"),
                "100": T("Short game: 100 cards", "100枚の短時間版"),
                "200": T("Short game: 200 cards", "200枚の短時間版"),
            },
        ),
        Option(
            "penalty",
            1,
            "cards a false slap puts under the pile (EW-11)",
            int,
            choices=(1, 2),
            label=T("False-slap penalty", "誤叩きのペナルティ"),
            help=T(
                "Cards you put face down under the pile when you slap with no pattern.",
                "条件がないのに叩いたとき、場の底へ伏せて置く枚数。",
            ),
            choice_labels={1: T("1 card", "1枚"), 2: T("2 cards", "2枚")},
        ),
        Option(
            "sandwich",
            True,
            "slap on a sandwich, 5-K-5 (EW-8)",
            bool,
            label=T("Sandwich (5-K-5)", "サンドイッチ（5・K・5）"),
            help=T(
                "Slap when the newest card has the rank of the card two back, with a different rank between.",
                "最新の札と2枚前の札が同じ数字で、間の札が違う数字なら叩けます。",
            ),
        ),
        Option(
            "top_bottom",
            False,
            "slap when the newest card matches the bottom card (EW-9)",
            bool,
            label=T("Top and bottom", "底札と同じ数字"),
            help=T(
                "Slap when the newest card has the rank of the pile's first face-up card.",
                "最新の札が、その場で最初に表向きに出た札と同じ数字なら叩けます。",
            ),
        ),
        Option(
            "sum10",
            False,
            "slap when the last two A-9 cards sum to 10 (EW-9)",
            bool,
            label=T("Sum of 10", "合計10"),
            help=T(
                "Slap when the last two cards are A–9 and add up to 10 (A counts 1), e.g. 3 and 7.",
                "直前の2枚がA〜9で合計10（Aは1）なら叩けます。例: 3と7。",
            ),
        ),
        Option(
            "kq",
            False,
            "slap on a K and a Q together (EW-9)",
            bool,
            label=T("King and queen", "KとQ"),
            help=T(
                "Slap when the last two cards are a K and a Q, in either order.",
                "直前の2枚がKとQなら、順番に関係なく叩けます。",
            ),
        ),
    )
    # EW-9 rule presets; "custom" leaves each toggle as given.
    PRESETS = {
        "standard": {"sandwich": True, "top_bottom": False, "sum10": False, "kq": False},
        "double_only": {"sandwich": False, "top_bottom": False, "sum10": False, "kq": False},
        "custom": {},
    }
    # the seed's settings screen: 標準 (chosen at first), ダブルのみ, 自分で設定 with each slap
    # pattern a choice of its own; a preset's patterns are fixed (ew.preset_conflict)
    DEFAULT_PRESET = "standard"
    PRESETS_FIX = True
    PRESET_INFO = {
        "standard": {
            "label": T("Standard", "標準"),
            "help": T("Slap on doubles and sandwiches.", "ダブルとサンドイッチで叩けます。"),
        },
        "double_only": {
            "label": T("Doubles only", "ダブルのみ"),
            "help": T("Slap only on two cards of the same rank in a row.", "同じ数字が2枚続いたときだけ叩けます。"),
        },
        "custom": {
            "label": T("Custom", "自分で設定"),
            "help": T("Turn each slap pattern on or off yourself.", "叩く条件を1つずつオン・オフします。"),
        },
    }

    def _check_options(self) -> None:
        preset = self.options.get("preset")
        for name, fixed in self.PRESETS.get(preset or "", {}).items():
            if self.options[name] != fixed:
                raise OptionError("ew.preset_conflict", preset=preset, option=name, fixed=fixed)
        self.slap_rules = tuple(self.options[t] for t in TOGGLES)

    # --- states -------------------------------------------------------------------------
    def new_state(self, seed: int | None = None, setup: dict | None = None) -> EgyptianWarState:
        n = self.num_players
        if setup is None:
            draw = random.Random(seed)
            deck = list(range(52))
            # EW-1 26 each (with 3-4 players the first seats get one more); core.rng draws
            # draw.shuffle's permutation and draw.randrange's number, without random.py's wrappers
            shuffle(draw, deck)
            decks = [deck[s::n] for s in range(n)]
            first = randbelow(draw, n)  # EW-1 a random player plays first
            setup = {"decks": [[CARDS[c].code for c in d] for d in decks], "first": first}
        else:
            decks, first = self._parse_setup(setup)
            setup = {"decks": [[CARDS[c].code for c in d] for d in decks], "first": first}
        state = EgyptianWarState(self, [list(d) for d in decks], first, setup)
        if not state.decks[first]:  # EW-16 an empty deck is skipped
            state.turn = next_with_cards(state.decks, first, include_self=True)
        return state

    def _parse_setup(self, setup: dict) -> tuple[list[list[int]], int]:
        n = self.num_players
        if not isinstance(setup, dict) or set(setup) - {"decks", "first"} or "decks" not in setup:
            raise SetupError("ew.setup_shape")
        raw = setup["decks"]
        if not isinstance(raw, list) or len(raw) != n or not all(isinstance(d, list) for d in raw):
            raise SetupError("ew.setup_decks", n=n)
        first = setup.get("first", 0)
        if not isinstance(first, int) or isinstance(first, bool) or not 0 <= first < n:
            raise SetupError("ew.setup_first", last=n - 1)
        decks, seen = [], set()
        for d in raw:
            deck = []
            for text in d:
                card = CARDS[INDEX[text]] if isinstance(text, str) and text in INDEX else _parse_card(text)
                if card.index in seen:
                    raise SetupError("ew.setup_duplicate", card=card.code)
                seen.add(card.index)
                deck.append(card.index)
            decks.append(deck)
        if not seen:
            raise SetupError("ew.setup_no_cards")
        return decks, first

    def parse_action(self, text: str) -> str:
        a = text.strip().lower() if isinstance(text, str) else text
        if a not in ACTIONS:
            raise UnknownAction("ew.unknown_action", text=text)
        return a

    def state_from_json(self, data: dict) -> EgyptianWarState:
        from tefuda.games.egyptian_war.state_io import state_from_json

        return state_from_json(self, data)

    def illegal_examples(self, state, seat: int) -> list[str]:
        """Actions check_game must see refused: play in a window, slap/close outside one."""
        if state.window:
            return ["play"]
        return ["close"] if state.reveals % 2 else ["slap"]

    # --- hidden information ----------------------------------------------------------------
    def redeal_hidden(self, state, seat, rng: random.Random) -> EgyptianWarState:
        """Deck orders and penalty cards are hidden from every seat: shuffle them together."""
        other = state.clone()
        hidden = [c for d in other.decks for c in d] + other.penalty
        k = rng.randrange(1, len(hidden)) if len(hidden) > 1 else 0
        hidden = hidden[k:] + hidden[:k]  # a random rotation moves every card (cheaper than a shuffle)
        if rng.random() < 0.5:
            hidden.reverse()
        k = 0
        for d in other.decks:
            d[:] = hidden[k : k + len(d)]
            k += len(d)
        other.penalty = hidden[k:]
        return other

    def determinize(self, view: dict, rng: random.Random) -> EgyptianWarState:
        """A full state consistent with a view: the unseen cards dealt at random."""
        pile = [INDEX[c] for c in view["pile"]]
        unseen = [c for c in range(52) if c not in set(pile)]
        rng.shuffle(unseen)
        counts = list(view["decks"]) + [view["penalty"]]
        decks, k = [], 0
        for n in counts:
            decks.append(unseen[k : k + n])
            k += n
        penalty = decks.pop()
        setup = {"decks": [[CARDS[c].code for c in d] for d in decks], "first": view["turn"] or 0}
        st = EgyptianWarState(self, decks, view["turn"], setup)
        st.total = sum(counts) + len(pile)
        st.pile, st.penalty = pile, penalty
        st.window = view["window"]
        st.slapped = list(view["slapped"])
        st.taken_by = view["taken_by"]
        ch = view["challenge"]
        st.challenge = None if ch is None else [ch["challenger"], ch["remaining"], ch["challenged"]]
        st.reveals = view["reveals"]
        st.last_player = view["last_player"]
        st.result_ = view["result"]
        return st


def _parse_card(text):
    card = Card.parse(text)  # SetupError for text that is no card
    if card.is_joker:
        raise SetupError("ew.setup_jokers")
    return card
