"""Immutable, interned card values: the 52-card deck with jokers, and the 78-card tarot.

`Card.parse("10H")` returns the one shared instance for 10 of hearts, so cards compare
by identity (fast) and survive copy/pickle as the same instance (see __reduce__).
"""

from __future__ import annotations

from tefuda.core.errors import SetupError

SUITS = "SHDC"  # spades, hearts, diamonds, clubs
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣", "": ""}
RANK_TEXT = {1: "A", 11: "J", 12: "Q", 13: "K"}
_TEXT_RANK = {"A": 1, "J": 11, "Q": 12, "K": 13, **{str(n): n for n in range(2, 11)}}


def rank_text(rank: int) -> str:
    return RANK_TEXT.get(rank, str(rank))


class Card:
    """A standard playing card (rank 1..13 with A=1, K=13) or a joker (rank 0, code "JK")."""

    __slots__ = ("rank", "suit", "code", "index")
    _by_code: dict[str, Card] = {}

    rank: int
    suit: str
    code: str
    index: int  # 0..51 in suit-major order S,H,D,C; the joker is 52

    def __new__(cls, rank: int, suit: str):
        code = "JK" if rank == 0 else rank_text(rank) + suit
        card = cls._by_code.get(code)
        if card is not None:
            return card
        if rank == 0:
            if suit != "":
                raise SetupError("card.joker_suit", suit=suit)
        elif not (1 <= rank <= 13) or suit not in SUITS or len(suit) != 1:
            raise SetupError("card.no_such", rank=rank, suit=suit)
        card = object.__new__(cls)
        object.__setattr__(card, "rank", rank)
        object.__setattr__(card, "suit", suit)
        object.__setattr__(card, "code", code)
        object.__setattr__(card, "index", 52 if rank == 0 else SUITS.index(suit) * 13 + rank - 1)
        cls._by_code[code] = card
        return card

    def __setattr__(self, name, value):
        raise AttributeError("cards are immutable")

    def __reduce__(self):
        return (Card.parse, (self.code,))

    @classmethod
    def parse(cls, text: str) -> Card:
        """Parse `"10H"`, `"QS"`, `"JK"` (case-insensitive); raise SetupError otherwise."""
        if not isinstance(text, str):
            raise SetupError("card.not_text", card=repr(text))
        card = cls._by_code.get(text)
        if card is not None:
            return card
        t = text.strip().upper()
        if t in ("JK", "JOKER"):
            return cls(0, "")
        if len(t) >= 2 and t[-1] in SUITS and t[:-1] in _TEXT_RANK:
            return cls(_TEXT_RANK[t[:-1]], t[-1])
        raise SetupError("card.bad", card=text)

    @property
    def is_joker(self) -> bool:
        return self.rank == 0

    @property
    def symbol(self) -> str:
        """Display form with a suit symbol, e.g. `10♥`."""
        return "JK" if self.rank == 0 else rank_text(self.rank) + SUIT_SYMBOLS[self.suit]

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card({self.code!r})"

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index


def standard_deck(jokers: int = 0) -> list[Card]:
    """The 52 cards in a fixed order (S, H, D, C; A..K), then `jokers` jokers."""
    deck = [Card(rank, suit) for suit in SUITS for rank in range(1, 14)]
    return deck + [Card(0, "")] * jokers


def parse_cards(texts) -> list[Card]:
    return [Card.parse(t) for t in texts]


# --- cards named for people (contract 2) ------------------------------------------------


def _card(card: Card | str) -> Card:
    return card if isinstance(card, Card) else Card.parse(card)


def card_name(card: Card | str, lang: str = "en") -> str:
    """The card in words: "Queen of spades", "10 of hearts", "Joker" / "スペードのQ",
    "ハートの10", "ジョーカー" (accessible names, How-to-play prose)."""
    from tefuda.core.i18n import translate

    c = _card(card)
    if c.is_joker:
        return translate("card.name.joker", lang)
    rank = translate(f"card.rank.{c.rank}", lang) if c.rank in RANK_TEXT else str(c.rank)
    return translate("card.name", lang, rank=rank, suit=translate(f"card.suit.{c.suit}", lang))


def card_label(card: Card | str, lang: str = "en") -> str:
    """The card as a sentence shows it: `Q♠`, `10♥`, and the joker by its name."""
    c = _card(card)
    if c.is_joker:
        from tefuda.core.i18n import translate

        return translate("card.name.joker", lang)
    return c.symbol


def cards_label(cards, lang: str = "en") -> str:
    """Several cards in a sentence: `Q♠ 10♥ Joker`; none at all: "no card" / "なし"."""
    labels = [card_label(c, lang) for c in cards]
    if not labels:
        from tefuda.core.i18n import translate

        return translate("card.none", lang)
    return " ".join(labels)


JOKER_READING = {"=": "card.joker_as", "<": "card.joker_below", ">": "card.joker_above"}


def cards_text_label(text: str, lang: str = "en") -> str | None:
    """Card codes written in a text as a sentence shows them: `9C 8S` → "9♣ 8♠",
    `play 5S 6S JK=7S` → "5♠ 6♠ Joker (as 7♠)" (a leading verb is left out); None when
    the text is not all cards (a text that is no card is shown as it was typed)."""
    from tefuda.core.i18n import translate

    words = text.split() if isinstance(text, str) else []
    if len(words) > 1 and _card_or_none(words[0]) is None and words[0].isalpha():
        words = words[1:]  # the verb of an action text ("play", "take", "give" …)
    out = []
    for word in words:
        c = _card_or_none(word)
        if c is not None:
            out.append(card_label(c, lang))
            continue
        key = JOKER_READING.get(word[2:3]) if word[:2].upper() == "JK" else None
        named = _card_or_none(word[3:]) if key else None
        if key is None or named is None or named.is_joker:
            return None
        out.append(translate(key, lang, card=card_label(named, lang)))
    return " ".join(out) if out else None


def _card_or_none(word: str) -> Card | None:
    try:
        return Card.parse(word)
    except SetupError:
        return None


def count_cards(n: int, lang: str = "en") -> str:
    """ "1 card", "3 cards" / "1枚", "3枚"."""
    from tefuda.core.i18n import translate

    return translate("card.count", lang, n=n)


# --- tarot ------------------------------------------------------------------------

TAROT_SUITS = "SDHC"  # swords, coins (pentacles), cups, wands — the reference program's letters
TAROT_SUIT_NAMES = {"S": "swords", "D": "coins", "H": "cups", "C": "wands", "A": "major"}
MAJOR_NAMES = [
    "The Fool",
    "The Magician",
    "The High Priestess",
    "The Empress",
    "The Emperor",
    "The Hierophant",
    "The Lovers",
    "The Chariot",
    "Strength",
    "The Hermit",
    "Wheel of Fortune",
    "Justice",
    "The Hanged Man",
    "Death",
    "Temperance",
    "The Devil",
    "The Tower",
    "The Star",
    "The Moon",
    "The Sun",
    "Judgement",
    "The World",
]
MAJOR_NAMES_JA = [
    "愚者",
    "魔術師",
    "女教皇",
    "女帝",
    "皇帝",
    "教皇",
    "恋人",
    "戦車",
    "力",
    "隠者",
    "運命の輪",
    "正義",
    "吊された男",
    "死神",
    "節制",
    "悪魔",
    "塔",
    "星",
    "月",
    "太陽",
    "審判",
    "世界",
]
COURT_NAMES = {11: "Page", 12: "Knight", 13: "Queen", 14: "King"}


class TarotCard:
    """A tarot card by the reference program's code: A00..A21 major, S/D/H/C 01..14 minor."""

    __slots__ = ("arcana", "number", "code")
    _by_code: dict[str, TarotCard] = {}

    arcana: str  # "A" major, or a suit letter S D H C
    number: int  # 0..21 for majors; 1..14 for minors (11 Page, 12 Knight, 13 Queen, 14 King)
    code: str

    def __new__(cls, arcana: str, number: int):
        code = f"{arcana}{number:02d}"
        card = cls._by_code.get(code)
        if card is not None:
            return card
        valid = (arcana == "A" and 0 <= number <= 21) or (arcana in TAROT_SUITS and 1 <= number <= 14)
        if not valid:
            raise SetupError("card.bad_tarot", card=code)
        card = object.__new__(cls)
        object.__setattr__(card, "arcana", arcana)
        object.__setattr__(card, "number", number)
        object.__setattr__(card, "code", code)
        cls._by_code[code] = card
        return card

    def __setattr__(self, name, value):
        raise AttributeError("cards are immutable")

    def __reduce__(self):
        return (TarotCard.parse, (self.code,))

    @classmethod
    def parse(cls, text: str) -> TarotCard:
        if not isinstance(text, str):
            raise SetupError("card.not_text", card=repr(text))
        card = cls._by_code.get(text)
        if card is not None:
            return card
        t = text.strip().upper()
        if len(t) == 3 and t[0] in "A" + TAROT_SUITS and t[1:].isdigit():
            return cls(t[0], int(t[1:]))
        raise SetupError("card.bad_tarot", card=text)

    @property
    def is_major(self) -> bool:
        return self.arcana == "A"

    @property
    def suit_name(self) -> str:
        return TAROT_SUIT_NAMES[self.arcana]

    def name(self, lang: str = "en") -> str:
        if self.is_major:
            return (MAJOR_NAMES_JA if lang == "ja" else MAJOR_NAMES)[self.number]
        face = COURT_NAMES.get(self.number, "Ace" if self.number == 1 else str(self.number))
        return f"{face} of {self.suit_name.capitalize()}"

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"TarotCard({self.code!r})"


def tarot_deck() -> list[TarotCard]:
    """All 78 tarot cards: A00..A21, then S, D, H, C 01..14 (the reference program's order)."""
    return [TarotCard("A", n) for n in range(22)] + [TarotCard(s, n) for s in TAROT_SUITS for n in range(1, 15)]
