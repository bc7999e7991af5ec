"""Youscout's messages in English and Japanese (errors, terminal play, formulas)."""

from tefuda.core.i18n import register

register(
    {
        "youscout.start_range": {
            "en": "there is no place {place}; the places are 1 to 6",
            "ja": "{place}という場所はありません。場所は1〜6です",
        },
        "youscout.bad_card": {
            "en": "{card!r} is not a card of the talon: type it as the board shows it (7♠, J♦ …) or by its "
            "code (S07, D11: the suit's letter S, D, H or C, then 01 to 14)",
            "ja": "「{card}」は山札の札ではありません。盤の表記（7♠、J♦など）か、コード（S07、D11: スートの文字"
            "S・D・H・Cと01〜14）で入力してください",
        },
        "youscout.bad_pile": {
            "en": "there is no pile {pile!r}; the piles are ♦4 ♦5 ♦6 (the coins beside 4–6), ♥1 ♥2 ♥3 "
            "(the cups beside 1–3), ↓♦ (the lower coins), ↑♠ (the upper swords) and × (the discards)",
            "ja": "置き場「{pile}」はありません。置き場は ♦4 ♦5 ♦6（4〜6のコイン）、♥1 ♥2 ♥3（1〜3のカップ）、"
            "↓♦（下のコイン）、↑♠（上のソード）、×（捨て札）です",
        },
        "youscout.unknown": {
            "en": "unknown action {text!r} (actions: start N, draw, move, stay, replace CARD FROM TO)",
            "ja": "不明な行動です: {text!r}（start N、draw、move、stay、replace カード 元 先）",
        },
        "youscout.started": {"en": "the start place has already been chosen", "ja": "開始位置はもう決まっています"},
        "youscout.forced_start": {
            "en": "start {place} is not allowed: {spin} forces a start in the {trigram} trigram ({allowed})",
            "ja": "開始位置{place}は選べません: {kanji}のため{trigram_ja}卦から始めます（{allowed_ja}）",
        },
        "youscout.choose_first": {
            "en": "choose first: move up with the {card} or stay",
            "ja": "先に{card}で動く（move）か留まる（stay）かを選んでください",
        },
        "youscout.start_first": {
            "en": "choose the start place first (start 1..6)",
            "ja": "先に開始位置を選んでください（start 1〜6）",
        },
        "youscout.bad_reshuffle": {
            "en": "the setup's reshuffle {n} does not hold the cards being reshuffled (the rest of the talon, {end} "
            "and the discards: {count} {count:card|cards})",
            "ja": "セットアップの再シャッフル {n} が、混ぜる札（山札の残り・{end}・捨て札の計 {count} 枚）と一致しません",
        },
        "youscout.no_choice": {
            "en": "there is nothing to choose now: '{action}' only answers a lower sword whose condition holds",
            "ja": "今は選ぶ場面ではありません: 「{action}」は、条件を満たした下卦のソードにだけ使えます",
        },
        "youscout.no_replacement": {
            "en": "War Replacement is possible only right after a lower sword's chosen move",
            "ja": "戦乱置換は下卦のソードで「動く」を選んだ直後にだけできます",
        },
        "youscout.bad_source": {
            "en": "War Replacement cannot take cards from {pile} here (the border setting: {cross})",
            "ja": "この戦乱置換では{pile}から札を取れません（越境の設定: {cross}）",
        },
        "youscout.not_in_pile": {"en": "the {card} is not in {pile}", "ja": "{card}は{pile}にありません"},
        "youscout.cl_cap": {
            "en": "the lower coins (↓♦) already took {count} War {count:Replacement|Replacements}; the limit is {cap}",
            "ja": "下のコイン置き場（↓♦）への戦乱置換はもう{count}回です（上限{cap}回）",
        },
        "youscout.bad_destination": {
            "en": "War Replacement cannot put a card from {src} onto {dst} here (the border setting: {cross})",
            "ja": "この戦乱置換では{src}の札を{dst}へ置けません（越境の設定: {cross}）",
        },
        "youscout.ryakushiki_no_war": {
            "en": "略式 has no War Replacement: leave War Replacement at 0",
            "ja": "略式易双六には戦乱置換がありません（戦乱置換は0のままにしてください）",
        },
        "youscout.determinant_original": {
            "en": "the formula's '>=' belongs to 略式; the original rules always compare with >",
            "ja": "判定式の「大なりイコール」は略式易双六だけの設定です（元祖は常に「大なり」で比べます）",
        },
        # setups (the field names are those of the setup object a person writes)
        "youscout.setup.object": {
            "en": "a Youscout setup is an object with board, talon and reshuffles",
            "ja": "易双六の setup は board・talon・reshuffles を持つオブジェクトです",
        },
        "youscout.setup.fields": {
            "en": "unknown setup fields: {fields}; a setup has board, talon, reshuffles",
            "ja": "setup に不明な項目があります: {fields}（使えるのは board・talon・reshuffles）",
        },
        "youscout.setup.reshuffles": {
            "en": "the setup's reshuffles must be a list of talon orders",
            "ja": "setup の reshuffles は山札の並びのリストです",
        },
        "youscout.setup.js_stream": {
            "en": "the setup's js_stream must be a mulberry32 state (0 .. 2^32-1)",
            "ja": "setup の js_stream は mulberry32 の状態（0〜2^32-1）です",
        },
        "youscout.setup.board": {
            "en": "the setup's board must list the 6 places as drawn, e.g. {{\"card\": \"A06\", \"upright\": true}}",
            "ja": "setup の board には引いた順に6か所を書きます（例: {{\"card\": \"A06\", \"upright\": true}}）",
        },
        "youscout.setup.place": {
            "en": "board place {place} must be like {{\"card\": \"A06\", \"upright\": true}}",
            "ja": "board の{place}番目は {{\"card\": \"A06\", \"upright\": true}} の形です",
        },
        "youscout.setup.place_card": {
            "en": "board place {place}: {card!r} cannot be on the board (A01..A21 except A13)",
            "ja": "board の{place}番目: {card!r} は盤に置けません（A13 以外の A01〜A21）",
        },
        "youscout.setup.board_twice": {
            "en": "the six board cards must be different",
            "ja": "盤の6枚はすべて違うカードです",
        },
        "youscout.setup.talon": {
            "en": "{what} must be a list of card codes, top first",
            "ja": "{what} は上から順のカードのリストです",
        },
        "youscout.setup.talon_card": {
            "en": "{what}: {card!r} is not a minor card (S01..C14) or the end card (A00/A13)",
            "ja": "{what}: {card!r} は小アルカナ（S01〜C14）でも終了カード（A00/A13）でもありません",
        },
        "youscout.setup.talon_end": {
            "en": "{what} must hold the end card (A00 or A13) exactly once",
            "ja": "{what} には終了カード（A00 か A13）がちょうど1枚必要です",
        },
        "youscout.setup.talon_twice": {"en": "{what}: a card appears twice", "ja": "{what}: 同じカードが2回あります"},
        "youscout.limit_value": {
            "en": "{label}: {value!r} is not possible (a whole number of 0 or more, or 'infinity')",
            "ja": "{label}: {value!r} は使えません（0 以上の整数か、無制限なら 'infinity'）",
        },
        # the record result's fields by name (the sim report reads GAME.result.FIELD)
        "youscout.result.win": {"en": "win", "ja": "勝ち"},
        "youscout.result.token": {"en": "token", "ja": "駒の最後の位置"},
    }
)
