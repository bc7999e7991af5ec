"""`tefuda sim --check`: the engine's invariants along every simulated game; the rows
are those of the unchecked run, and a broken invariant stops the run naming the game."""

from __future__ import annotations

import pytest

from tefuda.apps.cli import main
from tefuda.games import make_game
from tefuda.sim.invariants import InvariantBroken, Invariants
from tefuda.sim.runner import run_sim
from tefuda.sim.spec import SimSpec
from tefuda.sim.store import load_rows

SAME = ["idx", "seed", "bot_seed", "options", "seats", "result", "returns", "actions", "first"]


@pytest.mark.parametrize(
    "name,options",
    [
        ("daifugo", {"players": 4, "preset": "everything"}),
        ("diving", {}),
        ("egyptian_war", {"players": 3}),
        ("trump_os", {"players": 3}),
        ("youscout", {}),
    ],
)
def test_a_checked_run_stores_the_rows_of_an_unchecked_one(name, options, tmp_path):
    plain = SimSpec(game=name, games=12, bots=["random"], options=options, seed=3)
    checked = SimSpec(game=name, games=12, bots=["random"], options=options, seed=3, check=25)
    run_sim(plain, tmp_path / "a.sqlite")
    run_sim(checked, tmp_path / "b.sqlite")
    rows = [[tuple(repr(r[k]) for k in SAME) for r in load_rows(tmp_path / f)[1]] for f in ("a.sqlite", "b.sqlite")]
    assert rows[0] == rows[1]


def test_whole_daifugo_matches_are_checked_game_by_game(tmp_path):
    spec = SimSpec(game="daifugo", games=3, bots=["random"], options={"players": 5, "games": 3}, match=True, check=5)
    assert run_sim(spec, tmp_path / "m.sqlite").played == 3


def test_lost_cards_are_caught():
    game = make_game("diving", {})
    state = game.new_state(seed=1)
    inv = Invariants(game, state, seed=0)
    inv.check()
    state.hands[0].pop()  # a card vanishes from a hand
    with pytest.raises(InvariantBroken, match="cards not conserved"):
        inv.check()


def test_a_view_that_shows_hidden_cards_is_caught(monkeypatch):
    """Every Diving state's view is made to show the other diver's hand (patched where the
    state builds its view, so the re-dealt copies leak too: the check must see the
    re-deal change the view). Not by subclassing the state: the compiled build's methods
    accept their own class only."""
    from tefuda.games.diving import observe

    honest = observe.view

    def leaky(state, seat=None):
        v = honest(state, seat)
        v["peek"] = [str(c) for c in state.hands[1 - seat]] if seat is not None else []
        return v

    monkeypatch.setattr(observe, "view", leaky)
    game = make_game("diving", {})
    state = game.new_state(seed=1)
    assert "peek" in state.view(0)
    inv = Invariants(game, state, seed=0, every=1)
    with pytest.raises(InvariantBroken, match="view of seat 0 changed"):
        inv.check()


def test_the_command_line_flag(tmp_path, capsys):
    assert (
        main(
            ["sim", "diving", "--games", "10", "--bots", "random", "--check", "-q", "--out", str(tmp_path / "c.sqlite")]
        )
        == 0
    )
    assert (
        main(
            [
                "sim",
                "diving",
                "--games",
                "10",
                "--bots",
                "random",
                "--check",
                "3",
                "-q",
                "--out",
                str(tmp_path / "d.sqlite"),
            ]
        )
        == 0
    )
    assert main(["sim", "diving", "--games", "10", "--check", "-2", "--out", str(tmp_path / "e.sqlite")]) == 2
