"""tefuda (手札): one rules engine per card game, for play, simulation, bots and RL."""

__version__ = "0.1.0"
