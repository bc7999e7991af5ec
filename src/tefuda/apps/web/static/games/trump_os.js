// Trump OS: every memory as a 13-cell strip with its PC marker and R, the target, your hand.
// Pick a hand card, then a cell of your memory; "Place" sends them all, "Run" ends step 2.
import { cardSVG, cardButton, cardName, esc } from "../cards.js";
import { addButton, bindAdd, dropAdd } from "./trump_os_add.js";

/** Linked by the page before the room opens (app.js). */
export const stylesheet = "/static/games/trump_os.css";

export function title(ctx) { return ctx.lang === "ja" ? "トランプOS" : "Trump OS"; }
const OP = { H: "ADD", D: "OUT", C: "JUMP" };
const SUIT = { S: "♠", H: "♥", D: "♦", C: "♣" };
const VALUE = { A: 1, J: 11, Q: 12, K: 0 }; // TOS-2: K is 0
const value = (c) => VALUE[c.slice(0, -1)] ?? parseInt(c.slice(0, -1), 10);
const sym = (c) => c.slice(0, -1) + SUIT[c.slice(-1)];
// the instruction a card is (TOS-7): "LOAD 4" ("SUB 4" with the ♠ option), "ADD 5", "OUT", "JUMP 7"
const opOf = (c, spade) => {
  const suit = c.slice(-1);
  const name = suit === "S" ? (spade === "sub" ? "SUB" : "LOAD") : OP[suit];
  return suit === "D" ? name : `${name} ${value(c)}`;
};
const WORDS = {
  en: {
    placement: "place your first cards face down (a card, then a cell of your memory), then press Submit",
    turn: "place cards (a card, then a cell of your memory), then press Run",
    stepping: "your program runs one instruction at a time: press Next instruction (no cards can be placed while it runs)",
    no_place_running: "You cannot place cards while your own program runs. Once your turn passes to the next player you may place again (even during their run).",
    card_chosen: "{card} chosen: now choose the cell of your memory to put it in",
    chosen_more: "press Place, or choose another card and cell ({run})", chosen_more_run: "Place and run places them and runs at once",
    others: "{who} is running — you may place cards in your memory meanwhile",
    sealed: "Waiting for the others' sealed placements…", sealed_all: "Waiting for the players' sealed placements…",
    win: "{who} output the target {target} and wins.", draw: "Nobody output the target {target} in time: a draw.",
    result: "Result", won: "won", lost: "—", drew: "draw", round: "Round {n}", initial_phase: "Initial placement", no_target: "not known yet (turned up after the placement)", reg: "Register (R)",
    pc_here: ", the PC: it runs next",
    next_now: "If you press Run now:", next_rest: "The rest of this run:", next_pending: "Press Place to see what your program will do with the chosen cards (or Place and run to run it at once).",
    next_other: "{whose} next run, as the memory is now:",
    last: "{whose} last run:", your: "Your", whose: "{who}'s",
    nop: "cell {addr}: empty, nothing happens",
    load: "cell {addr}: {card} LOAD {n} — R {r0} → {r1}", sub: "cell {addr}: {card} SUB {n} — R {r0} → {r1}",
    sub_wrap: "cell {addr}: {card} SUB {n} — R {r0} → {r1} ({r0} − {n} = {diff}, plus 13)",
    add: "cell {addr}: {card} ADD {n} — R {r0} → {r1}",
    add_wrap: "cell {addr}: {card} ADD {n} — R {r0} → {r1} ({r0} + {n} = {sum}, less 13)",
    out: "cell {addr}: {card} OUT — output {out}, not the target: nothing happens",
    hit: "cell {addr}: {card} OUT — output {out}: the target!",
    jump: "cell {addr}: {card} JUMP {n} — on to cell {n}",
    end_hit: "→ you would win at once", end: "→ then R is {r} and the PC is at cell {pc}",
    place_run: "Place and run", step: "Next instruction ({n} left)", to: "{card} → cell {addr}",
  },
  ja: {
    placement: "最初のカードを伏せて置いてください（カード、次に自分のメモリの番地）。最後に「初期配置を提出」",
    turn: "カードを置いて（カード、次に自分のメモリの番地）「実行」を押してください",
    stepping: "あなたのプログラムを1命令ずつ実行中です（実行中はカードを置けません）。「次の命令」を押してください",
    no_place_running: "自分のプログラムの実行中は置けません。手番が次のプレイヤーに移ると、また置けます（その人の実行中も置けます）。",
    card_chosen: "{card}を選びました。置く番地を自分のメモリから選んでください",
    chosen_more: "「配置」を押すか、続けてほかのカードと番地を選んでください（{run}）", chosen_more_run: "「配置して実行」なら置いてすぐ実行します",
    others: "{who}が実行中 — その間も自分のメモリにカードを置けます",
    sealed: "ほかのプレイヤーの非公開配置を待っています…", sealed_all: "プレイヤーの非公開配置を待っています…",
    win: "{who}がお題 {target} を出力して勝ちました。", draw: "誰もお題 {target} を出力できず、引き分けです。",
    result: "結果", won: "勝ち", lost: "—", drew: "引き分け", round: "第{n}巡", initial_phase: "初期配置中", no_target: "未定（初期配置のあとにめくります）", reg: "レジスタ（R）",
    pc_here: "、PC（次に実行する番地）",
    next_now: "いま「実行」を押すと:", next_rest: "この実行の残り:", next_pending: "「配置」を押すと、選んだカードを入れたプログラムの動きがここに出ます（「配置して実行」ならそのまま実行します）。",
    next_other: "{whose}次の実行（いまの置き場のまま）:",
    last: "{whose}前回の実行:", your: "あなたの", whose: "{who}の",
    nop: "{addr}番地: 空（何もしない）",
    load: "{addr}番地: {card} LOAD {n} — R {r0} → {r1}", sub: "{addr}番地: {card} SUB {n} — R {r0} → {r1}",
    sub_wrap: "{addr}番地: {card} SUB {n} — R {r0} → {r1}（{r0} − {n} = {diff}、13を足す）",
    add: "{addr}番地: {card} ADD {n} — R {r0} → {r1}",
    add_wrap: "{addr}番地: {card} ADD {n} — R {r0} → {r1}（{r0} + {n} = {sum}、13を引く）",
    out: "{addr}番地: {card} OUT — {out}を出力。お題ではないので何も起きません",
    hit: "{addr}番地: {card} OUT — {out}を出力: お題と一致！",
    jump: "{addr}番地: {card} JUMP {n} — {n}番地へ",
    end_hit: "→ その場であなたの勝ち", end: "→ そのあと R は{r}、PC は{pc}番地",
    place_run: "配置して実行", step: "次の命令（残り{n}）", to: "{card} → {addr}番地",
  },
};
const w = (ctx, k, p = {}) => Object.entries(p).reduce((s, [a, b]) => s.replaceAll(`{${a}}`, b), (WORDS[ctx.lang] || WORDS.en)[k] || "");

// One executed (or previewed) instruction in words, as the log tells it (present.py).
function stepWords(ctx, s, hit) {
  const [name, n] = String(s.op).split(" ");
  const r0 = s.r_before, k = Number(n || 0);
  let key = hit ? "hit" : ({ NOP: "nop", LOAD: "load", SUB: "sub", ADD: "add", OUT: "out", JUMP: "jump" }[name] || "nop");
  if (key === "add" && r0 + k > 12) key = "add_wrap";
  if (key === "sub" && r0 - k < 0) key = "sub_wrap";
  return w(ctx, key, { addr: s.addr, card: s.card ? sym(s.card) : "", n: n ?? "", r0, r1: s.r_after, out: s.out, sum: r0 + k, diff: String(r0 - k).replace("-", "−") });
}

// A step as the log and next_run write it: [address, card, instruction, R before, R after,
// PC after, output] (machine.STEP_FIELDS), with the names last_steps gives them.
const named = ([addr, card, op, r_before, r_after, pc_after, out]) => ({ addr, card, op, r_before, r_after, pc_after, out });

function runLines(ctx, run) {
  const last = run.steps.length - 1;
  const lines = run.steps.map((s, i) => stepWords(ctx, s, run.hit && i === last));
  lines.push(run.hit ? w(ctx, "end_hit") : w(ctx, "end", { r: run.r, pc: run.pc }));
  return lines;
}

// The viewer's own program is running (execution=step): between their steps 3 and 5 of
// TOS-12 they may not place (TOS-13), so a tap on a card or a cell says so.
const ownRun = (ctx) => {
  const v = ctx.view;
  return ctx.seat !== null && ctx.seat !== undefined && v.phase === "play" && v.current === ctx.seat && !!v.executing && !ctx.legal.some((a) => a.startsWith("place"));
};

// What the chosen cards ask for next: a cell for the chosen card, then Place (or more).
function choosing(ctx) {
  const ui = ctx.ui || {};
  if (!ctx.legal.some((a) => a.startsWith("place"))) return null;
  if (ui.card) return w(ctx, "card_chosen", { card: cardName(ui.card, ctx.lang) });
  if (ui.pending && ui.pending.length && ctx.view.phase !== "placement") return w(ctx, "chosen_more", { run: w(ctx, "chosen_more_run") });
  return null;
}

export function hint(ctx) {
  const v = ctx.view;
  const chosen = choosing(ctx);
  if (chosen) return chosen;
  if (v.phase === "placement") return w(ctx, "placement");
  return ctx.legal.includes("step") ? w(ctx, "stepping") : w(ctx, "turn");
}

export function waiting(ctx) {
  const v = ctx.view;
  if (v.phase === "placement") return ctx.legal.length ? null : w(ctx, ctx.seat === null ? "sealed_all" : "sealed");
  if (ctx.legal.length && v.current !== ctx.seat && v.current !== null && v.current !== undefined) return choosing(ctx) || w(ctx, "others", { who: ctx.name(v.current) });
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
  if (ui.stopTurn !== v.turn) { ui.cellStop = null; ui.stopTurn = v.turn; } // a new turn: the PC's cell again
  const hand = (v.hand || []).filter((c) => !ui.pending.some((p) => p.card === c));
  const canPlace = ctx.legal.some((a) => a.startsWith("place"));
  const running = ownRun(ctx);
  if (running) { ui.card = null; ui.pending = []; } // nothing can be placed now
  const name = (i) => t("player_n", { n: i + 1 }) + (i === me ? t("you_suffix") : "");
  const whoseRun = (i) => (i === me ? w(ctx, "your") : w(ctx, "whose", { who: t("player_n", { n: i + 1 }) }));
  const cellName = (a, c, pc) => (c ? t("cell_card", { n: a, card: cardName(c), op: opOf(c, v.spade) }) : t("cell_empty", { n: a })) + (pc ? w(ctx, "pc_here") : "");
  const strip = (i) => {
    const mem = v.memories[i].slice();
    const mine = i === me;
    // the viewer's memory is drawn the same whether they may place now or not (in their
    // own run its cells answer a tap with why not); others' memories are not buttons
    const tappable = mine && (canPlace || running);
    if (mine) for (const p of ui.pending) mem[p.addr] = p.card;
    const pending = (a) => mine && ui.pending.some((p) => p.addr === a);
    // one Tab stop for the 13 cells (the arrow keys move between them): the cell last
    // visited, else the PC's
    const stop = ui.cellStop ?? v.PC[i];
    const cell = (c, a) => {
      const pc = v.PC[i] === a;
      const inner = `<span class="addr" aria-hidden="true">${a}</span>${c ? cardSVG(c, "card", false) + `<span class="op" aria-hidden="true">${opOf(c, v.spade)}</span>` : ""}`;
      const cls = `cell ${pc ? "pc" : ""} ${mine && canPlace && ui.card ? "target" : ""}`;
      return tappable
        ? `<li class="${cls}"><button type="button" class="cell-btn" data-addr="${a}" data-mine="1" tabindex="${a === stop ? 0 : -1}" aria-pressed="${pending(a)}"${canPlace ? "" : ' aria-disabled="true"'} aria-label="${esc(cellName(a, c, pc))}">${inner}</button></li>`
        : `<li class="${cls}" data-addr="${a}"><span class="visually-hidden">${esc(cellName(a, c, pc))}</span>${inner}</li>`;
    };
    return `<div class="zone mem" data-seat="${i}"><h3 id="mem-title-${i}">${esc(name(i))} · ${t("register")}=<b class="reg">${v.R[i]}</b> · ${t("pc")}=<b class="pc">${v.PC[i]}</b> · ${t("hand_count")} ${v.hand_sizes[i]}${v.current === i ? " ◀" : ""}</h3>
      <ol class="memory${mine ? " mine" : " theirs"}" aria-labelledby="mem-title-${i}" ${tappable ? `id="my-memory" data-nav` : `id="memory-${i}"`}>${mem.map(cell).join("")}</ol></div>`;
  };
  const lines = (list) => list.map((l) => `<li>${esc(l)}</li>`).join("");
  // the last slice run, in words (as the log tells it)
  const lastSteps = v.last_steps || [];
  const lastSeat = lastSteps.length ? lastSteps[0].seat : null;
  const lastHit = v.winner !== null && v.winner !== undefined && v.winner === lastSeat;
  const lastRun = lastSteps.length
    ? `<h3 class="run-title">${esc(w(ctx, "last", { whose: whoseRun(lastSeat) }))}</h3><ul class="run-steps">${lines(lastSteps.map((s, i) => stepWords(ctx, s, lastHit && i === lastSteps.length - 1)))}</ul>`
    : "";
  // what the viewer's machine will do: the engine's next_run (the only machine: the page
  // never runs instructions itself), so chosen cards show in it once they are placed
  let nextRun = "";
  const mineNow = me !== null && v.phase === "play" && v.next_run && (v.current === me || canPlace);
  if (mineNow && ui.pending.length) {
    nextRun = `<div class="zone run" id="next-run"><h3 class="run-title">${esc(w(ctx, "next_pending"))}</h3></div>`;
  } else if (mineNow) {
    const run = { ...v.next_run[me], steps: v.next_run[me].steps.map(named) };
    const head = v.executing && v.current === me ? w(ctx, "next_rest") : v.current === me ? w(ctx, "next_now") : w(ctx, "next_other", { whose: w(ctx, "your") });
    nextRun = `<div class="zone run${run.hit ? " hit" : ""}" id="next-run"><h3 class="run-title">${esc(head)}</h3><ul class="run-steps">${lines(runLines(ctx, run))}</ul></div>`;
  }
  const initial = v.phase === "placement";
  const chosen = ui.pending.length ? t.paren(t.list(ui.pending.map((p) => w(ctx, "to", { card: esc(cardName(p.card)), addr: p.addr })))) : "";
  const canRun = ctx.legal.includes("run");
  const step = ctx.legal.includes("step");
  // the bar of buttons, only when it has one: on a phone it sticks to the bottom of the
  // screen, and an empty bar (as at the game's end) hid the line of text under it
  const buttons = [
    canPlace && (initial || ui.pending.length) ? `<button class="primary" id="place">${initial ? t("submit") : t("place_sel")}${chosen}</button>` : "",
    ui.pending.length ? `<button id="clear">${t("clear")}</button>` : "",
    canRun ? `<button class="primary" id="run">${ui.pending.length ? w(ctx, "place_run") : t("run")}</button>` : "",
    step ? `<button class="primary" id="step">${w(ctx, "step", { n: v.steps_left })}</button>` : "",
  ].join("");
  return `
    <div class="meta">${t("target")}: ${v.target === null || v.target === undefined ? `<span id="target">${w(ctx, "no_target")}</span>` : `<b class="big" id="target">${v.target}</b>`} ${v.target_card ? cardSVG(v.target_card, "card small") : ""}
      · ${t("deck")}: ${v.deck_size} · ${t("discard")}: ${v.discard && v.discard.length ? cardSVG(v.discard[v.discard.length - 1], "card small") : t("none")}${initial ? ` · <span id="phase">${w(ctx, "initial_phase")}</span>` : v.round ? ` · <span id="round">${w(ctx, "round", { n: v.round })}</span>` : ""}
      ${addButton(ctx)}</div>
    ${v.memories.map((_, i) => strip(i)).join("")}
    ${me !== null ? `<div class="zone"><h3 id="hand-title">${t("hand")}</h3><div class="cards" id="hand" role="group" aria-labelledby="hand-title" data-nav>${hand.map((c) => cardButton(c, { selected: ui.card === c, attrs: `data-code="${esc(c)}"` })).join("")}</div></div>` : ""}
    ${buttons ? `<div class="actions">${buttons}</div>` : ""}
    ${nextRun}
    <div class="zone run" id="steps" data-last-move>${lastRun}</div>`;
}

// Leaving the room takes the addition table's panel away with it.
export function unmount() { dropAdd(); }

export function bind(el, ctx) {
  const ui = ctx.ui;
  bindAdd(el, ctx);
  const refuse = () => ctx.room.toast(w(ctx, "no_place_running"));
  el.querySelectorAll("#hand [data-code]").forEach((c) => (c.onclick = () => {
    if (ownRun(ctx)) { refuse(); return; }
    ui.card = ui.card === c.dataset.code ? null : c.dataset.code;
    ctx.rerender();
    // a card chosen: the next thing to choose is a cell, so the memory takes the focus
    const cell = ui.card && document.querySelector('#my-memory .cell-btn[tabindex="0"]');
    if (cell) cell.focus();
  }));
  const cells = [...el.querySelectorAll('.cell-btn[data-mine="1"]')];
  cells.forEach((cell) => (cell.onfocus = () => {
    ui.cellStop = parseInt(cell.dataset.addr, 10);
    cells.forEach((c) => { c.tabIndex = c === cell ? 0 : -1; });
  }));
  cells.forEach((cell) => (cell.onclick = () => {
    if (ownRun(ctx)) { refuse(); return; }
    if (!ui.card) return;
    const addr = parseInt(cell.dataset.addr, 10);
    ui.pending = ui.pending.filter((p) => p.addr !== addr);
    ui.pending.push({ card: ui.card, addr }); ui.card = null; ctx.rerender();
  }));
  // a card chosen, then another player's cell: the engine says why not (memory protection, TOS-3)
  el.querySelectorAll('.zone.mem li[data-addr]').forEach((li) => (li.onclick = () => {
    const owner = parseInt(li.closest(".zone.mem").dataset.seat, 10);
    if (ui.card && owner !== ctx.seat) ctx.act(`place ${ui.card}@${owner}:${li.dataset.addr}`);
  }));
  const on = (id, fn) => { const b = el.querySelector(`#${id}`); if (b) b.onclick = fn; };
  on("place", () => { ctx.act(`place ${ui.pending.map((p) => `${p.card}@${p.addr}`).join(" ")}`.trim()); ui.pending = []; ui.card = null; });
  on("clear", () => { ui.pending = []; ui.card = null; ctx.rerender(); });
  on("run", () => {
    // the chosen cards are placed first: pressing Run never drops them (TOS-12 step 2, then 3)
    if (ui.pending.length) ctx.act(`place ${ui.pending.map((p) => `${p.card}@${p.addr}`).join(" ")}`);
    ui.pending = []; ui.card = null;
    ctx.act("run");
  });
  on("step", () => { ctx.act("step"); });
}
