"""Every user-facing Egyptian War string, in English and Japanese (engine and terminal)."""

from tefuda.core import i18n

i18n.register(
    {
        # --- illegal actions -------------------------------------------------------------
        "ew.unknown_action": {
            "en": "unknown action {text!r}: the actions are play, slap and close",
            "ja": "不明な行動です: {text!r}（play / slap / close のいずれか）",
        },
        "ew.bad_seat": {"en": "there is no seat {seat}", "ja": "席 {seat} はありません"},
        "ew.play_in_window": {
            "en": "a reaction window is open: the next card cannot be played until it closes",
            "ja": "反応受付中です。受付が終わるまで次の札は出せません",
        },
        "ew.not_your_turn": {
            "en": "it is {turn:player}'s turn to play, not {seat:player}'s",
            "ja": "札を出す番は{turn:player}です（{seat:player}ではありません）",
        },
        "ew.no_window": {
            "en": "there is nothing to slap: no reaction window is open",
            "ja": "叩けません。反応受付中ではありません",
        },
        "ew.slapped_already": {
            "en": "{seat:player} already slapped in this window (one slap per seat per window)",
            "ja": "{seat:player}はこの受付ですでに叩きました（1回の受付で1回まで）",
        },
        "ew.late_slap": {
            "en": "too late: {taker:player}'s slap already took the pile in this window",
            "ja": "遅すぎます。{taker:player}の叩きがすでに場を取りました",
        },
        "ew.clock_only": {
            "en": "only the clock (seat -1) closes a reaction window",
            "ja": "反応受付を閉じられるのは時計（席 -1）だけです",
        },
        "ew.close_no_window": {"en": "there is no reaction window to close", "ja": "閉じる反応受付がありません"},
        "ew.clock_cannot": {
            "en": "the clock (seat -1) can only close a reaction window",
            "ja": "時計（席 -1）にできるのは反応受付を閉じることだけです",
        },
        # --- setups and options ------------------------------------------------------------
        "ew.setup_shape": {
            "en": "a setup is an object with decks (one list of cards per seat, top first) and first (a seat)",
            "ja": "setup は decks（席ごとの札のリスト、上から順）と first（席）を持つオブジェクトです",
        },
        "ew.setup_decks": {
            "en": "the setup's decks must be {n} lists of cards, one per seat",
            "ja": "setup の decks は席ごとに1つ、{n}個の札のリストです",
        },
        "ew.setup_first": {
            "en": "the setup's first must be a seat 0..{last}",
            "ja": "setup の first は席 0〜{last} です",
        },
        "ew.setup_jokers": {  # EW-1
            "en": "Egyptian War uses no jokers",
            "ja": "エジプシャン・ウォーではジョーカーを使いません",
        },
        "ew.setup_no_cards": {"en": "setup has no cards to play", "ja": "setup に出せる札がありません"},
        "ew.setup_duplicate": {"en": "setup: card {card} appears twice", "ja": "setup: 札{card}が2回あります"},
        "ew.preset_conflict": {
            "en": "preset {preset!r} fixes {option}={fixed}; use preset=custom to change it",
            "ja": "プリセット {preset!r} では {option}={fixed} です。変えるには preset=custom を使います",
        },
        # the record result's fields by name and its `reason` in words (the sim report
        # reads GAME.result.FIELD and GAME.reason.VALUE)
        "egyptian_war.result.cards": {"en": "cards", "ja": "札の枚数"},
        "egyptian_war.result.reason": {"en": "reason", "ja": "決着の理由"},
        "egyptian_war.reason.all_cards": {"en": "one player won every card", "ja": "一方が札をすべて取った"},
        "egyptian_war.reason.short": {
            "en": "the short game's reveal limit: more cards wins",
            "ja": "短縮戦の枚数に達した: 札の多いほうの勝ち",
        },
        "egyptian_war.reason.repetition": {
            "en": "the same position a third time: a draw",
            "ja": "同じ局面が3回目: 引き分け",
        },
        "egyptian_war.reason.stalemate": {
            "en": "nobody had a card left to play: a draw",
            "ja": "だれも出せる札がない: 引き分け",
        },
    }
)
