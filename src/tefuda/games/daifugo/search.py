"""Daifugo knowledge for the generic ISMCTS search (hooks of the game's DESCRIPTOR): a
position scorer for depth-limited rollouts, fast rollout policies and the belief model.

Each looks only at a (determinized) state the search owns — public facts and the hands
of that sample — never at anything of the true game. They read the state's bit masks
(cards.py), which is why they live here and not in the generic search.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from tefuda.games.daifugo.actions import PASS
from tefuda.games.daifugo.heuristic import heuristic_choice
from tefuda.games.daifugo.rules import DaifugoState


def _places_to_values(order: list[int], n: int) -> list[float]:
    out = [0.0] * n
    for place, s in enumerate(order):
        out[s] = (n - 1 - place) / (n - 1)
    return out


def evaluate(state: DaifugoState) -> Sequence[float]:
    """Projected finishing order of an unfinished game: those out keep their places; the
    rest by cards left, where each joker and each top-rank card (2 and A; 3 and 4 in a
    revolution) counts as a card already shed — they win tricks, so they rarely stay in hand."""
    n = state.n
    top = (0xF << 4 * 12) | (0xF << 4 * 11)  # strengths 12 (2) and 11 (A)
    if state.revolution:
        top = 0xF | (0xF << 4)  # strengths 0 (3) and 1 (4)
    done = list(state.finished)
    left = [s for s in range(n) if s not in done]
    load = {
        s: state.hand_sizes[s] - 0.7 * bin(state.rank_masks[s] & top).count("1") - 1.0 * state.jokers_held[s]
        for s in left
    }
    # stuck (joker-only) and fallen seats cannot win the places before them
    order = done + sorted(left, key=lambda s: (s in state.stuck or s in state.fallen, load[s], s))
    return _places_to_values(order, n)


def shed_policy(state: DaifugoState, seat: int, legal: list, rng: random.Random, explore: float = 0.1) -> Any:
    """Shed the weakest combination, longest first; keep jokers and top cards while the
    hand is long (pass instead); now and then a random legal action for variety."""
    if rng.random() < explore:
        return legal[rng.randrange(len(legal))]
    rev = state.revolution ^ getattr(state, "back", False)
    plays = [a for a in legal if hasattr(a, "low")]
    if not plays:
        return legal[0]
    n = state.hand_sizes[seat]
    for p in plays:
        if p.size == n:
            return p  # going out wins the most

    def power(i: int) -> int:  # 0 weakest … 12 strongest in the order in force; joker 13
        return i if i >= 13 or not rev else 12 - i

    def cost(p: Any) -> tuple[bool, int]:
        return (p.jokers > 0, power(p.low) - 2 * p.size)

    best = min(plays, key=cost)
    can_pass = len(plays) < len(legal)
    if can_pass and n > 4 and (best.jokers or power(best.low) >= 11):
        return next(a for a in legal if not hasattr(a, "low"))
    return best


def heuristic_policy(state: DaifugoState, seat: int, legal: list, rng: random.Random, explore: float = 0.0) -> Any:
    """The normal level's own rules (`heuristic_choice`, shared with HeuristicBot) on the
    sampled state's hand: the search predicts heuristic players as they really play.
    `explore`: the share of random legal actions, for variety."""
    if explore and rng.random() < explore:
        return legal[rng.randrange(len(legal))]
    own = state.table is not None and state.last == seat  # (UECda: all others passed on it)
    return heuristic_choice(
        state.rank_masks[seat],
        state.jokers_held[seat],
        state.hand_sizes[seat],
        state.revolution ^ state.back,
        legal,
        state.finish_ban,
        own,
    )


def consistent(view: dict, state: DaifugoState) -> bool:
    """Would heuristic players have passed as the view shows? Each other seat that passed
    in this trick must, in the sample, hold nothing the heuristic plays on the table now
    (the table only grew stronger since their pass, so a play on it would have been a
    play then too — approximately: with more than 6 cards the heuristic's pass also
    depends on which plays exist)."""
    if state.table is None or state.opt:  # local rules change who could answer; no inference
        return True
    rev = state.revolution ^ state.back
    me = view["seat"]
    for s in view["passed"]:
        if s == me or not state.active(s):
            continue
        plays = state._follow_plays(s)
        if (
            plays
            and heuristic_choice(state.rank_masks[s], state.jokers_held[s], state.hand_sizes[s], rev, [PASS, *plays])
            is not PASS
        ):
            return False
    return True


# rollout name → policy; "policy" is the default (`ismcts:rollout=policy`)
ROLLOUTS = {"policy": shed_policy, "shed": shed_policy, "heuristic": heuristic_policy}
