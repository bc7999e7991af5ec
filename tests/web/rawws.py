"""A raw WebSocket client on a plain socket, for what a library client will not do: stop
reading on purpose (a tiny receive buffer), send binary or broken frames, vanish mid-way."""

from __future__ import annotations

import base64
import json
import os
import socket
import struct


class RawWS:
    def __init__(self, port: int, path: str, rcvbuf: int | None = None):
        self.sock = socket.socket()
        if rcvbuf is not None:  # before connect: the window the server sees stays small
            self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, rcvbuf)
        self.sock.settimeout(10)
        self.sock.connect(("127.0.0.1", port))
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall(
            (
                f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n"
                f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
                "Sec-WebSocket-Version: 13\r\n\r\n"
            ).encode()
        )
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = self.sock.recv(1)
            if not chunk:
                raise ConnectionError("closed during the handshake")
            head += chunk
        if b" 101 " not in head.split(b"\r\n", 1)[0]:
            raise ConnectionError(head.decode(errors="replace"))
        self.buf = b""

    def send_frame(self, payload: bytes, opcode: int = 1) -> None:
        mask = os.urandom(4)
        n = len(payload)
        head = bytes([0x80 | opcode])
        if n < 126:
            head += bytes([0x80 | n])
        elif n < 65536:
            head += bytes([0x80 | 126]) + struct.pack(">H", n)
        else:
            head += bytes([0x80 | 127]) + struct.pack(">Q", n)
        self.sock.sendall(head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))

    def send_json(self, obj) -> None:
        self.send_frame(json.dumps(obj).encode())

    def _read(self, n: int) -> bytes:
        while len(self.buf) < n:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise ConnectionError("closed")
            self.buf += chunk
        out, self.buf = self.buf[:n], self.buf[n:]
        return out

    def recv_frame(self) -> tuple[int, bytes]:
        b0, b1 = self._read(2)
        n = b1 & 0x7F
        if n == 126:
            n = struct.unpack(">H", self._read(2))[0]
        elif n == 127:
            n = struct.unpack(">Q", self._read(8))[0]
        return b0 & 0x0F, self._read(n)

    def recv_json(self) -> dict:
        while True:
            op, data = self.recv_frame()
            if op == 1:
                return json.loads(data)
            if op == 8:
                raise ConnectionError(f"closed by the server: {struct.unpack('>H', data[:2])[0] if data else None}")

    def close_code(self) -> int | None:
        """Read until the server's close frame; its code (None if the socket just ended)."""
        try:
            while True:
                op, data = self.recv_frame()
                if op == 8:
                    return struct.unpack(">H", data[:2])[0] if len(data) >= 2 else None
        except (ConnectionError, OSError):
            return None

    def abort(self) -> None:
        """Vanish without a close frame (a dropped network, a killed tab)."""
        self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        self.sock.close()
