"""A line-based terminal loop shared by the turn-based games.

The game's module supplies `render(view, lang) -> str` and optionally
`describe(event, lang) -> str` for its log events; everything else (prompt, help,
errors in the chosen language, hot-seat hand-over, CPU turns) lives here once.
"""

from __future__ import annotations

import os
import sys
from typing import Callable

from tefuda.apps.cli import parse_option_pairs
from tefuda.core import i18n
from tefuda.core.errors import IllegalAction, TefudaError
from tefuda.core.events import visible_log
from tefuda.games import make_bot, make_game

i18n.register({
    "tui.prompt": {"en": "seat {seat}> ", "ja": "席{seat}> "},
    "tui.help": {
        "en": "Type an action (e.g. {example}), 'moves' for the legal ones, 'quit' to leave.",
        "ja": "行動を入力してください（例: {example}）。'moves' で合法手一覧、'quit' で終了。",
    },
    "tui.moves": {"en": "Legal actions:", "ja": "合法手:"},
    "tui.error": {"en": "Not allowed: {error}", "ja": "できません: {error}"},
    "tui.cpu": {"en": "CPU seat {seat}: {action}", "ja": "CPU 席{seat}: {action}"},
    "tui.you": {"en": "You (seat {seat}): {action}", "ja": "あなた（席{seat}）: {action}"},
    "tui.handover": {
        "en": "Hand the device to seat {seat}, then press Enter (the last hand is hidden).",
        "ja": "席{seat}の人に渡して Enter を押してください（前の手札は隠しました）。",
    },
    "tui.over": {"en": "Game over.", "ja": "ゲーム終了。"},
    "tui.bye": {"en": "Bye.", "ja": "終了します。"},
})

def make_cpu(game_name: str, name: str, game, seat: int, seed: int | None):
    """A CPU by level (easy / normal / hard, the shared level table) or by bot name."""
    from tefuda.bots.levels import LEVEL_NAMES, make_level_bot

    if name in LEVEL_NAMES:
        return make_level_bot(game_name, name, game, seat, seed)
    return make_bot(game_name, name, game, seat, seed=seed)


def detect_lang(explicit: str | None) -> str:
    if explicit:
        return explicit
    env = os.environ.get("TEFUDA_LANG") or os.environ.get("LC_ALL") or os.environ.get("LANG") or ""
    return "ja" if env.lower().startswith("ja") else "en"


def build_options(args) -> dict:
    options = parse_option_pairs(getattr(args, "option", []))
    if getattr(args, "players", None) is not None:
        options["players"] = args.players
    if getattr(args, "preset", None):
        options["preset"] = args.preset
    return options


class TerminalGame:
    def __init__(self, args, render: Callable, describe: Callable | None = None,
                 example: str = "pass", game=None,
                 out=None, inp=None, default_level: str = "normal"):
        self.lang = detect_lang(getattr(args, "lang", None))
        self.game = game or make_game(args.game, build_options(args))
        self.render = render
        self.describe = describe
        self.example = example
        self.out = out or sys.stdout
        self.inp = inp or sys.stdin
        n = self.game.num_players
        first = getattr(args, "seat", 0) or 0
        if not 0 <= first < n:
            raise TefudaError(f"--seat must be 0..{n - 1}", "cli.seat", n=n)
        count = max(1, min(getattr(args, "humans", 1) or 1, n))
        self.humans = [(first + k) % n for k in range(count)]
        names = list(getattr(args, "bot", None) or [])
        level = getattr(args, "level", None) or default_level  # a game may face its strongest CPU
        # a level goes through the shared level table (the same CPUs as the browser)
        default = level
        self.bots = {}
        cpu_seats = [s for s in range(n) if s not in self.humans]
        seed = getattr(args, "seed", None)
        for k, seat in enumerate(cpu_seats):
            name = names[k] if k < len(names) else (names[-1] if names else default)
            self.bots[seat] = make_cpu(args.game, name, self.game, seat, None if seed is None else seed + seat)
        self.state = self.game.new_state(seed=seed)
        self.log_seen = 0
        self.last_human = None

    def t(self, key, **kw) -> str:
        return i18n.translate(key, self.lang, **kw)

    def say(self, text: str = "") -> None:
        print(text, file=self.out, flush=True)

    def viewer(self) -> int | None:
        """Whose eyes the log is printed for: the one person, or on a shared device nobody's
        private events (a spectator's log)."""
        return self.humans[0] if len(self.humans) == 1 else None

    def show_log(self) -> None:
        log = getattr(self.state, "log", None)
        if not log or self.describe is None:
            return
        for ev in visible_log(log, self.viewer(), self.log_seen):
            line = self.describe(ev, self.lang)
            if line:
                self.say(line)
        self.log_seen = len(log)

    def ask(self, seat: int) -> bool:
        """Prompt one human; False when they quit or input ends."""
        if len(self.humans) > 1 and self.last_human not in (None, seat):
            self.say("\n" * 40)
            self.say(self.t("tui.handover", seat=seat))
            if not self.inp.readline():
                return False
        self.last_human = seat
        self.say(self.render(self.state.view(seat), self.lang))
        while True:
            self.out.write(self.t("tui.prompt", seat=seat))
            self.out.flush()
            line = self.inp.readline()
            if not line:
                return False
            text = line.strip()
            if not text:
                continue
            if text in ("quit", "exit", "q"):
                return False
            if text in ("help", "?"):
                self.say(self.t("tui.help", example=self.example))
                continue
            if text in ("moves", "m"):
                self.say(self.t("tui.moves"))
                for a in self.state.legal_actions(seat):
                    self.say(f"  {a}")
                continue
            try:
                self.state.apply(seat, text)
            except (IllegalAction, TefudaError) as e:
                self.say(self.t("tui.error", error=e.localized(self.lang)))
                continue
            self.say(self.t("tui.you", seat=seat, action=text))
            return True

    def run(self) -> int:
        self.say(self.t("tui.help", example=self.example))
        while not self.state.is_over():
            self.show_log()
            seats = self.state.to_move()
            humans_now = [s for s in seats if s in self.humans]
            if humans_now:
                if not self.ask(humans_now[0]):
                    self.say(self.t("tui.bye"))
                    return 0
                continue
            seat = seats[0]
            bot = self.bots[seat]
            action = bot.act(self.state.view(seat), self.state.legal_actions(seat))
            self.state.apply(seat, action)
            self.say(self.t("tui.cpu", seat=seat, action=str(action)))
        self.show_log()
        self.say(self.render(self.state.view(self.humans[0]), self.lang))
        self.say(self.t("tui.over"))
        return 0
