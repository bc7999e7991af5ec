"""English grammar in catalog templates: "1 card", "an A♠" (issue #16 §6)."""

from tefuda.core import i18n


def test_english_grammar_in_templates():
    i18n.register(
        {
            "test.grammar": {
                "en": "{who} took {n} {n:card|cards} with {card:a} {card}",
                "ja": "{who}が{card}で{n}枚取りました",
            }
        }
    )
    assert i18n.t("test.grammar", "en", who="You", n=1, card="A♠") == "You took 1 card with an A♠"
    assert i18n.t("test.grammar", "en", who="You", n=3, card="K♦") == "You took 3 cards with a K♦"
    assert i18n.t("test.grammar", "en", who="You", n=0, card="8♣") == "You took 0 cards with an 8♣"
    assert i18n.t("test.grammar", "ja", who="あなた", n=1, card="A♠") == "あなたがA♠で1枚取りました"
