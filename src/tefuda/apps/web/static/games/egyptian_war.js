// Egyptian War screen (EW-17…22): three pile places, a draining yellow gauge for the
// 1.8 s reaction window, Space / F / J keys without auto-repeat, taps on the pile,
// confirm on a change of player (same device), auto-reveal, pause on settings or a
// hidden tab, and "continue" after a reload. The server runs the clock and judges.
// With auto-reveal off every card waits for Next — the CPU's too (the seed's screen);
// two people on one device get a left and a right slap button, one each; the short
// modes count the revealed cards; in an online room each person acts for their own seat
// and a pause says who took it and when play goes on by itself.
// In words, for a newcomer: the running challenge (whose card, who answers, how many cards
// are left), the slap patterns of this table's rules in the window's banner, who took the
// pile (its last cards stay, faded, till the close) or slapped falsely, the face-down
// penalty cards in the pile count. A shared screen calls nobody "you"; Space also presses
// the hand-over OK and Continue, which take the focus; 3–4 people on one device (beyond
// the seed) get a button each, keys F, J, Z, M.
import { cardSVG, cardName, esc } from "../cards.js";

export const hideLegal = true;
let room = null;
let raf = null;
let scrolledRoom = null;
let focusedWait = null; // the confirm or continue button last given the focus (one time each) // a phone held sideways brings the table into view once per room
const SIDEWAYS = "(max-height: 520px) and (orientation: landscape)";

const WORDS = {
  en: {
    reveal: "reveal your next card (Space or the button)", window: "Slap now if you see {patterns}!",
    pat_double: "a double", pat_sandwich: "a sandwich", pat_top_bottom: "a top and bottom",
    pat_sum10: "a sum of 10", pat_kq: "a king and queen", window_many: "Slap now on: {patterns}!",
    short_double: "double", short_sandwich: "sandwich", short_top_bottom: "top and bottom",
    short_sum10: "sum of 10", short_kq: "K and Q",
    took: "{who} slapped first and took the pile.", took_n: "{who} slapped first and took the pile ({n} cards).",
    false_slap: "No pattern! {who}: a penalty card, face down under the pile.",
    ch_new: "Challenge: {whose} {card} — the next player has {n} {cards} to turn up a J, Q, K or A",
    ch_more: "Challenge ({whose} {card}): {who} has {n} more cards to turn up a J, Q, K or A",
    ch_more_you: "Challenge ({whose} {card}): you have {n} more cards to turn up a J, Q, K or A",
    ch_last: "Challenge ({whose} {card}): {who} must turn up a J, Q, K or A with the next card, or the pile goes to {by}",
    you: "you", your: "your", You: "You",
    ch_failed: "Challenge failed: unless someone slaps, the pile goes to {by} when the bar runs out",
    pile_count: "{n} {cards}", face_down: "{n} face down", pile_label: "Pile: {n}. {top}Slap",
    card_one: "card", card_many: "cards",
    confirm_box: "{who} plays next. Get ready, then press OK (or Space).",
    paused_box: "Paused. Press Continue (or Space) to go on.",
    reveal_of: "{who}: reveal your next card (Space or the button)",
    reveal_cpu: "Press Next card (Space) to reveal {who}'s card",
    // a touch screen has no Space key: the same sentences without it (see w)
    reveal_touch: "press Next card to reveal your next card", reveal_of_touch: "{who}: press Next card to reveal your next card",
    reveal_cpu_touch: "Press Next card to reveal {who}'s card",
    confirm_box_touch: "{who} plays next. Get ready, then press OK.", paused_box_touch: "Paused. Press Continue to go on.",
    paused: "Paused", confirm: "{who} plays next: press OK", reveals: "{who} reveals the next card…",
    confirm_wait: "{who} plays next: waiting for them to press OK",
    paused_by_me: "You paused the game. It goes on by itself in {s} s.",
    paused_by: "{who} paused the game. It goes on by itself in {s} s.",
    pauses_left: "Pauses left for you in this game: {n} of {of} (each at most {s} s).",
    no_pauses: "You have no pauses left in this game: it goes on while this panel is open.",
    next: "Next card (Space)", slap_one: "Slap! (F)", slap_p: "{who}: slap! ({key})", auto: "Auto-reveal",
    revealed: "Cards revealed: {n} / {limit}",
    all_cards: "{who} wins with all {n} cards.", short: "{who} wins: more cards when the {limit}th card was revealed.",
    short_tie: "A draw: equal cards when the {limit}th card was revealed.",
    repetition: "A draw: the same position came up a third time.", stalemate: "A draw: nobody had a card left to play.",
    result: "Result", won: "won", lost: "lost", drew: "draw",
  },
  ja: {
    reveal: "次の札を出してください（スペースキーかボタン）", window: "{patterns}ならすぐ叩く！",
    pat_double: "ダブル", pat_sandwich: "サンドイッチ", pat_top_bottom: "底札と同じ数字",
    pat_sum10: "合計10", pat_kq: "KとQ",
    took: "{who}が先に叩いて場を取りました。", took_n: "{who}が先に叩いて場を取りました（{n}枚）。",
    false_slap: "{who}の誤叩き: ペナルティの札を場の底へ伏せて置きます。",
    ch_new: "要求: {whose}{card} — 次の人は{n}枚以内にJ・Q・K・Aを出します",
    ch_more: "要求（{whose}{card}）: {who}はあと{n}枚以内にJ・Q・K・Aを出します",
    ch_more_you: "要求（{whose}{card}）: あなたはあと{n}枚以内にJ・Q・K・Aを出します",
    ch_last: "要求（{whose}{card}）: {who}が次の札でJ・Q・K・Aを出さないと、場は{by}のものになります",
    you: "あなた", your: "あなたの", You: "あなた",
    ch_failed: "要求失敗: だれも叩かなければ、ゲージが尽きたとき場は{by}のものです",
    pile_count: "{n}枚", face_down: "うち伏せ札{n}枚", pile_label: "場: {n}。{top}叩く",
    card_one: "枚", card_many: "枚",
    confirm_box: "次は{who}が札を出します。準備ができたらOK（またはスペースキー）を押してください。",
    paused_box: "一時停止中です。「続ける」（またはスペースキー）で再開します。",
    reveal_of: "{who}: 次の札を出してください（スペースキーかボタン）",
    reveal_cpu: "「次の札」（スペースキー）で{who}の札を出します",
    reveal_touch: "「次の札」を押して札を出してください", reveal_of_touch: "{who}: 「次の札」を押して札を出してください",
    reveal_cpu_touch: "「次の札」を押すと{who}の札を出します",
    confirm_box_touch: "次は{who}が札を出します。準備ができたらOKを押してください。", paused_box_touch: "一時停止中です。「続ける」で再開します。",
    paused: "一時停止中", confirm: "次は{who}の番です。OKを押してください", reveals: "{who}が次の札を出します…",
    confirm_wait: "次は{who}の番です。{who}がOKを押すのを待っています",
    paused_by_me: "あなたが一時停止しました。{s}秒後に自動で再開します。",
    paused_by: "{who}が一時停止しました。{s}秒後に自動で再開します。",
    pauses_left: "このゲームであなたが使える一時停止: 残り{n}回（全{of}回、1回{s}秒まで）。",
    no_pauses: "このゲームで使える一時停止は残っていません。この画面を開いている間もゲームは続きます。",
    next: "次の札（スペース）", slap_one: "叩く！（F）", slap_p: "{who}: 叩く！（{key}）", auto: "自動公開",
    revealed: "公開した札: {n} / {limit}枚",
    all_cards: "{who}が{n}枚すべてを集めて勝ちました。", short: "{who}の勝ち: {limit}枚目を出した時点で持ち札が多かったため。",
    short_tie: "引き分け: {limit}枚目を出した時点で同じ枚数でした。",
    repetition: "引き分け: 同じ局面が3回目になりました。", stalemate: "引き分け: だれも出せる札がなくなりました。",
    result: "結果", won: "勝ち", lost: "負け", drew: "引き分け",
  },
};
// A touch screen has no keyboard: a sentence that names a key ("Space") has a touch variant
// (key_touch) without it, as the buttons hide their key hints there (keyed, egyptian_war.css).
const TOUCH = "(hover: none) and (pointer: coarse)";
const touch = () => !!(window.matchMedia && window.matchMedia(TOUCH).matches);
const w = (ctx, k, p = {}) => {
  const words = WORDS[ctx.lang] || WORDS.en;
  const key = touch() && words[`${k}_touch`] ? `${k}_touch` : k;
  return Object.entries(p).reduce((s, [a, b]) => s.replaceAll(`{${a}}`, b), words[key] || "");
};

// The slap patterns of this table's rules (EW-8, EW-9), in words: "a double or a sandwich".
const PATTERNS = ["sandwich", "top_bottom", "sum10", "kq"];
// Three or more are listed short in English, so that the banner keeps to two lines on a phone.
function patternsOn(ctx) {
  const o = (ctx.info && ctx.info.options) || {};
  return ["double", ...PATTERNS.filter((k) => (k === "sandwich" ? o[k] !== false : !!o[k]))];
}
function windowBanner(ctx) {
  const on = patternsOn(ctx);
  if (ctx.lang === "ja") {
    const names = on.map((k) => w(ctx, `pat_${k}`));
    return w(ctx, "window", { patterns: names.length <= 2 ? names.join("か") : `${names.join("、")}のどれか` });
  }
  if (on.length <= 2) return w(ctx, "window", { patterns: on.map((k) => w(ctx, `pat_${k}`)).join(" or ") });
  return w(ctx, "window_many", { patterns: on.map((k) => w(ctx, `short_${k}`)).join(", ") });
}

// People on this device (hot seat): more than one seat on one connection.
const hotSeat = (r) => r.seats.length > 1;

// The banner follows the reaction clock, not the turn list (anyone may slap any time):
// during a window it says what may be slapped, then who took the pile or who slapped
// falsely (the pile's cards are gone at once, so the banner says where they went).
export function banner(ctx) {
  if (ctx.over) return null;
  const s = ctx.realtime || {}, r = ctx.room, v = ctx.view || {};
  if (s.paused) return { cls: "wait", text: pauseText(ctx, s) };
  if (s.confirm) return { cls: "wait", text: w(ctx, s.confirm_mine ? "confirm" : "confirm_wait", { who: ctx.name(s.to_play) }) };
  if (s.window) {
    if (v.taken_by !== null && v.taken_by !== undefined) {
      const n = taken && taken.room === r.id ? taken.count : 0;
      return { cls: "wait", text: w(ctx, n ? "took_n" : "took", { who: subject(ctx, v.taken_by), n }) };
    }
    const wrong = (v.slapped || []).map((seat) => subject(ctx, seat));
    if (wrong.length) return { cls: "wait", text: w(ctx, "false_slap", { who: wrong.join(ctx.t("and_")) }) };
    return { cls: "mine", text: windowBanner(ctx) };
  }
  const nxt = s.to_play;
  if (s.can_next && r.seats.includes(nxt)) {
    return { cls: "mine", text: r.seats.length > 1 ? w(ctx, "reveal_of", { who: ctx.name(nxt) }) : ctx.t("your_turn_hint", { hint: w(ctx, "reveal") }) };
  }
  if (s.can_next) return { cls: "mine", text: w(ctx, "reveal_cpu", { who: ctx.name(nxt) }) };
  return { cls: "wait", text: w(ctx, "reveals", { who: ctx.name(nxt ?? ctx.view.turn) }) };
}

// A player as this screen names them: "Player 2", with "(you)" against a CPU or online
// (never on a shared screen, where every seat is somebody at this device).
function playerName(ctx, i) {
  const r = ctx.room;
  return `${ctx.t("player_n", { n: i + 1 })}${r.seats.includes(i) && !hotSeat(r) ? ctx.t("you_suffix") : ""}`;
}

// A player at the start of a sentence: "You" against a CPU or online, else "Player 2".
function subject(ctx, i) {
  return ctx.room.seats.includes(i) && !hotSeat(ctx.room) ? w(ctx, "You") : ctx.t("player_n", { n: i + 1 });
}

// The last cards a window showed before a valid slap took them: the pile is gone at once
// (EW-4), so they stay on the screen, faded, until the window closes — public cards only.
let taken = null;

const SUITS = { S: "♠", H: "♥", D: "♦", C: "♣" };

// The running challenge (EW-5…7) in words: whose card, who must answer, how many cards are
// left, and what happens when none are.
function challengeText(ctx, ch, pile) {
  const codes = pile || [];
  let card = null;
  for (let k = codes.length - 1; k >= 0; k--) if (/^[JQKA]/.test(codes[k])) { card = codes[k]; break; }
  // against a CPU or online the viewer is "you": "your Jack of hearts", "you have 3 more cards"
  const me = (i) => ctx.room.seats.includes(i) && !hotSeat(ctx.room);
  const plain = (i) => ctx.t("player_n", { n: i + 1 });
  const by = me(ch.challenger) ? w(ctx, "you") : plain(ch.challenger);
  const whose = me(ch.challenger) ? w(ctx, "your") : ctx.lang === "ja" ? `${by}の` : `${by}'s`;
  const name = card ? `${card.slice(0, -1)}${SUITS[card.slice(-1)] || ""}` : ""; // "K♠", as the log writes it
  const n = ch.remaining;
  if (ch.challenged === null || ch.challenged === undefined) {
    return w(ctx, "ch_new", { whose, card: name, n, cards: w(ctx, n === 1 ? "card_one" : "card_many") });
  }
  const who = me(ch.challenged) ? w(ctx, "you") : plain(ch.challenged);
  if (n <= 0) return w(ctx, "ch_failed", { by });
  const key = n === 1 ? "ch_last" : me(ch.challenged) ? "ch_more_you" : "ch_more";
  return w(ctx, key, { who, whose, card: name, n, by });
}

// What happened last, in the log's own words (present.py): the latest one or two lines of
// this game's log that are not a plain reveal (the pile shows those) — who took the pile
// and why, a false slap, a challenge. The log itself is below the buttons, out of reach of
// a thumb on the slap button in a real-time game. ctx.log: the latest lines the server sent.
const REVEAL = { en: / revealed \S+\.$/, ja: /が\S+を出しました。$/ };
function news(ctx) {
  const log = ctx.log || [];
  const reveal = REVEAL[ctx.lang] || REVEAL.en;
  const out = [];
  for (let k = log.length - 1; k >= 0 && out.length < 2; k--) {
    const line = log[k];
    if (line.startsWith("— ")) break; // the line between two games of a match
    if (!reveal.test(line)) out.unshift(line);
  }
  return out;
}

// Who paused and when play goes on by itself (a limited pause, where others play), or just "Paused".
function pauseText(ctx, s) {
  if (s.paused_by === null || s.paused_by === undefined) return w(ctx, "paused");
  const left = Math.max(0, Math.ceil((s.pause_left || 0) - (performance.now() - (ctx.room.realtimeAt || performance.now())) / 1000));
  return ctx.room.seats.includes(s.paused_by) ? w(ctx, "paused_by_me", { s: left }) : w(ctx, "paused_by", { who: ctx.name(s.paused_by), s: left });
}

export function outcome(ctx) {
  const r = ctx.result || {}, v = ctx.view, t = ctx.t;
  const me = (s) => (ctx.room.seats.includes(s) && !hotSeat(ctx.room) ? t("you_suffix") : "");
  const who = r.winner === null || r.winner === undefined ? "" : ctx.name(r.winner) + me(r.winner);
  const cards = r.cards || v.decks || [];
  let text;
  if (r.reason === "all_cards") text = w(ctx, "all_cards", { who, n: cards.reduce((a, b) => a + b, 0) });
  else if (r.reason === "short") text = who ? w(ctx, "short", { who, limit: v.limit }) : w(ctx, "short_tie", { limit: v.limit });
  else text = w(ctx, r.reason) || t("draw_result");
  return {
    text, head: [w(ctx, "result"), t("player"), t("cards_left")],
    rows: cards.map((n, s) => ({ me: ctx.room.seats.includes(s), cells: [r.winner === null ? w(ctx, "drew") : r.winner === s ? w(ctx, "won") : w(ctx, "lost"), ctx.name(s) + me(s), n] })),
  };
}

export function title(ctx) { return ctx.lang === "ja" ? "エジプシャン・ウォー" : "Egyptian War"; }

function mySeats(r) { return [...r.seats].sort((a, b) => a - b); }
function rt(r) { return r.realtime || {}; }

// The people's slap keys, left to right: F and J as in the seed (player 1, player 2); a third
// and a fourth person on one device (3–4 players, beyond the seed) get Z and M.
const KEYS = ["F", "J", "Z", "M"];

// idx 0: the left button and F (player 1 here), idx 1: the next button and J, …
function slapFor(r, idx) {
  const seat = mySeats(r)[idx];
  if (seat === undefined) return;
  r.act(seat, "slap");
}

// Next card: one's own card by acting for that seat, a CPU's by asking the clock (the
// server checks that this connection may: never another person's card).
function playNext(r) {
  const s = rt(r);
  if (!s.can_next) return;
  if (r.seats.includes(s.to_play)) r.act(s.to_play, "play");
  else r.send({ type: "next" });
}

// Space is the one "go on" key: the next card, or — when the game waits for a button —
// the hand-over OK (EW-20), Continue after a pause or the settings' Continue, never two
// of these at one press.
function spaceKey(r) {
  const s = rt(r);
  if (r.ui && r.ui.settings) { document.getElementById("close-settings")?.click(); return; } // their Continue
  if (s.paused) {
    if (document.getElementById("resume")) r.send({ type: "resume" });
    return;
  }
  if (s.confirm) { if (s.confirm_mine) r.send({ type: "confirm" }); return; }
  playNext(r);
}

function onKey(e) {
  if (!room) return;
  if (e.repeat) return; // EW-19: a held key does not repeat
  const tag = (e.target && e.target.tagName) || "";
  if (tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA") return;
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  if (e.key === "Escape" && room.ui && room.ui.settings) { document.getElementById("close-settings")?.click(); return; }
  if (e.code === "Space") { e.preventDefault(); spaceKey(room); return; }
  const idx = KEYS.findIndex((k) => e.code === `Key${k}`);
  if (idx >= 0) slapFor(room, idx);
}

// A pause where others play is limited: a hidden tab does not spend the last ones silently.
function mayPause(r) {
  const s = rt(r);
  if (s.paused || !s.pauses_left) return !s.paused;
  return mySeats(r).some((seat) => (s.pauses_left[seat] || 0) > 0);
}

function onVisibility() {
  if (room && document.hidden && mayPause(room)) room.send({ type: "pause" }); // EW-22
}

let ticker = null; // redraws a limited pause's countdown once a second
function tick() {
  clearInterval(ticker);
  ticker = setInterval(() => {
    if (!room || !rt(room).paused || rt(room).paused_by === null || rt(room).paused_by === undefined) return;
    const left = document.getElementById("pause-left");
    if (left) left.textContent = pauseText({ room, lang: room.lang, name: (i) => room.name(i) }, rt(room));
  }, 1000);
}

/** Linked by the page before the room opens (app.js). */
export const stylesheet = "/static/games/egyptian_war.css";

export function mount(r) {
  room = r;
  tick();
  document.addEventListener("keydown", onKey);
  document.addEventListener("visibilitychange", onVisibility);
}

export function unmount() {
  document.removeEventListener("keydown", onKey);
  document.removeEventListener("visibilitychange", onVisibility);
  if (raf) cancelAnimationFrame(raf);
  clearInterval(ticker);
  room = null;
}

// The gauge as a screen reader hears it: a progress bar with the seconds left.
function labelGauge(left, total) {
  const g = document.getElementById("gauge");
  if (!g || !room) return;
  const v = (Math.round(left * 10) / 10).toFixed(1);
  if (g.getAttribute("aria-valuenow") === v) return;
  g.setAttribute("aria-valuenow", v);
  g.setAttribute("aria-valuemax", String(total || 1.8));
  g.setAttribute("aria-valuetext", left > 0 ? room.t("seconds_left", { s: v }) : room.t("window_closed"));
}

function drainGauge() {
  if (raf) cancelAnimationFrame(raf);
  const bar = document.getElementById("gauge-bar");
  if (!bar || !room) return;
  const s = rt(room);
  const start = room.realtimeAt || performance.now();
  const step = () => {
    const b = document.getElementById("gauge-bar");
    if (!b || !room) return;
    const st = rt(room);
    if (!st.window || st.paused || st.remaining == null) { b.style.width = st.window ? b.style.width : "0%"; if (!st.window) labelGauge(0, st.total); return; }
    const left = Math.max(0, st.remaining - (performance.now() - start) / 1000);
    b.style.width = `${(100 * left) / st.total}%`;
    labelGauge(left, st.total);
    if (left > 0) raf = requestAnimationFrame(step);
  };
  if (s.window) step(); else bar.style.width = "0%";
}

// A button's key in brackets ("Slap! (F)", "次の札（スペース）") is for a keyboard: on a touch
// screen it means nothing, and egyptian_war.css hides it there.
function keyed(text) {
  return esc(text).replace(/(\s*[(（][^()（）]+[)）])$/, '<span class="key-hint">$1</span>');
}

export function render(ctx) {
  const v = ctx.view, t = ctx.t, s = ctx.realtime || {};
  const r = ctx.room;
  const ja = ctx.lang === "ja";
  const shown = v.shown || [];
  let slots = [shown.length >= 3 ? shown[shown.length - 3] : null, shown.length >= 2 ? shown[shown.length - 2] : null, shown.length >= 1 ? shown[shown.length - 1] : null];
  // a valid slap took the pile: its last cards stay in their places, faded, till the close
  const tookNow = !!s.window && v.taken_by !== null && v.taken_by !== undefined && !ctx.over;
  if (s.window && !tookNow && shown.length) taken = { room: r.id, slots, count: v.pile_count };
  else if (!s.window) taken = null;
  const faded = tookNow && taken && taken.room === r.id;
  if (faded) slots = taken.slots;
  const labels = [t("two_back"), t("one_back"), t("newest")];
  const name = (i) => `${playerName(ctx, i)}${!r.seats.includes(i) && r.info.seats[i].kind === "cpu" ? ` — CPU ${t(r.info.seats[i].level)}` : ""}`;
  const ch = v.challenge;
  const canPlay = !ctx.over && !!s.can_next;
  const cardsOf = (n) => w(ctx, "pile_count", { n, cards: w(ctx, n === 1 ? "card_one" : "card_many") });
  // named newest first: "Pile: 5 cards. newest: Queen of spades, 1 back: 7 of hearts. Slap"
  const seen = faded ? "" : t.list([2, 1, 0].filter((i) => slots[i]).map((i) => `${labels[i]}: ${cardName(slots[i])}`));
  const pileName = w(ctx, "pile_label", { n: cardsOf(v.pile_count), top: seen ? `${seen}${ja ? "。" : ". "}` : "" });
  const down = v.penalty ? t.paren(w(ctx, "face_down", { n: v.penalty })) : "";
  const mine = mySeats(r);
  // the seed's screen: one slap button against the CPU; two people on one device get a
  // left and a right button, one each (F and J on a keyboard); three or four people (beyond
  // the seed) a button each
  const people = mine.slice(0, KEYS.length);
  const pad = people.length > 2 ? "many" : people.length === 2 ? "two" : "one";
  const slaps = people.length > 1
    ? `<div class="slap-pad ${pad}" id="slap-pad">${people.map((seat, k) => `<button type="button" class="slap" id="slap${k + 1}" data-idx="${k}">${keyed(w(ctx, "slap_p", { who: ctx.name(seat), key: KEYS[k] }))}</button>`).join("")}</div>`
    : mine.length ? `<div class="slap-pad" id="slap-pad"><button type="button" class="slap" id="slap1" data-idx="0">${keyed(w(ctx, "slap_one"))}</button></div>` : "";
  const limited = !!s.pauses_left;
  const myPauses = limited ? Math.min(...mine.map((seat) => s.pauses_left[seat] ?? 0)) : null;
  const pausedByOther = s.paused && s.paused_by !== null && s.paused_by !== undefined && !r.seats.includes(s.paused_by);
  const freePause = s.paused_by === null || s.paused_by === undefined;
  setTimeout(drainGauge, 0);
  return `<div class="ew-table ${pad}">
    <div class="players">${v.decks.map((n, i) => `<div class="player ${(v.taken_by ?? v.turn) === i && !ctx.over ? "turn" : ""}" data-seat="${i}">${esc(name(i))}<br><span class="big">${n}</span>${ja ? "" : " "}${esc(w(ctx, n === 1 ? "card_one" : "card_many"))}</div>`).join("")}</div>
    <div class="zone"><h3>${esc(ja ? "場" : t("pile"))}: <span id="pile-count">${esc(cardsOf(v.pile_count))}${esc(down)}</span>
      ${v.limit ? ` · <span id="revealed">${esc(w(ctx, "revealed", { n: v.reveals, limit: v.limit }))}</span>` : ""}</h3>
      ${ch && !tookNow ? `<p class="ew-challenge" id="challenge">${esc(challengeText(ctx, ch, v.pile))}</p>` : `<p class="ew-challenge" aria-hidden="true"></p>`}
      <button type="button" class="pile3${faded ? " taken" : ""}" id="pile" data-last-move aria-label="${esc(pileName)}">${slots.map((c) => `<span class="slot">${c ? cardSVG(c, "card", false) : `<svg class="card" viewBox="0 0 60 86" aria-hidden="true" focusable="false"><rect x="1" y="1" width="58" height="84" rx="6" fill="none" stroke="#fff5" stroke-dasharray="4 3"/></svg>`}</span>`).join("")}</button>
      <div class="pile3-captions" aria-hidden="true">${labels.map((l) => `<span>${l}</span>`).join("")}</div>
      <div class="ew-news" id="ew-news">${news(ctx).map((l) => `<p>${esc(l)}</p>`).join("")}</div>
    </div>
    <div class="gauge" id="gauge" role="progressbar" aria-label="${esc(t("reaction"))}" aria-valuemin="0" aria-valuemax="${s.total || 1.8}" aria-valuenow="0" aria-valuetext="${esc(t("window_closed"))}"><div id="gauge-bar"></div></div>
    ${slaps}
    <div class="actions ew-actions">
      <button class="primary" id="next" ${canPlay ? "" : "disabled"}>${keyed(w(ctx, "next"))}</button>
      ${mine.length ? `<label class="check"><input type="checkbox" id="auto" ${s.auto ? "checked" : ""}> <span>${esc(w(ctx, "auto"))}</span></label>` : ""}
      <button id="settings">${t("settings")}</button>
    </div></div>
    ${s.paused && !ctx.over && !ctx.ui.settings ? `<div class="overlay" id="paused" role="dialog" aria-modal="true" aria-labelledby="pause-left"><p id="pause-left">${esc(freePause ? w(ctx, "paused_box") : pauseText(ctx, s))}</p>${pausedByOther ? "" : `<button class="primary" id="resume">${t("resume")}</button>`}</div>` : ""}
    ${s.confirm && !s.paused && !ctx.over ? `<div class="overlay" id="confirm-box" role="dialog" aria-modal="true" aria-labelledby="confirm-text"><p id="confirm-text">${esc(s.confirm_mine ? w(ctx, "confirm_box", { who: name(s.to_play) }) : t("turn_of", { who: name(s.to_play) }))}</p>${s.confirm_mine ? `<button class="primary" id="confirm">${t("confirm")}</button>` : ""}</div>` : ""}
    <div id="settings-panel" ${ctx.ui.settings ? "" : "hidden"} class="overlay" role="dialog" aria-label="${esc(t("settings"))}"><p>${t("settings")}</p>
      ${mine.length ? `<label class="check"><input type="checkbox" id="auto2" ${s.auto ? "checked" : ""}> <span>${esc(w(ctx, "auto"))}</span></label>` : ""}
      ${limited ? `<p class="pause-note" id="pause-note">${esc(myPauses > 0 || (s.paused && r.seats.includes(s.paused_by)) ? w(ctx, "pauses_left", { n: myPauses, of: s.pause_limit, s: Math.round(s.pause_seconds) }) : w(ctx, "no_pauses"))}</p>` : ""}
      <button class="primary" id="close-settings">${t("resume")}</button></div>`;
}

export function bind(el, ctx) {
  const r = ctx.room;
  const q = (id) => el.querySelector(`#${id}`);
  if (q("next")) q("next").onclick = () => playNext(r);
  // a slap counts when the finger lands (no wait for the release; two fingers at once work),
  // and a keyboard's Enter on a focused button still slaps
  el.querySelectorAll("button.slap").forEach((b) => {
    const idx = parseInt(b.dataset.idx, 10);
    b.onpointerdown = (e) => { if (e.button === 0) { e.preventDefault(); slapFor(r, idx); } };
    b.onclick = (e) => { if (e.detail === 0) slapFor(r, idx); };
  });
  q("pile").onclick = () => { if (r.seats.length === 1) slapFor(r, 0); }; // EW-19: tap the pile
  if (scrolledRoom !== r.id && window.matchMedia && window.matchMedia(SIDEWAYS).matches) {
    scrolledRoom = r.id; // the pile and both slap buttons fill the short screen
    const board = document.getElementById("board");
    if (board) board.scrollIntoView({ block: "start" });
  }
  // what happened last keeps its two lines: an older sentence that does not fit whole goes
  // (never a cut-off half of one above the newest)
  const news = q("ew-news");
  // (bottom-aligned, the overflow is above the box, where scrollHeight does not count it)
  const tall = () => [...news.children].reduce((h, p) => h + p.getBoundingClientRect().height, 0);
  while (news && news.children.length > 1 && tall() > news.clientHeight + 1) news.firstElementChild.remove();
  if (q("auto")) q("auto").onchange = (e) => r.send({ type: "auto", on: e.target.checked });
  if (q("resume")) q("resume").onclick = () => r.send({ type: "resume" });
  if (q("confirm")) q("confirm").onclick = () => r.send({ type: "confirm" });
  // the button a waiting game needs takes the keyboard's focus when it appears (after the
  // room puts the focus back where it was), so Enter presses it; Space does too (spaceKey);
  // the settings' Continue takes it when they open (Escape closes them too)
  const waitBtn = (ctx.ui.settings && q("close-settings")) || q("confirm") || q("resume");
  const waitKey = waitBtn ? `${waitBtn.id}:${ctx.view.reveals}` : null;
  if (waitBtn && waitKey !== focusedWait) setTimeout(() => { const b = document.getElementById(waitBtn.id); if (b) b.focus({ preventScroll: true }); }, 0);
  focusedWait = waitKey;
  q("settings").onclick = () => { ctx.ui.settings = true; if (mayPause(r)) r.send({ type: "pause" }); r.render(); };
  if (q("auto2")) q("auto2").onchange = (e) => r.send({ type: "auto", on: e.target.checked });
  q("close-settings").onclick = () => {
    ctx.ui.settings = false;
    const s = rt(r);
    if (s.paused && (s.paused_by === null || s.paused_by === undefined || r.seats.includes(s.paused_by))) r.send({ type: "resume" });
    r.render();
  };
}
