"""Diving's game variant and state: zones, the deal (DIV-1 … DIV-7), records and JSON."""

from __future__ import annotations

import random
from typing import Any

from tefuda.core.cards import Card, standard_deck
from tefuda.core.compiled import mypyc_attr
from tefuda.core.errors import IllegalAction, SetupError
from tefuda.core.options import Option, T
from tefuda.core.protocol import Game
from tefuda.core.rng import shuffle
from tefuda.games.diving import actions
from tefuda.games.diving.actions import JOKER
from tefuda.games.diving.rules import DIVE, OVER, DivingRules

_FULL_DECK = standard_deck(0)


def _codes(cards: Any) -> list[str]:
    return [c.code for c in cards]


# A regular Python class even when compiled (it derives from the interpreted Game); its
# methods are compiled. DivingState (below) is a native class, as State is.
@mypyc_attr(native_class=False)
class DivingGame(Game):
    name = "diving"
    OPTIONS = (
        Option(
            "bonus",
            8,
            "cards placed face down outside as the bonus (DIV-6)",
            int,
            choices=(6, 8, 10),
            label=T("Bonus cards", "ボーナスの枚数"),
            help=T(
                "Cards set aside face down; whoever still holds a joker at the end adds them to their treasures.",
                "ゲーム外部に裏向きで置く枚数。最後にジョーカーを手札に残した人の宝になります。",
            ),
        ),
        Option(
            "first",
            "random",
            "who goes first: random, or the seat 0 or 1 (DIV-7); typed as Player 1 or 2",
            str,
            choices=("random", "0", "1"),
            label=T("First player", "先攻"),
            help=T("Who takes the first turn.", "最初に行動する人。"),
            choice_labels={
                "random": T("Random", "ランダム"),
                "0": T("Player 1", "プレイヤー1"),
                "1": T("Player 2", "プレイヤー2"),
            },
            # records store the seat (0, 1) as they always have; people type 1 or 2
            typed={"random": "random", "1": "0", "2": "1"},
        ),
        Option(
            "steal",
            True,
            "the steal rule with a 5 (DIV-12); false disables it",
            bool,
            label=T("Steal with a 5 (強奪)", "強奪（5）"),
            help=T(
                "When both depths are equal, a 5 from your hand takes any one treasure of your opponent's.",
                "深度が同じとき、手札の5を捨て山に置いて相手の宝を1つ奪えます。",
            ),
        ),
    )
    min_players = 2
    max_players = 2

    def __init__(self, options: dict | None = None, **kwargs: Any):
        given = dict(options or {}, **kwargs)
        first = given.get("first")
        if isinstance(first, int) and not isinstance(first, bool):
            given["first"] = str(first)  # `first=1` means seat 1, as does the text "1"
        super().__init__(given)

    def new_state(self, seed: int | None = None, setup: dict | None = None) -> DivingState:
        if setup is not None:
            return DivingState.from_setup(self, setup)
        rng = random.Random(seed)
        cards = _FULL_DECK[:]
        shuffle(rng, cards)  # rng.shuffle's very permutation, without random.py's wrapper
        size = self.options["bonus"]
        first = self.options["first"]
        first = rng.randrange(2) if first == "random" else int(first)  # DIV-7
        # DIV-1: the 52 cards shuffled plus the 2 jokers, which DIV-5 deals one to each hand
        # with three cards; DIV-6: the bonus outside; the rest is the deck
        hands = [[JOKER, *cards[0:3]], [JOKER, *cards[3:6]]]
        bonus = cards[6 : 6 + size]
        deck = cards[6 + size :]
        return DivingState(self, hands, bonus, deck, first)

    def parse_action(self, text: str):
        return actions.parse(text)

    def state_from_json(self, data: dict) -> DivingState:
        from tefuda.games.diving.state_io import state_from_json

        return state_from_json(self, data)

    def redeal_hidden(self, state, seat, rng):
        from tefuda.games.diving.observe import redeal_hidden

        return redeal_hidden(state, seat, rng)

    def determinize(self, view: dict, rng: random.Random) -> DivingState:
        from tefuda.games.diving.observe import determinize

        return determinize(self, view, rng)

    def illegal_examples(self, state, seat) -> list[str]:
        """Texts check_game must see refused whenever `seat` is to move."""
        from tefuda.games.diving.observe import illegal_examples

        return illegal_examples(state, seat)


class DivingState(DivingRules):
    """Zones (DIV-3): per seat hand, dive pile, field; shared deck and outside (bonus).
    Its fields are declared once, in state_io.FIELDS (clone and JSON follow from there);
    DivingRules (rules.py) gives their types."""

    def __init__(
        self, game: DivingGame | None = None, hands: Any = (), bonus: Any = (), deck_top_first: Any = (), first: int = 0
    ):
        if game is None:
            return  # a blank for state_io (clone, from_json) to fill: every field unset
        self._attach(game)
        self.hands = [list(hands[0]), list(hands[1])]
        self.dives: list[list[Card]] = [[], []]
        self.depths = [0, 0]  # the dive piles' value sums (DIV-4), cached
        self.fields: list[list[Card]] = [[], []]
        self.bonus = list(bonus)  # outside, dealt in this order (DIV-15)
        self.deck = list(reversed(deck_top_first))  # top card last: pop() reveals it
        self.first = first
        self.turn = first
        self.turn_no = 0
        self.phase = DIVE
        self.treasure: Card | None = None  # revealed, waiting to be taken
        self.taker: int | None = None  # the seat that must take or yield it
        self.sealed: list = [None, None]  # return payments, sealed until both are in
        self.drowned = [False, False]
        self.log: list[dict] = []
        self.history: list = []
        # the deal as it was, for setup(); kept as cards (codes are made only when asked)
        self._deal = (tuple(self.hands[0]), tuple(self.hands[1]), tuple(self.bonus), tuple(deck_top_first), first)
        if not self.deck:  # a puzzle setup may start with an empty deck: straight to the return
            self._start_return()

    def _attach(self, game: DivingGame) -> None:
        """What a state takes from its rules variant (also for from_json and clones)."""
        self.game = game
        self.steal_rule = game.options["steal"]

    def apply(self, seat: int, action) -> None:
        """The protocol's apply (same checks, same order), kept short for the hot path."""
        if action.__class__ is not actions.Action:
            action = actions.parse(action) if isinstance(action, str) else action
        if self.phase == OVER:
            raise IllegalAction("action.game_over")
        if seat.__class__ is not int:
            raise IllegalAction("action.bad_seat", seat=seat)
        self._apply(seat, action)
        self.history.append((seat, action))

    # ------------------------------------------------------------------ setup records
    @classmethod
    def from_setup(cls, game: DivingGame, setup: Any) -> DivingState:
        if not isinstance(setup, dict):
            raise SetupError("diving.setup.object")
        unknown = set(setup) - {"hands", "bonus", "deck", "first"}
        if unknown:
            raise SetupError("diving.setup.fields", fields=", ".join(sorted(unknown)))
        hands = setup.get("hands")
        if not isinstance(hands, list) or len(hands) != 2:
            raise SetupError("diving.setup.hands")
        parsed_hands = [cls._cards(h, f"hands[{i}]") for i, h in enumerate(hands)]
        if not all(parsed_hands):  # DIV-9: an empty hand has already drowned
            raise SetupError("diving.setup.empty_hand")
        bonus = cls._cards(setup.get("bonus", []), "bonus")
        deck = cls._cards(setup.get("deck", []), "deck")
        every = [c for h in parsed_hands for c in h] + bonus + deck
        if sum(c is JOKER for c in every) > 2:
            raise SetupError("diving.setup.jokers")
        if JOKER in bonus or JOKER in deck:
            raise SetupError("diving.setup.joker_place")
        numbered = [c for c in every if c is not JOKER]
        if len(set(numbered)) != len(numbered):
            twice = next(c for c in numbered if numbered.count(c) > 1)
            raise SetupError("diving.setup.twice", card=str(twice))
        first = setup.get("first", 0 if game.options["first"] == "random" else int(game.options["first"]))
        if type(first) is not int or first not in (0, 1):  # 0.0 == 0, but no seat is 0.0
            raise SetupError("diving.setup.first", first=first)
        return cls(game, parsed_hands, bonus, deck, first)

    @staticmethod
    def _cards(codes: Any, what: str) -> list[Card]:
        if not isinstance(codes, list):
            raise SetupError("diving.setup.cards", what=what)
        try:
            return [Card.parse(c) for c in codes]
        except SetupError as e:
            raise SetupError("diving.setup.card", what=what, error=e) from None

    def setup(self) -> dict:
        hand0, hand1, bonus, deck, first = self._deal
        return {"hands": [_codes(hand0), _codes(hand1)], "bonus": _codes(bonus), "deck": _codes(deck), "first": first}

    # ------------------------------------------------------------------ copies and JSON
    # (they follow from state_io.FIELDS)
    def clone(self) -> DivingState:
        from tefuda.games.diving.state_io import clone_state

        return clone_state(self)

    def to_json(self) -> dict:
        from tefuda.games.diving.state_io import state_to_json

        return state_to_json(self)

    def all_cards(self) -> list:
        out = [
            *self.hands[0],
            *self.hands[1],
            *self.dives[0],
            *self.dives[1],
            *self.fields[0],
            *self.fields[1],
            *self.bonus,
            *self.deck,
        ]
        if self.treasure is not None:
            out.append(self.treasure)
        return out  # sealed return cards are still in their hands until both are in

    def view(self, seat: int | None = None) -> dict:
        from tefuda.games.diving.observe import view

        return view(self, seat)
