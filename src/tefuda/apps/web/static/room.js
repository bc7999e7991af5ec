// A room seen from this browser: the WebSocket, the seats it holds, hot-seat hand-over,
// and the frame around the game's own renderer (games/<name>.js).
import { makeT } from "./i18n.js";
import { esc } from "./cards.js";

export class Room {
  constructor({ id, info, mod, app, lang, toast, tokens, remember }) {
    Object.assign(this, { id, info, mod, app, lang, toast, tokens, remember });
    this.t = makeT(lang);
    this.updates = {}; // seat (or "spectator") → last update
    this.seats = [];
    this.shown = null; // the seat whose private view is on screen
    this.revealed = true; // false while a hot-seat hand-over is pending
    this.ui = {}; // the game renderer's own UI state (selections)
    this.realtime = null;
    this.closed = false;
    this.retry = 0;
  }

  start() { this.connect(); this.app.innerHTML = `<p>${this.t("connecting")}</p>`; }

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

  close() { this.closed = true; if (this.ws) this.ws.close(); if (this.mod.unmount) this.mod.unmount(this); }
  send(msg) { if (this.ws && this.ws.readyState === 1) this.ws.send(JSON.stringify(msg)); }
  act(seat, action) { this.send({ type: "act", seat, action }); }
  setLang(l) { this.lang = l; this.t = makeT(l); this.send({ type: "lang", lang: l }); this.render(); }

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
    if (m.type === "error") { this.toast(m.message); return; }
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

  render() {
    const u = this.latest();
    if (!u) return;
    const seat = this.pickSeat(u);
    const humansHere = this.seats.length;
    if (this.mod.mount && !this.mounted) { this.mod.mount(this); this.mounted = true; }
    if (seat !== this.shown) {
      // Hot seat: a different person must take the device before their hand is shown.
      if (humansHere > 1 && this.shown !== null && !(this.mod.noHandover)) this.revealed = false;
      else this.revealed = true;
      this.shown = seat;
      this.ui = {};
    }
    const upd = seat === null ? this.updates.spectator : this.updates[seat];
    if (!upd) return;
    const who = this.t("player_n", { n: (seat ?? 0) + 1 });
    if (!this.revealed) {
      this.app.innerHTML = `<div class="overlay" id="handover"><p>${this.t("handover", { who: esc(who) })}</p><button class="primary" id="reveal">${this.t("ready", { who: esc(who) })}</button></div>`;
      this.app.querySelector("#reveal").onclick = () => { this.revealed = true; this.render(); };
      return;
    }
    const ctx = this.context(upd, seat);
    const gameTitle = this.mod.title ? this.mod.title(ctx) : this.info.game;
    const open = this.info.seats.map((s, i) => (s.kind === "human" && !s.taken ? i : null)).filter((x) => x !== null);
    this.app.innerHTML = `
      <div class="room-head"><strong>${esc(gameTitle)}</strong>
        ${seat === null ? ` · ${this.t("spectating")}` : ` · ${this.t("you")}: ${esc(who)}`}
        ${upd.over ? ` · <span class="big">${this.t("over")}</span>` : ""}</div>
      ${open.length ? `<div class="share">${this.t("share")} <code>${esc(location.href)}</code> ${open.map((i) => `<button class="claim" data-seat="${i}">${this.t("take_seat")} ${i + 1}</button>`).join("")}</div>` : ""}
      <div class="table" id="board">${this.mod.render(ctx)}</div>
      ${upd.legal.length && !this.mod.hideLegal ? `<details id="legal-box"><summary>${this.t("legal")} (${upd.legal.length})</summary><div class="legal-list">${upd.legal.slice(0, 400).map((a) => `<button class="legal" data-action="${esc(a)}">${esc(a)}</button>`).join("")}</div>
        <form id="free"><input id="action-text" placeholder="${this.t("action_text")}" size="30"> <button>${this.t("send")}</button></form></details>` : ""}
      <h3>${this.t("log")}</h3><div id="log">${upd.log.map(esc).join("\n")}</div>
      <p><a href="#/">${this.t("back_home")}</a></p>`;
    const logEl = this.app.querySelector("#log"); logEl.scrollTop = logEl.scrollHeight;
    this.app.querySelectorAll("button.legal").forEach((b) => (b.onclick = () => this.act(seat, b.dataset.action)));
    const free = this.app.querySelector("#free");
    if (free) free.onsubmit = (ev) => { ev.preventDefault(); const v = this.app.querySelector("#action-text").value.trim(); if (v) this.act(seat, v); };
    this.app.querySelectorAll("button.claim").forEach((b) => (b.onclick = () => this.claim(parseInt(b.dataset.seat, 10))));
    if (this.mod.bind) this.mod.bind(this.app.querySelector("#board"), ctx);
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
      resultText: upd.result_text || "",
      info: this.info, t: this.t, lang: this.lang, ui: this.ui, realtime: this.realtime, room: this,
      act: (action) => this.act(seat, action), rerender: () => this.render(), send: (m) => this.send(m),
    };
  }
}
