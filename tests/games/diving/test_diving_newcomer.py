"""What a newcomer could not tell from the screens, as the situations they met: whether the
hand can still pay the way back up, why a treasure must be taken, who must pay for a yielded
treasure, where the bonus went. The same words in the terminal (here) and in the browser
(tests/web/test_browser_diving_newcomer.py)."""

from __future__ import annotations

import pytest

from tefuda.apps.tui import diving as tui
from tefuda.core.events import visible_log
from tefuda.games.diving.present import describe
from tefuda.testing import Scenario


def deal(hands, deck, bonus=("2C", "3D"), first=0, **options):
    return Scenario("diving", options, {"hands": hands, "bonus": list(bonus), "deck": deck, "first": first})


def screen(s, seat, lang="en"):
    """The terminal board as `tefuda play` prints it for `seat` (the hint from the legal actions)."""
    legal = s.state.legal_actions(seat) if seat in s.state.to_move() else []
    return tui.render(s.view(seat), lang, kinds={str(a).split()[0] for a in legal})


def story(s, viewer, lang="en"):
    return [describe(e, viewer, lang) for e in visible_log(s.state.log, viewer)]


# The first game: 5♠ 5♥ paid an 8, Player 2 yielded J♦, only the joker could pay it, and
# with one card left (6♥, depth 10) the rest of the game was lost without a word about it.
HANDS = [["JK", "6H", "5S", "5H"], ["JK", "9S", "3C", "4H"]]
DECK = ["8D", "JD", "QC", "2H", "9D", "KS"]


def test_the_way_back_up_is_shown_under_the_hand_while_diving():
    s = deal(HANDS, DECK)
    assert s.view(0)["outlook"] is None  # nothing spent yet: nothing to pay back
    s.play(0, "hunt", "take 5S 5H")  # depth 10; 6♥ + joker left
    s.play(1, "hunt")
    assert s.view(0)["outlook"] == {"depth": 10, "can": "joker", "short": 0, "lone": False}
    assert "  way back up: pay your depth 10; only the joker covers it (and then no bonus)" in screen(s, 0)
    assert "  帰還: 深度10を払います。足りるのはジョーカーだけです（使えばボーナスなし）" in screen(s, 0, "ja")
    # Player 2 paid nothing yet and holds its cards: no line for it
    assert s.view(1)["outlook"] is None and "way back up" not in screen(s, 1)
    s.play(1, "take 9S 3C")  # depth 12 with 4♥ and the joker: again only the joker
    assert s.view(1)["outlook"]["can"] == "joker"


def test_one_card_left_warns_that_every_payment_drowns():
    s = deal(HANDS, DECK)
    s.play(0, "hunt", "take 5S 5H").play(1, "hunt", "yield").play(0, "take JK")
    view = s.view(0)
    assert view["hand"] == ["6H"] and view["outlook"]["lone"]
    text = screen(s, 0)
    assert (
        "  one card left: any payment (the return's too) empties your hand and drowns you; only a lucky seven is free"
        in text
    )
    assert "way back up" not in text  # one warning, not two
    assert "cheapest refill: refill 4 pay 6H\n  (every payment empties your hand: you would drown)" in text
    assert "手札は残り1枚" in screen(s, 0, "ja")
    s.play(0, "hunt")  # Q♣: the lone 6♥ cannot pay 12, so yielding is all that is left
    assert "  your hand cannot pay 12: yield it" in screen(s, 0)
    assert "  手札では12を払えません。譲って（yield）ください" in screen(s, 0, "ja")


@pytest.mark.parametrize(
    "hand, can, short",
    [
        (["KS", "QH", "2C"], "cards", 0),  # 13 pays the depth 9 and leaves two cards
        (["KS", "JK"], "cards", 0),  # the king pays, the joker stays for the bonus
        (["8S", "JK"], "joker", 0),  # 8 falls short: only the joker
        (["3S", "4H"], "short", 2),  # 7 against 9, and no joker
        (["5S", "4H"], "all", 0),  # 9 only with both cards: an empty hand drowns
    ],
)
def test_the_way_back_up_for_each_kind_of_hand(hand, can, short):
    """9♦ pays the treasure 9♥ (depth 9); what is left must pay 9 again at the return."""
    s = deal([[*hand, "9D"], ["JK", "9S", "3C", "6D"]], ["9H", "AS", "AH"], bonus=("7C", "7S"))
    s.play(0, "hunt", "take 9D")
    out = s.view(0)["outlook"]
    assert out == {"depth": 9, "can": can, "short": short, "lone": False}
    line = tui.outlook_lines(out, "en")[0]
    assert line.startswith("way back up: pay your depth 9; ")
    if can == "short":
        assert line.endswith("you are 2 oxygen short: refill, or you drown at the return")


def test_the_outlook_is_the_seats_own_and_ends_with_the_dive():
    s = deal(HANDS, ["8D"])
    assert "outlook" not in s.view(None)  # a spectator has no hand
    s.play(0, "hunt", "take 5S 5H")  # the last card: the return begins
    assert s.view(0)["phase"] == "return" and s.view(0)["outlook"] is None
    assert "RETURN: pay at least your depth 10" in screen(s, 0)


def test_the_first_turn_says_why_the_treasure_cannot_be_yielded():
    s = deal(HANDS, DECK)
    s.play(0, "hunt")
    text = screen(s, 0)
    assert "  the game's very first turn may not yield: take it" in text
    assert "actions: take CARDS  ('moves'" in text
    assert "  ゲームの最初の手番なので譲れません。入手してください" in screen(s, 0, "ja")
    s.play(0, "take 5S 5H").play(1, "hunt")  # later turns may yield: no such line
    assert "may not yield" not in screen(s, 1)


def test_a_treasure_yielded_to_you_says_you_must_take_it():
    s = deal(HANDS, DECK)
    s.play(0, "hunt", "take 5S 5H").play(1, "hunt", "yield")
    text = screen(s, 0)
    assert "  it was yielded to you: you must take it" in text and "yielded to Player 1" not in text
    assert "  あなたに譲られました。入手しなければなりません" in screen(s, 0, "ja")
    assert "  it was yielded to Player 1" in screen(s, 1)  # the other diver reads the name
    assert story(s, 0)[-1] == "Player 2 yielded J♦ to you: you must take it (pay at least 11)."
    assert story(s, 1)[-1] == "You yielded J♦ to Player 1, who must take it."
    assert (
        story(s, 0, "ja")[-1]
        == "プレイヤー2がJ♦をあなたに譲りました。あなたが入手しなければなりません（11以上を支払います）。"
    )


def test_the_refill_offer_is_called_a_refill():
    s = deal(HANDS, DECK)
    assert "cheapest refill: refill 4 pay 5S" in screen(s, 0)
    assert "最安の酸素補給: refill 4 pay 5S" in screen(s, 0, "ja")
    s.play(0, "hunt")
    assert "cheapest payment: take 5S 5H" in screen(s, 0)


def test_where_the_bonus_went_when_nobody_kept_a_joker():
    """Both jokers paid for treasures: the 2 bonus cards stay outside, and the story says so."""
    s = deal([["JK", "KC", "4H", "2S"], ["JK", "KS", "3C", "2D"]], ["KH", "QD"])
    s.play(0, "hunt", "take JK").play(1, "hunt", "take JK")  # K♥ and Q♦, each with its joker
    s.play(0, "return").play(1, "return")  # depth 0: nothing to pay
    assert s.state.result() == {"winner": 0, "luxury": [13, 12], "reason": "luxury"}
    assert "Nobody kept a joker, so the 2 bonus cards stay face down." in story(s, None)
    assert "2人ともジョーカーを残していないので、ボーナス2枚はだれのものにもなりません。" in story(s, 0, "ja")


def test_a_shared_bonus_says_who_was_dealt_first_and_why():
    """Both kept a joker: the bonus is dealt one card at a time, the more luxurious field
    first (DIV-15)."""
    hands = [["JK", "KC", "QC", "2S"], ["JK", "9S", "3C", "5H"]]
    s = deal(hands, ["KH", "2H"], bonus=("AS", "3S", "4S"))
    s.play(0, "hunt", "take KC").play(1, "hunt", "take 3C")  # luxury 13 against 2
    s.play(0, "return QC 2S").play(1, "return 5H")  # both keep their jokers
    assert story(s, 1)[-4:-1] == [
        "Both divers kept a joker: the bonus cards are dealt one at a time, Player 1 first (the more luxurious field).",
        "Player 1 held a joker at the end and got the bonus: A♠ 4♠.",
        "You held a joker at the end and got the bonus: 3♠.",
    ]
    assert (
        story(s, 0, "ja")[-4]
        == "2人ともジョーカーを残したので、ボーナスはあなたから1枚ずつ交互に配られます（場がより豪華）。"
    )


def test_a_shared_bonus_on_equal_luxury_starts_with_the_first_player():
    hands = [["JK", "KC", "QC", "2S"], ["JK", "KS", "QS", "2H"]]
    s = deal(hands, ["KH", "KD"], bonus=("AS", "3S"), first=1)
    s.play(1, "hunt", "take KS").play(0, "hunt", "take KC")  # 13 each
    s.play(0, "return QC 2S").play(1, "return QS 2H")
    said = story(s, None)
    assert "the bonus cards are dealt one at a time, Player 2 first (equal luxury: the first player)." in said[-4]


def test_japanese_speaks_of_depth_as_the_board_does():
    """The board, the rules and How to play say 深度; the story said 深さ (a steal "at equal
    深さ", the return "paying 深さ or more", a drowning "cannot pay the 深さ")."""
    from tefuda.core import i18n
    from tefuda.games import descriptor

    said = {k: v["ja"] for k, v in i18n.catalog().items() if k.startswith("diving.")}
    said["the game card"] = descriptor("diving").summary["ja"]
    assert not [k for k, text in said.items() if "深さ" in text]
    steal = {"kind": "steal", "seat": 1, "five": "5H", "card": "KD"}
    assert describe(steal, 0, "ja") == "プレイヤー2が5♥を使ってあなたの場からK♦を強奪しました（深度が同じ）。"


def test_a_take_that_leaves_one_card_is_flagged():
    """J♦ paid with 9♣ 3♦ left 7♠ and the joker; the CPU yielded 3♣, and either payment
    left a single card: the offer now says what that means."""
    s = deal([["9C", "7S", "3D", "JK"], ["JK", "9S", "2C", "4H"]], ["JD", "3C", "KH", "QD"], bonus=("AS", "AH"))
    s.play(0, "hunt", "take 9C 3D").play(1, "hunt", "yield")
    text = screen(s, 0)
    assert "cheapest payment: take 7S\n  (it leaves you one card: every later payment would drown you)" in text
    assert "（手札が残り1枚になり、そのあとの支払いはすべて溺死になります）" in screen(s, 0, "ja")
    s.play(0, "take 7S")
    assert "it leaves you one card" not in screen(s, 0)  # a refill draws again: no such note


def test_returning_with_the_joker_says_the_bonus_is_lost():
    """Depth 13 and only 2♠ besides the joker: the joker brings the diver up, and the bonus
    goes to the other diver."""
    s = deal([["JK", "KC", "2S"], ["JK", "9S", "3C", "5H"]], ["KH", "2H"], bonus=("AS", "3S"))
    s.play(0, "hunt", "take KC").play(1, "hunt", "take 3C")
    text = screen(s, 0)
    assert "cheapest payment: return JK\n  (the joker is spent: no bonus for you)" in text
    assert "（ジョーカーを使うのでボーナスはもらえません）" in screen(s, 0, "ja")
    assert "no bonus" not in screen(s, 1)  # 9♠ 5♥ pay the depth 3 and keep the joker
