"""The engine's fast paths draw and show exactly what the plain code did (issue #19):
the deal's and the reshuffles' shuffles, the deal's sample, and the log kept as compact
records that are expanded only when read."""

import random

from tefuda.games.youscout.deal import deal_python, seeded_random, setup_text, shuffle_last
from tefuda.games.youscout.game import YouscoutGame
from tefuda.games.youscout.tables import BOARD_CANDIDATES, END


def test_shuffle_last_is_random_shuffle():
    for size in [*range(70), 100, 257]:
        for seed in range(40):
            a, b = list(range(size)), list(range(size))
            random.Random(seed).shuffle(a)
            shuffle_last(random.Random(seed), b)
            assert a == b, (size, seed)
    for key in ("0123456789abcdef01234567/0", "det-42/1"):  # a reshuffle's seed is a text
        a, b = list(range(45)), list(range(45))
        random.Random(key).shuffle(a)
        shuffle_last(random.Random(key), b)
        assert a == b


def test_seeded_random_is_random_random():
    for seed in (0, 1, 7, -3, 2**63 - 1, 2**70 + 5, "", "abc/0", "é/1", "det-123/1"):
        assert seeded_random(seed).getstate() == random.Random(seed).getstate(), seed


def test_setup_text_is_repr():
    for seed in range(300):
        drawn, talon = deal_python(random.Random(seed))
        assert setup_text(drawn, tuple(talon)) == repr((drawn, tuple(talon)))
    # anything else than the engine's own values is written by repr itself
    for drawn, talon in [
        ([], ()),
        ([(3, True)], (5,)),
        ([(3, 1)], (1, 2)),
        (((3, True),), (1, 2)),
        ([(300, False)], (1, 2)),
    ]:
        assert setup_text(drawn, talon) == repr((drawn, talon))


def test_deal_is_random_sample_then_shuffle():
    for seed in range(300):
        rng = random.Random(seed)
        numbers = rng.sample(BOARD_CANDIDATES, 6)
        drawn = [(n, rng.random() < 0.5) for n in numbers]
        talon = list(range(56)) + [END]
        rng.shuffle(talon)
        assert deal_python(random.Random(seed)) == (drawn, talon)


def _play(game, seed, read_at=()):
    st, rng = game.new_state(seed=seed), random.Random(seed)
    step = 0
    while not st.is_over():
        if step in read_at:
            assert st.log == st.clone().log
        legal = st.legal_actions(0)
        st.apply(0, legal[rng.randrange(len(legal))])
        step += 1
    return st


def test_the_log_reads_the_same_whenever_it_is_read():
    for options in ({}, {"replacement": 3}, {"rules": "ryakushiki", "determinant": "greater_equal"}):
        game = YouscoutGame(options)
        for seed in range(20):
            early = _play(game, seed, read_at=range(0, 200, 7))  # expanded bit by bit
            late = _play(game, seed)  # expanded once, at the end
            assert early.log == late.log
            draws = [e["n"] for e in late.log if e["kind"] == "draw"]
            assert draws == sorted(set(draws)) and len(draws) + late.terminals_drawn == late.draws
            back = game.state_from_json(late.to_json())
            assert back.log == late.log and back.to_json() == late.to_json()
