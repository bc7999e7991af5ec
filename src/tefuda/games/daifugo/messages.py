"""Daifugo's user-facing messages (errors, terminal play), English and Japanese."""

from tefuda.core.i18n import register

MESSAGES = {
    # errors
    "daifugo.bad_card": {
        "en": "not a card: {card!r} (write e.g. 3S, 10H, QD, AC, JK)",
        "ja": "カードではありません: {card!r}（例: 3S, 10H, QD, AC, JK）",
    },
    "daifugo.unknown_action": {
        "en": "unknown action {text!r} (write e.g. 'play 3S', 'play 5S 6S JK=7S', 'pass', 'give 2S AH')",
        "ja": "不明な行動です: {text!r}（例: 'play 3S', 'play 5S 6S JK=7S', 'pass', 'give 2S AH'）",
    },
    "daifugo.name_joker": {
        "en": "a joker cannot stand for a joker",
        "ja": "ジョーカーはジョーカーの代わりにはなれません",
    },
    "daifugo.twice": {"en": "{card} appears twice in the play", "ja": "{card}が2回書かれています"},
    "daifugo.name_dup": {
        "en": "JK={card} names a card already in the play",
        "ja": "JK={card}は同じ出し札に含まれるカードを指しています",
    },
    "daifugo.name_alone": {  # DSP-10
        "en": "a joker played alone cannot be named",
        "ja": "ジョーカー単独では代わりのカードを指定できません",
    },
    "daifugo.not_combo": {  # DSP-10
        "en": "{cards} is no combination: play one card, a group of one rank, or a sequence of 3+ "
        "consecutive cards of one suit",
        "ja": "{cards}は出せる組み合わせではありません。1枚、同じ数字の組、同じマークの3枚以上の連番のいずれかです",
    },
    "daifugo.not_held": {"en": "you do not hold {cards}", "ja": "{cards}を持っていません"},
    "daifugo.jokers_held": {
        "en": "you hold {held} {held:joker|jokers}, not {wanted}",
        "ja": "ジョーカーは{held}枚しか持っていません（{wanted}枚必要）",
    },
    # A refusal is told to the seat that acted (terminal, browser): "you", never "Player 1".
    # (`seat`, the acting seat, is still passed for records and tools that name it.)
    "daifugo.not_turn": {
        "en": "it is {turn:player}'s turn, not yours",
        "ja": "今は{turn:player}の番です",
    },
    "daifugo.passed": {  # DSP-12
        "en": "you passed and cannot play again until this trick ends",
        "ja": "あなたはパスしたので、この場が流れるまで出せません",
    },
    "daifugo.finished": {"en": "you have already finished", "ja": "あなたはもうあがっています"},
    "daifugo.stuck": {  # DSP-14
        "en": "you hold only jokers and must pass for the rest of the game",
        "ja": "あなたはジョーカーしか持っていないため、このゲームの最後までパスです",
    },
    "daifugo.stuck_bans": {  # DSP-14, DSP-18
        "en": "you hold only cards nobody may finish with (jokers, {ranks}s) and must pass for the rest of the game",
        "ja": "あなたの手札はあがれないカード（ジョーカー・{ranks}）だけなので、このゲームの最後までパスです",
    },
    "daifugo.finish_ban": {  # DSP-18
        "en": "{play} would finish your hand with a banned {rank}",
        "ja": "{play}では{rank}あがりになるため出せません（{rank}あがり禁止）",
    },
    "daifugo.fallen": {
        "en": "you fell from Daifugo and are out of this game (miyako-ochi)",
        "ja": "あなたは都落ちしたため、このゲームではもう出せません",
    },
    "daifugo.lead_must_play": {  # DSP-12
        "en": "you lead this trick and must play",
        "ja": "あなたが親なので、パスはできません",
    },
    "daifugo.spade3": {  # DSP-9
        "en": "the first play of game 1 must contain the real ♠3",
        "ja": "初回の最初の出し札には本物のスペードの3を含めなければなりません",
    },
    "daifugo.follow_single": {  # DSP-11
        "en": "the table has {table}: play a single card",
        "ja": "場は{table}です。1枚で出してください",
    },
    "daifugo.follow_group": {  # DSP-11
        "en": "the table has {table}: play {size} cards of one rank",
        "ja": "場は{table}です。同じ数字{size}枚で出してください",
    },
    "daifugo.follow_sequence": {  # DSP-11
        "en": "the table has {table}: play a sequence of {size} cards of one suit",
        "ja": "場は{table}です。同じマーク{size}枚の連番で出してください",
    },
    "daifugo.weaker": {  # DSP-11
        "en": "{play} is not stronger than {table}",
        "ja": "{play}は{table}より強くありません",
    },
    "daifugo.overlap": {  # DSP-11
        "en": "every card of {play} must be stronger than every card of {table}",
        "ja": "{play}のすべてのカードが{table}のすべてのカードより強くなければなりません",
    },
    "daifugo.four_fours_answer": {
        "en": "{play} is not allowed now: only four 4s can answer an 8-cut (4強)",
        "ja": "{play}は今は出せません。8切りに返せるのは4の4枚だけです（4強）",
    },
    "daifugo.three_strong_answer": {
        "en": "{play} is not allowed now: only four {four}s can answer three {three}s (3強)",
        "ja": "{play}は今は出せません。{three}の3枚出しに返せるのは{four}の4枚だけです（3強）",
    },
    "daifugo.gyakudan_only": {
        "en": "{play} is not allowed now: reverse steps need one rank weaker, same suit (逆段)",
        "ja": "{play}は今は出せません。逆段では同じマークで1つ弱い数字を出します",
    },
    "daifugo.locked": {
        "en": "{play} is not allowed now: the suits are locked to {suits} (しばり)",
        "ja": "{play}は今は出せません。しばりでマークが{suits}に固定されています",
    },
    "daifugo.ambiguous": {
        "en": "{play} is ambiguous: name the joker, e.g. {options}",
        "ja": "{play}は複数の読み方ができます。ジョーカーを指定してください（例: {options}）",
    },
    "daifugo.exchange_first": {  # DSP-7
        "en": "first the exchange: {seat:player} gives {count} {count:card|cards}",
        "ja": "まずカード交換です: {seat:player}が{count}枚渡します",
    },
    "daifugo.exchange_first_you": {  # DSP-7, told to the giver who tried something else
        "en": "first the exchange: you give {count} {count:card|cards}",
        "ja": "まずカード交換です: あなたが{count}枚渡します",
    },
    "daifugo.no_exchange": {"en": "there is no exchange now", "ja": "今はカード交換の時間ではありません"},
    "daifugo.give_count": {"en": "give exactly {count} {count:card|cards}", "ja": "ちょうど{count}枚渡してください"},
    "daifugo.give_strongest": {  # DSP-7
        "en": "give your {count} strongest {count:card|cards}: {cards} (you may choose among equal ranks)",
        "ja": "最も強い{count}枚を渡してください: {cards}（同じ強さの中からは選べます）",
    },
    "daifugo.shibari": {"en": " (suit lock: {suits})", "ja": "（しばり: {suits}）"},
    "daifugo.gyakudan": {
        "en": " (reverse steps: one rank weaker, same suit)",
        "ja": "（逆段中: 同じマークで1つ弱いカードのみ）",
    },
    "daifugo.three_strong_block": {
        "en": " (only four {rank}s can answer three {weak}s)",
        "ja": "（3枚の{weak}に対しては4枚の{rank}しか出せません）",
    },
    "daifugo.four_fours_needs_cut": {
        "en": "4強 answers an 8-cut: turn 8切り (8-cut) on as well",
        "ja": "4強は8切りへの返しです。8切りも入れてください",
    },
    "daifugo.bad_edge": {
        "en": "{token}: a joker beyond a sequence's end is JK<3S (below the 3) or JK>2S (above the 2), "
        "at the end of a sequence of that suit",
        "ja": "{token}: 階段の端の外のジョーカーは JK<3S（3の下）か JK>2S（2の上）で、同じマークの階段の端につけます",
    },
    "daifugo.edge_uecda": {
        "en": "{play}: a joker stands below the 3 or above the 2 only in the UECda rules",
        "ja": "{play}: ジョーカーを3の下・2の上に置けるのはUECdaのルールだけです",
    },
    "daifugo.give_forced": {
        "en": "the referee takes the joker and the strongest cards, ties ♠ ♥ ♦ ♣: give {cards}",
        "ja": "ジョーカーと強いカードから順に（同じ強さなら♠♥♦♣の順）渡します: {cards}",
    },
    "daifugo.uecda_clash": {
        "en": "the UECda rules have their own turn, lock and revolution rules: they combine only "
        "with 8切り, スペ3 and イレブンバック, not {rules}",
        "ja": "UECdaのルールは独自の進行・しばり・革命を持つため、組み合わせられるのは8切り・スペ3・イレブンバックだけです（{rules}は不可）",
    },
    "daifugo.uecda_jokers": {
        "en": "the UECda rules play with one joker (or none)",
        "ja": "UECdaのルールではジョーカーは1枚（または0枚）です",
    },
    "daifugo.setup_seating": {
        "en": "setup.seating must list the seats 0 to {n} in their seating order",
        "ja": "setup.seating には席0〜{n}を座る順に並べてください",
    },
    "daifugo.setup_number": {
        "en": "setup.number is the game's number in its match, from 1",
        "ja": "setup.number は対戦の中で何ゲーム目か（1から）です",
    },
    # setups and states
    "daifugo.setup_shape": {
        "en": 'a daifugo setup is {{"hands": [[cards] per seat], "titles": null | [titles]}}',
        "ja": '大富豪のセットアップは {{"hands": [[カード] 席ごと], "titles": null | [身分]}} です',
    },
    "daifugo.setup_shape_uecda": {
        "en": 'a daifugo setup is {{"hands": [[cards] per seat], "titles": null | [titles]}} (UECda: also "seating" and "number")',
        "ja": '大富豪のセットアップは {{"hands": [[カード] 席ごと], "titles": null | [身分]}} です（UECda では "seating" と "number" も）',
    },
    "daifugo.setup_hands": {
        "en": "setup.hands needs {n} hands, one per seat",
        "ja": "setup.hands には席ごとに {n} 個の手札が必要です",
    },
    "daifugo.setup_hand": {
        "en": "setup.hands[{seat}] must be a non-empty list of cards",
        "ja": "setup.hands[{seat}] は1枚以上のカードのリストでなければなりません",
    },
    "daifugo.setup_titles": {  # DSP-4
        "en": "the setup's titles must be null or {n} titles",
        "ja": "setup の titles は null か、{n}人分の身分でなければなりません",
    },
    "daifugo.setup_title_set": {  # DSP-4
        "en": "the setup's titles must hold each title but 平民 exactly once (3–4 players: no 富豪/貧民)",
        "ja": "setup の titles には平民以外の身分がちょうど1つずつ必要です（3〜4人では富豪・貧民なし）",
    },
    "daifugo.setup_give": {
        "en": "seat {seat} must give {count} {count:card|cards} but holds {held}",
        "ja": "席{seat}は{count}枚渡す必要がありますが、手札は{held}枚です",
    },
    "daifugo.state_json": {
        "en": "state JSON does not match this game's players",
        "ja": "状態JSONの人数がこのゲームと一致しません",
    },
    "daifugo.not_over": {"en": "the game is not over yet", "ja": "ゲームはまだ終わっていません"},
    "daifugo.bad_view": {"en": "no deal fits this view", "ja": "このビューに合う配り方がありません"},
    # kinds and titles
    "daifugo.kind.single": {"en": "a single", "ja": "1枚"},
    "daifugo.kind.group": {"en": "a group", "ja": "同じ数字の組"},
    "daifugo.kind.sequence": {"en": "a sequence", "ja": "連番"},
    "daifugo.title.daifugo": {"en": "Daifugo", "ja": "大富豪"},
    "daifugo.title.fugo": {"en": "Fugo", "ja": "富豪"},
    "daifugo.title.heimin": {"en": "Heimin", "ja": "平民"},
    "daifugo.title.hinmin": {"en": "Hinmin", "ja": "貧民"},
    "daifugo.title.daihinmin": {"en": "Daihinmin", "ja": "大貧民"},
    # the record result's fields by name (the sim report reads GAME.result.FIELD)
    "daifugo.result.titles": {"en": "titles", "ja": "身分"},
}

register(MESSAGES)
