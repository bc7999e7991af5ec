"""Every user-facing Trump OS string, in English and Japanese (registered with core.i18n)."""

from __future__ import annotations

from tefuda.core import i18n

MESSAGES = {
    # --- illegal actions (TOS-13, TOS-16, TOS-18) -----------------------------------
    "tos.bad_text": {
        "en": "not a Trump OS action: {text!r} (write e.g. 'place 4H@7 QS@0' or 'run')",
        "ja": "トランプOSの行動ではありません: {text!r}（例: 'place 4H@7 QS@0'、'run'）",
    },
    "tos.bad_word": {
        "en": "{word!r} is not a placement; write CARD@ADDRESS, e.g. 4H@7",
        "ja": "{word!r} は置き方の書き方ではありません。カード@番地 と書きます（例: 4H@7）",
    },
    "tos.bad_card": {
        "en": "{card!r} is not a card of the 52-card deck (write e.g. 4H, 10S, QD, KC)",
        "ja": "{card!r} は52枚のトランプのカードではありません（例: 4H、10S、QD、KC）",
    },
    "tos.bad_address": {
        "en": "address {addr!r} is outside the memory; addresses are 0 to 12",
        "ja": "番地 {addr!r} は置き場の外です。番地は 0〜12 です",
    },
    "tos.one_memory": {
        "en": "{word!r}: one placement names one memory",
        "ja": "{word!r}: 1回の置き方で指定できる置き場は1つです",
    },
    "tos.bad_memory": {"en": "there is no memory of seat {memory!r}", "ja": "席 {memory!r} の置き場はありません"},
    "tos.twice_card": {"en": "{card} is named twice in one placement", "ja": "1回の置き方で{card}が2回出ています"},
    "tos.twice_cell": {  # TOS-16
        "en": "address {addr} is named twice in one placement",
        "ja": "1回の置き方で番地 {addr} が2回出ています",
    },
    "tos.twice": {  # TOS-16
        "en": "a placement names each card and each cell at most once",
        "ja": "1回の置き方では、同じカード・同じ番地は1回しか書けません",
    },
    "tos.move": {  # TOS-13
        "en": "a placed card never moves; overwrite its cell with another card instead",
        "ja": "置いたカードは動かせません。別のカードで上書きしてください",
    },
    "tos.move_pc": {  # TOS-13
        "en": "the PC moves only by execution, never by hand",
        "ja": "PCは命令の実行でだけ動きます。手で動かすことはできません",
    },
    "tos.no_seat": {"en": "there is no seat {seat}", "ja": "席 {seat} はありません"},
    # A refusal is told to the player who acted (terminal, browser, CPU): "you", "your".
    "tos.protected": {  # TOS-3
        "en": "memory protection: you may place only into your own memory, not into {memory:player}'s",
        "ja": "メモリ保護: 置けるのは自分の置き場だけです。{memory:player}の置き場には置けません",
    },
    "tos.not_in_hand": {
        "en": "{card} is not in your hand",
        "ja": "{card}はあなたの手札にありません",
    },
    "tos.executing": {  # TOS-12, TOS-13
        "en": "your program is running: you may place again once your turn has passed to the next player",
        "ja": "あなたのプログラムは実行中です。手番が次のプレイヤーに移る（コンテキストスイッチ）まで置けません",
    },
    "tos.submitted": {  # TOS-10
        "en": "you have already submitted your initial placement",
        "ja": "あなたは初期配置をもう出しています",
    },
    "tos.empty_place": {
        "en": "name at least one card to place, e.g. 'place 4H@7'",
        "ja": "置くカードを1枚以上書いてください（例: 'place 4H@7'）",
    },
    "tos.placement_open": {  # TOS-10
        "en": "the initial placement comes first: everyone submits one 'place ...' ('place' alone places no card)",
        "ja": "まず初期配置です。全員が 'place ...' を1回出します（'place' だけなら何も置きません）",
    },
    "tos.not_current": {
        "en": "only the player to move may {what}; it is {current:player}'s turn",
        "ja": "{what} できるのは手番のプレイヤーだけです。今は{current:player}の手番です",
    },
    "tos.not_executing": {
        "en": "'step' executes the next instruction of a started slice; write 'run' first",
        "ja": "'step' は実行中のタイムスライスの次の命令を実行します。先に 'run' と書いてください",
    },
    "tos.must_step": {
        "en": "your program is running; write 'step' for the next instruction",
        "ja": "あなたのプログラムは実行中です。次の命令は 'step' で実行します",
    },
    "tos.step_mode": {
        "en": "'step' is used only with the option execution=step",
        "ja": "'step' はオプション execution=step のときだけ使います",
    },
    "tos.bad_reshuffle": {
        "en": "the record's reshuffle #{n} does not hold exactly the discard pile ({cards})",
        "ja": "記録の {n} 回目の切り直しが捨て札（{cards}）と一致しません",
    },
    # --- setup errors ------------------------------------------------------------------
    # setups (the field names are those of the setup object a person writes)
    "tos.setup.object": {
        "en": "a Trump OS setup is an object with hands, deck and reshuffles",
        "ja": "トランプOSの setup は hands・deck・reshuffles を持つオブジェクトです",
    },
    "tos.setup.fields": {
        "en": "unknown setup fields: {fields}; a setup holds hands, deck, reshuffles",
        "ja": "setup に不明な項目があります: {fields}（使えるのは hands・deck・reshuffles）",
    },
    "tos.setup.hands": {
        "en": "the setup's hands must list one hand per seat ({n} players)",
        "ja": "setup の hands には席ごとに1つ、{n}人分の手札を書きます",
    },
    "tos.setup.cards": {"en": "{what} must be a list of card codes", "ja": "{what} はカードのリストです"},
    "tos.setup.not_card": {
        "en": "{what}: {card!r} is not a card (write e.g. 4H, 10S, QD, KC)",
        "ja": "{what}: {card!r} はカードではありません（例: 4H, 10S, QD, KC）",
    },
    "tos.setup.joker": {  # TOS-1
        "en": "{what}: Trump OS plays without jokers",
        "ja": "{what}: トランプOSではジョーカーを使いません",
    },
    "tos.setup.hand_size": {  # TOS-9
        "en": "the hand of seat {seat} has {count} {count:card|cards}; a deal gives {size}",
        "ja": "席{seat}の手札が{count}枚あります。配られるのは{size}枚です",
    },
    "tos.setup.twice": {"en": "card {card} appears twice", "ja": "カード{card}が2回あります"},
    "tos.setup.target": {  # TOS-11
        "en": "the deck must hold a card other than K for the target",
        "ja": "お題をめくるため、山札には K 以外のカードが必要です",
    },
    "tos.setup.first": {
        "en": "the setup's first must be the seat that starts, 0 to {last}",
        "ja": "setup の first には最初のプレイヤーの席（0〜{last}）を書きます",
    },
    "tos.setup.first_option": {
        "en": "the setup starts with seat {seat}, but the option says Player {player} starts",
        "ja": "setup では席{seat}から始まりますが、オプションではプレイヤー{player}から始まります",
    },
    "tos.first_players": {
        "en": "{label}: Player {value} cannot start a game of {n} players",
        "ja": "{label}: {n}人のゲームでプレイヤー{value}から始めることはできません",
    },
    "tos.setup.reshuffles": {
        "en": "the setup's reshuffles must be a list of card orders",
        "ja": "setup の reshuffles はカードの並びのリストです",
    },
    "tos.setup.reshuffle": {
        "en": "{what} must name distinct cards of this deal",
        "ja": "{what} にはこの配りのカードを重複なく書きます",
    },
    # --- terminal play and log text -----------------------------------------------------
    "tos.ui.header": {
        "en": "Trump OS — target {target}   deck {deck}   discard {discard}   round {round}/{max}",
        "ja": "トランプOS ― お題 {target}   山札 {deck}枚   捨て札 {discard}   第{round}巡（全{max}巡）",
    },
    # before round 1: everyone places their first cards face down (TOS-10)
    "tos.ui.header_placement": {
        "en": "Trump OS — target {target}   deck {deck}   discard {discard}   initial placement",
        "ja": "トランプOS ― お題 {target}   山札 {deck}枚   捨て札 {discard}   初期配置中",
    },
    "tos.ui.target_card": {"en": "{n} ({card})", "ja": "{n}（{card}）"},
    "tos.ui.discard_top": {"en": "{card} ({n})", "ja": "{card}（{n}枚）"},
    "tos.ui.no_target": {"en": "not known yet (after placement)", "ja": "未定（初期配置のあと）"},
    # the instructions as the How to play page names them (LOAD ...), in Japanese with their words
    "tos.ui.legend": {
        "en": "♠={spade} n  ♥=ADD n  ♦=OUT  ♣=JUMP n  ·=NOP  [ ]=PC (runs next)",
        "ja": "♠={spade} n  ♥=ADD（加算） n  ♦=OUT（出力）  ♣=JUMP（ジャンプ） n  ·=NOP（何もしない）  [ ]=PC（次に実行）",
    },
    "tos.ui.op_load": {"en": "LOAD", "ja": "LOAD（読み込み）"},
    "tos.ui.op_sub": {"en": "SUB", "ja": "SUB（減算）"},
    "tos.ui.empty": {"en": "none", "ja": "なし"},
    "tos.ui.seat": {
        "en": "{seat:player}{you}  R={r:>2}  PC={pc:>2}  hand {hand}{mark}",
        "ja": "{seat:player}{you}  R={r:>2}  PC={pc:>2}  手札{hand}枚{mark}",
    },
    "tos.ui.you": {"en": " (you)", "ja": "（あなた）"},
    "tos.ui.to_move": {"en": "  ◀ to move", "ja": "  ◀ 手番"},
    "tos.ui.sent": {"en": "  (submitted)", "ja": "  （提出済み）"},
    "tos.ui.hand": {"en": "Your hand: {cards}", "ja": "あなたの手札: {cards}"},
    "tos.ui.sealed": {"en": "Your sealed placement: {cards}", "ja": "あなたの伏せた初期配置: {cards}"},
    "tos.ui.phase_place": {
        "en": "Initial placement (sealed): type 'place 4H@7 QS@0' or just 'place'.",
        "ja": "初期配置（伏せて同時に）: 'place 4H@7 QS@0' または 'place' だけを入力。",
    },
    "tos.ui.phase_play": {
        "en": "Your turn: 'place 4H@7 QS@0' (any number of times), then 'run'.",
        "ja": "あなたの手番: 'place 4H@7 QS@0'（何回でも）、そのあと 'run'。",
    },
    "tos.ui.phase_step": {
        "en": "Your program is running, one instruction at a time: type 'step' for the next one.",
        "ja": "あなたのプログラムを1命令ずつ実行中: 次の命令は 'step' と入力。",
    },
    "tos.ui.add_title": {
        "en": "Addition table — ♥ n (ADD n): the new R is R + n, less 13 once it reaches 13",
        "ja": "足し算の早見表 — ♥ n（ADD n、加算）: 新しいRは R + n（13以上なら13を引く）",
    },
    "tos.ui.add_how": {
        "en": "Find your R on the left and the card's value n on top. Card values: K 0, A 1, 2–10, J 11, Q 12.",
        "ja": "左でいまのR、上でカードの値nを探します。カードの値: K 0、A 1、2〜10、J 11、Q 12。",
    },
    "tos.ui.add_corner": {"en": "R  n", "ja": "R  n"},
    "tos.ui.add_card": {"en": "card", "ja": "カード"},
    "tos.ui.addr": {"en": "addr", "ja": "番地"},
    "tos.ui.winner": {"en": "Winner: {who}", "ja": "勝者: {who}"},  # who: narration.player (you / Player 2)
    "tos.ui.draw": {"en": "Draw (no hit)", "ja": "引き分け（当たりなし）"},
    # under "Winner: …": why and when the game ended (a first run may hit at once: TOS-14)
    "tos.ui.end_you": {
        "en": "Your program output the target {target} in round {round}: the first OUT of the target wins at once.",
        "ja": "あなたのプログラムが第{round}巡でお題{target}を出力しました。お題を最初に出力した人がその場で勝ちです。",
    },
    "tos.ui.end_other": {
        "en": "{whose} program output the target {target} in round {round}: the first OUT of the target wins at once.",
        "ja": "{whose}プログラムが第{round}巡でお題{target}を出力しました。お題を最初に出力した人がその場で勝ちです。",
    },
    "tos.ui.end_first": {
        "en": "{whose} program output the target {target} on the very first turn of the game, before you had a "
        "turn: the first OUT of the target wins at once, so a game can end before everyone has played.",
        "ja": "{whose}プログラムがゲームの最初の手番でお題{target}を出力しました（あなたの手番はまだでした）。"
        "お題を最初に出力した人がその場で勝つので、全員の手番が回る前に終わることもあります。",
    },
    "tos.ui.end_early": {
        "en": "{whose} program output the target {target} in round {round}, before you had a turn: the first OUT "
        "of the target wins at once, so a game can end before everyone has played.",
        "ja": "{whose}プログラムが第{round}巡でお題{target}を出力しました（あなたの手番はまだでした）。"
        "お題を最初に出力した人がその場で勝つので、全員の手番が回る前に終わることもあります。",
    },
    # `moves`: the legal actions grouped (one line for all single-card placements)
    "tos.ui.moves_word": {"en": "{word} — {what}", "ja": "{word} — {what}"},
    "tos.ui.moves_place": {
        "en": "place CARD@ADDRESS — any card of your hand ({cards}) at any address {addrs}; "
        "several at once: place {example}",
        "ja": "place カード@番地 — 手札のどのカード（{cards}）も、どの番地（{addrs}）にも置けます。"
        "まとめて置くなら: place {example}",
    },
    "tos.ui.moves_place_one": {
        "en": "place CARD@ADDRESS — your card {cards} at any address {addrs}, e.g. place {example}",
        "ja": "place カード@番地 — 手札の{cards}を、どの番地（{addrs}）にも置けます。例: place {example}",
    },
    "tos.ui.span": {"en": "{a}–{b}", "ja": "{a}〜{b}"},
    "tos.ui.moves_enter": {
        "en": "Enter — go on: {who} plays its turn",
        "ja": "Enter — 続行（{who}の手番に進みます）",
    },
    "tos.ui.wait": {
        "en": "(Enter: continue, or place a card out of turn: 'place 4H@7') ",
        "ja": "（Enter で続行。手番外に置くなら 'place 4H@7'） ",
    },
    # execution=step: the pause before each of another player's instructions (TOS-13)
    "tos.ui.wait_step": {
        "en": "(Enter: {whose} next instruction, or place a card out of turn: 'place 4H@7') ",
        "ja": "（Enter で{whose}次の命令へ。手番外に置くなら 'place 4H@7'） ",
    },
    "tos.ui.moves_enter_step": {
        "en": "Enter — go on: {whose} program runs its next instruction",
        "ja": "Enter — 続行（{whose}プログラムが次の命令を実行します）",
    },
    # the record result's fields by name (the sim report reads GAME.result.FIELD)
    "trump_os.result.target": {"en": "target", "ja": "お題"},
}

i18n.register(MESSAGES)
