"""The official UECda referee's match record (`server -l FILE`) as tefuda records.

Per game the referee writes the titles, the seats, the cards dealt, the cards handed over,
the hands after the exchange, every move (`cd-3` a pair of 3s ♣♦, `s-345(4)` a sequence
with the joker as the 4, `jk` the lone joker, `p` a pass; `-` / `+` the places below the 3
and above the 2) and the new titles. `replay` plays one game through tefuda's engine
(the seat of each move is the one tefuda's rules say is to move) and lists every
difference. Used by tools/uecda_crosscheck.py and the conformance tests.
"""

from __future__ import annotations

import re

from tefuda.core.errors import IllegalAction
from tefuda.games import make_game
from tefuda.games.daifugo.actions import parse_action
from tefuda.games.daifugo.rules import TITLES
from tefuda.games.daifugo.uecda_table import strongest

RANKS = "-3456789TJQKA2+"  # the referee's rank letters: '-' below the 3, '+' above the 2
SUITS = {"c": "C", "d": "D", "h": "H", "s": "S"}
N = 5


def card(code: str) -> str:
    """'h3' → '3H', 'ct' → '10C', 'jo' → 'JK'."""
    if code == "jo":
        return "JK"
    rank = code[1:].upper()
    return ("10" if rank == "T" else rank) + code[0].upper()


def cards_of(text: str) -> list[list[str]]:
    """'{ h3 c5 } { … } …' → five lists of tefuda card codes."""
    return [[card(c) for c in grp.split()] for grp in re.findall(r"\{([^}]*)\}", text)]


def move(text: str) -> str:
    """A move as the referee records it → tefuda's action text (canonical: cards in tefuda's order)."""
    return parse_action(_move(text)).text


def _move(text: str) -> str:
    text = text.split("[")[0]
    if text == "p":
        return "pass"
    if text == "jk":
        return "play JK"
    suits, _, rest = text.partition("-")
    m = re.fullmatch(r"([-+0-9a-z]+?)(?:\(([-+0-9a-z]+)\))?", rest)
    ranks, joker = m.group(1), m.group(2)
    rank_codes = ["10" if r == "t" else r.upper() for r in ranks]
    if len(ranks) == 1:  # a group
        r = rank_codes[0]
        real = [s for s in suits if s in SUITS]
        jsuits = [s for s in (joker or "") if s in SUITS]
        if "x" in suits:  # four cards and the joker
            return "play " + " ".join(f"{r}{SUITS[s]}" for s in real) + " JK"
        if all(s in jsuits for s in real):  # the joker alone, on some card's place
            return "play JK"
        return "play " + " ".join(
            [f"{r}{SUITS[s]}" for s in real if s not in jsuits] + [f"JK={r}{SUITS[s]}" for s in jsuits]
        )
    suit = SUITS[suits[0]]
    out = []
    for r, code in zip(ranks, rank_codes):
        if joker is not None and r == joker:
            out.append("JK<3" + suit if r == "-" else "JK>2" + suit if r == "+" else f"JK={code}{suit}")
        else:
            out.append(f"{code}{suit}")
    return "play " + " ".join(out)


def games_of(log_text: str) -> list[dict]:
    out = []
    for block in re.findall(r"/\*(.*?)\*/", log_text, flags=re.S):
        g = {}
        for line in block.strip().splitlines():
            key, _, rest = line.strip().partition(" ")
            g[key] = rest
        if "play" in g:
            out.append(g)
    return out


def points_of(stdout: str) -> list[int] | None:
    blocks = stdout.split("--------- total point")
    if len(blocks) < 2:
        return None
    last = blocks[-1].strip().splitlines()[:N]
    pts = [0] * N
    for line in last:
        m = re.match(r"\s*(\d+) \([\d.]+\) (\d+)\.", line)
        pts[int(m.group(2))] = int(m.group(1))
    return pts


def to_record(g: dict, number: int) -> tuple[dict, list[str], list[int]]:
    """(the tefuda record minus actions, the referee's moves, its new titles per player)."""
    classes = [int(x) for x in g["class"].split()]
    seat_of = [int(x) for x in g["seat"].split()]
    ring = [0] * N
    for p, s in enumerate(seat_of):
        ring[s] = p
    reset = (number - 1) % 100 == 0
    setup = {
        "hands": cards_of(g["dealt"]),
        "titles": None if reset else [TITLES[c] for c in classes],
        "seating": ring,
        "number": number,
    }
    return (
        {"game": "daifugo", "options": {"preset": "uecda"}, "setup": setup, "actions": []},
        g["play"].split(),
        [int(x) for x in g["result"].split()],
    )


RECORD_LIMIT = 128  # the referee's record keeps a game's first 128 moves only


def replay(
    record: dict,
    moves: list[str],
    changed: list[list[str]],
    result: list[int],
    original: list[list[str]] | None = None,
    seen: list | None = None,
) -> list[str]:
    """Play the referee's game through tefuda's engine; returns the differences found.
    `changed`: the cards the record says each player handed over — for a return the
    referee refused it records the table it got, not the strongest cards it handed back
    instead, so a return tefuda's engine refuses is taken as that (and `original`, the
    hands after the exchange, must then agree). The referee's record stops after 128 moves;
    `seen` — the game's (seat, action) moves as a client saw them (`tefuda uecda client
    --log`) — carries such a game on, every seat checked against tefuda's turn order."""
    game = make_game("daifugo", record["options"])
    st = game.new_state(setup=record["setup"])
    problems = []
    acts = record["actions"]
    titles = record["setup"]["titles"]
    if titles:
        for _ in range(2):  # the gifts the referee took
            seat = st.to_move()[0]
            give = st.legal_actions(seat)[0]
            want = sorted(changed[seat])
            if sorted(c.code for c in give.cards) != want:
                problems.append(f"gift of seat {seat}: tefuda {give.text}, referee {want}")
            st.apply(seat, give)
            acts.append({"seat": seat, "action": give.text})
        for k in (2, 1):  # the returns: the 大富豪's, then the 富豪's
            seat = st.to_move()[0]
            text = "give " + " ".join(changed[seat])
            try:
                st.apply(seat, text)
            except IllegalAction:  # a bad table: the referee hands back the strongest
                text = "give " + " ".join(c.code for c in strongest(st.hand(seat), k))
                st.apply(seat, text)
            acts.append({"seat": seat, "action": text})
    if original is not None:
        for s in range(N):
            if sorted(c.code for c in st.hand(s)) != sorted(original[s]):
                problems.append(
                    f"seat {s} after the exchange: tefuda {sorted(c.code for c in st.hand(s))}, "
                    f"referee {sorted(original[s])}"
                )
    run = 0
    for k, m in enumerate(moves):
        if st.is_over():
            problems.append(f"tefuda's game is over, the referee's goes on at move {k}: {m}")
            break
        seat = st.to_move()[0]
        text = move(m)
        try:
            st.apply(seat, text)
        except IllegalAction as e:
            # A table with no card but other numbers is a pass to the referee (answered 9 on
            # an empty table), yet its record shows what those numbers look like as cards;
            # such a move replays as the pass it was — if the game then ends as the
            # referee's did, the record (not the rules) was off.
            if record.setdefault("meta", {}).setdefault("passes_recorded_as_plays", None) is None:
                record["meta"]["passes_recorded_as_plays"] = []
            try:
                st.apply(seat, "pass")
            except IllegalAction:
                problems.append(f"move {k} by seat {seat} ({m} = {text}) refused by tefuda: {e}")
                break
            record["meta"]["passes_recorded_as_plays"].append(k)
            text = "pass"
        run = run + 1 if text == "pass" else 0
        acts.append({"seat": seat, "action": text})
    if not st.is_over() and len(moves) == RECORD_LIMIT and seen is not None:
        for k, (seat, text) in enumerate(seen[RECORD_LIMIT:], RECORD_LIMIT):
            if st.is_over():
                problems.append(f"tefuda's game is over, the client saw move {k}")
                break
            if st.to_move()[0] != seat:
                problems.append(f"move {k}: the client saw seat {seat}, tefuda's turn is seat {st.to_move()[0]}")
                break
            try:
                st.apply(seat, text)
            except IllegalAction as e:
                problems.append(f"move {k} by seat {seat} ({text}) refused by tefuda: {e}")
                break
            acts.append({"seat": seat, "action": text})
            run = run + 1 if text == "pass" else 0
        record.setdefault("meta", {})["moves_after_the_record"] = len(seen) - RECORD_LIMIT
    if not st.is_over():
        problems.append(
            "the referee's game ended, tefuda's goes on"
            + (" (its record stops at 128 moves: give --clients)" if len(moves) == RECORD_LIMIT else "")
        )
    elif run < 20:  # (twenty passes in a row: both rank the rest at random, each its own way)
        order = st.result()["finish_order"]
        mine = [0] * N
        for place, s in enumerate(order):
            mine[s] = place
        if mine != result:
            problems.append(f"titles: tefuda {mine}, referee {result}")
    record["result"] = st.result()
    return problems


__all__ = ["games_of", "to_record", "replay", "points_of", "move", "cards_of", "card"]
