"""Fixed action encodings: every legal action of random games has a token sequence, and
two legal actions share one only where docs/rl.md says they are equivalent."""

from __future__ import annotations

import random
import re

import pytest
from _envcases import FAST  # skips this module without the rl extra

from tefuda.envs.codec import Decision  # noqa: E402
from tefuda.envs.table import WAIT, Table, encoded_games, encoding_for  # noqa: E402
from tefuda.games import make_game  # noqa: E402

# (game, options[, action kinds the random games must meet, so the coverage is real[, games]])
VARIANTS = [
    ("daifugo", {"players": 4, "games": 3}, {"play", "pass", "give"}),
    ("daifugo", {"players": 6, "games": 2}, {"play", "pass", "give"}),
    ("daifugo", {"players": 3, "jokers": 1, "games": 1}),
    ("daifugo", {"players": 9, "jokers": 0, "games": 1}),
    (
        "daifugo",
        {
            "players": 5,
            "games": 2,
            "eight_cut": True,
            "spade3": True,
            "shibari": True,
            "eleven_back": True,
            "miyako_ochi": True,
            "five_skip": True,
            "nine_reverse": True,
            "sequence_revolution": True,
            "three_card_revolution": True,
            "gyakudan": True,
        },
    ),
    ("daifugo", {"players": 4, "games": 1, "three_strong": True}),
    ("youscout", {}),
    (
        "youscout",
        {"replacement": "infinity", "cross_border": "all", "replacement_coins_lower": "infinity"},
        {"start", "draw", "move", "stay", "replace"},
    ),
    ("diving", {}, {"hunt", "take", "yield", "refill", "steal", "return"}, 60),  # steals are rare
    ("diving", {"bonus": 10, "steal": False}),
    ("trump_os", FAST["trump_os"], {"place", "run"}),
    ("trump_os", {"players": 4, "max_rounds": 10, "spade": "sub"}),
    ("egyptian_war", FAST["egyptian_war"], {"play", "slap"}),
    ("egyptian_war", {"players": 3, "mode": "100", "preset": "custom", "sum10": True, "kq": True}),
]


def _params():
    ready = encoded_games()
    return [
        pytest.param(
            v[0],
            v[1],
            v[2] if len(v) > 2 else set(),
            v[3] if len(v) > 3 else 6,
            id=f"{v[0]}-{i}",
            marks=[] if v[0] in ready else [pytest.mark.skip(reason=f"the {v[0]} engine (GAME) is not present")],
        )
        for i, v in enumerate(VARIANTS)
    ]


_SUITS = re.compile(r"\b(10|[2-9AJQK])[SHDC]\b")


def _equivalent(game: str, a: str, b: str) -> bool:
    """Diving tokens name card values, not suits (suits never matter there, DIV-2..4)."""
    if game != "diving":
        return False
    return _SUITS.sub(r"\1", a) == _SUITS.sub(r"\1", b)


@pytest.mark.parametrize("game_name,options,kinds,games", _params())
def test_every_legal_action_has_a_token_sequence(game_name, options, kinds, games):
    game = make_game(game_name, options)
    enc = encoding_for(game)
    codec = enc.codec
    decisions = 0
    met: set[str] = set()
    for seed in range(games):
        rng = random.Random(seed)
        table = Table(enc, game.new_state(seed=seed), rng)
        steps = 0
        while not table.over() and steps < 3000:
            legal = table.state.legal_actions(table.seat)
            seen: dict[tuple, str] = {}
            for a in legal:
                met.add(str(a).split()[0])
                seq = codec.tokens(str(a))  # raises EncodingError for an unencodable action
                assert all(0 <= t < codec.size for t in seq)
                other = seen.setdefault(seq, str(a))
                assert other == str(a) or _equivalent(game_name, other, str(a)), (
                    f"{game_name}: {other!r} and {a!s} share the tokens {seq}"
                )
            # the decision reaches every distinct sequence and gives back a listed action
            for seq, text in seen.items():
                d = Decision(codec, legal)
                for t in seq[:-1]:
                    assert d.choose(t) == (False, None)
                done, action = d.choose(seq[-1])
                assert done and str(action) == text
            decisions += 1
            allowed = table.legal_tokens()
            table.step(allowed[rng.randrange(len(allowed))])
            steps += 1
    assert decisions > 50
    assert kinds <= met, f"random games never met {kinds - met}"


@pytest.mark.parametrize("game_name,options,kinds,games", _params())
def test_token_names_are_the_documented_catalog(game_name, options, kinds, games):
    codec = encoding_for(make_game(game_name, options)).codec
    assert len(set(codec.names)) == codec.size
    for i in (0, codec.size - 1):
        assert codec.index[codec.describe(i)] == i


def test_daifugo_catalog_sizes():
    if "daifugo" not in encoded_games():
        pytest.skip("the daifugo engine is not present")
    from tefuda.envs.encodings.daifugo_actions import catalog, key

    assert len(catalog(2)) == 9368
    assert len(catalog(1)) < len(catalog(2))
    # the action texts of rules/daifugo.md
    assert key("play 3S") == ("play 3S",)
    assert key("play 7H 7D JK") == ("group 7 HD +1",)
    assert key("play 7H JK=7S JK=7D") == ("group 7 H +2",)
    assert key("play 5S 6S JK=7S") == ("seq S 5+3 jk 2",)
    assert key("give 2S AH") == key("give AH 2S")


def test_egyptian_war_windows_offer_wait():
    if "egyptian_war" not in encoded_games():
        pytest.skip("the egyptian_war engine is not present")
    game = make_game("egyptian_war", {})
    table = Table(encoding_for(game), game.new_state(seed=3), random.Random(3))
    table.step(table.codec.index["play"])  # the reveal opens a reaction window
    assert table.state.view(None)["window"]
    assert table.legal_actions() == ["slap", WAIT]
    assert table.legal_tokens() == [table.codec.index["slap"], table.codec.index["wait"]]


def test_trump_os_initial_placement_is_picked_card_by_card():
    """TOS-10: one sealed `place` per seat; the adapter composes it from single tokens."""
    if "trump_os" not in encoded_games():
        pytest.skip("the trump_os engine is not present")
    game = make_game("trump_os", {"players": 2})
    table = Table(encoding_for(game), game.new_state(seed=5), random.Random(5))
    seat = table.seat
    hand = table.state.view(seat)["hand"]
    idx = table.codec.index
    picks = [f"place {hand[0]}@0", f"place {hand[1]}@7", f"place {hand[2]}@12"]
    for text in picks:
        assert table.step(idx[text]) == (False, None)
    # a cell already chosen, or a card already chosen, is not offered again
    assert idx[f"place {hand[3]}@7"] not in table.legal_tokens()
    assert idx[f"place {hand[0]}@5"] not in table.legal_tokens()
    assert table.observation(seat)[table.enc.layout.at["chosen_tokens"] + idx[picks[0]]] > 0
    done, action = table.step(idx["place"])
    assert done and str(action) == f"place {hand[0]}@0 {hand[1]}@7 {hand[2]}@12"
    sealed = table.state.view(seat)["sealed"]
    assert sorted(map(tuple, sealed)) == sorted([(hand[0], 0), (hand[1], 7), (hand[2], 12)])
    assert table.seat != seat  # the other seat submits next, without seeing this one
    assert table.state.view(table.seat)["sealed"] is None


def test_trump_os_placement_tokens_agree_with_the_engine():
    """The fast TOS-16 rule (a single stays allowed while its card and cell are free)
    offers exactly what the engine accepts, asked card by card on copies of the state."""
    if "trump_os" not in encoded_games():
        pytest.skip("the trump_os engine is not present")
    checked = 0
    for players in (2, 3, 4):
        game = make_game("trump_os", {"players": players})
        for seed in range(6):
            rng = random.Random(seed)
            table = Table(encoding_for(game), game.new_state(seed=seed), rng)
            while table.state.view(None)["phase"] == "placement":
                decision = table.decision
                while True:
                    assert decision.allowed() == decision.probe_allowed()
                    checked += 1
                    allowed = decision.allowed()
                    token = allowed[rng.randrange(len(allowed))]
                    if table.step(token)[0]:
                        break
    assert checked > 100
