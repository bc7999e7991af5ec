"""tefuda (手札): one rules engine per card game, for play, simulation, bots and RL."""

__version__ = "0.1.0"

# Use the compiled (mypyc) engines when a build of exactly these sources exists; else the
# pure-Python modules. `python -m tefuda.native status` says which, and why.
from tefuda import native as _native  # noqa: E402

_native.activate()
