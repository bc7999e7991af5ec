"""Trump OS: 679 tokens: `run`, `step`, the bare `place`, and `place C@a` for each of
the 52 cards × 13 cells. Features: every memory, R, PC, the target, own hand.

Coverage: exactly what the engine lists, i.e. one card per `place` (it accepts
multi-card texts but does not list them, to keep the list small). During a turn that
loses nothing: several single placements before `run` do what one multi-card place
does. In the sealed initial placement (TOS-10) each seat submits one action, so through
this adapter a seat places at most one card there. Out-of-turn placements (TOS-13) are
not offered: a seat places on its own turn, which gives it the same options with more
information (placed cards never move and one's memory runs only on one's own turn).
"""

from __future__ import annotations

from tefuda.core.cards import SUITS, rank_text
from tefuda.envs.codec import Codec
from tefuda.envs.features import INDEX, Layout
from tefuda.envs.table import Encoding

CELLS = 13
MAX_SEATS = 4
DECK = [f"{rank_text(r)}{s}" for s in SUITS for r in range(1, 14)]
TOKENS = ["run", "step", "place"] + [f"place {c}@{a}" for c in DECK for a in range(CELLS)]
PHASES = ("placement", "play", "over")


def key(text: str) -> tuple[str]:
    if text.count("@") > 1:
        raise KeyError(f"{text}: multi-card placements are not listed by the engine")
    return (text,)


def value(code: str) -> int:
    """TOS-2: A=1 … Q=12, K=0."""
    r = INDEX[code] % 13 + 1
    return 0 if r == 13 else r


class TrumpOSEncoding(Encoding):
    def make_codec(self) -> Codec:
        return Codec(TOKENS, key)

    def make_layout(self) -> Layout:
        L = Layout()
        for k in range(MAX_SEATS):  # seats relative to the observer: 0 = me
            L.add(f"memory{k}", CELLS * 17)  # per cell: suit (4) and value (13) one-hot
            L.add(f"R{k}", 13).add(f"PC{k}", CELLS).add(f"hand_size{k}", 1).add(f"submitted{k}", 1)
        L.add("hand", 52).add("sealed", CELLS * 17).add("discard", 52)
        L.add("target", 13).add("deck_size", 1).add("phase", len(PHASES))
        L.add("current", MAX_SEATS).add("executing", 1).add("steps_left", 1).add("round", 1)
        L.add("spade_sub", 1)
        self.o = L.at
        return L

    def fill(self, view: dict, seat: int, v) -> None:
        o = self.o
        n = view["players"]
        for s in range(n):
            k = (s - seat) % n
            at = o[f"memory{k}"]
            for a, code in enumerate(view["memories"][s]):
                if code is not None:
                    _cell(v, at + a * 17, code)
            v[o[f"R{k}"] + view["R"][s]] = 1.0
            v[o[f"PC{k}"] + view["PC"][s]] = 1.0
            v[o[f"hand_size{k}"]] = min(1.0, view["hand_sizes"][s] / 20.0)
            v[o[f"submitted{k}"]] = float(view["submitted"][s])
        for code in view.get("hand", ()):
            v[o["hand"] + INDEX[code]] = 1.0
        for code, a in view.get("sealed") or ():
            _cell(v, o["sealed"] + a * 17, code)
        for code in view["discard"]:
            v[o["discard"] + INDEX[code]] = 1.0
        if view["target"] is not None:
            v[o["target"] + view["target"]] = 1.0
        v[o["deck_size"]] = view["deck_size"] / 52.0
        v[o["phase"] + PHASES.index(view["phase"])] = 1.0
        if view["current"] is not None:
            v[o["current"] + (view["current"] - seat) % n] = 1.0
        v[o["executing"]] = float(bool(view["executing"]))
        v[o["steps_left"]] = min(1.0, (view["steps_left"] or 0) / 3.0)
        if view["max_rounds"]:
            v[o["round"]] = min(1.0, view["round"] / view["max_rounds"])
        v[o["spade_sub"]] = float(view["spade"] == "sub")


def _cell(v, at: int, code: str) -> None:
    i = INDEX[code]
    v[at + i // 13] = 1.0  # suit S H D C: the instruction (TOS-7)
    v[at + 4 + value(code)] = 1.0


ENCODING = TrumpOSEncoding
