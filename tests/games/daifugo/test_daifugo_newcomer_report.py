"""A newcomer's report on the terminal, checked as they played it: refusals speak to
"you", a joker in a sequence is shown where it stands, the prompt offers only the
commands that work now, a card you do not hold is named before the combination is
judged, the end of a game reads in place order, and signed points use one minus sign."""

import io

from playargs import play_args

from tefuda.apps.tui import daifugo as tui


def args(lang, players, option=()):
    return play_args("daifugo", lang, players=players, option=option)


def terminal(lang, hands, titles=None, typed=(), option=()):
    """Player 1 at the terminal with these hands dealt, typing `typed` (then input ends)."""
    out = io.StringIO()
    tg, match = tui.build(args(lang, len(hands), option), out=out, inp=io.StringIO("".join(f"{t}\n" for t in typed)))
    tg.state = match.state = tg.game.new_state(setup={"hands": hands, "titles": titles})
    return tg, match, out


def said(tg, out, seat=0):
    """What the person saw from their turn until their input ran out."""
    tg.ask(seat)
    return out.getvalue()


# a game 2 of 3 players: Player 1 is the 大貧民 and gives first (DSP-7)
LATER = dict(
    hands=[["3C", "4D", "2S", "AH"], ["5S", "6S", "7S", "KD"], ["8H", "9H", "10H", "QC"]],
    titles=["daihinmin", "heimin", "daifugo"],
)


def test_1_the_exchange_refusal_says_you_give_not_player_1():
    for lang, wanted, unwanted in (
        ("ja", "できません: まずカード交換です: あなたが2枚渡します", "プレイヤー1が2枚渡します"),
        ("en", "Not allowed: first the exchange: you give 2 cards", "Player 1 gives"),
    ):
        tg, _, out = terminal(lang, **LATER, typed=["play 3C"])
        text = said(tg, out)
        assert wanted in text and unwanted not in text
        assert tg.state.phase == "exchange" and len(tg.state.hand(0)) == 4  # nothing changed
    # another seat that tries to act is told who gives (it is not them)
    tg, _, _ = terminal("en", **LATER)
    try:
        tg.state.apply(2, "give 8H 9H")
    except Exception as e:  # noqa: BLE001 - the refusal itself is the point
        assert e.localized("en") == "first the exchange: Player 1 gives 2 cards"
    else:
        raise AssertionError("the 大富豪 gave before the 大貧民")


def test_1_other_refusals_of_your_own_turn_speak_to_you():
    # Player 1 passed; then tries to play in the same trick (DSP-12)
    tg, _, out = terminal("ja", [["3S", "9D", "KD"], ["4S", "5S"], ["6S", "7S"]])
    tg.state.apply(0, "play 3S")
    tg.state.apply(1, "play 4S")
    tg.state.apply(2, "play 6S")
    tg.state.apply(0, "pass")
    from tefuda.core.errors import IllegalAction

    for seat, text in ((0, "あなたはパスしたので、この場が流れるまで出せません"), (2, "今はプレイヤー2の番です")):
        try:
            tg.state.apply(seat, "play KD" if seat == 0 else "play 7S")
        except IllegalAction as e:
            assert e.localized("ja") == text
        else:
            raise AssertionError("a refused play was taken")


def test_2_a_joker_in_a_sequence_is_shown_where_it_stands():
    from tefuda.core.errors import IllegalAction
    from tefuda.games.daifugo.present import action_words

    hands = [["8S", "JK", "10S", "4D"], ["9H", "10H", "JH", "5C"], ["QC", "KC", "AC", "6D"]]
    for lang, log, table in (
        ("en", "You played 8♠ Joker (as 9♠) 10♠.", "Table: 8♠ Joker (as 9♠) 10♠  by Player 1"),
        (
            "ja",
            "あなたが8♠ ジョーカー（9♠として） 10♠を出しました。",
            "場: 8♠ ジョーカー（9♠として） 10♠（プレイヤー1）",
        ),
    ):
        tg, _, out = terminal(lang, hands, typed=["play 8S JK 10S"])
        said(tg, out)
        tg.show_log()  # the log as the terminal tells it after the play
        assert log in out.getvalue()
        assert table in tg.render(tg.state.view(1), lang)
    # a refusal names the table's cards in the same order
    try:
        tg.state.apply(1, "play 9H 10H JH")
    except IllegalAction as e:
        assert "every card of 9♥ 10♥ J♥ must be stronger than every card of 8♠ Joker (as 9♠) 10♠" == e.localized("en")
    else:
        raise AssertionError("an overlapping sequence was taken")
    # a legal play's button in the browser (and the record's text stays canonical)
    assert action_words("play 8S 10S JK=9S", "en") == "Play 8♠ Joker (as 9♠) 10♠"
    assert str(tg.state.plays[-1][1]) == "play 8S 10S JK=9S"


def prompt_line(tg, seat=0):
    board = tg.render(tg.state.view(seat), tg.lang)
    return next(line for line in board.splitlines() if line.startswith(("Write e.g.:", "入力例:")))


def test_3_the_prompt_offers_only_the_commands_that_work_now():
    # the exchange: Player 1 (大貧民) must give, and can do nothing else
    tg, _, _ = terminal("en", **LATER)
    assert prompt_line(tg) == "Write e.g.: give 2S AH · moves"
    tg.state.apply(0, "give 2S AH")
    tg.state.apply(2, "give 8H 9H")
    # Player 1 leads (the 大貧民 does, DSP-9): plays only, a leader may not pass (DSP-12)
    assert prompt_line(tg) == "Write e.g.: play 3S · play 7H 7D JK · play 5S 6S JK=7S · moves"
    tg.state.apply(0, "play 3C")
    # following: play or pass, and still no give
    tg.lang = "ja"
    assert prompt_line(tg, 1) == "入力例: play 3S · play 7H 7D JK · play 5S 6S JK=7S · pass · moves"
    # typing give now is refused, as before
    tg, _, out = terminal("en", [["3S", "9D"], ["4S", "5S"], ["6S", "7S"]], typed=["give 9D"])
    assert "Not allowed: there is no exchange now" in said(tg, out) and "give" not in prompt_line(tg)
    # nothing in hand beats the table: only pass
    tg, _, _ = terminal("en", [["3S", "4D"], ["4S", "5S"], ["6S", "7S"]])
    for seat, play in ((0, "play 3S"), (1, "play 5S"), (2, "play 7S")):
        tg.state.apply(seat, play)
    assert prompt_line(tg) == "Write e.g.: pass · moves"


def test_4_a_card_you_do_not_hold_is_named_before_the_combination_is_judged():
    hands = [["4H", "4C", "KH", "KC", "JK"], ["5S", "6S"], ["7S", "8S"]]
    for lang, wanted in (
        ("en", ["you do not hold 3♠", "you do not hold 4♠", "4♥ K♥ K♣ is no combination"]),
        ("ja", ["3♠を持っていません", "4♠を持っていません", "4♥ K♥ K♣は出せる組み合わせではありません"]),
    ):
        tg, _, out = terminal(lang, hands, typed=["play KH KC 3S", "play 4H 4C 4S", "play KH KC 4H"])
        head = "Not allowed: " if lang == "en" else "できません: "  # after the prompt "Player 1> "
        refusals = [line.split(head, 1)[1] for line in said(tg, out).splitlines() if head in line]
        assert len(refusals) == 3 and all(r.startswith(w) for r, w in zip(refusals, wanted)), refusals
        assert len(tg.state.hand(0)) == 5 and not tg.state.plays  # nothing changed


def test_5_no_cards_a_real_minus_sign_and_the_final_places_in_place_order():
    # Player 2 goes out first, then Player 3; Player 1 is last with a 2 (and a Daihinmin: −2)
    hands = [["4S", "2D"], ["5S"], ["6S", "7S"]]
    tg, match, out = terminal("en", hands, typed=["play 4S", "pass"], option=["games=2"])
    tui.play(tg, match)  # Player 1 plays 4♠ and passes on 6♠; the match pauses after game 1
    text = out.getvalue()
    final = text[text.rindex("Final places") :].splitlines()
    assert [line.split(" · ")[0].strip() for line in final[1:4]] == ["Player 2", "Player 3", "Player 1 (you)"]
    assert [line.rsplit(" · ", 1)[1] for line in final[1:4]] == ["place 1", "place 2", "place 3"]
    assert "Game 1: Player 2 Daifugo, Player 3 Heimin, Player 1 (you) Daihinmin" in text
    assert "  3. Player 1 (you): −2 points" in text and "-2" not in text
    # a hand played out reads "no cards" (Japanese: なし)
    view = dict(tg.state.view(1))
    assert "Your hand: no cards" in tg.render(view, "en") and "あなたの手札: なし" in tg.render(view, "ja")


def test_a_saved_state_whose_table_is_no_combination_is_refused():
    """Parsing leaves 'play 3S 5H' unread so that a person is first told which cards they
    lack; a saved game with such a play on the table (or in the trick) is broken, and loading
    it is refused (DSP-10), as it was before, instead of starting from a table nobody could lay."""
    import pytest

    from tefuda.core.errors import TefudaError
    from tefuda.games.daifugo.game import DaifugoGame

    game = DaifugoGame({"players": 4})
    st = game.new_state(seed=3)
    seat = st.to_move()[0]
    st.apply(seat, st.legal_actions(seat)[0])
    data = st.to_json()
    assert data["table"]
    for broken in ({**data, "table": "play 3S 5H"}, {**data, "trick": [[seat, "play 3S 5H"]]}):
        with pytest.raises(TefudaError):
            game.state_from_json(broken)
    assert game.state_from_json(data).to_json() == data


def test_two_jokers_given_in_the_exchange_are_counted_not_listed_twice():
    """A newcomer read 'ジョーカー ジョーカーを渡しました': two jokers are told as a count."""
    from tefuda.games.daifugo.present import describe

    event = {"kind": "exchange", "seat": 0, "to": 2, "cards": ["JK", "JK"]}
    assert describe(event, 0, "en") == "You gave 2 Jokers to Player 3."
    assert describe(event, 0, "ja") == "あなたがプレイヤー3にジョーカー2枚を渡しました。"
    one = {"kind": "exchange", "seat": 0, "to": 2, "cards": ["JK", "AS"]}
    assert describe(one, 0, "en") == "You gave A♠ Joker to Player 3."
