"""Daifugo: the play-shape catalog of `daifugo_actions` (9,368 tokens with two jokers);
features from the seat's view, seats counted clockwise from the observer."""

from __future__ import annotations

from tefuda.envs.codec import Codec
from tefuda.envs.encodings.daifugo_actions import catalog, key
from tefuda.envs.features import INDEX, Layout
from tefuda.envs.table import Encoding

MAX_SEATS = 9
TITLES = ("daifugo", "fugo", "heimin", "hinmin", "daihinmin")
PHASES = ("exchange", "play", "over")
KINDS = ("play", "group", "seq")  # the table's kind, by its catalog name's first word


def _card_slot(word: str) -> int:
    """A play's word → deck slot: `7H` → its index, `JK` / `JK=7S` → the joker slot 52."""
    return 52 if word.startswith("JK") else INDEX[word]


_SLOTS: dict[str, tuple[tuple[int, float], ...]] = {}


def play_slots(text: str) -> tuple[tuple[int, float], ...]:
    """(slot, weight) per card of a play text, cached: every step re-reads the game's
    plays, and the same texts recur (jokers weigh 1/2: there are two)."""
    got = _SLOTS.get(text)
    if got is None:
        got = tuple((_card_slot(w), 0.5 if w.startswith("JK") else 1.0) for w in text.split()[1:])
        if len(_SLOTS) < 100_000:
            _SLOTS[text] = got
    return got


_KIND: dict[str, int] = {}


def table_kind(text: str) -> int:
    """Index in KINDS of a play text's kind (its catalog token's first word), cached:
    the same table plays recur step after step."""
    got = _KIND.get(text)
    if got is None:
        got = KINDS.index(key(text)[0].split()[0])
        if len(_KIND) < 100_000:
            _KIND[text] = got
    return got


_PLAYED: dict[tuple, list[float]] = {}


def played_counts(plays: tuple) -> list[float]:
    """Card counts of a game's plays so far, cached by the plays themselves: each step
    adds at most one play, so the counts before it are usually cached already."""
    got = _PLAYED.get(plays)
    if got is None:
        before = _PLAYED.get(plays[:-1]) if plays else None
        if before is not None:
            got = list(before)
            todo = plays[-1:]
        else:
            got = [0.0] * 53
            todo = plays
        for text in todo:
            for slot, w in play_slots(text):
                got[slot] += w
        if len(_PLAYED) > 50_000:
            _PLAYED.clear()
        _PLAYED[plays] = got
    return got


def _play_texts(view: dict) -> tuple:
    """The texts of this game's plays so far: the view's `plays`, or (newer engines) the
    log's `play` events."""
    plays = view.get("plays")
    if plays is not None:
        return tuple(text for _, text in plays)
    return tuple(e["play"] for e in view["log"] if e.get("kind") == "play")


# the local rules' table state in a view (observe.py), one slot each
LOCAL_STATE = ("eleven_back", "lock", "direction", "gyakudan", "three_strong", "four_fours")


class DaifugoEncoding(Encoding):
    def make_codec(self) -> Codec:
        return Codec(catalog(self.game.options["jokers"]), key)

    def make_layout(self) -> Layout:
        L = Layout()
        cards = "per card, slot = suit (S H D C) × 13 + rank − 1 (A … K), the jokers at 52 (0.5 each)"
        seats = f"per seat clockwise from me (0 = me; {MAX_SEATS} slots, 0 past the players)"
        L.add("hand", 53, f"my hand: 1 {cards}")
        L.add("played", 53, f"cards played so far in this game: 1 {cards}")
        L.add("table_cards", 53, f"the play on the table: 1 {cards}")
        L.add("table_kind", len(KINDS), "its kind: 1 at play (a single card or the joker pair), group or seq")
        L.add("table_size", 1, "its number of cards / 8, at most 1")
        L.add("table_by", MAX_SEATS, f"{seats}: 1 for the seat that played it")
        L.add("hand_sizes", MAX_SEATS, f"{seats}: hand size / 27, at most 1")
        L.add("passed", MAX_SEATS, f"{seats}: 1 if it has passed in this trick")
        L.add("finished", MAX_SEATS, f"{seats}: 1 if it has gone out")
        L.add("stuck", MAX_SEATS, f"{seats}: 1 if it is stuck (a hand that can never be played out, DSP-14)")
        L.add("to_move", MAX_SEATS, f"{seats}: 1 if it is to act")
        L.add(
            "titles",
            MAX_SEATS * len(TITLES),
            f"{seats}, {len(TITLES)} slots each: 1 at its title {', '.join(TITLES)} (all 0 in the first game)",
        )
        L.add("phase", len(PHASES), f"1 at the phase: {', '.join(PHASES)}")
        L.add("revolution", 1, "1 during a revolution")
        L.add("spade3_lead", 1, "1 while the first play must contain the ♠3 (DSP-9)")
        L.add(
            "local_state",
            len(LOCAL_STATE),
            f"the local rules' table state, 1 when on: {', '.join(LOCAL_STATE)} (direction: 1 when reversed)",
        )
        L.add("to_give", 1, "cards I still have to give in the exchange (DSP-7) / 2")
        L.add(
            "exchanged",
            53,
            "cards of the exchanges I took part in: 1 per card, slot as in hand (1 at 52 for any joker)",
        )
        self.o = L.at
        return L

    def fill(self, view: dict, seat: int, v) -> None:
        o = self.o
        n = view["players"]
        for c in view.get("hand", ()):
            v[o["hand"] + INDEX[c]] += 0.5 if c == "JK" else 1.0
        at = o["played"]
        v[at : at + 53] = played_counts(_play_texts(view))
        table = view["table"]
        if table is not None:
            slots = play_slots(table["play"])
            for slot, w in slots:
                v[o["table_cards"] + slot] += w
            v[o["table_kind"] + table_kind(table["play"])] = 1.0
            v[o["table_size"]] = min(1.0, len(slots) / 8.0)
            if table["seat"] is not None:
                v[o["table_by"] + (table["seat"] - seat) % n] = 1.0
        for s, size in enumerate(view["hand_sizes"]):
            v[o["hand_sizes"] + (s - seat) % n] = min(1.0, size / 27.0)
        for name in ("passed", "finished", "stuck", "to_move"):
            for s in view[name]:
                if s >= 0:
                    v[o[name] + (s - seat) % n] = 1.0
        if view["titles"]:
            for s, t in enumerate(view["titles"]):
                if t in TITLES:
                    v[o["titles"] + ((s - seat) % n) * len(TITLES) + TITLES.index(t)] = 1.0
        v[o["phase"] + PHASES.index(view["phase"])] = 1.0
        v[o["revolution"]] = float(bool(view["revolution"]))
        v[o["spade3_lead"]] = float(bool(view["spade3_lead"]))
        local = view["local"]
        for i, name in enumerate(LOCAL_STATE):
            flag = local[name]
            # direction is 1 clockwise (the standard), -1 reversed (nine_reverse)
            v[o["local_state"] + i] = float(flag == -1) if name == "direction" else float(bool(flag))
        for giver, _, count in view["gives_pending"]:
            if giver == seat:
                v[o["to_give"]] = count / 2.0
        for e in view["exchanges"]:
            for c in e.get("cards", ()):
                v[o["exchanged"] + _card_slot(c)] = 1.0


ENCODING = DaifugoEncoding
