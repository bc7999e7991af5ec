// Trump OS: the seed's addition quick-reference (足し算の早見表) one click away — a panel
// beside the table (over it on a phone) with the 13 × 13 table of ADD n: the new R is
// (R + n) mod 13 (TOS-7). It lives outside the board, so the game's updates do not close
// it; each redraw refreshes it (language, the viewer's R, the target). The terminal has
// the same table as `help add` (apps/tui/trump_os.py).
import { esc } from "../cards.js";
import { howtoOpen, closeHowto } from "../howto.js";

const RANKS = ["K", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q"]; // value 0…12 (TOS-2)
const WORDS = {
  en: {
    open: "Addition table", title: "Addition table (ADD)", close: "Close",
    how: "♥ n (ADD n) adds the card's value n to R; from 13 on, 13 is taken off. Find R on the left and the card on top.",
    values: "Card values: K 0, A 1, 2–10 as printed, J 11, Q 12.",
    mine: "Your R is {r}: its row is marked.", goal: "Outlined: the target {target}.",
    corner: "R \\ ♥", your_r: "(your R)", is_goal: "(the target)",
    caption: "ADD n: the new R for each R (rows) and card (columns)",
  },
  ja: {
    open: "足し算の早見表", title: "足し算の早見表（ADD）", close: "閉じる",
    how: "♥n（ADD n）は R にカードの値 n を足します。13 以上になったら 13 を引きます。左で R を、上でカードを探してください。",
    values: "カードの値: K は0、A は1、2〜10 は数字のまま、J は11、Q は12。",
    mine: "あなたの R は {r}。その行に印を付けています。", goal: "枠で囲んだ数: お題 {target}。",
    corner: "R \\ ♥", your_r: "（あなたの R）", is_goal: "（お題）",
    caption: "ADD n: R（行）とカード（列）ごとの新しい R",
  },
};
const w = (lang, k, p = {}) => Object.entries(p).reduce((s, [a, b]) => s.replaceAll(`{${a}}`, b), (WORDS[lang] || WORDS.en)[k]);

let panel = null;
let last = { head: "", body: "" };

/** The button that opens the table (drawn in the board by trump_os.js). */
export function addButton(ctx) {
  return `<button type="button" id="add-open" class="add-open" aria-haspopup="dialog" aria-controls="add-panel" aria-expanded="${addOpen()}">${esc(w(ctx.lang, "open"))}</button>`;
}

export function addOpen() { return !!(panel && !panel.hidden); }

/** The table as HTML: rows R 0…12, columns ♥K…♥Q; `r` marks a row, `target` outlines cells. */
export function addTable(lang, { r = null, target = null } = {}) {
  const head = RANKS.map((rank, n) => `<th scope="col">${rank}<span class="val">${n}</span></th>`).join("");
  const rows = RANKS.map((_, row) => {
    const cells = RANKS.map((__, n) => {
      const v = (row + n) % 13;
      const goal = target !== null && target !== undefined && v === target;
      return `<td${goal ? ' class="goal"' : ""}>${v}${goal ? `<span class="visually-hidden"> ${esc(w(lang, "is_goal"))}</span>` : ""}</td>`;
    }).join("");
    const mine = row === r;
    return `<tr${mine ? ' class="mine"' : ""}><th scope="row">${row}${mine ? `<span class="visually-hidden"> ${esc(w(lang, "your_r"))}</span>` : ""}</th>${cells}</tr>`;
  }).join("");
  return `<table class="add-table" id="add-table"><caption class="visually-hidden">${esc(w(lang, "caption"))}</caption>
    <thead><tr><th scope="col" class="corner">${esc(w(lang, "corner"))}</th>${head}</tr></thead><tbody>${rows}</tbody></table>`;
}

function onKey(e) { if (e.key === "Escape" && addOpen()) { e.preventDefault(); closeAdd(); } }

function ensurePanel() {
  if (panel) return panel;
  panel = document.createElement("aside");
  panel.id = "add-panel";
  panel.hidden = true;
  panel.setAttribute("role", "dialog");
  panel.setAttribute("aria-modal", "false");
  panel.setAttribute("aria-labelledby", "add-title");
  panel.innerHTML = `<div class="aid-head"></div><div class="aid-body" tabindex="0" role="region" aria-labelledby="add-title"></div>`;
  document.body.appendChild(panel);
  document.addEventListener("keydown", onKey);
  return panel;
}

// Draw the panel for this moment of the game; only the parts that changed are replaced,
// so the focus stays on the Close button across the game's updates.
function refresh(ctx) {
  if (!addOpen()) return;
  const v = ctx.view || {}, lang = ctx.lang, me = ctx.seat;
  const r = me !== null && me !== undefined && v.R ? v.R[me] : null;
  const target = v.target ?? null;
  const head = `<h2 id="add-title">${esc(w(lang, "title"))}</h2><button type="button" id="add-close" class="close">${esc(w(lang, "close"))}</button>`;
  const body = `<p>${esc(w(lang, "how"))}</p><p>${esc(w(lang, "values"))}</p>
    ${r !== null || target !== null ? `<p class="add-now">${r !== null ? esc(w(lang, "mine", { r })) : ""} ${target !== null ? esc(w(lang, "goal", { target })) : ""}</p>` : ""}
    <div class="add-wrap">${addTable(lang, { r, target })}</div>`;
  if (head !== last.head) {
    const hadFocus = document.activeElement && document.activeElement.id === "add-close";
    panel.querySelector(".aid-head").innerHTML = head;
    panel.querySelector("#add-close").onclick = () => closeAdd();
    if (hadFocus) panel.querySelector("#add-close").focus();
  }
  if (body !== last.body) panel.querySelector(".aid-body").innerHTML = body;
  last = { head, body };
}

export function openAdd(ctx) {
  if (howtoOpen()) closeHowto(); // one panel beside the table at a time
  ensurePanel();
  last = { head: "", body: "" };
  panel.hidden = false;
  document.body.classList.add("with-aid");
  refresh(ctx);
  panel.querySelector("#add-close").focus();
  const b = document.getElementById("add-open");
  if (b) b.setAttribute("aria-expanded", "true");
}

/** Close the panel; the focus goes back to the button unless another panel took its place. */
export function closeAdd({ focus = true } = {}) {
  if (!addOpen()) return;
  panel.hidden = true;
  if (!howtoOpen()) document.body.classList.remove("with-aid");
  const b = document.getElementById("add-open");
  if (b) { b.setAttribute("aria-expanded", "false"); if (focus) b.focus(); }
}

/** Called from trump_os.js's bind on every redraw. */
export function bindAdd(el, ctx) {
  const b = el.querySelector("#add-open");
  if (b) b.onclick = () => (addOpen() ? closeAdd() : openAdd(ctx));
  // the "?" panel takes the place of this one
  const help = document.getElementById("howto-open");
  if (help) help.addEventListener("click", () => closeAdd({ focus: false }));
  refresh(ctx);
}

/** Leaving the room removes the panel. */
export function dropAdd() {
  if (!panel) return;
  const open = addOpen();
  panel.remove(); panel = null; last = { head: "", body: "" };
  document.removeEventListener("keydown", onKey);
  if (open && !howtoOpen()) document.body.classList.remove("with-aid");
}
