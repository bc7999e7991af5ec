"""Shared words for the games' narration (contract 2: `games/<g>/present.py`).

A game's `describe(event, viewer, lang)` says one event as a sentence for one viewer. The
sentences are past tense ("Player 2 took 9♣"), so one catalog text serves "You" and
"Player 2" alike; these helpers name the players and the cards:

    player(2, viewer=0, lang="en")            -> "Player 3"
    player(0, viewer=0, lang="en")            -> "You"
    player(0, viewer=0, lang="en", obj=True)  -> "you"      (an object: "… to you")
    whose(1, viewer=0, lang="en")             -> "Player 2's" / "your" / "プレイヤー2の"
    cards(["QS", "JK"], "en")                 -> "Q♠ Joker"
    count(1, "en") -> "1 card"; count(3, "ja") -> "3枚"
    listing(["8切り", "しばり"], "ja")        -> "8切り、しばり"

Seats are counted from 1 for people ("Player 1" is seat 0), as on every screen; players
with names of their own (`i18n.named_players`) are "NAME (Player 1)".
"""

from __future__ import annotations

from tefuda.core.cards import card_label, cards_label, count_cards
from tefuda.core.i18n import player_name, register, translate

register(
    {
        "who.you": {"en": "You", "ja": "あなた"},
        "who.you_obj": {"en": "you", "ja": "あなた"},
        "who.player_of": {"en": "{who}'s", "ja": "{who}の"},
        "who.your": {"en": "your", "ja": "あなたの"},
        "who.nobody": {"en": "nobody", "ja": "だれも"},
        "list.sep": {"en": ", ", "ja": "、"},
    }
)


def player(seat: int | None, viewer: int | None, lang: str, obj: bool = False) -> str:
    if seat is None:
        return translate("who.nobody", lang)
    if viewer is not None and seat == viewer:
        return translate("who.you_obj" if obj else "who.you", lang)
    return player_name(seat, lang)


def whose(seat: int, viewer: int | None, lang: str) -> str:
    if viewer is not None and seat == viewer:
        return translate("who.your", lang)
    return translate("who.player_of", lang, who=player_name(seat, lang))


def card(code: str, lang: str) -> str:
    return card_label(code, lang)


def cards(codes, lang: str) -> str:
    return cards_label(codes, lang)


def count(n: int, lang: str) -> str:
    return count_cards(n, lang)


def listing(items, lang: str) -> str:
    """Items of a list in a sentence: "a, b, c" / "a、b、c" (no ASCII comma in Japanese)."""
    return translate("list.sep", lang).join(items)


def say(key: str, lang: str, **params) -> str:
    return translate(key, lang, **params)
