"""A match (DSP-1: 8 games, option `games`) on top of single games (the record unit).

Titles carry from game to game (DSP-5, DSP-7 exchange), each game is a new deal from the
finished game's own seed (DSP-6), and the match is scored per game by title (DSP-19,
option `scoring`, default +2/+1/0/−1/−2), ranked by total points with ties broken by the
titles of the last game (and then by that game's finishing order).
"""

from __future__ import annotations

from tefuda.games.daifugo.rules import TITLES

TITLE_RANK = {t: k for k, t in enumerate(TITLES)}


class Match:
    def __init__(self, game, seed: int | None = None, first=None):
        self.game = game
        self.n = game.num_players
        self.games = game.options["games"]
        self.points = dict(zip(TITLES, game.scores))
        self.state = first if first is not None else game.new_state(seed=seed)
        self.number = 1  # the game being played, 1-based
        self.scores = [0] * self.n
        self.results: list[dict] = []

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

    def next_game(self):
        """Score the finished game and deal the next one (DSP-6/7/9)."""
        self.score_game()
        if self.number >= self.games:
            raise ValueError("the match is over")
        self.state = self.game.next_game(self.state)
        self.number += 1
        return self.state

    def standings(self) -> list[dict]:
        """Seats best first: total points, then the last game's title, then its order."""
        last = self.results[-1] if self.results else None

        def key(seat: int):
            if last is None:
                return (-self.scores[seat], 0, seat)
            return (-self.scores[seat], TITLE_RANK[last["titles"][seat]], last["finish_order"].index(seat))

        seats = sorted(range(self.n), key=key)
        return [{"seat": s, "points": self.scores[s], "rank": k + 1} for k, s in enumerate(seats)]

