"""The Trump OS rules variant: options, deals (TOS-1, TOS-9) and record setups."""

from __future__ import annotations

import hashlib
import json
import random
from typing import Any

from tefuda.core.cards import Card, standard_deck
from tefuda.core.errors import SetupError, TefudaError
from tefuda.core.options import Option, T
from tefuda.core.protocol import Game
from tefuda.core.rng import randbelow, shuffle
from tefuda.games.trump_os import observe
from tefuda.games.trump_os.actions import parse_action
from tefuda.games.trump_os.state import TrumpOSState

HAND_SIZE = 5  # TOS-9
DECK = tuple(standard_deck())  # the 52 cards in their fixed order, built once
FIRST_CHOICES = ("random", "1", "2", "3", "4")  # who starts (TOS-9): drawn, or Player 1…4


def _cards(value: Any, what: str) -> list[Card]:
    if not isinstance(value, list):
        raise SetupError("tos.setup.cards", what=what)
    out = []
    for text in value:
        try:
            card = Card.parse(text)
        except TefudaError:
            raise SetupError("tos.setup.not_card", what=what, card=text) from None
        if card.is_joker:
            raise SetupError("tos.setup.joker", what=what)
        out.append(card)
    return out


def shuffle_seed_of(hands: list[list[Card]], deck: list[Card]) -> int:
    """Reshuffles (TOS-15) draw from a stream seeded by the deal itself, so a game dealt
    from a seed and the same game dealt from its record setup shuffle identically."""
    text = json.dumps([[c.code for c in h] for h in hands] + [[c.code for c in deck]])
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")


class TrumpOS(Game):
    name = "trump_os"
    min_players = 2  # TOS-1
    max_players = 4
    OPTIONS = (
        Option(
            "players",
            3,
            "number of players (TOS-1: 2 to 4)",
            type=int,
            choices=(2, 3, 4),
            label=T("Players", "人数"),
            help=T("2 to 4 players.", "2〜4人。"),
        ),
        Option(
            "spade",
            "load",
            "♠ n: 'load' R ← n, or 'sub' R ← (R − n) mod 13 (TOS-7 [decision])",
            choices=("load", "sub"),
            label=T("The ♠ instruction", "♠の命令"),
            help=T(
                "What a ♠ card does to your register R: load its value (standard) or subtract it.",
                "♠のカードがレジスタRにすること: 値を入れる（標準）か、値を引くか。",
            ),
            choice_labels={
                "load": T("LOAD n: R becomes n", "LOAD（読み込み）: R をカードの値 n にする"),
                "sub": T(
                    "SUB n: R becomes R − n (mod 13)",
                    "SUB（減算）: R からカードの値 n を引く（0より小さくなったら13を足す）",
                ),
            },
        ),
        Option(
            "max_rounds",
            200,
            "rounds without a hit before the game is a draw (TOS-17 [decision])",
            type=int,
            check=lambda v: v >= 1,
            check_doc={"en": "at least 1 round", "ja": "1巡以上です"},
            label=T("Round limit", "巡数の上限"),
            help=T(
                "If nobody hits the target within this many rounds, the game is a draw.",
                "この巡数のあいだにだれも当たりを出さなければ引き分けです（1巡 = 全員が1回ずつ手番をすること）。",
            ),
        ),
        Option(
            "execution",
            "slice",
            "'slice': run executes the 3 steps at once; 'step': run starts "
            "the slice and each instruction is a 'step' action (TOS-12)",
            choices=("slice", "step"),
            label=T("Execution", "実行のしかた"),
            help=T(
                "Run your 3 instructions at once, or one step at a time so others may place in between.",
                "3命令をまとめて実行するか、1命令ずつ実行してその間にほかの人も置けるようにするか。",
            ),
            choice_labels={
                "slice": T("All 3 at once", "3命令まとめて"),
                "step": T("One instruction at a time", "1命令ずつ"),
            },
        ),
        Option(
            "first",
            "random",
            "who starts (TOS-9: rock-paper-scissors or the like): 'random', or "
            "the player number 1-4 (seat + 1); the record's setup keeps the seat as 'first'",
            choices=FIRST_CHOICES,
            choice_min_players={"3": 3, "4": 4},  # Player 3 or 4 can start only where they sit
            label=T("Who starts", "最初のプレイヤー"),
            help=T(
                "Drawn at random, as rock-paper-scissors would, or a player you choose. "
                "Turns then go clockwise from that player.",
                "じゃんけんの代わりに無作為に決めるか、選んだプレイヤーから始めます。そこから時計回りに進みます。",
            ),
            choice_labels={
                "random": T("At random (like rock-paper-scissors)", "ランダム（じゃんけんの代わり）"),
                "1": T("Player 1", "プレイヤー1"),
                "2": T("Player 2", "プレイヤー2"),
                "3": T("Player 3", "プレイヤー3"),
                "4": T("Player 4", "プレイヤー4"),
            },
        ),
    )

    def _check_options(self) -> None:
        first = self.options["first"]
        if first != "random" and int(first) > self.num_players:
            spec = next(o for o in self.OPTIONS if o.name == "first")
            raise spec.refuse("tos.first_players", first, n=self.num_players)

    def chosen_first(self) -> int | None:
        """The seat the option names (`first=2` → seat 1), or None for a random draw."""
        first = self.options["first"]
        return None if first == "random" else int(first) - 1

    def parse_action(self, text: str) -> Any:
        return parse_action(text)

    def new_state(self, seed: int | None = None, setup: dict | None = None) -> TrumpOSState:
        n = self.num_players
        if setup is None:
            draw = random.Random(seed)
            deck = list(DECK)
            shuffle(draw, deck)  # draw.shuffle(deck)'s permutation, without random.py's wrappers
            # TOS-9 who starts: the option's player, else drawn (after the shuffle, so a
            # seed deals the same deck order whoever starts)
            first = self.chosen_first()
            if first is None:
                first = randbelow(draw, n)  # draw.randrange(n)
            hands: list[list[Card]] = [[] for _ in range(n)]
            for i in range(HAND_SIZE * n):  # TOS-9 one at a time, starting with the first player
                hands[(first + i) % n].append(deck[i])
            deck = deck[HAND_SIZE * n :]
            setup = {"hands": [[c.code for c in h] for h in hands], "deck": [c.code for c in deck], "first": first}
            return TrumpOSState(self, hands, deck, setup, (), shuffle_seed_of(hands, deck))
        hands, deck, reshuffles, first = self._read_setup(setup)
        setup = observe.copy_setup(setup)
        if first is not None:
            setup["first"] = first
        return TrumpOSState(self, hands, deck, setup, reshuffles, shuffle_seed_of(hands, deck))

    def _read_setup(self, setup: Any) -> tuple[list[list[Card]], list[Card], list[list[Card]], int | None]:
        n = self.num_players
        if not isinstance(setup, dict):
            raise SetupError("tos.setup.object")
        unknown = set(setup) - {"hands", "deck", "reshuffles", "first"}
        if unknown:
            raise SetupError("tos.setup.fields", fields=", ".join(sorted(unknown)))
        raw_hands = setup.get("hands")
        if not isinstance(raw_hands, list) or len(raw_hands) != n:
            raise SetupError("tos.setup.hands", n=n)
        hands = [_cards(h, f"hands[{s}]") for s, h in enumerate(raw_hands)]
        for s, h in enumerate(hands):
            if len(h) > HAND_SIZE:
                raise SetupError("tos.setup.hand_size", seat=s, count=len(h), size=HAND_SIZE)
        deck = _cards(setup.get("deck"), "deck")
        seen: set[Card] = set()
        for card in [c for h in hands for c in h] + deck:
            if card in seen:
                raise SetupError("tos.setup.twice", card=card.code)
            seen.add(card)
        if all(c.rank == 13 for c in deck):  # TOS-11 needs a non-K card to turn
            raise SetupError("tos.setup.target")
        raw_orders = setup.get("reshuffles") or []
        if not isinstance(raw_orders, list):
            raise SetupError("tos.setup.reshuffles")
        orders = []
        for k, raw in enumerate(raw_orders):
            order = _cards(raw, f"reshuffles[{k}]")
            if len(set(order)) != len(order) or not set(order) <= seen:
                raise SetupError("tos.setup.reshuffle", what=f"reshuffles[{k}]")
            orders.append(order)
        return hands, deck, orders, self._setup_first(setup)

    def _setup_first(self, setup: dict) -> int | None:
        """Who starts in a record (TOS-9): the setup's `first` seat. [decision] A setup
        without it was written before the choice existed, when Player 1 (seat 0) always
        started: it is read that way — unless the option names a player (a setup written
        by hand for `first=3`). A setup and an option that disagree are refused."""
        chosen = self.chosen_first()
        if "first" not in setup:
            return chosen  # None: seat 0, the old records' meaning (the setup stays as given)
        first = setup["first"]
        if not isinstance(first, int) or isinstance(first, bool) or not 0 <= first < self.num_players:
            raise SetupError("tos.setup.first", last=self.num_players - 1)
        if chosen is not None and chosen != first:
            raise SetupError("tos.setup.first_option", seat=first, player=chosen + 1)
        return first

    def state_from_json(self, data: dict) -> TrumpOSState:
        from tefuda.games.trump_os.state_io import state_from_json

        return state_from_json(self, data)

    def redeal_hidden(self, state: Any, seat: int | None, rng: random.Random) -> TrumpOSState:
        return observe.redeal_hidden(state, seat, rng)

    def determinize(self, view: dict, rng: random.Random) -> TrumpOSState:
        return observe.determinize(self, view, rng)

    def illegal_examples(self, state: TrumpOSState, seat: int) -> list[str]:
        """One text check_game must see refused for `seat` now (TOS-3, TOS-18); the
        examples rotate so each costs one check per visit."""
        other = (seat + 1) % state.n
        out = ["place 4H@13", "move 4H@7", "pc 3"]
        if state.hands[seat]:
            out.append(f"place {state.hands[seat][0].code}@{other}:5")
        first = state.memory[other][0]
        if first is not None:
            out.append(f"place {first.code}@0")  # a card not in hand
        return [out[len(state.history) % len(out)]]


# execution=step: before each of a CPU's instructions the web table waits this many of its
# usual pauses (about 2.4 s), time for a person to choose a card and a cell and place out of
# turn between its steps (TOS-13), as the option promises
STEP_PAUSES = 4


def cpu_pauses(state: TrumpOSState) -> int | None:
    """Pauses before a CPU acts: longer while a program runs one instruction at a time."""
    return STEP_PAUSES if state.step_mode and state.executing else None


def waiting_on(state: TrumpOSState) -> list[int]:
    """Seats whose move the game waits for: everybody still to submit in the sealed
    initial placement (TOS-10), else the current player only — out-of-turn placements
    (TOS-13) are an option of people, never something a CPU is waited on for."""
    movers = state.to_move()
    if state.phase == "placement":
        return list(movers)
    return [state.current] if state.current in movers else []
