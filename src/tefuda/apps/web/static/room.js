// A room seen from this browser: the WebSocket, the seats it holds, hot-seat hand-over,
// and the frame around the game's own renderer (games/<name>.js): the turn banner, the
// highlight of the last move, announcements for screen readers, the end screen with
// Play again / Rematch, the How to play panel, focus kept across updates.
//
// A game module exports render(ctx) and bind(el, ctx), and may export title(ctx),
// hint(ctx) (what the viewer may do now, for the banner), outcome(ctx) ({text, head, rows}
// for the end screen), mount/unmount and hideLegal.
import { makeT } from "./i18n.js";
import { esc } from "./cards.js";
import { openHowto, howtoOpen } from "./howto.js";

const FLASH_MS = 1200; // how long the last move stays highlighted

// a refusal is one sentence on the screen: the catalog writes it to follow "Not allowed:"
// in the terminal, so in lower case ("memory protection: …"); the toast starts it upper
const sentence = (text) => (text ? text.charAt(0).toUpperCase() + text.slice(1) : text);

function announceEl() { return document.getElementById("announce"); }

// New log lines: the longest tail of the old log that starts the new one is what was seen.
// How many of `now`'s first lines are `old`'s last ones (the server sends the latest 40
// lines of the story, a window that slides on): -1 when they do not meet.
function overlap(old, now) {
  for (let k = Math.min(old.length, now.length); k > 0; k--) {
    let same = true;
    for (let j = 0; j < k; j++) if (old[old.length - k + j] !== now[j]) { same = false; break; }
    if (same) return k;
  }
  return -1;
}
const STORY_MAX = 2000; // lines the log box keeps since the room was opened

// Where focus was, as a selector that finds "the same" control after a redraw.
const KEYS = ["data-idx", "data-code", "data-addr", "data-treasure", "data-action", "data-place", "data-card", "data-seat"];
function focusKey(root) {
  const el = document.activeElement;
  if (!el || el === document.body || !root.contains(el)) return null;
  const inBoard = !!el.closest("#board");
  if (el.id) return { sel: `#${CSS.escape(el.id)}`, inBoard };
  const holder = el.parentElement && el.parentElement.closest("[id]");
  const scope = holder && root.contains(holder) ? `#${CSS.escape(holder.id)} ` : "";
  const siblings = holder ? [...holder.querySelectorAll(el.tagName)] : [];
  for (const a of KEYS) {
    if (el.hasAttribute(a)) return { sel: `${scope}${el.tagName.toLowerCase()}[${a}="${CSS.escape(el.getAttribute(a))}"]`, scope, tag: el.tagName, index: siblings.indexOf(el), inBoard };
  }
  return scope ? { sel: null, scope, tag: el.tagName, index: siblings.indexOf(el), inBoard } : null;
}
// A hand is one Tab stop, not one per card (a hand may hold 18 cards or more): the card in
// focus keeps it, else the first selected card, else the first. A group whose renderer sets
// its own tab stops (a board of cells, say) is left as it is.
function oneTabStop(root) {
  root.querySelectorAll("[data-nav]").forEach((group) => {
    const items = [...group.querySelectorAll(".card-btn, .cell-btn")].filter((x) => !x.disabled);
    if (items.length < 2 || items.some((x) => x.hasAttribute("tabindex"))) return;
    const stop = items.find((x) => x === document.activeElement) || items.find((x) => x.getAttribute("aria-pressed") === "true") || items[0];
    items.forEach((x) => { x.tabIndex = x === stop ? 0 : -1; });
  });
}

// On a phone the actions stick to the bottom of the screen (style.css) and can cover the
// hand just above them, so a turn would begin with the cards to choose from out of sight:
// when a turn begins the page scrolls the hand up above the actions — but never past the
// banner, which says what the turn asks for.
function revealHand(root) {
  const hand = root.querySelector("#hand"), bar = root.querySelector("#board .actions");
  if (!hand || !bar || getComputedStyle(bar).position !== "sticky") return;
  const h = hand.getBoundingClientRect(), b = bar.getBoundingClientRect();
  const banner = root.querySelector("#banner");
  const covered = h.bottom - b.top + 8;
  const room = Math.min(h.top - 8, banner ? banner.getBoundingClientRect().top - 4 : Infinity);
  if (covered > 0 && room > 0) window.scrollBy(0, Math.min(covered, room));
}

function restoreFocus(root, key) {
  if (!key) return;
  let el = key.sel ? root.querySelector(key.sel) : null;
  if ((!el || el.disabled) && key.scope) {
    // the card just played is gone: its neighbour takes the focus
    const list = [...root.querySelectorAll(`${key.scope}${key.tag}`)].filter((x) => !x.disabled);
    if (list.length) el = list[Math.max(0, Math.min(key.index, list.length - 1))];
  }
  if ((!el || el.disabled) && key.inBoard) {
    // the control is gone (a move was made): the hand, else the banner, keeps the place
    el = [...root.querySelectorAll("#hand .card-btn")].find((x) => !x.disabled) || root.querySelector("#banner");
  }
  if (el && !el.disabled) el.focus({ preventScroll: true });
}

export class Room {
  constructor({ id, info, mod, app, lang, toast, tokens, remember, entry }) {
    Object.assign(this, { id, info, mod, app, lang, toast, tokens, remember, entry });
    this.t = makeT(lang);
    this.updates = {}; // seat (or "spectator") → last update
    this.seats = [];
    this.shown = null; // the seat whose private view is on screen
    this.opened = false; // the first view after opening the room has been decided
    this.revealed = true; // false while a hot-seat hand-over is pending
    this.ui = {}; // the game renderer's own UI state (selections)
    this.realtime = null;
    this.closed = false;
    this.retry = 0;
    this.seenSeq = -1; // the newest update already drawn
    this.seenLog = null; // its log lines (to tell which lines are new)
    this.story = []; // the log box: every line told since the page opened (the server sends the latest 40)
    this.wasMyTurn = false;
    this.flash = null; // {seat, until}: the last move's highlight
    this.onKeys = (e) => this.arrowKeys(e);
  }

  start() {
    this.connect();
    this.app.innerHTML = `<p>${this.t("connecting")}</p>`;
    this.app.addEventListener("keydown", this.onKeys);
  }

  connect() {
    const proto = location.protocol === "https:" ? "wss" : "ws";
    this.ws = new WebSocket(`${proto}://${location.host}/ws/${encodeURIComponent(this.id)}`);
    this.ws.onopen = () => { this.retry = 0; this.send({ type: "hello", tokens: Object.values(this.tokens || {}), lang: this.lang }); };
    this.ws.onmessage = (ev) => this.onMessage(JSON.parse(ev.data));
    this.ws.onclose = (ev) => {
      if (this.closed) return;
      // no such room, or it expired: the server's error message said so; retrying cannot help
      if (ev.code === 4404 || ev.code === 4410) { this.closed = true; return; }
      this.toast(this.t("disconnected"));
      setTimeout(() => !this.closed && this.connect(), Math.min(5000, 500 * 2 ** this.retry++));
    };
  }

  close() {
    this.closed = true;
    if (this.ws) this.ws.close();
    this.app.removeEventListener("keydown", this.onKeys);
    if (this.mod.unmount) this.mod.unmount(this);
  }
  send(msg) { if (this.ws && this.ws.readyState === 1) this.ws.send(JSON.stringify(msg)); }
  act(seat, action) { this.send({ type: "act", seat, action }); }
  setLang(l) {
    this.lang = l; this.t = makeT(l); this.seenLog = null; this.send({ type: "lang", lang: l }); this.render();
    if (howtoOpen()) openHowto(this.info.game, { lang: l, t: this.t, from: this.app.querySelector("#howto-open"), title: this.gameTitle });
  }

  onMessage(m) {
    if (m.type === "welcome") { this.seats = m.seats; this.info = m.info; return; }
    if (m.type === "update") {
      this.updates[m.seat === null ? "spectator" : m.seat] = m;
      this.info = m.info;
      if (m.realtime) { this.realtime = m.realtime; this.realtimeAt = performance.now(); }
      this.render();
      return;
    }
    if (m.type === "realtime") { this.realtime = m; this.realtimeAt = performance.now(); this.render(); return; }
    if (m.type === "error") { this.toast(sentence(m.message)); return; }
  }

  latest() {
    const all = Object.values(this.updates);
    return all.reduce((a, b) => (!a || b.seq >= a.seq ? b : a), null);
  }

  // Which of my seats should be on screen: one that must act now, else the last shown.
  pickSeat(u) {
    if (!this.seats.length) return null;
    // the seat the game waits for first (a game may let the others place out of turn)
    const waited = this.seats.filter((s) => (u.turn || []).includes(s));
    if (waited.length) return waited.includes(this.shown) ? this.shown : waited[0];
    const mine = this.seats.filter((s) => u.to_move.includes(s));
    if (mine.length) return mine.includes(this.shown) ? this.shown : mine[0];
    return this.shown !== null && this.seats.includes(this.shown) ? this.shown : this.seats[0];
  }

  name(i) { return this.t("player_n", { n: i + 1 }); }

  // Hot seat: more than one person shares this screen, so a hand is shown only after the
  // person it belongs to says they hold the device — also after a reload or "Continue".
  sharedDevice() { return this.seats.length > 1 && !(this.entry && this.entry.shared_screen); }

  render() {
    const u = this.latest();
    if (!u) return;
    const seat = this.pickSeat(u);
    if (this.mod.mount && !this.mounted) { this.mod.mount(this); this.mounted = true; }
    if (!this.opened || seat !== this.shown) {
      this.revealed = !this.sharedDevice() || u.over;
      this.opened = true;
      this.shown = seat;
      this.ui = {};
      this.seenLog = null;
    }
    const upd = seat === null ? this.updates.spectator : this.updates[seat];
    if (!upd) return;
    const who = this.name(seat ?? 0);
    if (!this.revealed) {
      if (!this.app.querySelector("#handover")) {
        this.app.innerHTML = `<div class="overlay" id="handover" role="dialog" aria-modal="true" aria-labelledby="handover-text"><p id="handover-text">${this.t("handover", { who: esc(who) })}</p><button class="primary" id="reveal">${this.t("ready", { who: esc(who) })}</button></div>`;
        this.app.querySelector("#reveal").onclick = () => { this.revealed = true; this.render(); };
        this.app.querySelector("#reveal").focus();
        this.say(this.t("handover", { who }));
      }
      return;
    }
    const fresh = upd.seq !== this.seenSeq;
    const ctx = this.context(upd, seat);
    // my turn: I may act and the game waits for me (a game may let others act meanwhile)
    const myTurn = upd.legal.length > 0 && !upd.over && (!(upd.turn || []).length || upd.turn.includes(seat));
    const turnBegins = fresh && myTurn && !this.wasMyTurn; // (noteUpdate moves wasMyTurn on)
    if (fresh) this.noteUpdate(upd, seat, myTurn, ctx);
    const focus = focusKey(this.app);
    // what the table showed before: only a zone whose cards changed slides them in
    const before = {};
    this.app.querySelectorAll("[data-last-move][id]").forEach((el) => { before[el.id] = el.innerHTML; });
    const gameTitle = this.gameTitle = this.mod.title ? this.mod.title(ctx) : this.info.game;
    const open = this.info.seats.map((s, i) => (s.kind === "human" && !s.taken ? i : null)).filter((x) => x !== null);
    const hasHowto = this.entry && (this.entry.howto || []).length > 0;
    const banner = this.banner(ctx, upd, myTurn);
    this.app.innerHTML = `
      <div class="room-head"><h1 class="room-title">${esc(gameTitle)}</h1>
        <span class="room-who">${seat === null ? this.t("spectating") : this.seats.length > 1 && this.entry && this.entry.shared_screen ? esc(this.t("here", { who: this.t.list(this.seats.map((s) => this.name(s))) })) : `${this.t("you")}: ${esc(who)}`}</span>
        ${hasHowto ? `<button type="button" id="howto-open" class="help-btn" aria-haspopup="dialog" aria-expanded="${howtoOpen()}" aria-label="${esc(this.t("howto_open"))}" title="${esc(this.t("howto"))}">?</button>` : ""}</div>
      <div id="banner" class="banner ${banner.cls}" tabindex="-1">${esc(banner.text)}</div>
      ${upd.over ? this.endPanel(ctx) : ""}
      ${open.length && !upd.over ? `<div class="share">${this.t("share")} <code>${esc(location.href)}</code> ${open.map((i) => `<button class="claim" data-seat="${i}">${this.t("take_seat", { player: this.name(i) })}</button>`).join("")}</div>` : ""}
      <section class="table${upd.over ? " over" : ""}" id="board" aria-label="${esc(this.t("table"))}">${this.mod.render(ctx)}</section>
      ${upd.legal.length && !this.mod.hideLegal ? `<details id="legal-box"><summary>${this.t("legal_n", { n: upd.legal.length })}</summary><div class="legal-list">${upd.legal.slice(0, 400).map((a, i) => `<button class="legal" data-action="${esc(a)}">${esc((upd.legal_words || [])[i] || a)}</button>`).join("")}</div>
        <form id="free"><input id="action-text" aria-label="${esc(this.t("action_text", { example: upd.legal[0] }))}" placeholder="${esc(this.t("action_text", { example: upd.legal[0] }))}" size="30"> <button>${this.t("send")}</button></form></details>` : ""}
      <h2 class="log-title" id="log-title">${this.t("log")}</h2><div id="log" tabindex="0" role="region" aria-labelledby="log-title">${(this.seenLog === upd.log ? this.story : upd.log).map(esc).join("\n")}</div>
      <p><a class="button" href="#/">${this.t("back_home")}</a></p>`;
    const logEl = this.app.querySelector("#log"); logEl.scrollTop = logEl.scrollHeight;
    // the list of every move and the typed move go through the renderer's question too
    // (askFirst: a move that loses the game at once is asked about on the table first)
    const choose = (a) => { if (!(this.mod.askFirst && this.mod.askFirst(ctx, a))) this.act(seat, a); };
    this.app.querySelectorAll("button.legal").forEach((b) => (b.onclick = () => choose(b.dataset.action)));
    const free = this.app.querySelector("#free");
    if (free) free.onsubmit = (ev) => { ev.preventDefault(); const v = this.app.querySelector("#action-text").value.trim(); if (v) choose(v); };
    this.app.querySelectorAll("button.claim").forEach((b) => (b.onclick = () => this.claim(parseInt(b.dataset.seat, 10))));
    const help = this.app.querySelector("#howto-open");
    if (help) help.onclick = () => openHowto(this.info.game, { lang: this.lang, t: this.t, from: help, title: gameTitle });
    const board = this.app.querySelector("#board");
    if (this.mod.bind) this.mod.bind(board, ctx);
    if (upd.over) {
      // the end: nothing on the table can be used any more
      board.querySelectorAll("button, input, select, textarea").forEach((el) => { el.disabled = true; });
      board.querySelectorAll("[tabindex]").forEach((el) => el.removeAttribute("tabindex"));
      this.bindEnd();
    }
    this.markLastMove(board, fresh ? before : null);
    restoreFocus(this.app, focus);
    if (!upd.over) oneTabStop(board);
    if (turnBegins) revealHand(this.app);
    if (fresh && upd.over && (!focus || focus.inBoard)) { const h = this.app.querySelector("#end-title"); if (h) h.focus({ preventScroll: true }); }
  }

  // The banner: whose turn it is and what they may do, or the result.
  banner(ctx, upd, myTurn) {
    const t = this.t;
    const own = this.mod.banner ? this.mod.banner(ctx) : null;
    if (own) return own;
    if (upd.over) return { cls: "over", text: t(ctx.view && ctx.view.match ? "over_banner_match" : "over_banner", { text: this.endWords(ctx).head }) };
    if (myTurn) {
      const hint = this.mod.hint ? this.mod.hint(ctx) : "";
      return { cls: "mine", text: hint ? t("your_turn_hint", { hint }) : t("your_turn") };
    }
    const waited = (upd.turn && upd.turn.length ? upd.turn : upd.to_move).filter((s) => s !== ctx.seat);
    const custom = this.mod.waiting ? this.mod.waiting(ctx) : null;
    if (custom) return { cls: "wait", text: custom };
    if (!waited.length) return { cls: "wait", text: t("waiting") };
    const cpu = waited.filter((s) => this.info.seats[s] && this.info.seats[s].kind === "cpu");
    const names = waited.map((s) => this.name(s)).join(t("and_"));
    if (cpu.length === waited.length) return { cls: "wait", text: t("thinking", { who: names }) };
    return { cls: "wait", text: t("waiting_for", { who: names }) };
  }

  // A new update: highlight who moved, tell screen readers what happened and whose turn it is.
  noteUpdate(upd, seat, myTurn, ctx) {
    // the lines new since the last update (-1: none in common, a new seat or language)
    const k = this.seenLog && this.seenLog.length ? overlap(this.seenLog, upd.log) : -1;
    const lines = k < 0 ? upd.log.slice(-3) : upd.log.slice(k);
    const first = this.seenSeq < 0;
    this.seenSeq = upd.seq;
    this.keepStory(upd.log, k);
    this.seenLog = upd.log;
    const actor = upd.actor;
    const other = actor !== null && actor !== undefined && actor !== seat;
    if (other && !first) this.flash = { seat: actor, until: performance.now() + FLASH_MS };
    const say = [];
    if (!first && other) say.push(...lines.slice(-3));
    if (upd.over) {
      const end = this.endWords(ctx);
      say.push(this.t("over_banner", { text: end.head }), end.more);
    } else if (myTurn && (!this.wasMyTurn || first)) {
      say.push(this.banner(ctx, upd, true).text);
    }
    this.wasMyTurn = myTurn;
    if (say.some(Boolean)) this.say(say.filter(Boolean).join("\n"));
  }

  // The log box keeps the whole story seen here, not only the server's latest lines: a
  // long game (a real-time one above all) would otherwise lose its start as it goes on.
  // (`k`: how many of `log`'s first lines the last update ended with, -1 for none)
  keepStory(log, k) {
    if (k < 0) this.story = log.slice(); // the first update, a new seat or language: the server's lines
    else this.story.push(...log.slice(k));
    if (this.story.length > STORY_MAX) this.story.splice(0, this.story.length - STORY_MAX);
  }

  say(text) {
    const el = announceEl();
    if (!el) return;
    el.textContent = "";
    clearTimeout(this.sayTimer);
    // a fresh text node after a pause is announced even when it repeats the last one
    this.sayTimer = setTimeout(() => { el.textContent = text; }, 60);
  }

  markLastMove(board, before) {
    if (!this.flash || performance.now() > this.flash.until) { this.flash = null; return; }
    board.querySelectorAll(`[data-seat="${this.flash.seat}"]`).forEach((el) => el.classList.add("moved"));
    if (before) {
      this.arrived = new Set();
      board.querySelectorAll("[data-last-move][id]").forEach((el) => { if (before[el.id] !== el.innerHTML) this.arrived.add(el.id); });
    }
    (this.arrived || new Set()).forEach((id) => { const el = board.querySelector(`#${CSS.escape(id)}`); if (el) el.classList.add("arrive"); });
    clearTimeout(this.flashTimer);
    this.flashTimer = setTimeout(() => {
      if (!this.flash || performance.now() < this.flash.until) return;
      this.flash = null;
      this.app.querySelectorAll(".moved").forEach((el) => el.classList.remove("moved"));
      this.app.querySelectorAll(".arrive").forEach((el) => el.classList.remove("arrive"));
    }, this.flash.until - performance.now() + 20);
  }

  // A group of cards is one Tab stop; the arrow keys move between its cards (or cells).
  arrowKeys(e) {
    const keys = ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"];
    if (!keys.includes(e.key)) return;
    const el = e.target;
    if (!el.matches || !el.matches(".card-btn, .cell-btn")) return;
    const group = el.closest("[data-nav]") || el.parentElement;
    const items = [...group.querySelectorAll(".card-btn, .cell-btn")].filter((x) => !x.disabled);
    const i = items.indexOf(el);
    if (i < 0) return;
    let j = i;
    if (e.key === "ArrowLeft" || e.key === "ArrowUp") j = Math.max(0, i - 1);
    else if (e.key === "ArrowRight" || e.key === "ArrowDown") j = Math.min(items.length - 1, i + 1);
    else if (e.key === "Home") j = 0;
    else if (e.key === "End") j = items.length - 1;
    e.preventDefault();
    if (items[i].tabIndex === 0 && items[j] !== items[i]) { items[i].tabIndex = -1; items[j].tabIndex = 0; }
    items[j].focus();
  }

  // --- the end ---------------------------------------------------------------------
  onlineRoom() { return this.info.seats.some((s, i) => s.kind === "human" && !this.seats.includes(i)); }

  // The result in words: the game's own narration of its end (present.py, the same words
  // as the log and the terminal), led by the renderer's sentence where that says more
  // (a match: who won the match, then how its last game ended).
  endWords(ctx) {
    const out = this.mod.outcome ? this.mod.outcome(ctx) : null;
    const said = ctx.resultText || "";
    if (out && out.first && said && said !== out.text) return { head: out.text, more: said };
    return { head: said || (out && out.text) || this.t("over"), more: "" };
  }

  endPanel(ctx) {
    const t = this.t;
    const out = (this.mod.outcome ? this.mod.outcome(ctx) : null) || {};
    const end = this.endWords(ctx);
    // in a region of its own that scrolls sideways on a narrow screen (and takes the focus to)
    const table = out.rows && out.rows.length ? `<div class="table-wrap" tabindex="0" role="region" aria-label="${esc(t("scoreboard"))}"><table class="scoreboard" id="scoreboard"><caption>${t("scoreboard")}</caption>
      <thead><tr>${out.head.map((h) => `<th scope="col">${esc(h)}</th>`).join("")}</tr></thead>
      <tbody>${out.rows.map((r) => `<tr${r.me ? ' class="me"' : ""}>${r.cells.map((c, k) => (k === 1 ? `<th scope="row">${esc(c)}</th>` : `<td>${esc(c)}</td>`)).join("")}</tr>`).join("")}</tbody></table></div>` : "";
    const offered = this.info.rematch;
    const label = offered ? t("join_rematch") : this.onlineRoom() ? t("rematch") : t("play_again");
    return `<section class="end" id="end" aria-labelledby="end-title">
      <h2 id="end-title" tabindex="-1">${ctx.view && ctx.view.match ? t("match_over") : t("over")}</h2>
      <div id="end-result"><p class="result-text" id="result-text">${esc(end.head)}</p>${end.more ? `<p class="result-more">${esc(end.more)}</p>` : ""}
      ${table}</div>
      ${offered && this.onlineRoom() ? `<p class="note">${t("rematch_offered")}</p>` : ""}
      <div class="actions end-actions">
        ${this.seats.length ? `<button class="primary" id="play-again" type="button">${label}</button>` : ""}
        <a class="button" id="back-games" href="#/">${t("back_home")}</a>
        ${this.recordLink()}
      </div><small class="help" id="record-help">${esc(t("record_help"))}</small>${this.recordLink(true)}</section>`;
  }

  // The finished game as a record file (the server's /record, the format tefuda replay reads);
  // each game of a match is its own record: the last one's link among the actions, the
  // earlier ones (`earlier`) folded below them.
  recordLink(earlier = false) {
    const deal = this.info.deal || 0;
    const link = (d, id, label) => {
      const href = `/api/rooms/${encodeURIComponent(this.info.room)}/record?deal=${d}`;
      const file = `tefuda-${this.info.game}-${this.info.room}${d || deal ? `-game${d + 1}` : ""}.json`;
      return `<a class="button" ${id ? `id="${id}" ` : ""}href="${esc(href)}" download="${esc(file)}" aria-describedby="record-help">${esc(label)}</a>`;
    };
    if (!earlier) return link(deal, "save-record", deal ? this.t("save_record_n", { n: deal + 1 }) : this.t("save_record"));
    if (!deal) return "";
    const games = [...Array(deal).keys()].map((d) => link(d, "", this.t("game_n", { n: d + 1 }))).join("");
    return `<details class="earlier-records" id="earlier-records"><summary>${esc(this.t("earlier_records"))}</summary><div class="actions">${games}</div></details>`;
  }

  bindEnd() {
    const b = this.app.querySelector("#play-again");
    if (!b) return;
    b.onclick = async () => {
      b.disabled = true;
      const res = await fetch(`/api/rooms/${encodeURIComponent(this.id)}/rematch`, {
        method: "POST", headers: { "content-type": "application/json" },
        body: JSON.stringify({ tokens: Object.values(this.tokens || {}), lang: this.lang }),
      });
      const body = await res.json().catch(() => ({ detail: res.statusText }));
      if (!res.ok) { b.disabled = false; this.toast(body.detail || "error"); return; }
      this.remember({ room: body.room, game: this.info.game, tokens: body.tokens });
      location.hash = `#/room/${body.room}`;
    };
  }

  async claim(seat) {
    const res = await fetch(`/api/rooms/${encodeURIComponent(this.id)}/claim`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ seat }) });
    const body = await res.json();
    if (!res.ok) { this.toast(body.detail || "error"); return; }
    this.tokens = { ...(this.tokens || {}), [seat]: body.token };
    this.remember({ room: this.id, game: this.info.game, tokens: this.tokens });
    this.ws.close(); // reconnect with the new token
  }

  context(upd, seat) {
    return {
      view: upd.view, legal: upd.legal, seat, toMove: upd.to_move, over: upd.over, result: upd.result,
      resultText: upd.result_text || "", log: upd.log || [], turn: upd.turn, actor: upd.actor, info: this.info, t: this.t, lang: this.lang,
      ui: this.ui, realtime: this.realtime, room: this, name: (i) => this.name(i),
      act: (action) => this.act(seat, action), rerender: () => this.render(), send: (m) => this.send(m),
    };
  }
}
