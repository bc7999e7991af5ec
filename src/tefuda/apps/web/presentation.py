"""What the browser is told about each game beyond its views: the home page's catalog and
the log — each event the viewer may see, told in the game's own words."""

from __future__ import annotations

from tefuda.core import i18n
from tefuda.core.events import visible_log

i18n.register(
    {
        "web.seats_count": {"en": "give exactly {n} seats", "ja": "席は{n}人分指定してください"},
        "web.level": {"en": "{seat:player}: unknown CPU level", "ja": "{seat:player}: CPUレベルが不明です"},
        "web.not_human": {
            "en": "{seat:player}'s seat is for a CPU, not a person",
            "ja": "{seat:player}の席はCPU用です",
        },
        "web.taken": {"en": "{seat:player}'s seat is taken", "ja": "{seat:player}の席はすでに使われています"},
        "web.not_your_seat": {
            "en": "you do not hold {seat:player}'s seat",
            "ja": "{seat:player}の席はあなたの席ではありません",
        },
        "web.action_text": {"en": "an action must be a short text", "ja": "行動は短いテキストで送ってください"},
        "web.no_room": {"en": "no such room", "ja": "その部屋はありません"},
        "web.not_over": {"en": "the game is not over yet", "ja": "ゲームはまだ終わっていません"},
        "web.no_howto": {
            "en": "there is no How to play page for this game",
            "ja": "このゲームの遊び方のページはありません",
        },
        # the log between two games of a match: the last game's end stays above this line
        "web.next_game": {"en": "— Game {n} of {games} —", "ja": "— 第{n}ゲーム（全{games}ゲーム）—"},
        "web.no_seat": {
            "en": "only the players of this room can ask for a rematch",
            "ja": "再戦を申し込めるのはこの部屋のプレイヤーだけです",
        },
    }
)


def log_lines(table, viewer: int | None, lang: str, last: int = 40) -> list[str]:
    """The game's story for one viewer: the latest `last` events that viewer may see
    (`core.events.visible_log`, the one redaction point), each in the game's own words
    (its descriptor's `describe`, contract 2). Never another seat's action text. Early in
    a match's next game, the end of the game before stays above a line that says which
    game this is: the next deal comes at once, and the last plays should not vanish."""
    from tefuda.games import descriptor

    describe = descriptor(table.game_name).describe
    if describe is None:
        return []
    lines = _told(table.state, describe, viewer, lang, last)
    previous = getattr(table, "previous_state", None)
    if previous is not None and len(lines) < last - 1:
        sep = i18n.translate("web.next_game", lang, n=table.deal + 1, games=table.match.games)
        lines = [*_told(previous, describe, viewer, lang, last - 1 - len(lines)), sep, *lines]
    return lines


def _told(state, describe, viewer: int | None, lang: str, last: int) -> list[str]:
    """The latest `last` lines of one game's story for `viewer`."""
    lines: list[str] = []
    for ev in reversed(visible_log(getattr(state, "log", None) or [], viewer)):
        line = describe(ev, viewer, lang)
        if line:
            lines.append(line)
            if len(lines) >= last:
                break
    lines.reverse()
    return lines


def howto_langs(game_name: str) -> list[str]:
    """The languages `game_name`'s How to play page is written in (none: no link to it)."""
    from tefuda.apps import howto

    return [lang for lang in ("en", "ja") if howto.available(game_name, lang)]


def game_catalog() -> list[dict]:
    """The home page's list: titles, summaries, player counts, options, presets, levels."""
    from tefuda.core.descriptor import LEVEL_NAMES
    from tefuda.core.options import option_info, preset_info
    from tefuda.games import descriptors

    out = []
    for desc in descriptors():
        out.append(
            {
                "name": desc.name,
                "titles": dict(desc.titles),
                "summary": dict(desc.summary),
                "renderer": desc.renderer,
                "min_players": desc.min_players,
                "max_players": desc.max_players,
                # label / help / choice_labels in en+ja (contract 5); `doc` is the developer's note
                "options": [dict(option_info(o), doc=o.doc) for o in desc.options],
                "presets": list(desc.presets),
                "preset_info": preset_info(desc.game, desc.preset_info),  # the descriptor's texts, as `play --help`
                "default_preset": desc.game.DEFAULT_PRESET,  # the form starts with it selected
                "preset_fixes": desc.game.PRESETS_FIX,  # a preset's options are shown fixed
                "levels": list(LEVEL_NAMES),
                "default_level": desc.default_level,  # the setup form's CPUs start at it
                "shared_screen": desc.shared_screen,  # people at one device: no hand-over
                # what each preset sets, so the form can show it on the option controls
                "preset_values": {name: dict(values) for name, values in desc.presets.items()},
                "howto": howto_langs(desc.name),  # the languages of its How to play page (none: no link)
            }
        )
    return out
