"""Terminal play: whole matches through the text interface, in English and Japanese."""

import argparse
import io

from tefuda.apps.tui import daifugo as tui


class Player(io.StringIO):
    """Typed input: a few scripted lines (help, bad input), then the first legal move
    the terminal offers ('moves' is typed before every choice, as a person would)."""

    def __init__(self, script=()):
        super().__init__()
        self.script = list(script)
        self.tg = None
        self.asked = False

    def readline(self, *_):
        if self.script:
            return self.script.pop(0) + "\n"
        seat = self.tg.state.to_move()[0]
        if not self.asked:
            self.asked = True
            return "moves\n"
        self.asked = False
        legal = self.tg.state.legal_texts(seat)
        return legal[-1 if len(legal) > 1 else 0] + "\n"


def args(lang, players=5, games=2, seed=7, option=()):
    return argparse.Namespace(
        game="daifugo",
        players=players,
        lang=lang,
        seat=0,
        humans=1,
        level="normal",
        bot=None,
        seed=seed,
        option=list(option),
        preset=None,
    )


def play(lang, script=(), **kw):
    out = io.StringIO()
    inp = Player(script)
    tg, match = tui.build(args(lang, **kw), out=out, inp=inp)
    inp.tg = tg
    assert tui.play(tg, match) == 0
    return out.getvalue(), match


def test_full_match_in_english_with_help_moves_and_errors():
    text, match = play("en", script=["help", "play ZZ", "play 2S 2H 2D 2C 2S", "pass"], option=["games=2"])
    assert match.is_over() and match.number == 2
    assert "=== Daifugo · game 1/2 · you are Player 1 ===" in text
    assert "=== Daifugo · game 2/2" in text
    assert "Legal actions:" in text and "Not allowed: not a card: 'ZZ'" in text
    assert "Your hand:" in text and "Order: 3 weakest" in text
    assert "Card exchange (DSP-7)." in text or "gives 2 cards" in text
    assert "Standings after 2 games:" in text and "The match is over. Winner: Player" in text


def test_full_match_in_japanese_every_line_translated():
    text, match = play("ja", script=["play ZZ"], option=["games=2", "eight_cut=on"])
    assert match.is_over()
    assert "=== 大富豪 · 第1/2戦 · あなたはプレイヤー1 ===" in text
    assert "あなたの手札:" in text and "合法手:" in text and "できません: カードではありません" in text
    assert "対戦終了。優勝はプレイヤー" in text and "ローカルルール: 8切り" in text
    for english in ("Your hand", "Legal actions", "Standings", "The match is over", "trick ends", "Order:"):
        assert english not in text


def test_whole_eight_game_match_three_players_with_local_rules():
    text, match = play("en", players=3, games=8, option=["eight_cut=on", "shibari=on"])
    assert match.number == 8 and match.is_over() and len(match.results) == 8
    assert "Local rules on: 8切り (8-cut), しばり (suit lock)" in text  # by label, never the identifier
    assert "eight_cut" not in text
    assert sum(match.scores) == 0  # +2 / 0 / −2 each game


def test_without_a_seed_every_game_of_the_match_is_a_fresh_deal():
    """Game 2's deal is not derived from game 1's (a 64-bit seed one could search for): it
    draws OS entropy like the first. With --seed the match stays reproducible."""
    for seed in (None, 7):
        out, inp = io.StringIO(), Player()
        tg, match = tui.build(args("en", seed=seed, option=["games=2"]), out=out, inp=inp)
        inp.tg = tg
        first = tg.state
        assert tui.play(tg, match) == 0 and match.number == 2
        derived = first.game.next_game(first).setup()  # what game 2 would be from game 1's seed
        assert (match.state.setup() == derived) == (seed is not None)
