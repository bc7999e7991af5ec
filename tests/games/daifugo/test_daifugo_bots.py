"""The bots: legal moves from the view alone; the heuristic clearly beats random."""

from tefuda.bots.base import play_game
from tefuda.games.daifugo import BOTS, DESCRIPTOR, GAME, LEVELS
from tefuda.sim.play import play_match


def test_levels_map_to_bots():
    """easy and normal are the game's own bots; hard is the generic search with the
    heuristic as its model of play (docs/bots.md)."""
    assert {k: LEVELS[k] for k in ("easy", "normal")} == {"easy": "random", "normal": "heuristic"}
    assert LEVELS["hard"]["bot"] == "ismcts" and LEVELS["hard"]["rollout"] == "heuristic"
    assert DESCRIPTOR.levels == LEVELS


def test_heuristic_beats_random_in_first_places():
    game = GAME({"players": 5})
    wins = 0
    games = 150
    for g in range(games):
        seat = g % 5
        bots = [BOTS["heuristic" if s == seat else "random"](game, s, seed=g * 10 + s) for s in range(5)]
        st = play_game(game.new_state(seed=g), bots)
        wins += st.result()["finish_order"][0] == seat
    assert wins / games > 0.45  # chance is 0.20; measured about 0.70 (README)


def test_bots_play_whole_matches_with_local_rules_and_exchanges():
    game = GAME({"players": 4, "games": 3, "preset": "everything"})
    bots = [BOTS["heuristic" if s % 2 else "random"](game, s, seed=s) for s in range(4)]
    m = play_match(DESCRIPTOR, game, bots, seed=5)
    assert m.is_over() and len(m.results) == 3
    assert sum(m.scores) == 0


def test_dsp_18_heuristic_plays_banned_cards_before_its_last_finishable_one():
    """Under a finishing ban the heuristic does not shed its only finishable card and
    strand itself with banned ranks (stuck, DSP-14); in the standard game it leads the
    weakest card as always."""
    from tefuda.core.cards import Card
    from tefuda.games import make_game
    from tefuda.games.daifugo.bots import heuristic_choice
    from tefuda.games.daifugo.cards import rmask_of

    banned = make_game("daifugo", {"players": 3, "no_finish_2": True})
    standard = make_game("daifugo", {"players": 3})
    legal = [banned.parse_action("play 5S"), banned.parse_action("play 2H")]
    rm = rmask_of([Card.parse("5S"), Card.parse("2H")])
    assert heuristic_choice(rm, 0, 2, False, legal, banned.finish_ban).text == "play 2H"
    assert heuristic_choice(rm, 0, 2, False, legal, standard.finish_ban).text == "play 5S"
    # following with a pass available: pass rather than strand itself
    pass_ = banned.parse_action("pass")
    assert heuristic_choice(rm, 0, 2, False, [pass_, legal[0]], banned.finish_ban) is pass_
