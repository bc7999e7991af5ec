"""Terminal play: whole matches through the text interface, in English and Japanese."""

import io

from playargs import play_args

from tefuda.apps.tui import daifugo as tui


class Player(io.StringIO):
    """Typed input: a few scripted lines (help, bad input), then the first legal move
    the terminal offers ('moves' is typed before every choice, as a person would)."""

    def __init__(self, script=()):
        super().__init__()
        self.script = list(script)
        self.tg = None
        self.asked = False

    def readline(self, *_):
        if self.script:
            return self.script.pop(0) + "\n"
        if self.tg.state.is_over():
            return "\n"  # Enter: on to the match's next game
        seat = self.tg.state.to_move()[0]
        if not self.asked:
            self.asked = True
            return "moves\n"
        self.asked = False
        legal = self.tg.state.legal_texts(seat)
        return legal[-1 if len(legal) > 1 else 0] + "\n"


def args(lang, players=5, games=2, seed=7, option=()):
    return play_args("daifugo", lang, players=players, seed=seed, option=option)


def play(lang, script=(), **kw):
    out = io.StringIO()
    inp = Player(script)
    tg, match = tui.build(args(lang, **kw), out=out, inp=inp)
    inp.tg = tg
    assert tui.play(tg, match) == 0
    return out.getvalue(), match


def test_full_match_in_english_with_help_moves_and_errors():
    text, match = play("en", script=["help", "play ZZ", "play 2S 2H 2D 2C 2S", "pass"], option=["games=2"])
    assert match.is_over() and match.number == 2
    assert "=== Daifugo · game 1/2 · you are Player 1 ===" in text
    assert "=== Daifugo · game 2/2" in text
    assert "Legal actions:" in text and "Not understood: not a card: 'ZZ'" in text
    assert "Your hand:" in text and "Order: 3 weakest" in text
    assert "Card exchange." in text or "gives 2 cards" in text
    assert "Standings after 2 games:" in text and "The match is over. Winner: Player" in text


def test_full_match_in_japanese_every_line_translated():
    text, match = play("ja", script=["play ZZ"], option=["games=2", "eight_cut=on"])
    assert match.is_over()
    assert "=== 大富豪 · 第1/2戦 · あなたはプレイヤー1 ===" in text
    assert "あなたの手札:" in text and "合法手:" in text and "読み取れません: カードではありません" in text
    assert "対戦終了。優勝はプレイヤー" in text and "ローカルルール: 8切り" in text
    for english in ("Your hand", "Legal actions", "Standings", "The match is over", "trick ends", "Order:"):
        assert english not in text


def test_whole_eight_game_match_three_players_with_local_rules():
    text, match = play("en", players=3, games=8, option=["eight_cut=on", "shibari=on"])
    assert match.number == 8 and match.is_over() and len(match.results) == 8
    assert "Local rules on: 8切り (8-cut), しばり (suit lock)" in text  # by label, never the identifier
    assert "eight_cut" not in text
    assert sum(match.scores) == 0  # +2 / 0 / −2 each game


def test_without_a_seed_every_game_of_the_match_is_a_fresh_deal():
    """Game 2's deal is not derived from game 1's (a 64-bit seed one could search for): it
    draws OS entropy like the first. With --seed the match stays reproducible."""
    for seed in (None, 7):
        out, inp = io.StringIO(), Player()
        tg, match = tui.build(args("en", seed=seed, option=["games=2"]), out=out, inp=inp)
        inp.tg = tg
        first = tg.state
        assert tui.play(tg, match) == 0 and match.number == 2
        derived = first.game.next_game(first).setup()  # what game 2 would be from game 1's seed
        assert (match.state.setup() == derived) == (seed is not None)


def test_the_order_line_shows_the_order_in_force_under_11_back_and_revolution():
    tg, _ = tui.build(args("en", players=4, option=["eleven_back=on"]), out=io.StringIO(), inp=Player())
    view = tg.state.view(0)
    expected = {  # (revolution, 11-back) -> the order in force, in both languages (DSP-3, DSP-18)
        (False, False): ("Order: 3 weakest … 2 strongest, then joker", "強さ: 3が最弱 … 2が最強"),
        (False, True): (
            "Order: 2 weakest … 3 strongest, then joker (11-back",
            "強さ: 2が最弱 … 3が最強、その上にジョーカー（イレブンバック中",
        ),
        (True, False): (
            "Order: 2 weakest … 3 strongest, then joker (revolution)",
            "強さ: 2が最弱 … 3が最強、その上にジョーカー（革命中）",
        ),
        (True, True): (
            "Order: 3 weakest … 2 strongest, then joker (revolution, turned back",
            "強さ: 3が最弱 … 2が最強、その上にジョーカー（革命中だが",
        ),
    }
    for (rev, back), texts in expected.items():
        v = dict(view, revolution=rev, local=dict(view["local"], eleven_back=back))
        for lang, text in zip(("en", "ja"), texts):
            board = tg.render(v, lang)
            assert text in board
            assert (
                sum(line.startswith(("Order:", "強さ:")) for line in board.splitlines()) == 1
            )  # one order, no contradiction


def test_a_finished_game_shows_its_places_and_waits_for_enter_before_the_next():
    for lang, over, final, wait in (
        ("en", "Game 1 of 2 is over.", "Final places, with the titles", "Press Enter to start game 2"),
        ("ja", "第1戦（全2戦）が終わりました。", "最終順位（次のゲームでの身分）:", "Enter で第2戦を始めます"),
    ):
        text, match = play(lang, option=["games=2"])
        first, second = text.split("=== " + ("Daifugo · game 2/2" if lang == "en" else "大富豪 · 第2/2戦"), 1)
        end = first[first.rindex(final) :]  # the last board of game 1
        assert over in end and wait in end and "Game over." not in end
        assert ("Table: empty" if lang == "en" else "場: なし") not in end
        titles = ("Daifugo", "Daihinmin") if lang == "en" else ("大富豪", "大貧民")
        assert all(t in end.split(over)[0] for t in titles)  # the titles just earned, not all Heimin
        assert ("place 5" if lang == "en" else "5位") in end  # the last one is placed too
    # at the pause, 'quit' (or the end of input) leaves before game 2 is dealt
    out, inp = io.StringIO(), Player()
    tg, match = tui.build(args("en", option=["games=2"]), out=out, inp=inp)
    inp.tg = tg
    original = inp.readline
    inp.readline = lambda *_: "quit\n" if tg.state.is_over() else original()
    assert tui.play(tg, match) == 0 and match.number == 1 and "game 2/2" not in out.getvalue()


def test_cards_are_named_on_the_board_in_errors_and_exchanges_as_in_the_log():
    from tefuda.core.errors import IllegalAction
    from tefuda.games.daifugo.present import describe

    tg, _ = tui.build(args("en", players=4), out=io.StringIO(), inp=Player())
    view = dict(tg.state.view(0), table={"seat": 2, "play": "play JK"})
    assert "Table: Joker  by Player 3" in tg.render(view, "en")  # as "Player 3 played Joker."
    assert "場: ジョーカー（プレイヤー3）" in tg.render(view, "ja")
    refused = IllegalAction("daifugo.follow_group", table="4S 4H 4C", size=3)
    assert tg.error_text(refused) == "the table has 4♠ 4♥ 4♣: play 3 cards of one rank"
    tg.lang = "ja"
    assert "場は4♠ 4♥ 4♣です" in tg.error_text(refused)  # no spaces around cards in Japanese
    typed = IllegalAction("daifugo.ambiguous", play="play 5S 6S JK", options="play 5S 6S JK=7S / play 5S 6S JK=4S")
    assert "JK=7S" in tg.error_text(typed) and "5♠ 6♠ ジョーカー" in tg.error_text(typed)  # what to type stays typable
    # exchanged cards weakest first (as a hand is shown); "… by you" mid-sentence
    got = {"kind": "exchange", "seat": 3, "to": 0, "cards": ["4S", "3S"]}
    assert describe(got, 0, "en") == "Player 4 gave 3♠ 4♠ to you."
    gave = {"kind": "exchange", "seat": 0, "to": 3, "cards": ["JK", "5D", "3D"]}
    assert describe(gave, 0, "ja") == "あなたがプレイヤー4に3♦ 5♦ ジョーカーを渡しました。"
    for kind in ("eleven_back", "revolution", "counter_revolution", "gyakudan", "reverse"):
        assert " by you" in describe({"kind": kind, "seat": 0, "on": True}, 0, "en")


def test_a_refused_play_names_its_cards_with_suit_symbols_in_the_terminal():
    text, _ = play("en", script=["play 2S 2H 2D 2C 2S"], option=["games=1"])
    assert "Not allowed: 2♠ appears twice in the play" in text


def test_japanese_lists_counts_and_an_empty_hand_read_as_japanese():
    text, _ = play("ja", option=["games=2", "eight_cut=on", "eleven_back=on"])
    assert "ローカルルール: 8切り、イレブンバック" in text
    result = next(line for line in text.splitlines() if line.startswith("第1戦: "))  # by place
    assert "プレイヤー1（あなた） " in result and ", プレイヤー" not in text
    assert " 枚" not in text  # "2枚", never "2 枚"
    assert "あなたの手札: なし" in text and "[]" not in text  # after going out: a word
