"""Sockets for the UECda protocol: whole tables (480 bytes) and integers (4 bytes).

The referee reads each message with one `recv` and takes whatever arrived; tefuda reads
whole messages (a message split in two by TCP is still one message). A closed
connection reads as None; sending to one is silently dropped (the referee would die of
SIGPIPE). docs/uecda.md lists these differences.
"""

from __future__ import annotations

import select
import socket

from tefuda.games.daifugo.uecda_table import NBYTES, PROTOCOL, from_bytes, int_bytes, int_from_bytes, to_bytes


class Closed(Exception):
    """The other side closed the connection (or it broke)."""


def recv_exact(sock: socket.socket, n: int, timeout: float | None = None) -> bytes:
    """Exactly `n` bytes; Closed on end of stream, socket.timeout after `timeout` seconds."""
    sock.settimeout(timeout)
    chunks = []
    got = 0
    while got < n:
        try:
            part = sock.recv(n - got)
        except (ConnectionError, OSError) as e:
            if isinstance(e, socket.timeout):
                raise
            raise Closed(str(e)) from None
        if not part:
            raise Closed("connection closed")
        chunks.append(part)
        got += len(part)
    return b"".join(chunks)


def readable(sock: socket.socket, seconds: float) -> bool:
    """Whether the socket has data (or end of stream) within `seconds` (the referee's select)."""
    r, _, _ = select.select([sock], [], [], seconds)
    return bool(r)


class Wire:
    """One connection with its protocol version (20070 big-endian, or 20060)."""

    def __init__(self, sock: socket.socket, version: int = PROTOCOL):
        self.sock = sock
        self.version = version
        self.closed = False
        self.sent = bytearray()  # (tests and captures: everything sent and received)
        self.received = bytearray()
        self.keep = False

    def send_table(self, table) -> None:
        self._send(to_bytes(table, self.version))

    def send_int(self, value: int) -> None:
        self._send(int_bytes(value, self.version))

    def _send(self, data: bytes) -> None:
        if self.keep:
            self.sent += data
        if self.closed:
            return
        try:
            self.sock.sendall(data)
        except OSError:
            self.closed = True

    def recv_table(self, timeout: float | None = None):
        data = self._recv(NBYTES, timeout)
        return None if data is None else from_bytes(data, self.version)

    def recv_int(self, timeout: float | None = None) -> int | None:
        data = self._recv(4, timeout)
        return None if data is None else int_from_bytes(data, self.version)

    def _recv(self, n: int, timeout: float | None):
        if self.closed:
            return None
        try:
            data = recv_exact(self.sock, n, timeout)
        except (TimeoutError, Closed):
            self.closed = True
            return None
        if self.keep:
            self.received += data
        return data

    def close(self) -> None:
        self.closed = True
        try:
            self.sock.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        self.sock.close()


__all__ = ["Wire", "Closed", "recv_exact", "readable"]
