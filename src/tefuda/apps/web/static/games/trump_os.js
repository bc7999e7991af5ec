// Trump OS: every memory as a 13-cell strip with its PC marker and R, the target, your hand.
// Pick a hand card, then a cell of your memory; "Place" sends them all, "Run" ends step 2.
import { cardSVG, cardsHTML, esc } from "../cards.js";

export function title(ctx) { return ctx.lang === "ja" ? "トランプOS" : "Trump OS"; }
const OP = { S: "LOAD", H: "ADD", D: "OUT", C: "JUMP" };

export function render(ctx) {
  const v = ctx.view, t = ctx.t, me = ctx.seat;
  const ui = ctx.ui;
  ui.pending = ui.pending || []; // [{card, addr}]
  const hand = (v.hand || []).filter((c) => !ui.pending.some((p) => p.card === c));
  const canPlace = ctx.legal.some((a) => a.startsWith("place"));
  const name = (i) => t("player_n", { n: i + 1 }) + (i === me ? ` (${t("you")})` : "");
  const strip = (i) => {
    const mem = v.memories[i].slice();
    if (i === me) for (const p of ui.pending) mem[p.addr] = p.card;
    return `<div class="zone mem" data-seat="${i}"><h3>${esc(name(i))} · ${t("register")}=<b class="reg">${v.R[i]}</b> · ${t("pc")}=<b class="pc">${v.PC[i]}</b> · ${t("hand_count")} ${v.hand_sizes[i]}${v.current === i ? " ◀" : ""}</h3>
      <div class="memory">${mem.map((c, a) => `<div class="cell ${v.PC[i] === a ? "pc" : ""} ${i === me && canPlace && ui.card ? "target" : ""}" data-addr="${a}" data-mine="${i === me ? 1 : 0}"><span>${a}</span>${c ? cardSVG(c, "card") + `<span>${OP[c.slice(-1)]}</span>` : ""}</div>`).join("")}</div></div>`;
  };
  const steps = (v.last_steps || []).map((s) => `${esc(name(s.seat))} @${s.addr} ${s.card || "—"} ${s.op}${s.n !== null && s.n !== undefined ? " " + s.n : ""}: R ${s.r_before}→${s.r_after}, PC→${s.pc_after}${s.out !== null && s.out !== undefined ? `, OUT ${s.out}${s.hit ? " HIT!" : ""}` : ""}`).join("<br>");
  const result = ctx.over && ctx.result ? `<div class="result" id="result">${t("result")}: ${ctx.result.winner === null ? t("draw_result") : esc(name(ctx.result.winner)) + " " + t("win")} (${t("target")} ${ctx.result.target})</div>` : "";
  const initial = v.phase === "placement";
  return `
    ${result}
    <div class="meta" style="color:#fff">${t("target")}: <b class="big" id="target">${v.target ?? "?"}</b> ${v.target_card ? cardSVG(v.target_card, "card small") : ""}
      · ${t("deck")}: ${v.deck_size} · ${t("discard")}: ${v.discard && v.discard.length ? cardSVG(v.discard[v.discard.length - 1], "card small") : t("none")} · ${esc(v.phase)}</div>
    ${v.memories.map((_, i) => strip(i)).join("")}
    ${me !== null ? `<div class="zone"><h3>${t("hand")}</h3><div class="cards" id="hand">${hand.map((c) => cardSVG(c, `card pick${ui.card === c ? " sel" : ""}`).replace("<svg ", `<svg data-code="${esc(c)}" `)).join("")}</div></div>` : ""}
    <div class="actions">
      ${canPlace ? `<button class="primary" id="place">${initial ? t("submit") : t("place_sel")}${ui.pending.length ? ` (${ui.pending.map((p) => `${p.card}@${p.addr}`).join(" ")})` : ""}</button>` : ""}
      ${ui.pending.length ? `<button id="clear">${t("clear")}</button>` : ""}
      ${ctx.legal.includes("run") ? `<button class="primary" id="run">${t("run")}</button>` : ""}
    </div>
    <div class="zone" id="steps" style="font-size:.8rem">${steps}</div>`;
}

export function bind(el, ctx) {
  const ui = ctx.ui;
  el.querySelectorAll("#hand [data-code]").forEach((c) => (c.onclick = () => { ui.card = ui.card === c.dataset.code ? null : c.dataset.code; ctx.rerender(); }));
  el.querySelectorAll('.cell[data-mine="1"]').forEach((cell) => (cell.onclick = () => {
    if (!ui.card) return;
    const addr = parseInt(cell.dataset.addr, 10);
    ui.pending = ui.pending.filter((p) => p.addr !== addr);
    ui.pending.push({ card: ui.card, addr }); ui.card = null; ctx.rerender();
  }));
  const on = (id, fn) => { const b = el.querySelector(`#${id}`); if (b) b.onclick = fn; };
  on("place", () => { ctx.act(`place ${ui.pending.map((p) => `${p.card}@${p.addr}`).join(" ")}`.trim()); ui.pending = []; ui.card = null; });
  on("clear", () => { ui.pending = []; ui.card = null; ctx.rerender(); });
  on("run", () => { ctx.act("run"); });
}
