"""The UECda card table read as the referee reads it (uecda_table.py): an error is None,
no card is a pass, and every tefuda play goes to a table and back unchanged."""

import random

import pytest

from tefuda.core.cards import Card
from tefuda.games import make_game
from tefuda.games.daifugo.actions import JOKER_SINGLE, PASS
from tefuda.games.daifugo.uecda_table import (
    NBYTES,
    PROTOCOL,
    PROTOCOL_2006,
    empty,
    from_bytes,
    hand_of,
    hand_table,
    int_bytes,
    play_table,
    read_gift,
    read_play,
    strongest,
    to_bytes,
)


def table(cells):
    t = empty()
    for (r, c), v in cells.items():
        t[r][c] = v
    return t


@pytest.mark.parametrize(
    "cells,text",
    [
        ({}, "pass"),
        ({(1, 1): 3}, "pass"),  # no card at all (a 3 is none): a pass
        ({(0, 1): 1}, "play 3S"),
        ({(2, 13): 1}, "play 2D"),
        ({(0, 14): 2}, "play JK"),  # a lone joker anywhere in rows 0–3
        ({(3, 5): 2}, "play JK"),
        ({(0, 5): 1, (2, 5): 1}, "play 7S 7D"),
        ({(0, 5): 1, (1, 5): 2}, "play 7S JK=7H"),  # a group's joker has the suit of its row
        ({(0, 5): 1, (1, 5): 1, (2, 5): 1, (3, 5): 1, (4, 5): 2}, "play 7S 7H 7D 7C JK"),
        ({(1, 3): 1, (1, 4): 1, (1, 5): 1}, "play 5H 6H 7H"),
        ({(1, 3): 1, (1, 4): 2, (1, 5): 1}, "play 5H 7H JK=6H"),
        ({(2, 0): 2, (2, 1): 1, (2, 2): 1}, "play 3D 4D JK<3D"),  # below the 3
        ({(3, 12): 1, (3, 13): 1, (3, 14): 2}, "play AC 2C JK>2C"),  # above the 2
    ],
)
def test_tables_the_referee_accepts_read_as_tefuda_actions(cells, text):
    got = read_play(table(cells))
    assert (got.text if got is not PASS else "pass") == text


@pytest.mark.parametrize(
    "cells,why",
    [
        ({(0, 5): 3, (1, 6): 1}, "a number that is no card, with a card"),
        ({(4, 1): 2}, "the joker alone in row 4 (as in a hand)"),
        ({(0, 0): 1, (0, 1): 1, (0, 2): 1}, "a real card in column 0"),
        ({(4, 5): 1}, "a real card in row 4"),
        ({(0, 5): 1, (1, 5): 1, (4, 5): 2}, "three cards with the joker in row 4"),
        ({(2, 3): 1, (2, 4): 1}, "a sequence of two"),
        ({(0, 3): 1, (0, 4): 1, (0, 6): 1}, "a sequence with a hole"),
        ({(0, 3): 1, (1, 4): 1}, "two ranks, two suits"),
        ({(0, 3): 2, (0, 4): 2, (0, 5): 1}, "two jokers"),
        ({(0, 5): 1, (1, 6): 1, (2, 7): 1}, "a diagonal"),
    ],
)
def test_tables_the_referee_calls_errors_read_as_none(cells, why):
    assert read_play(table(cells)) is None, why


def test_every_uecda_play_goes_to_a_table_and_back():
    game = make_game("daifugo", {"preset": "uecda"})
    rng = random.Random(3)
    seen = 0
    for seed in range(30):
        st = game.new_state(seed=seed)
        while not st.is_over():
            seat = st.to_move()[0]
            legal = st.legal_actions(seat)
            for a in legal:
                if a.text.startswith("play"):
                    assert read_play(play_table(a)) is a, a.text
                    seen += 1
            st.apply(seat, legal[rng.randrange(len(legal))])
    assert seen > 1000


def test_a_lone_joker_avoids_the_tables_suit():
    from tefuda.games.daifugo.uecda import suits_of

    t = play_table(JOKER_SINGLE, suits_of(read_play(table({(1, 9): 1}))))  # on the J♥
    assert t[2][14] == 2 and read_play(t) is JOKER_SINGLE


def test_bytes_20070_big_endian_negatives_as_0_and_20060_native():
    t = empty()
    t[5][1] = -2
    t[6][3] = 11
    data = to_bytes(t)
    assert len(data) == NBYTES and data[4 * (6 * 15 + 3) : 4 * (6 * 15 + 4)] == b"\0\0\0\x0b"
    assert from_bytes(data)[5][1] == 0  # the referee sends i*(i>=0)
    assert from_bytes(to_bytes(t, PROTOCOL_2006), PROTOCOL_2006)[5][1] == -2
    assert int_bytes(9) == b"\0\0\0\x09" and int_bytes(9, PROTOCOL_2006) == b"\x09\0\0\0"
    assert PROTOCOL == 20070


def test_hands_and_the_exchange_read_as_the_referee():
    hand = [Card.parse(c) for c in ("3D", "7S", "KH", "2C", "JK")]
    t = hand_table(hand)
    assert t[4][1] == 2 and t[2][1] == 1 and t[0][5] == 1 and t[1][11] == 1 and t[3][13] == 1
    assert {c.code for c in hand_of(t)} == {"3D", "7S", "KH", "2C", "JK"}
    assert {c.code for c in read_gift(table({(2, 1): 1, (0, 5): 1}), 2, hand)} == {"3D", "7S"}
    assert read_gift(table({(2, 1): 1}), 2, hand) is None  # one card, two asked
    assert read_gift(table({(2, 1): 1, (1, 1): 1}), 2, hand) is None  # 3♥ not held
    assert {c.code for c in read_gift(table({(3, 3): 2, (0, 5): 1}), 2, hand)} == {
        "JK",
        "7S",
    }  # a 2 anywhere: the joker
    assert read_gift(table({(0, 5): 1, (1, 1): 9}), 2, hand) is None  # the 大富豪: any error counts
    assert read_gift(table({(0, 5): 1, (1, 1): 9}), 1, hand, strict=False)[0].code == "7S"  # the 富豪: not
    assert [c.code for c in strongest(hand, 2)] == ["JK", "2C"]
    assert [c.code for c in strongest([Card.parse(c) for c in ("AC", "AS", "AH", "3D")], 2)] == ["AS", "AH"]
