"""A line-based terminal loop shared by the turn-based games.

The game's module supplies `render(view, lang) -> str`; its log events are told with the
descriptor's `describe(event, viewer, lang)`, only those `core.events.visible_log` lets
the person see (never another seat's action text); everything else (prompt, help,
errors in the chosen language, hot-seat hand-over, CPU turns) lives here once.

Cards: typed with codes or suit symbols (`take 7♦`), printed with suit symbols, red
hearts and diamonds on a colour terminal (`style.py`). `help` prints the game's How to
play page and the commands; `help TOPIC` a game's extra page (`help_topics`). A hand-over
between two people clears the screen and its scrollback.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable

from tefuda.apps.cli import parse_option_pairs
from tefuda.apps.tui.style import CLEAR_SCREEN, color_enabled, from_symbols, paint
from tefuda.core import i18n
from tefuda.core.errors import IllegalAction, NotUnderstood, TefudaError, UnknownAction
from tefuda.core.events import visible_log
from tefuda.core.narration import listing
from tefuda.core.seeds import fresh_seed
from tefuda.games import make_game

i18n.register(
    {
        "tui.prompt": {"en": "{seat:player}> ", "ja": "{seat:player}> "},
        # a game for one person (a solitaire): nobody else to tell apart
        "tui.prompt_solo": {"en": "> ", "ja": "> "},
        "tui.help": {
            "en": "Type an action (e.g. {example}; cards as 7D or 7♦), 'moves' for the legal ones, "
            "'help' for how to play, 'quit' to leave.",
            "ja": "行動を入力してください（例: {example}。カードは 7D でも 7♦ でも可）。'moves' で合法手一覧、"
            "'help' で遊び方、'quit' で終了。",
        },
        "tui.help_topics": {"en": "More help: {topics}", "ja": "ほかのヘルプ: {topics}"},
        "tui.help_unknown": {
            "en": "No help on {topic!r}; try: {topics}",
            "ja": "{topic!r} のヘルプはありません。使えるもの: {topics}",
        },
        "tui.moves": {"en": "Legal actions:", "ja": "合法手:"},
        # a move the rules refuse
        "tui.error": {"en": "Not allowed: {error}", "ja": "できません: {error}"},
        # a line that is no command at all (a typo): not a refusal by the rules
        "tui.unknown": {
            "en": "I don't know {text!r} — type help for the commands, or moves for what you can do now.",
            "ja": "「{text}」は分かりません。help でコマンドの説明、moves で今できることを表示します。",
        },
        # a known command with a word, card or place that does not exist (a typo too)
        "tui.not_understood": {"en": "Not understood: {error}", "ja": "読み取れません: {error}"},
        "tui.cpu": {"en": "CPU {seat:player} moved.", "ja": "CPU（{seat:player}）が行動しました。"},
        "tui.you": {"en": "You ({seat:player}): {action}", "ja": "あなた（{seat:player}）: {action}"},
        "tui.handover": {
            "en": "Hand the device to {seat:player}, then press Enter (the last hand is hidden).",
            "ja": "{seat:player}の人に渡して Enter を押してください（前の手札は隠しました）。",
        },
        "tui.over": {"en": "Game over.", "ja": "ゲーム終了。"},
        "tui.bye": {"en": "Bye.", "ja": "終了します。"},
        "cli.seat": {"en": "--seat must be 1 to {n} ({n} players)", "ja": "--seat は 1〜{n} です（{n}人）"},
        "cli.humans": {
            "en": "--humans must be 1 to {most} for {game_en}",
            "ja": "{game_ja}の --humans は 1〜{most} です",
        },
        "cli.players_twice": {
            "en": "--players {players} and -o players={option} disagree: give the number of players once",
            "ja": "--players {players} と -o players={option} が食い違っています。人数は1か所で指定してください",
        },
        "cli.players_fixed": {
            "en": "{game_en} is played by exactly {n} {n:player|players}; leave out --players or give {n}",
            "ja": "{game_ja}は{n}人で遊ぶゲームです。--players を省くか {n} を指定してください",
        },
    }
)


def terminal_width(out) -> int | None:
    """The columns a line may take on `out` when it is a terminal (one less than it has,
    so a full line never wraps by itself); None for a file or a pipe (no limit)."""
    import shutil

    isatty = getattr(out, "isatty", None)
    if not (isatty and isatty()):
        return None
    return shutil.get_terminal_size((80, 24)).columns - 1


def fit(text: str, out) -> str:
    """On a terminal, lines wider than it broken between words (or after 、。), never in
    the middle of one as the terminal itself would ('he' / 'lp'); other output unchanged."""
    width = terminal_width(out)
    if width is None:
        return text
    return "\n".join(fit_lines(text.split("\n"), width))


def fit_lines(lines: list[str], width: int) -> list[str]:
    """Each line wider than `width` columns broken between words (or after 、。), its
    indentation kept on the lines it continues on; the others unchanged."""
    from tefuda.apps.tui.style import width_of
    from tefuda.apps.tui.wrap import wrap

    out: list[str] = []
    for line in lines:
        if width_of(line) <= width:
            out.append(line)
            continue
        body = line.lstrip(" ")
        out.extend(wrap(body, width, " " * (len(line) - len(body))))
    return out


def cpu_level(args, game_name: str) -> str:
    """`--level`, else the game's default level (its descriptor's, as the browser's form)."""
    from tefuda.games import descriptor

    return getattr(args, "level", None) or descriptor(game_name).default_level


def cpu_bots(args, game_name: str, game, seats) -> dict:
    """The CPU players of `tefuda play`: `--bot SPEC` per CPU seat in order (the last one
    repeats), else `--level SPEC` for all, else the game's default level; every spec goes
    through the one builder (tefuda.bots.spec), so levels are the browser's CPUs too."""
    from tefuda.bots.spec import make_bot

    specs = list(getattr(args, "bot", None) or [])
    default = cpu_level(args, game_name)
    seed = getattr(args, "seed", None)
    bots = {}
    for k, seat in enumerate(seats):
        spec = specs[k] if k < len(specs) else (specs[-1] if specs else default)
        bots[seat] = make_bot(game_name, spec, game, seat, None if seed is None else seed + seat)
    return bots


def detect_lang(explicit: str | None) -> str:
    if explicit:
        return explicit
    env = os.environ.get("TEFUDA_LANG") or os.environ.get("LC_ALL") or os.environ.get("LANG") or ""
    return "ja" if env.lower().startswith("ja") else "en"


def _refuse(key: str, **params) -> TefudaError:
    """A refusal of the command line (its text in either language comes from the catalog)."""
    return TefudaError(key, **params)


def _titles(game_name: str) -> dict:
    from tefuda.games import descriptor

    d = descriptor(game_name)
    return {"game_en": d.title("en"), "game_ja": d.title("ja")}


def players_option(game_name: str, players: int | None) -> dict:
    """`--players N` as a rule option. A game for a fixed number of players has no
    `players` option: there N must be that number (its min = max players), and is dropped."""
    from tefuda.games import descriptor

    if players is None:
        return {}
    d = descriptor(game_name)
    if any(o.name == "players" for o in d.options):
        return {"players": players}
    if d.min_players <= players <= d.max_players:
        return {}
    raise _refuse("cli.players_fixed", n=d.min_players, **_titles(game_name))


def check_seats(game_name: str, n: int, seat: int, humans: int, most: int | None = None) -> None:
    """Refuse a seat or a number of people the game cannot seat (nothing is clamped)."""
    if not 0 <= seat < n:
        raise _refuse("cli.seat", n=n)
    most = n if most is None else min(n, most)
    if not 1 <= humans <= most:
        raise _refuse("cli.humans", most=most, **_titles(game_name))


def say_starting(lang: str, cpus: bool = True) -> None:
    """`tefuda play`, once the game's options and the seats are accepted (never before an
    error about them): one line before the CPU players are built and the cards dealt, which
    can take a while on a busy machine (a blank screen looks broken). A table with no CPU
    seat (a solitaire, or people only) is not told of CPU players."""
    print(i18n.translate("cli.starting" if cpus else "cli.starting_no_cpu", lang), flush=True)


def _same_number(text, n: int) -> bool:
    try:
        return int(str(text).strip()) == n
    except ValueError:
        return False


def build_options(args) -> dict:
    options = parse_option_pairs(getattr(args, "option", []), args.game)
    players = players_option(args.game, getattr(args, "players", None))
    # `--players 4 -o players=6`: two different answers to one question are refused, never
    # one of them silently dropped (the same number twice is fine)
    if "players" in players and "players" in options and not _same_number(options["players"], players["players"]):
        raise _refuse("cli.players_twice", players=players["players"], option=options["players"])
    options.update(players)
    if getattr(args, "preset", None):
        options["preset"] = args.preset
    return options


class TerminalGame:
    def __init__(
        self,
        args,
        render: Callable,
        describe: Callable | None = None,
        example: str = "pass",
        game=None,
        out=None,
        inp=None,
    ):
        self.lang = detect_lang(getattr(args, "lang", None))
        self.game = game or make_game(args.game, build_options(args))
        self.render = render
        # the story of the game: describe(event, viewer, lang) (contract 2), the game's own
        # unless the front end wraps it; never the raw action text of another seat
        if describe is None:
            from tefuda.games import descriptor

            describe = descriptor(args.game).describe
        self.describe = describe
        self.example = example
        self.out = out or sys.stdout
        self.inp = inp or sys.stdin
        self.color = color_enabled(self.out)
        self.game_name = args.game
        self.help_topics: dict[str, Callable[[str], str]] = {}  # `help NAME` → text in a language
        n = self.game.num_players
        first = getattr(args, "seat", 0) or 0
        count = getattr(args, "humans", 1)
        count = 1 if count is None else count
        check_seats(args.game, n, first, count)
        self.humans = [(first + k) % n for k in range(count)]
        cpu_seats = [s for s in range(n) if s not in self.humans]
        if out is None:  # the command's own terminal (tests and tools pass their stream)
            say_starting(self.lang, cpus=bool(cpu_seats))
        self.bots = cpu_bots(args, args.game, self.game, cpu_seats)
        # the deal: --seed, else 128 bits of OS entropy; kept so the deal can be replayed
        seed = getattr(args, "seed", None)
        self.seed_given = seed is not None  # else later deals draw fresh OS entropy too
        self.seed = seed if seed is not None else fresh_seed()
        self.played: list | None = getattr(args, "played", None)  # `tefuda play --record FILE` collects here
        self.state = self.game.new_state(seed=self.seed)
        self.log_seen: dict[int | None, int] = {}  # per viewer: how much of the log they were told
        self.last_human = None
        self.pending: tuple[int, str] | None = None  # (seat, text) warned about, to be confirmed

    @property
    def state(self):
        return self._state

    @state.setter
    def state(self, state) -> None:
        # every game this terminal starts (a match's next deal too) is one record for
        # `--record FILE`; the state object keeps its history as it is played
        self._state = state
        if self.played is not None:
            self.played.append(state)

    def t(self, key, **kw) -> str:
        return i18n.translate(key, self.lang, **kw)

    def say(self, text: str = "") -> None:
        print(paint(fit(text, self.out), self.color), file=self.out, flush=True)

    def show_help(self, topic: str = "") -> None:
        """`help`: the How to play page, then the commands; `help TOPIC`: a topic page."""
        import shutil

        from tefuda.apps import howto

        width = min(shutil.get_terminal_size((80, 24)).columns, 100) - 1
        topics = listing((f"help {k}" for k in self.help_topics), self.lang)
        if topic:
            page = self.help_topics.get(topic)
            if page is None:
                self.say(self.t("tui.help_unknown", topic=topic, topics=topics or "help"))
            else:
                self.say(page(self.lang))
            return
        if howto.available(self.game_name, self.lang):
            md = howto.load(self.game_name, self.lang)
            self.say(howto.to_terminal(md, self.lang, color=self.color, width=width))
            self.say()
        if topics:
            self.say(self.t("tui.help_topics", topics=topics))
        self.say(self.t("tui.help", example=self.example))

    def hand_over(self, seat: int) -> bool:
        """Between two people at one terminal: clear the screen and its scrollback (the last
        hand must not be scrollable), then wait for the next person's Enter."""
        self.out.write(CLEAR_SCREEN)
        self.say(self.t("tui.handover", seat=seat))
        if not self.inp.readline():
            return False
        self.out.write(CLEAR_SCREEN)
        return True

    def viewer(self) -> int | None:
        """Whose eyes the log is printed for as it happens: the one person. On a shared
        device (hot seat) nobody's: each person is told their part after the hand-over."""
        return self.humans[0] if len(self.humans) == 1 else None

    def reset_log(self) -> None:
        """A new game (a match's next deal) starts its own log."""
        self.log_seen = {}

    def show_log(self, viewer: int | None | type = ..., live: bool = True) -> None:
        """Tell `viewer` what happened since they were last told: only what
        `core.events.visible_log` lets them see, in the game's words. With several people
        at one terminal nothing is told live; each hears their part after the hand-over."""
        if viewer is ...:
            if len(self.humans) > 1 and live:
                return
            viewer = self.viewer()
        log = getattr(self.state, "log", None) or []
        start = self.log_seen.get(viewer)
        if start is None:  # a viewer not told before (the end on a shared device): what is new to all
            start = min((self.log_seen.get(h, 0) for h in self.humans), default=0)
        if self.describe is not None:
            for ev in visible_log(log, viewer, start):
                line = self.describe(ev, viewer, self.lang)
                if line:
                    self.say(line)
        self.log_seen[viewer] = len(log)

    def ask(self, seat: int) -> bool:
        """Prompt one human; False when they quit or input ends."""
        if len(self.humans) > 1 and self.last_human not in (None, seat):
            if not self.hand_over(seat):
                return False
        if len(self.humans) > 1:
            self.show_log(seat)  # after the hand-over: this person's part of the story
        self.last_human = seat
        self.say(self.render(self.state.view(seat), self.lang))
        while True:
            # (a game for one person names no player in its prompt)
            self.out.write(self.t("tui.prompt" if self.game.num_players > 1 else "tui.prompt_solo", seat=seat))
            self.out.flush()
            line = self.inp.readline()
            if not line:
                return False
            text = from_symbols(line.strip())
            if not text:
                continue
            if text in ("quit", "exit", "q"):
                return False
            if text in ("help", "?") or text.startswith("help "):
                self.show_help(text[5:].strip())
                self.say(self.render(self.state.view(seat), self.lang))  # the table again, below the page
                continue
            if text in ("moves", "m"):
                self.say(self.t("tui.moves"))
                for line in self.moves_lines(seat):
                    self.say(f"  {line}")
                continue
            # an action that would lose the game outright is asked about first: the game's
            # warning, and the same text typed again confirms it (anything else drops it)
            typed = (seat, self.canonical(text))
            warning = self.warning(seat, text) if self.pending != typed else None
            self.pending = typed if warning else None
            if warning:
                self.say(warning)
                continue
            if not self.attempt(seat, text, line.strip()):
                continue
            if self.describe is None:  # a game with no narration: at least one's own move
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
            if self.describe is None:  # no narration: say a CPU moved, never what (it may be private)
                self.say(self.t("tui.cpu", seat=seat))
        self.show_log(live=False)
        self.say(self.render(self.state.view(self.humans[0]), self.lang))
        self.say(self.over_text())
        return 0

    def warning(self, seat: int, text: str) -> str | None:
        """A warning before an accepted action that loses the game at once (the person then
        types it again to go ahead); None for most actions. The game's terminal says when."""
        return None

    def canonical(self, text: str) -> str:
        """The action text as compared when confirming: the same action however typed (a
        game whose texts have one canonical form may give it)."""
        return " ".join(text.lower().split())

    def moves_lines(self, seat: int) -> list[str]:
        """What `moves` prints under "Legal actions:": every legal action, one a line. A
        game whose list runs long overrides it with a compact form of the same actions."""
        return [str(a) for a in self.state.legal_actions(seat)]

    def attempt(self, seat: int, text: str, typed: str) -> bool:
        """Apply the typed action; on a refusal say why (`refusal`) and return False."""
        try:
            self.state.apply(seat, text)
        except (IllegalAction, TefudaError) as e:
            self.say(self.refusal(e, typed))
            return False
        return True

    def refusal(self, error: TefudaError, typed: str) -> str:
        """Why a typed line was not done: a line that names no command is not known (a typo,
        with where the commands are), a misspelt card or place not understood; "Not allowed"
        is kept for what the rules refuse."""
        if isinstance(error, UnknownAction):
            return self.t("tui.unknown", text=typed)
        if isinstance(error, NotUnderstood):
            return self.t("tui.not_understood", error=self.error_text(error))
        return self.t("tui.error", error=self.error_text(error))

    def error_text(self, error: TefudaError) -> str:
        """Why an action was refused, in the person's language (a game may show its cards
        in the error as its screen does)."""
        return error.localized(self.lang)

    def over_text(self) -> str:
        """The line under the final board (a match says which of its games ended)."""
        return self.t("tui.over")
