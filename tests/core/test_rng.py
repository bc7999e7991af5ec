"""core.rng draws exactly what random.Random's own methods draw (seeded games replay as before)."""

import random

from tefuda.core.rng import choice, randbelow, shuffle


def test_randbelow_and_choice_are_randrange_and_choice():
    for seed in range(20):
        a, b = random.Random(seed), random.Random(seed)
        for n in (1, 2, 3, 5, 7, 8, 13, 52, 53, 54, 1000, 2**40 + 3):
            assert randbelow(a, n) == b.randrange(n)
        items = list(range(9))
        assert [choice(a, items) for _ in range(30)] == [b.choice(items) for _ in range(30)]
        assert a.getstate() == b.getstate()


def test_shuffle_is_random_shuffle():
    for seed in range(50):
        a, b = random.Random(seed), random.Random(seed)
        x, y = list(range(54)), list(range(54))
        shuffle(a, x)
        b.shuffle(y)
        assert x == y and a.getstate() == b.getstate()
    for size in (0, 1, 2):
        a, b = random.Random(1), random.Random(1)
        x, y = list(range(size)), list(range(size))
        shuffle(a, x)
        b.shuffle(y)
        assert x == y and a.getstate() == b.getstate()


class Fixed(random.Random):
    """A subclass drawing its own way: rng must use its methods, not the base generator."""

    def random(self):
        return 0.0


def test_a_subclass_draws_with_its_own_methods():
    a, b = Fixed(3), Fixed(3)
    x, y = list(range(10)), list(range(10))
    shuffle(a, x)
    b.shuffle(y)
    assert x == y
    assert randbelow(Fixed(3), 10) == Fixed(3).randrange(10)
