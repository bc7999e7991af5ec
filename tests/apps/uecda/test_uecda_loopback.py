"""tefuda's UECda clients against tefuda's UECda server, on this machine only: the views a
client builds from the referee's messages are the engine's own, a short match over TCP
is recorded game by game as records `tefuda replay` reproduces, and bad clients get the
referee's answers (a pass, the strongest cards) without stopping the match."""

from __future__ import annotations

import json
import socket
import threading
import time

from tefuda.apps.uecda.brain import Brain
from tefuda.apps.uecda.client import play, profile_table
from tefuda.apps.uecda.players import CpuPort, bot_maker, uecda_game
from tefuda.apps.uecda.referee import Referee
from tefuda.apps.uecda.server import serve
from tefuda.core.record import Record
from tefuda.games import replay_record
from tefuda.games.daifugo.uecda_table import NBYTES, empty, from_bytes, to_bytes


def test_a_client_sees_exactly_the_view_the_engine_would_give_it():
    game = uecda_game()
    compared = []

    class Checking(Brain):
        def _ask(self, view):
            true = ref.state.view(self.me)
            if view["phase"] == "play":
                for key in true:
                    if key == "exchanges":  # the 大富豪 and 富豪 are never told which cards they got
                        assert [{k: v for k, v in e.items() if k != "cards"} for e in true[key]] == [
                            {k: v for k, v in e.items() if k != "cards"} for e in view[key]
                        ]
                        for a, b in zip(true[key], view[key]):
                            assert "cards" not in b or a["cards"] == b["cards"]
                        continue
                    assert view[key] == true[key], (key, view[key], true[key])
                compared.append(self.me)
            elif ref.state.titles[self.me] == "daifugo":  # the 大富豪 answers first: the engine's time too
                assert view["hand"] == true["hand"] and view["hand_sizes"] == true["hand_sizes"]
                assert view["gives_pending"] == true["gives_pending"]
            return super()._ask(view)

    ports = []
    for seat in range(5):
        brain = Checking(game, bot_maker(game, "random" if seat == 3 else "normal", 2), seed=seat)
        brain.start(seat)
        ports.append(CpuPort(f"cpu{seat}", brain))
    ref = Referee(game, ports, 12, seed=11)
    points = ref.run()
    assert sum(points) == 12 * 15 and len(compared) > 300
    assert all(not p.brain.rejected for p in ports)  # every play the engine called legal was taken


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_tefuda_clients_against_tefuda_server_over_tcp_record_every_game(tmp_path, capsys):
    port = _free_port()
    ready = threading.Event()
    result = {}

    def run_server():
        result["ref"] = serve(
            port,
            4,
            cpus=["easy"],
            records=str(tmp_path),
            seed=5,
            on_listen=lambda p: ready.set(),
            log=open(tmp_path / "server.log", "w"),
            lang="en",
        )

    server = threading.Thread(target=run_server)
    server.start()
    assert ready.wait(10)
    brains = [None] * 4

    def run_client(i):
        brains[i] = play(
            "127.0.0.1",
            port,
            ["normal", "random", "normal", "normal"][i],
            name=f"c{i}",
            seed=i,
            out=open(tmp_path / f"c{i}.out", "w"),
            lang="en",
        )

    clients = []
    for i in range(4):
        th = threading.Thread(target=run_client, args=(i,))
        th.start()
        clients.append(th)
        time.sleep(0.2)  # the referee numbers players in the order they connect
    for th in clients:
        th.join(120)
    server.join(120)
    ref = result["ref"]
    assert [b.number for b in brains] == [4, 4, 4, 4] and sum(ref.points) == 4 * 15
    assert sorted(b.me for b in brains) == [0, 1, 2, 3]
    assert all(not b.rejected for b in brains)
    summary = json.loads((tmp_path / "match.json").read_text())
    assert summary["points"] == ref.points and summary["players"][4].startswith("tefuda-easy")
    for n in range(1, 5):  # each game, replayed by tefuda's engine, ends as the server said
        data = json.loads((tmp_path / f"game-{n:04d}.json").read_text())
        rec = Record.from_json(data)
        state = None
        for step, state in replay_record(rec):
            assert step.ok, step
        assert state.is_over() and state.result() == data["result"]
        assert data["setup"]["number"] == n
        assert data["meta"]["names"] == data["meta"]["uecda"]["players"] == summary["players"]
    # the operator reads players as every tefuda screen counts them; the protocol's own
    # number (0–4) appears once, said to be that
    log = (tmp_path / "server.log").read_text().splitlines()
    for i, b in enumerate(brains):
        who = f"c{i} (Player {b.me + 1})"
        assert f"{who} connected from 127.0.0.1 (UECda player number {b.me}, protocol 20070)" in log
        assert (
            (tmp_path / f"c{i}.out")
            .read_text()
            .startswith(f"tefuda uecda client: {who} at 127.0.0.1:{port} (UECda player number {b.me})")
        )
    assert "tefuda-easy (Player 5): a tefuda CPU (easy; UECda player number 4)" in log
    games = [line for line in log if line.startswith("game ")]
    assert len(games) == 4
    for line in games:
        order, points = line.split(": ", 1)[1].split("   points of Player 1 to 5: ")
        assert sorted(p.split(" (Player ")[1] for p in order.split(" > ")) == ["1)", "2)", "3)", "4)", "5)"]
        assert len(points.split()) == 5
    assert games[-1].endswith(" ".join(str(p) for p in ref.points))


class RawClient:
    """A client that sends whatever a test tells it to (bad tables, nothing, a hang-up)."""

    def __init__(self, port: int, profile=True, name="raw"):
        self.sock = socket.create_connection(("127.0.0.1", port))
        if profile:
            self.sock.sendall(to_bytes(profile_table(name)))
        self.number = int.from_bytes(self._recv(4), "big")

    def _recv(self, n):
        data = b""
        while len(data) < n:
            part = self.sock.recv(n - len(data))
            if not part:
                raise EOFError
            data += part
        return data

    def table(self):
        return from_bytes(self._recv(NBYTES))

    def int(self):
        return int.from_bytes(self._recv(4), "big")

    def send(self, t):
        self.sock.sendall(to_bytes(t))


def test_bad_tables_are_passes_and_a_vanished_client_passes_to_the_end(tmp_path):
    """One raw client answers every turn with a bad table (only a 3: no card; the joker alone
    in row 4; three cards with the joker in row 4; a sequence of two) and hangs up after game
    2; the other places are tefuda CPUs. The match ends; every turn of the raw client was a
    pass, answered 8 — 9 for no card on an empty table, as the referee answers."""
    port = _free_port()
    ready = threading.Event()
    result = {}

    def run_server():
        result["ref"] = serve(
            port,
            3,
            cpus=["normal"] * 4,
            records=str(tmp_path),
            seed=9,
            on_listen=lambda p: ready.set(),
            log=open(tmp_path / "server.log", "w"),
        )

    server = threading.Thread(target=run_server)
    server.start()
    assert ready.wait(10)
    raw = RawClient(port, name="bad")
    assert raw.number == 0
    bad_tables = [{(0, 5): 3}, {(4, 1): 2}, {(0, 5): 1, (1, 5): 1, (4, 5): 2}, {(2, 3): 1, (2, 4): 1}]
    acks = []
    games = 0
    turns = 0
    try:
        while games < 2:
            first = raw.table()
            if first[5][1] > 0:
                raw.send(empty())  # a return of no cards: the referee takes the strongest
            while True:
                t = raw.table()
                if t[5][2] == 1:
                    bad = empty()
                    for (r, c), v in bad_tables[turns % len(bad_tables)].items():
                        bad[r][c] = v
                    turns += 1
                    raw.send(bad)
                    acks.append((raw.int(), t[5][4], (turns - 1) % len(bad_tables)))
                raw.table()
                if raw.int() != 0:
                    break
            games += 1
        raw.sock.close()  # hangs up at the start of game 3
    except EOFError:
        pass
    server.join(180)
    ref = result["ref"]
    assert sum(ref.points) == 3 * 15 and acks
    # a table with no card (only a 3) is a pass: 9 on an empty table, else 8; the errors: 8
    assert all(ack == (9 if empty_table and kind == 0 else 8) for ack, empty_table, kind in acks)
    assert {kind for _, _, kind in acks} == {0, 1, 2, 3}
    for n in range(1, 4):
        data = json.loads((tmp_path / f"game-{n:04d}.json").read_text())
        seat0 = [a["action"] for a in data["actions"] if a["seat"] == 0 and not a["action"].startswith("give")]
        assert set(seat0) == {"pass"}  # every table it sent was an error: every turn a pass
        if n < 3:  # (in game 3 the client is gone: it reads as an empty table, a plain pass)
            assert len(data["meta"]["uecda"]["bad_tables"]) >= 1
        assert all(step.ok for step, _ in replay_record(Record.from_json(data)))


def test_a_client_that_says_nothing_gets_the_2006_protocol_and_the_rest_play_on(tmp_path):
    """The referee waits 2.5 s for a profile; without one it speaks the 2006 protocol (the
    machine's own integers) to that client. Here the silent client never answers: every
    turn of it reads as a closed connection only once it hangs up; the match still ends."""
    port = _free_port()
    ready = threading.Event()
    result = {}

    def run_server():
        result["ref"] = serve(
            port,
            1,
            cpus=["normal"] * 4,
            seed=3,
            timeout=5.0,
            on_listen=lambda p: ready.set(),
            log=open(tmp_path / "server.log", "w"),
        )

    server = threading.Thread(target=run_server)
    server.start()
    assert ready.wait(10)
    sock = socket.create_connection(("127.0.0.1", port))
    number = sock.recv(4)  # after the 2.5 s wait
    assert number == (0).to_bytes(4, "little")  # 2006: native (little-endian) integers
    sock.close()
    server.join(120)
    assert sum(result["ref"].points) == 15
