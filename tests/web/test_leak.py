"""No message to a seat ever holds a card that seat may not see.

Full games are played over real WebSockets with one connection per seat (and a
spectator). Afterwards the game is replayed from the server's own SQLite actions, and
every message a seat received at action k is checked against the cards hidden from that
seat in the true state after k actions: opponents' hands, deck order, Diving's bonus
faces, Egyptian War's face-down penalty cards, sealed submissions, the Youscout talon.
"""

from __future__ import annotations

import json
import random
import re
import sqlite3
import urllib.request

import pytest
from wsclient import Client

from tefuda.games import make_game

# a card named by a joker (`JK=4S`) is a name, not a card: the lookbehind skips it
CODE = re.compile(r"(?<![A-Za-z0-9=_-])(?:10|[2-9AJQK])[SHDC](?![A-Za-z0-9_-])|(?<![A-Za-z0-9=_-])JK(?![A-Za-z0-9_-])")
TAROT = re.compile(r"(?<![A-Za-z0-9_-])[ASDHC][0-2][0-9](?![A-Za-z0-9_-])")


def codes_in(obj, tarot=False) -> set[str]:
    if isinstance(obj, dict) and "room" in obj:  # a random room id may look like "…4S…"
        obj = {k: v for k, v in obj.items() if k not in ("room", "info")}
    text = json.dumps(obj)
    return set((TAROT if tarot else CODE).findall(text))


def hidden_from(game: str, state, seat) -> set[str]:
    """The cards `seat` may not see in the true state (from the engine's full JSON)."""
    j = state.to_json()
    others = [s for s in range(len(j.get("hands", j.get("decks", [])))) if s != seat]
    out: set[str] = set()
    if game == "diving":
        for s in others:
            out |= set(j["hands"][s])
            if j["sealed"][s] and j["phase"] != "over":  # DIV-14: revealed together at the end
                out |= set(j["sealed"][s])
        out |= set(j["deck"]) | set(j["bonus"])
    elif game == "trump_os":
        for s in others:
            out |= set(j["hands"][s])
            if j["phase"] == "placement" and j["sealed"][s]:
                out |= (
                    {str(p) for p in json.loads(json.dumps(j["sealed"][s]))}
                    if isinstance(j["sealed"][s], list)
                    else set()
                )
        out |= set(j["deck"])
    elif game == "daifugo":
        for s in others:
            out |= set(j["hands"][s])
        for ex in j["exchanges"]:  # DSP-7: the two players of an exchange know its cards
            giver, receiver, cards = ex[0], ex[1], ex[2]
            if seat in (giver, receiver):
                out -= set(cards)
    elif game == "egyptian_war":
        for d in j["decks"]:
            out |= set(d)
        out |= set(j["penalty"])
    elif game == "youscout":
        # cards never drawn yet; the end card's name is public, and drawn cards that were
        # reshuffled back are known (only the talon's order is secret)
        drawn = {e["card"] for e in j["log"] if e.get("kind") == "draw"}
        out |= set(j["talon"]) - drawn - {j.get("end_card")}
    return out


def post(url, body):
    req = urllib.request.Request(url, data=json.dumps(body).encode(), headers={"content-type": "application/json"})
    return json.loads(urllib.request.urlopen(req, timeout=10).read())


def play_full_game(server, game_name, options, seed, rng):
    game = make_game(game_name, options)
    setup = game.new_state(seed=seed).setup()
    n = game.num_players
    room = post(
        server.url + "/api/rooms",
        {"game": game_name, "options": options, "setup": setup, "seats": [{"kind": "human"}] * n},
    )
    clients = {s: Client(server.url, room["room"], [room["tokens"][str(s)]]) for s in range(n)}
    spectator = Client(server.url, room["room"], [])
    for step in range(20_000):
        for c in clients.values():
            c.drain(0.0 if step % 5 else 0.01)
        ups = [c.latest(s) for s, c in clients.items()]
        top = max(ups, key=lambda u: u["seq"])
        if top["over"]:
            break
        acted = False
        for s, c in clients.items():
            u = c.latest(s)
            if u["seq"] != top["seq"] or not u["legal"]:
                continue
            rt = u.get("realtime") or {}
            if rt.get("confirm"):
                c.send({"type": "confirm"})
            if rt.get("paused"):
                c.send({"type": "resume"})
            action = rng.choice(u["legal"])
            c.send({"type": "act", "seat": s, "action": action})
            acted = True
            break
        if not acted:
            clients[0].drain(0.05)
            for s, c in clients.items():
                rt = (c.latest(s) or {}).get("realtime") or {}
                if rt.get("confirm"):
                    c.send({"type": "confirm"})
        for s, c in clients.items():
            try:
                c.wait(lambda m: m["type"] == "update" and m["seq"] > top["seq"], timeout=0.3 if acted else 0.05)
            except TimeoutError:
                pass
    else:
        raise AssertionError("game did not finish")
    for c in list(clients.values()) + [spectator]:
        c.drain(0.2)
    return game, room["room"], clients, spectator


def replayed_states(game, db, room_id):
    """The true state after each action, across the deals of a match."""
    with sqlite3.connect(db) as con:
        setups = [json.loads(con.execute("SELECT setup FROM rooms WHERE id=?", (room_id,)).fetchone()[0])]
        setups += [
            json.loads(r[0]) for r in con.execute("SELECT setup FROM deals WHERE room=? ORDER BY no", (room_id,))
        ]
        actions = con.execute("SELECT seat, action, deal FROM actions WHERE room=? ORDER BY seq", (room_id,)).fetchall()
    state = game.new_state(setup=setups[0])
    states = [state.clone()]
    deal = 0
    for seat, text, d in actions:
        state.apply(seat, text)
        if state.is_over() and deal + 1 < len(setups):
            deal += 1  # the server deals the next game at once (the finished one is public)
            state = game.new_state(setup=setups[deal])
        states.append(state.clone())
    return states


@pytest.mark.parametrize(
    "game_name,options",
    [
        ("daifugo", {"players": 4, "games": 2}),
        ("diving", {}),
        ("trump_os", {"players": 3, "max_rounds": 15}),
        ("youscout", {}),
        ("egyptian_war", {"mode": "100"}),
    ],
)
def test_no_message_leaks_a_hidden_card(game_name, options, tmp_path):
    from webserver import ServerProcess

    srv = ServerProcess(tmp_path / "leak.sqlite", extra=("--slap-window", "0.05")).start()
    try:
        rng = random.Random(7)
        game, room_id, clients, spectator = play_full_game(srv, game_name, options, seed=11, rng=rng)
        states = replayed_states(game, srv.db, room_id)
        assert states[-1].is_over()
        tarot = game_name == "youscout"
        # a card once face up for everybody stays known by name even after it is shuffled
        # back into a deck (Trump OS discards, taken Egyptian War piles): only its place is secret
        ever_public, seen = [], set()
        for st in states:
            seen = seen | codes_in(st.view(None), tarot)
            ever_public.append(seen)
        checked = 0
        for seat, c in list(clients.items()) + [(None, spectator)]:
            for m in c.messages:
                if m.get("type") != "update":
                    continue
                st = states[m["seq"]]
                hidden = hidden_from(game_name, st, seat) - ever_public[m["seq"]]
                # jokers are identical: one in sight (own hand, a dive pile) is not a leak of another
                own = {"JK"} & codes_in(st.view(seat), tarot)
                leaked = (codes_in(m, tarot) & hidden) - own
                assert not leaked, f"seat {seat} was sent {sorted(leaked)} at action {m['seq']}: " + " | ".join(
                    json.dumps(m)[max(0, i.start() - 80) : i.end() + 20]
                    for i in (TAROT if tarot else CODE).finditer(json.dumps(m))
                    if i.group() in leaked
                )
                checked += 1
        assert checked > 20
    finally:
        srv.stop()
