"""What a newcomer reads: the log names the rule that cut a trick (8切り, スペ3), the
terminal marks "you" in the exchange and the game's result and does not promise a next
game after the last one, and the Japanese texts use the How to play page's words."""

import io

from test_daifugo_tui import Player, args, play  # beside these tests (pytest puts their folder on sys.path)

from tefuda.apps.tui import daifugo as tui
from tefuda.core.events import visible_log
from tefuda.games.daifugo import DESCRIPTOR
from tefuda.games.daifugo.game import DaifugoGame
from tefuda.games.daifugo.present import describe
from tefuda.testing import Scenario


def table(hands, titles=None, **options):
    options.setdefault("players", len(hands))
    return Scenario("daifugo", options, {"hands": hands, "titles": titles})


def story(sc, viewer, lang):
    return [line for ev in visible_log(sc.state.log, viewer) if (line := describe(ev, viewer, lang))]


def test_an_8_cut_is_told_as_an_8_cut():
    sc = table([["3S", "8H", "4D"], ["5C", "QC"], ["10C", "JC"]], eight_cut=True)
    sc.play(0, "play 3S").play(1, "play 5C").play(2, "pass")
    sc.play(0, "play 8H")
    assert story(sc, 1, "en")[-2:] == [
        "8-cut (8切り) by Player 1: the trick is cleared at once.",
        "The trick was cleared; Player 1 leads.",
    ]
    assert story(sc, 0, "ja")[-2] == "あなたの8切り！ 場がすぐに流れます。"


def test_a_spade_3_on_the_joker_is_told_as_spade_3():
    sc = table(
        [["JK", "4D", "9D", "10D"], ["3S", "QC", "KC"], ["10C", "JC", "5C", "6C"]],
        titles=["daifugo", "heimin", "daihinmin"],
        spade3=True,
    )
    sc.play(2, "give JC 10C").play(0, "give 4D 9D")
    sc.play(2, "play 9D").play(0, "play JK").play(1, "play 3S")
    assert (
        story(sc, 0, "en")[-2] == "Spade 3 (スペ3) by Player 2: the ♠3 beats the lone Joker and the trick is cleared."
    )
    assert story(sc, 2, "ja")[-2] == "プレイヤー2のスペ3！ スペードの3がジョーカーに勝ち、場が流れます。"


def test_the_terminal_marks_you_in_the_exchange_and_in_each_games_result():
    text, _ = play("en", players=4, games=2, option=["games=2"])
    game2 = text.split("=== Daifugo · game 2/2", 1)[1]
    seen = [line for line in game2.splitlines() if line.startswith("Exchange: ")]
    assert seen and all("Player 1 (you)" in line for line in seen), seen
    result = next(line for line in text.splitlines() if line.startswith("Game 1: Player"))  # by place
    assert "Player 1 (you) " in result


def test_the_last_game_of_a_match_promises_no_next_game():
    text, _ = play("en", players=3, option=["games=2"])
    first, last = text.split("=== Daifugo · game 2/2", 1)
    assert "Final places, with the titles they earn for the next game:" in first
    assert "Final places and titles:" in last and "for the next game" not in last
    text, _ = play("ja", players=3, option=["games=1"])
    assert "最終順位と身分:" in text and "次のゲーム" not in text


def test_the_japanese_summary_and_option_texts_use_the_how_to_play_words():
    summary = DESCRIPTOR.summary["ja"]
    for word in ("単騎", "スート", "マッチ", "上が"):
        assert word not in summary
    games = next(o for o in DaifugoGame.OPTIONS if o.name == "games")
    assert "マッチ" not in games.check_doc["ja"]


def test_the_terminal_says_a_stuck_seat_cannot_finish_in_the_how_to_play_words():
    out = io.StringIO()
    tg, _ = tui.build(args("ja", players=3), out=out, inp=Player())
    view = dict(tg.state.view(0), stuck=[1])
    assert "あがれない: パス" in tg.render(view, "ja")


def test_dsp_7_the_terminal_names_the_strongest_cards_to_give_and_says_any_cards_go_back():
    tg, match = tui.build(args("en", players=4), out=io.StringIO(), inp=Player())
    hands = [
        ["3S", "5H", "AS", "AH", "AC", "9D"],
        ["4S", "4H", "6C", "8D", "10S", "KD"],
        ["3H", "7S", "7H", "JC", "QD", "2C"],
        ["5S", "6D", "9C", "10H", "JD", "KS"],
    ]
    st = tg.game.new_state(setup={"hands": hands, "titles": ["daihinmin", "heimin", "daifugo", "heimin"]})
    tg.state = match.state = st
    assert "Give your 2 strongest cards to Player 3 (Daifugo): 2 of A♠ A♥ A♣." in tg.render(st.view(0), "en")
    assert "プレイヤー3（大富豪）に最も強いカードを2枚渡してください: A♠ A♥ A♣から2枚。" in tg.render(st.view(0), "ja")
    st.apply(0, "give AS AH")
    board = tg.render(st.view(2), "en")
    assert "Give any 2 cards back to Player 1 (Daihinmin), even the ones you received." in board
    assert "Exchange: Player 1 → Player 3 (you): A♠ A♥" in board


def test_the_log_speaks_to_you_in_the_second_person():
    # 都落ち, 5飛び and a hand that cannot finish, told to the seat they happen to
    for kind, mine, theirs in (
        ("fallen", "You fell from Daifugo (都落ち) and take last place.", "Player 1 fell from Daifugo"),
        ("skipped", "You were skipped (5-skip).", "Player 1 was skipped (5-skip)."),
        ("stuck", "You hold only cards nobody may finish with", "Player 1 holds only cards"),
    ):
        assert describe({"kind": kind, "seat": 0}, 0, "en").startswith(mine)
        assert describe({"kind": kind, "seat": 0}, 1, "en").startswith(theirs)
    assert describe({"kind": "fallen", "seat": 0}, 0, "ja") == "あなたが都落ち！ 最下位になります。"


def test_a_fall_from_daifugo_is_told_to_the_fallen_player_in_the_second_person():
    # game 2 with 都落ち: Player 2 goes out first, so I (the 大富豪) fall to last place
    sc = table(
        [["3S", "4D", "9D"], ["KC"], ["5C", "6C", "7H"]],
        titles=["daifugo", "heimin", "daihinmin"],
        miyako_ochi=True,
    )
    sc.play(2, "give 7H 6C").play(0, "give 3S 4D")
    sc.play(2, "play 3S").play(0, "play 7H").play(1, "play KC")
    assert "You fell from Daifugo (都落ち) and take last place." in story(sc, 0, "en")
