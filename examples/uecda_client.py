#!/usr/bin/env python3
"""A small UECda client: the computer-Daihinmin protocol of docs/uecda.md, and nothing more.

    tefuda uecda server --port 42485 --games 10 --cpu normal --cpu normal --cpu normal --cpu normal &
    python examples/uecda_client.py --port 42485 --name sample

It connects, says its name, hands back its weakest cards in the exchange and, on each
turn, plays its weakest single card that beats the table — or passes (UECda lets anyone
pass, even the player who leads). It plays no pairs or sequences, never answers a lone
joker, and plays its own joker only when no other card will do. Standard library only:
a starting point for your own UECda program, in Python or in any language.

At the end it prints one JSON line: its player number as the server gave it (0–4:
tefuda's server and `tefuda replay` call player 0 "Player 1"), the games played, and how
many cards it played and how many times it passed.
"""

from __future__ import annotations

import argparse
import json
import socket
import struct
import time

PROTOCOL = 20070  # the protocol version every client announces today
ROWS, COLS = 8, 15  # a card table: 8 rows of 15 32-bit integers, big-endian (network order)

# rows 0-3 are the suits (spades, hearts, diamonds, clubs); columns 1-13 the ranks 3 4 ... K A 2;
# row 4 column 1 holds the joker in a hand (as a 2). Row 5 is the state of the game:
EXCHANGE, GIVE_BACK, MY_TURN, EMPTY_TABLE, ELEVEN_BACK, REVOLUTION, LOCK = 0, 1, 2, 4, 5, 6, 7
OVER_GAME, OVER_MATCH = 1, 2  # what the server says after each turn (0: go on)


# --- the wire: tables and integers ------------------------------------------------------
def recv_exact(sock: socket.socket, n: int) -> bytes:
    data = b""
    while len(data) < n:
        part = sock.recv(n - len(data))
        if not part:
            raise ConnectionError("the server closed the connection")
        data += part
    return data


def recv_table(sock: socket.socket) -> list[list[int]]:
    flat = struct.unpack(f">{ROWS * COLS}i", recv_exact(sock, 4 * ROWS * COLS))
    return [list(flat[r * COLS : (r + 1) * COLS]) for r in range(ROWS)]


def recv_int(sock: socket.socket) -> int:
    return struct.unpack(">i", recv_exact(sock, 4))[0]


def send_table(sock: socket.socket, table: list[list[int]]) -> None:
    sock.sendall(struct.pack(f">{ROWS * COLS}i", *(v for row in table for v in row)))


def empty_table() -> list[list[int]]:
    return [[0] * COLS for _ in range(ROWS)]


# --- cards --------------------------------------------------------------------------------
def cards_in(table) -> list[tuple[int, int]]:
    """The cards of a hand or of the table, as (row, column) cells holding a 1 or a 2."""
    return [(r, c) for r in range(5) for c in range(COLS) if table[r][c] in (1, 2)]


def weakest_first(cells, reversed_order: bool) -> list[tuple[int, int]]:
    """Real cards from the weakest up: the 3 first, or the 2 first while the order is turned."""
    return sorted(cells, key=lambda rc: (-rc[1] if reversed_order else rc[1], rc[0]))


def give_back(hand, count: int) -> list[list[int]]:
    """The exchange: the `count` weakest real cards of the hand (never the joker)."""
    real = [(r, c) for r, c in cards_in(hand) if r < 4 and hand[r][c] == 1]
    table = empty_table()
    for r, c in weakest_first(real, reversed_order=False)[:count]:
        table[r][c] = 1
    return table


def choose(hand, on_table) -> list[list[int]]:
    """The weakest single that may be played now, or an empty table (a pass)."""
    state = hand[5]
    turned = bool(state[REVOLUTION]) != bool(state[ELEVEN_BACK])  # each turns the order round
    real = [(r, c) for r, c in cards_in(hand) if r < 4 and hand[r][c] == 1]
    has_joker = any(hand[r][c] == 2 for r, c in cards_in(hand))
    table = empty_table()
    top = [] if state[EMPTY_TABLE] else cards_in(on_table)
    if not top:  # we lead: the weakest card, the joker only when it is the last one
        if real:
            r, c = weakest_first(real, turned)[0]
            table[r][c] = 1
        elif has_joker:
            table[0][14] = 2  # a lone joker may stand anywhere in rows 0-3
        return table
    if len(top) != 1 or on_table[top[0][0]][top[0][1]] == 2:
        return table  # a pair, a sequence or a lone joker on the table: this client passes
    row, col = top[0]
    for r, c in weakest_first(real, turned):
        stronger = c < col if turned else c > col
        if stronger and (not state[LOCK] or r == row):  # under a suit lock: the same suit only
            table[r][c] = 1
            return table
    if has_joker:  # beats any single card, even under a lock
        table[(row + 1) % 4][14] = 2  # (in another suit's row: nobody reads it as a lock)
    return table


# --- the conversation -------------------------------------------------------------------
def connect(host: str, port: int, timeout: float) -> socket.socket:
    """Connect, trying again while the server is not listening yet."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            return socket.create_connection((host, port))
        except OSError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.2)


def play(host: str, port: int, name: str, timeout: float = 30.0) -> dict:
    sock = connect(host, port, timeout)
    profile = empty_table()
    profile[0][0] = PROTOCOL
    for k, byte in enumerate(name.encode()[:14]):  # row 1: the name, one character a cell
        profile[1][k] = byte
    send_table(sock, profile)
    me = recv_int(sock)  # the player number, 0-4, in the order the players connected
    summary = {"name": name, "player": me, "games": 0, "cards_played": 0, "passes": 0}
    on_table = empty_table()  # the cards on the table, as the server last showed them
    with sock:
        while True:
            hand = recv_table(sock)  # a new game: the hand (the 大富豪 and 富豪: with the gifts in it)
            if hand[5][GIVE_BACK] > 0:  # the 大富豪 gives back 2 cards, the 富豪 1
                send_table(sock, give_back(hand, hand[5][GIVE_BACK]))
            while True:
                hand = recv_table(sock)  # every turn: the hand, and rows 5-6 as the game stands
                if hand[5][MY_TURN]:
                    move = choose(hand, on_table)
                    send_table(sock, move)
                    taken = recv_int(sock) == 9  # 9: taken; 8: not (it counts as a pass)
                    played = len(cards_in(move)) if taken else 0
                    summary["cards_played"] += played
                    summary["passes"] += 0 if played else 1
                on_table = recv_table(sock)  # the table after the move
                over = recv_int(sock)
                if over in (OVER_GAME, OVER_MATCH):
                    break
            summary["games"] += 1
            if over == OVER_MATCH:
                return summary


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=42485, help="the server's port (UECda's default 42485)")
    p.add_argument("--name", default="sample", help="the name the server shows (14 characters at most)")
    p.add_argument("--connect-timeout", type=float, default=30.0, help="seconds to wait for the server")
    args = p.parse_args(argv)
    print(json.dumps(play(args.host, args.port, args.name, args.connect_timeout), ensure_ascii=False), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
