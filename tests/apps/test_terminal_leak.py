"""No hidden card leaks through the terminal (issue #17, like tests/web/test_leak.py).

Every game is played through its real terminal front end — a scripted person at seat 0
(a random legal move each turn) against CPUs — and every piece of output is checked the
moment it is written: it may name only cards the person has seen by then (in any of
their views so far). A CPU's exchanged cards, a refill's faces, another player's draw,
the deck order: any of them named in the output fails the test, in either language.
"""

from __future__ import annotations

import io
import random
import re
from argparse import Namespace

import pytest

from tefuda.core import i18n
from tefuda.core.cards import Card, TarotCard, card_name

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
CODE = re.compile(r"(?<![A-Za-z0-9])(?:10|[2-9AJQK])[SHDC](?![A-Za-z0-9])|(?<![A-Za-z0-9])JK(?![A-Za-z0-9])")
SYMBOL = re.compile(r"(?:10|[2-9AJQK])[♠♥♦♣]")
TAROT = re.compile(r"(?<![A-Za-z0-9])[ASDHC]\d\d(?![0-9])")
SUIT_OF = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}


def _codes_in(obj, out: set) -> set:
    """Every card code anywhere in a view: hands, piles, play texts (`play 5S JK=7S`)."""
    if isinstance(obj, dict):
        for v in obj.values():
            _codes_in(v, out)
    elif isinstance(obj, (list, tuple)):
        for v in obj:
            _codes_in(v, out)
    elif isinstance(obj, str):
        for token in re.split(r"[\s=<>@:,]+", obj):
            for parse in (Card.parse, TarotCard.parse):
                try:
                    out.add(parse(token).code)
                    break
                except Exception:  # noqa: BLE001 - not a card
                    pass
            if TAROT_MINOR.fullmatch(token):
                out.add(_tarot_chip(token))
    return out


TAROT_MINOR = re.compile(r"[SDHC](?:0[1-9]|1[0-4])")


def _tarot_chip(code: str) -> str:
    """A minor tarot card as a board shows it with the author's letters (`D11` → `J♦`, `H01`
    → `A♥`), in the reading of SYMBOL above (`JD`): seen as a code, it may be shown so."""
    n = int(code[1:])
    return {1: "A", 11: "J", 12: "C", 13: "Q", 14: "K"}.get(n, str(n)) + code[0]


def _named(text: str, lang: str) -> set[str]:
    """The cards a text names: codes, suit symbols, names ("Queen of spades", "スペードのQ"),
    the joker by name, tarot codes and tarot names."""
    found = set(CODE.findall(text))
    found |= {m[:-1] + SUIT_OF[m[-1]] for m in SYMBOL.findall(text)}
    found |= {t for t in TAROT.findall(text) if _is_tarot(t)}
    if " of " in text or "の" in text:
        found |= {c for c in NAMED if card_name(c, lang) in text}
        found |= {t for t in TAROT_NAMED if TarotCard.parse(t).name(lang) in text}
    if i18n.translate("card.name.joker", lang) in text:
        found.add("JK")
    return found


def _is_tarot(token: str) -> bool:
    try:
        TarotCard.parse(token)
        return True
    except Exception:  # noqa: BLE001
        return False


NAMED = [c.code for c in (Card(r, s) for s in "SHDC" for r in range(1, 14))]
TAROT_NAMED = [f"{a}{n:02d}" for a in "SDHC" for n in range(1, 15)]


def _static_lines(lang: str, example: str) -> set[str]:
    """Catalog texts that hold no game state (help lines with their examples): they may name
    any card ('play 7H 7D JK') without telling anything."""
    out = set()
    for key, texts in i18n.catalog().items():
        text = texts.get(lang) or texts["en"]
        if "{" not in text.replace("{example}", ""):
            out.add(i18n.translate(key, lang, example=example).strip())
    return out


class Watch(io.StringIO):
    """Terminal output checked as it is written against what the person has seen so far."""

    def __init__(self, lang: str, seen_now, static: set[str]):
        super().__init__()
        self.lang, self.seen_now, self.static = lang, seen_now, static
        self.seen: set[str] = set()
        self.game = None
        self.leaks: list[tuple[str, set]] = []

    def write(self, text: str) -> int:
        game, now = self.seen_now()
        if game is not self.game:  # a match's next deal: what was seen in the last one is no help
            self.game, self.seen = game, set()
        self.seen |= now
        for line in ANSI.sub("", text).splitlines():
            if line.strip() in self.static or not line.strip():
                continue
            hidden = _named(line, self.lang) - self.seen
            if hidden:
                self.leaks.append((line, hidden))
        return super().write(text)


class Person:
    """The human at seat 0: a random legal move whenever asked (Enter when not to move)."""

    def __init__(self, rng: random.Random, seat: int = 0):
        self.rng, self.seat, self.tg, self.asked = rng, seat, None, 0

    def readline(self) -> str:
        self.asked += 1
        if self.asked > 20_000:
            return ""  # a runaway loop ends the game (the test then fails on `over`)
        st = self.tg.state
        legal = st.legal_actions(self.seat) if self.seat in st.to_move() else []
        if not legal or (self.rng.random() < 0.3 and self.seat != getattr(st, "current", self.seat)):
            return "\n"
        return str(self.rng.choice(legal)) + "\n"


def args(game: str, lang: str, seed: int, **kw) -> Namespace:
    base = dict(
        game=game,
        players=None,
        lang=lang,
        seat=0,
        humans=1,
        level="normal",
        bot=None,
        seed=seed,
        option=[],
        preset=None,
    )
    base.update(kw)
    return Namespace(**base)


def _terminal(game: str, a: Namespace, person: Person):
    """The game's own terminal front end with `person` typing and a watched screen."""
    if game == "daifugo":
        from tefuda.apps.tui import daifugo as tui

        tg, match = tui.build(a, out=io.StringIO(), inp=person)
        return tg, lambda: tui.play(tg, match)
    if game == "diving":
        from tefuda.apps.tui import diving as tui

        tg = tui.build(a, out=io.StringIO(), inp=person)
        return tg, tg.run
    if game == "trump_os":
        from tefuda.apps.tui import trump_os as tui

        tg = tui.TrumpOSTerminal(a, render=tui.render, example="place 4H@7 QS@0", inp=person, out=io.StringIO())
        return tg, tg.run
    from tefuda.apps.tui import youscout as tui

    tg = tui.make_terminal(a, out=io.StringIO(), inp=person)
    return tg, tg.run


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize(
    "game, options",
    [
        ("daifugo", ["games=2"]),  # game 2 has the card exchange (DSP-7)
        ("daifugo", ["games=2", "players=4", "jokers=2"]),
        ("diving", []),  # refills draw into a hidden hand
        ("trump_os", ["players=3"]),  # draws are private; the first placement is sealed
        ("youscout", []),  # the talon order is hidden
    ],
)
def test_the_terminal_names_no_card_the_person_has_not_seen(game, options, lang):
    for seed in (1, 2):
        person = Person(random.Random(seed))
        tg, run = _terminal(game, args(game, lang, seed, option=options), person)
        person.tg = tg
        watch = Watch(lang, lambda: (tg.state, _codes_in(tg.state.view(0), set())), _static_lines(lang, tg.example))
        tg.out = watch
        run()
        assert tg.state.is_over(), f"{game}: the scripted game did not finish"
        assert not watch.leaks, f"{game} ({lang}) named hidden cards: " + "; ".join(
            f"{sorted(cards)} in {line!r}" for line, cards in watch.leaks[:5]
        )
        assert len(watch.getvalue()) > 500  # the game was told, not silent


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_egyptian_war_in_the_terminal_names_only_revealed_cards(lang):
    """The deck orders are hidden from everyone: the screen and the messages name only
    cards already turned face up."""
    from tefuda.apps.tui.egyptian_war import build_session
    from tefuda.games.egyptian_war.rules import INDEX, slap_pattern

    for seed in (3, 4):
        s = build_session(args("egyptian_war", lang, seed, level="hard", option=["mode=100"]), rng=random.Random(seed))
        rng, now, reacted, seen, leaks, checked = random.Random(seed), 0.0, False, set(), [], set()
        static = _static_lines(lang, "")
        for _ in range(200_000):
            st = s.state
            if st.is_over():
                break
            if not st.window:
                reacted = False
                s.key(" ", now)
            elif not reacted and now - s.opened > 0.3:
                reacted = True
                if slap_pattern([INDEX[c] for c in st.view(0)["pile"]], s.game.slap_rules) or rng.random() < 0.1:
                    s.key("f", now)
            now += 0.05
            s.tick(now)
            seen |= _codes_in(st.view(0)["pile"], set())
            for line in s.lines(now):
                if line in checked:  # seen only grows: a line once fine stays fine
                    continue
                checked.add(line)
                hidden = _named(ANSI.sub("", line), lang) - seen if line.strip() not in static else set()
                if hidden:
                    leaks.append((line, hidden))
        assert s.state.is_over()
        assert not leaks, leaks[:5]
        assert any(SYMBOL.search(m) for m in s.messages)  # who revealed which card is told
