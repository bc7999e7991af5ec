"""The public face of an encoding (docs/rl.md, "Action encodings"): `encoding_for` from
`tefuda.envs.encodings` by name or Game, every observation part described, tokens ↔
texts, and `python -m tefuda.envs.describe`."""

from __future__ import annotations

import random

import pytest
from _envcases import FAST, game_params  # skips this module without the rl extra

from tefuda.core.errors import OptionError
from tefuda.core.protocol import CLOCK
from tefuda.envs.codec import EncodingError
from tefuda.envs.encodings import encoding_for
from tefuda.games import make_game


def test_encoding_for_takes_a_name_with_options_or_a_game():
    by_name = encoding_for("diving")
    by_game = encoding_for(make_game("diving"))
    assert type(by_name) is type(by_game)
    assert by_name.layout.describe() == by_game.layout.describe()
    assert encoding_for("daifugo", jokers=1).codec.size == 3759  # the options make the variant
    with pytest.raises(OptionError, match="unknown game 'divng'; games: .*diving"):
        encoding_for("divng")
    with pytest.raises(OptionError, match="no option 'bogus'"):
        encoding_for("diving", bogus=1)
    with pytest.raises(TypeError, match="rule options go with a game name"):
        encoding_for(make_game("diving"), bonus=6)


@pytest.mark.parametrize("name", game_params())
def test_every_observation_part_says_what_its_values_mean(name):
    enc = encoding_for(name, **FAST[name])
    parts = enc.layout.describe()
    at = 0
    for p in parts:
        assert set(p) == {"name", "start", "size", "description"}
        assert p["start"] == at and p["size"] > 0
        assert len(p["description"]) > 10, p
        at += p["size"]
    assert at == enc.layout.size


@pytest.mark.parametrize("name", game_params())
def test_tokens_and_texts_translate_both_ways(name):
    enc = encoding_for(name, **FAST[name])
    for t in range(enc.codec.size):
        assert enc.action_token(enc.action_text(t)) == t
    # engine action texts: the single token of a one-token action, the sequence of a longer one
    game = make_game(name, FAST[name])
    st = game.new_state(seed=1)
    rng = random.Random(1)
    seen = 0
    while not st.is_over() and seen < 200:
        seat = next(s for s in st.to_move() if st.legal_actions(s))
        legal = st.legal_actions(seat)
        if seat == CLOCK:  # the clock closing a reaction window: not an agent's action
            st.apply(seat, legal[0])
            continue
        for a in legal:
            seq = enc.action_tokens(str(a))
            assert seq == enc.codec.tokens_of(a)
            if len(seq) == 1:
                assert enc.action_token(str(a)) == seq[0]
            else:
                with pytest.raises(EncodingError, match=f"takes {len(seq)} tokens"):
                    enc.action_token(str(a))
            seen += 1
        st.apply(seat, rng.choice(legal))
    for bad in (-1, enc.codec.size, "3"):
        with pytest.raises(EncodingError):
            enc.action_text(bad)
    with pytest.raises(EncodingError, match="has no encoding"):
        enc.action_token("no such action")


def test_diving_payments_read_value_by_value():
    enc = encoding_for("diving")
    seq = enc.action_tokens("take 5S 3H")
    assert [enc.action_text(t) for t in seq] == ["take 5", "+3"]
    assert enc.action_token("take 5") == seq[0]


def test_describe_command_prints_the_parts(capsys):
    from tefuda.envs.describe import main

    assert main(["diving"]) == 0
    out = capsys.readouterr().out
    enc = encoding_for("diving")
    assert out.startswith(f"diving: an observation of {enc.layout.size} float32 values")
    for p in enc.layout.describe():
        assert f"| {p['name']} | {p['start']} | {p['size']} | {p['description']} |" in out
    assert main(["daifugo", "-o", "jokers=0", "--tokens"]) == 0
    out = capsys.readouterr().out
    assert "1838 action tokens" in out and "\n0\tpass\n" in out
    assert main(["divng"]) == 2
    assert "unknown game 'divng'" in capsys.readouterr().err
