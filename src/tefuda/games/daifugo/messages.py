"""Daifugo's user-facing messages (errors, terminal play), English and Japanese."""

from tefuda.core.i18n import register

MESSAGES = {
    # errors
    "daifugo.bad_card": {"en": "not a card: {card!r} (write e.g. 3S, 10H, QD, AC, JK)",
                         "ja": "カードではありません: {card!r}（例: 3S, 10H, QD, AC, JK）"},
    "daifugo.unknown_action": {
        "en": "unknown action {text!r} (write e.g. 'play 3S', 'play 5S 6S JK=7S', 'pass', 'give 2S AH')",
        "ja": "不明な行動です: {text!r}（例: 'play 3S', 'play 5S 6S JK=7S', 'pass', 'give 2S AH'）"},
    "daifugo.name_joker": {"en": "a joker cannot stand for a joker", "ja": "ジョーカーはジョーカーの代わりにはなれません"},
    "daifugo.twice": {"en": "{card} appears twice in the play", "ja": "{card} が2回書かれています"},
    "daifugo.name_dup": {"en": "JK={card} names a card already in the play",
                         "ja": "JK={card} は同じ出し札に含まれるカードを指しています"},
    "daifugo.name_alone": {"en": "a joker played alone cannot be named (DSP-10)",
                           "ja": "ジョーカー単独では代わりのカードを指定できません（DSP-10）"},
    "daifugo.not_combo": {
        "en": "{cards} is no combination: play one card, a group of one rank, or a sequence of 3+ "
              "consecutive cards of one suit (DSP-10)",
        "ja": "{cards} は出せる組み合わせではありません。1枚、同じ数字の組、同じマークの3枚以上の連番のいずれかです（DSP-10）"},
    "daifugo.not_held": {"en": "you do not hold {cards}", "ja": "{cards} を持っていません"},
    "daifugo.jokers_held": {"en": "you hold {held} {held:joker|jokers}, not {wanted}",
                            "ja": "ジョーカーは {held} 枚しか持っていません（{wanted} 枚必要）"},
    "daifugo.not_turn": {"en": "it is seat {turn}'s turn, not seat {seat}'s",
                         "ja": "今は席{turn}の番です（席{seat}ではありません）"},
    "daifugo.passed": {"en": "seat {seat} passed and cannot play again until this trick ends (DSP-12)",
                       "ja": "席{seat}はパスしたので、この場が流れるまで出せません（DSP-12）"},
    "daifugo.finished": {"en": "seat {seat} has already finished", "ja": "席{seat}はもうあがっています"},
    "daifugo.stuck": {"en": "seat {seat} holds only jokers and must pass for the rest of the game (DSP-14)",
                      "ja": "席{seat}はジョーカーしか持っていないため、このゲームの最後までパスです（DSP-14）"},
    "daifugo.stuck_bans": {
        "en": "seat {seat} holds only cards nobody may finish with (jokers, {ranks}s) and must pass "
              "for the rest of the game (DSP-14, DSP-18)",
        "ja": "席{seat}の手札はあがれないカード（ジョーカー・{ranks}）だけなので、このゲームの最後までパスです（DSP-14、DSP-18）"},
    "daifugo.finish_ban": {
        "en": "{play} would finish your hand with a banned {rank} (no_finish_{rank}, DSP-18)",
        "ja": "{play} では{rank}あがりになるため出せません（{rank}あがり禁止、DSP-18）"},
    "daifugo.fallen": {"en": "seat {seat} fell from Daifugo and is out of this game (miyako-ochi)",
                       "ja": "席{seat}は都落ちしたため、このゲームではもう出せません"},
    "daifugo.lead_must_play": {"en": "you lead this trick and must play (DSP-12)",
                               "ja": "あなたが親なので、パスはできません（DSP-12）"},
    "daifugo.spade3": {"en": "the first play of game 1 must contain the real ♠3 (DSP-9)",
                       "ja": "初回の最初の出し札には本物のスペードの3を含めなければなりません（DSP-9）"},
    "daifugo.kind": {"en": "the table has {table}: play {kind:a} {kind} of {size} {size:card|cards} (DSP-11)",
                     "ja": "場は {table} です。同じ種類・同じ枚数（{size} 枚）で出してください（DSP-11）"},
    "daifugo.weaker": {"en": "{play} is not stronger than {table} (DSP-11)",
                       "ja": "{play} は {table} より強くありません（DSP-11）"},
    "daifugo.overlap": {"en": "every card of {play} must be stronger than every card of {table} (DSP-11)",
                        "ja": "{play} のすべてのカードが {table} のすべてのカードより強くなければなりません（DSP-11）"},
    "daifugo.not_allowed": {"en": "{play} is not allowed now{why}", "ja": "{play} は今は出せません{why}"},
    "daifugo.ambiguous": {"en": "{play} is ambiguous: name the joker, e.g. {options}",
                          "ja": "{play} は複数の読み方ができます。ジョーカーを指定してください（例: {options}）"},
    "daifugo.exchange_first": {"en": "first the exchange: seat {seat} gives {count} {count:card|cards} (DSP-7)",
                               "ja": "まずカード交換です: 席{seat}が {count} 枚渡します（DSP-7）"},
    "daifugo.no_exchange": {"en": "there is no exchange now", "ja": "今はカード交換の時間ではありません"},
    "daifugo.give_count": {"en": "give exactly {count} {count:card|cards}", "ja": "ちょうど {count} 枚渡してください"},
    "daifugo.give_strongest": {
        "en": "give your {count} strongest {count:card|cards}: {cards} (you may choose among equal ranks) (DSP-7)",
        "ja": "最も強い {count} 枚を渡してください: {cards}（同じ強さの中からは選べます）（DSP-7）"},
    "daifugo.shibari": {"en": " (suit lock: {suits})", "ja": "（しばり: {suits}）"},
    "daifugo.gyakudan": {"en": " (reverse steps: one rank weaker, same suit)",
                         "ja": "（逆段中: 同じマークで1つ弱いカードのみ）"},
    "daifugo.three_strong_block": {"en": " (only four {rank}s can answer three {weak}s)",
                                   "ja": "（3枚の{weak}に対しては4枚の{rank}しか出せません）"},
    "daifugo.four_fours_needs_cut": {"en": "4強 answers an 8-cut: turn 8切り (8-cut) on as well",
                                     "ja": "4強は8切りへの返しです。8切りも入れてください"},
    # setups and states
    "daifugo.setup_shape": {"en": 'a daifugo setup is {{"hands": [[cards] per seat], "titles": null | [titles]}}',
                            "ja": '大富豪のセットアップは {{"hands": [[カード] 席ごと], "titles": null | [身分]}} です'},
    "daifugo.setup_hands": {"en": "setup.hands needs {n} hands, one per seat",
                            "ja": "setup.hands には席ごとに {n} 個の手札が必要です"},
    "daifugo.setup_hand": {"en": "setup.hands[{seat}] must be a non-empty list of cards",
                           "ja": "setup.hands[{seat}] は1枚以上のカードのリストでなければなりません"},
    "daifugo.setup_titles": {"en": "setup.titles must be null or one full set of titles (DSP-4)",
                             "ja": "setup.titles は null か、人数に合った身分一式でなければなりません（DSP-4）"},
    "daifugo.setup_give": {"en": "seat {seat} must give {count} {count:card|cards} but holds fewer",
                           "ja": "席{seat}は {count} 枚渡す必要がありますが、手札が足りません"},
    "daifugo.state_json": {"en": "state JSON does not match this game's players",
                           "ja": "状態JSONの人数がこのゲームと一致しません"},
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
}

register(MESSAGES)
