"""The ISMCTS bench case is offered through `tefuda bench`'s hook and measures something."""

from tefuda.bots.bench import cases_for


def test_daifugo_sims_per_s_case():
    (case,) = cases_for("daifugo")
    assert (case.game, case.players, case.metric) == ("daifugo", 5, "sims_per_s")
    assert case.run(0.2) > 0  # a rate, reported by `tefuda bench`, never asserted
    assert cases_for("egyptian_war") == []  # the search bot does not play it
