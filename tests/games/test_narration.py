"""Contract 2: every game tells every event in words, for each viewer, in both languages —
no JSON, identifiers, reason codes or (in Japanese) English words — and a viewer is never
told what `visible_log` hides from them."""

from __future__ import annotations

import random

import pytest
from rawtext import problems

from tefuda.core.events import visible, visible_log
from tefuda.games import GAMES, descriptor, make_game

# variants that between them log every kind of event of each game
VARIANTS = {
    "daifugo": [
        {},
        {"players": 4, "jokers": 2},
        {"preset": "house"},
        {"preset": "everything"},
        {"players": 4, "eight_cut": True, "four_fours": True, "no_finish_8": True, "no_finish_2": True},
        {"preset": "uecda"},
    ],
    "diving": [{}, {"steal": False}],
    "trump_os": [{"players": 2}, {"players": 4, "spade": "sub"}, {"players": 3, "execution": "step"}],
    "egyptian_war": [{}, {"mode": "100"}, {"players": 3, "sum10": True, "kq": True}],
    "youscout": [{}],
}


def _games(name: str, seeds: int):
    for options in VARIANTS[name]:
        game = make_game(name, dict(options))
        match = descriptor(name).match
        for seed in range(seeds):
            rng = random.Random(seed)
            st = _play(game.new_state(seed=seed), rng)
            yield game, st
            if match is not None and match.games_of(game) > 1 and st.is_over():
                m = match(game, first=st)  # a later game of the match: titles and the exchange
                m.score_game()
                yield game, _play(m.next_game(m.next_setup(rng)), rng)


def _play(st, rng):
    for _ in range(5000):
        if st.is_over():
            break
        seat = rng.choice(list(st.to_move()))
        legal = st.legal_actions(seat)
        if not legal:
            break
        st.apply(seat, rng.choice(legal))
    return st


@pytest.mark.parametrize("name", list(GAMES))
def test_every_event_is_told_in_words_in_both_languages(name):
    describe = descriptor(name).describe
    assert describe is not None, f"{name} has no present.describe"
    told: dict[str, int] = {}
    bad = []
    for game, st in _games(name, 6):
        viewers = [None, *range(game.num_players)]
        for ev in st.log:
            kind = ev["kind"]
            told.setdefault(kind, 0)
            for viewer in viewers:
                if not visible(ev, viewer):
                    continue
                for lang in ("en", "ja"):
                    text = describe(ev, viewer, lang)
                    if text is None:
                        continue
                    told[kind] += 1
                    for p in problems(text, lang):
                        bad.append(f"{kind} ({lang}, viewer {viewer}): {p} in {text!r}")
    assert not bad, "\n".join(sorted(set(bad))[:30])
    silent = [k for k, n in told.items() if n == 0]
    assert not silent, f"{name}: events never told to anyone: {silent}"


@pytest.mark.parametrize("name", ["daifugo", "diving", "trump_os"])
def test_a_private_event_is_told_only_to_its_seats(name):
    """The private events exist (an exchange, a refill's faces, a draw), visible_log keeps
    them from everyone else, and their sentences name the cards for the seats who may see them."""
    seen_private = 0
    for game, st in _games(name, 4):
        for ev in st.log:
            if "only" not in ev:
                continue
            seen_private += 1
            for viewer in [None, *range(game.num_players)]:
                assert (ev in visible_log(st.log, viewer)) == (viewer in ev["only"])
    assert seen_private > 0


def test_cards_are_named_for_people():
    from tefuda.core.cards import card_label, card_name
    from tefuda.core.i18n import translate

    assert card_name("QS", "en") == "Queen of spades" and card_name("QS", "ja") == "スペードのQ"
    assert card_name("10H", "en") == "10 of hearts" and card_name("AD", "ja") == "ダイヤのA"
    assert card_name("JK", "en") == "Joker" and card_label("JK", "ja") == "ジョーカー"
    assert card_label("10H", "en") == "10♥"
    assert translate("card.count", "en", n=1) == "1 card" and translate("card.count", "en", n=2) == "2 cards"
    assert translate("card.count", "ja", n=3) == "3枚"


def test_the_sentences_the_issue_asks_for():
    """#16 §2 in its own words: the challenge, the end of a short game, what a take paid."""
    from tefuda.games.diving.present import describe as diving
    from tefuda.games.egyptian_war.present import describe as ew

    challenge = {"kind": "challenge", "seat": 1, "by": 0, "card": "KS", "count": 3}
    assert ew(challenge, None, "en").startswith("Player 2 must reveal up to 3 cards (Player 1's K♠)")
    assert ew(challenge, 1, "en").startswith("You must reveal up to 3 cards (Player 1's K♠)")
    end = {"kind": "end", "winner": 0, "reason": "short", "cards": [31, 21], "reveals": 100}
    assert ew(end, None, "en") == (
        "Player 1 won: more cards when the 100th card was revealed (Player 1 31, Player 2 21)."
    )
    take = {"kind": "take", "seat": 1, "card": "KS", "cards": ["9C", "4H"]}
    assert diving(take, 0, "en") == "Player 2 took the treasure K♠, paying 9♣ 4♥ (13 oxygen into the dive pile)."
    assert diving(take, 1, "ja").startswith("あなたが宝K♠を手に入れました")
