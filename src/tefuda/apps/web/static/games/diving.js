// Diving: both divers' fields and dive piles, your hand (oxygen), the treasure on offer.
// Payments are built by selecting hand cards; the engine checks them.
import { cardSVG, cardsHTML, esc } from "../cards.js";

export function title(ctx) { return ctx.lang === "ja" ? "ダイビング" : "Diving"; }

const verbs = (legal) => new Set(legal.map((a) => a.split(" ")[0]));
const sum = (codes) => codes.reduce((s, c) => s + (c === "JK" ? 0 : ({ A: 1, J: 11, Q: 12, K: 13 }[c.slice(0, -1)] || parseInt(c, 10))), 0);

function cheapest(legal, verb) {
  // The offered payment: the legal one of this kind that spends the least oxygen.
  const options = legal.filter((a) => a.startsWith(verb + " ") || a === verb);
  let best = null, bestCost = Infinity;
  for (const a of options) {
    const cards = a.split(" ").slice(verb === "refill" ? 3 : 1);
    const cost = cards.includes("JK") ? 1000 : sum(cards);
    if (cost < bestCost) { best = a; bestCost = cost; }
  }
  return best;
}

export function render(ctx) {
  const v = ctx.view, t = ctx.t, me = ctx.seat ?? 0, opp = 1 - me;
  const sel = ctx.ui.sel || (ctx.ui.sel = new Set());
  const hand = v.hand || [];
  const vs = verbs(ctx.legal);
  const name = (i) => t("player_n", { n: i + 1 }) + (i === ctx.seat ? ` (${t("you")})` : "");
  const zone = (i) => `
    <div class="player ${v.turn === i && !ctx.over ? "turn" : ""}" data-seat="${i}">
      <strong>${esc(name(i))}</strong> · ${t("hand_count")}: ${v.hand_sizes[i]} · ${t("depth")}: <b class="depth">${v.depths[i]}</b> · ${t("luxury")}: <b class="luxury">${v.luxury[i]}</b>
      <div class="zone"><h3>${t("field")}</h3><div class="cards field">${(v.fields[i] || []).map((c) => cardSVG(c, `card small${i === opp && vs.has("steal") ? " pick treasure" : ""}${ctx.ui.treasure === c ? " sel" : ""}`).replace("<svg ", `<svg data-treasure="${esc(c)}" `)).join("") || t("none")}</div></div>
      <div class="zone"><h3>${t("dive")}</h3><div class="cards">${cardsHTML(v.dive_piles[i], { cls: "card small" }) || t("none")}</div></div>
    </div>`;
  const picked = [...sel].map((i) => hand[i]);
  const refillN = ctx.ui.refillN || 1;
  const result = ctx.over && ctx.result ? `<div class="result" id="result">${t("result")}: ${ctx.resultText ? esc(ctx.resultText) : `${ctx.result.winner === null ? t("draw_result") : esc(t("player_n", { n: ctx.result.winner + 1 })) + " " + t("win")} `}</div>` : "";
  const offer = (verb) => { const a = cheapest(ctx.legal, verb); return a ? `<button class="offer" data-action="${esc(a)}">${esc(a)}</button>` : ""; };
  return `
    ${result}
    <div class="meta" style="color:#fff">${t("deck")}: <b id="deck-size">${v.deck_size}</b> · ${t("outside")}: ${v.outside} · ${esc(v.phase)}</div>
    ${v.treasure ? `<div class="zone"><h3>${ctx.lang === "ja" ? "宝" : "Treasure"}</h3>${cardSVG(v.treasure)}</div>` : ""}
    <div class="players">${zone(opp)}${zone(me)}</div>
    <div class="zone"><h3>${t("hand")} · ${t("oxygen")}: <b id="oxygen">${v.oxygen ?? "?"}</b> ${picked.length ? `(${sum(picked)})` : ""}</h3>
      <div class="cards" id="hand">${cardsHTML(hand, { pick: true, selected: sel })}</div></div>
    <div class="actions">
      ${vs.has("hunt") ? `<button class="primary" id="hunt">${t("hunt")}</button>` : ""}
      ${vs.has("take") ? `<button class="primary" id="take" ${picked.length ? "" : "disabled"}>${t("take_sel")}</button>${offer("take")}` : ""}
      ${vs.has("yield") ? `<button id="yield">${t("yield_")}</button>` : ""}
      ${vs.has("refill") ? `<span>${t("refill")} <select id="refill-n">${[1, 2, 3, 4].map((n) => `<option ${n === refillN ? "selected" : ""}>${n}</option>`).join("")}</select></span><button id="refill" ${picked.length ? "" : "disabled"}>${t("pay_sel")}</button>${offer("refill")}` : ""}
      ${vs.has("steal") ? `<button id="steal" ${picked.length === 1 && ctx.ui.treasure ? "" : "disabled"}>${t("steal")}</button>` : ""}
      ${vs.has("return") ? `<button class="primary" id="return">${t("return_sel")}</button>${offer("return")}` : ""}
      ${sel.size ? `<button id="clear">${t("clear")}</button>` : ""}
    </div>`;
}

export function bind(el, ctx) {
  const sel = ctx.ui.sel;
  const hand = ctx.view.hand || [];
  const picked = () => [...sel].sort((a, b) => a - b).map((i) => hand[i]);
  const send = (text) => { ctx.act(text); sel.clear(); ctx.ui.treasure = null; };
  el.querySelectorAll("#hand [data-idx]").forEach((c) => (c.onclick = () => {
    const i = parseInt(c.dataset.idx, 10); sel.has(i) ? sel.delete(i) : sel.add(i); ctx.rerender();
  }));
  el.querySelectorAll("[data-treasure].pick").forEach((c) => (c.onclick = () => { ctx.ui.treasure = c.dataset.treasure; ctx.rerender(); }));
  el.querySelectorAll("button.offer").forEach((b) => (b.onclick = () => send(b.dataset.action)));
  const on = (id, fn) => { const b = el.querySelector(`#${id}`); if (b) b.onclick = fn; };
  on("hunt", () => send("hunt"));
  on("take", () => send(`take ${picked().join(" ")}`));
  on("yield", () => send("yield"));
  on("refill", () => send(`refill ${ctx.ui.refillN || 1} pay ${picked().join(" ")}`));
  on("steal", () => send(`steal ${picked()[0]} ${ctx.ui.treasure}`));
  on("return", () => send(`return ${picked().join(" ")}`.trim()));
  on("clear", () => { sel.clear(); ctx.ui.treasure = null; ctx.rerender(); });
  const n = el.querySelector("#refill-n");
  if (n) n.onchange = () => { ctx.ui.refillN = parseInt(n.value, 10); };
}
