"""Simulation: benchmarks, batch runs and reports."""
