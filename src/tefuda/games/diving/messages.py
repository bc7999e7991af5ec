"""Diving's user-facing messages (errors, terminal screen, log lines) in English and Japanese."""

from tefuda.core import i18n

MESSAGES = {
    # --- errors (IllegalAction / SetupError keys) ---
    "diving.unknown": {
        "en": "unknown action {text!r}; write hunt, take 9C 4H, take JK, yield, refill 3 pay 5H, steal 5H KD or return 10C",
        "ja": "不明な行動です {text!r}。hunt / take 9C 4H / take JK / yield / refill 3 pay 5H / steal 5H KD / return 10C のように入力してください",
    },
    # a known verb with the wrong words after it: what that verb needs
    "diving.usage.alone": {  # hunt, yield
        "en": "{text!r}: {verb} takes nothing after it; type {verb} alone",
        "ja": "{text!r}: {verb} のあとには何も書きません。{verb} だけを入力してください",
    },
    "diving.usage.take": {
        "en": "take needs the cards you pay with, adding up to at least the treasure's worth: e.g. take 9C 4H, or take JK",
        "ja": "take には支払うカード（合計が宝の価値以上）が必要です。例: take 9C 4H、または take JK",
    },
    "diving.usage.refill": {
        "en": "{text!r}: refill needs how many cards to draw (1 to 4), then pay and the card you pay with: e.g. refill 3 pay 5H",
        "ja": "{text!r}: refill には引く枚数（1〜4）と、pay のあとに支払うカードが必要です。例: refill 3 pay 5H",
    },
    "diving.usage.steal": {
        "en": "{text!r}: steal needs a 5 from your hand, then the opponent's treasure you take: e.g. steal 5H KD",
        "ja": "{text!r}: steal には手札の5と、奪う相手の宝が必要です。例: steal 5H KD",
    },
    "diving.bad_card": {
        "en": "{card!r} in {text!r} is not a card (write e.g. 9C, 10H, KD, JK)",
        "ja": "{text!r} の {card!r} はカードではありません（例: 9C, 10H, KD, JK）",
    },
    "diving.twice": {"en": "{text!r} names a card twice", "ja": "{text!r} に同じカードが2回あります"},
    "diving.not_held": {"en": "you do not hold {card}", "ja": "{card}は手札にありません"},
    "diving.below": {
        "en": "{cards} {n:is worth|add up to} only {paid}; {price} is needed",
        "ja": "{cards}{n:の価値|の合計}{paid}では、必要な{price}に足りません",
    },
    "diving.joker_alone": {
        "en": "a joker pays alone: do not mix it with other cards",
        "ja": "ジョーカーは単独で支払います。他のカードと混ぜられません",
    },
    "diving.no_payment": {
        "en": "name the cards you pay with (e.g. take 9C 4H)",
        "ja": "支払うカードを指定してください（例: take 9C 4H）",
    },
    "diving.hunt_first": {
        "en": "there is no treasure to take or yield: hunt first",
        "ja": "入手・譲渡する宝がありません。先に hunt してください",
    },
    "diving.treasure_pending": {
        "en": "the treasure {card} is waiting: take it or yield it",
        "ja": "宝{card}が出ています。take するか yield してください",
    },
    "diving.must_take": {
        "en": "the treasure {card} was yielded to you: you must take it",
        "ja": "宝{card}を譲られました。入手（take）しなければなりません",
    },
    "diving.no_yield_first": {
        "en": "the first player may not yield on the game's very first turn",
        "ja": "最初のターンの先行プレイヤーは譲る（yield）ことができません",
    },
    "diving.refill_count": {
        "en": "a refill draws 1 to 4 cards, not {n}",
        "ja": "酸素補給で引けるのは1〜4枚です（{n}枚は不可）",
    },
    "diving.refill_deck": {
        "en": "the deck holds only {deck} {deck:card|cards}; you cannot draw {n}",
        "ja": "山札は{deck}枚しかありません。{n}枚は引けません",
    },
    "diving.steal_off": {
        "en": "stealing is off in this game (option steal=false)",
        "ja": "このゲームでは強奪は使えません（オプション steal=false）",
    },
    "diving.steal_five": {
        "en": "a steal is paid with a 5, not {card}",
        "ja": "強奪に使えるのは5のカードです（{card}は不可）",
    },
    "diving.steal_depths": {
        "en": "a steal needs equal depths (yours {mine}, the opponent's {theirs})",
        "ja": "強奪は深度が同じときだけです（あなた {mine}、相手 {theirs}）",
    },
    "diving.steal_target": {"en": "the opponent's field has no {card}", "ja": "相手の場に{card}はありません"},
    "diving.not_return": {
        "en": "the dive is over: only return payments now (e.g. return 10C)",
        "ja": "ダイビングは終わりました。帰還の支払い（例: return 10C）だけができます",
    },
    "diving.not_diving": {
        "en": "a return is made only after the deck is empty",
        "ja": "帰還は山札がなくなってからです",
    },
    # setups (the field names are those of the setup object a person writes)
    "diving.setup.object": {
        "en": "a Diving setup is an object with hands, bonus, deck and first",
        "ja": "ダイビングの setup は hands・bonus・deck・first を持つオブジェクトです",
    },
    "diving.setup.fields": {"en": "unknown setup fields: {fields}", "ja": "setup に不明な項目があります: {fields}"},
    "diving.setup.hands": {
        "en": "the setup's hands must be two lists of cards",
        "ja": "setup の hands は2つのカードのリストです",
    },
    "diving.setup.empty_hand": {"en": "each hand needs at least one card", "ja": "手札には1枚以上のカードが必要です"},
    "diving.setup.jokers": {"en": "there are only two jokers", "ja": "ジョーカーは2枚だけです"},  # DIV-1
    "diving.setup.joker_place": {  # DIV-5
        "en": "jokers are dealt to the hands, never to the deck or the bonus",
        "ja": "ジョーカーは手札に配り、山札やボーナスには入れません",
    },
    "diving.setup.twice": {"en": "card {card} appears twice", "ja": "カード{card}が2回あります"},
    "diving.setup.first": {
        "en": "the setup's first must be seat 0 or 1, not {first!r}",
        "ja": "setup の first は席 0 か 1 です（{first!r} は不可）",
    },
    "diving.setup.cards": {"en": "{what} must be a list of card codes", "ja": "{what} はカードのリストです"},
    "diving.setup.card": {"en": "{what}: {error}", "ja": "{what}: {error}"},
    # --- screen ---
    "diving.title": {"en": "Diving", "ja": "ダイビング"},
    "diving.you": {"en": "you", "ja": "あなた"},
    "diving.opponent": {"en": "opponent", "ja": "相手"},
    "diving.seat": {"en": "{seat:player} ({who})", "ja": "{seat:player}（{who}）"},
    "diving.player": {"en": "{seat:player}", "ja": "{seat:player}"},  # (a spectator's board)
    "diving.field": {"en": "field {cards}  luxury {luxury}", "ja": "場 {cards}  豪華さ {luxury}"},
    "diving.dive": {"en": "dive pile {cards}  depth {depth}", "ja": "捨て山 {cards}  深度 {depth}"},
    "diving.hand_size": {"en": "hand {n} {n:card|cards}", "ja": "手札 {n}枚"},
    "diving.your_hand": {
        "en": "your hand {cards}  oxygen {oxygen}{joker}",
        "ja": "あなたの手札 {cards}  酸素量 {oxygen}{joker}",
    },
    "diving.joker_note": {"en": " + joker", "ja": " ＋ジョーカー"},
    "diving.table": {
        "en": "deck {deck}  outside (bonus) {outside}",
        "ja": "山札 {deck}枚  ゲーム外部（ボーナス） {outside}枚",
    },
    "diving.treasure": {
        "en": "treasure on the table: {card} (worth {value})",
        "ja": "発見した宝: {card}（価値{value}）",
    },
    "diving.yielded_to": {"en": "it was yielded to {seat:player}", "ja": "{seat:player}に譲られました"},
    "diving.yielded_you": {
        "en": "it was yielded to you: you must take it",
        "ja": "あなたに譲られました。入手しなければなりません",
    },
    "diving.cannot_pay": {
        "en": "your hand cannot pay {value}: yield it",
        "ja": "手札では{value}を払えません。譲って（yield）ください",
    },
    "diving.first_turn": {
        "en": "the game's very first turn may not yield: take it",
        "ja": "ゲームの最初の手番なので譲れません。入手してください",
    },
    # the way back up, under your hand during the dive (hints.outlook)
    "diving.outlook.cards": {
        "en": "way back up: pay your depth {depth}; your cards cover it",
        "ja": "帰還: 深度{depth}を払います。手札のカードで足ります",
    },
    "diving.outlook.joker": {
        "en": "way back up: pay your depth {depth}; only the joker covers it (and then no bonus)",
        "ja": "帰還: 深度{depth}を払います。足りるのはジョーカーだけです（使えばボーナスなし）",
    },
    "diving.outlook.short": {
        "en": "way back up: pay your depth {depth}; you are {short} oxygen short: refill, or you drown at the return",
        "ja": "帰還: 深度{depth}を払います。酸素が{short}足りません。補給しないと帰還で溺死します",
    },
    "diving.outlook.all": {
        "en": "way back up: pay your depth {depth}; only your whole hand covers it, and an empty hand drowns: refill",
        "ja": "帰還: 深度{depth}を払います。手札を全部使わないと届かず、手札が0枚になると溺死します。補給してください",
    },
    "diving.outlook.lone": {
        "en": "one card left: any payment (the return's too) empties your hand and drowns you; only a lucky seven is free",
        "ja": "手札は残り1枚: 何を払っても（帰還の支払いも）手札が0枚になり溺死します。ラッキーセブンだけは無料です",
    },
    "diving.phase_return": {
        "en": "RETURN: pay at least your depth {depth} (sealed; both at once)",
        "ja": "帰還: 深度{depth}以上を支払ってください（同時・非公開）",
    },
    "diving.sealed": {"en": "{seat:player} has sealed its return", "ja": "{seat:player}は帰還の支払いを決めました"},
    "diving.turn": {"en": "turn {n}: {seat:player} to act", "ja": "ターン{n}: {seat:player}の番"},
    "diving.turn_both": {"en": "turn {n}: both divers to act", "ja": "ターン{n}: 2人とも行動"},
    "diving.offer": {"en": "cheapest payment: {action}", "ja": "最安の支払い: {action}"},
    "diving.offer_refill": {"en": "cheapest refill: {action}", "ja": "最安の酸素補給: {action}"},
    "diving.offer_drowns": {  # (offered only when every payment empties the hand: hints.offer)
        "en": "(every payment empties your hand: you would drown)",
        "ja": "（どう支払っても手札が0枚になり、溺死します）",
    },
    "diving.offer_joker_return": {
        "en": "(the joker is spent: no bonus for you)",
        "ja": "（ジョーカーを使うのでボーナスはもらえません）",
    },
    "diving.offer_lone": {
        "en": "(it leaves you one card: every later payment would drown you)",
        "ja": "（手札が残り1枚になり、そのあとの支払いはすべて溺死になります）",
    },
    # before a payment that empties the hand (the terminal asks; typing it again confirms)
    "diving.confirm.drown": {
        "en": "This pays with every card in your hand: with no card left you drown and lose the game. "
        "Type it again to confirm. {other}",
        "ja": "手札を全部支払うことになります。手札が0枚になると溺死し、負けになります。"
        "それでよければ、もう一度同じように入力してください。{other}",
    },
    "diving.confirm.other": {
        "en": "(A payment that keeps a card: {action})",
        "ja": "（手札が残る支払い: {action}）",
    },
    "diving.confirm.every": {
        "en": "(Every payment you could make empties your hand.)",
        "ja": "（どう支払っても手札は0枚になります）",
    },
    # `moves`: the refills on one line; a note under the payments listed
    "diving.moves.refill": {
        "en": "refill N pay CARD  (N: {counts}; CARD: any one of {cards}; e.g. {example})",
        "ja": "refill 枚数 pay カード（枚数: {counts}、カード: {cards}のどれか1枚。例: {example}）",
    },
    "diving.moves.steal": {
        "en": "steal FIVE TREASURE  (FIVE: a 5 from your hand, {fives}; TREASURE: any card on the "
        "opponent's field, {treasures}; e.g. {example})",
        "ja": "steal 5のカード 宝（5のカード: 手札の{fives}、宝: 相手の場の{treasures}のどれか1枚。例: {example}）",
    },
    "diving.moves.counts": {"en": "1–{most}", "ja": "1〜{most}"},
    "diving.moves.any": {
        "en": "(or any other cards adding up to {price} or more)",
        "ja": "（ほかにも合計{price}以上になるカードで支払えます）",
    },
    "diving.hint": {"en": "actions: {kinds}  ('moves' lists them)", "ja": "行動: {kinds}（'moves' で一覧）"},
    # the kinds of action in the hint (only those legal now are listed)
    "diving.hint.hunt": {"en": "hunt", "ja": "hunt（宝探し）"},
    "diving.hint.take": {"en": "take CARDS", "ja": "take カード（入手）"},
    "diving.hint.yield": {"en": "yield", "ja": "yield（譲る）"},
    "diving.hint.refill": {"en": "refill N pay CARDS", "ja": "refill 枚数 pay カード（酸素補給）"},
    "diving.hint.steal": {"en": "steal {five} TREASURE", "ja": "steal {five} 相手の宝（強奪）"},
    "diving.hint.return": {"en": "return CARDS", "ja": "return カード（帰還）"},
    # the last line under the final board: each score beside its diver, in seat order
    "diving.result_win": {
        "en": "{seat:player} wins ({reason}). Luxury: {scores}",
        "ja": "{seat:player}の勝ち（{reason}）。豪華さ: {scores}",
    },
    "diving.result_none": {
        "en": "No winner ({reason}). Luxury: {scores}",
        "ja": "勝者なし（{reason}）。豪華さ: {scores}",
    },
    "diving.score": {"en": "{name} {luxury}", "ja": "{name} {luxury}"},
    "diving.score_sep": {"en": ", ", "ja": "、"},
    # the result's reason (rules.py `result`): under the final board, and in `tefuda sim`'s
    # report, which reads `diving.reason.VALUE` (sim/words.py)
    "diving.reason.luxury": {"en": "more luxurious field", "ja": "場がより豪華"},
    "diving.reason.drowned": {"en": "the other diver drowned", "ja": "相手が溺死"},
    "diving.reason.both_drowned": {"en": "both divers drowned", "ja": "2人とも溺死"},
    "diving.reason.draw": {"en": "equal luxury: a draw", "ja": "豪華さが同じ: 引き分け"},
    "diving.nothing": {"en": "nothing", "ja": "なし"},
    # the record result's fields by name (the sim report reads GAME.result.FIELD)
    "diving.result.luxury": {"en": "luxury", "ja": "豪華さ"},
    "diving.result.reason": {"en": "reason", "ja": "決着の理由"},
}

i18n.register(MESSAGES)
