// Egyptian War screen (EW-17…22): three pile places, a draining yellow gauge for the
// 1.8 s reaction window, Space / F / J keys without auto-repeat, taps on the pile,
// confirm on a change of player (same device), auto-reveal, pause on settings or a
// hidden tab, and "continue" after a reload. The server runs the clock and judges.
import { cardSVG, esc } from "../cards.js";

export const noHandover = true; // both people watch one shared screen
export const hideLegal = true;
let room = null;
let raf = null;

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
    if (!st.window || st.paused || st.remaining == null) { b.style.width = st.window ? b.style.width : "0%"; return; }
    const left = Math.max(0, st.remaining - (performance.now() - start) / 1000);
    b.style.width = `${(100 * left) / st.total}%`;
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
  const result = ctx.over && ctx.result ? `<div class="result" id="result">${t("result")}: ${ctx.resultText ? esc(ctx.resultText) : `${ctx.result.winner === null ? t("draw_result") : esc(name(ctx.result.winner)) + " " + t("win")} `}</div>` : "";
  setTimeout(drainGauge, 0);
  return `
    ${result}
    <div class="players">${v.decks.map((n, i) => `<div class="player ${(v.taken_by ?? v.turn) === i && !ctx.over ? "turn" : ""}" data-seat="${i}">${esc(name(i))}<br><span class="big">${n}</span> ${t("cards")}</div>`).join("")}</div>
    <div class="zone"><h3>${t("pile")}: <span id="pile-count">${v.pile_count}</span>
      ${ch ? ` · <span id="challenge">${t("challenge")}: ${esc(t("player_n", { n: ch.challenger + 1 }))} → ${ch.challenged === null ? "" : esc(t("player_n", { n: ch.challenged + 1 }))} (${ch.remaining})</span>` : ""}</h3>
      <div class="pile3" id="pile">${slots.map((c, i) => `<div class="slot">${c ? cardSVG(c) : `<svg class="card" viewBox="0 0 60 86"><rect x="1" y="1" width="58" height="84" rx="6" fill="none" stroke="#fff5" stroke-dasharray="4 3"/></svg>`}<br>${labels[i]}</div>`).join("")}</div>
    </div>
    <div class="gauge" id="gauge"><div id="gauge-bar"></div></div>
    <div class="actions">
      <button class="primary" id="next" ${canPlay ? "" : "disabled"}>${t("next_card")}</button>
      ${r.seats.length ? `<button id="slap1">${t("slap")}</button>` : ""}
      ${r.seats.length > 1 ? `<button id="slap2">${t("slap2")}</button>` : ""}
      <label><input type="checkbox" id="auto" ${s.auto ? "checked" : ""}> ${t("auto")}</label>
      <button id="settings">${t("settings")}</button>
    </div>
    ${s.paused && !ctx.over && !ctx.ui.settings ? `<div class="overlay" id="paused"><p>${t("paused")}</p><button class="primary" id="resume">${t("resume")}</button></div>` : ""}
    ${s.confirm && !s.paused && !ctx.over ? `<div class="overlay" id="confirm-box"><p>${esc(t("turn_of", { who: name(s.to_play) }))}</p><button class="primary" id="confirm">${t("confirm")}</button></div>` : ""}
    <div id="settings-panel" ${ctx.ui.settings ? "" : "hidden"} class="overlay"><p>${t("settings")}</p><label><input type="checkbox" id="auto2" ${s.auto ? "checked" : ""}> ${t("auto")}</label><button class="primary" id="close-settings">${t("resume")}</button></div>`;
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
