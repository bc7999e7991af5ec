"""Game-agnostic players. A bot sees only `state.view(seat)` and the legal actions."""

from tefuda.bots.base import Bot, RandomBot, play_game

__all__ = ["Bot", "RandomBot", "play_game"]
