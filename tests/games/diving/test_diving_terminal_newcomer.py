"""A newcomer's second report on `tefuda play diving`, as they met it in the terminal: a
return paid with the whole hand drowned them without a word of warning; `refill 4` and a
bare `take` got "unknown action"; `J♦ add up to only 11`; `moves` left out a treasure that
could be stolen and never said what "5X" was; the result was told twice."""

from __future__ import annotations

import io

from playargs import play_args

from tefuda.apps.tui import diving as tui
from tefuda.testing import Scenario


class Keys:
    """What the person types, line by line; then the input ends (the terminal says Bye)."""

    def __init__(self, *lines):
        self.lines = list(lines)

    def readline(self) -> str:
        return self.lines.pop(0) + "\n" if self.lines else ""


def terminal(setup, *typed, lang="en", played=(), **options):
    """`tefuda play diving` on this deal, the person at Player 1 against the easy CPU, after
    the (seat, action) pairs `played`; the terminal game and everything it printed once the
    typing ran out."""
    args = play_args("diving", lang, level="easy", option=[f"{k}={v}" for k, v in options.items()])
    out = io.StringIO()
    game = tui.build(args, out=out, inp=Keys(*typed))
    game.state = Scenario("diving", options, setup).state
    for seat, action in played:
        game.state.apply(seat, action)
    game.run()
    return game, out.getvalue()


def refusals(text: str, lang: str = "en") -> list[str]:
    head = "Not allowed: " if lang == "en" else "できません: "
    return [line.split(head, 1)[1] for line in text.splitlines() if head in line]


def misread(text: str, lang: str = "en") -> list[str]:
    """What a typo was answered with: words the game cannot read are not a rule's refusal."""
    head = "Not understood: " if lang == "en" else "読み取れません: "
    return [line.split(head, 1)[1] for line in text.splitlines() if head in line]


START = {"hands": [["JK", "6D", "5H", "AC"], ["JK", "9S", "3C", "4H"]], "bonus": [], "deck": ["8D", "JD", "QC"]}


def test_a_known_verb_with_the_wrong_words_says_what_that_verb_needs():
    game, text = terminal(START, "refill 4", "hunt now")
    assert refusals(text) == []
    assert misread(text) == [
        "'refill 4': refill needs how many cards to draw (1 to 4), then pay and the card you pay with: "
        "e.g. refill 3 pay 5H",
        "'hunt now': hunt takes nothing after it; type hunt alone",
    ]
    assert "unknown action" not in text and game.state.turn_no == 0  # nothing changed
    _, text = terminal(START, "hunt", "take", "yield 8D", "steal 5H")
    assert misread(text) == [
        "take needs the cards you pay with, adding up to at least the treasure's worth: e.g. take 9C 4H, or take JK",
        "'yield 8D': yield takes nothing after it; type yield alone",
        "'steal 5H': steal needs a 5 from your hand, then the opponent's treasure you take: e.g. steal 5H KD",
    ]
    _, text = terminal(START, "refill 4", "hunt", "take", lang="ja")
    assert misread(text, "ja") == [
        "'refill 4': refill には引く枚数（1〜4）と、pay のあとに支払うカードが必要です。例: refill 3 pay 5H",
        "take には支払うカード（合計が宝の価値以上）が必要です。例: take 9C 4H、または take JK",
    ]
    _, text = terminal(START, "dive")  # no verb at all: a typo, and where the commands are
    assert "I don't know 'dive' — type help for the commands, or moves for what you can do now." in text
    assert refusals(text) == [] and misread(text) == []


def test_one_card_too_small_is_worth_only_its_value():
    _, text = terminal(START, "hunt", "take AC", "take 5H AC")
    assert refusals(text) == ["A♣ is worth only 1; 8 is needed", "5♥ A♣ add up to only 6; 8 is needed"]
    _, text = terminal(START, "hunt", "take AC", "take 5H AC", lang="ja")
    assert refusals(text, "ja") == ["A♣の価値1では、必要な8に足りません", "5♥ A♣の合計6では、必要な8に足りません"]


# Ahead on luxury at the return, depth 15, six cards and no joker: the newcomer typed the
# whole hand and drowned (DIV-9: an empty hand drowns at any time).
AHEAD = {
    "hands": [["JD", "10D", "10C", "9C", "6S", "6C", "5D", "AC"], ["JK", "9S", "3C", "4H"]],
    "bonus": ["2C", "3D"],
    "deck": ["KS", "2H"],
    "first": 0,
}
WHOLE = "return JD 10D 10C 6C 5D AC"  # (9♣ 6♠ paid the K♠)


def test_a_return_with_the_whole_hand_asks_first_and_names_one_that_keeps_a_card():
    # Player 1 takes K♠ with 9♣ 6♠ (depth 15), Player 2 takes 2♥: the return
    game, text = terminal(AHEAD, "hunt", "take 9C 6S", WHOLE)
    assert game.state.phase == "return" and not game.state.drowned[0]  # nothing paid yet
    assert (
        "This pays with every card in your hand: with no card left you drown and lose the game. "
        "Type it again to confirm. (A payment that keeps a card: return 10D 5D)" in text
    )
    # typed again, it stands: the rules are not changed, only asked about
    game, text = terminal(AHEAD, "hunt", "take 9C 6S", WHOLE, WHOLE)
    assert game.state.drowned[0] and text.count("This pays with every card") == 1
    # something else in between: the question is asked again, and the other payment is made
    game, text = terminal(AHEAD, "hunt", "take 9C 6S", WHOLE, "return 10D 5D")
    assert not game.state.drowned[0] and game.state.result()["winner"] == 0
    _, text = terminal(AHEAD, "hunt", "take 9C 6S", WHOLE, lang="ja")
    assert (
        "手札を全部支払うことになります。手札が0枚になると溺死し、負けになります。"
        "それでよければ、もう一度同じように入力してください。（手札が残る支払い: return 10D 5D）" in text
    )


def test_a_take_with_the_last_cards_asks_first_and_says_when_every_payment_drowns():
    deal = {"hands": [["9C", "4H"], ["JK", "9S", "3C"]], "bonus": [], "deck": ["KD", "2H", "3S"], "first": 0}
    game, text = terminal(deal, "hunt", "take 9C 4H")
    assert "Type it again to confirm. (Every payment you could make empties your hand.)" in text
    assert game.state.treasure is not None  # not taken yet
    game, text = terminal(deal, "hunt", "take 9C 4H", "take 4h 9c")  # the same payment, typed anyhow
    assert game.state.drowned[0]
    # a payment the rules refuse gets its refusal, not the question
    _, text = terminal(deal, "hunt", "take 9C 2H")
    assert "This pays with every card" not in text and refusals(text) == ["you do not hold 2♥"]


def test_the_result_is_told_once():
    """'You won: the other diver drowned.' came right before 'Player 2 wins (the other diver
    drowned). …' under the final board: the line under the board alone says it now."""
    _, text = terminal(AHEAD, "hunt", "take 9C 6S", WHOLE, WHOLE)
    assert "You drowned: no cards (oxygen) left in the hand." in text
    assert text.count("drowned") == 2  # the story's drowning and the result
    assert "Player 2 wins (the other diver drowned). Luxury: Player 1 (you) 13, Player 2 (opponent) 2" in text
    _, text = terminal(AHEAD, "hunt", "take 9C 6S", "return 10D 5D", lang="ja")
    assert text.count("の勝ち") == 1 and "プレイヤー1の勝ち（場がより豪華）。" in text


def test_moves_lists_every_treasure_a_five_can_steal_and_says_what_the_five_is():
    """`moves` showed `steal 5H KS | steal 5H 10H` without 10♦, yet `steal 5H 10D` worked;
    the actions line said `steal 5X CARD` and never what 5X was."""
    deal = {
        "hands": [["JK", "5H", "5D", "KH", "QH", "8H", "2S"], ["JK", "10S", "10C", "KC", "AH"]],
        "bonus": [],
        "deck": ["10H", "2H", "10D", "KS", "7C", "9D", "8C"],
        "first": 1,
    }
    played = [
        (1, "hunt"), (1, "take 10S"),  # 10♥ for Player 2, depth 10
        (0, "hunt"), (0, "take KH QH 8H"),  # 2♥ overpaid: depth 33
        (1, "hunt"), (1, "take 10C"),  # 10♦, depth 20
        (0, "hunt"), (0, "yield"), (1, "take KC"),  # K♠ yielded to Player 2: depth 33
        (1, "hunt"),  # a lucky seven: 7♣ free, and Player 1's turn at equal depths
    ]  # fmt: skip
    game, text = terminal(deal, "moves", "steal 5D 10D", played=played)
    assert (
        "  steal FIVE TREASURE  (FIVE: a 5 from your hand, 5H 5D; TREASURE: any card on the opponent's field, "
        "KS 10H 10D 7C; e.g. steal 5H KS)" in text
    )
    assert "actions: hunt | refill N pay CARDS | steal 5H TREASURE  ('moves' lists them)" in text
    assert "10D" in [c.code for c in game.state.fields[0]]  # the one `moves` left out, stolen
    _, text = terminal(deal, "moves", lang="ja", played=played)
    assert (
        "steal 5のカード 宝（5のカード: 手札の5H 5D、宝: 相手の場のKS 10H 10D 7Cのどれか1枚。例: steal 5H KS）" in text
    )
    assert "steal 5H 相手の宝（強奪）" in text
