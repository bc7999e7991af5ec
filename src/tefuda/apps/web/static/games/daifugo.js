// Daifugo (DSP): players with hand sizes, titles and passes; the table; your hand.
// Select cards and press Play: the engine's legal list resolves joker readings, and a
// choice is offered when several readings are legal (the joker as 7♠ or as 4♠ ...).
import { cardsHTML, cardName, esc } from "../cards.js";

export function title(ctx) {
  if (ctx.view && ctx.view.uecda) return ctx.lang === "ja" ? "大富豪（UECdaルール）" : "Daifugo (UECda rules)";
  return ctx.lang === "ja" ? "大富豪（DSP標準）" : "Daifugo (DSP)";
}

const TITLE = {
  en: { daifugo: "Daifugo", fugo: "Fugo", heimin: "Heimin", hinmin: "Hinmin", daihinmin: "Daihinmin" },
  ja: { daifugo: "大富豪", fugo: "富豪", heimin: "平民", hinmin: "貧民", daihinmin: "大貧民" },
};
const WORDS = {
  en: {
    give: "choose {n} cards to give to {who}, then press Give", give1: "choose 1 card to give to {who}, then press Give",
    lead: "lead with any single, group or sequence", beat: "play stronger cards or pass",
    only_pass: "nothing you hold can be played now: pass",
    first_out: "{who} went out first and is Daifugo.", match_won: "{who} wins the match with {p} points.",
    match_tie: "{who} share first place with {p} points.", joker_as: "Joker as {card}",
    match: "Match", game: "Game", last_game: "Last game", points: "Points",
    joker_below: "Joker below {card}", joker_above: "Joker above {card}",
  },
  ja: {
    give: "{who}に渡すカードを{n}枚選んで「渡す」を押してください", give1: "{who}に渡すカードを1枚選んで「渡す」を押してください",
    lead: "好きな単騎・複数枚・階段を出してください", beat: "場より強いカードを出すかパス",
    only_pass: "今出せるカードがありません。パスしてください",
    first_out: "{who}が最初に上がり、大富豪になりました。", match_won: "{who}が{p}点でマッチに勝ちました。",
    match_tie: "{who}が{p}点で同点1位です。", joker_as: "ジョーカー（{card}として）",
    match: "マッチ", game: "ゲーム", last_game: "前のゲーム", points: "得点",
    joker_below: "ジョーカー（{card}の下）", joker_above: "ジョーカー（{card}の上）",
  },
};
const w = (ctx, k, p = {}) => Object.entries(p).reduce((s, [a, b]) => s.replaceAll(`{${a}}`, b), (WORDS[ctx.lang] || WORDS.en)[k] || "");
// a joker token: JK, JK=7S (standing for a card), JK<3S / JK>2S (UECda: beyond a sequence's end)
const cardsOf = (text) => text.split(" ").slice(1).map((c) => (c.startsWith("JK") ? "JK" : c));
const key = (codes) => codes.slice().sort().join(" ");
const tl = (ctx, x) => (x ? (TITLE[ctx.lang] || TITLE.en)[x] || x : "");

// A legal play in words: "6 of spades, Joker as 7 of spades, 8 of spades".
function playWords(ctx, action) {
  return action.split(" ").slice(1).map((c) => {
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
  const title = ja ? `${match.games}ゲーム中の途中経過` : `Standings after ${match.game - 1} of ${match.games} games`;
  return `<table class="standings" id="standings-table"><caption>${esc(title)}</caption>
    <thead><tr>${head.map((h) => `<th scope="col">${esc(h)}</th>`).join("")}</tr></thead>
    <tbody>${rows.map((r) => `<tr><td>${r.rank}</td><td>${esc(name(r.seat))}</td><td>${r.points}</td><td>${last ? esc(tl(ctx, last.titles[r.seat])) : ""}</td></tr>`).join("")}</tbody></table>`;
}

export function hint(ctx) {
  const v = ctx.view;
  if (v.phase === "exchange") {
    const g = (v.gives_pending || []).find(([from]) => from === ctx.seat);
    if (g) return g[2] === 1 ? w(ctx, "give1", { who: ctx.name(g[1]) }) : w(ctx, "give", { n: g[2], who: ctx.name(g[1]) });
  }
  if (ctx.legal.length === 1 && ctx.legal[0] === "pass") return w(ctx, "only_pass");
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

export function render(ctx) {
  const v = ctx.view, t = ctx.t;
  const sel = ctx.ui.sel || (ctx.ui.sel = new Set());
  const hand = v.hand || [];
  const picked = [...sel].map((i) => hand[i]);
  const name = (i) => t("player_n", { n: i + 1 }) + (i === ctx.seat ? t("you_suffix") : "");
  const match = v.match || null;
  const choices = ctx.ui.choices || [];
  return `
    ${match && match.last && !ctx.over ? standingsTable(match, ctx, name) : ""}
    ${match ? `<div class="meta">${ctx.lang === "ja" ? `第${match.game}/${match.games}ゲーム` : `Game ${match.game} of ${match.games}`}</div>` : ""}
    <div class="players">${(v.seating || Array.from({ length: v.players }, (_, i) => i)).map((i) => `
      <div class="player ${v.to_move.includes(i) && !ctx.over ? "turn" : ""}" data-seat="${i}">
        <strong>${esc(name(i))}</strong> ${v.titles ? `<em>${esc(tl(ctx, v.titles[i]))}</em>` : ""}<br>
        ${t.cards(v.hand_sizes[i])}
        ${v.passed.includes(i) ? ` · ${t("passed")}` : ""}${v.finished.includes(i) ? ` · ${t("finished")} ${v.finished.indexOf(i) + 1}` : ""}${(v.stuck || []).includes(i) ? ` · <span class="stuck">${t("stuck")}</span>` : ""}${(v.fallen || []).includes(i) ? ` · <span class="fallen">${t("fallen")}</span>` : ""}
      </div>`).join("")}</div>
    <div class="zone"><h3>${t("table")} ${v.revolution ? `<span class="big" id="revolution">${t("revolution")}</span>` : ""} ${v.phase === "exchange" ? `· ${t("exchange")}` : ""}</h3>
      <div class="cards" id="table" data-last-move>${v.table ? cardsHTML(cardsOf(v.table.play)) + ` <small>${esc(name(v.table.seat))}</small>` : t("none")}</div></div>
    ${ctx.seat !== null ? `<div class="zone"><h3 id="hand-title">${t("hand")}</h3><div class="cards" id="hand" role="group" aria-labelledby="hand-title" data-nav>${cardsHTML(hand, { pick: true, selected: sel })}</div></div>` : ""}
    <div class="actions">
      ${ctx.legal.some((a) => a.startsWith("play")) ? `<button class="primary" id="play" ${picked.length ? "" : "disabled"}>${t("play_sel")}</button>` : ""}
      ${ctx.legal.includes("pass") ? `<button id="pass">${t("pass")}</button>` : ""}
      ${ctx.legal.some((a) => a.startsWith("give")) ? `<button class="primary" id="give" ${picked.length ? "" : "disabled"}>${t("give_sel")}</button>` : ""}
      ${sel.size ? `<button id="clear">${t("clear")}</button>` : ""}
      ${choices.map((a) => `<button class="choice" data-action="${esc(a)}">${esc(playWords(ctx, a))}</button>`).join("")}
    </div>
    ${match && match.last ? `<div class="meta" id="last-game">${w(ctx, "last_game")}: ${match.last.finish_order.map((s, k) => `${k + 1}. ${esc(name(s))} ${esc(tl(ctx, match.last.titles[s]))}`).join(" · ")}</div>` : ""}`;
}

export function bind(el, ctx) {
  const sel = ctx.ui.sel;
  const hand = ctx.view.hand || [];
  const picked = () => [...sel].sort((a, b) => a - b).map((i) => hand[i]);
  const send = (a) => { ctx.act(a); sel.clear(); ctx.ui.choices = []; };
  el.querySelectorAll("#hand [data-idx]").forEach((c) => (c.onclick = () => {
    const i = parseInt(c.dataset.idx, 10); sel.has(i) ? sel.delete(i) : sel.add(i); ctx.ui.choices = []; ctx.rerender();
  }));
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
