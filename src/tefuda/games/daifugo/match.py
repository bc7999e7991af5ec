"""A match (DSP-1: 8 games, option `games`) on top of single games (the record unit):
the descriptor's match layer, used by `tefuda sim --match`, the terminal, the browser's
tables and the RL adapters alike.

Titles carry from game to game (DSP-5, DSP-7 exchange), each game is a new deal (DSP-6:
from the finished game's own seed, or from the randomness a caller gives `next_setup` —
a server's own secret one), and the match is scored per game by title (DSP-19, option
`scoring`, default +2/+1/0/−1/−2), ranked by total points with ties broken by the
titles of the last game (and then by that game's finishing order).
"""

from __future__ import annotations

from tefuda.games.daifugo.rules import TITLES

TITLE_RANK = {t: k for k, t in enumerate(TITLES)}


class Match:
    """The match layer's interface (generic code uses nothing else): `games`, `state`,
    `number`, `scores`, `results`; `score_game()`, `is_over()`, `next_setup(rng)`,
    `next_game(setup=None)`, `standings()`, `summary()`; `games_of(game)`; `OPTIONS`."""

    # the rule options only a match reads (a single game plays the same without them), so a
    # report of single games leaves them out: its length (DSP-1) and scoring (DSP-19)
    OPTIONS = ("games", "scoring")

    def __init__(self, game, seed: int | None = None, first=None, number: int = 1):
        self.game = game
        self.n = game.num_players
        self.games = self.games_of(game)
        self.points = dict(zip(TITLES, game.scores))
        self.state = first if first is not None else game.new_state(seed=seed)
        self.number = number  # the game being played, 1-based (a resumed match may start later)
        self.scores = [0] * self.n
        self.results: list[dict] = []

    @staticmethod
    def games_of(game) -> int:
        """The number of games in a match of this rules variant (DSP-1, option `games`)."""
        return int(game.options["games"])

    def game_over(self) -> bool:
        return self.state.is_over()

    def score_game(self) -> dict:
        """Add the finished game's points (DSP-19); returns its result."""
        if len(self.results) == self.number:
            return self.results[-1]
        result = self.state.result()
        for seat, title in enumerate(result["titles"]):
            self.scores[seat] += self.points[title]
        self.results.append(result)
        return result

    def is_over(self) -> bool:
        return self.state.is_over() and self.number >= self.games

    def next_setup(self, rng) -> dict:
        """The record setup of the next game, dealt with `rng` (a server's own secret
        randomness: never derivable from the last deal) — DSP-5/6, UECda's cycles."""
        return self.game.next_setup(self.state, rng)

    def next_game(self, setup: dict | None = None):
        """Score the finished game and start the next one (DSP-6/7/9): dealt as `setup`
        (from `next_setup`), else from the finished game's own seed."""
        self.score_game()
        if self.number >= self.games:
            raise ValueError("the match is over")
        self.state = self.game.new_state(setup=setup) if setup is not None else self.game.next_game(self.state)
        self.number += 1
        return self.state

    def standings(self) -> list[dict]:
        """Seats best first: total points, then the last game's title, then its order."""
        return self._standings(self.scores, self.results[-1] if self.results else None)

    def _standings(self, scores: list[int], last: dict | None) -> list[dict]:
        def key(seat: int):
            if last is None:
                return (-scores[seat], 0, seat)
            return (-scores[seat], TITLE_RANK[last["titles"][seat]], last["finish_order"].index(seat))

        seats = sorted(range(self.n), key=key)
        return [{"seat": s, "points": scores[s], "rank": k + 1} for k, s in enumerate(seats)]

    def summary(self) -> dict:
        """What a table shows (changes nothing): the game in play, points so far counting
        that game once it is over (DSP-19), the previous game's result, and once the
        match is over the standings."""
        done = self.results[: self.number - 1]  # the games before the one in play
        results = done + ([self.state.result()] if self.state.is_over() else [])
        scores = [0] * self.n
        for r in results:
            for seat, title in enumerate(r["titles"]):
                scores[seat] += self.points[title]
        standings = self._standings(scores, results[-1]) if self.is_over() else None
        return {
            "game": self.number,
            "games": self.games,
            "scores": scores,
            "last": done[-1] if done else None,
            "standings": standings,
        }
