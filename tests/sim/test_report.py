"""`tefuda report` and the statistics under it."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from tefuda.apps.cli import main
from tefuda.sim import stats
from tefuda.sim.runner import run_sim
from tefuda.sim.spec import SimSpec
from tefuda.sim.store import load_rows


def test_wilson_interval_matches_the_textbook_values():
    p, lo, hi = stats.wilson(5, 10)
    assert p == 0.5 and lo == pytest.approx(0.2366, abs=1e-4) and hi == pytest.approx(0.7634, abs=1e-4)
    p, lo, hi = stats.wilson(0, 20)
    assert p == 0 and lo == 0 and hi == pytest.approx(0.1611, abs=1e-4)
    assert math.isnan(stats.wilson(0, 0)[0])


def _row(seats, returns, result=None):
    return {"seats": seats, "returns": returns, "result": result or {}, "point": 0, "first": 0, "actions": 1}


def test_winners_follow_each_result_shape():
    assert stats.winners(_row(["a", "b"], [0, 1], {"winner": 1})) == [1]
    assert stats.winners(_row(["a", "b"], [0.5, 0.5], {"winner": None})) == []
    assert stats.winners(_row(["a"], [1], {"win": True})) == [0]
    assert stats.winners(_row(["a"], [0], {"win": False})) == []
    assert stats.winners(_row(["a"] * 3, [0, 1, 0.5], {"finish_order": [1, 2, 0]})) == [1]
    assert stats.winners(_row(["a"] * 3, [0, 1, 1])) == []  # a tie on returns: no winner


def test_ratings_order_bots_by_strength():
    rows = []
    for i in range(60):  # strong beats mid 3:1, mid beats weak 3:1, strong beats weak always
        rows.append(_row(["strong", "mid"], [1, 0] if i % 4 else [0, 1]))
        rows.append(_row(["mid", "weak"], [1, 0] if i % 4 else [0, 1]))
        rows.append(_row(["weak", "strong"], [0, 1]))
    elo = stats.elo_ratings(rows)
    assert list(elo) == ["strong", "mid", "weak"]
    assert sum(elo.values()) / 3 == pytest.approx(1500, abs=0.5)
    # 3:1 is about 191 Elo points
    assert 120 < elo["strong"] - elo["mid"] < 320


def test_first_player_edge_against_an_even_share():
    rows = [_row(["a", "b"], [1, 0], {"winner": 0})] * 3 + [_row(["a", "b"], [0, 1], {"winner": 1})]
    fp = stats.by_first(rows)
    assert fp["first"] == [3, 4] and fp["fair"] == [2.0, 4]


@pytest.fixture
def sim_file(game, tmp_path):
    name, mod = game
    bots = list(mod.BOTS)[:2]
    opt = next((o for o in mod.GAME.OPTIONS if o.choices and len(o.choices) >= 2), None)
    sweep = {opt.name: [str(c) for c in opt.choices[:2]]} if opt else {}
    path = tmp_path / "run.sqlite"
    run_sim(SimSpec(game=name, games=40, bots=bots, sweep=sweep, seed=4), path, workers=2)
    return path, sweep


def test_report_writes_html_markdown_and_charts(sim_file, tmp_path, capsys):
    import matplotlib.image as mpimg

    path, sweep = sim_file
    out = tmp_path / "rep"
    assert main(["report", str(path), "--out", str(out)]) == 0
    html = (out / "report.html").read_text(encoding="utf-8")
    md = (out / "report.md").read_text(encoding="utf-8")
    _, rows = load_rows(path)
    for title in ("Win rates", "Game length"):
        assert title in html and title in md
    if sweep:
        assert "Option sweep" in md and (out / "sweep.png").exists()
    # the seat table shows the Wilson interval of the stored rows
    first_point = [r for r in rows if r["point"] == 0]
    k, n = stats.by_seat(first_point)[0]
    assert f"| Player 1 | {k} | {n} | {stats.fmt_rate(k, n).strip()} |" in md
    assert "| seat 0 " not in md and "seat 0" not in html
    pngs = sorted(out.glob("*.png"))
    assert pngs and all(f"src='{p.name}'" in html for p in pngs)
    for p in pngs:
        img = mpimg.imread(p)
        assert img.shape[0] > 100 and img.shape[1] > 100
        assert img.std() > 0.01  # something is drawn


def test_report_of_a_missing_or_foreign_file(tmp_path, capsys):
    assert main(["report", str(tmp_path / "none.sqlite")]) == 2
    assert "no such file" in capsys.readouterr().err
    bad = tmp_path / "bad.sqlite"
    bad.write_text("not a database")
    assert main(["report", str(bad), "--out", str(tmp_path / "r")]) == 2
    assert "not a tefuda sim file" in capsys.readouterr().err


def test_the_newcomers_diving_report_reads_in_words(tmp_path, capsys):
    """`tefuda sim diving` with the defaults, then `tefuda report`: options by label, the
    bot that played, players as `tefuda play` names them, the even share explained, and
    the end reasons in the game's own words."""
    path = tmp_path / "sim-diving.sqlite"
    assert main(["sim", "diving", "--games", "40", "-j", "1", "--out", str(path)]) == 0
    summary = capsys.readouterr().out
    assert "    Player 1: " in summary and "    Player 2: " in summary and "seat 0" not in summary
    assert main(["report", str(path), "--out", str(tmp_path / "rep")]) == 0
    md = (tmp_path / "rep" / "report.md").read_text(encoding="utf-8")
    assert "| options | the game's defaults (Bonus cards: 8, First player: Random, " in md
    assert "| bots | heuristic for every player (the default) |" in md
    assert "{}" not in md and "| default |" not in md and "seat 0" not in md
    assert "| Player 1 | " in md and "| Player 2 | " in md
    assert "each of the 2 players would win an even share: (100 % − " in md
    assert "% games without a winner) / 2 players = " in md
    _, rows = load_rows(path)
    reasons = {r["result"]["reason"] for r in rows}
    assert "luxury" in reasons and "| more luxurious field | " in md and "| luxury |" not in md


def test_a_level_and_swept_options_are_named_in_words(tmp_path, capsys):
    path = tmp_path / "s.sqlite"
    argv = [
        "sim",
        "diving",
        "-n",
        "4",
        "-j",
        "1",
        "--bots",
        "easy,random",
        "--sweep",
        "steal=on,off",
        "--out",
        str(path),
    ]
    assert main(argv) == 0
    summary = capsys.readouterr().out
    assert "[Steal with a 5" in summary and ": on]" in summary and "easy level (random): " in summary
    assert main(["report", str(path), "--out", str(tmp_path / "rep")]) == 0
    md = (tmp_path / "rep" / "report.md").read_text(encoding="utf-8")
    assert "| bots | Player 1: easy level (random), Player 2: random in the first game" in md
    assert "| sweep | Steal with a 5" in md and ": on, off |" in md


@pytest.mark.parametrize("name", ["daifugo", "diving", "egyptian_war", "trump_os", "youscout"])
def test_sim_records_replay_to_the_stored_results(name, tmp_path, capsys):
    """`tefuda sim GAME --records DIR`: every game played is a record that `tefuda replay`
    tells, and replays to the result the result file stored; the file itself is unchanged."""
    import json

    from tefuda.core.record import Record
    from tefuda.games import start_record

    out, folder = tmp_path / "run.sqlite", tmp_path / "records"
    assert main(["sim", name, "-n", "3", "-j", "1", "--out", str(out), "--records", str(folder)]) == 0
    assert f"(watch one: tefuda replay {folder / 'game-0.json'})" in capsys.readouterr().out
    _, rows = load_rows(out)
    assert sorted(p.name for p in folder.iterdir()) == ["game-0.json", "game-1.json", "game-2.json"]
    for row in rows:
        record = Record.load(folder / f"game-{row['idx']}.json")
        _, state = start_record(record)
        assert all(step.ok for step, _ in record.replay(state))
        assert state.is_over() and state.result() == row["result"], name
        assert json.loads((folder / f"game-{row['idx']}.json").read_text())["meta"]["bots"] == row["seats"]
        assert "record" not in row
    assert main(["replay", str(folder / "game-0.json"), "--lang", "en"]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "Game over."


def test_the_record_names_docs_sim_md_gives_are_the_files_a_20_game_run_writes(tmp_path, capsys):
    """A newcomer read `DIR/game-0000.json` in docs/sim.md and found `game-00.json`: the docs
    now say the number is padded to the run's size, with a 20-game run as the example, and
    the command the summary prints opens the first record."""
    import re

    docs = (Path(__file__).resolve().parents[2] / "docs" / "sim.md").read_text(encoding="utf-8")
    said = re.search(r"a 20-game run `(game-\d+\.json)` … `(game-\d+\.json)`", docs)
    assert said, "docs/sim.md no longer gives the names of a 20-game run's records"
    folder = tmp_path / "records"
    argv = ["sim", "diving", "-n", "20", "-j", "1", "--out", str(tmp_path / "r.sqlite"), "--records", str(folder)]
    assert main(argv) == 0
    names = sorted(p.name for p in folder.iterdir())
    assert (names[0], names[-1]) == said.groups() and len(names) == 20
    command = capsys.readouterr().out.splitlines()[-1].split("watch one: ")[1].rstrip(")")
    assert command == f"tefuda replay {folder / said.group(1)}"
    assert main([*command.split()[1:], "--lang", "en"]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "Game over."


def test_sim_records_refuse_a_match(tmp_path, capsys):
    argv = ["sim", "daifugo", "-n", "1", "--match", "--out", str(tmp_path / "m.sqlite"), "--records", str(tmp_path)]
    assert main(argv) == 2
    assert "--records saves single games; it cannot be used with --match" in capsys.readouterr().err


@pytest.mark.parametrize(
    "name, words, codes",
    [
        ("egyptian_war", ["one player won every card"], ["| all_cards |"]),
        # the titles in their rank, as the game's catalog lists them (not alphabetically)
        (
            "daifugo",
            ["| player | Daifugo | Fugo | Heimin | Hinmin | Daihinmin |", "| Player 1 | "],
            ["\n| 0 | ", "| daihinmin"],
        ),
    ],
)
def test_result_categories_read_in_the_games_words(name, words, codes, tmp_path, capsys):
    path = tmp_path / "run.sqlite"
    assert main(["sim", name, "-n", "4", "-j", "1", "-q", "--out", str(path)]) == 0
    assert main(["report", str(path), "--out", str(tmp_path / "rep")]) == 0
    md = (tmp_path / "rep" / "report.md").read_text(encoding="utf-8")
    for text in words:
        assert text in md, name
    for code in codes:
        assert code not in md, name


def test_a_diving_game_where_both_divers_drowned_is_counted_in_its_own_words(tmp_path, capsys):
    """DIV-14: when both divers drown nobody wins. The record says reason `drowned` with no
    winner (the record format's words), and the report counted such a game under "the other
    diver drowned"; now the game's `report_result` tells it apart and the report has a row
    of its own for it, in the game's words, en and ja."""
    from tefuda.sim.words import Words

    path = tmp_path / "random.sqlite"
    # 300 random games, seed 1: one of them ends with both divers drowned at the return
    argv = ["sim", "diving", "--games", "300", "--bots", "random", "--seed", "1", "-j", "1", "-q", "--out", str(path)]
    assert main(argv) == 0
    _, rows = load_rows(path)
    drowned = [r for r in rows if r["result"]["reason"] == "drowned"]
    both = [r for r in drowned if r["result"]["winner"] is None]
    one = [r for r in drowned if r["result"]["winner"] is not None]
    assert both and one, "the seed no longer gives both kinds of drowning"
    assert all(r["returns"] == [0.5, 0.5] for r in both)
    assert main(["report", str(path), "--out", str(tmp_path / "rep")]) == 0
    md = (tmp_path / "rep" / "report.md").read_text(encoding="utf-8")
    pct = lambda k: f"{100 * k / len(rows):.1f} % ({k})"  # noqa: E731
    assert f"| both divers drowned | {pct(len(both))} |" in md
    assert f"| the other diver drowned | {pct(len(one))} |" in md
    assert "both_drowned" not in md
    # the same categories in a Japanese report, each in its own words
    assert main(["report", str(path), "--out", str(tmp_path / "ja"), "--lang", "ja"]) == 0
    md_ja = (tmp_path / "ja" / "report.md").read_text(encoding="utf-8")
    assert "| 2人とも溺死 |" in md_ja and "| 相手が溺死 |" in md_ja
    en, ja = Words("diving", "en"), Words("diving", "ja")
    assert en.result_value("reason", "both_drowned") == "both divers drowned"
    assert ja.result_value("reason", "both_drowned") == "2人とも溺死"
    assert ja.result_value("reason", "drowned") == "相手が溺死"
    assert en.result_value("reason", "drowned") == "the other diver drowned"


def _visible_text(page: str) -> str:
    """What a reader of the report sees: the text outside tags (the style sheet aside) and
    the images' alternative texts."""
    from html.parser import HTMLParser

    class Text(HTMLParser):
        def __init__(self):
            super().__init__()
            self.parts, self.skip = [], False

        def handle_starttag(self, tag, attrs):
            self.skip = tag == "style"
            self.parts += [v for k, v in attrs if k == "alt" and v]

        def handle_endtag(self, tag):
            self.skip = False

        def handle_data(self, data):
            if not self.skip:
                self.parts.append(data)

    reader = Text()
    reader.feed(page)
    return "\n".join(reader.parts)


def _latin_words(text: str) -> set[str]:
    import re

    return set(re.findall(r"[A-Za-z]{2,}", text))


@pytest.fixture
def chart_texts(monkeypatch):
    """Every text drawn on the report's charts (titles, axis labels, ticks, legends)."""
    from matplotlib.text import Text

    from tefuda.sim import report

    drawn: list[str] = []
    save = report._save

    def keep(fig, out, name):
        drawn.extend(t.get_text() for t in fig.findobj(Text) if t.get_text())
        return save(fig, out, name)

    monkeypatch.setattr(report, "_save", keep)
    return drawn


@pytest.mark.parametrize(
    "name, result, own_words",
    [
        ("diving", "結果: 豪華さ", set()),
        # the UEC contest's name is the option's own word in Japanese too
        ("daifugo", "結果: 身分", {"UECda"}),
    ],
)
def test_a_japanese_reader_gets_the_summary_and_the_report_in_japanese(
    name, result, own_words, tmp_path, capsys, chart_texts
):
    """`tefuda sim GAME --lang ja`, then `tefuda report FILE --lang ja`: headings, tables,
    explanations and charts in Japanese; the only Latin letters left are the bots' names as
    they were typed, the product's name and the file's path."""
    path = tmp_path / "run.sqlite"
    assert main(["sim", name, "--games", "20", "-j", "1", "--lang", "ja", "--out", str(path)]) == 0
    summary = capsys.readouterr().out
    _, rows = load_rows(path)
    bots = {b for r in rows for b in r["seats"]}
    assert "20ゲーム" in summary and "プレイヤー別の勝率（席順。プレイヤー1が最初の席）:" in summary
    assert "    プレイヤー1: " in summary and "    プレイヤー2: " in summary
    assert _latin_words(summary.replace(str(path), "")) <= bots | own_words, summary

    out = tmp_path / "rep"
    assert main(["report", str(path), "--out", str(out), "--lang", "ja"]) == 0
    page = (out / "report.html").read_text(encoding="utf-8")
    assert page.startswith("<!doctype html><html lang='ja'>")
    shown = _visible_text(page)
    for heading in ("<h2>実行内容</h2>", "<h2>勝率 — 全ゲーム</h2>", "<h2>ゲームの長さ（1ゲームの行動数）</h2>"):
        assert heading in page
    assert f"<h2>{result}</h2>" in page
    assert "<th>だれ</th><th>勝ち</th><th>ゲーム数</th><th>勝率［95 % ウィルソン区間］</th>" in page
    assert "<td>プレイヤー1</td>" in page and "Player" not in shown
    assert "均等な割合で勝つはずです" in shown
    assert _latin_words(shown.replace(str(path), "")) <= bots | own_words | {"tefuda"}
    assert "勝率（%）" in chart_texts and "プレイヤー1" in chart_texts
    assert _latin_words(" ".join(chart_texts)) <= bots | own_words, chart_texts
    md = (out / "report.md").read_text(encoding="utf-8")
    assert md.startswith("# tefuda レポート — ") and "\n## 実行内容\n" in md


def test_english_is_the_same_with_lang_en_and_follows_the_environment(tmp_path, capsys, monkeypatch):
    """`--lang en` gives the report every test above reads; without --lang the report takes
    TEFUDA_LANG (then the locale), as `tefuda play` does."""
    path = tmp_path / "run.sqlite"
    assert main(["sim", "diving", "--games", "20", "-j", "1", "-q", "--out", str(path)]) == 0
    assert main(["report", str(path), "--out", str(tmp_path / "en"), "--lang", "en"]) == 0
    assert main(["report", str(path), "--out", str(tmp_path / "default")]) == 0  # TEFUDA_LANG=en (conftest)
    page = (tmp_path / "en" / "report.html").read_text(encoding="utf-8")
    assert page == (tmp_path / "default" / "report.html").read_text(encoding="utf-8")
    assert page.startswith("<!doctype html><html lang='en'>") and "<h2>Run</h2>" in page
    assert "<th>who</th><th>wins</th><th>games</th><th>win rate [95 % Wilson]</th>" in page
    monkeypatch.setenv("TEFUDA_LANG", "ja")
    assert main(["report", str(path), "--out", str(tmp_path / "ja")]) == 0
    assert "<h2>実行内容</h2>" in (tmp_path / "ja" / "report.html").read_text(encoding="utf-8")


@pytest.mark.parametrize("command", ["sim", "report"])
def test_an_unknown_language_is_refused(command, tmp_path, capsys):
    argv = ["sim", "diving", "--games", "2", "--out", str(tmp_path / "x.sqlite")]
    if command == "report":
        argv = ["report", str(tmp_path / "x.sqlite")]
    with pytest.raises(SystemExit) as e:
        main([*argv, "--lang", "fr"])
    assert e.value.code == 2
    assert "argument --lang: invalid choice: 'fr'" in capsys.readouterr().err
    assert not (tmp_path / "x.sqlite").exists()
