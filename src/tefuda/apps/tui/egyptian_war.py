"""`tefuda play egyptian_war`: real-time terminal play (curses).

Space reveals the next card (whoever's deck it comes from, as on the seed's screen),
F slaps for the first person, J for the second (`--humans 2`: Player 1 and Player 2, or
the seats `--seat` gives them, named as the log names them; the keys line says whose key
is which), A toggles auto-reveal, H shows How to play (the game waits meanwhile), Q quits. A slap with no card to react to says so;
red hearts and diamonds unless NO_COLOR is set; the end is printed in words.
Each card opens a reaction window (1.8 s, a draining gauge); CPU slappers react with
their sampled delays. A held key's auto-repeat is ignored: a press of the same key
less than REPEAT_GAP after the previous one is a repeat (terminals send no key-up).

Terminal settings go with `-o` next to the rule options: `window=SECONDS` (reaction
window, default 1.8), `auto=on` (auto-reveal on from the start), `setup=FILE` (a JSON
record setup `{"decks": [...], "first": seat}` to deal instead of shuffling).

`Session` holds all the logic and is driven by explicit times, so tests run whole games
on a virtual clock; `run` only adds curses drawing and the real clock.
"""

from __future__ import annotations

import json
import os
import random
import sys
import time

from tefuda.apps.cli import parse_option_pairs
from tefuda.apps.tui.runner import check_seats, cpu_bots, cpu_level, detect_lang, fit_lines, players_option
from tefuda.apps.tui.style import RED_CARD, color_enabled, paint, width_of
from tefuda.core import i18n
from tefuda.core.cards import Card
from tefuda.core.errors import IllegalAction, TefudaError
from tefuda.core.events import visible_log
from tefuda.core.narration import player
from tefuda.core.protocol import CLOCK
from tefuda.core.seeds import fresh_seed
from tefuda.games.egyptian_war import GAME
from tefuda.games.egyptian_war.bots import reaction_of
from tefuda.games.egyptian_war.present import describe
from tefuda.games.egyptian_war.rules import WINDOW_SECONDS

REPEAT_GAP = 0.12  # seconds: key repeats arrive every ~30-50 ms while a key is held
AUTO_PAUSE = 0.6  # seconds between a closed window and an automatic reveal
TUI_SETTINGS = ("window", "auto", "setup")

i18n.register(
    {
        "ew.tui.title": {"en": "Egyptian War", "ja": "エジプシャン・ウォー"},
        "ew.tui.vs": {"en": "vs CPU ({level})", "ja": "CPU対戦（{level}）"},
        "ew.tui.same_device": {"en": "two players, one keyboard", "ja": "同端末2人"},
        "ew.tui.reveals": {"en": "cards revealed: {n}", "ja": "公開枚数: {n}"},
        "ew.tui.reveals_limit": {"en": "cards revealed: {n} / {limit}", "ja": "公開枚数: {n} / {limit}"},
        "ew.tui.slots": {"en": "  2 back     1 back     newest", "ja": "  2枚前      1枚前      最新"},
        "ew.tui.pile": {"en": "Pile: {n} {n:card|cards} ({down} face down)", "ja": "場: {n}枚（うち伏せ札 {down}枚）"},
        "ew.tui.decks": {"en": "Decks: {decks}", "ja": "山札: {decks}"},
        "ew.tui.you": {"en": "You", "ja": "あなた"},
        "ew.tui.player": {"en": "Player {n}", "ja": "プレイヤー{n}"},
        "ew.tui.challenge": {
            "en": "Challenge: {who} must play J/Q/K/A within {n} more {n:card|cards}",
            "ja": "要求: {who}はあと{n}枚以内にJ・Q・K・Aを出す",
        },
        "ew.tui.challenge_last": {
            "en": "Challenge: last chance for {who} — the next card must be J/Q/K/A",
            "ja": "要求: {who}の最後のチャンス — 次の札でJ・Q・K・Aを出す",
        },
        "ew.tui.challenge_failed": {
            "en": "Challenge failed: the pile goes to {by} unless someone slaps",
            "ja": "要求失敗: だれも叩かなければ場は{by}のものです",
        },
        "ew.tui.challenge_new": {
            "en": "Challenge: {who} played {rank:a} {rank}: the next player has {n} {n:card|cards} to answer",
            "ja": "要求: {who}が{rank}を出しました（次の人は{n}枚以内に応じる）",
        },
        "ew.tui.window": {"en": "Slap now? [{bar}] {left:.1f}s", "ja": "叩く？ [{bar}] 残り{left:.1f}秒"},
        "ew.tui.next": {"en": "Next card: {who} — press Space", "ja": "次の札: {who} — スペースで公開"},
        "ew.tui.next_auto": {"en": "Next card: {who} (auto-reveal)", "ja": "次の札: {who}（自動公開）"},
        "ew.tui.keys1": {
            "en": "Space next card · F slap · A auto-reveal ({auto}) · H how to play · Q quit",
            "ja": "スペース 次の札 · F 叩く · A 自動公開（{auto}） · H 遊び方 · Q 終了",
        },
        "ew.tui.keys2": {
            "en": "Space next card · F slap ({p1}) · J slap ({p2}) · A auto ({auto}) · H help · Q quit",
            "ja": "スペース 次の札 · F 叩く（{p1}） · J 叩く（{p2}） · A 自動（{auto}） · H 遊び方 · Q 終了",
        },
        "ew.tui.no_window": {
            "en": "{who}: nothing to slap yet — slap after a card is turned, while the bar runs",
            "ja": "{who}: まだ叩けません — 札が出て、ゲージが減っている間に叩きます",
        },
        "ew.tui.window_closed": {
            "en": "{who}: too late — the chance to slap has passed (slap while the bar runs)",
            "ja": "{who}: 遅すぎました — 叩ける時間は過ぎました（ゲージが減っている間に叩きます）",
        },
        "ew.tui.too_late": {
            "en": "{who}: too late — the pile is already taken",
            "ja": "{who}: 遅すぎました — 場はもう取られています",
        },
        "ew.tui.help_keys": {
            "en": "H (or Q): back to the game, which waits · ↑/↓ or j/k scroll · Space next page",
            "ja": "H（か Q）でゲームに戻る（ゲームは止まっています） · ↑/↓ か j/k でスクロール · スペースで次のページ",
        },
        "ew.tui.on": {"en": "on", "ja": "オン"},
        "ew.tui.off": {"en": "off", "ja": "オフ"},
        "ew.tui.wait_window": {"en": "Wait: the reaction window is still open", "ja": "待って: まだ反応受付中です"},
        "ew.tui.win": {"en": "Game over — winner: {who} ({reason}).", "ja": "ゲーム終了: {who}の勝ち（{reason}）。"},
        "ew.tui.draw": {"en": "Game over: a draw ({reason}).", "ja": "ゲーム終了: 引き分け（{reason}）。"},
        "ew.tui.final": {"en": "Cards: {cards} — press Q to leave", "ja": "枚数: {cards} — Q で終了"},
        "ew.tui.cards_of": {"en": "{who} {n} {n:card|cards}", "ja": "{who} {n}枚"},
        "ew.tui.quit_midgame": {"en": "You left the game: {cards}.", "ja": "ゲームを途中で終了しました: {cards}。"},
        "ew.reason.all_cards": {"en": "all the cards", "ja": "全札獲得"},
        "ew.reason.short": {"en": "more cards at the limit", "ja": "規定枚数で多い方"},
        "ew.reason.repetition": {"en": "the same situation three times", "ja": "同じ局面が3回"},
        "ew.reason.stalemate": {"en": "no cards left to play", "ja": "出せる札がない"},
        "ew.level.easy": {"en": "easy", "ja": "やさしい"},
        "ew.level.normal": {"en": "normal", "ja": "ふつう"},
        "ew.level.hard": {"en": "hard", "ja": "つよい"},
        "ew.tui.setup": {"en": "cannot read setup {path}: {error}", "ja": "setup {path} を読めません: {error}"},
        "ew.tui.window_bad": {"en": "window must be a number of seconds", "ja": "window は秒数で指定してください"},
        "ew.tui.no_terminal": {
            "en": "tefuda play egyptian_war needs a terminal (curses): {error}",
            "ja": "tefuda play egyptian_war には端末（curses）が必要です: {error}",
        },
        "ew.tui.not_interactive": {
            "en": "tefuda play egyptian_war is played live with the keyboard, so it needs an interactive "
            "terminal: run it in a terminal window, without a pipe or a file for its input or output.",
            "ja": "tefuda play egyptian_war はキーボードでリアルタイムに遊ぶため、対話できる端末が必要です。"
            "入力や出力をパイプやファイルにつながず、端末ウィンドウで実行してください。",
        },
    }
)


class Session:
    """One real-time game: keys and clock ticks in, engine actions and screen lines out."""

    def __init__(
        self,
        game,
        state,
        humans: list[int],
        bots: dict,
        lang: str = "en",
        window: float = WINDOW_SECONDS,
        auto: bool = False,
        level: str = "normal",
        rng: random.Random | None = None,
    ):
        self.game, self.state = game, state
        self.humans, self.bots, self.lang = humans, bots, lang
        self.window, self.auto, self.level = window, auto, level
        self.rng = rng or random.Random()
        self.seed: int | None = None  # the deal's seed (build_session keeps it)
        self.opened = 0.0  # when the current window opened
        self.closed = 0.0  # when the last window closed
        self.pending: list[tuple[float, int]] = []  # CPU slaps: (time, seat)
        self.last_key: dict[str, float] = {}
        self.messages: list[str] = []
        self.log_seen = 0
        self.quit = False
        self.paused_at: float | None = None
        self.wants_help = False
        self.revealed = False  # a card has been turned (its window may have closed since)

    def t(self, key: str, **kw) -> str:
        return i18n.translate(key, self.lang, **kw)

    def who(self, seat: int, obj: bool = False) -> str:
        """A player as the log names them ("You", "Player 2"): one name on the whole screen
        (the header says the others are CPUs). Two people at one keyboard are named by their
        seats, as the log names them (--seat 1: Player 2 slaps with F, Player 3 with J);
        the keys line says whose key is which."""
        if len(self.humans) == 1:
            return player(seat, self.humans[0], self.lang, obj=obj)
        return player(seat, None, self.lang)

    # --- input -------------------------------------------------------------------------
    def key(self, ch: str, now: float) -> None:
        """One key press. Repeats of a held key are ignored (EW-19)."""
        ch = ch.lower()
        last = self.last_key.get(ch)
        self.last_key[ch] = now
        if last is not None and now - last < REPEAT_GAP:
            return
        if ch == "q":
            self.quit = True
        elif ch in ("h", "?"):
            self.wants_help = True
        elif ch == "a":
            self.auto = not self.auto  # EW-21 the open window keeps its own end time
        elif self.state.is_over():
            return
        elif ch == " ":
            if self.state.window:
                self.say(self.t("ew.tui.wait_window"))
            else:
                self.reveal(now)
        elif ch in ("f", "j"):
            k = 0 if ch == "f" else 1
            if k < len(self.humans):
                self.slap(self.humans[k])

    def slap(self, seat: int) -> None:
        st = self.state
        if not st.window:  # say why rather than ignore the key: nothing turned yet, or the bar ran out
            key = "ew.tui.window_closed" if self.revealed else "ew.tui.no_window"
            self.say(self.t(key, who=self.who(seat)))
            return
        try:
            st.apply(seat, "slap")
        except IllegalAction:
            if st.taken_by is not None and st.taken_by != seat:
                self.say(self.t("ew.tui.too_late", who=self.who(seat)))
            return  # a second press in one window is ignored: it costs once (EW-11)
        self.after_action()

    # --- pausing for the How to play page ------------------------------------------------
    def pause(self, now: float) -> None:
        self.paused_at = now

    def resume(self, now: float) -> None:
        """The clock did not run while the page was open: the window, the CPUs' reactions
        and the auto-reveal pause all move on by the time spent reading."""
        if self.paused_at is None:
            return
        gap = now - self.paused_at
        self.paused_at = None
        self.opened += gap
        self.closed += gap
        self.pending = [(t + gap, seat) for t, seat in self.pending]
        self.last_key = {}

    def challenge_line(self, ch: dict) -> str:
        """The count of a running challenge (EW-5): how many cards are left to answer with;
        none left means it failed and the pile goes to the challenger when the window
        closes (EW-7)."""
        seat, n = ch["challenged"], ch["remaining"]
        if n == 0:
            return self.t("ew.tui.challenge_failed", by=self.who(ch["challenger"], obj=True))
        if n == 1:
            return self.t("ew.tui.challenge_last", who=self.who(seat, obj=True))
        return self.t("ew.tui.challenge", who=self.who(seat), n=n)

    def cards_text(self, cards) -> str:
        return " | ".join(self.t("ew.tui.cards_of", who=self.who(s), n=n) for s, n in enumerate(cards))

    def end_lines(self) -> list[str]:
        """What is printed after the screen closes: the result in words (never JSON)."""
        st = self.state
        if not st.is_over():
            return [self.t("ew.tui.quit_midgame", cards=self.cards_text([len(d) for d in st.decks]))]
        r = st.result()
        reason = self.t(f"ew.reason.{r['reason']}")
        head = (
            self.t("ew.tui.win", who=self.who(r["winner"]), reason=reason)
            if r["winner"] is not None
            else self.t("ew.tui.draw", reason=reason)
        )
        return [head, self.cards_text(r["cards"])]

    def reveal(self, now: float) -> None:
        self.state.apply(self.state.turn, "play")
        self.revealed = True  # from now on a slap with no window open came too late
        self.opened = now
        view = self.state.view(None)
        self.pending = []
        for seat, bot in self.bots.items():
            d = reaction_of(bot, view, self.rng)
            if d is not None and d < self.window:
                self.pending.append((now + d, seat))
        self.pending.sort()
        self.after_action()

    # --- the clock -----------------------------------------------------------------------
    def tick(self, now: float) -> None:
        st = self.state
        if st.is_over() or self.paused_at is not None:
            return
        if st.window:
            while self.pending and self.pending[0][0] <= now and st.window:
                _, seat = self.pending.pop(0)
                if not st.is_over() and seat in st.to_move():
                    st.apply(seat, "slap")
                    self.after_action()
            if st.is_over():
                return
            if st.taken_by is not None or now >= self.opened + self.window:
                st.apply(CLOCK, "close")  # a valid slap ends the window at once
                self.closed = now
                self.pending = []
                self.after_action()
        elif self.auto and now >= self.closed + AUTO_PAUSE:
            self.reveal(now)

    def after_action(self) -> None:
        viewer = self.humans[0] if len(self.humans) == 1 else None
        for ev in visible_log(self.state.log, viewer, self.log_seen):
            line = describe(ev, viewer, self.lang)  # the game's narration (present.py)
            if line:
                self.say(line)
        self.log_seen = len(self.state.log)

    def say(self, line: str) -> None:
        self.messages = (self.messages + [line])[-5:]

    # --- the screen ----------------------------------------------------------------------
    def lines(self, now: float) -> list[str]:
        st, v = self.state, self.state.view(self.humans[0])
        level = self.t(f"ew.level.{self.level}") if i18n.has(f"ew.level.{self.level}") else self.level
        mode = self.t("ew.tui.same_device") if not self.bots else self.t("ew.tui.vs", level=level)
        reveals = (
            self.t("ew.tui.reveals_limit", n=v["reveals"], limit=v["limit"])
            if v["limit"]
            else self.t("ew.tui.reveals", n=v["reveals"])
        )
        out = [f"{self.t('ew.tui.title')} — {mode}    {reveals}", ""]
        shown = [""] * (3 - len(v["shown"])) + v["shown"]  # EW-3 fixed places
        out.append(self.t("ew.tui.slots"))
        out.append("  " + "  ".join(f"[{Card.parse(c).symbol:>4}]  " if c else "[    ]  " for c in shown))
        out.append(self.t("ew.tui.pile", n=v["pile_count"], down=v["penalty"]))
        out.append(self.t("ew.tui.decks", decks=self.cards_text(v["decks"])))
        ch = v["challenge"]
        if ch is not None:
            if ch["challenged"] is None:
                rank = Card.parse(v["pile"][-1]).symbol if v["pile"] else "?"
                out.append(self.t("ew.tui.challenge_new", who=self.who(ch["challenger"]), rank=rank, n=ch["remaining"]))
            else:
                out.append(self.challenge_line(ch))
        else:
            out.append("")
        if st.is_over():
            r = st.result()
            reason = self.t(f"ew.reason.{r['reason']}")
            out.append(
                self.t("ew.tui.win", who=self.who(r["winner"]), reason=reason)
                if r["winner"] is not None
                else self.t("ew.tui.draw", reason=reason)
            )
            out.append(self.t("ew.tui.final", cards=self.cards_text(r["cards"])))
        elif st.window:
            left = max(0.0, self.opened + self.window - now)
            filled = int(round(20 * left / self.window))
            out.append(self.t("ew.tui.window", bar="#" * filled + "." * (20 - filled), left=left))
            out.append("")
        else:
            key = "ew.tui.next_auto" if self.auto else "ew.tui.next"
            out.append(self.t(key, who=self.who(st.turn)))
            out.append("")
        out.append("")
        out.extend(self.messages)
        out.extend([""] * (5 - len(self.messages)))
        auto = self.t("ew.tui.on") if self.auto else self.t("ew.tui.off")
        if len(self.humans) > 1:
            out.append(self.t("ew.tui.keys2", auto=auto, p1=self.who(self.humans[0]), p2=self.who(self.humans[1])))
        else:
            out.append(self.t("ew.tui.keys1", auto=auto))
        return out


def build_session(args, rng: random.Random | None = None) -> Session:
    """The session `tefuda play egyptian_war ...` would run (no terminal needed)."""
    options = parse_option_pairs(getattr(args, "option", []))
    settings = {k: options.pop(k) for k in TUI_SETTINGS if k in options}
    options.update(players_option("egyptian_war", getattr(args, "players", None)))
    if getattr(args, "preset", None):
        options["preset"] = args.preset
    game = GAME(options)
    setup = None
    if "setup" in settings:
        try:
            with open(settings["setup"], encoding="utf-8") as f:
                setup = json.load(f)
        except (OSError, ValueError) as e:
            raise TefudaError("ew.tui.setup", path=settings["setup"], error=str(e)) from None
    seed = getattr(args, "seed", None)
    # the deal: --seed, else 128 bits of OS entropy (kept as session.seed); bots and the
    # reaction clock stay unseeded unless --seed is given
    deal_seed = fresh_seed() if seed is None and setup is None else seed
    state = game.new_state(seed=deal_seed, setup=setup)
    played = getattr(args, "played", None)
    if played is not None:  # `tefuda play --record FILE` saves this game when the session ends
        played.append(state)
    n = game.num_players
    first = getattr(args, "seat", 0) or 0
    count = getattr(args, "humans", 1)
    count = 1 if count is None else count
    check_seats("egyptian_war", n, first, count, most=2)  # two slap keys: F and J (EW-19)
    humans = [(first + k) % n for k in range(count)]
    level = cpu_level(args, "egyptian_war")  # shown in the header
    bots = cpu_bots(args, "egyptian_war", game, [s for s in range(n) if s not in humans])
    try:
        window = float(settings.get("window", WINDOW_SECONDS))
    except ValueError:
        raise TefudaError("ew.tui.window_bad") from None
    auto = str(settings.get("auto", "off")).lower() in ("1", "on", "true", "yes")
    session = Session(
        game,
        state,
        humans,
        bots,
        lang=detect_lang(getattr(args, "lang", None)),
        window=window,
        auto=auto,
        level=level,
        rng=rng or random.Random(seed),
    )
    session.seed = deal_seed
    return session


def _segments(line: str, color: bool):
    """(text, red?) pieces of a screen line: red hearts and diamonds when colour is on."""
    if not color:
        return [(line, False)]
    out, last = [], 0
    for m in RED_CARD.finditer(line):
        out += [(line[last : m.start()], False), (m.group(0), True)]
        last = m.end()
    return out + [(line[last:], False)]


def _draw(scr, lines: list[str], color: bool, red_attr: int) -> None:
    import curses

    scr.erase()
    height, width = scr.getmaxyx()
    # a line wider than the terminal goes on over the next (the keys line is 80 columns)
    lines = fit_lines(lines, width - 1)
    for y, line in enumerate(lines[: height - 1]):
        x = 0
        for text, red in _segments(line, color):
            if not text or x >= width - 1:
                continue
            text = text[: max(0, width - 1 - x)]
            try:
                scr.addstr(y, x, text, red_attr if red else 0)
            except curses.error:
                pass
            x += width_of(text)
    scr.refresh()


def rows_of(height: int) -> int:
    """The page's lines on a screen `height` tall (two key lines, two blanks, the last row unused)."""
    return max(1, height - 5)


def help_view(lines: list[str], top: int, height: int, session: Session) -> list[str]:
    """One screen of the How to play page: how to get back (H again) on its first line and
    its last, around the part of the page scrolled to."""
    keys = session.t("ew.tui.help_keys")
    return [keys, ""] + lines[top : top + rows_of(height)] + ["", keys]


def _help_page(scr, session: Session, color: bool, red_attr: int) -> None:
    """The How to play page inside the game, scrolled with the arrows; the game waits."""
    import curses

    from tefuda.apps import howto

    height, width = scr.getmaxyx()
    text = howto.to_terminal(howto.load("egyptian_war", session.lang), session.lang, width=min(width - 1, 100))
    lines = text.splitlines()
    top = 0
    scr.nodelay(False)
    try:
        while True:
            view = help_view(lines, top, height, session)
            _draw(scr, view, color, red_attr)
            ch = scr.getch()
            if ch in (ord("q"), ord("Q"), ord("h"), ord("H"), 27):
                return
            if ch in (curses.KEY_DOWN, ord("j")):
                top = min(top + 1, max(0, len(lines) - rows_of(height)))
            elif ch in (curses.KEY_UP, ord("k")):
                top = max(0, top - 1)
            elif ch in (ord(" "), curses.KEY_NPAGE):
                top = min(top + rows_of(height) - 1, max(0, len(lines) - rows_of(height)))
            elif ch == curses.KEY_PPAGE:
                top = max(0, top - (rows_of(height) - 1))
    finally:
        scr.nodelay(True)


def run(args) -> int:
    import curses
    import locale

    session = build_session(args)
    if not (sys.stdin.isatty() and sys.stdout.isatty()):
        # curses would write its escape codes, then fail with 'nocbreak() returned ERR'
        print(i18n.translate("ew.tui.not_interactive", session.lang), file=sys.stderr)
        return 2
    locale.setlocale(locale.LC_ALL, "")
    want_color = "NO_COLOR" not in os.environ

    def loop(scr) -> None:
        curses.curs_set(0)
        scr.nodelay(True)
        scr.keypad(True)
        color, red_attr = False, 0
        if want_color and curses.has_colors():
            curses.start_color()
            try:
                curses.use_default_colors()
                curses.init_pair(1, curses.COLOR_RED, -1)
            except curses.error:
                curses.init_pair(1, curses.COLOR_RED, curses.COLOR_BLACK)
            color, red_attr = True, curses.color_pair(1)
        while not session.quit:
            now = time.monotonic()
            while True:
                ch = scr.getch()
                if ch == -1:
                    break
                if 0 <= ch < 256:
                    session.key(chr(ch), now)
            if session.wants_help:
                session.wants_help = False
                session.pause(now)
                _help_page(scr, session, color, red_attr)
                session.resume(time.monotonic())
                continue
            session.tick(now)
            _draw(scr, session.lines(now), color, red_attr)
            time.sleep(0.02)

    try:
        curses.wrapper(loop)
    except curses.error as e:
        print(i18n.translate("ew.tui.no_terminal", session.lang, error=e))
        return 2
    for line in session.end_lines():  # the result in words on the terminal that stays
        print(paint(line, color_enabled(sys.stdout)))
    return 0
