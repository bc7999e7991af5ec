"""What a newcomer met running `tefuda sim` and `tefuda report`, each as they ran it: the
pairwise scores, the bots' names, the seats beside the first player, edges the data does
not support, matches told as games, the options line, and the charts' legends and labels."""

from __future__ import annotations

import re

import pytest

from tefuda.apps.cli import main
from tefuda.sim import stats
from tefuda.sim.store import load_rows


def _sim_and_report(tmp_path, argv, lang="en", name="run"):
    """`tefuda sim ARGV --out F`, then `tefuda report F`: the summary, the rows, report.md
    and report.html."""
    path = tmp_path / f"{name}.sqlite"
    assert main(["sim", *argv, "-j", "1", "--out", str(path)]) == 0
    out = tmp_path / f"{name}-report"
    assert main(["report", str(path), "--out", str(out), "--lang", lang]) == 0
    _, rows = load_rows(path)
    md = (out / "report.md").read_text(encoding="utf-8")
    page = (out / "report.html").read_text(encoding="utf-8")
    return rows, md, page


def _table_after(md: str, heading: str) -> list[str]:
    """The lines of the first table under `## heading`."""
    section = md.split(f"\n## {heading}\n", 1)[1].split("\n## ", 1)[0]
    return [line for line in section.splitlines() if line.startswith("|")]


@pytest.fixture
def charts(monkeypatch):
    """Every figure the report saves, by file name, drawn as it is saved."""
    from tefuda.sim import report

    figures: list[dict] = []
    save = report._save

    def keep(fig, out, name):
        fig.draw_without_rendering()
        figures.append(
            {
                "name": name,
                "width": fig.get_size_inches()[0],
                "axes": [ax.get_window_extent() for ax in fig.axes],
                "legends": [
                    lg.get_window_extent() for lg in [*fig.legends, *(ax.get_legend() for ax in fig.axes)] if lg
                ],
                "tick_sizes": {
                    t.get_fontsize()
                    for ax in fig.axes
                    for t in [*ax.get_xticklabels(), *ax.get_yticklabels()]
                    if t.get_text()
                },
                "labels": {t.get_text() for ax in fig.axes for t in ax.get_yticklabels() if t.get_text()},
                "series": [len(ax.get_legend_handles_labels()[1]) for ax in fig.axes],
            }
        )
        return save(fig, out, name)

    monkeypatch.setattr(report, "_save", keep)
    return figures


def test_the_pairwise_scores_are_a_table_of_their_own_with_a_rate_and_one_name_per_bot(tmp_path, capsys, charts):
    """`tefuda sim daifugo -o players=5 --preset house --bots easy,heuristic`: the ratings
    table holds the bots only; the pairwise results have their own heading and table, the
    score a share with its interval; the easy level reads "easy level (random)" in every
    table, chart and the summary."""
    argv = ["daifugo", "-o", "players=5", "--preset", "house", "--bots", "easy,heuristic", "--games", "20"]
    rows, md, page = _sim_and_report(tmp_path, [*argv, "--seed", "2"])
    summary = capsys.readouterr().out
    easy = "easy level (random)"
    assert f"mean return by bot: {easy} " in summary and "    easy level (random): " in summary

    ratings = _table_after(md, "Ratings (Bradley–Terry, Elo scale)")
    assert ratings[0] == "| bot | rating | win rate (seat-games) |"
    assert [line.split(" | ")[0] for line in ratings[2:]] == ["| heuristic", f"| {easy}"]
    pairs = _table_after(md, "Pairwise results")
    header = "| pair | wins of the first | draws | wins of the second | pairings | score of the first [95 % Wilson] |"
    assert pairs[0] == header and len(pairs) == 3
    (w, d, lost) = stats.pairwise_counts(rows)[("easy", "heuristic")]
    n = w + d + lost
    assert pairs[2] == f"| {easy} vs heuristic | {w} | {d} | {lost} | {n} | {stats.fmt_rate(w + d / 2, n).strip()} |"
    assert "<h2>Pairwise results</h2>" in page and "<table><tr><th>pair</th>" in page
    assert "| pair | score | games |" not in md

    # one name for the bot everywhere: no table row, chart or sentence calls it just "easy"
    assert not re.search(r"\beasy(?! level \(random\))", md), md
    assert f"| bot {easy} | " in md and f"| {easy} | " in md
    named = {c["name"]: c for c in charts}
    assert easy in named["ratings.png"]["labels"] and easy in named["winrate_p0.png"]["labels"]


def test_players_are_seats_and_who_acts_first_is_told_apart(tmp_path, capsys):
    """Diving picks its first player at random: the report says the players are seats, that
    the rules decide who acts first in each game, and how often each seat did here."""
    rows, md, _ = _sim_and_report(tmp_path, ["diving", "--games", "40"])
    firsts = stats.first_seats(rows)
    shares = ", ".join(f"Player {s + 1} {100 * firsts.get(s, 0) / len(rows):.1f} %" for s in range(2))
    section = md.split("\n## Win rates — all games\n", 1)[1].split("\n## ", 1)[0]
    assert "The player who acted first won " in section
    assert (
        "The players are named by seat (Player 1 sits in the first seat, Player 2 in the last). "
        "Who acts first is not a seat: the rules and options decide it in each game. "
        f"How often each seat acted first here: {shares}." in section
    )
    assert 0 < firsts[0] < len(rows), "Diving's first player is no longer drawn at random"


def _first_player_said(md: str) -> tuple[float, float, float, float, str]:
    said = re.search(
        r"The player who acted first won ([\d.]+) % of the games \[95 % interval ([\d.]+)–([\d.]+)\]\. "
        r".* = ([\d.]+) %\.\n\n(.*)\n",
        md,
    )
    assert said, md
    p, lo, hi, fair = map(float, said.groups()[:4])
    return p, lo, hi, fair, said.group(5)


@pytest.mark.parametrize(
    "argv, verdict",
    [
        # heuristic self-play on 40 default deals: the interval holds the even share
        (["--games", "40", "--seed", "0"], "none"),
        # Player 1 always moves first and is the heuristic against random: far above
        (["--games", "30", "-o", "first=1", "--no-rotate", "--bots", "heuristic,random"], "above"),
        # ... and is random against the heuristic: far below
        (["--games", "30", "-o", "first=1", "--no-rotate", "--bots", "random,heuristic"], "below"),
    ],
)
def test_an_edge_for_moving_first_is_claimed_only_where_the_interval_leaves_out_the_even_share(
    argv, verdict, tmp_path, capsys
):
    _, md, _ = _sim_and_report(tmp_path, ["diving", *argv])
    p, lo, hi, fair, said = _first_player_said(md)
    found = "none" if lo <= fair <= hi else "above" if lo > fair else "below"
    assert found == verdict, "the seed no longer gives this case"
    edge = f"{p - fair:+.1f}"
    if verdict == "none":
        assert said == (
            "The interval contains the even share, so these 40 games show no clear edge for or against "
            f"moving first: the difference of {edge} percentage points is within what chance gives."
        )
        assert "is worth" not in md and "costs" not in md
    elif verdict == "above":
        assert said.startswith("The whole interval lies above the even share: moving first is worth +")
    else:
        assert said.startswith("The whole interval lies below the even share: moving first costs ")
    # the number said is the edge the report's own figures give (to a rounding)
    number = float(re.search(r"(?:difference of|worth|costs) ([+−-]?[\d.]+) percentage", said).group(1))
    assert abs(abs(number) - abs(p - fair)) <= 0.11


def test_a_match_run_is_told_as_matches_of_so_many_games(tmp_path, capsys):
    """`tefuda sim daifugo --match`: the summary, the progress bar's rate and the report
    count matches and say how many games a match has; the winner's share of a total that
    never is positive is left out."""
    argv = ["daifugo", "--match", "-o", "games=2", "--games", "4", "--bots", "heuristic,random"]
    _, md, page = _sim_and_report(tmp_path, argv)
    out = capsys.readouterr()
    assert re.search(r"run\.sqlite: 4 matches \(0 resumed, 4 played in [\d.]+ s, [\d.,]+ matches/s\)", out.out)
    assert "[all matches]  4 matches of 2 games each, mean " in out.out and " bot decisions per match" in out.out
    assert "4 matches of Daifugo, each of 2 games." in md
    assert "Each row is one whole match: a win is winning the match" in md
    for said in (
        "| matches per point | 4 |",
        "| mean seconds per match | ",
        "## Match length (bot decisions per match)",
        "| who | wins | matches | win rate [95 % Wilson] |",
        "| all matches | ",
        "in the first match, moved one seat on each match",
        "| bot | rating | win rate (seat-matches) |",
        "Games in a match: 2",  # here the match's length is a setting that applies
    ):
        assert said in md, said
    assert "games of Daifugo" not in md and "per game" not in md and "all games" not in md
    assert "winner's share" not in md
    assert "<h2>Match length (bot decisions per match)</h2>" in page


def test_the_progress_bar_ends_on_the_runs_rate(capsys):
    """A run whose chunk of games ends in one update left rich without a speed, and the
    bar's last line read `- games/s`: it now shows the run's own rate, in matches for a
    match run."""
    import time

    import tefuda.sim.messages  # noqa: F401 - the catalog the CLI loads
    from tefuda.apps.cmd_sim import Bar

    for match, unit in ((True, "matches/s"), (False, "games/s")):
        bar = Bar("run", "en", match=match)
        bar(0, 4)
        time.sleep(0.05)
        bar(4, 4)  # every game in one update
        bar.close()
        last = capsys.readouterr().err.strip().splitlines()[-1]
        assert "4/4" in last and re.search(rf" [\d.,]+ {unit} ", last), last
        assert f"- {unit}" not in last


@pytest.mark.parametrize(
    "lang, preset, rest",
    [
        (
            "en",
            "Players: 5, preset: Common house rules; as the preset sets them (8切り (8-cut): on, ",
            "; defaults for the rest (Jokers: 2, ",
        ),
        (
            "ja",
            "人数: 5、プリセット: 定番ローカルルール。プリセットによる設定（8切り: オン、",
            "。ほかは既定値（ジョーカーの枚数: 2、",
        ),
    ],
)
def test_the_options_line_tells_the_presets_settings_from_the_defaults(lang, preset, rest, tmp_path, capsys):
    """`-o players=5 --preset house`: what the preset turned on reads as the preset's, not as
    defaults, and the match-only options are left out of a run of single games."""
    argv = ["daifugo", "-o", "players=5", "--preset", "house", "--games", "4", "-q"]
    _, md, _ = _sim_and_report(tmp_path, argv, lang=lang)
    line = next(line for line in md.splitlines() if preset in line)
    assert rest in line and line.index(preset) < line.index(rest)
    defaults = line.split(rest)[1]
    # every rule the preset turned on is said once, as the preset's; the defaults are all off
    assert ": on" not in defaults and ": オン" not in defaults
    for match_only in ("Games in a match", "Points per title", "対戦回数", "身分ごとの得点"):
        assert match_only not in md


def test_chart_legends_sit_outside_the_data_and_labels_keep_one_size(tmp_path, capsys, charts):
    """A Diving sweep over three bonus values and a five-player Daifugo run with two bots:
    no legend lies on a chart's plotting area, the luxury histograms give each point its own
    chart (two series each, not six on one), every chart is as wide and its tick labels as
    large as the others'."""
    _sim_and_report(tmp_path, ["diving", "--sweep", "bonus=6,8,10", "--games", "12", "-q"], name="dive")
    argv = ["daifugo", "-o", "players=5", "--bots", "heuristic,random", "--games", "10", "-q"]
    _sim_and_report(tmp_path, argv, name="five")
    names = [c["name"] for c in charts]
    assert {"result_luxury.png", "result_titles.png", "sweep.png", "winrate_p0.png", "ratings.png"} <= set(names)
    for chart in charts:
        assert chart["legends"] or chart["name"] in ("lengths.png", "ratings.png"), chart["name"]
        for legend in chart["legends"]:
            assert not any(legend.overlaps(ax) for ax in chart["axes"]), chart["name"]
    assert next(c for c in charts if c["name"] == "result_luxury.png")["series"] == [2, 2, 2]
    assert {c["width"] for c in charts} == {8.0}
    assert set().union(*(c["tick_sizes"] for c in charts)) == {9.0}
