// Daifugo (DSP): players with hand sizes, titles and passes; the table; your hand.
// Select cards and press Play: the engine's legal list resolves joker readings, and a
// choice is offered when several readings are legal (JK=7S or JK=4S ...).
import { cardsHTML, esc } from "../cards.js";

export function title(ctx) {
  if (ctx.view && ctx.view.uecda) return ctx.lang === "ja" ? "大富豪（UECdaルール）" : "Daifugo (UECda rules)";
  return ctx.lang === "ja" ? "大富豪（DSP標準）" : "Daifugo (DSP)";
}

const TITLE = {
  en: { daifugo: "Daifugo", fugo: "Fugo", heimin: "Heimin", hinmin: "Hinmin", daihinmin: "Daihinmin" },
  ja: { daifugo: "大富豪", fugo: "富豪", heimin: "平民", hinmin: "貧民", daihinmin: "大貧民" },
};
// a joker token: JK, JK=7S (standing for a card), JK<3S / JK>2S (UECda: beyond a sequence's end)
const cardsOf = (text) => text.split(" ").slice(1).map((c) => (c.startsWith("JK") ? "JK" : c));
const key = (codes) => codes.slice().sort().join(" ");

// Between games and at the end of a match: every player's points so far (DSP-19), best
// first, with the title each holds from the last game played.
function standingsTable(match, ctx, name, tl) {
  const ja = ctx.lang === "ja";
  const last = ctx.over && ctx.result ? ctx.result : match.last;
  const rows = match.standings
    ? match.standings.map((r) => ({ rank: r.rank, seat: r.seat, points: r.points }))
    : match.scores.map((p, seat) => ({ seat, points: p })).sort((a, b) => b.points - a.points || a.seat - b.seat)
        .map((r, k, all) => ({ ...r, rank: all.findIndex((x) => x.points === r.points) + 1 }));
  const head = ja ? ["順位", "プレイヤー", "得点", "前のゲームの身分"] : ["Rank", "Player", "Points", "Title from the last game"];
  const title = ja ? (match.standings ? "マッチの最終順位" : `${match.games}ゲーム中の途中経過`) : (match.standings ? "Final standings" : `Standings after ${ctx.over ? match.game : match.game - 1} of ${match.games} games`);
  return `<table class="standings" id="standings-table"><caption>${esc(title)}</caption>
    <thead><tr>${head.map((h) => `<th scope="col">${esc(h)}</th>`).join("")}</tr></thead>
    <tbody>${rows.map((r) => `<tr><td>${r.rank}</td><td>${esc(name(r.seat))}</td><td>${r.points}</td><td>${last ? esc(tl(last.titles[r.seat])) : ""}</td></tr>`).join("")}</tbody></table>`;
}

export function render(ctx) {
  const v = ctx.view, t = ctx.t, lang = ctx.lang;
  const sel = ctx.ui.sel || (ctx.ui.sel = new Set());
  const hand = v.hand || [];
  const picked = [...sel].map((i) => hand[i]);
  const tl = (x) => (x ? (TITLE[lang] || TITLE.en)[x] || x : "");
  const name = (i) => t("player_n", { n: i + 1 }) + (i === ctx.seat ? ` (${t("you")})` : "");
  const match = v.match || null;
  const choices = ctx.ui.choices || [];
  const standings = match && match.standings ? `<div class="result" id="standings">${lang === "ja" ? "マッチ結果" : "Match"}: ${match.standings.map((r) => `${r.rank}. ${esc(name(r.seat))} (${r.points})`).join(" · ")}</div>` : "";
  const table = match && (match.last || ctx.over) ? standingsTable(match, ctx, name, tl) : "";
  const res = ctx.over && ctx.result ? `<div class="result" id="result">${t("result")}: ${ctx.result.finish_order.map((s, k) => `${k + 1}. ${esc(name(s))} ${esc(tl(ctx.result.titles[s]))}`).join(" · ")}</div>` : "";
  return `
    ${standings}${res}${table}
    ${match ? `<div class="meta" style="color:#fff">${lang === "ja" ? `第${match.game}/${match.games}ゲーム` : `Game ${match.game} of ${match.games}`}</div>` : ""}
    <div class="players">${(v.seating || Array.from({ length: v.players }, (_, i) => i)).map((i) => `
      <div class="player ${v.to_move.includes(i) && !ctx.over ? "turn" : ""}" data-seat="${i}">
        <strong>${esc(name(i))}</strong> ${v.titles ? `<em>${esc(tl(v.titles[i]))}</em>` : ""}<br>
        ${v.hand_sizes[i]} ${t("cards")}
        ${v.passed.includes(i) ? ` · ${t("passed")}` : ""}${v.finished.includes(i) ? ` · ${t("finished")} ${v.finished.indexOf(i) + 1}` : ""}${(v.stuck || []).includes(i) ? ` · <span class="stuck">${t("stuck")}</span>` : ""}${(v.fallen || []).includes(i) ? ` · <span class="fallen">${t("fallen")}</span>` : ""}
      </div>`).join("")}</div>
    <div class="zone"><h3>${t("table")} ${v.revolution ? `<span class="big" id="revolution">${t("revolution")}</span>` : ""} ${v.phase === "exchange" ? `· ${t("exchange")}` : ""}</h3>
      <div class="cards" id="table">${v.table ? cardsHTML(cardsOf(v.table.play)) + ` <small>${esc(name(v.table.seat))}</small>` : t("none")}</div></div>
    ${ctx.seat !== null ? `<div class="zone"><h3>${t("hand")}</h3><div class="cards" id="hand">${cardsHTML(hand, { pick: true, selected: sel })}</div></div>` : ""}
    <div class="actions">
      ${ctx.legal.some((a) => a.startsWith("play")) ? `<button class="primary" id="play" ${picked.length ? "" : "disabled"}>${t("play_sel")}</button>` : ""}
      ${ctx.legal.includes("pass") ? `<button id="pass">${t("pass")}</button>` : ""}
      ${ctx.legal.some((a) => a.startsWith("give")) ? `<button class="primary" id="give" ${picked.length ? "" : "disabled"}>${t("give_sel")}</button>` : ""}
      ${sel.size ? `<button id="clear">${t("clear")}</button>` : ""}
      ${choices.map((a) => `<button class="choice" data-action="${esc(a)}">${esc(a)}</button>`).join("")}
    </div>
    ${match && match.last ? `<div class="meta" style="color:#fff" id="last-game">${lang === "ja" ? "前のゲーム" : "Last game"}: ${match.last.finish_order.map((s, k) => `${k + 1}. ${esc(name(s))} ${esc(tl(match.last.titles[s]))}`).join(" · ")}</div>` : ""}`;
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
