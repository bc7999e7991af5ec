"""`tefuda play daifugo`: a whole match (DSP-1, option `games`) in the terminal.

The human plays one seat (or several, hot seat), CPUs the rest. Each turn shows the
sorted hand, the table, passes, hand sizes, titles, revolution and local-rule state;
`moves` lists the legal actions, errors explain themselves; English or Japanese.
"""

from __future__ import annotations

import secrets

from tefuda.apps.tui.runner import TerminalGame
from tefuda.core import i18n
from tefuda.core.cards import Card, cards_label
from tefuda.core.narration import listing, player
from tefuda.games.daifugo.cards import sort_cards
from tefuda.games.daifugo.game import DaifugoGame
from tefuda.games.daifugo.match import Match
from tefuda.games.daifugo.present import play_words

i18n.register(
    {
        "daifugo.tui.header": {
            "en": "=== Daifugo · game {number}/{games} · you are {seat:player} ===",
            "ja": "=== 大富豪 · 第{number}/{games}戦 · あなたは{seat:player} ===",
        },
        "daifugo.tui.phase_exchange": {"en": "Card exchange.", "ja": "カード交換。"},  # DSP-7
        "daifugo.tui.give_strongest": {
            "en": "Give your {count} strongest {count:card|cards} to {to:player} ({title}): {cards}.",
            "ja": "{to:player}（{title}）に最も強いカードを{count}枚渡してください: {cards}。",
        },
        "daifugo.tui.give_strongest_pick": {  # ranks tie: the giver picks (DSP-7 [decision])
            "en": "Give your {count} strongest {count:card|cards} to {to:player} ({title}): {count} of {cards}.",
            "ja": "{to:player}（{title}）に最も強いカードを{count}枚渡してください: {cards}から{count}枚。",
        },
        "daifugo.tui.give_any": {
            "en": "Give any {count} {count:card|cards} back to {to:player} ({title}), even the ones you received.",
            "ja": "{to:player}（{title}）に好きなカードを{count}枚返してください（受け取ったカードでもかまいません）。",
        },
        # the order in force (DSP-3): revolution and 11-back each reverse it, together they cancel
        "daifugo.tui.order_normal": {
            "en": "Order: 3 weakest … 2 strongest, then joker",
            "ja": "強さ: 3が最弱 … 2が最強、その上にジョーカー",
        },
        "daifugo.tui.order_reversed": {
            "en": "Order: 2 weakest … 3 strongest, then joker",
            "ja": "強さ: 2が最弱 … 3が最強、その上にジョーカー",
        },
        "daifugo.tui.why_revolution": {"en": " (revolution)", "ja": "（革命中）"},
        "daifugo.tui.why_back": {"en": " (11-back, this trick)", "ja": "（イレブンバック中、この場のみ）"},
        "daifugo.tui.why_both": {
            "en": " (revolution, turned back by 11-back for this trick)",
            "ja": "（革命中だが、この場はイレブンバックで元に戻っています）",
        },
        "daifugo.tui.seat": {"en": "{seat:player}", "ja": "{seat:player}"},
        "daifugo.tui.you": {"en": " (you)", "ja": "（あなた）"},
        "daifugo.tui.cards": {"en": "{count} {count:card|cards}", "ja": "{count}枚"},
        "daifugo.tui.passed": {"en": "passed", "ja": "パス"},
        "daifugo.tui.out": {"en": "out #{place}", "ja": "{place}位あがり"},
        "daifugo.tui.place": {"en": "place {place}", "ja": "{place}位"},
        # stuck: only jokers (DSP-14), or only cards a finishing ban forbids (DSP-18 no_finish_2/8)
        "daifugo.tui.stuck_mark": {"en": "cannot finish: passes", "ja": "あがれない: パス"},
        "daifugo.tui.fallen_mark": {"en": "fallen (都落ち)", "ja": "都落ち"},
        "daifugo.tui.turn_mark": {"en": "◀ to play", "ja": "◀ 手番"},
        "daifugo.tui.last_mark": {"en": "(on the table)", "ja": "（場に出した人）"},
        "daifugo.tui.table": {"en": "Table: {play}  by {seat:player}", "ja": "場: {play}（{seat:player}）"},
        "daifugo.tui.table_empty": {
            "en": "Table: empty — lead any combination",
            "ja": "場: なし — 好きな組み合わせを出せます",
        },
        "daifugo.tui.spade3": {
            "en": "Game 1: the first play must contain ♠3.",
            "ja": "初回: 最初の出し札にはスペードの3を含めてください。",
        },
        "daifugo.tui.hand": {"en": "Your hand: {cards}", "ja": "あなたの手札: {cards}"},
        "daifugo.tui.hand_empty": {"en": "Your hand: no cards", "ja": "あなたの手札: なし"},
        "daifugo.tui.exchange_seen": {
            "en": "Exchange: {g:player}{gy} → {r:player}{ry}: {cards}",
            "ja": "交換: {g:player}{gy} → {r:player}{ry}: {cards}",
        },
        "daifugo.tui.local": {"en": "Local rules on: {rules}", "ja": "ローカルルール: {rules}"},
        "daifugo.tui.seating": {"en": "Seats in playing order: {order}", "ja": "席順（出す順）: {order}"},
        "daifugo.tui.lock": {"en": "Suit lock: {suits}", "ja": "しばり: {suits}"},
        "daifugo.tui.reverse": {"en": "Direction: counter-clockwise", "ja": "進行方向: 反時計回り"},
        "daifugo.tui.gyaku": {
            "en": "Reverse steps: one rank weaker, same suit",
            "ja": "逆段中: 同じマークで1つ弱いカードのみ",
        },
        "daifugo.tui.strong3": {
            "en": "Three of the weakest rank: only four 4s (revolution: As) answer",
            "ja": "3強: 4枚の4（革命中はA）でしか返せません",
        },
        # the commands that work now, by example (examples_key() picks one by the legal actions)
        "daifugo.tui.examples_give": {"en": "Write e.g.: give 2S AH · moves", "ja": "入力例: give 2S AH · moves"},
        "daifugo.tui.examples_play": {
            "en": "Write e.g.: play 3S · play 7H 7D JK · play 5S 6S JK=7S · moves",
            "ja": "入力例: play 3S · play 7H 7D JK · play 5S 6S JK=7S · moves",
        },
        "daifugo.tui.examples_play_pass": {
            "en": "Write e.g.: play 3S · play 7H 7D JK · play 5S 6S JK=7S · pass · moves",
            "ja": "入力例: play 3S · play 7H 7D JK · play 5S 6S JK=7S · pass · moves",
        },
        "daifugo.tui.examples_pass": {"en": "Write e.g.: pass · moves", "ja": "入力例: pass · moves"},
        "daifugo.tui.result": {"en": "Game {number}: {titles}", "ja": "第{number}戦: {titles}"},
        "daifugo.tui.standings": {
            "en": "Standings after {number} {number:game|games}:",
            "ja": "{number}戦終了時点の順位:",
        },
        "daifugo.tui.standing": {  # {points} signed as the How to play page writes it: −2
            "en": "  {rank}. {seat:player}{you}: {points} {points:point|points}",
            "ja": "  {rank}位 {seat:player}{you}: {points}点",
        },
        "daifugo.tui.match_over": {
            "en": "The match is over. Winner: {seat:player}.",
            "ja": "対戦終了。優勝は{seat:player}です。",
        },
        "daifugo.tui.next": {
            "en": "Next game: titles carry over, then the exchange.",
            "ja": "次のゲームへ: 身分を引き継ぎ、カード交換から始まります。",
        },
        "daifugo.tui.game_over": {
            "en": "Game {number} of {games} is over.",
            "ja": "第{number}戦（全{games}戦）が終わりました。",
        },
        "daifugo.tui.final": {
            "en": "Final places, with the titles they earn for the next game:",
            "ja": "最終順位（次のゲームでの身分）:",
        },
        "daifugo.tui.final_last": {  # the match's last game: no next game to carry titles to
            "en": "Final places and titles:",
            "ja": "最終順位と身分:",
        },
        "daifugo.tui.continue": {
            "en": "Press Enter to start game {number} ('quit' to leave). ",
            "ja": "Enter で第{number}戦を始めます（'quit' で終了）。",
        },
    }
)

SUIT_NAMES = "SHDC"


def _t(key: str, lang: str, **kw) -> str:
    return i18n.translate(key, lang, **kw)


def signed(n: int) -> str:
    """Points as the How to play page writes them: a real minus sign (−2, not the hyphen
    of -2, which is only what one types in `-o scoring=…`)."""
    return f"\u2212{-n}" if n < 0 else str(n)


def title_name(title: str, lang: str) -> str:
    return _t(f"daifugo.title.{title}", lang)


def order_line(revolution: bool, eleven_back: bool, lang: str) -> str:
    """The order in force, and why (DSP-3; 11-back reverses it for one trick, DSP-18)."""
    why = {(True, False): "why_revolution", (False, True): "why_back", (True, True): "why_both"}
    line = _t("daifugo.tui.order_reversed" if revolution != eleven_back else "daifugo.tui.order_normal", lang)
    cause = why.get((revolution, eleven_back))
    return line + (_t(f"daifugo.tui.{cause}", lang) if cause else "")


def give_line(state, view: dict, g: int, r: int, k: int, lang: str) -> str:
    """What the giver must give (DSP-7): the strongest cards by name (the legal gives say
    which; when ranks tie, the ones to choose among), or any cards back."""
    title = title_name(view["titles"][r], lang)
    if view["titles"][g] not in ("daihinmin", "hinmin"):
        return _t("daifugo.tui.give_any", lang, count=k, to=r, title=title)
    among = {c for a in state.legal_texts(g) if a.startswith("give ") for c in a.split()[1:]}
    cards = cards_label(sort_cards(Card.parse(c) for c in among), lang)
    key = "give_strongest" if len(among) == k else "give_strongest_pick"
    return _t(f"daifugo.tui.{key}", lang, count=k, to=r, title=title, cards=cards)


def examples_key(legal: list[str]) -> str:
    """The prompt's examples for the commands this seat can use now: `give` only while
    it must give cards (DSP-7), `pass` only when it may pass (never when leading, DSP-12),
    `play` only when some play is legal; `moves` always."""
    verbs = {a.split()[0] for a in legal}
    if "give" in verbs:
        return "daifugo.tui.examples_give"
    if "play" in verbs:
        return "daifugo.tui.examples_play_pass" if "pass" in verbs else "daifugo.tui.examples_play"
    return "daifugo.tui.examples_pass"


def make_render(ctx: dict):
    def render(view: dict, lang: str) -> str:
        match = ctx["match"]
        me = view["seat"]
        lines = ["", _t("daifugo.tui.header", lang, number=match.number, games=match.games, seat=me)]
        rules = ctx.get("rules")
        if rules:
            labels = {o.name: o for o in DaifugoGame.OPTIONS}  # by label, never the identifier
            names = [labels[r].label_in(lang) for r in rules]
            lines.append(_t("daifugo.tui.local", lang, rules=listing(names, lang)))
        ring = view.get("seating")
        if ring and ring != sorted(ring):  # (UECda draws the seating order anew every 3 games)
            order = " → ".join(player(s, me, lang) for s in ring)  # "Player 3 → You → …", not 0-based seats
            lines.append(_t("daifugo.tui.seating", lang, order=order))
        loc = view["local"]
        lines.append(order_line(view["revolution"], loc["eleven_back"], lang))
        if loc["lock"]:
            lines.append(
                _t(
                    "daifugo.tui.lock",
                    lang,
                    suits="".join(Card.parse("A" + SUIT_NAMES[s]).symbol[-1] for s in range(4) if loc["lock"] >> s & 1),
                )
            )
        if loc["direction"] < 0:
            lines.append(_t("daifugo.tui.reverse", lang))
        if loc["gyakudan"]:
            lines.append(_t("daifugo.tui.gyaku", lang))
        if loc["three_strong"]:
            lines.append(_t("daifugo.tui.strong3", lang))
        result = view["result"]  # a finished game: its places and the titles they earn (DSP-4)
        titles = result["titles"] if result else view["titles"]
        finished = result["finish_order"] if result else view["finished"]
        last = view["table"]["seat"] if view["table"] and not result else None
        # a finished game lists its places in order (1st first); a game in play, the seats
        seats = list(range(view["players"]))
        if result:
            seats = [s for s in finished if s in seats] + [s for s in seats if s not in finished]
        for s in seats:
            parts = [_t("daifugo.tui.seat", lang, seat=s) + (_t("daifugo.tui.you", lang) if s == me else "")]
            parts.append(_t("daifugo.tui.cards", lang, count=view["hand_sizes"][s]))
            parts.append(title_name(titles[s] if titles else "heimin", lang))
            if s in finished:  # a finished game places the last one too (who did not go out)
                place = finished.index(s) + 1
                parts.append(_t("daifugo.tui.place" if result else "daifugo.tui.out", lang, place=place))
            if s in view["stuck"]:
                parts.append(_t("daifugo.tui.stuck_mark", lang))
            if s in view["fallen"]:
                parts.append(_t("daifugo.tui.fallen_mark", lang))
            if s in view["passed"] and not result:
                parts.append(_t("daifugo.tui.passed", lang))
            if s == last:
                parts.append(_t("daifugo.tui.last_mark", lang))
            if s in view["to_move"]:
                parts.append(_t("daifugo.tui.turn_mark", lang))
            lines.append("  " + " · ".join(parts))
        if result:
            final = "final_last" if match.number >= match.games else "final"
            lines.insert(len(lines) - view["players"], _t(f"daifugo.tui.{final}", lang))
        elif view["phase"] == "exchange":
            lines.append(_t("daifugo.tui.phase_exchange", lang))
            g, r, k = view["gives_pending"][0]
            if g == me:
                lines.append(give_line(match.state, view, g, r, k, lang))
        elif view["table"]:
            lines.append(
                _t("daifugo.tui.table", lang, play=play_words(view["table"]["play"], lang), seat=view["table"]["seat"])
            )
        else:
            lines.append(_t("daifugo.tui.table_empty", lang))
            if view["spade3_lead"]:
                lines.append(_t("daifugo.tui.spade3", lang))
        for e in [] if result else view["exchanges"]:
            if "cards" in e:
                lines.append(
                    _t(
                        "daifugo.tui.exchange_seen",
                        lang,
                        g=e["from"],
                        r=e["to"],
                        gy=_t("daifugo.tui.you", lang) if e["from"] == me else "",
                        ry=_t("daifugo.tui.you", lang) if e["to"] == me else "",
                        cards=cards_label(sort_cards(Card.parse(c) for c in e["cards"]), lang),
                    )
                )
        if view.get("hand"):
            codes = f"   [{' '.join(view['hand'])}]"  # what to type
            lines.append(_t("daifugo.tui.hand", lang, cards=cards_label(view["hand"], lang)) + codes)
        elif "hand" in view:  # once out
            lines.append(_t("daifugo.tui.hand_empty", lang))
        if me in view["to_move"]:
            lines.append(_t(examples_key(match.state.legal_texts(me)), lang))
        return "\n".join(lines)

    return render


class DaifugoTerminal(TerminalGame):
    """The shared loop; a game of a match ends with "Game 1 of 8 is over", and the next
    game waits for Enter so the standings can be read."""

    match: Match | None = None

    def over_text(self) -> str:
        m = self.match
        if m is None or m.games == 1:
            return super().over_text()
        return _t("daifugo.tui.game_over", self.lang, number=m.number, games=m.games)

    def wait_for_next(self, number: int) -> bool:
        """Enter starts game `number`; False when the person quits or input ends."""
        self.out.write(_t("daifugo.tui.continue", self.lang, number=number))
        self.out.flush()
        line = self.inp.readline()
        return bool(line) and line.strip() not in ("quit", "exit", "q")


def build(args, out=None, inp=None):
    """The terminal game and its match (separate from `play` so tests can drive them)."""
    ctx: dict = {}
    tg = DaifugoTerminal(args, render=make_render(ctx), example="play 3S", out=out, inp=inp)
    match = Match(tg.game, first=tg.state)
    ctx["match"] = tg.match = match
    ctx["rules"] = sorted(tg.game.local)
    return tg, match


def play(tg, match) -> int:
    """Play the match game by game; standings after each (DSP-19)."""
    lang = tg.lang
    while True:
        tg.run()
        if not tg.state.is_over():
            return 0  # the player quit
        result = match.score_game()
        you = _t("daifugo.tui.you", lang)
        order = result["finish_order"]  # by place, as the final board lists them
        seats = order + [s for s in range(len(result["titles"])) if s not in order]
        titles = listing(
            (
                f"{_t('daifugo.tui.seat', lang, seat=s)}{you if s in tg.humans else ''} {title_name(result['titles'][s], lang)}"
                for s in seats
            ),
            lang,
        )
        tg.say(_t("daifugo.tui.result", lang, number=match.number, titles=titles))
        tg.say(_t("daifugo.tui.standings", lang, number=match.number))
        table = match.standings()
        for row in table:
            tg.say(
                _t(
                    "daifugo.tui.standing",
                    lang,
                    rank=row["rank"],
                    seat=row["seat"],
                    points=signed(row["points"]),
                    you=_t("daifugo.tui.you", lang) if row["seat"] in tg.humans else "",
                )
            )
        if match.is_over():
            tg.say(_t("daifugo.tui.match_over", lang, seat=table[0]["seat"]))
            return 0
        tg.say(_t("daifugo.tui.next", lang))
        if not tg.wait_for_next(match.number + 1):
            tg.say(tg.t("tui.bye"))
            return 0
        # with --seed the whole match is reproducible (each deal from the last one's seed);
        # else every deal draws fresh OS entropy, like the first (never derivable from it)
        tg.state = match.next_game(None if tg.seed_given else match.next_setup(secrets.SystemRandom()))
        tg.reset_log()


def run(args, out=None, inp=None) -> int:
    tg, match = build(args, out, inp)
    return play(tg, match)
