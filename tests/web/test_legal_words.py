"""The browser's "All moves you can make" box names each move in words (the descriptor's
`action_words` hook, phrased by each game's present.py); the button still sends the
action text. Words go only with the seat's own legal actions."""

from __future__ import annotations

import random
import re

import pytest

from tefuda.apps.web.tables import Table
from tefuda.core.protocol import CLOCK
from tefuda.games import GAMES, descriptor, make_game

# an ASCII card code, a joker code or a Trump OS address: what the words must not show
RAW = re.compile(r"(?<![A-Za-z0-9])(?:10|[2-9AJQK])[SHDC](?![A-Za-z0-9])|(?<![A-Za-z])JK|@|_")
ASCII_WORD = re.compile(r"[A-Za-z]{2,}")
# English a Japanese label may hold: the Joker is a word in both; none of the action verbs
JA_OK = {"OS"}


def sample_legal(game_name: str, options: dict, games: int = 2, steps: int = 300) -> set[str]:
    """Legal action texts met in a few random games (every kind of action the game has)."""
    game = make_game(game_name, options)
    rng = random.Random(5)
    seen: set[str] = set()
    for seed in range(games):
        st = game.new_state(seed=seed)
        for _ in range(steps):
            if st.is_over():
                break
            seat = rng.choice(st.to_move())
            legal = st.legal_texts(seat)
            if seat != CLOCK:
                seen.update(legal[:40])
            st.apply(seat, rng.choice(legal))
    return seen


@pytest.mark.parametrize("game_name", GAMES)
def test_every_legal_action_has_words_in_both_languages(game_name):
    texts = sample_legal(game_name, {})
    d = descriptor(game_name)
    assert d.action_words is not None
    for lang in ("en", "ja"):
        words = d.words_for(sorted(texts), lang)
        for text, said in zip(sorted(texts), words):
            assert said != text, f"{game_name} {lang}: no words for {text!r}"
            assert not RAW.search(said), f"{game_name} {lang}: {text!r} -> {said!r}"
            if lang == "ja":
                left = set(ASCII_WORD.findall(said)) - JA_OK
                assert not left, f"{game_name}: English {left} in {said!r}"
                assert "(" not in said and ", " not in said, said


def test_words_read_as_the_rules_say():
    d, tos, div = descriptor("daifugo"), descriptor("trump_os"), descriptor("diving")
    assert d.words_for(["play 3S 3C", "pass"], "en") == ["Play 3♠ 3♣", "Pass"]
    assert d.words_for(["play 3S 3C", "give 2S AH"], "ja") == ["3♠ 3♣を出す", "2♠ A♥を渡す（カード交換）"]
    assert div.words_for(["refill 1 pay JK"], "en") == ["Refill oxygen (draw 1), paying with the joker"]
    assert div.words_for(["take 9C 8S"], "en") == ["Take the treasure, paying 9♣ 8♠"]
    assert div.words_for(["take 9C 8S"], "ja") == ["9♣ 8♠で支払って宝を手に入れる"]
    assert tos.words_for(["place KS@0", "place", "run"], "ja") == [
        "K♠を0番地に置く",
        "何も置かない",
        "プログラムを実行する（手番の終わり）",
    ]
    # a text the words cannot read is shown as it is (the engine will say why it is refused)
    assert d.words_for(["dance"], "en") == ["dance"]


def _table(game_name, options, seats, seed=3):
    game = make_game(game_name, options)
    state = game.new_state(seed=seed)
    return Table("r1", game_name, game.public_options(), state.setup(), seats, None, cpu_delay=0.0)


def test_daifugo_exchange_in_a_later_game_is_offered_in_words():
    seats = [{"kind": "human", "name": "", "token": None}] * 4
    table = _table("daifugo", {"players": 4, "games": 2}, [dict(s) for s in seats])
    rng = random.Random(1)
    while table.deal == 0:
        seat = table.state.to_move()[0]
        table.apply(seat, rng.choice(table.state.legal_texts(seat)))
    givers = [s for s in table.state.to_move() if any(t.startswith("give") for t in table.state.legal_texts(s))]
    assert givers, "the second game starts with the card exchange (DSP-7)"
    u = table.update_for(givers[0], "en")
    assert len(u["legal_words"]) == len(u["legal"])
    for text, said in zip(u["legal"], u["legal_words"]):
        assert text.startswith("give ") and said.startswith("Give ") and said.endswith("(card exchange)")
        assert not RAW.search(said), said
    ja = table.update_for(givers[0], "ja")["legal_words"]
    assert all(w.endswith("を渡す（カード交換）") for w in ja), ja
    # another seat, a spectator: no legal actions, so no words either
    others = [s for s in range(4) if s not in table.state.to_move()]
    for seat in others[:1] + [None]:
        u = table.update_for(seat, "en")
        assert u["legal"] == [] and u["legal_words"] == []


def test_trump_os_placement_out_of_turn_is_offered_in_words():
    seats = [{"kind": "human", "name": "", "token": None} for _ in range(3)]
    table = _table("trump_os", {"players": 3}, seats)
    rng = random.Random(2)
    for _ in range(400):  # through the initial placement into the turns
        st = table.state
        waiting = table.descriptor.seats_waited_on(st)
        oot = [s for s in st.to_move() if s != CLOCK and s not in waiting and st.legal_texts(s)]
        if oot and st.view(oot[0]).get("phase") != "placement":
            break
        seat = rng.choice([s for s in st.to_move() if s != CLOCK])
        table.apply(seat, rng.choice(st.legal_texts(seat)))
    else:
        pytest.fail("no placement out of turn came up")
    u = table.update_for(oot[0], "en")
    assert u["legal"] and len(u["legal_words"]) == len(u["legal"])
    for text, said in zip(u["legal"], u["legal_words"]):
        assert said.startswith("Place ") and " in cell " in said and not RAW.search(said), (text, said)


@pytest.mark.browser
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_legal_box_shows_words_and_sends_the_action(browser, server, lang):
    from helpers import MY_TURN, open_room, phone_page

    with phone_page(browser, lang) as page:
        open_room(page, server, "diving", [{"kind": "human"}, {"kind": "cpu", "level": "easy"}], lang=lang)
        page.wait_for_function(MY_TURN, timeout=20_000)
        page.click("#legal-box summary")
        summary = page.inner_text("#legal-box summary")
        assert ("All moves you can make" if lang == "en" else "今できる手すべて（") in summary
        labels = page.locator("button.legal").all_inner_texts()
        actions = page.eval_on_selector_all("button.legal", "(bs) => bs.map((b) => b.dataset.action)")
        assert labels and len(labels) == len(actions)
        for label, action in zip(labels, actions):
            assert label != action and not RAW.search(label), (label, action)
        placeholder = page.get_attribute("#action-text", "placeholder")
        # the box to type into shows how: one of the moves as it is typed
        assert (
            placeholder
            and actions[0] in placeholder
            and ("type" in placeholder if lang == "en" else "入力" in placeholder)
        )
        page.screenshot(path=f"test-artifacts/legal_words_diving_{lang}_390.png", full_page=True)
        # the button still sends the action text: the game moves on
        before = page.evaluate("() => window.tefudaRoom.latest().seq")
        page.locator("button.legal").first.click()
        page.wait_for_function("(s) => window.tefudaRoom.latest().seq > s", arg=before, timeout=20_000)
