"""`tefuda play/sim … -o NAME=VALUE` refusals read as words: the option by its label, its
allowed values with what they mean, the game by its title — and what was typed stays
visible, since that is what the person corrects. Diving's first player is typed 1 or 2
(Player 1 / 2) like Trump OS's; records keep storing the seat (0 / 1) and still replay."""

from __future__ import annotations

import json
import random

import pytest

from tefuda.apps import cli
from tefuda.apps.cli import parse_option_pairs
from tefuda.games import make_game


def refusal(capsys, argv) -> str:
    assert cli.main(argv) == 2
    return capsys.readouterr().err.strip().splitlines()[-1]


@pytest.mark.parametrize(
    "lang, wanted",
    [
        (
            "en",
            "tefuda play: -o first=0: First player: '0' is not one of the choices: random (Random), 1 (Player 1), 2 (Player 2)",
        ),
        (
            "ja",
            "tefuda play: -o first=0: 先攻: '0' は選べません。選択肢: random（ランダム）、1（プレイヤー1）、2（プレイヤー2）",
        ),
    ],
)
def test_a_bad_choice_names_the_option_and_its_choices_in_words(capsys, lang, wanted):
    assert refusal(capsys, ["play", "diving", "--lang", lang, "-o", "first=0"]) == wanted


@pytest.mark.parametrize(
    "lang, wanted",
    [
        (
            "en",
            "tefuda sim: -o frist=1: Diving has no option 'frist'; its options are: "
            "bonus (Bonus cards), first (First player), steal (Steal with a 5 (強奪))",
        ),
        ("ja", "bonus（ボーナスの枚数）、first（先攻）、steal（強奪（5））"),
    ],
)
def test_an_unknown_option_lists_the_options_by_name_and_label(capsys, monkeypatch, lang, wanted):
    monkeypatch.setenv("TEFUDA_LANG", lang)
    said = refusal(capsys, ["sim", "diving", "--games", "1", "-o", "frist=1"])
    assert wanted in said
    if lang == "ja":
        assert (
            said.startswith("tefuda sim: -o frist=1: ダイビングにオプション 'frist' はありません。")
            and "diving" not in said
        )


def test_choices_in_japanese_use_japanese_punctuation(capsys):
    said = refusal(capsys, ["play", "diving", "--lang", "ja", "-o", "bonus=7"])
    assert said == "tefuda play: -o bonus=7: ボーナスの枚数: 7 は選べません。選択肢: 6、8、10"


def test_diving_first_is_typed_as_player_1_or_2():
    assert parse_option_pairs(["first=1"], "diving") == {"first": "0"}  # Player 1 is seat 0
    assert parse_option_pairs(["first=2"], "diving") == {"first": "1"}
    assert parse_option_pairs(["first=random"], "diving") == {"first": "random"}
    assert parse_option_pairs(["first=2"], "trump_os") == {"first": "2"}  # already 1-based
    assert parse_option_pairs(["first=2"]) == {"first": "2"}  # no game: as typed
    for typed, seat in (("1", 0), ("2", 1)):
        game = make_game("diving", parse_option_pairs([f"first={typed}"], "diving"))
        assert list(game.new_state(seed=3).to_move()) == [seat]


def test_a_record_stored_with_the_seat_still_replays(tmp_path, capsys):
    """Records written before (options {"first": "1"}: seat 1 starts) replay as they were."""
    game = make_game("diving", {"first": "1"})
    state = game.new_state(seed=5)
    assert list(state.to_move()) == [1]
    rng = random.Random(2)
    actions = []
    while not state.is_over() and len(actions) < 60:
        seat = state.to_move()[0]
        text = rng.choice(state.legal_texts(seat))
        state.apply(seat, text)
        actions.append({"seat": seat, "action": text})
    path = tmp_path / "old.json"
    path.write_text(json.dumps({"game": "diving", "options": {"first": "1"}, "seed": 5, "actions": actions}))
    assert cli.main(["replay", str(path)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert f"a record of {len(actions)} actions" in out[0] and not [x for x in out if "was refused" in x]


@pytest.mark.parametrize(
    "lang, wanted",
    [
        ("en", "Daifugo has no preset 'zzz'; presets: dsp (DSP standard), house (Common house rules),"),
        (
            "ja",
            "大富豪にプリセット 'zzz' はありません。プリセット: dsp（DSP標準ルール）、house（定番ローカルルール）、",
        ),
    ],
)
def test_an_unknown_preset_lists_the_presets_by_name_and_label(capsys, lang, wanted):
    said = refusal(capsys, ["play", "daifugo", "--lang", lang, "--preset", "zzz"])
    assert wanted in said and "daifugo" not in said


@pytest.mark.parametrize(
    "lang, wanted",
    [
        ("en", "tefuda play: --players 4 and -o players=6 disagree: give the number of players once"),
        ("ja", "tefuda play: --players 4 と -o players=6 が食い違っています。人数は1か所で指定してください"),
    ],
)
def test_players_given_twice_must_agree(capsys, lang, wanted):
    # a newcomer typed both and got a 4-player game without a word about the 6
    assert refusal(capsys, ["play", "daifugo", "--lang", lang, "--players", "4", "-o", "players=6"]) == wanted
    import argparse

    from tefuda.apps.tui.runner import build_options

    same = argparse.Namespace(game="daifugo", option=["players=4"], players=4, preset=None)
    assert build_options(same)["players"] == 4  # the same number twice is no conflict


def test_the_help_says_which_words_an_on_off_option_takes(capsys):
    from tefuda.apps.play_help import play_help

    assert "on|off also accepts yes|no, true|false, 1|0" in play_help("daifugo", "en")
    assert "on|off は yes|no・true|false・1|0 でも可" in play_help("daifugo", "ja")
    for word in ("on", "yes", "true", "1"):  # what the help promises is what is taken
        assert make_game("daifugo", {"eight_cut": word}).options["eight_cut"] is True
