// Daifugo (DSP): players with hand sizes, titles and passes; the table; your hand.
// Select cards and press Play: the engine's legal list resolves joker readings, and a
// choice is offered when several readings are legal (the joker as 7♠ or as 4♠ ...).
import { cardsHTML, cardName, esc } from "../cards.js";

export function title(ctx) {
  if (ctx.view && ctx.view.uecda) return ctx.lang === "ja" ? "大富豪（UECdaルール）" : "Daifugo (UECda rules)";
  if (localRules(ctx).length) return ctx.lang === "ja" ? "大富豪（DSP標準＋ローカルルール）" : "Daifugo (DSP + local rules)";
  return ctx.lang === "ja" ? "大富豪（DSP標準）" : "Daifugo (DSP)";
}

// The local rules this table plays (DSP-18: each off unless chosen), by their labels.
function localRules(ctx) {
  const opts = (ctx.info && ctx.info.options) || {};
  const known = (ctx.room && ctx.room.entry && ctx.room.entry.options) || [];
  return known.filter((o) => o.type === "bool" && o.name !== "uecda" && opts[o.name] === true)
    .map((o) => (o.label && (o.label[ctx.lang] || o.label.en)) || o.name);
}

const TITLE = {
  en: { daifugo: "Daifugo", fugo: "Fugo", heimin: "Heimin", hinmin: "Hinmin", daihinmin: "Daihinmin" },
  ja: { daifugo: "大富豪", fugo: "富豪", heimin: "平民", hinmin: "貧民", daihinmin: "大貧民" },
};
const WORDS = {
  en: {
    give: "choose {n} cards to give to {who}, then press Give", give1: "choose 1 card to give to {who}, then press Give",
    // DSP-7: the lower title must give its strongest cards; the higher one gives back any
    give_strongest: "give your {n} strongest cards ({cards}) to {who}, then press Give",
    give_strongest1: "give your strongest card ({cards}) to {who}, then press Give",
    give_strongest_pick: "give your {n} strongest cards to {who}: choose {n} of {cards}, then press Give",
    give_strongest_pick1: "give your strongest card to {who}: choose 1 of {cards}, then press Give",
    give_any: "give back any {n} cards to {who}, then press Give — they may be the ones you received",
    give_any1: "give back any 1 card to {who}, then press Give — it may be the one you received",
    lead: "lead with any single, group or sequence", beat: "play stronger cards or pass",
    lead_spade3: "lead with a play that contains the ♠3 (the first play of the match)",
    only_pass: "nothing you hold can be played now: pass",
    first_out: "{who} went out first and is Daifugo.", match_won: "{who} wins the match with {p} points.",
    match_tie: "{who} share first place with {p} points.", joker_as: "Joker as {card}",
    match: "Match", game: "Game", points: "Points",
    joker_below: "Joker below {card}", joker_above: "Joker above {card}",
    game_n: "Game {n} of {games}", game_result: "Game {n}", standings: "Standings after {done} of {games} games",
    out_place: "out, {place}", place_n: "{place} place", stuck: "cannot finish: passes",
    // what lies on the table, in words (DSP-10): the kind, and what a joker stands for
    single: "a single", joker_single: "the Joker alone (beats every single)", joker_pair: "the two Jokers (beat every pair)",
    pair: "a pair of {rank}", group: "{count} {rank}", seq: "a sequence {low}–{high} of {suit}",
    j_group: "the Joker counts as {rank}", j_group2: "the Jokers count as {rank}",
    j_seq: "the Joker stands for {cards}", j_seq2: "the Jokers stand for {cards}",
    j_below: "the Joker stands below {card}", j_above: "the Joker stands above {card}",
    joker_q: "Which card does the Joker stand for?",
    // the order in force (DSP-3, DSP-15; 11-back reverses it for one trick)
    order_normal: "Strength: 3 weakest … 2 strongest, the Joker above all",
    order_reversed: "Strength: 2 weakest … 3 strongest, the Joker still above all",
    why_revolution: " (revolution until the game ends)", why_back: " (11-back, until the trick ends)",
    why_both: " (revolution, turned back by 11-back until the trick ends)",
    lock: "Suit lock (しばり): only {suits} until the trick ends",
    ccw: "Play goes counter-clockwise (9-reverse)",
    gyaku: "Reverse steps (逆段): next, one rank weaker in the same suit",
    strong3: "Three {weak}s (3強): only four {four}s may answer",
    cut8: "8-cut: only four 4s may still answer (4強)",
    received: "You received {cards} from {who}.", gave: "You gave {cards} to {who}.",
    got_mark: "received", local_rules: "Local rules on: {rules}",
    cleared: "the table was cleared: {who} leads with anything", first_lead: "{who} leads the first play",
  },
  ja: {
    give: "{who}に渡すカードを{n}枚選んで「渡す」を押してください", give1: "{who}に渡すカードを1枚選んで「渡す」を押してください",
    give_strongest: "{who}にいちばん強いカード{n}枚（{cards}）を選んで「渡す」を押してください",
    give_strongest1: "{who}にいちばん強いカード（{cards}）を選んで「渡す」を押してください",
    give_strongest_pick: "{who}にいちばん強いカードを{n}枚渡します。{cards}から{n}枚選んで「渡す」を押してください",
    give_strongest_pick1: "{who}にいちばん強いカードを1枚渡します。{cards}から1枚選んで「渡す」を押してください",
    give_any: "{who}に好きなカードを{n}枚返します（受け取ったカードでもかまいません）。選んで「渡す」を押してください",
    give_any1: "{who}に好きなカードを1枚返します（受け取ったカードでもかまいません）。選んで「渡す」を押してください",
    lead: "好きな札を出してください（1枚・同じ数字の組・同じマークの階段）", beat: "場より強いカードを出すかパス",
    lead_spade3: "スペードの3を含む札を出してください（対戦の最初の出し札）",
    only_pass: "今出せるカードがありません。パスしてください",
    first_out: "{who}が最初にあがり、大富豪になりました。", match_won: "{who}が{p}点で対戦に勝ちました。",
    match_tie: "{who}が{p}点で同点1位です。", joker_as: "ジョーカー（{card}として）",
    match: "対戦", game: "ゲーム", points: "得点",
    joker_below: "ジョーカー（{card}の下）", joker_above: "ジョーカー（{card}の上）",
    game_n: "第{n}ゲーム（全{games}ゲーム）", game_result: "第{n}ゲーム", standings: "{done}ゲーム終了時点の得点（全{games}ゲーム）",
    out_place: "{place}位であがり", place_n: "{place}位", stuck: "あがれない: パス",
    single: "1枚出し", joker_single: "ジョーカー1枚（どの1枚より強い）", joker_pair: "ジョーカー2枚（どのペアより強い）",
    pair: "{rank}のペア", group: "{rank}の{count}枚組", seq: "{suit}の階段 {low}〜{high}",
    j_group: "ジョーカーは{rank}として", j_group2: "ジョーカーは{rank}として",
    j_seq: "ジョーカーは{cards}として", j_seq2: "ジョーカーは{cards}として",
    j_below: "ジョーカーは{card}の下", j_above: "ジョーカーは{card}の上",
    joker_q: "ジョーカーを何のカードとして出しますか？",
    order_normal: "強さ: 3が最弱 … 2が最強、その上にジョーカー",
    order_reversed: "強さ: 2が最弱 … 3が最強、ジョーカーは最強のまま",
    why_revolution: "（革命中: このゲームの終わりまで）", why_back: "（イレブンバック: この場が流れるまで）",
    why_both: "（革命中ですが、この場はイレブンバックで元に戻っています）",
    lock: "しばり: この場が流れるまで{suits}しか出せません",
    ccw: "9リバース: 反時計回りに進んでいます",
    gyaku: "逆段中: 次は同じマークで1つ弱いカードだけです",
    strong3: "3強: {weak}の3枚組には{four}の4枚組でしか返せません",
    cut8: "8切り: 4の4枚組でだけ返せます（4強）",
    received: "{who}から{cards}を受け取りました。", gave: "{who}に{cards}を渡しました。",
    got_mark: "受け取ったカード", local_rules: "ローカルルール: {rules}",
    cleared: "場が流れました: {who}が親で、好きな札を出せます", first_lead: "{who}が最初に出します",
  },
};
const w = (ctx, k, p = {}) => Object.entries(p).reduce((s, [a, b]) => s.replaceAll(`{${a}}`, b), (WORDS[ctx.lang] || WORDS.en)[k] || "");
// a joker token: JK, JK=7S (standing for a card), JK<3S / JK>2S (UECda: beyond a sequence's end)
// where a token stands in its sequence (DSP-3 order): a named joker at the card it stands
// for, JK<3S before the 3, JK>2S after the 2, an unnamed JK last (present.py's shown_order)
const place = (c) => (!c.startsWith("JK") ? RANKS.indexOf(c.slice(0, -1))
  : c.length < 4 ? 14 : c[2] === "<" ? -1 : c[2] === ">" ? 13 : RANKS.indexOf(c.slice(3, -1)));
// a play's tokens as people read them: 8S JK=9S 10S, not the canonical 8S 10S JK=9S
const inPlace = (toks) => (toks.some((c) => c.length > 3 && c.startsWith("JK")) ? toks.slice().sort((a, b) => place(a) - place(b)) : toks);
export const cardsInPlace = (text) => inPlace(text.split(" ").slice(1));
const cardsOf = (text) => cardsInPlace(text).map((c) => (c.startsWith("JK") ? "JK" : c));
const key = (codes) => codes.slice().sort().join(" ");
const tl = (ctx, x) => (x ? (TITLE[ctx.lang] || TITLE.en)[x] || x : "");

const SYM = { S: "♠", H: "♥", D: "♦", C: "♣" };
const RANKS = ["3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2"];
const RANK_EN = { J: "Jack", Q: "Queen", K: "King", A: "Ace" };
const COUNT_EN = { 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight" };
// a card as the log writes it: 7♥, 10♠, Joker / ジョーカー
const short = (ctx, code) => (code === "JK" ? (ctx.lang === "ja" ? "ジョーカー" : "Joker") : code.slice(0, -1) + SYM[code.slice(-1)]);
// several cards weakest first, as the hand and the log show them (DSP-3)
const power = (c) => (c === "JK" ? 99 : RANKS.indexOf(c.slice(0, -1)) * 4 + "SHDC".indexOf(c.slice(-1)));
const shorts = (ctx, codes) => codes.slice().sort((a, b) => power(a) - power(b)).map((c) => short(ctx, c)).join(" ");

// What lies on the table, in words (DSP-10): "a pair of 9s (the Joker counts as a 9)",
// "a sequence 9–J of ♥ (the Joker stands for J♥)" — the pictures alone do not say it.
export function tableWords(ctx, play) {
  const toks = play.split(" ").slice(1);
  const real = toks.filter((c) => !c.startsWith("JK"));
  const named = toks.map((c) => /^JK([=<>])(.+)$/.exec(c)).filter(Boolean);
  const jokers = toks.length - real.length;
  const rank = (c) => c.slice(0, -1);
  const jk = (k1, k2, p) => w(ctx, jokers > 1 ? k2 : k1, p);
  const wrap = (text, extra) => (!extra ? text : ctx.lang === "ja" ? `${text}（${extra}）` : `${text} (${extra})`);
  if (toks.length === 1) return real.length ? w(ctx, "single") : w(ctx, "joker_single");
  if (!real.length) return w(ctx, "joker_pair");
  const sameRank = real.every((c) => rank(c) === rank(real[0]));
  if (!named.length && sameRank) { // a group; its jokers take its rank
    const r = rank(real[0]);
    const ja = ctx.lang === "ja";
    const many = ja ? r : RANK_EN[r] ? RANK_EN[r] + "s" : r + "s"; // "Aces", "8s"
    const one = ja ? r : RANK_EN[r] ? `${r === "A" ? "an" : "a"} ${RANK_EN[r]}` : `${r === "8" ? "an" : "a"} ${r}`;
    const text = toks.length === 2 ? w(ctx, "pair", { rank: many })
      : w(ctx, "group", { rank: many, count: ja ? toks.length : COUNT_EN[toks.length] || toks.length });
    return wrap(text, jokers ? jk("j_group", "j_group2", { rank: jokers > 1 ? many : one }) : "");
  }
  // a sequence: its jokers are named (JK=7S), or beyond an end under the UECda rules (JK<3S)
  const inside = named.filter((m) => m[1] === "=").map((m) => m[2]);
  const idx = [...real, ...inside].map((c) => RANKS.indexOf(rank(c))).sort((a, b) => a - b);
  const suit = SYM[(real[0] || inside[0]).slice(-1)];
  const text = w(ctx, "seq", { low: RANKS[idx[0]], high: RANKS[idx[idx.length - 1]], suit });
  const extra = [];
  if (inside.length) extra.push(jk("j_seq", "j_seq2", { cards: inside.map((c) => short(ctx, c)).join(ctx.lang === "ja" ? "・" : " and ") }));
  for (const m of named.filter((x) => x[1] !== "=")) extra.push(w(ctx, m[1] === "<" ? "j_below" : "j_above", { card: short(ctx, m[2]) }));
  return wrap(text, extra.join(ctx.lang === "ja" ? "、" : "; "));
}

// An empty table: cleared (DSP-12) or not yet played on, and who leads now.
function emptyWords(ctx, v, name) {
  if (v.phase !== "play" || ctx.over || !(v.to_move || []).length) return "";
  const who = name(v.to_move[0]);
  return ` <small id="table-empty">${esc(w(ctx, (v.plays || []).length ? "cleared" : "first_lead", { who }))}</small>`;
}

// The order in force and the local rules holding the trick (the terminal's status lines).
function statusLines(ctx, v) {
  const loc = v.local || {};
  const rev = !!v.revolution, back = !!loc.eleven_back;
  const why = rev && back ? "why_both" : rev ? "why_revolution" : back ? "why_back" : "";
  const out = [{ id: "order", text: w(ctx, rev !== back ? "order_reversed" : "order_normal") + (why ? w(ctx, why) : "") }];
  if (loc.lock) out.push({ id: "lock", text: w(ctx, "lock", { suits: "SHDC".split("").filter((s, k) => (loc.lock >> k) & 1).map((s) => SYM[s]).join(" ") }) });
  if (loc.direction < 0) out.push({ id: "direction", text: w(ctx, "ccw") });
  if (loc.gyakudan) out.push({ id: "gyakudan", text: w(ctx, "gyaku") });
  if (loc.three_strong) out.push({ id: "strong3", text: w(ctx, "strong3", rev !== back ? { weak: "2", four: "A" } : { weak: "3", four: "4" }) });
  if (loc.four_fours) out.push({ id: "cut8", text: w(ctx, "cut8") });
  return out;
}

// The exchange as this seat saw it (DSP-7: only the two players know the cards), until
// the first play of the game: what came in, what went out.
function exchangeNotes(ctx, v, name) {
  if ((v.plays || []).length || ctx.seat === null) return [];
  return (v.exchanges || []).filter((e) => e.cards && (e.to === ctx.seat || e.from === ctx.seat)).map((e) => (e.to === ctx.seat
    ? w(ctx, "received", { cards: shorts(ctx, e.cards), who: name(e.from) })
    : w(ctx, "gave", { cards: shorts(ctx, e.cards), who: name(e.to) })));
}
function receivedCards(ctx, v) {
  if ((v.plays || []).length || ctx.seat === null) return [];
  return (v.exchanges || []).filter((e) => e.cards && e.to === ctx.seat).flatMap((e) => e.cards);
}

// A legal play in words: "6 of spades, Joker as 7 of spades, 8 of spades".
function playWords(ctx, action) {
  return cardsInPlace(action).map((c) => {
    const m = /^JK([=<>])(.+)$/.exec(c);
    if (!m) return cardName(c, ctx.lang);
    return w(ctx, { "=": "joker_as", "<": "joker_below", ">": "joker_above" }[m[1]], { card: cardName(m[2], ctx.lang) });
  }).join(ctx.lang === "ja" ? "、" : ", ");
}

// Between games of a match: every player's points so far (DSP-19), best first, with the
// title each holds from the last game played (the end screen's scoreboard takes over at the end).
function standingsTable(match, ctx, name) {
  const ja = ctx.lang === "ja";
  const last = match.last;
  const rows = match.scores.map((p, seat) => ({ seat, points: p })).sort((a, b) => b.points - a.points || a.seat - b.seat)
    .map((r, k, all) => ({ ...r, rank: all.findIndex((x) => x.points === r.points) + 1 }));
  const head = ja ? ["順位", "プレイヤー", "得点", "前のゲームの身分"] : ["Rank", "Player", "Points", "Title from the last game"];
  const title = w(ctx, "standings", { done: match.game - 1, games: match.games });
  return `<table class="standings" id="standings-table"><caption>${esc(title)}</caption>
    <thead><tr>${head.map((h) => `<th scope="col">${esc(h)}</th>`).join("")}</tr></thead>
    <tbody>${rows.map((r) => `<tr><td>${r.rank}</td><td>${esc(name(r.seat))}</td><td>${r.points}</td><td>${last ? esc(tl(ctx, last.titles[r.seat])) : ""}</td></tr>`).join("")}</tbody></table>`;
}

// The exchange (DSP-7): the lower title gives its strongest cards — named here, or the
// ones to choose among when ranks tie — and the higher title gives back any cards.
function giveHint(ctx, g) {
  const v = ctx.view;
  const [from, to, n] = g;
  const who = ctx.name(to) + (v.titles ? (ctx.lang === "ja" ? `（${tl(ctx, v.titles[to])}）` : ` (${tl(ctx, v.titles[to])})`) : "");
  const gives = ctx.legal.filter((a) => a.startsWith("give "));
  if (!v.titles || !gives.length) return n === 1 ? w(ctx, "give1", { who }) : w(ctx, "give", { n, who });
  if (!["daihinmin", "hinmin"].includes(v.titles[from])) return w(ctx, n === 1 ? "give_any1" : "give_any", { n, who });
  const among = [...new Set(gives.flatMap((a) => a.split(" ").slice(1)))];
  const pick = among.length > n ? "_pick" : "";
  return w(ctx, `give_strongest${pick}${n === 1 ? "1" : ""}`, { n, who, cards: shorts(ctx, among) });
}

export function hint(ctx) {
  const v = ctx.view;
  if (v.phase === "exchange") {
    const g = (v.gives_pending || []).find(([from]) => from === ctx.seat);
    if (g) return giveHint(ctx, g);
  }
  if (ctx.legal.length === 1 && ctx.legal[0] === "pass") return w(ctx, "only_pass");
  if (!v.table && v.spade3_lead) return w(ctx, "lead_spade3");
  return v.table ? w(ctx, "beat") : w(ctx, "lead");
}

export function outcome(ctx) {
  const v = ctx.view, t = ctx.t, r = ctx.result || {};
  const me = (s) => (s === ctx.seat ? t("you_suffix") : "");
  const match = v.match && v.match.standings ? v.match : null;
  if (match) {
    // the standings are already ordered, ties broken by the last game's titles (match.py)
    const top = match.standings.filter((x) => x.rank === 1);
    const last = match.last && match.last.titles ? match.last : r;
    const text = top.length > 1
      ? w(ctx, "match_tie", { who: top.map((x) => ctx.name(x.seat)).join(t("and_")), p: top[0].points })
      : w(ctx, "match_won", { who: ctx.name(top[0].seat) + me(top[0].seat), p: top[0].points });
    return {
      text, first: true, head: [t("place"), t("player"), w(ctx, "points"), t("title_")],
      rows: match.standings.map((x) => ({ me: x.seat === ctx.seat, cells: [x.rank, ctx.name(x.seat) + me(x.seat), x.points, tl(ctx, (r.titles || last.titles || [])[x.seat])] })),
    };
  }
  const order = r.finish_order || [];
  return {
    text: order.length ? w(ctx, "first_out", { who: ctx.name(order[0]) + me(order[0]) }) : t("over"),
    head: [t("place"), t("player"), t("title_")],
    rows: order.map((s, k) => ({ me: s === ctx.seat, cells: [k + 1, ctx.name(s) + me(s), tl(ctx, r.titles[s])] })),
  };
}

// "Game 3: 1. Player 2 Daifugo · 2. …": the game before this one, or at the end of the
// match the last game itself (its result is the view's own).
function resultLine(ctx, match, name) {
  const done = ctx.over && ctx.view.result ? { n: match.game, r: ctx.view.result } : match.last ? { n: match.game - 1, r: match.last } : null;
  if (!done) return "";
  const order = done.r.finish_order.map((s, k) => `${k + 1}. ${esc(name(s))} ${esc(tl(ctx, done.r.titles[s]))}`).join(" · ");
  return `<div class="meta" id="last-game">${esc(w(ctx, "game_result", { n: done.n }))}: ${order}</div>`;
}

function ordinal(ctx, n) {
  if (ctx.lang === "ja") return String(n);
  return n + ((n % 100 >= 11 && n % 100 <= 13) ? "th" : { 1: "st", 2: "nd", 3: "rd" }[n % 10] || "th");
}

/** Linked by the page before the room opens (app.js). */
export const stylesheet = "/static/games/daifugo.css";

export function render(ctx) {
  const v = ctx.view, t = ctx.t;
  const sel = ctx.ui.sel || (ctx.ui.sel = new Set());
  const hand = v.hand || [];
  const picked = [...sel].map((i) => hand[i]);
  const name = (i) => t("player_n", { n: i + 1 }) + (i === ctx.seat ? t("you_suffix") : "");
  const match = v.match || null;
  const choices = ctx.ui.choices || [];
  const notes = exchangeNotes(ctx, v, name);
  const rules = v.uecda ? [] : localRules(ctx);
  // no buttons, no bar (on a phone the bar sticks to the bottom of the screen)
  const buttons = [
    ctx.legal.some((a) => a.startsWith("play")) ? `<button class="primary" id="play" ${picked.length ? "" : "disabled"}>${t("play_sel")}</button>` : "",
    ctx.legal.includes("pass") ? `<button id="pass">${t("pass")}</button>` : "",
    ctx.legal.some((a) => a.startsWith("give")) ? `<button class="primary" id="give" ${picked.length ? "" : "disabled"}>${t("give_sel")}</button>` : "",
    sel.size ? `<button id="clear">${t("clear")}</button>` : "",
  ].join("");
  const status = ctx.over ? [] : statusLines(ctx, v);
  // a finished game: every place, and the titles it earns (DSP-5), as the terminal shows them
  const done = v.result || null;
  const titles = done ? done.titles : v.titles;
  const order = done ? done.finish_order : v.finished;
  return `
    ${match ? `<div class="meta" id="game-number">${esc(w(ctx, "game_n", { n: match.game, games: match.games }))}</div>` : ""}
    ${rules.length ? `<div class="meta" id="local-rules">${esc(w(ctx, "local_rules", { rules: rules.join(ctx.lang === "ja" ? "、" : ", ") }))}</div>` : ""}
    <div class="players">${(v.seating || Array.from({ length: v.players }, (_, i) => i)).map((i) => `
      <div class="player ${v.to_move.includes(i) && !ctx.over ? "turn" : ""}" data-seat="${i}">
        <strong>${esc(name(i))}</strong> ${titles ? `<em>${esc(tl(ctx, titles[i]))}</em>` : ""}<br>
        ${t.cards(v.hand_sizes[i])}
        ${v.passed.includes(i) && !done ? ` · ${t("passed")}` : ""}${order.includes(i) ? ` · <span class="out">${esc(w(ctx, done && !v.finished.includes(i) ? "place_n" : "out_place", { place: ordinal(ctx, order.indexOf(i) + 1) }))}</span>` : ""}${(v.stuck || []).includes(i) ? ` · <span class="stuck">${esc(w(ctx, "stuck"))}</span>` : ""}${(v.fallen || []).includes(i) ? ` · <span class="fallen">${t("fallen")}</span>` : ""}
      </div>`).join("")}</div>
    <div class="zone"><h3>${t("table")} ${v.revolution ? `<span class="big" id="revolution">${t("revolution")}</span>` : ""} ${v.phase === "exchange" ? `· ${t("exchange")}` : ""}</h3>
      ${status.length ? `<ul class="df-status" id="status">${status.map((x) => `<li id="status-${x.id}">${esc(x.text)}</li>`).join("")}</ul>` : ""}
      <div class="cards" id="table" data-last-move>${v.table ? cardsHTML(cardsOf(v.table.play)) + ` <small id="table-words">${esc(name(v.table.seat))}: ${esc(tableWords(ctx, v.table.play))}</small>` : `${t("none")}${emptyWords(ctx, v, name)}`}</div></div>
    ${ctx.seat !== null ? `<div class="zone"><h3 id="hand-title">${t("hand")}</h3>${notes.length ? `<p class="df-note" id="exchange-note">${notes.map(esc).join(" ")}</p>` : ""}<div class="cards" id="hand" role="group" aria-labelledby="hand-title" data-nav>${cardsHTML(hand, { pick: true, selected: sel })}</div></div>` : ""}
    ${buttons ? `<div class="actions">${buttons}</div>` : ""}
    ${choices.length ? `<div class="actions" role="group" aria-labelledby="joker-q"><p class="df-note" id="joker-q">${esc(w(ctx, "joker_q"))}</p>
      ${choices.map((a) => `<button class="choice" data-action="${esc(a)}">${esc(playWords(ctx, a))}</button>`).join("")}</div>` : ""}
    ${match ? resultLine(ctx, match, name) : ""}
    ${match && match.last && !ctx.over ? standingsTable(match, ctx, name) : ""}`;
}

export function bind(el, ctx) {
  const sel = ctx.ui.sel;
  const hand = ctx.view.hand || [];
  const picked = () => [...sel].sort((a, b) => a - b).map((i) => hand[i]);
  const send = (a) => { ctx.act(a); sel.clear(); ctx.ui.choices = []; };
  // the cards that just came in the exchange are marked (once each: two jokers are two cards)
  const got = receivedCards(ctx, ctx.view);
  el.querySelectorAll("#hand [data-idx]").forEach((c) => {
    const k = got.indexOf(c.dataset.card);
    if (k >= 0) {
      got.splice(k, 1);
      c.classList.add("got");
      c.setAttribute("aria-label", `${c.getAttribute("aria-label")}${ctx.lang === "ja" ? `（${w(ctx, "got_mark")}）` : ` (${w(ctx, "got_mark")})`}`);
    }
    c.onclick = () => {
      const i = parseInt(c.dataset.idx, 10); sel.has(i) ? sel.delete(i) : sel.add(i); ctx.ui.choices = []; ctx.rerender();
    };
  });
  const on = (id, fn) => { const b = el.querySelector(`#${id}`); if (b) b.onclick = fn; };
  const choose = (verb) => {
    const want = key(picked());
    const matches = ctx.legal.filter((a) => a.startsWith(verb + " ") && key(cardsOf(a)) === want);
    if (matches.length === 1) send(matches[0]);
    else if (matches.length > 1) { ctx.ui.choices = matches; ctx.rerender(); }
    else send(`${verb} ${picked().join(" ")}`); // not legal: the engine says why
  };
  on("play", () => choose("play"));
  on("give", () => choose("give"));
  on("pass", () => send("pass"));
  on("clear", () => { sel.clear(); ctx.ui.choices = []; ctx.rerender(); });
  el.querySelectorAll("button.choice").forEach((b) => (b.onclick = () => send(b.dataset.action)));
}
