"""Contract 4: the How to play pages — present in both languages, in the Markdown subset,
rule ids only as trailing references, the two languages in step, and their terminal form."""

from __future__ import annotations

import re

import pytest

from tefuda.apps import howto
from tefuda.apps.tui.style import RED
from tefuda.core import i18n
from tefuda.core.cards import Card, TarotCard

# Youscout's page is written by its own engineer; the check covers it once it exists.
GAMES = [
    g
    for g in ("daifugo", "trump_os", "diving", "egyptian_war", "youscout")
    if howto.available(g, "en") or g != "youscout"
]
RULE_ID = re.compile(r"\b(?:DSP|TOS|DIV|EW|YS)-\d+")
TRAILING_REF = re.compile(r"\s*[(（]([^()（）]*)[)）]\s*$")


def _lines(game, lang):
    return howto.load(game, lang).splitlines()


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_page_exists_and_uses_only_the_markdown_subset(game, lang):
    assert howto.path(game, lang).is_file(), f"{game}: howto.{lang}.md is missing"
    lines = _lines(game, lang)
    assert lines[0].startswith("# "), "a page starts with its title"
    for n, line in enumerate(lines, 1):
        where = f"{game} {lang}:{n}: {line!r}"
        assert not re.match(r"\s*(\d+\.|\* |> |```|  +- |#{4,}|<)", line), f"outside the subset: {where}"
        assert "`" not in line and "<" not in line and "__" not in line, f"outside the subset: {where}"
        assert line.count("**") % 2 == 0, f"unbalanced bold: {where}"
        # every [...] is a card picture, and every picture is a real card
        for kind, code in re.findall(r"\[([a-z]+):([A-Za-z0-9]+)\]", line):
            assert kind in ("card", "tarot"), where
            (Card if kind == "card" else TarotCard).parse(code)
        assert not re.search(r"\[(?!(card|tarot):)", line), f"a bracket that is no card picture: {where}"


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_rule_ids_appear_only_as_small_trailing_references(game, lang):
    for n, line in enumerate(_lines(game, lang), 1):
        m = TRAILING_REF.search(line)
        body = line[: m.start()] if m and RULE_ID.search(m.group(1)) else line
        assert not RULE_ID.search(body), f"{game} {lang}:{n}: a rule id inside the text: {line!r}"
        if m and RULE_ID.search(m.group(1)):
            rest = RULE_ID.sub("", m.group(1))
            assert re.fullmatch(r"[\s,、〜–to]*", rest), f"{game} {lang}:{n}: not only rule ids: {m.group(1)!r}"


@pytest.mark.parametrize("game", GAMES)
def test_both_languages_say_the_same_things(game):
    """Same headings, list items, table rows and card pictures: one page is not behind."""

    def shape(lang):
        lines = _lines(game, lang)
        return (
            [len(re.match(r"#+", x).group(0)) for x in lines if x.startswith("#")],
            sum(x.startswith("- ") for x in lines),
            sum(x.startswith("|") for x in lines),
            sorted(re.findall(r"\[(?:card|tarot):\w+\]", "\n".join(lines))),
        )

    assert shape("en") == shape("ja")


@pytest.mark.parametrize("game", ["daifugo", "trump_os", "diving", "egyptian_war", "youscout"])
def test_the_japanese_page_is_japanese(game):
    text = howto.load(game, "ja")
    body = re.sub(r"\*\*[^*]*\*\*|\[\w+:\w+\]|\([^)]*\)", "", text)
    japanese = len(re.findall(r"[\u3040-\u30ff\u4e00-\u9fff]", body))
    latin = len(re.findall(r"[A-Za-z]", body))
    assert japanese > 10 * latin, (japanese, latin)


# what each page must explain (issue #16 §1, #21): checked by the words a player meets
MUST_SAY = {
    ("daifugo", "en"): [
        "Revolution",
        "joker-only",
        "exchange",
        "8切り",
        "しばり",
        "イレブンバック",
        "都落ち",
        "points",
        "大富豪",
        "大貧民",
        "pass",
    ],
    ("daifugo", "ja"): [
        "革命",
        "ジョーカーだけ",
        "カード交換",
        "8切り",
        "しばり",
        "イレブンバック",
        "都落ち",
        "得点",
        "大富豪",
        "大貧民",
        "パス",
    ],
    ("diving", "en"): ["0", "alone", "Lucky seven", "Steal", "drown", "bonus", "Return"],
    ("diving", "ja"): ["0", "1枚だけ", "ラッキーセブン", "強奪", "溺死", "ボーナス", "帰還"],
    ("egyptian_war", "en"): [
        "reaction window",
        "ranks, not colours",
        "two cards back",
        "J only starts",
        "Not yet",
        "this browser",
        "Sandwich",
        "false slap",
        "the CPU's cards too",
        "on the left",
        "37 / 100",
        "only your own cards",
        "3 pauses",
    ],
    ("egyptian_war", "ja"): [
        "反応受付",
        "赤黒やマークではなく",
        "2枚前",
        "Jだけでは叩く形になりません",
        "まだ負けではありません",
        "このブラウザ",
        "サンドイッチ",
        "誤叩き",
        "CPU の札も含めて",
        "左右に分かれた",
        "37 / 100枚",
        "自分の札だけ",
        "1人3回",
    ],
    ("youscout", "en"): [
        "2 or 5",
        "5 or 6",
        "初爻",
        "上爻",
        "旋乾",
        "重坤",
        "Strength (8)",
        "hexagram",
        "Move",
        "Stay",
        "War Replacement",
        "略式",
        "F Minor",
        "M Major",
        "upstream",
        "reversed",
    ],
    ("youscout", "ja"): [
        "2か5",
        "5か6",
        "初爻",
        "上爻",
        "旋乾",
        "重坤",
        "力(8)",
        "卦",
        "動く",
        "留まる",
        "戦乱置換",
        "略式",
        "F Minor",
        "M Major",
        "上流",
        "逆位置",
    ],
    ("trump_os", "en"): [
        "LOAD",
        "ADD",
        "OUT",
        "JUMP",
        "target",
        "three",
        "out of turn",
        "rock-paper-scissors",
        "Addition table",
        "help add",
    ],
    ("trump_os", "ja"): [
        "LOAD",
        "ADD",
        "OUT",
        "JUMP",
        "お題",
        "3命令",
        "手番以外",
        "じゃんけん",
        "足し算の早見表",
        "help add",
    ],
}


@pytest.mark.parametrize("game,lang", sorted(MUST_SAY))
def test_each_page_explains_what_the_issue_asks_for(game, lang):
    text = howto.load(game, lang)
    for phrase in MUST_SAY[(game, lang)]:
        assert phrase in text, f"{game} {lang} does not say {phrase!r}"


def test_terminal_form_shows_cards_with_suit_symbols_and_no_markup():
    text = howto.to_terminal(howto.load("daifugo", "en"), "en", color=False, width=80)
    assert "[card:" not in text and "**" not in text and "|" not in text
    assert "3♠ 4♠ 5♠" in text and "JK" in text
    assert all(howto.width_of(line) <= 80 for line in text.splitlines())
    ja = howto.to_terminal(howto.load("daifugo", "ja"), "ja", color=False, width=60)
    assert all(howto.width_of(line) <= 60 for line in ja.splitlines())
    assert not any(line.lstrip().startswith(("、", "。")) for line in ja.splitlines())
    assert RED not in text


def test_a_tarot_picture_is_its_code_in_the_terminal():
    assert howto.to_terminal("Death [tarot:A13] and [tarot:H01]", "en") == "Death A13 and H01"


def test_terminal_form_colours_red_suits_when_asked():
    text = howto.to_terminal("Pair: [card:7S] [card:7H] and **bold**", "en", color=True)
    assert f"{RED}7♥" in text and "\x1b[1mbold" in text and f"{RED}7♠" not in text


def test_an_unknown_game_has_no_page():
    from tefuda.core.errors import OptionError

    with pytest.raises(OptionError):
        howto.load("chess", "en")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_daifugo_page_names_its_presets_as_the_command_line_does(lang):
    """`tefuda play daifugo --help` lists each preset by its label and `--preset NAME`: the
    page uses the same label and says what to type."""
    from tefuda.games import descriptor

    page = howto.load("daifugo", lang)
    info = descriptor("daifugo").preset_info
    for name in ("house", "uecda"):
        label = info[name]["label"][lang]
        assert f"**{label}**" in page and f"**--preset {name}**" in page, (name, label)
    assert "common house rules" not in page  # the label is "Common house rules"


# --- the terminal form: widths, line breaks, illustrations, rule references ---------------
PAGES = [(g, lang) for g in GAMES for lang in ("en", "ja")]


@pytest.mark.parametrize("game,lang", PAGES)
@pytest.mark.parametrize("width", [99, 49])
def test_a_coloured_page_fits_and_the_terminal_does_not_break_it_again(game, lang, width):
    """Bold, faint and red are escape sequences that take no column: every line fits, and
    fitting the page to the same width again (as `say` does) changes nothing."""
    from tefuda.apps.tui.runner import fit_lines
    from tefuda.apps.tui.style import width_of

    lines = howto.to_terminal(howto.load(game, lang), lang, color=True, width=width).splitlines()
    assert "\x1b[1m" in "".join(lines)
    assert all(width_of(line) <= width for line in lines), [x for x in lines if width_of(x) > width]
    assert fit_lines(lines, width) == lines


def test_width_of_counts_no_column_for_escape_sequences():
    from tefuda.apps.tui.style import BOLD, DIM, NORMAL, RED, RESET, width_of

    assert width_of(f"{BOLD}置き場{NORMAL} {RED}7♥{RESET} {DIM}(TOS-7){NORMAL}") == 6 + 1 + 2 + 1 + 7


@pytest.mark.parametrize("game,lang", [(g, "ja") for g in GAMES])
@pytest.mark.parametrize("color", [False, True])
def test_japanese_lines_neither_start_with_a_closing_mark_nor_end_with_an_opening_one(game, lang, color):
    from tefuda.apps.tui.style import ANSI
    from tefuda.apps.tui.wrap import NO_LINE_END, NO_LINE_START

    for width in (99, 49, 31):
        text = ANSI.sub("", howto.to_terminal(howto.load(game, lang), lang, color=color, width=width))
        for line in text.splitlines():
            assert line.strip()[:1] not in NO_LINE_START - {"・", "…"}, (width, line)  # ・ bullets a list
            assert line.rstrip()[-1:] not in NO_LINE_END, (width, line)


def test_a_break_never_separates_bold_from_its_word_in_japanese():
    """「置き場（**メモリ**）」 at the edge: the bracket goes along with メモリ, and "bold on"
    with the word it makes bold (a line never ends in a bare escape sequence)."""
    from tefuda.apps.tui.style import BOLD

    text = "自分の前の13か所の置き場（**メモリ**）に並べます。"
    for width in range(8, 40):
        lines = howto.to_terminal(text, "ja", color=True, width=width).splitlines()
        assert not any(line.endswith(BOLD) or line.endswith("（") for line in lines), (width, lines)
        assert not any(line.startswith("）") or line.startswith("\x1b[22m）") for line in lines), (width, lines)


# a card code right after a finished sentence at the end of a paragraph (a rule reference
# may follow): an illustration printed as a lone code ("…choose. 7♦ (DIV-11)")
LONE_CODE = re.compile(r"[.!?。！？]\s*(?:(?:10|[2-9AJQK])[♠♥♦♣]|JK|[A-Z]\d\d)(?:\s*[(（][^()（）]*[)）])?$")


@pytest.mark.parametrize("game,lang", PAGES)
def test_no_picture_stands_in_the_terminal_as_a_lone_card_code(game, lang):
    for line in howto.load(game, lang).splitlines():
        if line.startswith(("- ", "  - ")) or (line and line[0] not in "#|"):
            shown = howto.to_terminal(line, lang, width=10_000)
            assert not LONE_CODE.search(shown), (line, shown)


@pytest.mark.parametrize(
    "game,lang,shown",
    [
        ("diving", "en", "There is nothing to pay and nothing to choose. (DIV-11)"),
        ("diving", "ja", "入手・譲るの選択もありません。（DIV-11）"),
        ("diving", "en", "when you start a game. (DIV-12)"),
        ("trump_os", "en", "A JUMP to its own cell (say 5♣ in cell 5) waits there"),
        ("trump_os", "en", "K♥ (ADD 0) changes nothing."),
        ("trump_os", "ja", "（5番地の 5♣ など）"),
        ("trump_os", "en", "♠ n, e.g. 7♠"),
        ("egyptian_war", "en", "whatever their suits or colours: 7♠ 7♥"),
        ("daifugo", "en", "7♠ 7♥ 7♦ 7♣ — a revolution."),
        ("daifugo", "en", "3♠ 4♠ 5♠ 6♠"),
    ],
)
def test_pictures_among_the_words_stay_as_codes_and_illustrations_go(game, lang, shown):
    assert shown in howto.to_terminal(howto.load(game, lang), lang, width=10_000)


@pytest.mark.parametrize("game,lang", PAGES)
def test_rule_references_are_faint_with_colour_and_as_written_without(game, lang):
    from tefuda.apps.tui.style import DIM, NORMAL, RULE_REF

    md = howto.load(game, lang)
    plain = howto.to_terminal(md, lang, color=False, width=10_000)
    coloured = howto.to_terminal(md, lang, color=True, width=10_000)
    refs = RULE_REF.findall(plain)
    assert "\x1b" not in plain and refs == RULE_REF.findall(md)
    assert coloured.count(DIM) == len(refs) and all(f"{DIM}{r}{NORMAL}" in coloured for r in refs)


@pytest.mark.parametrize(
    "ref", ["(TOS-7, TOS-8)", "（TOS-7、TOS-8）", "(DIV-14, DIV-15, DIV-16)", "(EW-13 to EW-16)", "(DSP-7)"]
)
def test_a_rule_reference_is_faint_and_never_broken_across_lines(ref):
    from tefuda.apps.tui.style import DIM, NORMAL

    text = "The first player whose machine outputs the target wins. " + ref
    assert f"{DIM}{ref}{NORMAL}" in howto.to_terminal(text, "en", color=True)
    for width in range(len(ref) + 2, 60):
        assert any(line.endswith(ref) for line in howto.to_terminal(text, "en", width=width).splitlines())


def test_the_browser_and_the_terminal_read_rule_references_alike():
    """One pattern on each side: the rule id in static/howto.js is the Python one."""
    from importlib import resources

    from tefuda.apps.tui import style

    js = resources.files("tefuda.apps.web").joinpath("static/howto.js").read_text(encoding="utf-8")
    js_id = re.search(r'const RULE_ID = "([^"]+)";', js).group(1).replace("\\\\", "\\")
    assert js_id == style._RULE_ID
    assert "[,、〜~]|to" in js and "[,、〜~]|to" in style.RULE_REF.pattern


@pytest.mark.parametrize("game", ["daifugo", "diving", "trump_os"])
@pytest.mark.parametrize(
    "lang,browser,terminal", [("en", "In the browser", "In the terminal"), ("ja", "ブラウザ", "端末")]
)
def test_the_terminal_page_leaves_out_the_browser_only_item(game, lang, browser, terminal):
    """'- **In the browser**: press Hunt…' is noise in a terminal; the terminal item stays."""
    md = howto.load(game, lang)
    item = next(line for line in md.splitlines() if line.startswith(f"- **{browser}**:"))
    said = howto.to_terminal(item.split(":", 1)[1].strip(), lang, width=10_000)  # e.g. "press Hunt, …"
    text = howto.to_terminal(md, lang, width=10_000)
    assert said not in text and f"• {browser}:" not in text and f"• {terminal}:" in text


@pytest.mark.parametrize("game", ["daifugo", "diving", "trump_os", "youscout"])
@pytest.mark.parametrize(
    "lang,browser,terminal", [("en", "In the browser", "In the terminal"), ("ja", "ブラウザ", "端末")]
)
def test_the_browser_page_leaves_out_the_terminal_only_item(game, lang, browser, terminal):
    """Its twin: '- **In the terminal**: type hunt…' is noise on a phone's page."""
    md = howto.load(game, lang)
    page = howto.for_browser(md)
    assert f"- **{terminal}**:" in md and f"- **{terminal}**:" not in page
    assert f"- **{browser}**:" in page
    assert len(page.splitlines()) == len(md.splitlines()) - 1  # that item alone


RULE_REF_IN_PAGE = re.compile(r"[(（](?:DSP|TOS|DIV|EW|YS)-\d+")


@pytest.mark.parametrize("game,lang", PAGES)
def test_a_page_that_cites_rules_ends_by_saying_what_the_numbers_are(game, lang):
    """Newcomers read "(DSP-14)" as a code they should understand: the page's last paragraph
    says these are the rulebook's rule numbers, and that nobody needs them to play."""
    text = howto.load(game, lang)
    last = text.rstrip().splitlines()[-1]
    if RULE_REF_IN_PAGE.search(howto.path(game, lang).read_text(encoding="utf-8")):
        assert last == i18n.translate("howto.rule_references", lang)
        assert ("rulebook" in last) if lang == "en" else ("ルールブック" in last)
        squeeze = lambda t: re.sub(r"\s+", "", t)  # noqa: E731 (lines wrap at different places)
        assert squeeze(last) in squeeze(howto.to_terminal(text, lang, width=60))
