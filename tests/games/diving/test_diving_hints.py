"""The payment Diving offers (games/diving/hints.py, read by the terminal and the browser):
the least value, then the fewest cards, then the 5s kept while steals are on, then the
low cards kept; always one of the legal actions."""

import itertools
import random

import pytest

from tefuda.apps.tui import diving as tui
from tefuda.core.cards import Card
from tefuda.games.diving.actions import JOKER, cheapest_payment, keeping_payment
from tefuda.testing import Scenario


def hand(text):
    return [Card.parse(c) for c in text.split()]


def codes(pay):
    return " ".join(c.code for c in pay)


def test_a_treasure_of_4_is_paid_with_the_4_not_with_3_and_ace():
    """The newcomer's hand: 4♦ and 3♠+A♥ both cost 4, the 4 spends one card fewer (an empty
    hand drowns, DIV-9)."""
    s = Scenario(
        "diving",
        {},
        {
            "hands": [["8C", "4D", "3S", "3H", "AH", "JK"], ["JK", "9S", "2C"]],
            "bonus": [],
            "deck": ["4S", "KD"],
            "first": 0,
        },
    )
    s.play(0, "hunt")
    view = s.view(0)
    assert view["offer"] == {"action": "take 4D", "drowns": False}
    assert "take 4D" in s.state.legal_texts(0)
    assert "cheapest payment: take 4D" in tui.render(view, "en")
    assert "最安の支払い: take 4D" in tui.render(view, "ja")
    assert s.view(1)["offer"] is None and "offer" not in s.view(None)  # not to move / spectator


@pytest.mark.parametrize(
    "cards, price, spare, paid",
    [
        ("8C 4D 3S 3H AH JK", 4, False, "4D"),  # fewest cards at the least value
        ("9C 6D 6S AH", 12, False, "6S 6D"),  # 12 = 6+6 (two cards) beats 9+... (none) and keeps the ace
        ("KC 7D 7S AH 6C", 14, False, "7S 7D"),  # K+A and 7+7 are both 2 cards: keep the ace
        ("6C 5D 2S AH", 7, False, "5D 2S"),  # 6+A or 5+2: keep the lowest card (the ace)
        ("6C 5D 2S AH", 7, True, "6C AH"),  # while steals are on the 5 is kept first
        ("5C 5H 4S 3D 2C", 8, True, "5H 3D"),  # no pair avoids a 5: spend one, keep the other
        ("3C 3S 3H 2D", 6, False, "3S 3H"),  # the lowest suits stand in (spades, then hearts)
        ("KS QH", 30, False, None),  # nothing reaches
        ("JK", 3, False, None),  # the joker is never part of a numbered payment
    ],
)
def test_cheapest_payment_prefers_least_value_then_fewest_cards(cards, price, spare, paid):
    pay = cheapest_payment(hand(cards), price, spare)
    assert (codes(pay) if pay is not None else None) == paid


def _best(cards, price, spare):
    """The definition, by brute force over every subset of the numbered cards."""
    numbered = [c for c in cards if c is not JOKER]
    best = None
    for k in range(1, len(numbered) + 1):
        for pay in itertools.combinations(numbered, k):
            total = sum(c.rank for c in pay)
            if total < price:
                continue
            spent = sorted(c.rank for c in pay)
            key = (total, k, sum(c.rank == 5 for c in pay) if spare else 0, [-v for v in spent])
            best = key if best is None or key < best else best
    return best


def test_cheapest_payment_matches_its_definition_on_random_hands():
    rng = random.Random(7)
    deck = [Card(r, s) for s in "SHDC" for r in range(1, 14)]
    for _ in range(400):
        cards = rng.sample(deck, rng.randint(1, 8)) + ([JOKER] if rng.random() < 0.3 else [])
        price, spare = rng.randint(1, 45), rng.random() < 0.5
        pay = cheapest_payment(cards, price, spare)
        best = _best(cards, price, spare)
        if best is None:
            assert pay is None
            continue
        spent = sorted(c.rank for c in pay)
        fives = sum(c.rank == 5 for c in pay) if spare else 0
        assert (sum(spent), len(pay), fives, [-v for v in spent]) == best, (cards, price, spare, pay)
        for c in pay:  # the lowest suits of each value stand in
            same = sorted((d for d in cards if d.rank == c.rank), key=lambda d: d.index)
            assert c in same[: sum(d.rank == c.rank for d in pay)]
        keep = keeping_payment(cards, price, spare)
        assert keep == (pay if len(pay) < len(cards) else None)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_offer_is_always_a_legal_action_and_says_when_it_empties_the_hand(seed):
    from tefuda.games.diving import GAME

    state = GAME({"steal": seed != 2}).new_state(seed=seed)
    rng = random.Random(seed)
    offered = 0
    while not state.is_over():
        for seat in state.to_move():
            offer = state.view(seat)["offer"]
            if offer is not None:
                offered += 1
                assert offer["action"] in state.legal_texts(seat)
                words = offer["action"].split()
                paid = words[3:] if words[0] == "refill" else words[1:]
                assert offer["drowns"] == (len(paid) == len(state.hands[seat]))  # DIV-9
        seat = state.to_move()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert offered > 10


def test_a_take_is_not_offered_with_a_payment_that_leaves_one_card_when_two_can_stay():
    """10♣ 3♠ 3♥ for a 6: 3♠ 3♥ is cheaper, but the lone 10♣ it leaves drowns the diver at
    the next payment (DIV-9); 10♣ keeps two cards. Beside the joker, the joker alone keeps
    two cards too (the bonus is lost, the game is not)."""
    s = Scenario("diving", {}, {"hands": [["10C", "3S", "3H"], ["JK", "9S"]], "bonus": [], "deck": ["6D", "4C"]})
    s.play(0, "hunt")
    assert s.view(0)["offer"] == {"action": "take 10C", "drowns": False}
    assert "it leaves you one card" not in tui.render(s.view(0), "en")
    s = Scenario("diving", {}, {"hands": [["JK", "3S", "3H"], ["JK", "9S"]], "bonus": [], "deck": ["6D", "4C"]})
    s.play(0, "hunt")
    assert s.view(0)["offer"] == {"action": "take JK", "drowns": False}


def test_the_offer_drowns_only_when_every_payment_does_and_then_says_so():
    """By brute force over every subset of random hands: an offer that empties the hand has
    no payment beside it that leaves a card; an offered take that leaves one card has none
    that leaves two."""
    from tefuda.games.diving import GAME

    rng = random.Random(11)
    # (a 7 is a free treasure; the other hand and the deck's second card are left out)
    deck = [Card(r, s) for s in "SHDC" for r in range(1, 14) if r != 7 and Card(r, s).code not in ("2C", "4C")]
    checked = 0
    for _ in range(300):
        treasure, *cards = rng.sample(deck, rng.randint(2, 6))
        cards += [JOKER] if rng.random() < 0.3 else []
        setup = {"hands": [codes(cards).split(), ["JK", "2C"]], "bonus": [], "deck": [treasure.code, "4C"]}
        state = GAME({}).new_state(setup=setup)
        state.apply(0, "hunt")
        offer = state.view(0)["offer"]
        if offer is None:
            continue
        checked += 1
        # what each payment leaves in hand (a joker pays alone, DIV-8)
        leaves = [len(cards) - 1] if JOKER in cards else []
        numbered = [c for c in cards if c is not JOKER]
        for k in range(1, len(numbered) + 1):
            for pay in itertools.combinations(numbered, k):
                if sum(c.rank for c in pay) >= treasure.rank:
                    leaves.append(len(cards) - k)
        left = len(cards) - len(offer["action"].split()[1:])
        assert offer["drowns"] == (left == 0)
        if left == 0:
            assert max(leaves) == 0, (cards, treasure)
        if left == 1:
            assert max(leaves) == 1, (cards, treasure)
    assert checked > 200
    s = Scenario("diving", {}, {"hands": [["9C", "4H"], ["JK", "9S"]], "bonus": [], "deck": ["KD", "4C"]})
    s.play(0, "hunt")
    text = tui.render(s.view(0), "en")
    assert "cheapest payment: take 9C 4H\n  (every payment empties your hand: you would drown)" in text
    assert "（どう支払っても手札が0枚になり、溺死します）" in tui.render(s.view(0), "ja")
