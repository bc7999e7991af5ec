"""Simulation: benchmarks, batch runs and reports."""

from tefuda.sim import messages as _messages  # noqa: F401  (registers the simulator's texts)
