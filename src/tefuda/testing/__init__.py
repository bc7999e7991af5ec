"""Shared checks every game's tests use."""

from tefuda.testing.check import CheckReport, check_game, random_playout
from tefuda.testing.scenario import Scenario, raises_key

__all__ = ["CheckReport", "check_game", "random_playout", "Scenario", "raises_key"]
