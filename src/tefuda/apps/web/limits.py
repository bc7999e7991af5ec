"""The server's limits, apart from the server: `tefuda serve --help` shows their defaults
without importing the web framework (every `tefuda` command builds that parser)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Limits:
    """What one client, one room and all rooms may take (`tefuda serve --help`)."""

    rooms_per_minute: float = 20.0  # new rooms per client address (a token bucket)
    room_burst: float = 10.0  # ... of this size
    max_rooms: int = 1000  # open rooms at once
    idle_expiry: float = 24 * 3600.0  # seconds without a move and without anyone connected
    finished_expiry: float = 3600.0  # ... for a room whose game is over
    cpu_share: float = 0.25  # of one core that one room's CPU players may use
    connections_per_client: int = 100  # open WebSocket connections per client address
