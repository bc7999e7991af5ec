"""Fixtures for the sim tests: a real game engine that has landed, and a real local Ray
cluster (`ray start --head` on loopback, stopped by its own pid)."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

# Games in the order the sim tests prefer them (fast ones with a choice of bots first).
PREFERRED = ["diving", "egyptian_war", "daifugo", "trump_os", "youscout"]


def landed_game(min_players: int = 2):
    """(name, module) of the first game in PREFERRED with bots and at least `min_players`."""
    from tefuda.games import game_module

    for name in PREFERRED:
        mod = game_module(name)
        if getattr(mod, "BOTS", None) and hasattr(mod, "GAME") and mod.GAME({}).num_players >= min_players:
            return name, mod
    pytest.fail(f"no game in {PREFERRED} has bots and {min_players}+ players")


@pytest.fixture
def game():
    return landed_game()


@pytest.fixture
def closed_port():
    """A loopback port nobody listens on."""
    return free_port()


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="session")
def ray_cluster(tmp_path_factory):
    """A real two-CPU Ray head on 127.0.0.1; yields its address."""
    pytest.importorskip("ray")
    ray_bin = Path(sys.executable).parent / "ray"
    port = free_port()
    log = tmp_path_factory.mktemp("ray") / "ray.log"
    with open(log, "w") as fh:
        proc = subprocess.Popen(
            [
                str(ray_bin),
                "start",
                "--head",
                "--block",
                f"--port={port}",
                "--num-cpus=2",
                "--node-ip-address=127.0.0.1",
                "--include-dashboard=false",
                "--disable-usage-stats",
            ],
            stdout=fh,
            stderr=subprocess.STDOUT,
            env={**os.environ, "RAY_USAGE_STATS_ENABLED": "0"},
        )
    address = f"127.0.0.1:{port}"
    deadline = time.time() + 90
    while True:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            break
        except OSError:
            if proc.poll() is not None or time.time() > deadline:
                proc.kill()
                raise RuntimeError(f"ray head did not start: {log.read_text()[-2000:]}") from None
            time.sleep(0.3)
    yield address
    proc.terminate()  # `ray start --block` stops the processes it started on SIGTERM
    try:
        proc.wait(timeout=30)
    except subprocess.TimeoutExpired:
        proc.kill()
