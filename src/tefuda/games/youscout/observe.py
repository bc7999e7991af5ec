"""What the player may know (the view), the lossless JSON form, and hidden-card resampling.

Public: the board once drawn, every pile, the pending card, the counters, the log.
Hidden: the order of the talon and of every future reshuffle (so also the shuffle key).
"""

from __future__ import annotations

import random

from tefuda.games.youscout.deal import allowed_starts
from tefuda.games.youscout.hexagram import hexagram
from tefuda.games.youscout.rules import FIELD
from tefuda.games.youscout.state import WIN_PLACES
from tefuda.games.youscout.tables import (
    CODE_TO_INT,
    DEATH,
    END,
    FOOL,
    MINOR_CODES,
    PILE_NAMES,
    major_code,
)

VIEW_LOG = 8
# RULES §3.3 / §8: what a start in each trigram plays to, and where it must end
GOALS = {
    "lower": {"end_card": DEATH, "wins": list(WIN_PLACES[DEATH])},
    "upper": {"end_card": FOOL, "wins": list(WIN_PLACES[FOOL])},
}


def _codes(cards) -> list[str]:
    return [MINOR_CODES[c] for c in cards]


def view(st, seat) -> dict:
    g = st.game
    return {
        "game": "youscout",
        "phase": st.phase,
        "board": [
            {"place": p, "card": major_code(n), "upright": up, "values": dict(zip(FIELD, st.vals[p]))}
            for p, (n, up) in enumerate(st.board, 1)
        ],
        "board_drawn": [{"card": major_code(n), "upright": up} for n, up in st.drawn],
        # the (8)/(11) swap's work: the places whose card it renamed (RULES §3.2)
        "swapped": [
            {"place": p, "from": major_code(a), "to": major_code(b)}
            for p, ((a, _), (b, _)) in enumerate(zip(st.drawn, st.board), 1)
            if a != b
        ],
        "hexagram": hexagram(st.board),
        "goals": GOALS,
        "forced": None
        if st.forced is None
        else {"trigram": st.forced[0], "purpose_card": st.forced[1], "degree": st.forced[2]},
        "allowed_starts": list(allowed_starts(st.forced)),
        "token": st.token or None,
        "start": st.start or None,
        "end_card": st.end_card,
        "terminals_drawn": st.terminals_drawn,
        "terminals": g.terminals,
        "talon_count": len(st.talon),
        "piles": {name: _codes(p) for name, p in zip(PILE_NAMES, st.piles)},
        "pending": MINOR_CODES[st.pending] if st.pending >= 0 else None,
        "replacements": {
            "count": st.repl,
            "coins_lower": st.repl_cl,
            "limit": g.options["replacement"],
            "coins_lower_limit": g.options["replacement_coins_lower"],
        },
        "draws": st.draws,
        "win": st.win,
        "options": {k: v for k, v in g.options.items()},
        # the latest events only (the formulas of the last draws); state.log has them all
        "log": st.log[-VIEW_LOG:],
    }


def redeal_hidden(st, rng: random.Random):
    """The same public game with the talon (and all future reshuffles) re-dealt."""
    other = st.clone()
    rng.shuffle(other.talon)
    other.key = f"redeal-{rng.getrandbits(64)}"
    if other.js_stream is not None:
        other.js_stream = rng.getrandbits(32)
    return other


def determinize(game, v: dict, rng: random.Random):
    """A full state consistent with a view: the unseen minors and the end card in a random
    talon order, and a fresh shuffle key for the future reshuffles."""
    from tefuda.games.youscout.state import YouscoutState

    drawn = [(int(b["card"][1:]), bool(b["upright"])) for b in v["board_drawn"]]
    seen = {c for pile in v["piles"].values() for c in pile}
    if v["pending"]:
        seen.add(v["pending"])
    talon = [CODE_TO_INT[c] for c in MINOR_CODES if c not in seen]
    if v["phase"] != "over":
        talon.append(END)
    rng.shuffle(talon)
    end = v["end_card"] or (FOOL if v["forced"] and v["forced"]["trigram"] == "upper" else DEATH)
    st = YouscoutState(game, drawn, talon, (), f"det-{rng.getrandbits(64)}", None, end)
    st.phase = v["phase"]
    st.token, st.start, st.end_card = v["token"] or 0, v["start"] or 0, v["end_card"]
    st.terminals_drawn = v["terminals_drawn"]
    st.piles = [[CODE_TO_INT[c] for c in v["piles"][name]] for name in PILE_NAMES]
    st.pending = CODE_TO_INT[v["pending"]] if v["pending"] else -1
    st.repl, st.repl_cl = v["replacements"]["count"], v["replacements"]["coins_lower"]
    st.win, st.draws = v["win"], v["draws"]
    st.set_log(v["log"])
    return st
