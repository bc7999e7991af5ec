// Egyptian War screen (EW-17…22): three pile places, a draining yellow gauge for the
// 1.8 s reaction window, Space / F / J keys without auto-repeat, taps on the pile,
// confirm on a change of player (same device), auto-reveal, pause on settings or a
// hidden tab, and "continue" after a reload. The server runs the clock and judges.
// With auto-reveal off every card waits for Next — the CPU's too (the seed's screen);
// two people on one device get a left and a right slap button, one each; the short
// modes count the revealed cards; in an online room each person acts for their own seat
// and a pause says who took it and when play goes on by itself.
import { cardSVG, cardName, esc } from "../cards.js";

export const noHandover = true; // both people watch one shared screen
export const hideLegal = true;
let room = null;
let raf = null;
let scrolledRoom = null; // a phone held sideways brings the table into view once per room
const SIDEWAYS = "(max-height: 520px) and (orientation: landscape)";

const WORDS = {
  en: {
    reveal: "reveal your next card (Space or the button)", window: "Slap now if you see a double or a sandwich!",
    reveal_of: "{who}: reveal your next card (Space or the button)",
    reveal_cpu: "Press Next card (Space) to reveal {who}'s card",
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
    reveal: "次の札を出してください（スペースキーかボタン）", window: "ダブルかサンドイッチならすぐ叩く！",
    reveal_of: "{who}: 次の札を出してください（スペースキーかボタン）",
    reveal_cpu: "「次の札」（スペースキー）で{who}の札を出します",
    paused: "一時停止中", confirm: "次は{who}の番です。OKを押してください", reveals: "{who}が次の札を出します…",
    confirm_wait: "次は{who}の番です。{who}がOKを押すのを待っています",
    paused_by_me: "あなたが一時停止しました。{s}秒後に自動で再開します。",
    paused_by: "{who}が一時停止しました。{s}秒後に自動で再開します。",
    pauses_left: "このゲームであなたが使える一時停止: 残り{n}回（全{of}回、1回{s}秒まで）。",
    no_pauses: "このゲームで使える一時停止は残っていません。この画面を開いている間もゲームは続きます。",
    next: "次の札（スペース）", slap_one: "叩く！（F）", slap_p: "{who}: 叩く！（{key}）", auto: "自動公開",
    revealed: "公開した札: {n} / {limit}枚",
    all_cards: "{who}が{n}枚すべてを集めて勝ちました。", short: "{who}の勝ち: {limit}枚目がめくられたときに手札が多かったため。",
    short_tie: "引き分け: {limit}枚目がめくられたとき同じ枚数でした。",
    repetition: "引き分け: 同じ局面が3回目になりました。", stalemate: "引き分け: 誰も出すカードがなくなりました。",
    result: "結果", won: "勝ち", lost: "負け", drew: "引き分け",
  },
};
const w = (ctx, k, p = {}) => Object.entries(p).reduce((s, [a, b]) => s.replaceAll(`{${a}}`, b), (WORDS[ctx.lang] || WORDS.en)[k] || "");

// The banner follows the reaction clock, not the turn list (anyone may slap any time).
export function banner(ctx) {
  if (ctx.over) return null;
  const s = ctx.realtime || {}, r = ctx.room;
  if (s.paused) return { cls: "wait", text: pauseText(ctx, s) };
  if (s.confirm) return { cls: "wait", text: w(ctx, s.confirm_mine ? "confirm" : "confirm_wait", { who: ctx.name(s.to_play) }) };
  if (s.window) return { cls: "mine", text: w(ctx, "window") };
  const nxt = s.to_play;
  if (s.can_next && r.seats.includes(nxt)) {
    return { cls: "mine", text: r.seats.length > 1 ? w(ctx, "reveal_of", { who: ctx.name(nxt) }) : ctx.t("your_turn_hint", { hint: w(ctx, "reveal") }) };
  }
  if (s.can_next) return { cls: "mine", text: w(ctx, "reveal_cpu", { who: ctx.name(nxt) }) };
  return { cls: "wait", text: w(ctx, "reveals", { who: ctx.name(nxt ?? ctx.view.turn) }) };
}

// Who paused and when play goes on by itself (a limited pause, where others play), or just "Paused".
function pauseText(ctx, s) {
  if (s.paused_by === null || s.paused_by === undefined) return w(ctx, "paused");
  const left = Math.max(0, Math.ceil((s.pause_left || 0) - (performance.now() - (ctx.room.realtimeAt || performance.now())) / 1000));
  return ctx.room.seats.includes(s.paused_by) ? w(ctx, "paused_by_me", { s: left }) : w(ctx, "paused_by", { who: ctx.name(s.paused_by), s: left });
}

export function outcome(ctx) {
  const r = ctx.result || {}, v = ctx.view, t = ctx.t;
  const me = (s) => (ctx.room.seats.includes(s) ? t("you_suffix") : "");
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

// idx 0: the left button and F (player 1 here), idx 1: the right button and J
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

function onKey(e) {
  if (!room) return;
  if (e.repeat) return; // EW-19: a held key does not repeat
  const tag = (e.target && e.target.tagName) || "";
  if (tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA") return;
  if (e.code === "Space") { e.preventDefault(); playNext(room); }
  else if (e.code === "KeyF") { slapFor(room, 0); }
  else if (e.code === "KeyJ") { slapFor(room, 1); }
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

export function mount(r) {
  room = r;
  tick();
  if (!document.getElementById("ew-style")) {
    const link = document.createElement("link");
    link.id = "ew-style"; link.rel = "stylesheet"; link.href = "/static/games/egyptian_war.css";
    document.head.appendChild(link);
  }
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

export function render(ctx) {
  const v = ctx.view, t = ctx.t, s = ctx.realtime || {};
  const r = ctx.room;
  const shown = v.shown || [];
  const slots = [shown.length >= 3 ? shown[shown.length - 3] : null, shown.length >= 2 ? shown[shown.length - 2] : null, shown.length >= 1 ? shown[shown.length - 1] : null];
  const labels = [t("two_back"), t("one_back"), t("newest")];
  const name = (i) => (r.seats.includes(i) ? `${t("player_n", { n: i + 1 })}${t("you_suffix")}` : `${t("player_n", { n: i + 1 })}${r.info.seats[i].kind === "cpu" ? ` — CPU ${t(r.info.seats[i].level)}` : ""}`);
  const ch = v.challenge;
  const canPlay = !ctx.over && !!s.can_next;
  // named newest first: "Pile: 5 cards. newest: Queen of spades, 1 back: 7 of hearts. Slap"
  const seen = t.list([2, 1, 0].filter((i) => slots[i]).map((i) => `${labels[i]}: ${cardName(slots[i])}`));
  const pileName = t("pile_label", { n: t.cards(v.pile_count), top: seen ? `${seen}${ctx.lang === "ja" ? "。" : ". "}` : "" });
  const mine = mySeats(r);
  // the seed's screen: one slap button against the CPU; two people on one device get a
  // left and a right button, one each (F and J on a keyboard)
  const slaps = mine.length > 1
    ? `<div class="slap-pad two" id="slap-pad">${mine.slice(0, 2).map((seat, k) => `<button type="button" class="slap" id="slap${k + 1}" data-idx="${k}">${esc(w(ctx, "slap_p", { who: ctx.name(seat), key: k ? "J" : "F" }))}</button>`).join("")}</div>`
    : mine.length ? `<div class="slap-pad" id="slap-pad"><button type="button" class="slap" id="slap1" data-idx="0">${esc(w(ctx, "slap_one"))}</button></div>` : "";
  const limited = !!s.pauses_left;
  const myPauses = limited ? Math.min(...mine.map((seat) => s.pauses_left[seat] ?? 0)) : null;
  const pausedByOther = s.paused && s.paused_by !== null && s.paused_by !== undefined && !r.seats.includes(s.paused_by);
  setTimeout(drainGauge, 0);
  return `<div class="ew-table ${mine.length > 1 ? "two" : "one"}">
    <div class="players">${v.decks.map((n, i) => `<div class="player ${(v.taken_by ?? v.turn) === i && !ctx.over ? "turn" : ""}" data-seat="${i}">${esc(name(i))}<br><span class="big">${n}</span> ${n === 1 ? t("one_card").replace(/^1\s*/, "") : t("cards")}</div>`).join("")}</div>
    <div class="zone"><h3>${t("pile")}: <span id="pile-count">${v.pile_count}</span>
      ${v.limit ? ` · <span id="revealed">${esc(w(ctx, "revealed", { n: v.reveals, limit: v.limit }))}</span>` : ""}
      ${ch ? ` · <span id="challenge">${t("challenge")}: ${esc(t("player_n", { n: ch.challenger + 1 }))} → ${ch.challenged === null ? "" : esc(t("player_n", { n: ch.challenged + 1 }))}${t.paren(ch.remaining)}</span>` : ""}</h3>
      <button type="button" class="pile3" id="pile" data-last-move aria-label="${esc(pileName)}">${slots.map((c) => `<span class="slot">${c ? cardSVG(c, "card", false) : `<svg class="card" viewBox="0 0 60 86" aria-hidden="true" focusable="false"><rect x="1" y="1" width="58" height="84" rx="6" fill="none" stroke="#fff5" stroke-dasharray="4 3"/></svg>`}</span>`).join("")}</button>
      <div class="pile3-captions" aria-hidden="true">${labels.map((l) => `<span>${l}</span>`).join("")}</div>
    </div>
    <div class="gauge" id="gauge" role="progressbar" aria-label="${esc(t("reaction"))}" aria-valuemin="0" aria-valuemax="${s.total || 1.8}" aria-valuenow="0" aria-valuetext="${esc(t("window_closed"))}"><div id="gauge-bar"></div></div>
    ${slaps}
    <div class="actions ew-actions">
      <button class="primary" id="next" ${canPlay ? "" : "disabled"}>${esc(w(ctx, "next"))}</button>
      ${mine.length ? `<label class="check"><input type="checkbox" id="auto" ${s.auto ? "checked" : ""}> <span>${esc(w(ctx, "auto"))}</span></label>` : ""}
      <button id="settings">${t("settings")}</button>
    </div></div>
    ${s.paused && !ctx.over && !ctx.ui.settings ? `<div class="overlay" id="paused" role="dialog" aria-modal="true" aria-labelledby="pause-left"><p id="pause-left">${esc(pauseText(ctx, s))}</p>${pausedByOther ? "" : `<button class="primary" id="resume">${t("resume")}</button>`}</div>` : ""}
    ${s.confirm && !s.paused && !ctx.over ? `<div class="overlay" id="confirm-box"><p>${esc(t("turn_of", { who: name(s.to_play) }))}</p>${s.confirm_mine ? `<button class="primary" id="confirm">${t("confirm")}</button>` : ""}</div>` : ""}
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
  if (q("auto")) q("auto").onchange = (e) => r.send({ type: "auto", on: e.target.checked });
  if (q("resume")) q("resume").onclick = () => r.send({ type: "resume" });
  if (q("confirm")) q("confirm").onclick = () => r.send({ type: "confirm" });
  q("settings").onclick = () => { ctx.ui.settings = true; if (mayPause(r)) r.send({ type: "pause" }); r.render(); };
  if (q("auto2")) q("auto2").onchange = (e) => r.send({ type: "auto", on: e.target.checked });
  q("close-settings").onclick = () => {
    ctx.ui.settings = false;
    const s = rt(r);
    if (s.paused && (s.paused_by === null || s.paused_by === undefined || r.seats.includes(s.paused_by))) r.send({ type: "resume" });
    r.render();
  };
}
