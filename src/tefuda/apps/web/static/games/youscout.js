// Youscout (易双六): the six-place board (upper trigram 6 5 4, lower 3 2 1) with the major
// arcana, their orientation and numbers, the piles, the token, and each draw's formula.
import { tarotSVG, tarotName, esc } from "../cards.js";

export function title(ctx) { return ctx.lang === "ja" ? "易双六（ようすこう）" : "Youscout (易双六)"; }

const PILE = { 4: "coins_4", 5: "coins_5", 6: "coins_6", 1: "cups_1", 2: "cups_2", 3: "cups_3" };
const FIELDS = ["off", "def", "pain", "gain", "cupU", "cupL", "wandU", "wandL"];
const FIELD_JA = { off: "攻", def: "守", pain: "苦", gain: "喜", cupU: "杯上", cupL: "杯下", wandU: "杖上", wandL: "杖下" };

function terms(list) { return (list || []).map(([name, v]) => `${esc(name)}(${v})`).join(" + "); }
function total(list) { return (list || []).reduce((s, [, v]) => s + v, 0); }

export function formula(ev, lang) {
  if (ev.kind === "start") return lang === "ja" ? `開始: ${ev.place}爻（終わりのカード ${ev.end_card}）` : `Start at place ${ev.place} (end card ${ev.end_card})`;
  if (ev.kind !== "draw") return esc(JSON.stringify(ev));
  const f = ev.lhs ? `${terms(ev.lhs)} = ${total(ev.lhs)} vs ${terms(ev.rhs)} = ${total(ev.rhs)} ${ev.holds ? "✓" : "✗"}` : "";
  const move = ev.from === ev.to ? (lang === "ja" ? `${ev.to}に留まる` : `stays at ${ev.to}`) : `${ev.from} → ${ev.to}`;
  return `#${ev.n} ${esc(ev.card)} [${esc(ev.rule || "")}] ${f} · ${move}${ev.outcome ? ` (${esc(ev.outcome)})` : ""}`;
}

export function render(ctx) {
  const v = ctx.view, t = ctx.t, lang = ctx.lang;
  const place = (p) => {
    const b = v.board[p - 1];
    const pile = v.piles[PILE[p]] || [];
    const vals = b.values ? FIELDS.map((f) => `${lang === "ja" ? FIELD_JA[f] : f} ${b.values[f]}`).join(" · ") : "";
    return `<div class="place ${v.token === p ? "token" : ""}" data-place="${p}">
      <b>${p}</b> ${v.token === p ? "●" : ""}<br>${tarotSVG(b.card, { upright: b.upright, lang })}<br>
      ${esc(tarotName(b.card, lang))} ${b.upright ? (lang === "ja" ? "正" : "upright") : (lang === "ja" ? "逆" : "reversed")}<br>
      <small>${vals}</small><br><small>${esc(PILE[p])}: ${pile.map(esc).join(" ") || t("none")}</small></div>`;
  };
  const result = ctx.over ? `<div class="result" id="result">${t("result")}: ${v.win ? t("win") : t("lose")} · ${t("token")} ${v.token}</div>` : "";
  const log = (v.log || []).slice(-8).map((e) => `<div>${formula(e, lang)}</div>`).join("");
  return `
    ${result}
    <div class="meta" style="color:#fff">${t("talon")}: <b id="talon">${v.talon_count}</b> · ${t("end_count")}: ${v.terminals_drawn}/${v.terminals} (${esc(v.end_card || "?")}) · ${esc(v.phase)}</div>
    <div class="zone"><small>↑♠ swords_upper: ${(v.piles.swords_upper || []).map(esc).join(" ") || t("none")}</small></div>
    <div class="hexboard">${[6, 5, 4, 3, 2, 1].map(place).join("")}</div>
    <div class="zone"><small>↓♦ coins_lower: ${(v.piles.coins_lower || []).map(esc).join(" ") || t("none")} · × ${(v.piles.discarded || []).length}</small></div>
    <div class="actions">${ctx.legal.filter((a) => !a.startsWith("replace")).map((a) => `<button class="primary ys" data-action="${esc(a)}">${esc(ysLabel(a, t))}</button>`).join("")}</div>
    <div class="zone" id="formulas" style="font-size:.8rem">${log}</div>`;
}

function ysLabel(a, t) {
  if (a === "draw") return t("draw");
  if (a === "move") return t("move");
  if (a === "stay") return t("stay");
  return a;
}

export function bind(el, ctx) {
  el.querySelectorAll("button.ys").forEach((b) => (b.onclick = () => ctx.act(b.dataset.action)));
}
