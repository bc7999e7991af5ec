"""Contract 2: Youscout's narration. Every event of whole games (original, 略式, War
Replacement, a forced start, no game) is one sentence in English and in Japanese: no codes,
no JSON, no identifiers; the draw sentences say from where to where and why; the formula is
there in words; the view names the hexagram, the swap and the goals."""

import random
import re

import pytest

from tefuda.games.youscout import GAME
from tefuda.games.youscout.hexagram import KANJI, KING_WEN, hexagram
from tefuda.games.youscout.present import describe, flow_text, formula_lines
from tefuda.testing import Scenario

# English words a Japanese line may hold: the author's own terms in his Japanese rules
JA_ALLOWED = {"M", "F", "Major", "Minor"}


def played(options, seed, policy=None):
    st = GAME(options).new_state(seed=seed)
    rng = random.Random(seed)
    while not st.is_over():
        legal = st.legal_actions(0)
        st.apply(0, policy(legal) if policy else legal[rng.randrange(len(legal))])
    return st


GAMES = (
    [played({}, s) for s in range(6)]
    + [played({"preset": "ryakushiki"}, s) for s in range(6)]
    + [played({"replacement": 3}, s) for s in range(6)]
    + [played({"replacement": "infinity"}, 3)]
    + [
        played({"preset": "ryakushiki", "determinant": "greater_equal"}, 1),
        played({"terminals": 0}, 2),
        played({"terminals": 1}, 33),
    ]
)


def test_every_event_kind_is_narrated():
    kinds = {e["kind"] for g in GAMES for e in g.log}
    assert kinds == {"start", "draw", "choice", "replace", "replace_stop", "replace_end", "end_card", "end"}
    outcomes = {(e["rule"], e["outcome"]) for g in GAMES for e in g.log if e["kind"] == "draw"}
    assert len(outcomes) == 14  # every case of RULES §4.2 with each of its outcomes


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_sentence_is_words_only(lang):
    for g in GAMES:
        for e in g.log:
            text = describe(e, 0, lang)
            lines = [text] + formula_lines(e, lang) + ([flow_text(e["flow"], lang)] if e.get("flow") else [])
            for line in lines:
                assert line and "{" not in line and "}" not in line, (e, line)
                assert not re.search(r"\b[a-z]+_[a-z_]+\b", line), line  # no identifiers
                assert not re.search(r"\b[SDHCA]\d\d\b", line), line  # cards by name, not code
                assert "A(" not in line and "max(" not in line and "Σ" not in line, line
                if lang == "ja":
                    assert set(re.findall(r"[A-Za-z]+", line)) <= JA_ALLOWED, line


def test_a_draw_says_card_places_and_why():
    # test_youscout_rules.py's board: at 4, S03: max(♦4) 12 + A(3).def 6 = 18 > $3 + A(3).pain 6 = 9
    board = [
        {"card": c, "upright": u}
        for c, u in (("A06", True), ("A14", True), ("A03", False), ("A16", True), ("A04", False), ("A15", True))
    ]
    sc = Scenario("youscout", {}, {"board": board, "talon": ["D12", "S03", "H01", "A13"]})
    sc.play(0, "start 4", "draw", "draw")
    ev = sc.state.log[-1]
    assert describe(ev, 0, "en") == (
        "3 of Swords: the token moves from 4 to 3 because the sum for moving, 18, is more than the sum for staying, 9."
    )
    assert describe(ev, 0, "ja") == "ソードの3: 動く側の合計18が留まる側の合計9より大きいので、駒は4から3へ動きます。"
    assert formula_lines(ev, "en") == [
        "12 highest coin beside place 4 + 6 defence of place 3 = 18",
        "is more than",
        "3 the drawn card + 6 pain of place 3 = 9",
    ]
    assert flow_text(ev["flow"], "en") == "3 of Swords → the upper swords (↑♠)"
    sc.play(0, "draw")  # H01 at 3: cups always stay below
    assert (
        describe(sc.state.log[-1], 0, "en")
        == "Ace of Cups: cups never move the token on the lower trigram; it stays on 3."
    )
    assert describe(sc.state.log[0], 0, "en") == (
        "You start on place 4 (fourth line, upper trigram). The end card is the Fool: you win if the token "
        "is on 5 or 6 when the Fool has appeared 3 times."
    )


def test_the_end_in_words():
    for g in GAMES:
        end = g.log[-1]
        text = describe(end, 0, "en")
        if g.game.terminals == 0:
            assert text.startswith("No game")
        elif g.win:
            assert text.startswith("You win: the token ended on")
        else:
            assert text.startswith("You lose: the token ended on")


def test_the_hexagram_is_the_one_the_authors_program_names():
    # the program: n = Σ 2^(p−1) over places with an odd card; n = 1 is 剝 (23), 32 復 (24), 63 乾 (1)
    assert sorted(KING_WEN) == list(range(1, 65))
    only_place_1_odd = [(1, True), (2, True), (4, True), (6, True), (10, True), (12, True)]
    h = hexagram(only_place_1_odd)
    assert (h["number"], h["kanji"], h["symbol"], h["en"]) == (23, "剝", "䷖", "Splitting Apart")
    assert h["lines"] == [0, 0, 0, 0, 0, 1]  # place 1 is the program's top line
    assert hexagram([(n, True) for n in (2, 4, 6, 10, 12, 1)])["kanji"] == "復"
    assert hexagram([(n, True) for n in (1, 3, 5, 7, 9, 11)])["en"] == "The Creative Heaven"
    assert KANJI[KING_WEN[0] - 1] == "坤"


def test_the_view_names_the_swap_the_spin_and_the_goals():
    st = GAME().new_state(seed=33)  # solid: 旋坤, and the swap renamed two cards
    v = st.view(0)
    assert v["forced"] == {"trigram": "upper", "purpose_card": "A13", "degree": "whirl"}
    assert v["swapped"] == [{"place": 3, "from": "A08", "to": "A11"}, {"place": 6, "from": "A11", "to": "A08"}]
    assert v["goals"] == {"lower": {"end_card": "A13", "wins": [2, 5]}, "upper": {"end_card": "A00", "wins": [5, 6]}}
    assert v["hexagram"]["kanji"] == "恆"


def test_events_of_games_saved_before_they_carried_more_fields_are_still_told():
    st = GAMES[0]
    start = {k: v for k, v in st.log[0].items() if k != "of"}
    assert "at its last appearance" in describe(start, 0, "en")
    end = {k: v for k, v in st.log[-1].items() if k != "end_card"}
    assert describe(end, 0, "en") in (
        "You win: the token ended on %d." % end["token"],
        "You lose: the token ended on %d." % end["token"],
    )
    draw = next(e for e in st.log if e["kind"] == "draw" and e["outcome"] == "stay" and e["lhs"])
    old = {k: v for k, v in draw.items() if k != "target"}
    assert describe(old, 0, "en") == describe(draw, 0, "en")


def test_one_card_reshuffled_is_one_card():
    """Grammar (#16 §6): the end card alone going back into the talon is '1 card'."""
    one = {"kind": "end_card", "card": "A13", "count": 1, "of": 3, "reshuffled": 1}
    assert "(1 card)" in describe(one, 0, "en")
    assert "(5 cards)" in describe({**one, "reshuffled": 5}, 0, "en")
    assert "1枚" in describe(one, 0, "ja")


def test_the_fool_is_the_fool_inside_a_sentence():
    """An upper start: 'the Fool' in the middle of a sentence, 'The Fool' only where it begins one."""
    from tefuda.games.youscout import GAME
    from tefuda.games.youscout.present import describe

    board = [{"card": c, "upright": True} for c in ("A14", "A15", "A02", "A09", "A17", "A07")]
    st = GAME().new_state(setup={"board": board, "talon": ["D05", "A00", "D06"]})
    st.apply(0, "start 5")
    st.apply(0, "draw")
    st.apply(0, "draw")
    said = [describe(e, 0, "en") for e in st.log]
    assert said[0].endswith(
        "The end card is the Fool: you win if the token is on 5 or 6 when the Fool has appeared 3 times."
    )
    assert said[-1].startswith("The Fool appears (1 of 3): the rest of the talon, the Fool and the discards")
