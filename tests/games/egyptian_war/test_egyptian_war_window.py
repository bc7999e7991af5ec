"""EW-17: the reaction window is defined once; a server's setting is its tables' own
(it used to be a module global that create_app overwrote for every app in the process)."""

from __future__ import annotations

import types

from tefuda.games.egyptian_war import DESCRIPTOR, GAME, bots, realtime, rules


def _table():
    game = GAME({})
    return types.SimpleNamespace(
        state=game.new_state(seed=1), seats=[{"kind": "human"}, {"kind": "cpu"}], bots={}, listeners=[]
    )


def test_ew_17_one_window_for_the_driver_the_cpus_and_the_clock():
    assert rules.WINDOW_SECONDS == 1.8
    assert bots.WINDOW_SECONDS is rules.WINDOW_SECONDS and realtime.WINDOW_SECONDS is rules.WINDOW_SECONDS
    assert not hasattr(realtime, "WINDOW")


def test_ew_17_a_servers_window_belongs_to_its_tables():
    assert DESCRIPTOR.realtime is realtime.SlapController
    short = realtime.SlapController(_table(), window=0.5)
    default = realtime.SlapController(_table())
    assert short.status()["total"] == 0.5 and default.status()["total"] == rules.WINDOW_SECONDS


def test_two_apps_in_one_process_keep_their_own_windows(tmp_path):
    from tefuda.apps.web.server import create_app

    create_app(tmp_path / "a.sqlite", slap_window=0.3)
    create_app(tmp_path / "b.sqlite")
    assert rules.WINDOW_SECONDS == 1.8 and realtime.SlapController(_table()).window == 1.8
