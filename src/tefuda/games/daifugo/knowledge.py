"""Hidden information: what a seat knows, and full states consistent with its view.

`determinize(game, view, rng)` deals every card the viewer cannot see among the hands it
cannot see, respecting everything the view shows:
  - hand sizes; stuck players hold only jokers (DSP-14) — with DSP-18's finishing bans
    (no_finish_2 / no_finish_8) only jokers and cards of the banned ranks; every other
    player still in the game holds at least one real card it may finish with;
  - before the first play of game 1, the player to move holds the real ♠3 (DSP-9);
  - cards the viewer gave in the exchange are still with the receiver unless played or
    given back (DSP-7);
  - a 大富豪/富豪 knows the 貧民's gift was their strongest: no hidden card stronger than
    the weakest card received can be in that player's hand (except cards handed back).
Exchanges the viewer did not take part in are re-invented: a return from the receiver's
cards, a gift from the receiver's cards at least as strong as all the giver kept.
`redeal_hidden(state, seat, rng)` is `determinize` of that seat's view with the exchanges
it did not take part in kept as they were: check_game then asserts the view did not move.
"""

from __future__ import annotations

import random
from collections import Counter

from tefuda.core.cards import Card, standard_deck
from tefuda.core.errors import SetupError
from tefuda.core.rng import randbelow, shuffle
from tefuda.games.daifugo.actions import parse_action
from tefuda.games.daifugo.cards import RBIT, SBIT, STRENGTH, card_at
from tefuda.games.daifugo.rules import FINISH_BANS, DaifugoState, exchange_plan
from tefuda.games.daifugo.uecda import ring_steps

_CARD = {c.code: c for c in standard_deck(1)}  # code → Card (one joker is enough: "JK")


def _played_by(view) -> list[list[str]]:
    """Card codes each seat has played (the log's play events)."""
    out: list[list[str]] = [[] for _ in range(view["players"])]
    for seat, text in view["plays"]:
        p = parse_action(text)
        out[seat] += [c.code for c in p.cards] + ["JK"] * p.jokers
    return out


def knowledge(
    view, played=None, finish_bans: bool = False, uecda: bool = False
) -> tuple[dict[int, Counter], dict[int, set]]:
    """(cards known to be in each other hand, {threshold: seats} — no hidden card
    stronger than the threshold can be in those seats). Without finishing bans a stuck
    seat's hand is known exactly (all jokers); with them only which cards it may hold."""
    me = view["seat"]
    fixed: dict[int, Counter] = {}
    forbidden: dict[int, set] = {}
    played = played if played is not None else _played_by(view)
    mine = set(view.get("hand") or [])
    titles = view["titles"]
    exchanges = view["exchanges"]
    if exchanges:
        played_all = {c for cards in played for c in cards}
    for k_e, e in enumerate(exchanges):
        if "cards" not in e:
            continue
        g, r, cards = e["from"], e["to"], e["cards"]
        if r != me:  # handed-over cards stay with the receiver unless played or handed back later
            back = [c for e2 in exchanges[k_e + 1 :] if e2["from"] == r and e2["to"] == g for c in e2.get("cards", ())]
            for code, k in Counter(cards).items():
                if code == "JK":
                    k -= played[r].count("JK") + back.count("JK")
                elif code in mine or code in played_all or code in back:
                    k = 0
                if k > 0:
                    fixed.setdefault(r, Counter())[code] += k
        if g != me and titles and titles[g] in ("daihinmin", "hinmin"):
            # DSP-7: the lower title gave their strongest, so nothing stronger stayed there
            threshold = min(STRENGTH[Card.parse(c).index] for c in cards)
            forbidden.setdefault(threshold, set()).add(g)
    if view["spade3_lead"] and view["to_move"] and view["to_move"][0] != me:
        fixed.setdefault(view["to_move"][0], Counter())["3S"] += 1
    if (
        uecda and not view["plays"] and view["phase"] == "play" and view["lead"] not in (me, -1) and "3D" not in mine
    ):  # UECda: the ♦3 holder leads the game's first trick
        known = fixed.setdefault(view["lead"], Counter())
        known["3D"] = 1  # (it may be known already: a card handed over)
    if not finish_bans:
        for s in view["stuck"]:
            if s != me:
                fixed[s] = Counter({"JK": view["hand_sizes"][s]})
    return fixed, forbidden


_DECKS: dict[int, list[str]] = {}


def _deck(game, view) -> list[str]:
    if view.get("deck") is not None:
        return list(view["deck"])
    j = game.options["jokers"]
    if j not in _DECKS:
        _DECKS[j] = [c.code for c in standard_deck(j)]
    return _DECKS[j]


def _unfinishable(game) -> set[str]:
    """The codes a stuck hand may hold: jokers (DSP-14) and the banned ranks (DSP-18)."""
    codes = {"JK"}
    for option, (i, _) in FINISH_BANS.items():
        if option in game.local:
            codes |= {card_at(i, suit).code for suit in range(4)}
    return codes


class Determinizer:
    """`determinize` of one view, worked out once: what the view fixes (the knowledge,
    the cards to deal, the public table) is the same for every sample, so a search that
    samples many worlds from one view (the ISMCTS pool, belief re-samples) pays for it
    once. Calling it with an RNG draws one world, exactly as `determinize` would."""

    def __init__(self, game, view: dict):
        self.game = game
        n, me = view["players"], view["seat"]
        self.n, self.me = n, me
        sizes = view["hand_sizes"]
        self.played = played = _played_by(view)
        fixed, forbidden = knowledge(view, played, finish_bans=bool(game.finish_ban), uecda=game.uecda)
        self.stuck_only = _unfinishable(game)
        gone = Counter(c for cards in played for c in cards)
        gone.update(view.get("hand") or [])
        self.hidden = hidden = [s for s in range(n) if s != me and sizes[s] > 0]
        for s in hidden:
            if s in fixed:
                gone.update(fixed[s])
        cards = []
        for code in _deck(game, view):
            if gone[code]:
                gone[code] -= 1
            else:
                cards.append(code)
        self.cards = cards  # in deck order: every sample shuffles a copy
        self.slots = slots = {s: sizes[s] - sum(fixed[s].values()) if s in fixed else sizes[s] for s in hidden}
        if len(cards) != sum(slots.values()) or any(v < 0 for v in slots.values()):
            raise SetupError("daifugo.bad_view")
        self.fixed = {s: list(fixed[s].elements()) for s in hidden if s in fixed}
        out_seats = set(view["finished"]) | set(view["stuck"]) | set(view["fallen"])
        # (UECda: a hand may be the joker alone; nobody is ever stuck)
        self.need_real = [] if game.uecda else [s for s in hidden if s not in out_seats]
        bans: dict[str, set] = {}
        if forbidden:
            for code in set(cards):
                st = STRENGTH[Card.parse(code).index]
                seats = set()
                for threshold, who in forbidden.items():
                    if st > threshold:
                        seats |= who
                if seats:
                    bans[code] = seats
        self.bans = bans
        # DSP-18 finishing bans: a stuck seat's unknown cards are jokers and banned ranks only
        # (without bans knowledge() already fixed them all as jokers)
        self.stuck_open = [s for s in hidden if s in view["stuck"] and slots[s]] if game.finish_ban else []
        self.mine = list(view.get("hand") or [])
        # the public state every sample shares (copied where the rules change it in place)
        self.titles = list(view["titles"]) if view["titles"] else None
        self.records = view["exchanges"]
        self.gives = exchange_plan(self.titles, n)[len(self.records) :]
        table = view["table"]
        self.table = parse_action(table["play"]) if table else None
        self.last = table["seat"] if table else -1
        self.phase = view["phase"]
        self.turn = view["to_move"][0] if view["to_move"] else -1
        self.trick = [(s, parse_action(t)) for s, t in view["trick"]]
        self.passed = sum(1 << s for s in view["passed"])
        self.finished, self.stuck, self.fallen = list(view["finished"]), list(view["stuck"]), list(view["fallen"])
        self.out = sum(1 << s for s in self.finished + self.stuck + self.fallen)
        self.order = list(view["result"]["finish_order"]) if view["result"] else None
        self.revolution = view["revolution"]
        self.spade3 = view["spade3_lead"]
        self.local = view["local"]
        self.ring = list(view["seating"]) if view["seating"] is not None else list(range(n))
        self.nxt, self.prv = ring_steps(self.ring)
        self.number = view["number"]
        self.lead = view["lead"]
        self.npass = view["pass_run"]
        self.plays = [(s, parse_action(t)) for s, t in view["plays"]]  # a view has the plays, not the log

    def __call__(self, rng: random.Random) -> DaifugoState:
        hands = self._deal_hidden(rng)
        full: list[list[str]] = [[] for _ in range(self.n)]
        for s in self.hidden:
            full[s] = hands[s]
        if self.me is not None:
            full[self.me] = list(self.mine)
        return self._build(full, rng)

    def _deal_hidden(self, rng: random.Random) -> dict[int, list[str]]:
        """The hidden cards dealt among the hidden hands (rejection sampling, up to 200 tries)."""
        hidden, slots, fixed, bans = self.hidden, self.slots, self.fixed, self.bans
        stuck_only, stuck_open = self.stuck_only, self.stuck_open
        cards = list(self.cards)  # (shuffled, and sorted, in place from one try to the next)
        for _attempt in range(200):
            shuffle(rng, cards)  # (= rng.shuffle, without random.py's wrapper)
            left = dict(slots)
            got = {s: list(fixed[s]) if s in fixed else [] for s in hidden}
            rest = []
            ok = True
            pool = cards
            if stuck_open:  # a uniform choice among the cards that fit: the first ones after the shuffle
                pool = list(cards)
                for s in stuck_open:
                    take = [k for k, c in enumerate(pool) if c in stuck_only and s not in bans.get(c, ())][: left[s]]
                    if len(take) < left[s]:
                        ok = False
                        break
                    got[s] += [pool[k] for k in take]
                    left[s] = 0
                    for k in reversed(take):
                        del pool[k]
                if not ok:
                    continue
            if bans:
                # the most constrained cards first, so that they find room (a stable sort:
                # without bans it would keep the order, and is skipped)
                pool.sort(key=lambda c: -len(bans.get(c, ())))
                for code in pool:
                    if code in bans:
                        choices = [s for s in hidden for _ in range(left[s]) if s not in bans[code]]
                        if not choices:
                            ok = False
                            break
                        s = choices[randbelow(rng, len(choices))]
                        got[s].append(code)
                        left[s] -= 1
                    else:
                        rest.append(code)
                if not ok:
                    continue
            else:
                rest = list(pool)
            for s in hidden:
                k = left[s]
                if k:
                    got[s] += rest[-k:]
                    del rest[-k:]
            if all(any(c not in stuck_only for c in got[s]) for s in self.need_real):
                return got
        raise SetupError("daifugo.bad_view")

    def _build(self, hands: list[list[str]], rng: random.Random) -> DaifugoState:
        """The sampled state, its fields set directly: the values `state_io.FIELDS` would
        read from its JSON form (tests/games/daifugo compare the two)."""
        n, played = self.n, self.played
        titles = None if self.titles is None else list(self.titles)
        exchanges = _exchanges(self.records, titles, hands, played, rng)
        deal = []
        for s in range(n):  # the deal: hand + played + given − received
            cards = hands[s] + played[s]
            for g, r, given in exchanges:
                if g == s:
                    cards += given
            for g, r, given in exchanges:
                if r == s:
                    for c in given:
                        cards.remove(c)
            deal.append(sorted(cards))
        st = DaifugoState()
        st._attach(self.game)
        st.deal = deal
        st.titles = titles
        rank_masks, suit_masks, jokers_held, hand_sizes = [0] * n, [0] * n, [0] * n, [0] * n
        for s, hand in enumerate(hands):
            rm = sm = j = 0
            for code in hand:
                c = _CARD.get(code) or Card.parse(code)
                if c.rank == 0:
                    j += 1
                else:
                    rm |= RBIT[c.index]
                    sm |= SBIT[c.index]
            rank_masks[s], suit_masks[s], jokers_held[s], hand_sizes[s] = rm, sm, j, len(hand)
        st.rank_masks, st.suit_masks, st.jokers_held, st.hand_sizes = rank_masks, suit_masks, jokers_held, hand_sizes
        st.phase = self.phase
        st.turn = self.turn
        st.gives = list(self.gives)
        st.exchanges = exchanges
        st.table = self.table
        st.last = self.last
        st.trick = list(self.trick)
        st.passed = self.passed
        st.finished, st.stuck, st.fallen = list(self.finished), list(self.stuck), list(self.fallen)
        st.order = None if self.order is None else list(self.order)
        st.revolution = self.revolution
        st.spade3 = self.spade3
        loc = self.local
        st.back = loc["eleven_back"]
        st.lock = loc["lock"]
        st.direction = loc["direction"]
        st.gyaku = loc["gyakudan"]
        st.strong3 = loc["three_strong"]
        st.cut8 = loc["four_fours"]
        st.log = []  # the display log is not part of a view; a sampled state starts its own
        st.history = []  # not part of any view either
        st.next_seed = 0
        st.ring, st.nxt, st.prv = self.ring, self.nxt, self.prv  # (never changed in place: shared, as clones do)
        st.number = self.number
        st.lead = self.lead
        st.npass = self.npass
        st.out = self.out
        st.plays = list(self.plays)
        return st


def determinize(game, view: dict, rng: random.Random) -> DaifugoState:
    return Determinizer(game, view)(rng)


def _strength(code: str) -> int:
    return STRENGTH[Card.parse(code).index]


def _exchanges(records, titles, hands, played, rng) -> list[list]:
    """The exchange records: the viewer's as seen; the others re-invented consistently.
    A return (any cards, DSP-7) is drawn from the receiver's cards; a gift (the giver's
    strongest) from the receiver's cards, and what it returned, that are at least as
    strong as everything the giver kept."""
    out: list = [None] * len(records)
    for k, e in enumerate(records):
        if "cards" in e:
            out[k] = [e["from"], e["to"], list(e["cards"])]
    lower = {"daihinmin", "hinmin"}
    for k, e in enumerate(records):  # returns first: a gift depends on them
        if out[k] is None and titles[e["from"]] not in lower:
            have = sorted(hands[e["to"]] + played[e["to"]])
            out[k] = [e["from"], e["to"], sorted(rng.sample(have, e["count"]), key=_strength, reverse=True)]
    for k, e in enumerate(records):
        if out[k] is not None:
            continue
        g, r = e["from"], e["to"]
        back = [c for x in out if x is not None and x[0] == r and x[1] == g for c in x[2]]
        kept = hands[g] + played[g]
        for c in back:
            if c in kept:
                kept.remove(c)
        floor = max((_strength(c) for c in kept), default=-1)
        pool = sorted(hands[r] + played[r] + back)
        cands = [c for c in pool if _strength(c) >= floor]
        if len(cands) < e["count"]:
            cands = sorted(pool, key=_strength, reverse=True)[: e["count"]]
        out[k] = [g, r, sorted(rng.sample(cands, e["count"]), key=_strength, reverse=True)]
    return out


def redeal_hidden(state, seat, rng: random.Random) -> DaifugoState:
    """`determinize` of the seat's view, keeping the exchanges the seat did not see as
    they really were (every other hidden card is re-dealt consistently with them)."""
    view = dict(state.view(seat))
    view["exchanges"] = [{"from": g, "to": r, "count": len(c), "cards": list(c)} for g, r, c in state.exchanges]
    return determinize(state.game, view, rng)


__all__ = ["determinize", "redeal_hidden", "knowledge"]
