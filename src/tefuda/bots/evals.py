"""Game knowledge for the ISMCTS search: position scores for depth-limited rollouts
(state → per-seat values in [0, 1]) and fast rollout policies (state, seat, legal, rng →
action).

Both look only at a (determinized) state the search owns — public facts and the hands
of that sample — never at anything of the true game. A game without its own scorer gets
`neutral` (every unfinished position is worth 0.5); without a policy, random rollouts.
"""

from __future__ import annotations

from typing import Callable, Sequence

from tefuda.bots.ismcts import normalized_returns


def neutral(state) -> Sequence[float]:
    if state.is_over():
        return normalized_returns(state)
    return [0.5] * state.game.num_players


def _places_to_values(order: list[int], n: int) -> list[float]:
    out = [0.0] * n
    for place, s in enumerate(order):
        out[s] = (n - 1 - place) / (n - 1)
    return out


def daifugo(state) -> Sequence[float]:
    """Projected finishing order: those out keep their places; the rest by cards left,
    where each joker and each top-rank card (2 and A; 3 and 4 in a revolution) counts as
    a card already shed — they win tricks, so they rarely stay in hand."""
    if state.is_over():
        return normalized_returns(state)
    n = state.n
    top = (0xF << 4 * 12) | (0xF << 4 * 11)  # strengths 12 (2) and 11 (A)
    if state.revolution:
        top = 0xF | (0xF << 4)  # strengths 0 (3) and 1 (4)
    done = list(state.finished)
    left = [s for s in range(n) if s not in done]
    load = {s: state.cnt[s] - 0.7 * bin(state.rm[s] & top).count("1") - 1.0 * state.jk[s] for s in left}
    # stuck (joker-only) and fallen seats cannot win the places before them
    order = done + sorted(left, key=lambda s: (s in state.stuck or s in state.fallen, load[s], s))
    return _places_to_values(order, n)


def daifugo_policy(state, seat, legal, rng, explore: float = 0.1):
    """Shed the weakest combination, longest first; keep jokers and top cards while the
    hand is long (pass instead); now and then a random legal action for variety."""
    if rng.random() < explore:
        return legal[rng.randrange(len(legal))]
    rev = state.revolution ^ getattr(state, "back", False)
    plays = [a for a in legal if hasattr(a, "low")]
    if not plays:
        return legal[0]
    n = state.cnt[seat]
    for p in plays:
        if p.size == n:
            return p  # going out wins the most

    def power(i):  # 0 weakest … 12 strongest in the order in force; joker 13
        return i if i >= 13 or not rev else 12 - i

    def cost(p):
        return (p.jokers > 0, power(p.low) - 2 * p.size)

    best = min(plays, key=cost)
    can_pass = len(plays) < len(legal)
    if can_pass and n > 4 and (best.jokers or power(best.low) >= 11):
        return next(a for a in legal if not hasattr(a, "low"))
    return best


def daifugo_heuristic(state, seat, legal, rng, explore: float = 0.0):
    """The normal level's own rules (`heuristic_choice`, shared with HeuristicBot) on the
    sampled state's hand: the search predicts heuristic players as they really play.
    `explore`: the share of random legal actions, for variety."""
    from tefuda.games.daifugo.bots import heuristic_choice

    if explore and rng.random() < explore:
        return legal[rng.randrange(len(legal))]
    return heuristic_choice(state.rm[seat], state.jk[seat], state.cnt[seat],
                            state.revolution ^ state.back, legal, state.game.finish_ban)


def daifugo_consistent(view, state) -> bool:
    """Would heuristic players have passed as the view shows? Each other seat that passed
    in this trick must, in the sample, hold nothing the heuristic plays on the table now
    (the table only grew stronger since their pass, so a play on it would have been a
    play then too — approximately: with more than 6 cards the heuristic's pass also
    depends on which plays exist)."""
    from tefuda.games.daifugo.actions import PASS
    from tefuda.games.daifugo.bots import heuristic_choice

    if state.table is None or state.opt:  # local rules change who could answer; no inference
        return True
    rev = state.revolution ^ state.back
    me = view["seat"]
    for s in view["passed"]:
        if s == me or not state.active(s):
            continue
        plays = state._follow_plays(s)
        if plays and heuristic_choice(state.rm[s], state.jk[s], state.cnt[s], rev, [PASS, *plays]) is not PASS:
            return False
    return True


def diving_policy(state, seat, legal, rng, explore: float = 0.0):
    """Diving's own rule-of-thumb player, which acts on a state (as its expectimax does)."""
    from tefuda.games.diving.bots import policy

    return policy(state, seat)


EVALUATORS: dict[str, Callable] = {"daifugo": daifugo}
# game → rollout name → policy; "policy" is the game's default (`rollout=policy`)
POLICIES: dict[str, dict[str, Callable]] = {
    "daifugo": {"policy": daifugo_policy, "shed": daifugo_policy, "heuristic": daifugo_heuristic},
    "diving": {"policy": diving_policy},
}


def evaluator_for(game_name: str) -> Callable:
    return EVALUATORS.get(game_name, neutral)


def policy_for(game_name: str, name: str = "policy") -> Callable | None:
    return POLICIES.get(game_name, {}).get(name)


BELIEFS: dict[str, Callable] = {"daifugo": daifugo_consistent}


def belief_for(game_name: str) -> Callable | None:
    return BELIEFS.get(game_name)


def policy_names(game_name: str) -> list[str]:
    return sorted(POLICIES.get(game_name, {}))
