// Trump OS: every memory as a 13-cell strip with its PC marker and R, the target, your hand.
// Pick a hand card, then a cell of your memory; "Place" sends them all, "Run" ends step 2.
import { cardSVG, cardButton, cardName, esc } from "../cards.js";
import { addButton, bindAdd, dropAdd } from "./trump_os_add.js";

export function title(ctx) { return ctx.lang === "ja" ? "トランプOS" : "Trump OS"; }
const OP = { S: "LOAD", H: "ADD", D: "OUT", C: "JUMP" };
const WORDS = {
  en: {
    placement: "place your first cards face down (a card, then a cell of your memory), then press Submit",
    turn: "place cards (a card, then a cell of your memory), then press Run",
    others: "{who} is running — you may place cards in your memory meanwhile",
    sealed: "waiting for the others' sealed placements",
    win: "{who} output the target {target} and wins.", draw: "Nobody output the target {target} in time: a draw.",
    result: "Result", won: "won", lost: "—", drew: "draw", round: "Round", initial_phase: "Initial placement", reg: "Register (R)",
  },
  ja: {
    placement: "最初のカードを伏せて置いてください（カード、次に自分のメモリの番地）。最後に「初期配置を提出」",
    turn: "カードを置いて（カード、次に自分のメモリの番地）「実行」を押してください",
    others: "{who}が実行中 — その間も自分のメモリにカードを置けます",
    sealed: "ほかのプレイヤーの非公開配置を待っています",
    win: "{who}がお題 {target} を出力して勝ちました。", draw: "誰もお題 {target} を出力できず、引き分けです。",
    result: "結果", won: "勝ち", lost: "—", drew: "引き分け", round: "ラウンド", initial_phase: "初期配置中", reg: "レジスタ（R）",
  },
};
const w = (ctx, k, p = {}) => Object.entries(p).reduce((s, [a, b]) => s.replaceAll(`{${a}}`, b), (WORDS[ctx.lang] || WORDS.en)[k] || "");

export function hint(ctx) { return w(ctx, ctx.view.phase === "placement" ? "placement" : "turn"); }

export function waiting(ctx) {
  const v = ctx.view;
  if (v.phase === "placement") return ctx.legal.length ? null : w(ctx, "sealed");
  if (ctx.legal.length && v.current !== ctx.seat && v.current !== null && v.current !== undefined) return w(ctx, "others", { who: ctx.name(v.current) });
  return null;
}

export function outcome(ctx) {
  const r = ctx.result || {}, v = ctx.view, t = ctx.t;
  const me = (s) => (s === ctx.seat ? t("you_suffix") : "");
  const text = r.winner === null || r.winner === undefined ? w(ctx, "draw", { target: r.target }) : w(ctx, "win", { who: ctx.name(r.winner) + me(r.winner), target: r.target });
  return {
    text, head: [w(ctx, "result"), t("player"), w(ctx, "reg")],
    rows: v.memories.map((_, s) => ({ me: s === ctx.seat, cells: [r.winner === null ? w(ctx, "drew") : r.winner === s ? w(ctx, "won") : w(ctx, "lost"), ctx.name(s) + me(s), v.R[s]] })),
  };
}

export function render(ctx) {
  const v = ctx.view, t = ctx.t, me = ctx.seat;
  const ui = ctx.ui;
  ui.pending = ui.pending || []; // [{card, addr}]
  const hand = (v.hand || []).filter((c) => !ui.pending.some((p) => p.card === c));
  const canPlace = ctx.legal.some((a) => a.startsWith("place"));
  const name = (i) => t("player_n", { n: i + 1 }) + (i === me ? t("you_suffix") : "");
  const cellName = (a, c) => (c ? t("cell_card", { n: a, card: cardName(c), op: OP[c.slice(-1)] }) : t("cell_empty", { n: a }));
  const strip = (i) => {
    const mem = v.memories[i].slice();
    const mine = i === me;
    if (mine) for (const p of ui.pending) mem[p.addr] = p.card;
    const pending = (a) => mine && ui.pending.some((p) => p.addr === a);
    const cell = (c, a) => {
      const inner = `<span class="addr" aria-hidden="true">${a}</span>${c ? cardSVG(c, "card", false) + `<span class="op" aria-hidden="true">${OP[c.slice(-1)]}</span>` : ""}`;
      const cls = `cell ${v.PC[i] === a ? "pc" : ""} ${mine && canPlace && ui.card ? "target" : ""}`;
      return mine && canPlace
        ? `<li class="${cls}"><button type="button" class="cell-btn" data-addr="${a}" data-mine="1" aria-pressed="${pending(a)}" aria-label="${esc(cellName(a, c))}">${inner}</button></li>`
        : `<li class="${cls}" data-addr="${a}"><span class="visually-hidden">${esc(cellName(a, c))}</span>${inner}</li>`;
    };
    return `<div class="zone mem" data-seat="${i}"><h3 id="mem-title-${i}">${esc(name(i))} · ${t("register")}=<b class="reg">${v.R[i]}</b> · ${t("pc")}=<b class="pc">${v.PC[i]}</b> · ${t("hand_count")} ${v.hand_sizes[i]}${v.current === i ? " ◀" : ""}</h3>
      <ol class="memory${mine && canPlace ? " mine" : ""}" aria-labelledby="mem-title-${i}" ${mine && canPlace ? `id="my-memory" data-nav` : `id="memory-${i}"`}>${mem.map(cell).join("")}</ol></div>`;
  };
  const steps = (v.last_steps || []).map((s) => `${esc(name(s.seat))} @${s.addr} ${s.card ? esc(cardName(s.card)) : "—"} ${s.op}${s.n !== null && s.n !== undefined ? " " + s.n : ""}: R ${s.r_before}→${s.r_after}, PC→${s.pc_after}${s.out !== null && s.out !== undefined ? `, OUT ${s.out}${s.hit ? " HIT!" : ""}` : ""}`).join("<br>");
  const initial = v.phase === "placement";
  return `
    <div class="meta">${t("target")}: <b class="big" id="target">${v.target ?? "?"}</b> ${v.target_card ? cardSVG(v.target_card, "card small") : ""}
      · ${t("deck")}: ${v.deck_size} · ${t("discard")}: ${v.discard && v.discard.length ? cardSVG(v.discard[v.discard.length - 1], "card small") : t("none")}${v.phase === "placement" ? ` · <span id="phase">${w(ctx, "initial_phase")}</span>` : v.round ? ` · ${w(ctx, "round")} ${v.round}` : ""}
      ${addButton(ctx)}</div>
    ${v.memories.map((_, i) => strip(i)).join("")}
    ${me !== null ? `<div class="zone"><h3 id="hand-title">${t("hand")}</h3><div class="cards" id="hand" role="group" aria-labelledby="hand-title" data-nav>${hand.map((c) => cardButton(c, { selected: ui.card === c, attrs: `data-code="${esc(c)}"` })).join("")}</div></div>` : ""}
    <div class="actions">
      ${canPlace ? `<button class="primary" id="place">${initial ? t("submit") : t("place_sel")}${ui.pending.length ? t.paren(t.list(ui.pending.map((p) => `${esc(cardName(p.card))} → ${p.addr}`))) : ""}</button>` : ""}
      ${ui.pending.length ? `<button id="clear">${t("clear")}</button>` : ""}
      ${ctx.legal.includes("run") ? `<button class="primary" id="run">${t("run")}</button>` : ""}
    </div>
    <div class="zone" id="steps" data-last-move style="font-size:.8rem">${steps}</div>`;
}

// Leaving the room takes the addition table's panel away with it.
export function unmount() { dropAdd(); }

export function bind(el, ctx) {
  const ui = ctx.ui;
  bindAdd(el, ctx);
  el.querySelectorAll("#hand [data-code]").forEach((c) => (c.onclick = () => { ui.card = ui.card === c.dataset.code ? null : c.dataset.code; ctx.rerender(); }));
  el.querySelectorAll('.cell-btn[data-mine="1"]').forEach((cell) => (cell.onclick = () => {
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
