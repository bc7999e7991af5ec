"""The Daifugo rules variant: options (DSP-1/2/19 and the DSP-18 local rules), dealing
(DSP-6), setups and records, the next game of a match."""

from __future__ import annotations

import random

from tefuda.core.cards import Card, standard_deck
from tefuda.core.errors import OptionError, SetupError
from tefuda.core.options import Option, T
from tefuda.core.protocol import Game, check_distinct
from tefuda.games.daifugo import messages, uecda  # noqa: F401  (messages: registers the catalog)
from tefuda.games.daifugo.actions import parse_action
from tefuda.games.daifugo.cards import deal_cards, sort_cards
from tefuda.games.daifugo.rules import TITLES, DaifugoState, exchange_plan, finish_ban_mask, titles_for


def _scoring_ok(text) -> bool:
    try:
        return len(parse_scoring(text)) == 5
    except ValueError:
        return False


def parse_scoring(text: str) -> list[int]:
    """`"2,1,0,-1,-2"` → points for 大富豪, 富豪, 平民, 貧民, 大貧民 (DSP-19)."""
    return [int(x) for x in str(text).split(",")]


# DSP-18: every local rule is opt-in; each entry: option name, Japanese name, English doc.
LOCAL_RULES = {
    "eight_cut": ("8切り", "8-cut: a play containing an 8 ends the trick; its player leads"),
    "spade3": ("スペ3", "spade-3: the real ♠3 alone beats a lone joker and ends the trick"),
    "shibari": ("しばり", "suit lock: two plays in a row of the same suit(s) lock the trick to them"),
    "eleven_back": ("イレブンバック", "11-back: a play containing a J reverses strength until the trick ends"),
    "miyako_ochi": ("都落ち", "fallen Daifugo: if the Daifugo is not first out, they drop to last at once"),
    "five_skip": ("5飛び", "5-skip: a play skips one waiting player per 5 in it"),
    "nine_reverse": ("9リバース", "9-reverse: a play containing a 9 reverses the direction of play"),
    "sequence_revolution": ("階段革命", "sequence revolution: a sequence of 4+ cards starts a revolution"),
    "three_card_revolution": ("5・8・Kの3枚革命", "3-card revolution: three 5s, 8s or Ks start a revolution"),
    "gyakudan": (
        "逆段",
        "reverse steps: a single may be answered by the same suit one rank weaker; "
        "then the trick must continue that way",
    ),
    "three_strong": (
        "3強・4強・A強・2強",
        "three 3s (revolution: 2s) go on anything; only four 4s (revolution: As) answer them",
    ),
    # the two rules M.K. sent DSP (seed: 「［３強］」「［４強］」, 2000-09-12); semantics: local.py
    "three_threes": ("3強 (M.K.)", "three 3s including the real ♠3 may be played on any table play"),
    "four_fours": (
        "4強 (M.K.)",
        "four 4s may answer an 8-cut (needs eight_cut): the trick waits for that answer before it ends",
    ),
    # DSP-18 names both (「２あがりを禁止」「８あがりを禁止」); semantics: rules.FINISH_BANS
    "no_finish_2": (
        "２あがり禁止",
        "no finishing with a 2: the play that empties a hand may not "
        "contain a 2 (a joker as a 2 counts); a hand of only 2s and jokers is stuck",
    ),
    "no_finish_8": (
        "８あがり禁止",
        "no finishing with an 8: the play that empties a hand may not "
        "contain an 8 (a joker as an 8 counts); a hand of only 8s and jokers is stuck",
    ),
}

# What players read about each local rule (contract 5): label (Japanese name first) and one line.
LOCAL_RULE_TEXTS = {
    "eight_cut": (
        T("8切り (8-cut)", "8切り"),
        T(
            "A play containing an 8 ends the trick at once; its player leads the next one.",
            "8を含む札を出すとその場で場が流れ、出した人が次の親になります。",
        ),
    ),
    "spade3": (
        T("スペ3 (spade 3)", "スペ3"),
        T(
            "The ♠3 played alone beats a lone joker and ends the trick.",
            "ジョーカー1枚の上にスペードの3を1枚で出せ、場が流れます。",
        ),
    ),
    "shibari": (
        T("しばり (suit lock)", "しばり"),
        T(
            "A play in the same suit(s) as the play before it locks the trick to those suits.",
            "直前と同じマークの札を続けて出すと、場が流れるまでそのマークしか出せません。",
        ),
    ),
    "eleven_back": (
        T("イレブンバック (11-back)", "イレブンバック"),
        T(
            "A play containing a J reverses the strength order until the trick ends.",
            "Jを含む札を出すと、場が流れるまでカードの強さが逆になります。",
        ),
    ),
    "miyako_ochi": (
        T("都落ち (fallen Daifugo)", "都落ち"),
        T(
            "From game 2: if someone else goes out first, the Daifugo drops to last place at once.",
            "2戦目から: 大富豪より先にほかの人があがると、大富豪はその場で最下位になります。",
        ),
    ),
    "five_skip": (
        T("5飛び (5-skip)", "5飛び"),
        T("A play skips one waiting player for each 5 in it.", "5を含む札を出すと、5の枚数だけ次の人を飛ばします。"),
    ),
    "nine_reverse": (
        T("9リバース (9-reverse)", "9リバース"),
        T("A play containing a 9 reverses the direction of play.", "9を含む札を出すと、順番の回る向きが逆になります。"),
    ),
    "sequence_revolution": (
        T("階段革命 (sequence revolution)", "階段革命"),
        T(
            "A sequence of 4 or more cards also starts (or ends) a revolution.",
            "4枚以上の階段でも革命（革命返し）が起きます。",
        ),
    ),
    "three_card_revolution": (
        T("5・8・Kの3枚革命 (3-card revolution)", "5・8・Kの3枚革命"),
        T(
            "Exactly three 5s, 8s or Ks also start (or end) a revolution.",
            "5・8・Kはちょうど3枚組でも革命（革命返し）になります。",
        ),
    ),
    "gyakudan": (
        T("逆段 (reverse steps)", "逆段"),
        T(
            "A single may be answered by the same suit one rank weaker; the trick then goes on that way.",
            "1枚出しに同じマークの1つ弱い札を出せます。出したらその場は逆段だけで続きます。",
        ),
    ),
    "three_strong": (
        T("3強・4強・A強・2強 (three 3s)", "3強・4強・A強・2強"),
        T(
            "Three 3s go on any play and only four 4s answer them (in a revolution: 2s and As).",
            "3の3枚組はどんな場にも出せ、返せるのは4の4枚組だけです（革命中は2とA）。",
        ),
    ),
    "three_threes": (
        T("3強 with the ♠3 (three 3s on anything)", "3強（スペードの3入りの3枚組）"),
        T(
            "Three 3s that include the ♠3 may be played on any play.",
            "スペードの3を含む3の3枚組は、どんな場の上にも出せます。",
        ),
    ),
    "four_fours": (
        T("4強 (four 4s answer an 8-cut)", "4強（8切り返し）"),
        T(
            "An 8-cut does not end the trick at once: four 4s may still be played on it.",
            "8切りですぐには流れず、4の4枚組ならその上に出せます（8切りと一緒に使います）。",
        ),
    ),
    "no_finish_2": (
        T("２あがり禁止 (no finishing on a 2)", "２あがり禁止"),
        T(
            "The play that empties your hand may not contain a 2.",
            "最後に出して手札をなくす札に2を含めてはいけません。",
        ),
    ),
    "no_finish_8": (
        T("８あがり禁止 (no finishing on an 8)", "８あがり禁止"),
        T(
            "The play that empties your hand may not contain an 8.",
            "最後に出して手札をなくす札に8を含めてはいけません。",
        ),
    ),
}

_STANDARD_OPTIONS = [
    Option(
        "players",
        5,
        "number of players (DSP-1: 3 to 9)",
        int,
        check=lambda v: 3 <= v <= 9,
        check_doc={"en": "Daifugo is for 3 to 9 players", "ja": "大富豪は3〜9人で遊びます"},
        label=T("Players", "人数"),
        help=T("3 to 9 players; 5 or 6 play best.", "3〜9人。おすすめは5〜6人です。"),
    ),
    Option(
        "jokers",
        2,
        "jokers in the deck (DSP-2: 2; 0 or 1 allowed)",
        int,
        choices=(0, 1, 2),
        label=T("Jokers", "ジョーカーの枚数"),
        help=T(
            "Jokers in the deck: 2 is standard, 1 or 0 if you must.",
            "山札に入れるジョーカー。標準は2枚、やむを得なければ1枚か0枚。",
        ),
    ),
    Option(
        "games",
        8,
        "games in a match (DSP-1: 8)",
        int,
        check=lambda v: 1 <= v <= 1000,
        check_doc={"en": "a match has 1 to 1000 games", "ja": "1回の対戦は1〜1000ゲームです"},
        label=T("Games in a match", "対戦回数"),
        help=T(
            "How many games make a match (standard 8); titles carry over from game to game.",
            "1回の対戦で遊ぶゲーム数（標準は8回）。身分は次のゲームに引き継がれます。",
        ),
    ),
    Option(
        "scoring",
        "2,1,0,-1,-2",
        "points per game for 大富豪,富豪,平民,貧民,大貧民 (DSP-19)",
        str,
        check=_scoring_ok,
        check_doc={
            "en": "five comma-separated integers, e.g. 2,1,0,-1,-2",
            "ja": "コンマ区切りの整数5つです（例: 2,1,0,-1,-2）",
        },
        label=T("Points per title", "身分ごとの得点"),
        help=T(
            "Points each game for 大富豪, 富豪, 平民, 貧民, 大貧民, comma-separated (e.g. 2,1,0,-1,-2).",
            "各ゲームで大富豪・富豪・平民・貧民・大貧民が得る点をカンマ区切りで（例: 2,1,0,-1,-2）。",
        ),
    ),
]


# UECda (uecda.py): the referee's rules as one switch; with it only the local rules the
# referee itself can switch on (8切り, スペ3 — its default — and イレブンバック)
UECDA_OPTION = Option(
    "uecda",
    False,
    "the UECda referee's rules (uecda.py; README: UECda)",
    bool,
    label=T("UECda contest rules", "UECdaのルール（コンピュータ大貧民大会）"),
    help=T(
        "Play as the UEC computer Daihinmin contest's referee does: the ♦3 leads, anyone may pass, "
        "going out does not end the trick, seats change every 3 games.",
        "UECコンピュータ大貧民大会のサーバーと同じ進行: ♦3を持つ人から、親もパスでき、あがっても場は流れず、3ゲームごとに席替え。",
    ),
)
UECDA_COMPATIBLE = {"eight_cut", "spade3", "eleven_back"}


class DaifugoGame(Game):
    local: frozenset[str]  # the local rules switched on (DSP-18), from the options
    finish_ban: int  # rank-major mask of the ranks nobody may finish with (0: none)
    scores: list[int]  # DSP-19 points per title
    deck: list[Card]  # the cards of this variant in standard_deck's order

    name = "daifugo"
    titles = {"en": "Daifugo", "ja": "大富豪"}
    min_players = 3
    max_players = 9
    OPTIONS = (
        _STANDARD_OPTIONS
        + [
            Option(
                k,
                False,
                f"{ja} — {en} (local rule, DSP-18)",
                bool,
                label=LOCAL_RULE_TEXTS[k][0],
                help=LOCAL_RULE_TEXTS[k][1],
            )
            for k, (ja, en) in LOCAL_RULES.items()
        ]
        + [UECDA_OPTION]
    )
    PRESETS = {
        "dsp": {},  # the DSP standard: every local rule off (DSP-18)
        # a common Japanese house-rule set (see README): 8切り, スペ3, しばり, イレブンバック, 都落ち
        # (fixed as documented; the finishing bans are opt-in on top: -o no_finish_2=true)
        "house": {"eight_cut": True, "spade3": True, "shibari": True, "eleven_back": True, "miyako_ochi": True},
        # everything the issue lists, for the adventurous (and the conformance test)
        "everything": {k: True for k in LOCAL_RULES},
        # the UECda referee's defaults (README: UECda): 5 players, one joker, 8切り and スペ3,
        # points 5-4-3-2-1 by place, a match of 1000 games
        "uecda": {
            "uecda": True,
            "players": 5,
            "jokers": 1,
            "games": 1000,
            "scoring": "5,4,3,2,1",
            "eight_cut": True,
            "spade3": True,
        },
    }
    PRESET_INFO = {
        "dsp": {
            "label": T("DSP standard", "DSP標準ルール"),
            "help": T("The DSP standard rules: no local rules.", "DSPの標準ルール。ローカルルールはなし。"),
        },
        "house": {
            "label": T("Common house rules", "定番ローカルルール"),
            "help": T(
                "8切り, スペ3, しばり, イレブンバック and 都落ち on.",
                "8切り・スペ3・しばり・イレブンバック・都落ちを入れます。",
            ),
        },
        "everything": {
            "label": T("Every local rule", "全部入り"),
            "help": T(
                "Every local rule on, the finishing bans included.",
                "すべてのローカルルールを入れます（あがり禁止も含む）。",
            ),
        },
        "uecda": {
            "label": T("UECda (computer contest)", "UECda（コンピュータ大貧民大会）"),
            "help": T(
                "The contest referee's rules: 5 players, one joker, 8切り, スペ3, しばり, "
                "points 5 to 1 by place, 1000 games.",
                "大会サーバーのルール: 5人、ジョーカー1枚、8切り・スペ3・しばりあり、順位で5〜1点、1000ゲーム。",
            ),
        },
    }

    def _check_options(self) -> None:
        self.local = frozenset(k for k in LOCAL_RULES if self.options.get(k))
        self.uecda = bool(self.options.get("uecda"))
        if self.uecda:
            clash = sorted(self.local - UECDA_COMPATIBLE)
            if clash:
                names = ", ".join(LOCAL_RULES[k][0] for k in clash)
                raise OptionError("daifugo.uecda_clash", rules=names)
            if self.options["jokers"] > 1:
                raise OptionError("daifugo.uecda_jokers")
            self.local = self.local | {"uecda"}  # (the engine runs its hooks only when something is on)
        if "four_fours" in self.local and "eight_cut" not in self.local:
            raise OptionError("daifugo.four_fours_needs_cut")
        self.finish_ban = finish_ban_mask(self.local)  # DSP-18 no_finish_2/8 (0: none, the standard)
        self.scores = parse_scoring(self.options["scoring"])
        self.deck = standard_deck(self.options["jokers"])  # (in its fixed order; deals copy it)

    def public_options(self) -> dict:
        return {k: v for k, v in self.options.items() if k != "preset"}

    # --- states ---------------------------------------------------------------------------
    def new_state(self, seed: int | None = None, setup: dict | None = None) -> DaifugoState:
        if setup is None and self.uecda:
            setup = uecda.first_setup(self, random.Random(seed))
        if setup is not None:
            hands, titles = self._read_setup(setup)
            seating, number = setup.get("seating"), setup.get("number", 1)
        else:
            rng = random.Random(seed)
            hands, titles = self.deal(rng), None
            seating, number = None, 1
        return DaifugoState(self, hands, titles, None, seating, number)  # (the next seed: when asked)

    def deal(self, rng: random.Random, leader: int | None = None, ring=None) -> list[list[Card]]:
        """DSP-6: shuffle, deal one at a time clockwise from the leader (game 1: a random seat);
        `ring` is the seating order (UECda), else seat order."""
        return deal_cards(self.deck, rng, self.num_players, leader, ring)

    def next_setup(self, state: DaifugoState, rng: random.Random) -> dict:
        """The setup of the next game of a match: titles carried over (DSP-5), a new deal
        dealt from the 大貧民, who leads (DSP-6/9); UECda: uecda.next_setup."""
        if not state.is_over():
            raise SetupError("daifugo.not_over")
        if self.uecda:
            return uecda.next_setup(self, state, rng)
        result = state.result()
        assert result is not None  # (the game is over)
        titles = result["titles"]
        hands = self.deal(rng, leader=titles.index("daihinmin"))
        return {"hands": [[c.code for c in h] for h in hands], "titles": list(titles)}

    def next_game(self, state: DaifugoState) -> DaifugoState:
        """The next game of a match, dealt from the finished game's own seed."""
        return self.new_state(setup=self.next_setup(state, random.Random(state.following_seed())))

    def _read_setup(self, setup: dict):
        n = self.num_players
        keys = {"hands", "titles", "seating", "number"} if self.uecda else {"hands", "titles"}
        if not isinstance(setup, dict) or set(setup) - keys or "hands" not in setup:
            raise SetupError("daifugo.setup_shape_uecda" if self.uecda else "daifugo.setup_shape")
        if self.uecda:
            ring, number = setup.get("seating", list(range(n))), setup.get("number", 1)
            if not isinstance(ring, list) or sorted(ring) != list(range(n)):
                raise SetupError("daifugo.setup_seating", n=n - 1)
            if not isinstance(number, int) or isinstance(number, bool) or number < 1:
                raise SetupError("daifugo.setup_number")
        hands_raw = setup["hands"]
        if not isinstance(hands_raw, list) or len(hands_raw) != n:
            raise SetupError("daifugo.setup_hands", n=n)
        hands = []
        for s, h in enumerate(hands_raw):
            if not isinstance(h, list) or not h:
                raise SetupError("daifugo.setup_hand", seat=s)
            hands.append(sort_cards(Card.parse(c) for c in h))
        check_distinct([c for h in hands for c in h], self.options["jokers"])
        titles = setup.get("titles")
        if titles is not None:
            if not isinstance(titles, list) or len(titles) != n or any(t not in TITLES for t in titles):
                raise SetupError("daifugo.setup_titles", n=n)
            expected = sorted(titles_for(list(range(n)), n))
            if sorted(titles) != expected:
                raise SetupError("daifugo.setup_title_set")
            # DSP-7: the gives happen in order, so a higher title returns from its hand
            # after receiving — the 大富豪 may be dealt fewer cards than it returns
            held = [len(h) for h in hands]
            for giver, receiver, k, _ in exchange_plan(titles, n):
                if held[giver] < k:
                    raise SetupError("daifugo.setup_give", seat=giver, count=k, held=held[giver])
                held[giver] -= k
                held[receiver] += k
        return hands, titles

    def parse_action(self, text: str):
        return parse_action(text)

    def state_from_json(self, data: dict) -> DaifugoState:
        from tefuda.games.daifugo.state_io import state_from_json

        return state_from_json(self, data)

    # --- hidden information ---------------------------------------------------------------
    def redeal_hidden(self, state, seat, rng):
        from tefuda.games.daifugo.knowledge import redeal_hidden

        return redeal_hidden(state, seat, rng)

    def determinize(self, view: dict, rng: random.Random) -> DaifugoState:
        from tefuda.games.daifugo.knowledge import determinize

        return determinize(self, view, rng)

    def determinizer(self, view: dict):
        """`determinize` of this view as a function of the RNG (the search samples many
        worlds from one view: what the view fixes is worked out once)."""
        from tefuda.games.daifugo.knowledge import Determinizer

        return Determinizer(self, view)

    def illegal_examples(self, state, seat) -> list[str]:
        """Texts check_game asserts are rejected without change."""
        out = []
        if state.phase == "play":
            if state.table is None and not self.uecda:  # (UECda: the leader may pass)
                out.append("pass")
            held = {c.code for c in state.hand(seat)}
            for code in ("3S", "7H", "QC", "2D"):
                if code not in held and code in {c for h in state.deal for c in h}:
                    out.append(f"play {code}")
                    break
        elif state.phase == "exchange":
            out.append("pass")
        return out
