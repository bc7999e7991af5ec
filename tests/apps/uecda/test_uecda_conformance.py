"""Protocol conformance against the official UECda referee, from byte-level exchanges
captured by hand (tools/uecda_capture.py; docs/uecda.md "Fixtures").

referee_capture_5games.json.gz: the official referee (FujiGokoroUECda's `server`,
tndhms 0.29, built from source) refereeing five games between five clients, four of
which misbehave on purpose — numbers in rows 5–7 of their tables, passes when leading,
malformed tables, plays the rules refuse, bad returns in the exchange, a 20-character
name. Every message each client sent and received is stored (as the 120 integers of a
table, or the integer), with the referee's match record and console output.
"""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from tefuda.apps.uecda.brain import Brain
from tefuda.apps.uecda.players import bot_maker, uecda_game
from tefuda.apps.uecda.referee import Referee
from tefuda.apps.uecda.referee_log import cards_of, games_of, points_of, replay, to_record
from tefuda.apps.uecda.server import profile_name
from tefuda.games.daifugo.uecda_table import from_bytes, to_bytes

CAPTURE = Path(__file__).parent / "referee_capture_5games.json.gz"


@pytest.fixture(scope="module")
def capture():
    data = json.loads(gzip.decompress(CAPTURE.read_bytes()))
    data["clients"] = sorted(data["clients"], key=lambda c: c["player"])
    return data


def _table(flat):
    return [list(flat[r * 15 : (r + 1) * 15]) for r in range(8)]


def _wire(table):
    """What a table becomes on the wire (20070: negative numbers go as 0)."""
    return [v for row in from_bytes(to_bytes(table)) for v in row]


class ReplayPort:
    """A client replayed from the capture: its tables in order; what tefuda's referee
    sends it is kept to compare with what the official referee sent."""

    def __init__(self, client):
        self.name = client["name"]
        self.inbox = [_table(v) for kind, v in client["messages"][1:] if kind == "c2s"]
        self.sent = []

    def send_table(self, table, kind):
        self.sent.append(["s2c", _wire(table)])

    def send_int(self, value, kind):
        self.sent.append(["s2c_int", value])

    def read_table(self, kind):
        return self.inbox.pop(0)


def _setups(capture):
    return [to_record(g, n)[0]["setup"] for n, g in enumerate(games_of(capture["referee_log"]), 1)]


def test_the_capture_is_what_it_says(capture):
    names = [c["name"] for c in capture["clients"]]
    assert names == ["tefuda-normal", "echo-rows", "malformed", "refused-plays", "a-rather-long-name-20"]
    for c in capture["clients"]:
        kinds = [k for k, _ in c["messages"]]
        assert kinds[0] == "c2s" and kinds[1] == "s2c_int" and c["messages"][1][1] == c["player"]
    assert capture["games"] == 5 and len(games_of(capture["referee_log"])) == 5
    acks = [v for c in capture["clients"] for k, v in c["messages"] if k == "s2c_int"]
    assert 8 in acks and 9 in acks  # refused and accepted tables both happened


def test_tefuda_referee_sends_every_byte_the_official_referee_sent(capture):
    """The same deals, the same tables from the clients: tefuda's referee sends each client
    exactly the official referee's messages — hands, exchange requests, the state rows,
    the answers 9 / 8, the tables, the end flags — for all five games."""
    clients = capture["clients"]
    ports = [ReplayPort(c) for c in clients]
    # the referee's buffer holds the last profile it read (player 4's) when game 1 starts
    work = _table(clients[4]["messages"][0][1])
    ref = Referee(uecda_game(), ports, capture["games"], setups=_setups(capture), work=work)
    ref.run()
    for client, port in zip(clients, ports):
        want = [m for m in client["messages"][2:] if m[0] != "c2s"]
        assert len(port.sent) == len(want), client["name"]
        for k, (got, exp) in enumerate(zip(port.sent, want)):
            assert got == exp, f"{client['name']}: message {k} differs"
        assert not port.inbox  # every table the client sent was read
    assert ref.points == points_of(capture["referee_out"])


def test_names_as_the_referee_reads_them(capture):
    printed = [line[6:].strip() for line in capture["referee_out"].splitlines() if line.startswith("NAME: ")]
    mine = [profile_name(_table(c["messages"][0][1])) for c in capture["clients"]]
    assert mine == printed and printed[4] == "a-rather-long-"  # 14 characters kept


def test_the_referees_record_replays_in_tefudas_engine(capture):
    total = [0] * 5
    for number, g in enumerate(games_of(capture["referee_log"]), 1):
        record, moves, result = to_record(g, number)
        problems = replay(record, moves, cards_of(g["changed"]), result, cards_of(g["original"]))
        assert problems == [], (number, problems)
        for place, seat in enumerate(record["result"]["finish_order"]):
            total[seat] += 5 - place
    assert total == points_of(capture["referee_out"])


def test_tefudas_client_follows_the_official_referee(capture):
    """Each client's side of the capture fed into tefuda's client: it reads every move as
    the referee's record has it (from five seats), its views always fit a deal (the legal
    moves come from them), and the plain tefuda client answers with the very bytes it sent."""
    game = uecda_game()
    records = []
    for number, g in enumerate(games_of(capture["referee_log"]), 1):
        record, moves, result = to_record(g, number)
        replay(record, moves, cards_of(g["changed"]), result, cards_of(g["original"]))
        records.append([(a["seat"], a["action"]) for a in record["actions"] if not a["action"].startswith("give")])
    for client in capture["clients"]:
        seen: list = []
        brain = Brain(
            game,
            bot_maker(game, "normal", 1 + client["player"]),
            seed=1 + client["player"],
            on_event=lambda e, seen=seen: seen.append(e),
        )
        brain.start(client["player"])
        sent = []
        msgs = [m for m in client["messages"][2:]]
        i = 0
        while i < len(msgs):
            kind, v = msgs[i]
            i += 1
            if kind != "s2c":
                continue
            t = _table(v)
            if t[5][0] == 1:  # a game's first message
                reply = brain.on_game_start(t)
                if reply is not None:
                    sent.append(_wire(reply))
                continue
            # a turn: the hand with the state, maybe our table and the answer, the table, the end
            reply = brain.on_status(t)
            if reply is not None:
                sent.append(_wire(reply))
                while msgs[i][0] == "c2s":
                    i += 1
                brain.on_ack(msgs[i][1])
                i += 1
            brain.on_stage(_table(msgs[i][1]))
            brain.on_end(msgs[i + 1][1])
            i += 2
        games, current = [], None
        for e in seen:
            if e["kind"] == "game":
                current = []
                games.append(current)
            elif e["kind"] in ("play", "pass"):
                current.append((e["seat"], "pass" if e["kind"] == "pass" else e["play"]))
        assert games == records, client["name"]
        if client["name"] == "tefuda-normal":
            assert sent == [v for k, v in client["messages"][1:] if k == "c2s"]
