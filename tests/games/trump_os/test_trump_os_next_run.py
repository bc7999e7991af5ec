"""What a player needs to know before pressing Run: which cells will run, what R becomes,
whether an OUT will hit — the view's `next_run`, and the log's words for a wrapped ADD and
for an OUT of another number."""

import random

import pytest

from tefuda.apps.tui import trump_os as tui
from tefuda.games.trump_os import GAME
from tefuda.games.trump_os.machine import STEP_FIELDS
from tefuda.games.trump_os.present import describe, describe_next_run
from tefuda.testing import Scenario

# Target 10 (the 10H is turned after the initial placement); seat 0 starts and draws 7C.
DECK = ["10H", "7C", "8C", "9C", "KS", "QS", "2S", "3S"]
H0 = ["4H", "JH", "6D", "9S", "AH"]
H1 = ["2C", "3C", "4C", "5C", "6C"]


def deal(**options):
    s = Scenario("trump_os", {"players": 2, **options}, {"hands": [H0, H1], "deck": DECK, "first": 0})
    return s.play(0, "place").play(1, "place")


def cells(run):
    """(address, card, instruction, R after) of each step ([addr, card, op, R before, R after, PC after, out])."""
    return [(st[0], st[1], st[2], st[4]) for st in run["steps"]]


def test_the_next_run_is_what_run_then_does():
    """4♥ 0, J♥ 1, 6♦ 2 from R 0: ADD 4, ADD 11 (wraps to 2), OUT 2 — no hit, PC ends at 3;
    the run that follows executes exactly those steps."""
    s = deal().play(0, "place 4H@0 JH@1 6D@2")
    run = s.view(0)["next_run"][0]
    assert cells(run) == [(0, "4H", "ADD 4", 4), (1, "JH", "ADD 11", 2), (2, "6D", "OUT", 2)]
    assert (run["r"], run["pc"], run["hit"]) == (2, 3, False)
    assert run["steps"][2][6] == 2  # the output
    s.play(0, "run")
    assert s.view(0)["last_steps"] == [dict(zip(STEP_FIELDS, st), seat=0) for st in run["steps"]]
    assert (s.view(0)["R"][0], s.view(0)["PC"][0]) == (2, 3)


def test_a_hit_ahead_is_shown_and_stops_the_preview_as_it_stops_the_slice():
    """9♠ LOAD 9, A♥ ADD 1, 6♦ OUT 10 = the target (TOS-14): the preview ends at the hit."""
    s = deal().play(0, "place 9S@0 AH@1 6D@2")
    run = s.view(1)["next_run"][0]  # everyone sees it: memories, R, PC and the target are public
    assert run["hit"] and cells(run)[-1] == (2, "6D", "OUT", 10)
    s.play(0, "run")
    assert s.state.winner == 0


def test_a_jump_sends_the_preview_where_the_slice_goes():
    s = deal().play(0, "place 7C@0")
    run = s.view(0)["next_run"][0]
    assert [st[0] for st in run["steps"]] == [0, 7, 8] and run["pc"] == 9


def test_every_viewer_sees_the_same_next_runs_and_none_before_the_target():
    start = Scenario("trump_os", {"players": 2}, {"hands": [H0, H1], "deck": DECK, "first": 0})
    assert start.view(0)["next_run"] is None  # the sealed placement: nothing runs yet
    s = deal().play(0, "place 4H@0")
    mover = s.view(0)["next_run"][0]
    assert mover == s.view(1)["next_run"][0] == s.state.view(None)["next_run"][0]
    assert cells(mover)[0] == (0, "4H", "ADD 4", 4)
    # a seat's own next run is in its view too; a spectator's view has the mover's only
    assert s.view(1)["next_run"][1] is not None and s.state.view(None)["next_run"][1] is None


def test_one_instruction_at_a_time_shows_the_rest_of_the_slice():
    s = deal(execution="step").play(0, "place 4H@0 JH@1").play(0, "run").play(0, "step")
    run = s.view(0)["next_run"][0]
    assert [st[0] for st in run["steps"]] == [1, 2]  # two of the three steps are left
    assert len(s.view(1)["next_run"][1]["steps"]) == 3  # the others would run a whole slice


def test_random_games_never_run_other_than_their_preview():
    game = GAME(players=3)
    rng = random.Random(5)
    for seed in range(30):
        st = game.new_state(seed=seed)
        while not st.is_over():
            seat = st.to_move()[0]
            legal = st.legal_actions(seat)
            action = rng.choice(legal)
            before = st.view(seat)["next_run"]
            st.apply(seat, action)
            if str(action) == "run":
                assert [dict(zip(STEP_FIELDS, x), seat=seat) for x in before[seat]["steps"]] == st.view(seat)[
                    "last_steps"
                ]


@pytest.mark.parametrize(
    "lang, wrapped, missed, heading, end",
    [
        (
            "en",
            "cell 1: J♥ ADD 11 — R 4 → 2 (4 + 11 = 15, less 13)",
            "cell 2: 6♦ OUT — output 2, not the target: nothing happens",
            "Your next run, as the memory is now:",
            "→ then R is 2 and the PC is at cell 3",
        ),
        (
            "ja",
            "1番地: J♥ ADD 11 — R 4 → 2（4 + 11 = 15、13を引く）",
            "2番地: 6♦ OUT — 2を出力。お題ではないので何も起きません",
            "あなたの次の実行（いまの置き場のまま）:",
            "→ そのあと R は2、PC は3番地",
        ),
    ],
)
def test_the_words_say_why_r_wrapped_and_why_an_out_did_not_win(lang, wrapped, missed, heading, end):
    s = deal().play(0, "place 4H@0 JH@1 6D@2")
    lines = describe_next_run(s.view(0)["next_run"][0], 0, 0, lang)
    assert lines[0] == heading and lines[2].strip() == wrapped and lines[3].strip() == missed
    assert lines[-1].strip() == end
    s.play(0, "run")
    run = next(e for e in reversed(s.state.log) if e["kind"] == "run")
    told = describe(run, 1, lang)
    assert wrapped in told and missed in told


def test_a_sub_below_zero_says_13_was_added():
    s = deal(spade="sub").play(0, "place 9S@0")
    line = describe_next_run(s.view(0)["next_run"][0], 0, 0, "en")[1].strip()
    assert line == "cell 0: 9♠ SUB 9 — R 0 → 4 (0 − 9 = −9, plus 13)"


@pytest.mark.parametrize(
    "lang, words",
    [
        ("en", ["Your next run, as the memory is now:", "  → you would win at once", "[ ]=PC (runs next)"]),
        ("ja", ["あなたの次の実行（いまの置き場のまま）:", "  → その場であなたの勝ち", "[ ]=PC（次に実行）"]),
    ],
)
def test_the_terminal_board_on_your_turn_tells_what_run_will_do(lang, words):
    s = deal().play(0, "place 9S@0 AH@1 6D@2")
    board = tui.render(s.view(0), lang)
    for w in words:
        assert w in board
    assert (
        "cell 2: 6♦ OUT — output 10: the target!" if lang == "en" else "2番地: 6♦ OUT — 10を出力: お題と一致！"
    ) in board
    # not on another player's board: it is not their turn
    assert words[0] not in tui.render(s.view(1), lang)


@pytest.mark.parametrize("lang, says", [("en", "type 'step' for the next one"), ("ja", "次の命令は 'step' と入力")])
def test_the_terminal_asks_for_step_while_your_program_runs_one_at_a_time(lang, says):
    s = deal(execution="step").play(0, "place 4H@0").play(0, "run")
    board = tui.render(s.view(0), lang)
    assert says in board and "then 'run'" not in board and "そのあと 'run'" not in board
    assert ("The rest of your run:" if lang == "en" else "あなたの実行の残り:") in board


def test_a_step_too_long_for_a_narrow_terminal_goes_on_further_in():
    s = deal().play(0, "place 4H@0 JH@1 6D@2")
    lines = tui.render(s.view(0), "en", width=44).splitlines()
    k = lines.index("  cell 2: 6♦ OUT — output 2, not the")
    assert lines[k + 1] == "    target: nothing happens"


def test_the_japanese_reveal_keeps_each_players_cards_together():
    """「、」 joins one player's cards; between players a 「／」, so 3♠を0番地に、A♥を1番地に
    are read as one placement and not as two players'."""
    s = Scenario("trump_os", {"players": 2}, {"hands": [H0, H1], "deck": DECK, "first": 0})
    s.play(0, "place 9S@0 AH@1").play(1, "place")
    reveal = next(e for e in s.state.log if e["kind"] == "reveal")
    assert describe(reveal, 1, "ja") == "伏せた配置を公開: プレイヤー1: 9♠を0番地に、A♥を1番地に／あなた: なし。"
    assert (
        describe(reveal, 1, "en")
        == "The sealed placements are revealed: Player 1: 9♠ in cell 0, A♥ in cell 1; You: nothing."
    )
