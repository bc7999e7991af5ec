// tefuda in the browser: home, How to play, the new-game form, rooms over a WebSocket.
// Legal moves come from the server (the engine); the page only shows views it is sent.
import { pickLang, makeT } from "./i18n.js";
import { esc, setCardLang } from "./cards.js";
import { fetchHowto, howtoBody, dropHowto } from "./howto.js";

let lang = pickLang();
let t = makeT(lang);
const app = document.getElementById("app");
const toastEl = document.getElementById("toast");
let catalog = null;
let room = null; // the live room controller

function setLang(l) {
  lang = l; t = makeT(l);
  setCardLang(l);
  localStorage.setItem("tefuda.lang", l);
  document.documentElement.lang = l;
  document.querySelector("header nav").setAttribute("aria-label", l === "ja" ? "表示言語" : "Language");
  document.querySelectorAll("button.lang").forEach((b) => {
    b.classList.toggle("on", b.dataset.lang === l);
    b.setAttribute("aria-pressed", b.dataset.lang === l ? "true" : "false");
  });
  if (room) room.setLang(l); else route();
}
document.querySelectorAll("button.lang").forEach((b) => b.addEventListener("click", () => setLang(b.dataset.lang)));

export function toast(msg) {
  toastEl.textContent = msg; toastEl.hidden = false;
  clearTimeout(toast._h); toast._h = setTimeout(() => { toastEl.hidden = true; }, 3500);
}

function saved() { try { return JSON.parse(localStorage.getItem("tefuda.rooms") || "[]"); } catch { return []; } }
function save(list) { localStorage.setItem("tefuda.rooms", JSON.stringify(list.slice(-30))); }
function remember(entry) {
  const list = saved().filter((r) => r.room !== entry.room);
  const old = saved().find((r) => r.room === entry.room);
  if (old) entry.tokens = { ...old.tokens, ...entry.tokens };
  entry.started = (old && old.started) || entry.started || Date.now();
  list.push(entry); save(list);
}
// what tells two saved games of one game apart: who plays, how far it went, when it began
function savedDetail(r) {
  const seats = r.info.seats || [];
  const cpus = seats.filter((s) => s.kind === "cpu").length;
  const people = seats.length - cpus;
  const parts = [cpus ? t("saved_cpus") : people > 1 ? t("saved_people", { n: people }) : t("saved_solo")];
  parts.push(t("saved_moves", { n: r.info.seq || 0 }));
  if (r.started) parts.push(t("saved_started", { time: new Date(r.started).toLocaleString(lang === "ja" ? "ja-JP" : "en-GB", { month: "numeric", day: "numeric", hour: "2-digit", minute: "2-digit" }) }));
  return t.list(parts);
}
function tokensFor(id) { const r = saved().find((x) => x.room === id); return r ? r.tokens : {}; }

async function getCatalog() {
  if (!catalog) catalog = await (await fetch("/api/games")).json();
  return catalog;
}
const title = (g) => (g.titles && (g.titles[lang] || g.titles.en)) || g.name;
const words = (texts) => (texts && (texts[lang] || texts.en)) || "";
const hasHowto = (g) => (g.howto || []).length > 0;

function setTitle(...parts) { document.title = [...parts, "tefuda 手札"].filter(Boolean).join(" — "); }

async function home() {
  const games = await getCatalog();
  setTitle();
  const list = saved();
  const infos = await Promise.all(list.map(async (r) => {
    try { const res = await fetch(`/api/rooms/${encodeURIComponent(r.room)}`); return res.ok ? { ...r, info: await res.json() } : null; } catch { return null; }
  }));
  const live = infos.filter((x) => x && !x.info.over);
  app.innerHTML = `
    <h1 class="visually-hidden">tefuda 手札</h1>
    ${live.length ? `<section id="saved"><h2>${t("your_games")}</h2><div class="actions">${live.map((r) => {
      const g = games.find((x) => x.name === r.game);
      return `<button class="primary continue" data-room="${esc(r.room)}">${t("continue_")}: ${esc(g ? title(g) : r.game)}<span class="saved-detail">${esc(t.paren(savedDetail(r)))}</span></button>`;
    }).join("")}</div></section>` : ""}
    <h2>${t("games")}</h2>
    <div class="games">${games.map((g) => `
      <article class="game-card" data-game="${esc(g.name)}" aria-labelledby="title-${esc(g.name)}">
        <h3 id="title-${esc(g.name)}">${esc(title(g))}</h3>
        <p>${esc(words(g.summary))}</p>
        <div class="meta">${g.max_players === 1 ? t("solitaire") : `${t("players")}: ${g.min_players === g.max_players ? g.min_players : `${g.min_players}–${g.max_players}`}
          · ${t("levels")}: ${g.levels.map((l) => t(l)).join(" / ")}`}</div>
        <div class="card-actions">
          <button class="primary play" data-game="${esc(g.name)}">${t("play")}<span class="visually-hidden"> ${esc(title(g))}</span></button>
          ${hasHowto(g) ? `<a class="button howto-link" href="#/howto/${esc(g.name)}">${t("howto")}<span class="visually-hidden"> ${esc(title(g))}</span></a>` : ""}
        </div>
      </article>`).join("")}</div>`;
  app.querySelectorAll("button.play").forEach((b) => b.addEventListener("click", () => { location.hash = `#/new/${b.dataset.game}`; }));
  app.querySelectorAll("button.continue").forEach((b) => b.addEventListener("click", () => { location.hash = `#/room/${b.dataset.room}`; }));
}

async function howtoPage(name) {
  const games = await getCatalog();
  const g = games.find((x) => x.name === name);
  if (!g) { location.hash = "#/"; return; }
  setTitle(t("howto"), title(g));
  app.innerHTML = `<article class="howto-page" aria-labelledby="howto-h"><h1 id="howto-h">${esc(t("howto"))} — ${esc(title(g))}</h1>
    <div class="actions"><a class="button primary" href="#/new/${esc(name)}">${t("play")}</a> <a class="button" href="#/">${t("back_home")}</a></div>
    <div id="howto-body"><p>${t("connecting")}</p></div></article>`;
  const doc = await fetchHowto(name, lang);
  const body = document.getElementById("howto-body");
  if (!body) return;
  body.innerHTML = doc ? howtoBody(doc, lang, t) : `<p>${esc(t("howto_failed"))}</p>`;
}

// --- the new-game form ---------------------------------------------------------------
// Options and presets are shown by their labels with one line of help in the page's
// language (the games' own texts, contract 5), never by their identifiers.
function optionLabel(o) { return words(o.label) || o.name; }
function choiceLabel(o, c) { const l = o.choice_labels && o.choice_labels[String(c)]; return (l && words(l)) || String(c); }

function optionInput(o) {
  if (o.name === "players") return "";
  const id = `opt-${esc(o.name)}`;
  const help = words(o.help);
  const desc = help ? ` aria-describedby="${id}-help"` : "";
  const helpLine = help ? `<small id="${id}-help" class="help">${esc(help)}</small>` : "";
  if (o.type === "bool") {
    return `<div class="opt opt-bool"><label class="check"><input type="checkbox" id="${id}" data-opt="${esc(o.name)}" data-bool="1" ${o.default ? "checked" : ""}${desc}> <span>${esc(optionLabel(o))}</span></label>${helpLine}</div>`;
  }
  if (o.choices) {
    return `<div class="opt"><label for="${id}">${esc(optionLabel(o))}</label> <select id="${id}" data-opt="${esc(o.name)}"${desc}>${o.choices.map((c) => { const need = (o.choice_min_players || {})[String(c)]; return `<option value="${esc(c)}" ${String(c) === String(o.default) ? "selected" : ""}${need ? ` data-min-players="${esc(need)}"` : ""}>${esc(choiceLabel(o, c))}</option>`; }).join("")}</select>${helpLine}</div>`;
  }
  const numeric = o.type === "int";
  return `<div class="opt"><label for="${id}">${esc(optionLabel(o))}</label> <input id="${id}" data-opt="${esc(o.name)}" ${numeric ? 'inputmode="numeric"' : ""} value="${o.default === null ? "" : esc(o.default)}" size="10"${desc}>${helpLine}</div>`;
}

async function newGame(name) {
  const games = await getCatalog();
  const g = games.find((x) => x.name === name);
  if (!g) { location.hash = "#/"; return; }
  setTitle(title(g));
  const def = g.options.find((o) => o.name === "players");
  let n = def ? def.default : g.min_players;
  // earlier choices survive a change of the player count
  const seatState = [];
  const seatAt = (i) => seatState[i] || (seatState[i] = { kind: i === 0 ? "human" : "cpu", level: g.default_level || "normal" });
  const solo = g.max_players === 1;
  const seatRows = (count) => Array.from({ length: count }, (_, i) => {
    const s = seatAt(i);
    const who = t("player_n", { n: i + 1 });
    return `<div class="seat-row" data-row="${i}"><span class="seat-name" id="seat-name-${i}">${esc(who)}</span>
        <select data-seat="${i}" class="seat-kind" aria-label="${esc(`${who}: ${t("who_plays")}`)}"><option value="human" ${s.kind === "human" ? "selected" : ""}>${t("human")}</option><option value="cpu" ${s.kind === "cpu" ? "selected" : ""}>${t("cpu")}</option></select>
        <select data-level="${i}" class="seat-level" aria-label="${esc(`${who}: ${t("cpu_level")}`)}" ${s.kind === "cpu" ? "" : "hidden"}>${g.levels.map((l) => `<option value="${l}" ${l === s.level ? "selected" : ""}>${t(l)}</option>`).join("")}</select>
      </div>`;
  }).join("");
  const presets = g.preset_info || (g.presets || []).map((p) => ({ name: p, label: {}, help: {} }));
  const presetHelp = (p) => (p ? words((presets.find((x) => x.name === p) || {}).help) : t("preset_help"));
  const playerChoices = Array.from({ length: g.max_players - g.min_players + 1 }, (_, k) => g.min_players + k);
  app.innerHTML = `
    <h1 class="page-title">${esc(title(g))}</h1>
    <p>${esc(words(g.summary))}</p>
    ${hasHowto(g) ? `<p><a class="button howto-link" href="#/howto/${esc(name)}">${t("howto")}</a></p>` : ""}
    <form class="setup" id="setup">
      ${g.min_players !== g.max_players ? `<div class="opt"><label for="players">${esc((def && words(def.label)) || t("players"))}</label> <select id="players" aria-describedby="players-help">${playerChoices.map((k) => `<option value="${k}" ${k === n ? "selected" : ""}>${k}</option>`).join("")}</select><small id="players-help" class="help">${esc((def && words(def.help)) || t("players_help"))}</small></div>` : ""}
      ${solo ? `<p class="help">${t("solo")}</p>` : `<fieldset id="seats" aria-describedby="seats-help"><legend>${t("seat")}</legend><small id="seats-help" class="help">${t("seats_help")}</small><div id="seat-rows">${seatRows(n)}</div></fieldset>
      <div class="opt opt-bool"><label class="check"><input type="checkbox" id="online" aria-describedby="online-help"> <span>${t("online")}</span></label><small id="online-help" class="help">${t("online_help")}</small></div>`}
      ${presets.length ? `<div class="opt"><label for="preset">${t("preset")}</label> <select id="preset" aria-describedby="preset-help">${g.default_preset ? "" : `<option value="">${t("preset_none")}</option>`}${presets.map((p) => `<option value="${esc(p.name)}" ${p.name === g.default_preset ? "selected" : ""}>${esc(words(p.label) || p.name)}</option>`).join("")}</select><small id="preset-help" class="help">${esc(presetHelp(g.default_preset || ""))}</small></div>` : ""}
      ${g.options.some((o) => o.name !== "players") ? `<fieldset><legend>${t("options")}</legend>${g.options.map(optionInput).join("")}</fieldset>` : ""}
      <button class="primary" id="start" type="submit">${t("start")}</button>
    </form>`;
  const bindSeats = () => {
    app.querySelectorAll(".seat-kind").forEach((el) => (el.onchange = () => {
      const i = parseInt(el.dataset.seat, 10);
      seatAt(i).kind = el.value;
      app.querySelector(`[data-level="${i}"]`).hidden = el.value !== "cpu";
    }));
    app.querySelectorAll(".seat-level").forEach((el) => (el.onchange = () => { seatAt(parseInt(el.dataset.level, 10)).level = el.value; }));
  };
  bindSeats();
  // a choice naming a player who is not at the table (Player 3 of 2) is not offered
  const fitChoices = () => app.querySelectorAll("option[data-min-players]").forEach((op) => {
    const absent = parseInt(op.dataset.minPlayers, 10) > n;
    op.hidden = op.disabled = absent;
    if (absent && op.selected) {
      const o = g.options.find((x) => x.name === op.parentElement.dataset.opt);
      op.parentElement.value = String(o.default);
    }
  });
  fitChoices();
  const players = document.getElementById("players");
  if (players) players.addEventListener("change", () => {
    n = Math.max(g.min_players, Math.min(g.max_players, parseInt(players.value, 10) || g.min_players));
    document.getElementById("seat-rows").innerHTML = seatRows(n);
    bindSeats();
    fitChoices();
  });
  const preset = document.getElementById("preset");
  // a preset's values are shown on the option controls; changing one afterwards overrides it
  const baseline = (o) => { const pv = preset && preset.value && (g.preset_values || {})[preset.value]; return pv && o.name in pv ? pv[o.name] : o.default; };
  const showValue = (el, v) => { if (el.dataset.bool) el.checked = !!v; else el.value = v === null || v === undefined ? "" : String(v); };
  // where a game's presets fix their options, the options a preset sets are shown, not offered
  const fixOptions = () => {
    const pv = (preset && preset.value && g.preset_fixes && (g.preset_values || {})[preset.value]) || {};
    app.querySelectorAll("[data-opt]").forEach((el) => { el.disabled = el.dataset.opt in pv; });
  };
  fixOptions();
  if (preset) preset.addEventListener("change", () => {
    document.getElementById("preset-help").textContent = presetHelp(preset.value);
    app.querySelectorAll("[data-opt]").forEach((el) => showValue(el, baseline(g.options.find((x) => x.name === el.dataset.opt))));
    fixOptions();
    const pv = (g.preset_values || {})[preset.value] || {};
    if (players && "players" in pv && String(pv.players) !== players.value) {  // a preset for a player count
      players.value = String(pv.players);
      players.dispatchEvent(new Event("change"));
    }
  });
  document.getElementById("setup").addEventListener("submit", async (ev) => {
    ev.preventDefault();
    const options = {};
    if (players) options.players = n;
    if (preset && preset.value) options.preset = preset.value;
    app.querySelectorAll("[data-opt]").forEach((el) => {
      const o = g.options.find((x) => x.name === el.dataset.opt);
      const v = el.dataset.bool ? el.checked : el.value;
      if (String(v) !== String(baseline(o))) options[o.name] = v;
    });
    const onlineEl = document.getElementById("online");
    const online = !!(onlineEl && onlineEl.checked);
    const seats = Array.from({ length: solo ? 1 : n }, (_, i) => {
      const s = solo ? { kind: "human" } : seatAt(i);
      return s.kind === "cpu" ? { kind: "cpu", level: s.level } : { kind: "human", claim: !online || i === 0 };
    });
    const res = await fetch("/api/rooms", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ game: name, options, seats, lang }) });
    const body = await res.json().catch(() => ({ detail: res.statusText }));
    if (!res.ok) { toast(body.detail || "error"); return; }
    remember({ room: body.room, game: name, tokens: body.tokens });
    location.hash = `#/room/${body.room}`;
  });
}

/** Link a stylesheet once; resolves when it has arrived (or failed: the page still works). */
function linkStyle(href) {
  const have = [...document.querySelectorAll('link[rel="stylesheet"]')].find((l) => l.getAttribute("href") === href);
  if (have) return have.dataset.loaded ? Promise.resolve() : new Promise((ok) => { have.addEventListener("load", ok); have.addEventListener("error", ok); });
  return new Promise((ok) => {
    const link = document.createElement("link");
    link.rel = "stylesheet"; link.href = href;
    link.onload = link.onerror = () => { link.dataset.loaded = "1"; ok(); };
    document.head.appendChild(link);
  });
}

async function openRoom(id) {
  const res = await fetch(`/api/rooms/${encodeURIComponent(id)}`);
  if (!res.ok) { app.innerHTML = `<p>${t("room_missing")}</p><a class="button" href="#/">${t("back_home")}</a>`; return; }
  const info = await res.json();
  const games = await getCatalog();
  const entry = games.find((x) => x.name === info.game) || null;
  // the renderer the game's descriptor names (static/games/NAME.js); "generic" for a game without its own
  const mod = await import(`./games/${info.renderer}.js`).catch(() => import("./games/generic.js"));
  // its stylesheet first: a board drawn before its styles arrive shows for a moment unstyled
  if (mod.stylesheet) await linkStyle(mod.stylesheet);
  const { Room } = await import("./room.js");
  room = window.tefudaRoom = new Room({ id, info, mod, app, lang, toast, tokens: tokensFor(id), remember, entry });
  setTitle(entry ? title(entry) : info.game);
  room.start();
}

function route() {
  if (room) { room.close(); room = null; }
  dropHowto();
  const h = location.hash || "#/";
  const m = h.match(/^#\/(new|room|howto)\/([\w-]+)/);
  window.scrollTo(0, 0);
  if (m && m[1] === "new") return newGame(m[2]);
  if (m && m[1] === "room") return openRoom(m[2]);
  if (m && m[1] === "howto") return howtoPage(m[2]);
  return home();
}

window.addEventListener("hashchange", route);
setLang(lang);
