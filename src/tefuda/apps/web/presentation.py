"""What the browser is told about each game beyond its views: rule summaries, whose
move a CPU should make, and a log of actions with sealed or private parts redacted."""

from __future__ import annotations

from tefuda.core import i18n
from tefuda.core.events import visible_log
from tefuda.core.protocol import CLOCK

i18n.register({
    "web.seats_count": {"en": "give exactly {n} seats", "ja": "席は{n}人分指定してください"},
    "web.level": {"en": "seat {seat}: unknown CPU level", "ja": "席{seat}: CPUレベルが不明です"},
    "web.not_human": {"en": "seat {seat} is not a seat for a person", "ja": "席{seat}は人間用の席ではありません"},
    "web.taken": {"en": "seat {seat} is taken", "ja": "席{seat}はすでに使われています"},
    "web.not_your_seat": {"en": "you do not hold seat {seat}", "ja": "席{seat}はあなたの席ではありません"},
    "web.action_text": {"en": "an action must be a short text", "ja": "行動は短いテキストで送ってください"},
    "web.bad_message": {"en": "malformed message: {why}", "ja": "不正なメッセージです: {why}"},
    "web.too_fast": {"en": "too many messages; slow down", "ja": "メッセージが多すぎます。少し待ってください"},
    "web.no_room": {"en": "no such room", "ja": "その部屋はありません"},
    "log.gave": {"en": "Player {seat} handed over {n} {n:card|cards}", "ja": "プレイヤー{seat}が{n}枚渡しました"},
    "log.sealed": {"en": "Player {seat} submitted (sealed)", "ja": "プレイヤー{seat}が提出しました（非公開）"},
    "log.action": {"en": "Player {seat}: {action}", "ja": "プレイヤー{seat}: {action}"},
    "log.player": {"en": "Player {n}", "ja": "プレイヤー{n}"},
    "log.tos_step": {"en": "  {who} @{addr} {card} {op}: R {r0}→{r1}, PC→{pc}",
                     "ja": "  {who} 番地{addr} {card} {op}: R {r0}→{r1}, PC→{pc}"},
    "log.tos_out": {"en": ", OUT {value}", "ja": "、出力 {value}"},
    "log.tos_hit": {"en": " — HIT!", "ja": " — 的中！"},
    "log.tos_target": {"en": "Target: {card} = {target}", "ja": "お題: {card} = {target}"},
    "log.tos_win": {"en": "{who} output the target {target} and wins", "ja": "{who}がお題 {target} を出力して勝利"},
    "log.tos_reshuffle": {"en": "The discard pile ({n} {n:card|cards}) was shuffled into a new deck",
                          "ja": "捨て札{n}枚を切り直して山札にしました"},
})


def _redact(game_name: str, viewer: int | None, actor: int, text: str, state, index: int, entries) -> str | None:
    """None = show the text as is; otherwise the replacement text key."""
    if viewer == actor:
        return None
    word = text.split(" ", 1)[0]
    if game_name == "daifugo" and word == "give":
        return "gave"
    if game_name == "trump_os" and word == "place":
        # initial placements are sealed: every `place` before the first `run`
        if not any(e[2] == "run" for e in entries[:index]):
            return "sealed"
    if game_name == "diving" and word == "return" and not state.is_over():
        return "sealed"
    return None


def _event_lines(table, viewer: int | None, lang: str, start: int, end: int) -> list[str]:
    """Game events `state.log[start:end]` for games whose log is public by design: Trump
    OS's executed instructions, Youscout's formulas."""
    fmt = {"trump_os": _trump_os_event, "youscout": _youscout_event}.get(table.game_name)
    if fmt is None:
        return []
    log = getattr(table.state, "log", None) or []
    out = []
    for ev in visible_log(log[:end], viewer, start):
        if public_event(table.game_name, ev):
            line = fmt(ev, lang)
            if line:
                out.append(line)
    return out


def _trump_os_step(who: str, step, lang: str) -> str:
    """One executed instruction (TOS-8): [address, card, instruction, R before, R after, PC after, output]."""
    addr, card, op, r0, r1, pc, out = step[:7]
    line = i18n.translate("log.tos_step", lang, who=who, addr=addr, card=card or "—", op=op, r0=r0, r1=r1, pc=pc)
    return line + ("" if out is None else i18n.translate("log.tos_out", lang, value=out))


def _trump_os_event(ev: dict, lang: str) -> str | None:
    kind = ev.get("kind")
    who = i18n.translate("log.player", lang, n=ev.get("seat", 0) + 1)
    if kind in ("run", "step"):  # a time slice (or, with execution=step, one instruction)
        lines = [_trump_os_step(who, st, lang) for st in ev.get("steps", [])]
        if ev.get("hit") and lines:
            lines[-1] += i18n.translate("log.tos_hit", lang)
        return "\n".join(lines) or None
    if kind == "target":
        return i18n.translate("log.tos_target", lang, card=ev.get("card"), target=ev.get("target"))
    if kind == "win":
        return i18n.translate("log.tos_win", lang, who=who, target=ev.get("target"))
    if kind == "reshuffle":
        return i18n.translate("log.tos_reshuffle", lang, n=ev.get("cards"))
    return None


def _youscout_event(ev: dict, lang: str) -> str | None:
    """Youscout's own narration (games/youscout/present.py, contract 2)."""
    from tefuda.games.youscout.present import describe

    return describe(ev, 0, lang)


def public_event(game_name: str, event: dict) -> bool:
    """Only event kinds known to carry public facts reach browsers."""
    kind = str(event.get("kind", ""))
    if game_name == "youscout":
        return True  # solitaire: the one player sees everything the log holds
    if game_name == "trump_os":
        # hands are private, so no event may name a drawn card; these kinds name none
        return kind in ("step", "turn", "draw", "nodraw", "reshuffle", "reveal", "target", "win", "limit",
                        "place", "run", "submit")
    return False


def log_lines(table, viewer: int | None, lang: str, last: int = 40) -> list[str]:
    entries = table.entries
    lines = []
    start = max(0, len(entries) - last)
    for idx in range(start, len(entries)):
        seq, actor, text, log_end = entries[idx]
        log_start = entries[idx - 1][3] if idx > 0 else 0
        if actor == CLOCK:
            continue  # the clock closing a reaction window is not news
        red = _redact(table.game_name, viewer, actor, text, table.state, idx, entries)
        if red == "gave":
            n = len(text.split()) - 1
            lines.append(i18n.translate("log.gave", lang, seat=actor + 1, n=n))
        elif red == "sealed":
            lines.append(i18n.translate("log.sealed", lang, seat=actor + 1))
        else:
            lines.append(i18n.translate("log.action", lang, seat=actor + 1, action=text))
        lines += _event_lines(table, viewer, lang, log_start, log_end)
    return lines


def game_catalog() -> list[dict]:
    """The home page's list: titles, summaries, player counts, options, presets, levels."""
    from tefuda.core.descriptor import LEVEL_NAMES
    from tefuda.core.options import option_info, preset_info
    from tefuda.games import descriptors

    out = []
    for desc in descriptors():
        out.append({
            "name": desc.name,
            "titles": dict(desc.titles),
            "summary": dict(desc.summary),
            "renderer": desc.renderer,
            "min_players": desc.min_players,
            "max_players": desc.max_players,
            # label / help / choice_labels in en+ja (contract 5); `doc` is the developer's note
            "options": [dict(option_info(o), doc=o.doc) for o in desc.options],
            "presets": list(desc.presets),
            "preset_info": preset_info(desc.game),
            "levels": list(LEVEL_NAMES),
        })
    return out
