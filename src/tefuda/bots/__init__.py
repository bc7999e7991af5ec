"""Game-agnostic players. A bot sees only `state.view(seat)` and the legal actions."""

from tefuda.bots import messages as _messages  # noqa: F401  (registers the bots' texts)
from tefuda.bots.base import Bot, RandomBot, play_game

__all__ = ["Bot", "RandomBot", "play_game"]
