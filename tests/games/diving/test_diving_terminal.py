"""`tefuda play diving` for real: whole games through the terminal app, in both languages."""

import argparse
import io

import pytest

from tefuda.apps.tui import diving as tui
from tefuda.games.diving.bots import ExpectimaxBot, HeuristicBot, RandomBot


class Typist:
    """Stdin for the terminal game: a few scripted lines, then what a person would type —
    hunt while holding 4+ cards, else the offered payment or refill, else the first legal
    action."""

    def __init__(self, script):
        self.script = list(script)
        self.game = None
        self.typed = []

    def readline(self) -> str:
        if self.script:
            line = self.script.pop(0)
        else:
            state = self.game.state
            seat = next(s for s in state.to_move() if s in self.game.humans)
            view = state.view(seat)
            hunting = view["phase"] == "dive" and not view["treasure"] and len(view["hand"]) >= 4
            offer = tui.offered_payment(view)
            line = "hunt" if hunting else offer[0] if offer else state.legal_texts(seat)[0]
        self.typed.append(line)
        return line + "\n"


def args(lang, **kw):
    base = dict(
        game="diving",
        players=None,
        lang=lang,
        seat=0,
        humans=1,
        level="easy",
        bot=None,
        seed=3,
        option=["first=1"],
        preset=None,
    )
    base.update(kw)
    return argparse.Namespace(**base)


@pytest.mark.parametrize(
    "lang, words",
    [
        ("en", ["Diving", "oxygen", "cheapest payment", "Not allowed", "RETURN: pay at least", "wins", "Game over."]),
        ("ja", ["ダイビング", "酸素量", "最安の支払い", "できません", "帰還: 深度", "の勝ち", "ゲーム終了。"]),
    ],
)
def test_a_whole_game_in_the_terminal(lang, words):
    out = io.StringIO()
    typist = Typist(["help", "moves", "yield", "take 1Z", "refill 9 pay JK"])
    game = tui.build(args(lang, seed=4), out=out, inp=typist)
    typist.game = game
    assert isinstance(game.bots[1], RandomBot)
    assert game.run() == 0
    text = out.getvalue()
    assert game.state.is_over()
    for w in words:
        assert w in text
    assert text.count("Not allowed" if lang == "en" else "できません") >= 2
    assert ("Not understood: " if lang == "en" else "読み取れません: ") in text  # take 1Z: a typo
    assert "hunt" in typist.typed and [x for x in typist.typed if x.startswith("return")]
    assert game.state.result()["reason"] == "luxury"


def test_the_default_opponent_is_the_strongest_bot():
    from tefuda.apps.cli import build_parser

    game = tui.build(build_parser().parse_args(["play", "diving"]))
    assert isinstance(game.bots[1], ExpectimaxBot)
    game = tui.build(build_parser().parse_args(["play", "diving", "--level", "normal"]))
    assert isinstance(game.bots[1], HeuristicBot)


def test_the_screen_shows_fields_piles_hands_deck_and_outside():
    game = tui.build(args("en"), out=io.StringIO(), inp=io.StringIO(""))
    game.state.apply(0, "hunt")
    screen = tui.render(game.state.view(0), "en")
    for part in [
        "Player 2 (opponent)  hand 4 cards",
        "luxury 0",
        "depth 0",
        "deck 37  outside (bonus) 8",
        "your hand",
        "treasure on the table",
        "cheapest payment: take",
    ]:
        assert part in screen
    game.state.apply(0, "take JK")
    game.state.apply(1, "hunt")
    screen = tui.render(game.state.view(1), "ja")
    assert "最安の支払い: take" in screen


def test_the_board_says_worth_and_lists_only_the_kinds_of_action_legal_now():
    game = tui.build(args("en", seed=4, option=["first=1"]), out=io.StringIO(), inp=Typist([]))
    st = game.state
    start = next(line for line in game.render(st.view(0), "en").splitlines() if line.startswith("actions:"))
    assert "hunt" in start and "refill N pay CARDS" in start and "take" not in start and "return" not in start
    st.apply(0, "hunt")  # now only take (the first player may not yield on the very first turn)
    value = tui.Card.parse(st.view(0)["treasure"]).rank
    board = game.render(st.view(0), "en")
    assert f"treasure on the table: {tui.Card.parse(st.view(0)['treasure']).symbol} (worth {value})" in board
    assert "actions: take CARDS  ('moves' lists them)" in board
    assert f"（価値{value}）" in game.render(st.view(0), "ja")


def test_after_a_yield_the_header_names_the_one_who_must_take():
    out = io.StringIO()
    game = tui.build(args("ja", seed=4, option=["first=1"]), out=out, inp=Typist([]))
    st = game.state
    st.apply(0, "hunt")
    st.apply(0, "take " + tui.offered_payment(st.view(0))[0].split(" ", 1)[1])  # turn 1 done
    st.apply(1, "hunt")
    st.apply(1, "yield")  # turn 2 is Player 2's, but Player 1 must take
    board = game.render(st.view(0), "ja")
    assert "ターン2: プレイヤー1の番" in board and "行動: take カード（入手）（'moves' で一覧）" in board
    treasure = tui.Card.parse(st.view(0)["treasure"]).symbol
    game.inp = Typist(["yield", "quit"])
    game.run()
    assert f"宝{treasure}を譲られました" in out.getvalue()  # the error names the card as the board does


def test_an_underpayment_is_refused_in_plain_words_with_suit_symbols():
    out = io.StringIO()
    game = tui.build(args("en", seed=4), out=out, inp=Typist([]))
    st = game.state
    st.apply(0, "hunt")
    price = tui.Card.parse(st.view(0)["treasure"]).rank
    low = min((c for c in st.view(0)["hand"] if c != "JK"), key=lambda c: tui.Card.parse(c).rank)
    if tui.Card.parse(low).rank >= price:
        pytest.skip("this deal's smallest card pays the treasure")
    game.inp = Typist([f"take {low}", "quit"])
    game.run()
    text = out.getvalue()
    symbol = tui.Card.parse(low).symbol
    assert f"Not allowed: {symbol} is worth only {tui.Card.parse(low).rank}; {price} is needed" in text


def finished(bonus=("KS", "QS", "JS", "10S", "6S", "AS")):
    """Player 1 takes K♥ (13) and returns with the joker; Player 2 keeps its joker: the
    bonus (53) is Player 2's."""
    from tefuda.testing import Scenario

    hands = [["JK", "9C", "4H", "2S"], ["JK", "9S", "3C", "5H"]]
    s = Scenario("diving", {}, {"hands": hands, "bonus": list(bonus), "deck": ["KH"], "first": 0})
    s.play(0, "hunt", "take 9C 4H", "return JK").play(1, "return")
    assert s.state.is_over()
    return s


def test_the_last_line_names_whose_luxury_is_whose():
    """The newcomer read "Player 2 wins …; luxury 60 : 69" with their own 60 first: each
    score now stands beside its diver, as the board names them."""
    s = finished()
    result = s.view(0)["result"]
    assert result["winner"] == 1 and result["luxury"] == [13, 53]
    last = tui.render(s.view(0), "en").splitlines()[-1]
    assert last == "Player 2 wins (more luxurious field). Luxury: Player 1 (you) 13, Player 2 (opponent) 53"
    last = tui.render(s.view(1), "ja").splitlines()[-1]
    assert last == "プレイヤー2の勝ち（場がより豪華）。豪華さ: プレイヤー1（相手） 13、プレイヤー2（あなた） 53"
    assert tui.render(s.view(None), "en").splitlines()[-1].endswith("Luxury: Player 1 13, Player 2 53")


def test_a_drowned_diver_and_a_draw_read_plainly():
    drowned = {"winner": 0, "reason": "drowned", "luxury": [5, 9]}
    assert tui.describe_result(drowned, "en", 0) == (
        "Player 1 wins (the other diver drowned). Luxury: Player 1 (you) 5, Player 2 (opponent) 9"
    )
    both = {"winner": None, "reason": "drowned", "luxury": [5, 9]}  # DIV-14: a drowning, no winner
    assert tui.describe_result(both, "ja", 1).startswith("勝者なし（2人とも溺死）。")
    assert tui.describe_result(both, "en", 1).startswith("No winner (both divers drowned). Luxury: ")
    draw = {"winner": None, "reason": "draw", "luxury": [7, 7]}
    assert tui.describe_result(draw, "en", 1).startswith(
        "No winner (equal luxury: a draw). Luxury: Player 1 (opponent) 7"
    )


def test_both_drowned_is_told_as_nobody_winning_in_the_story_and_under_the_board():
    """DIV-14: both divers drown at the return → the end event, the story and the line
    under the final board all say nobody won because both drowned (en/ja)."""
    from tefuda.games.diving.present import describe
    from tefuda.testing import Scenario

    s = Scenario("diving", {}, {"hands": [["9C", "4H"], ["8S", "2C"]], "bonus": [], "deck": ["8D", "6D"]})
    s.play(0, "hunt", "take 9C")
    s.play(1, "hunt", "take 8S")
    end = s.state.log[-1]
    assert end["reason"] == "drowned" and end["winner"] is None
    assert describe(end, None, "en") == "Nobody won: both divers drowned."
    assert describe(end, 0, "ja") == "勝者なし: 2人とも溺れました。"
    assert tui.render(s.view(0), "en").splitlines()[-1] == (
        "No winner (both divers drowned). Luxury: Player 1 (you) 8, Player 2 (opponent) 6"
    )
    assert tui.render(s.view(None), "ja").splitlines()[-1].startswith("勝者なし（2人とも溺死）。")


def test_the_story_says_joker_in_lower_case_as_the_screen_does():
    from tefuda.core.events import visible_log
    from tefuda.games.diving.present import action_words, describe

    s = finished()
    story = [describe(e, 0, "en") for e in visible_log(s.state.log, 0)]
    assert "Player 2 held a joker at the end and got the bonus: K♠ Q♠ J♠ 10♠ 6♠ A♠." in story
    assert "You returned, paying with the joker." in story
    assert action_words("take JK", "en") == "Take the treasure, paying with the joker"
    assert not [line for line in story if line and "Joker" in line]


def test_moves_is_short_and_covers_every_legal_action():
    """`moves` printed one line per refill (`refill 1 pay JK` … `refill 4 pay 6H`, 16 lines
    for four cards) and looked as if only single cards could pay: now the refills are one
    line, the payments are listed cheapest first, and a note says other cards pay too."""
    from tefuda.testing import Scenario

    hands = [["8C", "4D", "3S", "3H", "AH", "JK"], ["JK", "9S", "2C", "5H"]]
    s = Scenario("diving", {}, {"hands": hands, "bonus": [], "deck": ["4S", "KD", "5D", "QC", "2H"], "first": 0})
    start = tui.moves_lines(s.state, 0, "en")
    assert start == ["hunt", "refill N pay CARD  (N: 1–4; CARD: any one of AH 3S 4D 8C JK; e.g. refill 4 pay AH)"]
    assert tui.moves_lines(s.state, 0, "ja")[1] == (
        "refill 枚数 pay カード（枚数: 1〜4、カード: AH 3S 4D 8C JKのどれか1枚。例: refill 4 pay AH）"
    )
    for a in s.state.legal_actions(0):  # every refill listed is covered by that line
        assert a.kind == "hunt" or (a.kind == "refill" and a.cards[0].code in start[1] and 1 <= a.n <= 4)
    s.play(0, "hunt")
    take = tui.moves_lines(s.state, 0, "en")
    assert take == [
        "take 4D | take 3S AH | take 3S 3H | take 8C | take JK  (or any other cards adding up to 4 or more)"
    ]
    assert tui.moves_lines(s.state, 0, "ja")[0].endswith("（ほかにも合計4以上になるカードで支払えます）")
    assert {f"take {p}" for p in ("4D", "3S AH", "3S 3H", "8C", "JK")} == set(s.state.legal_texts(0))
    s.play(0, "take 4D AH")  # an overpayment the note speaks of is accepted


def test_moves_in_the_terminal_prints_the_compact_list():
    out = io.StringIO()
    typist = Typist(["moves", "quit"])
    game = tui.build(args("en", seed=4), out=out, inp=typist)
    typist.game = game
    game.run()
    text = out.getvalue()
    listed = [line.strip() for line in text.split("Legal actions:\n", 1)[1].split("Player 1>", 1)[0].splitlines()]
    assert listed == ["hunt", listed[1]] and listed[1].startswith("refill N pay CARD  (N: 1–4; CARD: any one of ")
    assert "refill 1 pay" not in text
