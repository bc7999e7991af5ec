import copy
import pickle

import pytest

from tefuda.core.cards import Card, TarotCard, standard_deck, tarot_deck
from tefuda.core.errors import SetupError
from tefuda.testing import raises_key


def test_cards_parse_print_and_are_interned():
    c = Card.parse("10H")
    assert str(c) == "10H" and c.rank == 10 and c.suit == "H"
    assert Card.parse("10h") is c
    assert copy.deepcopy(c) is c
    assert pickle.loads(pickle.dumps(c)) is c
    assert Card.parse("JK").is_joker and str(Card.parse("joker")) == "JK"


def test_cards_are_immutable():
    with pytest.raises(AttributeError):
        Card.parse("QS").rank = 1


@pytest.mark.parametrize("bad", ["1H", "11S", "ZZ", "", "10", "HX", "JKS"])
def test_bad_card_codes_are_clear_errors(bad):
    with raises_key(SetupError, "card.bad"):
        Card.parse(bad)


def test_standard_deck_sizes():
    assert len(set(standard_deck())) == 52
    assert len(standard_deck(2)) == 54


def test_tarot_deck_has_78_named_cards():
    deck = tarot_deck()
    assert len(set(deck)) == 78
    assert TarotCard.parse("A08").name() == "Strength"
    assert TarotCard.parse("A11").name("ja") == "正義"
    assert TarotCard.parse("H14").name() == "King of Cups"
    assert TarotCard.parse("S01").name() == "Ace of Swords"
    with pytest.raises(SetupError):
        TarotCard.parse("A22")
    with pytest.raises(SetupError):
        TarotCard.parse("S15")
