"""What a person reads for a sim's stored codes (`tefuda sim`'s summary, `tefuda report`):
options by their labels ("Bonus cards: 8"), seats as players ("Player 1"), the bot behind
a level, and result values in the game's own words where its message catalog has them.

Everything comes from the game's descriptor and catalog (this module knows no game); a
file from a game that is no longer installed still reads, with the stored codes.
"""

from __future__ import annotations

from typing import Any

from tefuda.core.i18n import catalog, player_name, translate
from tefuda.core.options import text_in


class Words:
    def __init__(self, game: str, lang: str = "en", match: bool = False):
        """`match`: the rows are whole matches (`tefuda sim --match`), and say so."""
        from tefuda.games import GAMES, descriptor

        self.game, self.lang, self.match = game, lang, match
        self.desc = descriptor(game) if game in GAMES else None
        self.options_by_name = {o.name: o for o in self.desc.options} if self.desc else {}
        layer = self.desc.match if self.desc else None
        # the options only a match reads (its length, its scoring): the match layer lists them
        self.match_options = frozenset(getattr(layer, "OPTIONS", ()) or ())
        self._catalog_order: dict[str, int] | None = None

    def applies(self, name: str) -> bool:
        """Does this option change anything in this run? A match-only option does not in
        a run of single games."""
        return self.match or name not in self.match_options

    def say(self, key: str, **params) -> str:
        """One of the catalog's messages in this report's language."""
        return translate(key, self.lang, **params)

    def title(self) -> str:
        return self.desc.title(self.lang) if self.desc else self.game

    def player(self, seat: int) -> str:
        """Seat 0 is Player 1, as `tefuda play` and the browser say."""
        return player_name(seat, self.lang)

    def value(self, name: str, value: Any) -> str:
        """One option's value as a player reads it: its choice label, on / off, a preset's
        label."""
        if name == "preset":
            info = (self.desc.preset_info if self.desc else {}).get(value, {})
            return text_in(info.get("label"), self.lang) or str(value)
        opt = self.options_by_name.get(name)
        if opt is not None and opt.type is bool and isinstance(value, str):  # a swept value as typed: `on`
            try:
                value = opt.convert(value)
            except ValueError:
                pass
        if isinstance(value, bool):
            return translate("sim.words.on" if value else "sim.words.off", self.lang)
        return opt.choice_label(value, self.lang) if opt else str(value)

    def label(self, name: str) -> str:
        """An option by its label (`Bonus cards`), else its name."""
        opt = self.options_by_name.get(name)
        if opt is None and name == "preset":
            return translate("sim.words.preset", self.lang)
        return opt.label_in(self.lang) if opt else name

    def option(self, name: str, value: Any) -> str:
        """`Bonus cards: 8`."""
        return translate("sim.words.option", self.lang, label=self.label(name), value=self.value(name, value))

    def options(self, options: dict, names=None) -> str:
        """Options in the game's order (then any it no longer has), or only `names`."""
        keys = [n for n in self.options_by_name if n in options] + [n for n in options if n not in self.options_by_name]
        if names is not None:
            keys = [n for n in names if n in options]
        return translate("sim.words.sep", self.lang).join(self.option(n, options[n]) for n in keys)

    def point(self, options: dict, swept) -> str:
        """A sweep point by its swept options (`Bonus cards: 6`), else 'all games'."""
        names = list(swept)
        if names:
            return self.options(options, names)
        return translate("sim.words.all_matches" if self.match else "sim.words.all_games", self.lang)

    def games_per_match(self, rows: list[dict]) -> str:
        """How many games the matches of these rows had (`tefuda sim --match` stores each
        game's result under `games`): `8`, or `8–10` where they differ."""
        counts = sorted({len((r.get("result") or {}).get("games") or []) for r in rows}) or [0]
        if len(counts) == 1:
            return str(counts[0])
        return translate("sim.words.range", self.lang, lo=counts[0], hi=counts[-1])

    def bot(self, spec: str) -> str:
        """A bot spec as typed; a level also names the bot that plays it."""
        level = self.desc.levels.get(spec) if self.desc else None
        if level is None:
            return spec
        bot = level if isinstance(level, str) else level.get("bot", spec)
        return translate("sim.words.level", self.lang, level=spec, bot=bot)

    def versus(self, bots) -> str:
        """Bot specs as a lineup: `random vs easy level (random)`."""
        names = [self.bot(b) for b in bots]
        said = names[0] if names else ""
        for name in names[1:]:
            said = translate("sim.words.vs", self.lang, a=said, b=name)
        return said

    def in_order(self, key: str, values) -> list:
        """Result values in the order the game's catalog gives their words (a game lists
        them as it ranks them: titles from the highest, say), the rest after, as text."""
        if self._catalog_order is None:  # (the catalog, read once per report)
            self._catalog_order = {k: i for i, k in enumerate(catalog())}
        known = self._catalog_order
        names = (key, key[:-1]) if key.endswith("s") else (key,)

        def rank(value):
            found = [known[k] for k in (f"{self.game}.{n}.{value}" for n in names) if k in known]
            return (0, min(found), "") if found else (1, 0, str(value))

        return sorted(values, key=rank)

    def as_reported(self, rows: list[dict]) -> list[dict]:
        """The stored rows with each result as the game's reports count it (its descriptor's
        `report_result`: a category the record format folds into one reason, told apart)."""
        told = self.desc.report_result if self.desc else None
        if told is None:
            return rows
        return [{**r, "result": told(r["result"])} if r.get("result") else r for r in rows]

    def result_name(self, key: str) -> str:
        """A result field (`reason`) by the game's name for it, `GAME.result.KEY` in its
        catalog, else as stored."""
        return translate(f"{self.game}.result.{key}", self.lang, default="") or key

    def result_value(self, key: str, value: Any) -> str:
        """A result value (an end reason, say) in the game's words where its catalog has
        them under `GAME.KEY.VALUE` (a per-seat list's key also in the singular: `titles`
        holds a `title` per seat), else a yes / no for a truth value, else as stored."""
        for name in (key, key[:-1]) if key.endswith("s") else (key,):
            said = translate(f"{self.game}.{name}.{value}", self.lang, default="")
            if said:
                return said
        if isinstance(value, bool):
            return translate("sim.words.yes" if value else "sim.words.no", self.lang)
        return str(value)
