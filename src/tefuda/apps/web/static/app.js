// tefuda in the browser: home, new-game form, rooms over a WebSocket, hot-seat hand-over.
// Legal moves come from the server (the engine); the page only shows views it is sent.
import { pickLang, makeT } from "./i18n.js";
import { esc } from "./cards.js";

let lang = pickLang();
let t = makeT(lang);
const app = document.getElementById("app");
const toastEl = document.getElementById("toast");
let catalog = null;
let room = null; // the live room controller

function setLang(l) {
  lang = l; t = makeT(l);
  localStorage.setItem("tefuda.lang", l);
  document.documentElement.lang = l;
  document.querySelectorAll("button.lang").forEach((b) => b.classList.toggle("on", b.dataset.lang === l));
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
  list.push(entry); save(list);
}
function tokensFor(id) { const r = saved().find((x) => x.room === id); return r ? r.tokens : {}; }

async function getCatalog() {
  if (!catalog) catalog = await (await fetch("/api/games")).json();
  return catalog;
}
const title = (g) => (g.titles && (g.titles[lang] || g.titles.en)) || g.name;

async function home() {
  const games = await getCatalog();
  const list = saved();
  const infos = await Promise.all(list.map(async (r) => {
    try { const res = await fetch(`/api/rooms/${encodeURIComponent(r.room)}`); return res.ok ? { ...r, info: await res.json() } : null; } catch { return null; }
  }));
  const live = infos.filter((x) => x && !x.info.over);
  app.innerHTML = `
    ${live.length ? `<section id="saved"><h2>${t("your_games")}</h2><div class="actions">${live.map((r) => {
      const g = games.find((x) => x.name === r.game);
      return `<button class="primary continue" data-room="${esc(r.room)}">${t("continue_")}: ${esc(g ? title(g) : r.game)}</button>`;
    }).join("")}</div></section>` : ""}
    <h2>${t("games")}</h2>
    <div class="games">${games.map((g) => `
      <article class="game-card" data-game="${g.name}">
        <h2>${esc(title(g))}</h2>
        <p>${esc((g.summary && (g.summary[lang] || g.summary.en)) || "")}</p>
        <div class="meta">${t("players")}: ${g.min_players === g.max_players ? g.min_players : `${g.min_players}–${g.max_players}`}
          · ${t("levels")}: ${g.levels.map((l) => t(l)).join(" / ")}
          ${g.options.length ? `· ${t("options")}: ${g.options.map((o) => esc(o.name)).join(", ")}` : ""}</div>
        <button class="primary play" data-game="${g.name}">${t("play")}</button>
      </article>`).join("")}</div>`;
  app.querySelectorAll("button.play").forEach((b) => b.addEventListener("click", () => { location.hash = `#/new/${b.dataset.game}`; }));
  app.querySelectorAll("button.continue").forEach((b) => b.addEventListener("click", () => { location.hash = `#/room/${b.dataset.room}`; }));
}

function optionInput(o) {
  const id = `opt-${o.name}`;
  if (o.name === "players") return "";
  if (o.choices) {
    return `<label>${esc(o.name)} <select id="${id}" data-opt="${esc(o.name)}">${o.choices.map((c) => `<option value="${esc(c)}" ${String(c) === String(o.default) ? "selected" : ""}>${esc(c)}</option>`).join("")}</select> <small>${esc(o.doc)}</small></label>`;
  }
  if (o.type === "bool") {
    return `<label><input type="checkbox" id="${id}" data-opt="${esc(o.name)}" data-bool="1" ${o.default ? "checked" : ""}> ${esc(o.name)} <small>${esc(o.doc)}</small></label>`;
  }
  return `<label>${esc(o.name)} <input id="${id}" data-opt="${esc(o.name)}" value="${o.default === null ? "" : esc(o.default)}" size="8"> <small>${esc(o.doc)}</small></label>`;
}

async function newGame(name) {
  const games = await getCatalog();
  const g = games.find((x) => x.name === name);
  if (!g) { location.hash = "#/"; return; }
  const def = g.options.find((o) => o.name === "players");
  let n = def ? def.default : g.min_players;
  const seatRows = (count) => Array.from({ length: count }, (_, i) => `
      <label class="seat-row">${t("player_n", { n: i + 1 })}
        <select data-seat="${i}" class="seat-kind"><option value="human" ${i === 0 ? "selected" : ""}>${t("human")}</option><option value="cpu" ${i === 0 ? "" : "selected"}>${t("cpu")}</option></select>
        <select data-level="${i}" class="seat-level">${["easy", "normal", "hard"].map((l) => `<option value="${l}" ${l === "normal" ? "selected" : ""}>${t(l)}</option>`).join("")}</select>
      </label>`).join("");
  app.innerHTML = `
    <h2>${esc(title(g))}</h2>
    <p>${esc((g.summary && (g.summary[lang] || g.summary.en)) || "")}</p>
    <form class="setup" id="setup">
      ${g.min_players !== g.max_players ? `<label>${t("players")} <input type="number" id="players" min="${g.min_players}" max="${g.max_players}" value="${n}"></label>` : ""}
      <fieldset id="seats"><legend>${t("seat")}</legend>${seatRows(n)}</fieldset>
      <label><input type="checkbox" id="online"> ${t("online")}</label>
      ${g.presets.length ? `<label>${t("preset")} <select id="preset"><option value="">—</option>${g.presets.map((p) => `<option>${esc(p)}</option>`).join("")}</select></label>` : ""}
      ${g.options.length ? `<fieldset><legend>${t("options")}</legend>${g.options.map(optionInput).join("")}</fieldset>` : ""}
      <button class="primary" id="start" type="submit">${t("start")}</button>
    </form>`;
  const players = document.getElementById("players");
  if (players) players.addEventListener("change", () => {
    n = Math.max(g.min_players, Math.min(g.max_players, parseInt(players.value, 10) || g.min_players));
    document.getElementById("seats").innerHTML = `<legend>${t("seat")}</legend>${seatRows(n)}`;
  });
  document.getElementById("setup").addEventListener("submit", async (ev) => {
    ev.preventDefault();
    const options = {};
    if (players) options.players = n;
    const preset = document.getElementById("preset");
    if (preset && preset.value) options.preset = preset.value;
    app.querySelectorAll("[data-opt]").forEach((el) => {
      const o = g.options.find((x) => x.name === el.dataset.opt);
      let v = el.dataset.bool ? el.checked : el.value;
      if (String(v) !== String(o.default)) options[o.name] = v;
    });
    const online = document.getElementById("online").checked;
    const seats = [...app.querySelectorAll(".seat-kind")].map((el, i) => {
      const kind = el.value;
      const level = app.querySelector(`[data-level="${i}"]`).value;
      return kind === "cpu" ? { kind, level } : { kind, claim: !online || i === 0 };
    });
    const res = await fetch("/api/rooms", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ game: name, options, seats, lang }) });
    const body = await res.json().catch(() => ({ detail: res.statusText }));
    if (!res.ok) { toast(body.detail || "error"); return; }
    remember({ room: body.room, game: name, tokens: body.tokens });
    location.hash = `#/room/${body.room}`;
  });
}

async function openRoom(id) {
  const res = await fetch(`/api/rooms/${encodeURIComponent(id)}`);
  if (!res.ok) { app.innerHTML = `<p>${t("room_missing")}</p><a href="#/">${t("back_home")}</a>`; return; }
  const info = await res.json();
  // the renderer the game's descriptor names (static/games/NAME.js); "generic" for a game without its own
  const mod = await import(`./games/${info.renderer}.js`).catch(() => import("./games/generic.js"));
  const { Room } = await import("./room.js");
  room = window.tefudaRoom = new Room({ id, info, mod, app, lang, toast, tokens: tokensFor(id), remember });
  room.start();
}

function route() {
  if (room) { room.close(); room = null; }
  const h = location.hash || "#/";
  const m = h.match(/^#\/(new|room)\/([\w-]+)/);
  if (m && m[1] === "new") return newGame(m[2]);
  if (m && m[1] === "room") return openRoom(m[2]);
  return home();
}

window.addEventListener("hashchange", route);
setLang(lang);
