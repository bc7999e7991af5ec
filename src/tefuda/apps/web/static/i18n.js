// Every string the browser shows, in English and Japanese. Server messages arrive
// already translated (the server's catalog); these are the screens' own words.
export const STRINGS = {
  en: {
    games: "Games", play: "Play", players: "Players", levels: "CPU levels", solitaire: "One player (solitaire): no CPU", options: "Options",
    preset: "Preset", start: "Start", seat: "Seat", human: "Person", cpu: "CPU", level: "Level",
    easy: "easy", normal: "normal", hard: "hard", continue_: "Continue", your_games: "Your saved games", saved_cpus: "vs CPU", saved_people: "{n} people", saved_solo: "solitaire", saved_moves: "move {n}", saved_started: "started {time}",
    hand: "Your hand", hand_count: "Hand", table: "Table", log: "Log", legal_n: "All moves you can make ({n})", send: "Send",
    action_text: "Or type a move, e.g. {example}", you: "you", you_suffix: " (you)", to_move: "to move", over: "Game over", match_over: "Match over", result: "Result",
    handover: "Pass the device to {who}. The previous hand is hidden.", ready: "I am {who} — show my hand",
    waiting: "Waiting for other players…", spectating: "Watching (spectator)", here: "On this device: {who}", take_seat: "Sit as {player}",
    share: "Share this link so others can join:", back_home: "Back to games", new_game: "New game",
    connecting: "Connecting…", disconnected: "Connection lost — reconnecting…", player_n: "Player {n}",
    none: "—", cards: "cards", pass: "Pass", play_sel: "Play selected", give_sel: "Give selected",
    clear: "Clear", run: "Run", place_sel: "Place", submit: "Submit placement", deck: "Deck",
    discard: "Discard", target: "Target", memory: "Memory", register: "R", pc: "PC",
    hunt: "Hunt", take_sel: "Take with selected", yield_: "Yield", refill: "Refill", pay_sel: "pay selected",
    steal: "Steal", return_sel: "Return with selected", field: "Field", dive: "Dive pile", depth: "Depth",
    luxury: "Luxury", oxygen: "Oxygen", outside: "Outside", draw: "Draw", move: "Move", stay: "Stay",
    talon: "Talon", end_count: "End card seen", token: "Token", pile: "Pile",
    next_card: "Next card (Space)", slap: "Slap! (F)", slap2: "Slap! (J)", confirm: "OK — continue",
    paused: "Paused", resume: "Continue", auto: "Auto-reveal", settings: "Settings",
    two_back: "2 back", one_back: "1 back", newest: "newest", challenge: "Challenge",
    revolution: "Revolution!", titles: "Titles", passed: "passed", finished: "finished",
    stuck: "cannot finish: passes", fallen: "fallen (都落ち)",
    mode_cpu: "vs CPU", mode_two: "Two players on this device", online: "Online room (share a link)",
    exchange: "Exchange", turn_of: "{who} to play", win: "Win", lose: "Lose", draw_result: "Draw",
    room_missing: "This game no longer exists.", rules: "Rules",
    // How to play
    howto: "How to play", close: "Close", howto_open: "How to play (opens beside the table)",
    howto_other_lang: "This page is not available in English; it is shown in Japanese.",
    howto_failed: "The page could not be loaded. Check the connection and try again.",
    // the setup form
    players_help: "How many players sit at the table.", who_plays: "Who plays", cpu_level: "CPU level",
    preset_none: "No preset (the options below)", preset_help: "A set of rules chosen together; the options below still apply.",
    seats_help: "Person: someone at this device (or, in an online room, whoever opens the link). CPU: the computer plays.",
    online_help: "Other people join from their own devices with the link shown in the game.",
    solo: "You play alone.", option_default: "default",
    // turns, the end
    your_turn: "Your turn", your_turn_hint: "Your turn — {hint}", thinking: "{who} is thinking…",
    waiting_for: "Waiting for {who}…", and_: " and ", over_banner: "Game over — {text}", over_banner_match: "Match over — {text}",
    save_record: "Save the record", save_record_n: "Save game {n}'s record", earlier_records: "The records of the earlier games", record_help: "The record is saved as a file: in a terminal, tefuda replay tells the game again from it, move by move.", game_n: "Game {n}",
    play_again: "Play again (same settings)", rematch: "Rematch (same seats)", join_rematch: "Join the rematch",
    rematch_offered: "A rematch with the same seats has been started.", scoreboard: "Scoreboard",
    place: "Place", player: "Player", points: "Points", title_: "Title", cards_left: "Cards",
    announce_turn: "{who}: your turn.", moved: "{who} moved", hand_of: "Hand of {who}",
    cell: "Cell {n}", cell_empty: "Cell {n}: empty", cell_card: "Cell {n}: {card} ({op})",
    reaction: "Reaction window", seconds_left: "{s} s left", window_closed: "closed",
    pile_label: "Pile: {n}. {top}Slap", n_cards: "{n} cards", one_card: "1 card", menu: "Game",
    table_cards: "Cards on the table", memory_of: "Memory of {who}",
  },
  ja: {
    games: "ゲーム", play: "遊ぶ", players: "人数", levels: "CPUレベル", solitaire: "一人遊び（CPUなし）", options: "オプション",
    preset: "プリセット", start: "開始", seat: "席", human: "人間", cpu: "CPU", level: "レベル",
    easy: "やさしい", normal: "ふつう", hard: "つよい", continue_: "続きから", your_games: "保存されたゲーム", saved_cpus: "CPU対戦", saved_people: "{n}人で対戦", saved_solo: "一人遊び", saved_moves: "{n}手目", saved_started: "{time}開始",
    hand: "手札", hand_count: "手札", table: "場", log: "ログ", legal_n: "今できる手すべて（{n}）", send: "送信",
    action_text: "手を文字で入力することもできます（例: {example}）", you: "あなた", you_suffix: "（あなた）", to_move: "手番", over: "ゲーム終了", match_over: "対戦終了", result: "結果",
    handover: "{who}に端末を渡してください。前の人の手札は隠しました。", ready: "{who}です — 手札を表示",
    waiting: "他のプレイヤーを待っています…", spectating: "観戦中", here: "この端末: {who}", take_seat: "{player}として座る",
    share: "このリンクを共有すると他の人が参加できます:", back_home: "ゲーム一覧へ", new_game: "新しいゲーム",
    connecting: "接続中…", disconnected: "接続が切れました — 再接続中…", player_n: "プレイヤー{n}",
    none: "—", cards: "枚", pass: "パス", play_sel: "選んだカードを出す", give_sel: "選んだカードを渡す",
    clear: "選択解除", run: "実行", place_sel: "配置", submit: "初期配置を提出", deck: "山札",
    discard: "捨て札", target: "お題", memory: "メモリ", register: "R", pc: "PC",
    hunt: "宝探し", take_sel: "選んだカードで入手", yield_: "譲る", refill: "酸素補給", pay_sel: "選んだカードで支払う",
    steal: "強奪", return_sel: "選んだカードで帰還", field: "場（宝）", dive: "捨て山", depth: "深さ",
    luxury: "豪華さ", oxygen: "酸素", outside: "ゲーム外部", draw: "引く", move: "移動", stay: "留まる",
    talon: "山札", end_count: "終わりのカード出現", token: "駒", pile: "場の山",
    next_card: "次のカード（Space）", slap: "スラップ！（F）", slap2: "スラップ！（J）", confirm: "OK — 続ける",
    paused: "一時停止中", resume: "続ける", auto: "自動めくり", settings: "設定",
    two_back: "2枚前", one_back: "1枚前", newest: "最新", challenge: "チャレンジ",
    revolution: "革命中！", titles: "身分", passed: "パス", finished: "上がり",
    stuck: "上がれない: パス", fallen: "都落ち",
    mode_cpu: "CPU対戦", mode_two: "1台で2人対戦", online: "オンライン部屋（リンク共有）",
    exchange: "カード交換", turn_of: "{who}の番", win: "勝ち", lose: "負け", draw_result: "引き分け",
    room_missing: "このゲームはもうありません。", rules: "ルール",
    howto: "遊び方", close: "閉じる", howto_open: "遊び方（場の横に開きます）",
    howto_other_lang: "このページの日本語版はありません。英語版を表示しています。",
    howto_failed: "ページを読み込めませんでした。接続を確かめてもう一度お試しください。",
    players_help: "卓につく人数です。", who_plays: "誰が遊ぶか", cpu_level: "CPUの強さ",
    preset_none: "プリセットなし（下のオプションのまま）", preset_help: "まとめて選ぶルールのセットです。下のオプションも有効です。",
    seats_help: "人間: この端末で遊ぶ人（オンライン部屋ではリンクを開いた人）。CPU: コンピューターが遊びます。",
    online_help: "ほかの人はゲーム画面に出るリンクを自分の端末で開いて参加します。",
    solo: "一人で遊びます。", option_default: "既定",
    your_turn: "あなたの番", your_turn_hint: "あなたの番 — {hint}", thinking: "{who}が考えています…",
    waiting_for: "{who}を待っています…", and_: "と", over_banner: "ゲーム終了 — {text}", over_banner_match: "対戦終了 — {text}",
    save_record: "記録を保存", save_record_n: "第{n}ゲームの記録を保存", earlier_records: "それまでのゲームの記録", record_help: "記録はファイルに保存されます。ターミナルの再生コマンドに渡すと、1手ずつ振り返れます。", game_n: "第{n}ゲーム",
    play_again: "同じ設定でもう一度", rematch: "同じ席で再戦", join_rematch: "再戦に参加",
    rematch_offered: "同じ席での再戦が始まりました。", scoreboard: "成績",
    place: "順位", player: "プレイヤー", points: "得点", title_: "身分", cards_left: "枚数",
    announce_turn: "{who}: あなたの番です。", moved: "{who}が行動しました", hand_of: "{who}の手札",
    cell: "{n}番地", cell_empty: "{n}番地: 空", cell_card: "{n}番地: {card}（{op}）",
    reaction: "反応時間", seconds_left: "残り{s}秒", window_closed: "終了",
    pile_label: "場の山: {n}。{top}スラップ", n_cards: "{n}枚", one_card: "1枚", menu: "ゲーム",
    table_cards: "場のカード", memory_of: "{who}のメモリ",
  },
};

export function pickLang() {
  const saved = localStorage.getItem("tefuda.lang");
  if (saved === "ja" || saved === "en") return saved;
  return (navigator.language || "en").toLowerCase().startsWith("ja") ? "ja" : "en";
}

export function makeT(lang) {
  const t = (key, params = {}) => {
    let s = (STRINGS[lang] && STRINGS[lang][key]) || STRINGS.en[key] || key;
    for (const [k, v] of Object.entries(params)) s = s.replaceAll(`{${k}}`, v);
    return s;
  };
  t.cards = (n) => (n === 1 ? t("one_card") : t("n_cards", { n })); // "1 card", "5 cards", "5枚"
  // Japanese punctuation where Japanese is read: " (3)" / "（3）", "a, b" / "a、b"
  t.paren = (x) => (lang === "ja" ? `（${x}）` : ` (${x})`);
  t.list = (xs) => xs.join(lang === "ja" ? "、" : ", ");
  return t;
}
