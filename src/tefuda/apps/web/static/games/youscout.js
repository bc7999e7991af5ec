// Youscout (易双六) and 略式易双六: the board as the author lays it out (6 and 4 on top, 5,
// the end card to the left and the discards to the right, 2, then 3 and 1, the upper swords
// above and the lower coins below), the goal before the start, the meaning of the start and of
// the (8)/(11) swap, the hexagram, each draw as a sentence with its formula one click away,
// War Replacement controls, and a legend of the arcana, trigrams and suits.
//
// The sentences are the ones games/youscout/present.py writes (the terminal and the log use
// those); tests/web/test_browser_youscout.py keeps the two in step.
import { tarotSVG, esc } from "../cards.js";

// --- words -------------------------------------------------------------------------------
const W = {
  en: {
    title: "Youscout (易双六)", title_r: "Simplified Youscout (略式易双六)",
    "say.move": "{card}: the token moves from {frm} to {to} because {why}.",
    "say.stay": "{card}: the token stays on {frm} (not to {target}) because {why}.",
    "say.choose": "{card}: the token may move up from {frm} to {to} because {why}: move or stay?",
    "say.needs": "{card}: the token stays on {frm}: moving to {target} needs a cup beside {place}, and there is none.",
    "say.always_stay": "{card}: {suits} never move the token on the {trigram} trigram; it stays on {frm}.",
    "say.always_move": "{card}: in 略式 {suits} always move the token forward on the {trigram} trigram: from {frm} to {to}.",
    "why.gt": "the sum for moving, {left}, is more than the sum for staying, {right}",
    "why.ge": "the sum for moving, {left}, is at least the sum for staying, {right}",
    "why.not_gt": "the sum for moving, {left}, is not more than the sum for staying, {right}",
    "why.not_ge": "the sum for moving, {left}, is less than the sum for staying, {right}",
    "say.chose_move": "You chose to move: the token goes up from {frm} to {to}. {flow}",
    "say.chose_stay": "You chose to stay on {frm}. {flow}",
    "say.replace": "War Replacement {count} of {limit}: the {card} moves from {src} to {dst}.",
    "say.replace_free": "War Replacement {count} (no limit): the {card} moves from {src} to {dst}.",
    "say.replace_back": "War Replacement: you put the {card} back on {src}, at the end of that pile (after its other cards). Its own pile does not count as a replacement: still {count} of {limit}.",
    "say.replace_back_free": "War Replacement: you put the {card} back on {src}, at the end of that pile (after its other cards). Its own pile does not count as a replacement: still {count} (no limit).",
    "say.replace_stop": "You ended War Replacement by drawing.", "say.replace_end": "War Replacement is over.",
    "say.start": "You start on {place} ({line}, {trigram} trigram). The end card is {end}: you win if the token is on {a} or {b} when {end} has appeared {times}.",
    "say.end_card": "{End} appears ({count} of {of}): the rest of the talon, {end} and the discards ({n} {n:card|cards}) are shuffled into a new talon; the piles on the board stay.",
    "say.end_card_last": "{end} appears ({count} of {of}): the game is over.",
    "say.win": "You win: the token ended on {token}, one of the winning places {a} and {b}.",
    "say.lose": "You lose: the token ended on {token}, not on {a} or {b}.",
    "say.no_game": "No game: the end card is set to appear 0 times.",
    "say.start_plain": "You start on {place} ({line}, {trigram} trigram). The end card is {end}: you win if the token is on {a} or {b} at its last appearance.",
    "say.win_plain": "You win: the token ended on {token}.", "say.lose_plain": "You lose: the token ended on {token}.",
    upper: "upper", lower: "lower", place: "place {p}", times: "{n} times", once: "once",
    "suits.S": "swords", "suits.D": "coins", "suits.H": "cups", "suits.C": "wands",
    "suit.S": "sword", "suit.D": "coin", "suit.H": "cup", "suit.C": "wand",
    "flow.to": "{cards} → {pile}", "flow.sep": "; ", "flow.and": ", ",
    "pile.swords_upper": "the upper swords (↑♠)", "pile.coins_lower": "the lower coins (↓♦)",
    "pile.coins": "the coins beside {p}", "pile.cups": "the cups beside {p}", "pile.discarded": "the discards",
    "term.$": "the drawn card", "term.off": "attack of {p}", "term.def": "defence of {p}", "term.pain": "pain of {p}",
    "term.gain": "joy of {p}", "term.cupU": "cup upstream of {p}", "term.cupL": "cup downstream of {p}",
    "term.wandU": "wand upstream of {p}", "term.wandL": "wand downstream of {p}",
    "term.M": "M Major of {p} (its sword attack)", "term.F": "F Major of {p} (its coin pain; no card beside it)",
    "term.max": "highest {one} beside {p}", "term.fminor": "F Minor of {p}: the highest {one} beside it",
    "term.min": "lowest {one} beside {p}", "term.sum": "all {suit} beside {p}",
    "term.sum_cl": "the lower coins (↓♦)", "term.sum_sw": "the upper swords (↑♠)",
    "cmp.gt": "is more than", "cmp.ge": "is at least", "cmp.not_gt": "is not more than", "cmp.not_ge": "is less than",
    "formula.none": "no formula: the suit decides", "formula.needs": "no cup beside {p}: the move cannot happen",
    // the board
    lines: ["", "first line", "second line", "third line", "fourth line", "fifth line", "top line"],
    nums: "sword attack {off}, defence {def}; coin pain {pain}, joy {gain}; cup upstream {cupU}, downstream {cupL}; wand upstream {wandU}, downstream {wandL}.",
    nums_r: "M Major {off}, F Major {pain}.",
    upright: "upright", reversed: "reversed", token: "token", talon: "Talon", discards: "Discards",
    upper_swords: "Upper swords ↑♠", lower_coins: "Lower coins ↓♦", empty: "empty",
    cards_n: "{n} {n:card|cards}", cards_unit: "{n:card|cards}", draws: "Draws: {n}", end_seen: "{end}: {count} of {of}",
    hexagram: "Hexagram", hex_title: "The hexagram of the six cards (odd = yang)",
    goal_now: "Goal: the token on {a} or {b} when {end} has appeared {times}.",
    win_mark: "winning place", start_here: "start here", not_allowed: "not allowed",
    place_label: "Place {p} ({line}): {card}, {orient}", pile_beside: "{pile}: {cards}",
    purpose_before: "Death (13) and the Fool (0) wait here: the start decides which goes into the talon.",
    purpose_after: "Purpose card: {purpose}. The end card {end} is in the talon.",
    purpose_forced: "{spin}: {purpose} lies sideways, the start must be in the {trigram} trigram.",
    // before the start
    intro_head: "Where does the token start?",
    intro_lower: "Start on 1, 2 or 3 (lower trigram): Death (13) goes into the talon — you win if the token is on 2 or 5 when Death has appeared {times}.",
    intro_upper: "Start on 4, 5 or 6 (upper trigram): the Fool (0) goes into the talon — you win if the token is on 5 or 6 when the Fool has appeared {times}.",
    intro_pick: "Choose a card to put the token there.",
    forced_why: "{spin}: {why}. The start must be in the {trigram} trigram, and {purpose} stays beside the board as the purpose card.",
    "spin.whirl_up": "all six cards are upright", "spin.whirl_down": "all six cards are reversed",
    "spin.eclipse_up": "the odd cards are upright and the even ones reversed",
    "spin.eclipse_down": "the odd cards are reversed and the even ones upright",
    swap_head: "The (8)/(11) swap ({method})",
    swap_moved: "It renamed {moves}, keeping each card's orientation.", swap_none: "It changed nothing on this board.",
    swap_absent: "Neither Strength (8) nor Justice (11) is on the board: nothing to swap.",
    swap_solid_kept: "{n} of the six cards are odd (not 2 to 4), so nothing is swapped.",
    swap_exp_kept: "Swapping would not grow the majority of odd or even cards, so nothing is swapped.",
    swap_move: "place {p}: {a} → {b}",
    "method.memorial": "memorial: Strength and Justice always trade places",
    "method.expansive": "expansive: they trade only to grow the majority of odd or even cards",
    "method.solid": "solid: they trade when 2 to 4 cards are odd; then 3 odd cards make the spins count",
    // controls
    draw: "Draw", move: "Move up", stay: "Stay", why: "Why? (the formula)", last: "Last", story: "What happened",
    choose_head: "{card} lets the token move up from {t} to {u}.",
    choose_r: "Moving discards the sword and your highest cup; staying discards only the sword.",
    choose_o: "Moving discards the upper swords and lower coins and lays the sword above; staying discards the cups of {t} and the sword.",
    "goal.both": "Both {t} and {u} are winning places (★).", "goal.here": "Place {t} is a winning place (★); {u} is not.",
    "goal.there": "Place {u} is a winning place (★); {t} is not.", "goal.neither": "Neither {t} nor {u} is a winning place.",
    war_head: "War Replacement (戦乱置換)",
    war_count: "Moves: {count} of {limit} · into the lower coins ↓♦: {cl} of {cap}",
    war_help: "Pick a card from a pile, then the pile it goes to. Draw to end War Replacement.",
    war_pick: "Take {card} from {pile}", war_put: "Put it here", war_back: "To the end of this pile (not counted)", war_end: "Draw (end War Replacement)",
    war_picked: "Moving {card}: choose where it goes (choose the card again to cancel).", no_limit: "no limit",
    // legend
    legend: "How the board works",
    leg_arcana: "The six major arcana are the places 1 to 6 (初爻 … 上爻). Under each card its numbers feed the formulas, written as the author's program writes them: ♠attack/defence ♦pain|joy ♥upstream∽downstream ♣upstream∽downstream. A reversed card swaps each pair; the numbers shown are already swapped.",
    leg_arcana_r: "The six major arcana are the places 1 to 6 (初爻 … 上爻). In 略式 the author names things by M (male: swords and wands) and F (female: coins and cups), Major (a board card's number) and Minor (a minor card). Each card gives two numbers, shown under it: M Major (its sword attack) and F Major (its coin pain). A reversed card's are its sword defence and coin joy; the numbers shown already are.",
    leg_trigrams: "Places 1, 2, 3 are the lower trigram (下卦), 4, 5, 6 the upper trigram (上卦). Forward is 1→2→3→4→5→6→1, backward the other way; 1–4, 2–5 and 3–6 face each other (応爻).",
    leg_upper: "On the upper trigram: ♥ cups try forward, ♠ swords try backward, ♣ wands try down to the facing place, ♦ coins stay and pile up beside the place.",
    leg_lower: "On the lower trigram: ♦ coins try forward, ♣ wands try backward, ♠ swords try up to the facing place (you may choose to stay), ♥ cups stay and pile up beside the place.",
    leg_rules_o: "Whether a try succeeds is a sum of card values and table numbers against another sum; the piles (coins beside 4–6, cups beside 1–3, the upper swords ↑♠ and the lower coins ↓♦) grow and shrink as cards move.",
    leg_rules_r: "略式: cups and coins (F suits) act at once — ♥ above and ♦ below always move forward. Swords and wands (M suits) compare M Minor (the drawn card) + F Minor of the place against M Major + F Minor of the target; F Minor is the highest card beside a place, or its F Major when it has none. The winner's F Minor card is discarded.",
    leg_end: "The end card (Death or the Fool) is shuffled into the talon; each time it appears the discards are shuffled back in; at its last appearance the token's place decides the game.",
    leg_cards: "Small cards show their value and suit; court cards by the author's letters: J Page ({j}), C Knight ({c}), Q Queen ({q}), K King ({k}), A the Ace (1).",
    // end
    result: "Result", won: "won", lost: "lost", start_at: "Start", end_at: "End", goal: "Must end on", player: "Player",
    hint_start: "choose the place where the token starts", hint_draw: "draw the next card",
    hint_choose: "move the token up or let it stay", hint_replace: "move cup or coin cards between piles, or draw to stop",
    or_: " or ",
  },
  ja: {
    title: "易双六（ようすこう）", title_r: "略式易双六",
    "say.move": "{card}: {why}ので、駒は{frm}から{to}へ動きます。",
    "say.stay": "{card}: {why}ので、駒は{frm}に留まります（{target}へは動けません）。",
    "say.choose": "{card}: {why}ので、駒は{frm}から{to}へ上がれます。動くか留まるかを選びます。",
    "say.needs": "{card}: {target}へ動くには{place}のカップが要りますが、無いので駒は{frm}に留まります。",
    "say.always_stay": "{card}: {trigram}卦では{suits}で駒は動きません。駒は{frm}に留まります。",
    "say.always_move": "{card}: 略式では{trigram}卦の{suits}は必ず順方向へ進みます。駒は{frm}から{to}へ。",
    "why.gt": "動く側の合計{left}が留まる側の合計{right}より大きい", "why.ge": "動く側の合計{left}が留まる側の合計{right}以上な",
    "why.not_gt": "動く側の合計{left}が留まる側の合計{right}より大きくない", "why.not_ge": "動く側の合計{left}が留まる側の合計{right}より小さい",
    "say.chose_move": "「動く」を選びました。駒は{frm}から{to}へ上がります。{flow}",
    "say.chose_stay": "「留まる」を選びました。駒は{frm}のまま。{flow}",
    "say.replace": "戦乱置換 {count}/{limit}: {card}を{src}から{dst}へ移しました。",
    "say.replace_free": "戦乱置換 {count}回目（無制限）: {card}を{src}から{dst}へ移しました。",
    "say.replace_back": "戦乱置換: {card}を{src}の最後（ほかの札の後ろ）に戻しました。元の置き場に戻すのは回数に数えないので、{count}/{limit}回のままです。",
    "say.replace_back_free": "戦乱置換: {card}を{src}の最後（ほかの札の後ろ）に戻しました。元の置き場に戻すのは回数に数えないので、{count}回（無制限）のままです。",
    "say.replace_stop": "カードを引いて戦乱置換を終えました。", "say.replace_end": "戦乱置換は終わりです。",
    "say.start": "{place}（{line}、{trigram}卦）から始めます。終了カードは{end}です。{end}が{times}出たとき、駒が{a}か{b}にあれば勝ちです。",
    "say.end_card": "{end}が出ました（{count}/{of}回目）。山札の残り・{end}・捨て札（計{n}枚）を混ぜて新しい山札にします。盤の札はそのまま。",
    "say.end_card_last": "{end}が出ました（{count}/{of}回目）。ゲーム終了です。",
    "say.win": "勝ち: 駒は勝ちの場所（{a}と{b}）のひとつ、{token}で終わりました。",
    "say.lose": "負け: 駒は{token}で終わりました（勝ちは{a}か{b}）。",
    "say.no_game": "ゲームなし: 終了カードの回数が0に設定されています。",
    "say.start_plain": "{place}（{line}、{trigram}卦）から始めます。終了カードは{end}です。最後に出たとき駒が{a}か{b}にあれば勝ちです。",
    "say.win_plain": "勝ち: 駒は{token}で終わりました。", "say.lose_plain": "負け: 駒は{token}で終わりました。",
    upper: "上", lower: "下", place: "{p}", times: "{n}回", once: "1回",
    "suits.S": "ソード", "suits.D": "コイン", "suits.H": "カップ", "suits.C": "ワンド",
    "suit.S": "ソード", "suit.D": "コイン", "suit.H": "カップ", "suit.C": "ワンド",
    "flow.to": "{cards} → {pile}", "flow.sep": "、", "flow.and": "・",
    "pile.swords_upper": "上のソード置き場（↑♠）", "pile.coins_lower": "下のコイン置き場（↓♦）",
    "pile.coins": "{p}のコイン", "pile.cups": "{p}のカップ", "pile.discarded": "捨て札",
    "term.$": "引いた札", "term.off": "{p}のソードの攻", "term.def": "{p}のソードの守", "term.pain": "{p}のコインの苦",
    "term.gain": "{p}のコインの喜", "term.cupU": "{p}のカップの上流", "term.cupL": "{p}のカップの下流",
    "term.wandU": "{p}のワンドの上流", "term.wandL": "{p}のワンドの下流",
    "term.M": "{p}のM Major（ソードの攻）", "term.F": "{p}のF Major（コインの苦。置き場に札なし）",
    "term.max": "{p}の{suit}の最大", "term.fminor": "{p}のF Minor（{suit}の最大）",
    "term.min": "{p}の{suit}の最小", "term.sum": "{p}の{suit}の合計",
    "term.sum_cl": "下のコイン置き場（↓♦）の合計", "term.sum_sw": "上のソード置き場（↑♠）の合計",
    "cmp.gt": "＞", "cmp.ge": "≧", "cmp.not_gt": "≦", "cmp.not_ge": "＜",
    "formula.none": "判定式なし（スートで決まる）", "formula.needs": "{p}にカップが無いので動けません",
    lines: ["", "初爻", "二爻", "三爻", "四爻", "五爻", "上爻"],
    nums: "ソードの攻{off}・守{def}、コインの苦{pain}・喜{gain}、カップの上流{cupU}・下流{cupL}、ワンドの上流{wandU}・下流{wandL}。",
    nums_r: "M Major {off}、F Major {pain}。",
    upright: "正位置", reversed: "逆位置", token: "駒", talon: "山札", discards: "捨て札",
    upper_swords: "上のソード ↑♠", lower_coins: "下のコイン ↓♦", empty: "なし",
    cards_n: "{n}枚", cards_unit: "枚", draws: "引いた枚数: {n}", end_seen: "{end}: {count}/{of}回",
    hexagram: "卦", hex_title: "6枚の札の偶奇による卦（奇数が陽）",
    goal_now: "目標: {end}が{times}出たとき、駒が{a}か{b}にあること。",
    win_mark: "勝ちの場所", start_here: "ここから始める", not_allowed: "選べません",
    place_label: "{p}（{line}）: {card}、{orient}", pile_beside: "{pile}: {cards}",
    purpose_before: "死神(13)と愚者(0)。開始位置でどちらを山札に入れるかが決まります。",
    purpose_after: "目的カード: {purpose}。終了カードの{end}は山札の中です。",
    purpose_forced: "{spin}: {purpose}を横向きに置きます。開始位置は{trigram}卦に限られます。",
    intro_head: "駒をどこから始めますか？",
    intro_lower: "1・2・3（下卦）から始めると死神(13)を山札に入れます。死神が{times}出たとき駒が2か5にあれば勝ち。",
    intro_upper: "4・5・6（上卦）から始めると愚者(0)を山札に入れます。愚者が{times}出たとき駒が5か6にあれば勝ち。",
    intro_pick: "駒を置く場所の札を選んでください。",
    forced_why: "{spin}: {why}。開始位置は{trigram}卦に限られ、{purpose}が目的カードとして盤の横に残ります。",
    "spin.whirl_up": "6枚すべて正位置", "spin.whirl_down": "6枚すべて逆位置",
    "spin.eclipse_up": "奇数の札がすべて正位置、偶数の札がすべて逆位置",
    "spin.eclipse_down": "奇数の札がすべて逆位置、偶数の札がすべて正位置",
    swap_head: "(8)と(11)の入れ換え（{method}）",
    swap_moved: "{moves}と入れ換えました（正逆はそのまま）。", swap_none: "この盤では何も変わりません。",
    swap_absent: "盤に力(8)も正義(11)もないので、入れ換えるものはありません。",
    swap_solid_kept: "奇数の札が{n}枚（2〜4枚ではない）なので、入れ換えません。",
    swap_exp_kept: "入れ換えても奇数・偶数の多い側が増えないので、入れ換えません。",
    swap_move: "{p}の{a}を{b}",
    "method.memorial": "記念式: 力と正義をいつも入れ換える",
    "method.expansive": "開式: 奇数・偶数の多い側が増えるときだけ入れ換える",
    "method.solid": "固式: 奇数の札が2〜4枚なら入れ換え、奇数が3枚ならスピンを見る",
    draw: "引く", move: "動く", stay: "留まる", why: "なぜ？（判定式）", last: "直前", story: "これまでの流れ",
    choose_head: "{card}で駒は{t}から{u}へ上がれます。",
    choose_r: "動くとソードと自分の最大のカップを捨てます。留まるとソードだけを捨てます。",
    choose_o: "動くと上のソードと下のコインを捨ててソードを上に置きます。留まると{t}のカップとソードを捨てます。",
    "goal.both": "{t}も{u}も勝ちの場所（★）です。", "goal.here": "{t}は勝ちの場所（★）ですが、{u}は違います。",
    "goal.there": "{u}は勝ちの場所（★）ですが、{t}は違います。", "goal.neither": "{t}も{u}も勝ちの場所ではありません。",
    war_head: "戦乱置換",
    war_count: "置換: {count}/{limit}回 · 下のコイン置き場↓♦へ: {cl}/{cap}回",
    war_help: "置き場の札を選び、次に移す先の置き場を選びます。カードを引くと戦乱置換を終えます。",
    war_pick: "{pile}の{card}を取る", war_put: "ここへ置く", war_back: "この置き場の最後へ（数えない）", war_end: "引く（戦乱置換を終える）",
    war_picked: "{card}を移します。置く先を選んでください（もう一度その札を選ぶと取り消し）。", no_limit: "無制限",
    legend: "盤の見かた",
    leg_arcana: "大アルカナ6枚が場所1〜6（初爻〜上爻）です。札の下の数値が判定式に入ります。作者のプログラムと同じ書き方で、♠攻/守 ♦苦|喜 ♥上流∽下流 ♣上流∽下流 です。逆位置の札は各組の数値が入れ替わります（表示の数値は入れ替え済み）。",
    leg_arcana_r: "大アルカナ6枚が場所1〜6（初爻〜上爻）です。略式では作者の用語M・Fを使います（Mは男性の意でソードとワンド、Fは女性の意でコインとカップ。Majorは盤の大アルカナの数値、Minorは小アルカナの札）。各札の数値を2つだけ使い、札の下に表示します: M Major（ソードの攻）とF Major（コインの苦）。逆位置の札ではソードの守とコインの喜になります（表示の数値はそれに従っています）。",
    leg_trigrams: "1・2・3が下卦、4・5・6が上卦です。順方向は1→2→3→4→5→6→1、逆方向はその逆。1と4、2と5、3と6が向かい合う応爻です。",
    leg_upper: "上卦では: カップ♥は順方向へ、ソード♠は逆方向へ、ワンド♣は下の応爻へ動こうとし、コイン♦はその場に留まって横に積まれます。",
    leg_lower: "下卦では: コイン♦は順方向へ、ワンド♣は逆方向へ、ソード♠は上の応爻へ動こうとし（留まることも選べる）、カップ♥はその場に留まって横に積まれます。",
    leg_rules_o: "動けるかどうかは札の数と数表の数値の和を比べて決まります。置き場（4〜6のコイン、1〜3のカップ、上のソード↑♠、下のコイン↓♦）は札の動きにつれて増減します。",
    leg_rules_r: "略式: カップとコイン（F Suit）は即座に動きます（上卦の♥と下卦の♦は必ず順方向へ）。ソードとワンド（M Suit）は、M Minor（引いた札）＋元の場所のF Minor と、行き先のM Major＋F Minor を比べます。F Minor は置き場の最大の札、無ければF Major。勝った側のF Minorの札は捨てます。",
    leg_end: "終了カード（死神か愚者）は山札に混ぜます。出るたびに捨て札を混ぜ直し、最後に出たときの駒の場所で勝敗が決まります。",
    leg_cards: "小さな札は数とスートで示します。コートカードは作者の表記で J ペイジ（{j}）、C ナイト（{c}）、Q クイーン（{q}）、K キング（{k}）、A はエース（1）です。",
    result: "結果", won: "勝ち", lost: "負け", start_at: "開始", end_at: "終了", goal: "勝ちの場所", player: "プレイヤー",
    hint_start: "駒を置く開始位置を選んでください", hint_draw: "次のカードを引いてください",
    hint_choose: "駒を上げるか留まるか選んでください", hint_replace: "カップやコインの札を置き場の間で動かすか、引いて終えます",
    or_: "か",
  },
};

const MAJOR = {
  en: ["The Fool", "The Magician", "The High Priestess", "The Empress", "The Emperor", "The Hierophant", "The Lovers", "The Chariot", "Strength", "The Hermit", "Wheel of Fortune", "Justice", "The Hanged Man", "Death", "Temperance", "The Devil", "The Tower", "The Star", "The Moon", "The Sun", "Judgement", "The World"],
  ja: ["愚者", "魔術師", "女教皇", "女帝", "皇帝", "法王", "恋人", "戦車", "力", "隠者", "運命の輪", "正義", "吊るされた男", "死神", "節制", "悪魔", "塔", "星", "月", "太陽", "審判", "世界"],
};
const SUIT_EN = { S: "Swords", D: "Coins", H: "Cups", C: "Wands" };
const SUIT_JA = { S: "ソード", D: "コイン", H: "カップ", C: "ワンド" };
const FACE = { en: { 1: "Ace", 11: "Page", 12: "Knight", 13: "Queen", 14: "King" }, ja: { 1: "エース", 11: "ペイジ", 12: "ナイト", 13: "クイーン", 14: "キング" } };
const SYM = { S: "♠", D: "♦", H: "♥", C: "♣" };
const SUIT_LETTER = { "♦": "D", "♥": "H", "♠": "S", "♣": "C" };
const WIN = { A00: [5, 6], A13: [2, 5] }; // RULES §8, by the end card
const fwd = (p) => (p % 6) + 1, bwd = (p) => ((p + 4) % 6) + 1;
const TARGET = { "U♠": bwd, "U♥": fwd, "U♣": (t) => t - 3, "L♠": (t) => t + 3, "L♦": (t) => t + 1, "L♣": bwd }; // RULES §4.2
const SPIN = { "A00 whirl": ["旋乾", "Force Whirl", "whirl_up"], "A13 whirl": ["旋坤", "Field Whirl", "whirl_down"],
  "A00 eclipse": ["重乾", "Force Eclipse", "eclipse_up"], "A13 eclipse": ["重坤", "Field Eclipse", "eclipse_down"] };

const L = (lang) => (lang === "ja" ? "ja" : "en");
function say(lang, key, params = {}) {
  let s = W[L(lang)][key] ?? W.en[key] ?? "";
  // "{n:card|cards}": the singular when n is 1 (as the Python catalog's core.i18n does)
  s = s.replace(/\{(\w+):([^|{}]*)\|([^{}]*)\}/g, (_, k, one, many) => (Number(params[k]) === 1 ? one : many));
  for (const [k, v] of Object.entries(params)) s = s.replaceAll(`{${k}}`, v);
  return s;
}

export function cardName(code, lang) {
  const n = parseInt(code.slice(1), 10);
  if (code[0] === "A") return MAJOR[L(lang)][n];
  const face = FACE[L(lang)][n] || String(n);
  return L(lang) === "ja" ? `${SUIT_JA[code[0]]}の${face}` : `${face} of ${SUIT_EN[code[0]]}`;
}
// a card's name inside an English sentence: "the Fool" ("The Fool" begins one)
function midName(code, lang) {
  const name = cardName(code, lang);
  return L(lang) === "en" && name.startsWith("The ") ? `the ${name.slice(4)}` : name;
}
const placeName = (p, lang) => say(lang, "place", { p });
const trigram = (p, lang) => say(lang, p >= 4 ? "upper" : "lower");
const times = (n, lang) => { n = Math.ceil(n); return n === 1 ? say(lang, "once") : say(lang, "times", { n }); };
const total = (terms) => (terms || []).reduce((s, [, v]) => s + v, 0);

function pileName(name, lang) {
  const m = /^(coins|cups)_(\d)$/.exec(name);
  return m ? say(lang, `pile.${m[1]}`, { p: m[2] }) : say(lang, `pile.${name}`);
}

export function flowText(flow, lang) {
  const groups = [];
  for (const [card, , dst] of flow || []) {
    if (groups.length && groups[groups.length - 1][0] === dst) groups[groups.length - 1][1].push(card);
    else groups.push([dst, [card]]);
  }
  return groups.map(([dst, cards]) => say(lang, "flow.to", { cards: cards.map((c) => cardName(c, lang)).join(say(lang, "flow.and")), pile: pileName(dst, lang) })).join(say(lang, "flow.sep"));
}

function cmpKey(ev) { const ge = ev.cmp === ">="; return ev.holds ? (ge ? "ge" : "gt") : (ge ? "not_ge" : "not_gt"); }

function describeDraw(ev, lang) {
  const card = cardName(ev.card, lang), frm = ev.from;
  if (!ev.lhs.length) {
    return say(lang, ev.outcome === "move" ? "say.always_move" : "say.always_stay",
      { card, suits: say(lang, `suits.${ev.card[0]}`), trigram: trigram(frm, lang), frm, to: ev.to });
  }
  const target = ev.target || TARGET[ev.rule](frm); // older saved games lack `target`
  if (ev.needs) return say(lang, "say.needs", { card, frm, target, place: ev.needs.slice(1) });
  const why = say(lang, `why.${cmpKey(ev)}`, { left: total(ev.lhs), right: total(ev.rhs) });
  if (ev.outcome === "choose") return say(lang, "say.choose", { card, frm, to: target, why });
  if (ev.outcome === "move") return say(lang, "say.move", { card, frm, to: ev.to, why });
  return say(lang, "say.stay", { card, frm, target, why });
}

// One sentence for a log event: the same words as present.describe.
export function describe(ev, lang) {
  const k = ev.kind;
  if (k === "draw") return describeDraw(ev, lang);
  if (k === "choice") {
    return say(lang, ev.choice === "move" ? "say.chose_move" : "say.chose_stay", { frm: ev.from, to: ev.to, flow: flowText(ev.flow, lang) }).trim();
  }
  if (k === "replace") {
    const card = cardName(ev.card, lang);
    if (!ev.counted) {
      return say(lang, ev.limit === "infinity" ? "say.replace_back_free" : "say.replace_back",
        { card, src: pileName(ev.from, lang), count: ev.count, limit: ev.limit });
    }
    return say(lang, ev.limit === "infinity" ? "say.replace_free" : "say.replace",
      { card, src: pileName(ev.from, lang), dst: pileName(ev.to, lang), count: ev.count, limit: ev.limit });
  }
  if (k === "replace_stop" || k === "replace_end") return say(lang, `say.${k}`);
  if (k === "start") {
    const [a, b] = WIN[ev.end_card];
    return say(lang, "of" in ev ? "say.start" : "say.start_plain", { place: placeName(ev.place, lang), line: W[L(lang)].lines[ev.place], trigram: trigram(ev.place, lang),
      end: midName(ev.end_card, lang), a, b, times: times(ev.of, lang) });
  }
  if (k === "end_card") {
    const end = cardName(ev.card, lang);
    if ("reshuffled" in ev) return say(lang, "say.end_card", { End: end, end: midName(ev.card, lang), count: ev.count, of: ev.of, n: ev.reshuffled });
    return say(lang, "say.end_card_last", { end, count: ev.count, of: ev.of });
  }
  if (k === "end") {
    if (ev.no_game) return say(lang, "say.no_game");
    const win = ev.win ? "win" : "lose";
    if (!ev.end_card) return say(lang, `say.${win}_plain`, { token: ev.token }); // saved before end events named it
    const [a, b] = WIN[ev.end_card];
    return say(lang, `say.${win}`, { token: ev.token, a, b });
  }
  return null;
}

function termName(label, lang, ryakushiki) {
  if (label === "$") return say(lang, "term.$");
  if (label.startsWith("A(")) return say(lang, `term.${label.slice(5)}`, { p: placeName(parseInt(label[2], 10), lang) });
  if (label === "Σ(↓♦)") return say(lang, "term.sum_cl");
  if (label === "Σ(↑♠)") return say(lang, "term.sum_sw");
  const [op, rest] = label.split("(");
  const letter = SUIT_LETTER[rest[0]], p = placeName(parseInt(rest[1], 10), lang);
  const kind = { max: ryakushiki ? "fminor" : "max", min: "min", "Σ": "sum" }[op];
  return say(lang, `term.${kind}`, { suit: say(lang, `suits.${letter}`), one: say(lang, `suit.${letter}`), p });
}

// A draw's formula in words: [left side, comparison, right side] (present.formula_lines).
export function formulaLines(ev, lang) {
  if (ev.kind !== "draw") return [];
  if (!ev.lhs.length) return [say(lang, "formula.none")];
  if (ev.needs) return [say(lang, "formula.needs", { p: placeName(parseInt(ev.needs.slice(1), 10), lang) })];
  const ry = ev.rhs.some(([label]) => label.endsWith(".M"));
  const side = (terms) => terms.map(([label, v]) => `${v} ${termName(label, lang, ry)}`).join(" + ") + ` = ${total(terms)}`;
  return [side(ev.lhs), say(lang, `cmp.${cmpKey(ev)}`), side(ev.rhs)];
}

// --- the frame's hooks ------------------------------------------------------------------
export const hideLegal = true; // every action has its own control below

export function title(ctx) {
  return say(ctx.lang, ctx.view.options && ctx.view.options.rules === "ryakushiki" ? "title_r" : "title");
}

/** Linked by the page before the room opens (app.js): the board's grid is drawn styled. */
export const stylesheet = "/static/games/youscout.css";

export function hint(ctx) { return say(ctx.lang, `hint_${ctx.view.phase}`); }

export function outcome(ctx) {
  const v = ctx.view, r = ctx.result || {}, lang = ctx.lang;
  const token = r.token ?? v.token, start = v.start;
  const need = v.end_card ? WIN[v.end_card].join(say(lang, "or_")) : "";
  const win = r.win ?? v.win;
  const end = [...(v.log || [])].reverse().find((e) => e.kind === "end");
  return {
    text: end ? describe(end, lang) : "",
    head: [say(lang, "result"), say(lang, "player"), say(lang, "start_at"), say(lang, "end_at"), say(lang, "goal")],
    rows: [{ me: true, cells: [win ? say(lang, "won") : say(lang, "lost"), ctx.name ? ctx.name(0) : ctx.t("player_n", { n: 1 }), start ?? "", token ?? "", need] }],
  };
}

// --- the board ---------------------------------------------------------------------------
const PILE_OF = { 1: "cups_1", 2: "cups_2", 3: "cups_3", 4: "coins_4", 5: "coins_5", 6: "coins_6" };

function chip(code) {
  const n = parseInt(code.slice(1), 10);
  // court cards by the author's letters: J Page, C Knight (cavalier), Q Queen, K King
  const face = n === 1 ? "A" : n <= 10 ? String(n) : { 11: "J", 12: "C", 13: "Q", 14: "K" }[n];
  return `<span class="ys-chip s${code[0]}">${face}${SYM[code[0]]}</span>`;
}
const chips = (cards, lang) => (cards.length ? cards.map(chip).join("") : `<span class="ys-none">${say(lang, "empty")}</span>`);

function numbers(b, ry) {
  const v = b.values;
  if (ry) return `M ${v.off} · F ${v.pain}`;
  return `♠${v.off}/${v.def} ♦${v.pain}|${v.gain}\n♥${v.cupU}∽${v.cupL} ♣${v.wandU}∽${v.wandL}`;
}

// The same numbers in words, for a screen reader (the symbols above read as "spade 6 slash 10").
function numberWords(b, ry, lang) {
  const v = b.values;
  return ry ? say(lang, "nums_r", v) : say(lang, "nums", v);
}

function goalPlaces(v) { return v.end_card ? WIN[v.end_card] : []; }

// At the lower sword's choice: which of the two places wins (the choice is about the goal).
function goalWords(v, t, u, lang) {
  const wins = goalPlaces(v), here = wins.includes(t), there = wins.includes(u);
  return say(lang, here && there ? "goal.both" : here ? "goal.here" : there ? "goal.there" : "goal.neither", { t, u });
}

function placeCell(ctx, p) {
  const v = ctx.view, lang = ctx.lang, ry = v.options.rules === "ryakushiki";
  const b = v.board[p - 1];
  const starting = v.phase === "start";
  const allowed = starting && ctx.legal.includes(`start ${p}`);
  const orient = say(lang, b.upright ? "upright" : "reversed");
  const cardLabel = cardName(b.card, lang);
  const pileCards = v.piles[PILE_OF[p]] || [];
  const wins = goalPlaces(v).includes(p);
  let label = say(lang, "place_label", { p, line: W[L(lang)].lines[p], card: cardLabel, orient });
  if (v.token === p) label += ` · ${say(lang, "token")}`;
  if (wins) label += ` · ${say(lang, "win_mark")}`;
  if (starting) label += ` · ${say(lang, allowed ? "start_here" : "not_allowed")}`;
  // a picture (no text of its own): the button's name is the label above (axe: label in name)
  const svg = tarotSVG(b.card, { upright: b.upright, lang, cls: "card tarot ys-major", decorative: true });
  const pileLabel = say(lang, "pile_beside", { pile: pileName(PILE_OF[p], lang), cards: pileCards.map((c) => cardName(c, lang)).join(L(lang) === "ja" ? "、" : ", ") || say(lang, "empty") });
  return `<div class="ys-place ${v.token === p ? "has-token" : ""} ${wins ? "wins" : ""}" style="grid-area:p${p}" data-place="${p}">
    <div class="ys-pl-head"><b>${p}</b> ${esc(W[L(lang)].lines[p])}${wins ? ' <span class="ys-star" aria-hidden="true">★</span>' : ""}</div>
    <button type="button" class="ys-card ys-start" data-place="${p}" aria-label="${esc(label)}" ${starting ? (allowed ? "" : "disabled") : 'tabindex="-1" aria-disabled="true"'}>
      ${svg}${v.token === p ? '<span class="ys-token" aria-hidden="true">●</span>' : ""}</button>
    <div class="ys-cname">${esc(cardLabel)}${b.upright ? "" : L(lang) === "ja" ? `<small>（${esc(orient)}）</small>` : ` <small>(${esc(orient)})</small>`}</div>
    <div class="ys-nums" aria-hidden="true">${esc(numbers(b, ry))}</div><span class="visually-hidden">${esc(numberWords(b, ry, lang))}</span>
    <div class="ys-pile" role="group" aria-label="${esc(pileLabel)}">${SYM[p >= 4 ? "D" : "H"]} ${chips(pileCards, lang)}</div>
  </div>`;
}

function spinText(v, lang) {
  const f = v.forced;
  if (!f) return "";
  const [kanji, en, why] = SPIN[`${f.purpose_card} ${f.degree}`];
  return say(lang, "forced_why", { spin: L(lang) === "ja" ? kanji : `${kanji} ${en}`, why: say(lang, `spin.${why}`),
    trigram: say(lang, f.trigram), purpose: midName(f.purpose_card, lang) });
}

function endCardCell(ctx) {
  const v = ctx.view, lang = ctx.lang;
  let cards, text;
  if (v.start) {
    const purpose = v.end_card === "A00" ? "A13" : "A00";
    cards = [purpose];
    text = say(lang, "purpose_after", { purpose: cardName(purpose, lang), end: midName(v.end_card, lang) });
  } else if (v.forced) {
    cards = [v.forced.purpose_card];
    const [kanji, en] = SPIN[`${v.forced.purpose_card} ${v.forced.degree}`];
    text = say(lang, "purpose_forced", { spin: L(lang) === "ja" ? kanji : `${kanji} ${en}`, purpose: midName(v.forced.purpose_card, lang), trigram: say(lang, v.forced.trigram) });
  } else {
    cards = ["A13", "A00"];
    text = say(lang, "purpose_before");
  }
  const sideways = v.forced ? " sideways" : "";
  return `<div class="ys-end" style="grid-area:end">
    <div class="ys-endcards${sideways}">${cards.map((c) => tarotSVG(c, { lang, cls: "card tarot ys-minor-major" }).replace("<svg ", '<svg aria-hidden="true" ')).join("")}</div>
    <p class="ys-small">${esc(text)}</p></div>`;
}

function pileZone(area, title, cards, lang, extra = "") {
  return `<div class="ys-zone" style="grid-area:${area}" role="group" aria-label="${esc(title)}"><div class="ys-zone-title">${esc(title)}</div><div class="ys-zone-cards">${chips(cards, lang)}</div>${extra}</div>`;
}

function introPanel(ctx) {
  const v = ctx.view, lang = ctx.lang;
  const n = v.terminals;
  const allowed = v.allowed_starts;
  const parts = [`<h3>${esc(say(lang, "intro_head"))}</h3>`];
  if (allowed.includes(1)) parts.push(`<p class="ys-goal-lower">${esc(say(lang, "intro_lower", { times: times(n, lang) }))}</p>`);
  if (allowed.includes(4)) parts.push(`<p class="ys-goal-upper">${esc(say(lang, "intro_upper", { times: times(n, lang) }))}</p>`);
  if (v.forced) parts.push(`<p class="ys-forced"><b>${esc(spinText(v, lang))}</b></p>`);
  const method = v.options.swap;
  const moves = (v.swapped || []).map((m) => say(lang, "swap_move", { p: m.place, a: cardName(m.from, lang), b: cardName(m.to, lang) })).join(L(lang) === "ja" ? "、" : ", ");
  parts.push(`<p class="ys-swap"><b>${esc(say(lang, "swap_head", { method: say(lang, `method.${method}`) }))}</b> ${esc(moves ? say(lang, "swap_moved", { moves }) : swapKept(v, lang))}</p>`);
  if (ctx.seat !== null && ctx.seat !== undefined) parts.push(`<p>${esc(say(lang, "intro_pick"))}</p>`); // a spectator picks nothing
  return `<section class="ys-intro" id="ys-intro">${parts.join("")}</section>`;
}

// Why the (8)/(11) swap renamed nothing (RULES §3.2): neither card is there, or the method kept them.
function swapKept(v, lang) {
  const drawn = v.board_drawn || [];
  if (!drawn.some((b) => b.card === "A08" || b.card === "A11")) return say(lang, "swap_absent");
  const odd = drawn.filter((b) => parseInt(b.card.slice(1), 10) % 2 === 1).length;
  if (v.options.swap === "solid") return say(lang, "swap_solid_kept", { n: odd });
  if (v.options.swap === "expansive") return say(lang, "swap_exp_kept");
  return say(lang, "swap_none");
}

function hexagramBox(v, lang) {
  const h = v.hexagram;
  const name = L(lang) === "ja" ? `${h.kanji}（第${h.number}卦）` : `${h.kanji} · ${h.number} ${h.en}`;
  return `<div class="ys-hex" id="ys-hexagram" title="${esc(say(lang, "hex_title"))}"><span class="ys-hex-sym" aria-hidden="true">${h.symbol}</span><span><small>${esc(say(lang, "hexagram"))}</small><br><b>${esc(name)}</b></span></div>`;
}

function statusLine(ctx) {
  const v = ctx.view, lang = ctx.lang;
  const bits = [`<span>${esc(say(lang, "draws", { n: v.draws }))}</span>`];
  if (v.end_card) {
    bits.push(`<span>${esc(say(lang, "end_seen", { end: cardName(v.end_card, lang), count: v.terminals_drawn, of: v.terminals }))}</span>`);
    const [a, b] = WIN[v.end_card];
    bits.push(`<span class="ys-goal-now">${esc(say(lang, "goal_now", { a, b, end: midName(v.end_card, lang), times: times(v.terminals, lang) }))}</span>`);
  }
  return `<div class="ys-status">${bits.join("")}</div>`;
}

// A log event as a sentence and where its cards went; a draw decided by a formula keeps the
// formula one click away (`open`: the last draw's stays open once the player opened one).
function eventItem(ev, lang, open = false) {
  const text = describe(ev, lang);
  if (!text) return "";
  if (ev.kind !== "draw") return `<li class="ys-ev">${esc(text)}</li>`;
  const flow = ev.flow && ev.flow.length ? `<div class="ys-flow">${esc(flowText(ev.flow, lang))}</div>` : "";
  if (!ev.lhs.length) return `<li class="ys-ev"><p>${esc(text)}</p>${flow}</li>`;
  const formula = formulaLines(ev, lang).map((l) => `<div>${esc(l)}</div>`).join("");
  return `<li class="ys-ev"><p>${esc(text)}</p>${flow}<details class="ys-why"${open ? " open" : ""}><summary>${esc(say(lang, "why"))}</summary><div class="ys-formula">${formula}</div></details></li>`;
}

function controls(ctx) {
  const v = ctx.view, lang = ctx.lang, legal = ctx.legal || [];
  if (ctx.over || !legal.length) return "";
  if (v.phase === "draw") {
    return `<div class="ys-actions"><button type="button" class="primary ys ys-act" data-action="draw">${esc(say(lang, "draw"))}</button></div>`;
  }
  if (v.phase === "choose") {
    const ry = v.options.rules === "ryakushiki";
    const t = v.token;
    return `<div class="ys-actions ys-choose"><p>${esc(say(lang, "choose_head", { card: cardName(v.pending, lang), t, u: t + 3 }))} ${esc(say(lang, ry ? "choose_r" : "choose_o", { t }))} <span class="ys-choose-goal">${esc(goalWords(v, t, t + 3, lang))}</span></p>
      <button type="button" class="primary ys ys-act" data-action="move">${esc(say(lang, "move"))}</button>
      <button type="button" class="ys ys-act" data-action="stay">${esc(say(lang, "stay"))}</button></div>`;
  }
  if (v.phase === "replace") return warPanel(ctx);
  return "";
}

const WAR_PILES = ["coins_lower", "coins_6", "coins_5", "coins_4", "cups_3", "cups_2", "cups_1", "swords_upper", "discarded"];

function warPanel(ctx) {
  const v = ctx.view, lang = ctx.lang, legal = ctx.legal;
  const r = v.replacements;
  const lim = (x) => (x === "infinity" ? say(lang, "no_limit") : x);
  const picked = ctx.ui.ysPick || null; // {card, src}
  const moves = legal.filter((a) => a.startsWith("replace ")).map((a) => a.split(" "));
  const sources = new Set(moves.map((m) => `${m[1]} ${m[2]}`));
  const dests = new Set(picked ? moves.filter((m) => m[1] === picked.card && m[2] === picked.src).map((m) => m[3]) : []);
  // the piles War Replacement may touch under this option: a source of some card, or a destination
  const touch = new Set(moves.flatMap((m) => [m[2], m[3]]));
  const rows = WAR_PILES.filter((p) => touch.has(p)).map((p) => {
    const cards = (v.piles[p] || []).map((c) => {
      const can = sources.has(`${c} ${p}`);
      const on = picked && picked.card === c && picked.src === p;
      return `<button type="button" class="ys-pick ys-chip s${c[0]}" data-card="${c}" data-src="${p}" aria-pressed="${on}" aria-label="${esc(say(lang, "war_pick", { card: cardName(c, lang), pile: pileName(p, lang) }))}" ${can ? "" : "disabled"}>${chip(c).replace(/<\/?span[^>]*>/g, "")}</button>`;
    }).join("");
    const word = say(lang, picked && p === picked.src ? "war_back" : "war_put");
    const put = picked ? `<button type="button" class="ys-put" data-dst="${p}" data-card="${picked.card}" ${dests.has(p) ? "" : "disabled"} aria-label="${esc(word)}: ${esc(pileName(p, lang))}">${esc(word)}</button>` : "";
    return `<div class="ys-war-row"><span class="ys-war-pile">${esc(pileName(p, lang))}</span><span class="ys-war-cards">${cards}</span>${put}</div>`;
  }).join("");
  return `<section class="ys-war" id="ys-war" aria-labelledby="ys-war-title"><h3 id="ys-war-title">${esc(say(lang, "war_head"))}</h3>
    <p class="ys-war-count" id="ys-war-count">${esc(say(lang, "war_count", { count: r.count, limit: lim(r.limit), cl: r.coins_lower, cap: lim(r.coins_lower_limit) }))}</p>
    <p class="ys-small">${esc(picked ? say(lang, "war_picked", { card: cardName(picked.card, lang) }) : say(lang, "war_help"))}</p>
    ${rows}
    <div class="ys-actions"><button type="button" class="primary ys ys-act" data-action="draw">${esc(say(lang, "war_end"))}</button></div></section>`;
}

// Page, Knight, Queen, King under each court option (RULES §1.2; tables.py has the engine's)
const COURT_VALUES = { K14: [11, 12, 13, 14], K13a: [11, 12, 12, 13], K13b: [11, 11, 12, 13], K10: [10, 10, 10, 10] };

function legend(ctx) {
  const v = ctx.view, lang = ctx.lang, ry = v.options.rules === "ryakushiki";
  // 略式 reads only two numbers of a card: its own first line replaces the original's four pairs
  const items = [ry ? "leg_arcana_r" : "leg_arcana", "leg_trigrams", "leg_upper", "leg_lower", ry ? "leg_rules_r" : "leg_rules_o", "leg_end", "leg_cards"];
  // the court cards' values as the court option scores them (RULES §1.2)
  const [j, c, q, k] = COURT_VALUES[v.options.court] || COURT_VALUES.K14;
  return `<details class="ys-legend" id="ys-legend"${v.phase === "start" ? " open" : ""}><summary>${esc(say(lang, "legend"))}</summary><ul>${items.map((key) => `<li>${esc(say(lang, key, { j, c, q, k }))}</li>`).join("")}</ul></details>`;
}

export function render(ctx) {
  const v = ctx.view, lang = ctx.lang, ry = v.options.rules === "ryakushiki";
  const log = v.log || [];
  // the last card drawn and what followed it (a choice, replacements, the end): a drawn end
  // card begins its own "Last", not the minor card drawn before it
  let from = log.length - 1;
  while (from > 0 && log[from].kind !== "draw" && log[from].kind !== "end_card") from--;
  const latest = log.slice(Math.max(0, from)).filter((e) => e.kind !== "start");
  const recent = log.slice(-8).reverse(); // the end itself is told by the frame's end screen
  const talon = `<div class="ys-zone ys-talon" style="grid-area:talon"><div class="ys-zone-title">${esc(say(lang, "talon"))}</div>${tarotSVG("back", { cls: "card tarot ys-minor-major" }).replace("<svg ", '<svg aria-hidden="true" ')}<div><b id="talon">${v.talon_count}</b> ${esc(say(lang, "cards_unit", { n: v.talon_count }))}</div></div>`;
  const disc = v.piles.discarded || [];
  const discards = `<div class="ys-zone" style="grid-area:disc" role="group" aria-label="${esc(say(lang, "discards"))}"><div class="ys-zone-title">${esc(say(lang, "discards"))} ×</div><div>${esc(say(lang, "cards_n", { n: disc.length }))}</div><div class="ys-zone-cards">${disc.slice(-3).map(chip).join("")}</div></div>`;
  const board = `<div class="ys-board${ry ? " ryakushiki" : ""}" id="ys-board">
      ${ry ? "" : pileZone("sw", say(lang, "upper_swords"), v.piles.swords_upper || [], lang)}
      ${[6, 4, 5, 2, 3, 1].map((p) => placeCell(ctx, p)).join("")}
      ${endCardCell(ctx)}${discards}
      ${ry ? "" : pileZone("cl", say(lang, "lower_coins"), v.piles.coins_lower || [], lang)}
      ${talon}
    </div>`;
  return `<div class="ys-root" lang="${L(lang)}">
    <div class="ys-top">${hexagramBox(v, lang)}${statusLine(ctx)}</div>
    <div class="ys-main${v.phase === "replace" ? " one-column" : ""}${v.phase === "start" ? " at-start" : ""}"><div class="ys-side">
    ${v.phase === "start" ? introPanel(ctx) : ""}
    ${controls(ctx)}
    ${latest.length ? `<section class="ys-last" id="ys-last" aria-live="polite"><h3>${esc(say(lang, "last"))}</h3><ul>${latest.map((e) => eventItem(e, lang, !!ctx.ui.ysWhy)).join("")}</ul></section>` : ""}
    </div>${board}</div>
    ${recent.length ? `<section class="ys-story" id="formulas"><h3>${esc(say(lang, "story"))}</h3><ul>${recent.map((e) => eventItem(e, lang)).join("")}</ul></section>` : ""}
    ${legend(ctx)}
  </div>`;
}

export function bind(el, ctx) {
  el.querySelectorAll("button.ys-act").forEach((b) => (b.onclick = () => { ctx.ui.ysPick = null; ctx.act(b.dataset.action); }));
  // "Why?" of the last draw: once opened it stays open for the draws after it, until closed
  el.querySelectorAll("#ys-last details.ys-why").forEach((d) => d.addEventListener("toggle", () => { ctx.ui.ysWhy = d.open; }));
  // After a start, a stay or the last War Replacement the control in focus is gone and the
  // frame keeps the place on a board card (no longer a control) or on the banner: the
  // keyboard goes on from the next thing to do (the frame restores focus after bind).
  queueMicrotask(() => {
    const a = document.activeElement;
    if (!a || ctx.over || !el.isConnected) return;
    const inert = a.id === "banner" || (el.contains(a) && a.matches(".ys-card") && ctx.view.phase !== "start");
    const next = el.querySelector("button.ys-act:not([disabled]), button.ys-pick:not([disabled])");
    if (!inert || !next) return;
    next.focus({ preventScroll: true });
    // a tap on a place far down the board (a phone) leaves Draw above the screen: bring it in
    const r = next.getBoundingClientRect();
    if (r.top < 0 || r.bottom > window.innerHeight) next.scrollIntoView({ block: "center" });
  });
  el.querySelectorAll("button.ys-start").forEach((b) => {
    if (ctx.view.phase === "start" && !b.disabled) b.onclick = () => ctx.act(`start ${b.dataset.place}`);
  });
  el.querySelectorAll("button.ys-pick").forEach((b) => (b.onclick = () => {
    const same = ctx.ui.ysPick && ctx.ui.ysPick.card === b.dataset.card && ctx.ui.ysPick.src === b.dataset.src;
    ctx.ui.ysPick = same ? null : { card: b.dataset.card, src: b.dataset.src };
    ctx.rerender();
  }));
  el.querySelectorAll("button.ys-put").forEach((b) => (b.onclick = () => {
    const p = ctx.ui.ysPick;
    if (!p) return;
    ctx.ui.ysPick = null;
    ctx.act(`replace ${p.card} ${p.src} ${b.dataset.dst}`);
  }));
}
