// Egyptian War screen (EW-17…22): three pile places, a draining yellow gauge for the
// 1.8 s reaction window, Space / F / J keys without auto-repeat, taps on the pile,
// confirm on a change of player (same device), auto-reveal, pause on settings or a
// hidden tab, and "continue" after a reload. The server runs the clock and judges.
import { cardSVG, cardName, esc } from "../cards.js";

export const noHandover = true; // both people watch one shared screen
export const hideLegal = true;
let room = null;
let raf = null;

const WORDS = {
  en: {
    reveal: "reveal your next card (Space or the button)", window: "Slap now if you see a double or a sandwich!",
    paused: "Paused", confirm: "{who} plays next: press OK", reveals: "{who} reveals the next card…",
    all_cards: "{who} wins with all {n} cards.", short: "{who} wins: more cards when the {limit}th card was revealed.",
    short_tie: "A draw: equal cards when the {limit}th card was revealed.",
    repetition: "A draw: the same position came up a third time.", stalemate: "A draw: nobody had a card left to play.",
    result: "Result", won: "won", lost: "lost", drew: "draw",
  },
  ja: {
    reveal: "次のカードをめくってください（Space またはボタン）", window: "ダブルかサンドイッチならすぐスラップ！",
    paused: "一時停止中", confirm: "次は{who}の番です。OKを押してください", reveals: "{who}が次のカードをめくります…",
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
  const s = ctx.realtime || {}, v = ctx.view, r = ctx.room;
  if (s.paused) return { cls: "wait", text: w(ctx, "paused") };
  if (s.confirm) return { cls: "wait", text: w(ctx, "confirm", { who: ctx.name(s.to_play) }) };
  if (s.window) return { cls: "mine", text: w(ctx, "window") };
  if (r.seats.includes(v.turn)) return { cls: "mine", text: ctx.t("your_turn_hint", { hint: w(ctx, "reveal") }) };
  return { cls: "wait", text: w(ctx, "reveals", { who: ctx.name(v.turn) }) };
}

export function outcome(ctx) {
  const r = ctx.result || {}, v = ctx.view, t = ctx.t;
  const me = (s) => (ctx.room.seats.includes(s) ? ` (${t("you")})` : "");
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

function mySeats(r) { return r.seats; }
function rt(r) { return r.realtime || {}; }

function slapFor(r, idx) {
  const seats = mySeats(r);
  const seat = seats[idx];
  if (seat === undefined) return;
  r.act(seat, "slap");
}

function playNext(r) {
  const u = r.latest();
  if (!u) return;
  const s = rt(r);
  if (s.paused || s.confirm || s.window) return;
  const seat = u.view.turn;
  if (r.seats.includes(seat)) r.act(seat, "play");
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

function onVisibility() {
  if (room && document.hidden) room.send({ type: "pause" }); // EW-22
}

export function mount(r) {
  room = r;
  document.addEventListener("keydown", onKey);
  document.addEventListener("visibilitychange", onVisibility);
}

export function unmount() {
  document.removeEventListener("keydown", onKey);
  document.removeEventListener("visibilitychange", onVisibility);
  if (raf) cancelAnimationFrame(raf);
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
  const name = (i) => (r.seats.includes(i) ? `${t("player_n", { n: i + 1 })} (${t("you")})` : `${t("player_n", { n: i + 1 })}${r.info.seats[i].kind === "cpu" ? ` — CPU ${t(r.info.seats[i].level)}` : ""}`);
  const ch = v.challenge;
  const canPlay = !ctx.over && !s.window && !s.paused && !s.confirm && r.seats.includes(v.turn);
  // named newest first: "Pile: 5 cards. newest: Queen of spades, 1 back: 7 of hearts. Slap"
  const seen = [2, 1, 0].filter((i) => slots[i]).map((i) => `${labels[i]}: ${cardName(slots[i])}`).join(", ");
  const pileName = t("pile_label", { n: t.cards(v.pile_count), top: seen ? `${seen}${ctx.lang === "ja" ? "。" : ". "}` : "" });
  setTimeout(drainGauge, 0);
  return `
    <div class="players">${v.decks.map((n, i) => `<div class="player ${(v.taken_by ?? v.turn) === i && !ctx.over ? "turn" : ""}" data-seat="${i}">${esc(name(i))}<br><span class="big">${n}</span> ${n === 1 ? t("one_card").replace(/^1\s*/, "") : t("cards")}</div>`).join("")}</div>
    <div class="zone"><h3>${t("pile")}: <span id="pile-count">${v.pile_count}</span>
      ${ch ? ` · <span id="challenge">${t("challenge")}: ${esc(t("player_n", { n: ch.challenger + 1 }))} → ${ch.challenged === null ? "" : esc(t("player_n", { n: ch.challenged + 1 }))} (${ch.remaining})</span>` : ""}</h3>
      <button type="button" class="pile3" id="pile" data-last-move aria-label="${esc(pileName)}">${slots.map((c) => `<span class="slot">${c ? cardSVG(c, "card", false) : `<svg class="card" viewBox="0 0 60 86" aria-hidden="true" focusable="false"><rect x="1" y="1" width="58" height="84" rx="6" fill="none" stroke="#fff5" stroke-dasharray="4 3"/></svg>`}</span>`).join("")}</button>
      <div class="pile3-captions" aria-hidden="true">${labels.map((l) => `<span>${l}</span>`).join("")}</div>
    </div>
    <div class="gauge" id="gauge" role="progressbar" aria-label="${esc(t("reaction"))}" aria-valuemin="0" aria-valuemax="${s.total || 1.8}" aria-valuenow="0" aria-valuetext="${esc(t("window_closed"))}"><div id="gauge-bar"></div></div>
    <div class="actions">
      <button class="primary" id="next" ${canPlay ? "" : "disabled"}>${t("next_card")}</button>
      ${r.seats.length ? `<button id="slap1">${t("slap")}</button>` : ""}
      ${r.seats.length > 1 ? `<button id="slap2">${t("slap2")}</button>` : ""}
      <label class="check"><input type="checkbox" id="auto" ${s.auto ? "checked" : ""}> <span>${t("auto")}</span></label>
      <button id="settings">${t("settings")}</button>
    </div>
    ${s.paused && !ctx.over && !ctx.ui.settings ? `<div class="overlay" id="paused"><p>${t("paused")}</p><button class="primary" id="resume">${t("resume")}</button></div>` : ""}
    ${s.confirm && !s.paused && !ctx.over ? `<div class="overlay" id="confirm-box"><p>${esc(t("turn_of", { who: name(s.to_play) }))}</p><button class="primary" id="confirm">${t("confirm")}</button></div>` : ""}
    <div id="settings-panel" ${ctx.ui.settings ? "" : "hidden"} class="overlay" role="dialog" aria-label="${esc(t("settings"))}"><p>${t("settings")}</p><label class="check"><input type="checkbox" id="auto2" ${s.auto ? "checked" : ""}> <span>${t("auto")}</span></label><button class="primary" id="close-settings">${t("resume")}</button></div>`;
}

export function bind(el, ctx) {
  const r = ctx.room;
  const q = (id) => el.querySelector(`#${id}`);
  if (q("next")) q("next").onclick = () => playNext(r);
  if (q("slap1")) q("slap1").onclick = () => slapFor(r, 0);
  if (q("slap2")) q("slap2").onclick = () => slapFor(r, 1);
  q("pile").onclick = () => { if (r.seats.length === 1) slapFor(r, 0); }; // EW-19: tap the pile
  if (q("auto")) q("auto").onchange = (e) => r.send({ type: "auto", on: e.target.checked });
  if (q("resume")) q("resume").onclick = () => r.send({ type: "resume" });
  if (q("confirm")) q("confirm").onclick = () => r.send({ type: "confirm" });
  q("settings").onclick = () => { ctx.ui.settings = true; r.send({ type: "pause" }); r.render(); };
  q("auto2").onchange = (e) => r.send({ type: "auto", on: e.target.checked });
  q("close-settings").onclick = () => { ctx.ui.settings = false; r.send({ type: "resume" }); r.render(); };
}
