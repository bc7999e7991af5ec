"""Game-agnostic building blocks: cards, errors, options, the game protocol, records."""

from tefuda.core.cards import Card, TarotCard, standard_deck, tarot_deck
from tefuda.core.errors import IllegalAction, OptionError, RecordError, SetupError, TefudaError
from tefuda.core.options import Option
from tefuda.core.protocol import Game, State
from tefuda.core.record import Record

__all__ = [
    "Card",
    "TarotCard",
    "standard_deck",
    "tarot_deck",
    "IllegalAction",
    "OptionError",
    "RecordError",
    "SetupError",
    "TefudaError",
    "Option",
    "Game",
    "State",
    "Record",
]
