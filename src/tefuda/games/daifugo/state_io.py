"""Lossless JSON form and cloning of a DaifugoState."""

from __future__ import annotations

from tefuda.core.cards import Card
from tefuda.core.errors import SetupError
from tefuda.games.daifugo.actions import parse_action


def _copy_event(e: dict) -> dict:
    """Log events hold numbers, strings, booleans and (game_over) one list of seats."""
    out = dict(e)
    if "order" in out:
        out["order"] = list(out["order"])
    return out


def state_to_json(st) -> dict:
    return {
        "players": st.n,
        "setup": st.setup(),
        "hands": [[c.code for c in st.hand(s)] for s in range(st.n)],
        "phase": st.phase,
        "turn": st.turn,
        "gives": [list(g) for g in st.gives],
        "exchanges": [[g, r, list(cards)] for g, r, cards in st.exchanges],
        "table": st.table.text if st.table is not None else None,
        "last": st.last,
        "trick": [[s, p.text] for s, p in st.trick],
        "passed": [s for s in range(st.n) if st.passed >> s & 1],
        "finished": list(st.finished),
        "stuck": list(st.stuck),
        "fallen": list(st.fallen),
        "order": list(st.order) if st.order is not None else None,
        "revolution": st.revolution,
        "spade3": st.spade3,
        "local": {"back": st.back, "lock": st.lock, "direction": st.direction,
                  "gyaku": st.gyaku, "strong3": st.strong3, "cut8": st.cut8},
        "log": list(st.log),  # events are never changed once logged (plays are rebuilt from them)
        "history": [[s, a.text] for s, a in st.history],
        "next_seed": st.next_seed,
    }


def state_from_json(game, data: dict):
    from tefuda.games.daifugo.rules import DaifugoState

    if not isinstance(data, dict) or data.get("players") != game.num_players:
        raise SetupError("state JSON does not match this game's players", "daifugo.state_json")
    st = DaifugoState.__new__(DaifugoState)
    st.game = game
    st.opt = game.local
    n = st.n = game.num_players
    st.deal = [list(h) for h in data["setup"]["hands"]]
    st.titles = list(data["setup"]["titles"]) if data["setup"].get("titles") else None
    st.rm, st.sm, st.jk, st.cnt = [0] * n, [0] * n, [0] * n, [0] * n
    for s, hand in enumerate(data["hands"]):
        for code in hand:
            st._add(s, Card.parse(code))
    st.phase = data["phase"]
    st.turn = data["turn"]
    st.gives = [tuple(g) for g in data["gives"]]
    st.exchanges = [[g, r, list(cards)] for g, r, cards in data["exchanges"]]
    st.table = parse_action(data["table"]) if data["table"] else None
    st.last = data["last"]
    st.trick = [(s, parse_action(t)) for s, t in data["trick"]]
    st.passed = sum(1 << s for s in data["passed"])
    st.finished = list(data["finished"])
    st.stuck = list(data["stuck"])
    st.fallen = list(data["fallen"])
    st.out = sum(1 << s for s in st.finished + st.stuck + st.fallen)
    st.order = list(data["order"]) if data["order"] is not None else None
    st.revolution = data["revolution"]
    st.spade3 = data["spade3"]
    loc = data["local"]
    st.back, st.lock, st.direction = loc["back"], loc["lock"], loc["direction"]
    st.gyaku, st.strong3 = loc["gyaku"], loc["strong3"]
    st.cut8 = loc.get("cut8", False)  # (records before four_fours have no such key)
    st.log = [_copy_event(e) for e in data["log"]]
    st.plays = [(e["seat"], parse_action(e["play"])) for e in st.log if e["kind"] == "play"]
    st.history = [(s, parse_action(t)) for s, t in data["history"]]
    st.next_seed = data["next_seed"]
    st._lc = None
    return st


_SHARED = ("game", "opt", "n", "table", "last", "phase", "turn", "passed", "out", "revolution",
           "spade3", "back", "lock", "direction", "gyaku", "strong3", "cut8", "next_seed", "order", "titles")


def clone_state(st):
    from tefuda.games.daifugo.rules import DaifugoState

    c = DaifugoState.__new__(DaifugoState)
    for name in _SHARED:
        setattr(c, name, getattr(st, name))
    c.order = list(st.order) if st.order is not None else None
    c.titles = list(st.titles) if st.titles else None
    c.deal = [list(h) for h in st.deal]
    c.rm, c.sm, c.jk, c.cnt = list(st.rm), list(st.sm), list(st.jk), list(st.cnt)
    c.gives = list(st.gives)
    c.exchanges = [[g, r, list(cards)] for g, r, cards in st.exchanges]
    c.trick, c.plays = list(st.trick), list(st.plays)
    c.finished, c.stuck, c.fallen = list(st.finished), list(st.stuck), list(st.fallen)
    c.log = list(st.log)  # events are never changed once logged: shared safely
    c.history = list(st.history)
    c._lc = None
    return c
