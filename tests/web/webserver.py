"""A real `tefuda serve` child process on loopback (imported by conftest and tests)."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class ServerProcess:
    """`tefuda serve` as a child process; restartable on the same database."""

    def __init__(self, db: Path, cpu_delay: float = 0.0, extra: tuple = (), log_dir: Path | None = None):
        self.db = db
        self.log_dir = log_dir  # default: next to the database
        self.cpu_delay = cpu_delay
        self.extra = list(extra)
        self.port = free_port()
        self.proc: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> ServerProcess:
        env = dict(os.environ, PYTHONUNBUFFERED="1")
        self.log = open(self.log_path, "ab")
        self.proc = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "tefuda",
                "serve",
                "--port",
                str(self.port),
                "--db",
                str(self.db),
                "--cpu-delay",
                str(self.cpu_delay),
                *self.extra,
            ],
            stdout=self.log,
            stderr=subprocess.STDOUT,
            env=env,
        )
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"server exited: {self.log_text()}")
            try:
                urllib.request.urlopen(self.url + "/api/games", timeout=1).read()
                return self
            except OSError:
                time.sleep(0.1)
        raise RuntimeError("server did not start")

    @property
    def log_path(self) -> Path:
        name = self.db.with_suffix(f".{self.port}.log")
        return name if self.log_dir is None else self.log_dir / name.name

    def log_text(self) -> str:
        """What the server printed (stdout and stderr) so far."""
        return self.log_path.read_text(errors="replace") if self.log_path.exists() else ""

    def kill(self) -> None:
        """kill -9: no shutdown handlers, no flushing — what a crash looks like."""
        if self.proc and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(timeout=10)

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
