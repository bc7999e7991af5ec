"""Trump OS's narration (contract 2): each log event in words for one viewer — the target,
each executed instruction (which cell, which instruction, what changed), who OUTs what.

    describe(run_event, viewer, lang) ->
        "Player 1's program ran:
           cell 0: 7♠ LOAD 7 — R 0 → 7
           cell 1: 4♥ ADD 4 — R 7 → 11
           cell 2: 2♦ OUT — output 11"

A step is logged as [address, card, instruction, R before, R after, PC after, output]
(machine.STEP_FIELDS). The card a player draws is logged for that player only (`only`),
so `core.events.visible_log` keeps it from everyone else.
"""

from __future__ import annotations

from typing import Any

from tefuda.core.i18n import register, translate
from tefuda.core.narration import card, cards, count, listing, player, whose

register(
    {
        "tos.say.first_drawn": {
            "en": "{who} starts (drawn at random, as rock-paper-scissors would); turns go clockwise.",
            "ja": "{who}から始めます（じゃんけんの代わりに無作為に決めました）。手番は時計回りです。",
        },
        "tos.say.first_chosen": {
            "en": "{who} starts, as chosen for this game; turns go clockwise.",
            "ja": "{who}から始めます（このゲームの設定で選ばれました）。手番は時計回りです。",
        },
        "tos.say.first_drawn_you": {
            "en": "You start (drawn at random, as rock-paper-scissors would); turns go clockwise.",
            "ja": "あなたから始めます（じゃんけんの代わりに無作為に決めました）。手番は時計回りです。",
        },
        "tos.say.first_chosen_you": {
            "en": "You start, as chosen for this game; turns go clockwise.",
            "ja": "あなたから始めます（このゲームの設定で選ばれました）。手番は時計回りです。",
        },
        "tos.say.submit": {"en": "{who} sealed a first placement.", "ja": "{who}が最初の配置を伏せて提出しました。"},
        "tos.say.reveal": {"en": "The sealed placements are revealed: {what}.", "ja": "伏せた配置を公開: {what}。"},
        "tos.say.revealed_one": {"en": "{who}: {what}", "ja": "{who}: {what}"},
        "tos.say.nothing": {"en": "nothing", "ja": "なし"},
        "tos.say.sep": {"en": "; ", "ja": "／"},  # (not 、: it already joins one player's cards)
        "tos.say.in_cell": {"en": "{card} in cell {addr}", "ja": "{card}を{addr}番地に"},
        "tos.say.over": {
            "en": "{card} in cell {addr} (over {old}, discarded)",
            "ja": "{card}を{addr}番地に（{old}を上書きして捨て札へ）",
        },
        "tos.say.target": {
            "en": "The target is {target}: {card} was turned up.",
            "ja": "お題は{target}: {card}がめくられました。",
        },
        "tos.say.target_ks": {
            "en": "The target is {target}: {ks} set aside (a K is worth 0), then {card} was turned up.",
            "ja": "お題は{target}: {ks}を除いて（Kは0）、{card}がめくられました。",
        },
        "tos.say.turn": {
            "en": "Round {round}: {who} drew a card.",
            "ja": "第{round}巡: {who}がカードを1枚引きました。",
        },
        "tos.say.turn_nodraw": {
            "en": "Round {round}: {who} had no card to draw (deck and discard pile empty).",
            "ja": "第{round}巡: {who}の番。山札も捨て札もないので引けません。",
        },
        "tos.say.drew": {"en": "{who} drew {card}.", "ja": "{who}が{card}を引きました。"},
        "tos.say.reshuffle": {  # TOS-15: the target card stays out of the new deck
            "en": "The deck ran out: the discard pile ({cards}) was shuffled into a new deck "
            "(the target card is not put in).",
            "ja": "山札がなくなったので、捨て札（{cards}）を切り直して新しい山札にしました（お題のカードは入れません）。",
        },
        "tos.say.place": {"en": "{who} placed {what}.", "ja": "{who}が配置: {what}。"},
        "tos.say.place_oot": {"en": "{who} placed {what}, out of turn.", "ja": "{who}が手番外に配置: {what}。"},
        "tos.say.run": {"en": "{whose} program ran:", "ja": "{whose}プログラムを実行:"},
        "tos.say.run_empty": {
            "en": "{whose} program starts running, one instruction at a time.",
            "ja": "{whose}プログラムを1命令ずつ実行します。",
        },
        "tos.say.step_of": {"en": "{whose} program:", "ja": "{whose}プログラム:"},
        # the next run as the memory is now (views' next_run): what the machine will do
        "tos.say.next": {
            "en": "{whose} next run, as the memory is now:",
            "ja": "{whose}次の実行（いまの置き場のまま）:",
        },
        "tos.say.next_rest": {"en": "The rest of {whose} run:", "ja": "{whose}実行の残り:"},
        "tos.say.next_hit": {
            "en": "→ {who} would win at once",
            "ja": "→ その場で{who}の勝ち",
        },
        "tos.say.next_end": {
            "en": "→ then R is {r} and the PC is at cell {pc}",
            "ja": "→ そのあと R は{r}、PC は{pc}番地",
        },
        "tos.say.win": {
            "en": "{who} output the target {target} and won.",
            "ja": "{who}がお題{target}を出力して勝ちました。",
        },
        "tos.say.limit": {
            "en": "A draw: {rounds} rounds went by without anyone outputting the target.",
            "ja": "引き分け: {rounds}巡のあいだ、だれもお題を出力できませんでした。",
        },
        # a legal action on its button (action_words)
        "tos.do.place": {"en": "Place {what}", "ja": "{what}置く"},
        "tos.do.place_none": {"en": "Place no card", "ja": "何も置かない"},
        "tos.do.in_cell": {"en": "{card} in cell {addr}", "ja": "{card}を{addr}番地に"},
        "tos.do.in_memory": {
            "en": "{card} in cell {addr} of {whose} memory",
            "ja": "{card}を{whose}メモリの{addr}番地に",
        },
        "tos.do.run": {"en": "Run your program (ends your turn)", "ja": "プログラムを実行する（手番の終わり）"},
        "tos.do.step": {"en": "Execute the next instruction", "ja": "次の命令を実行する"},
        # one instruction (TOS-6..8)
        "tos.step.nop": {"en": "cell {addr}: empty, nothing happens", "ja": "{addr}番地: 空（何もしない）"},
        "tos.step.load": {
            "en": "cell {addr}: {card} LOAD {n} — R {r0} → {r1}",
            "ja": "{addr}番地: {card} LOAD {n} — R {r0} → {r1}",
        },
        "tos.step.sub": {
            "en": "cell {addr}: {card} SUB {n} — R {r0} → {r1}",
            "ja": "{addr}番地: {card} SUB {n} — R {r0} → {r1}",
        },
        "tos.step.add": {
            "en": "cell {addr}: {card} ADD {n} — R {r0} → {r1}",
            "ja": "{addr}番地: {card} ADD {n} — R {r0} → {r1}",
        },
        # past 12 an ADD wraps round (TOS-7): the sum is shown, so "R 4 → 2" is no riddle
        "tos.step.add_wrap": {
            "en": "cell {addr}: {card} ADD {n} — R {r0} → {r1} ({r0} + {n} = {sum}, less 13)",
            "ja": "{addr}番地: {card} ADD {n} — R {r0} → {r1}（{r0} + {n} = {sum}、13を引く）",
        },
        "tos.step.sub_wrap": {
            "en": "cell {addr}: {card} SUB {n} — R {r0} → {r1} ({r0} − {n} = {diff}, plus 13)",
            "ja": "{addr}番地: {card} SUB {n} — R {r0} → {r1}（{r0} − {n} = {diff}、13を足す）",
        },
        # an OUT of another number (TOS-14): said, so nobody wonders why it did not win
        "tos.step.out": {
            "en": "cell {addr}: {card} OUT — output {out}, not the target: nothing happens",
            "ja": "{addr}番地: {card} OUT — {out}を出力。お題ではないので何も起きません",
        },
        "tos.step.hit": {
            "en": "cell {addr}: {card} OUT — output {out}: the target!",
            "ja": "{addr}番地: {card} OUT — {out}を出力: お題と一致！",
        },
        "tos.step.jump": {
            "en": "cell {addr}: {card} JUMP {n} — on to cell {n}",
            "ja": "{addr}番地: {card} JUMP {n} — {n}番地へ",
        },
    }
)

_OPS = {"NOP": "nop", "LOAD": "load", "SUB": "sub", "ADD": "add", "OUT": "out", "JUMP": "jump"}


def describe_step(step, lang: str, hit: bool = False) -> str:
    """One executed instruction in words: which cell, which card and instruction, what changed."""
    addr, code, op, r0, r1, _pc, out = step[:7]
    name, _, n = str(op).partition(" ")
    key = "hit" if hit else _OPS.get(name, "nop")
    if key == "add" and r0 + int(n) > 12:
        key = "add_wrap"
    elif key == "sub" and r0 - int(n) < 0:
        key = "sub_wrap"
    return translate(
        f"tos.step.{key}",
        lang,
        addr=addr,
        card=card(code, lang) if code else "",
        n=n,
        r0=r0,
        r1=r1,
        out=out,
        sum=r0 + int(n or 0),
        diff=str(r0 - int(n or 0)).replace("-", "−"),  # (a minus sign, as in "0 − 9")
    )


def describe_next_run(preview: dict, seat: int, viewer: int | None, lang: str, rest: bool = False) -> list[str]:
    """A view's `next_run[seat]` in words: a heading, each instruction the machine would
    execute if it ran now (as the log tells them), and where that leaves it; `rest`: the
    slice has started (execution=step), these are its steps still to come."""
    steps = preview["steps"]
    last = len(steps) - 1
    head = "tos.say.next_rest" if rest else "tos.say.next"
    owner = whose(seat, viewer, lang)
    lines = [translate(head, lang, whose=owner if rest else _cap(owner, lang))]
    lines += ["  " + describe_step(s, lang, hit=preview["hit"] and i == last) for i, s in enumerate(steps)]
    if preview["hit"]:
        lines.append("  " + translate("tos.say.next_hit", lang, who=player(seat, viewer, lang, obj=True)))
    else:
        lines.append("  " + translate("tos.say.next_end", lang, r=preview["r"], pc=preview["pc"]))
    return lines


def _placed(items, lang) -> str:
    parts = []
    for item in items:
        code, addr = item[0], item[1]
        old = item[2] if len(item) > 2 else None
        if old:
            parts.append(translate("tos.say.over", lang, card=card(code, lang), addr=addr, old=card(old, lang)))
        else:
            parts.append(translate("tos.say.in_cell", lang, card=card(code, lang), addr=addr))
    return listing(parts, lang) if parts else translate("tos.say.nothing", lang)


def action_words(text: str, lang: str) -> str | None:
    """A legal action for its button: `place KS@0` → "Place K♠ in cell 0" / "K♠を0番地に
    置く"; the bare `place` of the first placement → "Place no card"; `run`, `step`."""
    words = text.split()
    if words in (["run"], ["step"]):
        return translate(f"tos.do.{words[0]}", lang)
    if not words or words[0] != "place":
        return None
    if len(words) == 1:
        return translate("tos.do.place_none", lang)
    parts = []
    for word in words[1:]:
        code, _, where = word.partition("@")
        memory, colon, addr = where.rpartition(":")
        if colon:
            owner = whose(int(memory), None, lang)
            parts.append(translate("tos.do.in_memory", lang, card=card(code, lang), addr=addr, whose=owner))
        else:
            parts.append(translate("tos.do.in_cell", lang, card=card(code, lang), addr=addr))
    return translate("tos.do.place", lang, what=listing(parts, lang))


def describe(event: dict, viewer: int | None, lang: str) -> str | None:
    kind = event.get("kind")
    seat: Any = event.get("seat")  # (an int for the kinds that have an actor)
    who = player(seat, viewer, lang) if seat is not None else ""
    t = lambda key, **kw: translate(f"tos.say.{key}", lang, who=who, **kw)  # noqa: E731
    if kind == "first":
        you = "_you" if viewer is not None and viewer == seat else ""
        return t(("first_chosen" if event.get("chosen") else "first_drawn") + you)
    if kind == "submit":
        return t("submit")
    if kind == "reveal":
        shown = translate("tos.say.sep", lang).join(
            translate("tos.say.revealed_one", lang, who=player(s, viewer, lang), what=_placed(placed, lang))
            for s, placed in enumerate(event["placements"])
        )
        return t("reveal", what=shown)
    if kind == "target":
        if event.get("discarded"):
            return t(
                "target_ks", target=event["target"], card=card(event["card"], lang), ks=cards(event["discarded"], lang)
            )
        return t("target", target=event["target"], card=card(event["card"], lang))
    if kind == "turn":
        if not event.get("drew"):
            return t("turn_nodraw", round=event["round"])
        if viewer is not None and viewer == seat:
            return None  # the drawer's own `draw` event names the card
        return t("turn", round=event["round"])
    if kind == "draw":
        return t("drew", card=card(event["card"], lang))
    if kind == "reshuffle":
        return t("reshuffle", cards=count(event["cards"], lang))
    if kind == "place":
        return t("place_oot" if event.get("out_of_turn") else "place", what=_placed(event["cards"], lang))
    if kind in ("run", "step"):
        steps = event.get("steps") or []
        owner = whose(seat, viewer, lang)
        if not steps:
            return translate("tos.say.run_empty", lang, whose=_cap(owner, lang))
        last = len(steps) - 1
        lines = [describe_step(s, lang, hit=bool(event.get("hit")) and i == last) for i, s in enumerate(steps)]
        head = translate("tos.say.run" if kind == "run" else "tos.say.step_of", lang, whose=_cap(owner, lang))
        return "\n".join([head] + ["  " + line for line in lines])
    if kind == "win":
        return t("win", target=event["target"])
    if kind == "limit":
        return t("limit", rounds=event["rounds"])
    return None


def _cap(text: str, lang: str) -> str:
    """'your' starts a sentence as 'Your'."""
    return text[:1].upper() + text[1:] if lang == "en" else text
