// How to play: the Markdown subset of the team's contract 4 rendered safely, the page
// (#/howto/<game>) and the panel a game opens beside its table with the "?" button.
//
// The subset: "#", "##", "###" headings; paragraphs; "- " lists; **bold**; `code`; tables
// with "|"; card pictures [card:QS] [card:JK] [tarot:A06] [tarot:S05]; trailing rule
// references such as (DSP-7) drawn small. Everything else is text: the source is escaped
// before any markup is made, so no tag or attribute in a text can reach the page.
import { cardSVG, cardName, tarotSVG, tarotName, CARD_CODE, TAROT_CODE, esc } from "./cards.js";

const TOKEN = /\[(card|tarot):([A-Za-z0-9]{2,3})\]/g;
// "(DSP-7)", "(DSP-15, DSP-16)", "(EW-13 to EW-16)", "（EW-13〜EW-16）", "（TOS-7、TOS-8）"
// (the terminal's twin, drawn faint: RULE_REF in apps/tui/style.py; a test keeps them equal)
const RULE_ID = "[A-Z]{2,4}-\\d+[a-z]?";
const RULE_REF = new RegExp(`([(（])(${RULE_ID}(?:\\s*(?:[,、〜~]|to)\\s*${RULE_ID})*)([)）])`, "g");

function inline(text, lang) {
  // 1. escape; 2. card tokens (codes validated, else left as text); 3. bold, code, refs
  let s = esc(text);
  s = s.replace(TOKEN, (all, kind, code) => {
    if (kind === "card" && CARD_CODE.test(code)) return cardSVG(code, "card inline", cardName(code, lang));
    if (kind === "tarot" && TAROT_CODE.test(code)) return tarotSVG(code, { lang, cls: "card tarot inline" }).replace(/aria-label="[^"]*"/, `aria-label="${esc(tarotName(code, lang))}"`);
    return all;
  });
  s = s.replace(/\*\*(.+?)\*\*/g, "<strong>$1</strong>");
  s = s.replace(/`([^`]+)`/g, "<code>$1</code>");
  s = s.replace(RULE_REF, '<small class="ref">$1$2$3</small>');
  return s;
}

const cjk = (ch) => /[\u3000-\u9fff\uff00-\uffef]/.test(ch || "");
function joinLines(lines) {
  // Japanese lines wrap without a space between them; English ones with one.
  return lines.reduce((acc, l) => (acc && !(cjk(acc.slice(-1)) && cjk(l[0])) ? `${acc} ${l}` : acc + l), "");
}

function cells(row) {
  let r = row.trim();
  if (r.startsWith("|")) r = r.slice(1);
  if (r.endsWith("|")) r = r.slice(0, -1);
  return r.split("|").map((c) => c.trim());
}
const isRule = (row) => /^\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/.test(row.trim());

/** Markdown subset → HTML (safe: every character of the source is escaped first). */
export function renderMarkdown(src, lang = "en") {
  const lines = String(src || "").replace(/\r\n?/g, "\n").split("\n");
  const out = [];
  let para = [];
  let list = [];
  const flush = () => {
    if (para.length) { out.push(`<p>${inline(joinLines(para), lang)}</p>`); para = []; }
    if (list.length) { out.push(`<ul>${list.map((li) => `<li>${inline(li, lang)}</li>`).join("")}</ul>`); list = []; }
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const t = line.trim();
    const h = /^(#{1,3})\s+(.*)$/.exec(t);
    if (!t) { flush(); continue; }
    if (h) { flush(); const level = h[1].length + 1; out.push(`<h${level}>${inline(h[2], lang)}</h${level}>`); continue; }
    if (/^[-*]\s+/.test(t)) { if (para.length) { out.push(`<p>${inline(joinLines(para), lang)}</p>`); para = []; } list.push(t.replace(/^[-*]\s+/, "")); continue; }
    if (t.startsWith("|")) {
      flush();
      const rows = [];
      while (i < lines.length && lines[i].trim().startsWith("|")) rows.push(lines[i++].trim());
      i--;
      const head = rows.length > 1 && isRule(rows[1]) ? cells(rows[0]) : null;
      const body = (head ? rows.slice(2) : rows).filter((r) => !isRule(r)).map(cells);
      out.push(`<div class="table-wrap" tabindex="0" role="region" aria-label="${esc(head ? head.join(" / ") : "table")}"><table>${head ? `<thead><tr>${head.map((c) => `<th scope="col">${inline(c, lang)}</th>`).join("")}</tr></thead>` : ""}<tbody>${body.map((r) => `<tr>${r.map((c) => `<td>${inline(c, lang)}</td>`).join("")}</tr>`).join("")}</tbody></table></div>`);
      continue;
    }
    if (list.length && /^\s{2,}\S/.test(line)) { list[list.length - 1] += " " + t; continue; } // a list item's continuation
    if (list.length) flush();
    para.push(t);
  }
  flush();
  return out.join("\n");
}

const cache = new Map();
/** The page's text from the server: {lang, langs, text}, or null when none is written. */
export async function fetchHowto(game, lang) {
  const key = `${game}/${lang}`;
  if (!cache.has(key)) {
    cache.set(key, fetch(`/api/howto/${encodeURIComponent(game)}?lang=${encodeURIComponent(lang)}`)
      .then((r) => (r.ok ? r.json() : null)).catch(() => null));
  }
  const v = await cache.get(key);
  if (!v) cache.delete(key); // try again next time (the server may have been away)
  return v;
}

/** The body of a How to play page: a note when it is in the other language, then the text. */
export function howtoBody(doc, lang, t) {
  const note = doc.lang !== lang ? `<p class="note" lang="${lang}">${esc(t("howto_other_lang"))}</p>` : "";
  return `${note}<div class="howto-text" lang="${esc(doc.lang)}">${renderMarkdown(doc.text, doc.lang)}</div>`;
}

// --- the panel beside (or, on a phone, over) the table ----------------------------------
let panel = null;
let opener = null;

function onKey(e) { if (e.key === "Escape" && panel && !panel.hidden) { e.preventDefault(); closeHowto(); } }

export function howtoOpen() { return !!(panel && !panel.hidden); }

/** Open the game's How to play beside the table; the room (and its socket) stays as it is. */
export async function openHowto(game, { lang, t, from = null, title = "" } = {}) {
  opener = from;
  if (!panel) {
    panel = document.createElement("aside");
    panel.id = "howto-panel";
    panel.setAttribute("role", "dialog");
    panel.setAttribute("aria-modal", "false");
    panel.setAttribute("aria-labelledby", "howto-title");
    document.body.appendChild(panel);
    document.addEventListener("keydown", onKey);
  }
  panel.hidden = false;
  document.body.classList.add("with-aid");
  panel.innerHTML = `<div class="aid-head"><h2 id="howto-title">${esc(t("howto"))}${title ? ` — ${esc(title)}` : ""}</h2>
    <button type="button" id="howto-close" class="close">${esc(t("close"))}</button></div><div class="aid-body" tabindex="0" role="region" aria-labelledby="howto-title"><p>${esc(t("connecting"))}</p></div>`;
  panel.querySelector("#howto-close").onclick = () => closeHowto();
  panel.querySelector("#howto-close").focus();
  const doc = await fetchHowto(game, lang);
  if (!panel || panel.hidden) return;
  panel.querySelector(".aid-body").innerHTML = doc ? howtoBody(doc, lang, t) : `<p>${esc(t("howto_missing"))}</p>`;
}

export function closeHowto() {
  if (!panel) return;
  panel.hidden = true;
  panel.innerHTML = "";
  document.body.classList.remove("with-aid");
  const back = opener && document.contains(opener) ? opener : document.getElementById("howto-open");
  if (back) back.focus();
  opener = null;
}

/** Leaving a room closes its panel (the page route draws its own). */
export function dropHowto() {
  if (panel) { panel.remove(); panel = null; document.removeEventListener("keydown", onKey); document.body.classList.remove("with-aid"); }
}
