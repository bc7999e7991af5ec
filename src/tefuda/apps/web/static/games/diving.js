// Diving: both divers' fields and dive piles, your hand (oxygen), the treasure on offer.
// Payments are built by selecting hand cards; the engine checks them.
import { cardSVG, cardsHTML, cardButton, cardName, cardNames, esc } from "../cards.js";

export function title(ctx) { return ctx.lang === "ja" ? "ダイビング" : "Diving"; }

const WORDS = {
  en: {
    start: "hunt for a treasure or refill your oxygen", steal: " (or steal: select your 5 and one of {who}'s treasures, then Steal)",
    take: "take the treasure (pay at least {v} oxygen) or yield it", take_only: "take the treasure: pay at least {v} oxygen",
    take_first: "take the treasure, paying at least {v} oxygen (the game's very first turn may not yield)",
    take_yielded: "{who} yielded the treasure to you: take it, paying at least {v} oxygen",
    yield_only: "your hand cannot pay {v} oxygen: yield the treasure",
    ret: "pay your depth ({d}) in oxygen to come back up", treasure: "Treasure", worth: "worth {v}",
    depth: "Depth", oxygen: "Oxygen", joker: " + joker", bonus: "Bonus (face down)",
    selected: "selected {s}", selected_of: "selected {s}, {p} needed",
    out_cards: "way back up: pay your depth {d}; your cards cover it",
    out_joker: "way back up: pay your depth {d}; only the joker covers it (and then no bonus)",
    out_short: "way back up: pay your depth {d}; you are {s} oxygen short: refill, or you drown at the return",
    out_all: "way back up: pay your depth {d}; only your whole hand covers it, and an empty hand drowns: refill",
    out_lone: "one card left: any payment (the return's too) empties your hand and drowns you; only a lucky seven is free",
    offer_take: "Take it, paying {cards}", offer_refill: "Refill oxygen: draw {n}, paying {cards}", offer_return: "Come back up, paying {cards}",
    offer_take_joker: "Take it with the joker", offer_return_joker: "Come back up with the joker",
    offer_return0: "Come back up (depth 0)", offer_drowns: " (every payment empties your hand: you drown)", offer_lone: " (it leaves you one card: every later payment would drown you)", offer_no_bonus: " (the joker is spent: no bonus for you)", luxury_win: "{who} wins with {a} luxury against {b}.",
    drowned_win: "{loser} drowned, so {who} wins.", both_drowned: "Both divers drowned: nobody wins.",
    draw: "A draw: both fields are worth {a}.", result: "Result", won: "won", lost: "lost", drew: "draw", drowned: "drowned",
    drown_confirm: "This pays with every card in your hand: with no card left you drown and lose the game.",
    drown_other: "A payment that keeps a card: {offer}.", drown_every: "Every payment you could make empties your hand.",
    drown_yes: "Pay and drown", drown_no: "Keep my cards",
  },
  ja: {
    start: "宝探しをするか酸素を補給してください", steal: "（強奪もできます: 手札の5と{who}の宝を選んで「強奪」）",
    take: "宝を入手（酸素{v}以上を支払う）するか譲ってください", take_only: "宝を入手してください（酸素{v}以上を支払う）",
    take_first: "宝を入手してください（酸素{v}以上を支払う。ゲームの最初の手番は譲れません）",
    take_yielded: "{who}が宝をあなたに譲りました。入手してください（酸素{v}以上を支払う）",
    yield_only: "手札では酸素{v}を払えません。宝を譲ってください",
    ret: "深度（{d}）以上の酸素を払って帰還してください", treasure: "宝", worth: "価値{v}",
    depth: "深度", oxygen: "酸素量", joker: " ＋ジョーカー", bonus: "ゲーム外部（ボーナス）",
    selected: "選択{s}", selected_of: "選択{s}・必要{p}",
    out_cards: "帰還: 深度{d}を払います。手札のカードで足ります",
    out_joker: "帰還: 深度{d}を払います。足りるのはジョーカーだけです（使えばボーナスなし）",
    out_short: "帰還: 深度{d}を払います。酸素が{s}足りません。補給しないと帰還で溺死します",
    out_all: "帰還: 深度{d}を払います。手札を全部使わないと届かず、手札が0枚になると溺死します。補給してください",
    out_lone: "手札は残り1枚: 何を払っても（帰還の支払いも）手札が0枚になり溺死します。ラッキーセブンだけは無料です",
    offer_take: "{cards}で支払って入手", offer_refill: "{cards}で支払って{n}枚補給", offer_return: "{cards}で支払って帰還",
    offer_take_joker: "ジョーカーで支払って入手", offer_return_joker: "ジョーカーで支払って帰還",
    offer_return0: "帰還（深度0）", offer_drowns: "（どう支払っても手札が0枚になり、溺れます）", offer_lone: "（手札が残り1枚になり、そのあとの支払いはすべて溺死になります）", offer_no_bonus: "（ジョーカーを使うのでボーナスはもらえません）", luxury_win: "{who}が豪華さ{a}対{b}で勝ちました。",
    drowned_win: "{loser}が溺れたため、{who}の勝ちです。", both_drowned: "2人とも溺れました。勝者はいません。",
    draw: "引き分け: どちらの場も豪華さ{a}です。", result: "結果", won: "勝ち", lost: "負け", drew: "引き分け", drowned: "溺れた",
    drown_confirm: "手札を全部支払うことになります。手札が0枚になると溺死し、負けになります。",
    drown_other: "手札が残る支払い: {offer}。", drown_every: "どう支払っても手札は0枚になります。",
    drown_yes: "支払って溺れる", drown_no: "やめる",
  },
};
const w = (ctx, k, p = {}) => Object.entries(p).reduce((s, [a, b]) => s.replaceAll(`{${a}}`, b), (WORDS[ctx.lang] || WORDS.en)[k] || "");

const verbs = (legal) => new Set(legal.map((a) => a.split(" ")[0]));
const value = (c) => (c === "JK" ? 0 : ({ A: 1, J: 11, Q: 12, K: 13 }[c.slice(0, -1)] || parseInt(c, 10)));
const sum = (codes) => codes.reduce((s, c) => s + value(c), 0);

function offered(ctx, verb) {
  // The payment the server offers this seat (view.offer, from games/diving/hints.py: the
  // terminal's "cheapest payment" is the same one): least value, then fewest cards …
  const o = ctx.view.offer;
  return o && o.action.split(" ")[0] === verb && ctx.legal.includes(o.action) ? o : null;
}

function offerWords(ctx, offer) {
  const parts = offer.action.split(" ");
  const verb = parts[0];
  const cards = parts.slice(verb === "refill" ? 3 : 1);
  if (verb === "return" && !cards.length) return w(ctx, "offer_return0");
  const joker = cards.length === 1 && cards[0] === "JK" && verb !== "refill" ? "_joker" : "";
  const text = w(ctx, `offer_${verb}${joker}`, { cards: cardNames(cards, ctx.lang), n: verb === "refill" ? parts[1] : "" });
  // a take leaving one card: every later payment empties the hand (a refill draws again)
  const lone = verb === "take" && (ctx.view.hand || []).length - cards.length === 1;
  // the joker spent at the return: the bonus goes to the other diver, if anyone (DIV-15)
  const noBonus = verb === "return" && joker && ctx.view.outside > 0;
  return text + (offer.drowns ? w(ctx, "offer_drowns") : lone ? w(ctx, "offer_lone") : noBonus ? w(ctx, "offer_no_bonus") : "");
}

// A payment that would take every card in hand, and that the rules would accept: an empty
// hand drowns at once and loses the game (DIV-9). The page asks before sending it.
function emptiesHand(ctx, text) {
  const parts = text.split(" "), verb = parts[0], v = ctx.view, hand = v.hand || [];
  const cards = verb === "refill" ? parts.slice(3) : verb === "steal" ? parts.slice(1, 2) : parts.slice(1);
  if (!["take", "refill", "steal", "return"].includes(verb) || !ctx.legal.some((a) => a.startsWith(verb))) return false;
  if (!cards.length || cards.length !== hand.length || !cards.every((c) => hand.includes(c))) return false;
  if (cards.includes("JK")) return cards.length === 1; // a joker pays alone (DIV-8)
  if (verb === "steal") return value(cards[0]) === 5 && (v.fields[1 - ctx.seat] || []).includes(parts[2]);
  const due = verb === "take" ? (v.treasure ? value(v.treasure) : Infinity) : verb === "return" ? v.depths[ctx.seat] : 1;
  return sum(cards) >= due;
}

// The room's hook for every way a move is sent (these buttons, the list of all moves, a
// typed move): a payment that drowns is asked about on the table first (true: asked).
export function askFirst(ctx, text) {
  // a typed move as the engine reads it: the verb in lower case, cards in upper case
  const words = text.trim().split(/\s+/);
  const read = words.map((p, i) => (i === 0 || p.toLowerCase() === "pay" ? p.toLowerCase() : p.toUpperCase())).join(" ");
  if (!emptiesHand(ctx, read)) return false;
  ctx.ui.drown = read; ctx.ui.drownFocus = true; ctx.rerender();
  return true;
}

function drownWords(ctx) {
  const o = ctx.view.offer;
  const other = o && !o.drowns ? w(ctx, "drown_other", { offer: offerWords(ctx, o) }) : w(ctx, "drown_every");
  return w(ctx, "drown_confirm") + (ctx.lang === "ja" ? "" : " ") + other;
}

export function hint(ctx) {
  const v = ctx.view, vs = verbs(ctx.legal);
  if (vs.has("return")) return w(ctx, "ret", { d: v.depths[ctx.seat] });
  const price = { v: v.treasure ? value(v.treasure) : 0 };
  if (vs.has("take") && vs.has("yield")) return w(ctx, "take", price);
  // why no yield: the treasure was yielded to this diver, or it is the game's first turn (DIV-10)
  if (vs.has("take")) return v.taker !== v.turn ? w(ctx, "take_yielded", { ...price, who: ctx.name(v.turn) }) : w(ctx, v.turn_no === 0 ? "take_first" : "take_only", price);
  if (vs.has("yield")) return w(ctx, "yield_only", price);
  return w(ctx, "start") + (vs.has("steal") ? w(ctx, "steal", { who: ctx.name(1 - ctx.seat) }) : "");
}

// The way back up (view.outlook, games/diving/hints.py): could this hand pay its depth now?
function outlookWords(ctx) {
  const o = ctx.view.outlook;
  if (!o || ctx.over) return "";
  return o.lone ? w(ctx, "out_lone") : w(ctx, `out_${o.can}`, { d: o.depth, s: o.short });
}

// The price the selected cards are paying: the treasure's worth, or the depth at the return.
function price(ctx, vs) {
  const v = ctx.view;
  if (vs.has("take") && v.treasure) return value(v.treasure);
  if (vs.has("return")) return v.depths[ctx.seat];
  return null;
}

export function outcome(ctx) {
  const r = ctx.result || {}, v = ctx.view, t = ctx.t;
  const lux = r.luxury || v.luxury || [0, 0];
  const me = (s) => (s === ctx.seat ? t("you_suffix") : "");
  const who = (s) => ctx.name(s) + me(s);
  let text;
  // DIV-14: both drowned, nobody wins (the result says "drowned" with no winner)
  if (r.reason === "drowned" && r.winner === null) text = w(ctx, "both_drowned");
  else if (r.reason === "drowned") text = w(ctx, "drowned_win", { loser: who(1 - r.winner), who: who(r.winner) });
  else if (r.reason === "draw" || r.winner === null) text = w(ctx, "draw", { a: lux[0] });
  else text = w(ctx, "luxury_win", { who: who(r.winner), a: lux[r.winner], b: lux[1 - r.winner] });
  const outcomeOf = (s) => (r.winner === null ? (v.drowned && v.drowned[s] ? w(ctx, "drowned") : w(ctx, "drew")) : r.winner === s ? w(ctx, "won") : (v.drowned && v.drowned[s] ? w(ctx, "drowned") : w(ctx, "lost")));
  return {
    text, head: [w(ctx, "result"), t("player"), t("luxury")],
    rows: [0, 1].map((s) => ({ me: s === ctx.seat, cells: [outcomeOf(s), who(s), lux[s]] })),
  };
}

export function render(ctx) {
  const v = ctx.view, t = ctx.t, me = ctx.seat ?? 0, opp = 1 - me;
  const sel = ctx.ui.sel || (ctx.ui.sel = new Set());
  const hand = v.hand || [];
  const vs = verbs(ctx.legal);
  const name = (i) => t("player_n", { n: i + 1 }) + (i === ctx.seat ? t("you_suffix") : "");
  const stealable = (i) => i === opp && vs.has("steal");
  const field = (i) => (v.fields[i] || []).map((c) => (stealable(i)
    ? cardButton(c, { selected: ctx.ui.treasure === c, cls: "card small", attrs: `data-treasure="${esc(c)}"` })
    : cardSVG(c, "card small"))).join("");
  // who acts now: the taker of a yielded treasure, both divers at the return until they have chosen
  const acting = (i) => !ctx.over && (v.to_move || [v.turn]).includes(i);
  const stat = (label, n, cls) => `<span style="white-space:nowrap">${label}: <b class="${cls}">${n}</b></span>`;
  const zone = (i) => `
    <div class="player ${acting(i) ? "turn" : ""}" data-seat="${i}">
      <strong>${esc(name(i))}</strong> · ${stat(t("hand_count"), v.hand_sizes[i], "hand-size")} · ${stat(w(ctx, "depth"), v.depths[i], "depth")} · ${stat(t("luxury"), v.luxury[i], "luxury")}
      <div class="zone"><h3>${t("field")}</h3><div class="cards field" id="field-${i}" data-last-move ${stealable(i) ? "data-nav" : ""}>${field(i) || t("none")}</div></div>
      <div class="zone"><h3>${t("dive")}</h3><div class="cards" id="dive-${i}" data-last-move>${cardsHTML(v.dive_piles[i], { cls: "card small" }) || t("none")}</div></div>
    </div>`;
  const picked = [...sel].map((i) => hand[i]);
  const due = price(ctx, vs);
  const chosen = picked.length ? t.paren(due ? w(ctx, "selected_of", { s: sum(picked), p: due }) : w(ctx, "selected", { s: sum(picked) })) : "";
  const outlook = outlookWords(ctx), safe = v.outlook && !v.outlook.lone && v.outlook.can === "cards";
  const refillN = ctx.ui.refillN || 1;
  const offer = (verb) => { const o = offered(ctx, verb); return o ? `<button class="offer" data-action="${esc(o.action)}">${esc(offerWords(ctx, o))}</button>` : ""; };
  // the question before a payment that drowns (emptiesHand), in place of the actions
  if (ctx.ui.drown && (ctx.over || !emptiesHand(ctx, ctx.ui.drown))) ctx.ui.drown = null; // the table moved on
  const actions = ctx.ui.drown ? `
    <div class="actions" id="drown-box" role="group" aria-labelledby="drown-text">
      <p id="drown-text"><strong>${esc(drownWords(ctx))}</strong></p>
      <button id="drown-no" class="primary">${esc(w(ctx, "drown_no"))}</button>
      <button id="drown-yes">${esc(w(ctx, "drown_yes"))}</button>
    </div>` : `
    <div class="actions">
      ${vs.has("hunt") ? `<button class="primary" id="hunt">${t("hunt")}</button>` : ""}
      ${vs.has("take") ? `<button class="primary" id="take" ${picked.length ? "" : "disabled"}>${t("take_sel")}</button>${offer("take")}` : ""}
      ${vs.has("yield") ? `<button id="yield">${t("yield_")}</button>` : ""}
      ${vs.has("refill") ? `<span class="inline-field"><label for="refill-n">${t("refill")}</label> <select id="refill-n">${[1, 2, 3, 4].map((n) => `<option ${n === refillN ? "selected" : ""}>${n}</option>`).join("")}</select></span><button id="refill" ${picked.length ? "" : "disabled"}>${t("pay_sel")}</button>${offer("refill")}` : ""}
      ${vs.has("steal") ? `<button id="steal" ${picked.length === 1 && ctx.ui.treasure ? "" : "disabled"}>${t("steal")}</button>` : ""}
      ${vs.has("return") ? `<button class="primary" id="return">${t("return_sel")}</button>${offer("return")}` : ""}
      ${sel.size ? `<button id="clear">${t("clear")}</button>` : ""}
    </div>`;
  return `
    <div class="meta">${t("deck")}: <b id="deck-size">${v.deck_size}</b> · ${w(ctx, "bonus")}: <span id="outside">${v.outside}</span></div>
    ${v.treasure ? `<div class="zone"><h3 id="treasure-title">${w(ctx, "treasure")}${t.paren(w(ctx, "worth", { v: value(v.treasure) }))}</h3><div id="treasure" data-last-move>${cardSVG(v.treasure)}</div></div>` : ""}
    <div class="players">${zone(opp)}${zone(me)}</div>
    <div class="zone"><h3 id="hand-title">${t("hand")} · ${w(ctx, "oxygen")}: <b id="oxygen">${v.oxygen ?? "?"}</b>${v.joker ? w(ctx, "joker") : ""}${chosen}</h3>
      <div class="cards" id="hand" role="group" aria-labelledby="hand-title" data-nav>${cardsHTML(hand, { pick: true, selected: sel })}</div>
      ${outlook ? `<p class="meta" id="outlook">${safe ? esc(outlook) : `<strong>${esc(outlook)}</strong>`}</p>` : ""}</div>
    ${actions}`;
}

export function bind(el, ctx) {
  const sel = ctx.ui.sel;
  const on = (id, fn) => { const b = el.querySelector(`#${id}`); if (b) b.onclick = fn; };
  const hand = ctx.view.hand || [];
  const picked = () => [...sel].sort((a, b) => a - b).map((i) => hand[i]);
  const go = (text) => { ctx.act(text); sel.clear(); ctx.ui.treasure = null; };
  const send = (text) => { if (!askFirst(ctx, text)) go(text); };
  on("drown-yes", () => { const text = ctx.ui.drown; ctx.ui.drown = null; go(text); });
  on("drown-no", () => { ctx.ui.drown = null; ctx.rerender(); });
  const box = el.querySelector("#drown-no");
  // the question takes the focus once (after the room has put back the focus it had)
  if (box && ctx.ui.drownFocus) { ctx.ui.drownFocus = false; queueMicrotask(() => box.focus()); }
  el.querySelectorAll("#hand [data-idx]").forEach((c) => (c.onclick = () => {
    const i = parseInt(c.dataset.idx, 10); sel.has(i) ? sel.delete(i) : sel.add(i); ctx.rerender();
  }));
  el.querySelectorAll("button[data-treasure]").forEach((c) => (c.onclick = () => { ctx.ui.treasure = ctx.ui.treasure === c.dataset.treasure ? null : c.dataset.treasure; ctx.rerender(); }));
  el.querySelectorAll("button.offer").forEach((b) => (b.onclick = () => send(b.dataset.action)));
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
