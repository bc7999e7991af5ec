// Cards drawn as SVG: the 52 + jokers, card backs, and the 78 tarot cards with name and number.
const SUIT = { S: "♠", H: "♥", D: "♦", C: "♣" };
const RED = new Set(["H", "D"]);

function esc(s) { return String(s).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" }[c])); }

export function parseCode(code) {
  if (code === "JK") return { rank: "JK", suit: "" };
  return { rank: code.slice(0, -1), suit: code.slice(-1) };
}

export function cardSVG(code, cls = "card") {
  if (!code || code === "back") {
    return `<svg class="${cls}" viewBox="0 0 60 86" role="img" aria-label="card back"><rect x="1" y="1" width="58" height="84" rx="6" fill="#2f4da0" stroke="#fff" stroke-width="2"/><rect x="7" y="7" width="46" height="72" rx="4" fill="none" stroke="#9fb3ff" stroke-dasharray="3 3"/></svg>`;
  }
  const { rank, suit } = parseCode(code);
  if (rank === "JK") {
    return `<svg class="${cls}" data-card="JK" viewBox="0 0 60 86" role="img" aria-label="Joker"><rect x="1" y="1" width="58" height="84" rx="6" fill="#fffdf7" stroke="#333"/><text x="30" y="40" text-anchor="middle" font-size="22">🃏</text><text x="30" y="66" text-anchor="middle" font-size="11" font-weight="700" fill="#7a1fa2">JOKER</text></svg>`;
  }
  const color = RED.has(suit) ? "#c0262d" : "#1b1b1b";
  const s = SUIT[suit] || suit;
  return `<svg class="${cls}" data-card="${esc(code)}" viewBox="0 0 60 86" role="img" aria-label="${esc(code)}"><rect x="1" y="1" width="58" height="84" rx="6" fill="#fffdf7" stroke="#333"/><text x="6" y="19" font-size="16" font-weight="700" fill="${color}">${esc(rank)}</text><text x="6" y="33" font-size="13" fill="${color}">${s}</text><text x="30" y="60" text-anchor="middle" font-size="30" fill="${color}">${s}</text></svg>`;
}

const ROMAN = ["0", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII", "XIII", "XIV", "XV", "XVI", "XVII", "XVIII", "XIX", "XX", "XXI"];
const MAJOR = {
  en: ["The Fool", "The Magician", "The High Priestess", "The Empress", "The Emperor", "The Hierophant", "The Lovers", "The Chariot", "Strength", "The Hermit", "Wheel of Fortune", "Justice", "The Hanged Man", "Death", "Temperance", "The Devil", "The Tower", "The Star", "The Moon", "The Sun", "Judgement", "The World"],
  ja: ["愚者", "魔術師", "女教皇", "女帝", "皇帝", "教皇", "恋人", "戦車", "力", "隠者", "運命の輪", "正義", "吊された男", "死神", "節制", "悪魔", "塔", "星", "月", "太陽", "審判", "世界"],
};
const TSUIT = { S: ["Swords", "ソード", "⚔", "#34495e"], D: ["Coins", "コイン", "⛀", "#b7950b"], H: ["Cups", "カップ", "♥", "#c0262d"], C: ["Wands", "ワンド", "♣", "#1e8449"] };
const COURT = { en: { 1: "Ace", 11: "Page", 12: "Knight", 13: "Queen", 14: "King" }, ja: { 1: "エース", 11: "ペイジ", 12: "ナイト", 13: "クイーン", 14: "キング" } };

export function tarotName(code, lang = "en") {
  const a = code[0], n = parseInt(code.slice(1), 10);
  if (a === "A") return MAJOR[lang === "ja" ? "ja" : "en"][n];
  const suit = TSUIT[a][lang === "ja" ? 1 : 0];
  const face = (COURT[lang === "ja" ? "ja" : "en"][n]) || String(n);
  return lang === "ja" ? `${suit}の${face}` : `${face} of ${suit}`;
}

export function tarotSVG(code, { upright = true, lang = "en", cls = "card tarot" } = {}) {
  if (!code || code === "back") {
    return `<svg class="${cls}" viewBox="0 0 70 116" role="img" aria-label="tarot back"><rect x="1" y="1" width="68" height="114" rx="6" fill="#4a235a" stroke="#fff" stroke-width="2"/><circle cx="35" cy="58" r="18" fill="none" stroke="#d7bde2"/></svg>`;
  }
  const a = code[0], n = parseInt(code.slice(1), 10);
  const name = tarotName(code, lang);
  const rot = upright ? "" : ` transform="rotate(180 35 58)"`;
  if (a === "A") {
    return `<svg class="${cls}" data-card="${esc(code)}" viewBox="0 0 70 116" role="img" aria-label="${esc(name)}"><g${rot}><rect x="1" y="1" width="68" height="114" rx="6" fill="#fdf6e3" stroke="#7d6608" stroke-width="2"/><text x="35" y="24" text-anchor="middle" font-size="15" font-weight="700" fill="#7d6608">${ROMAN[n]}</text><circle cx="35" cy="56" r="16" fill="#f9e79f" stroke="#b7950b"/><text x="35" y="62" text-anchor="middle" font-size="14" fill="#7d6608">${n}</text><text x="35" y="100" text-anchor="middle" font-size="${name.length > 12 ? 7 : 9}" fill="#333">${esc(name)}</text></g></svg>`;
  }
  const [, , sym, color] = TSUIT[a];
  const label = n === 1 ? "A" : n <= 10 ? String(n) : { 11: "P", 12: "Kn", 13: "Q", 14: "K" }[n];
  return `<svg class="${cls}" data-card="${esc(code)}" viewBox="0 0 70 116" role="img" aria-label="${esc(name)}"><rect x="1" y="1" width="68" height="114" rx="6" fill="#fffdf7" stroke="${color}" stroke-width="2"/><text x="7" y="22" font-size="16" font-weight="700" fill="${color}">${label}</text><text x="35" y="68" text-anchor="middle" font-size="30" fill="${color}">${sym}</text><text x="35" y="104" text-anchor="middle" font-size="${name.length > 12 ? 7 : 9}" fill="#333">${esc(name)}</text></svg>`;
}

export function cardsHTML(codes, { pick = false, selected = new Set(), cls = "card" } = {}) {
  return (codes || []).map((c, i) => {
    const svg = cardSVG(c, `${cls}${pick ? " pick" : ""}${selected.has(i) ? " sel" : ""}`);
    return pick ? svg.replace("<svg ", `<svg data-idx="${i}" `) : svg;
  }).join("");
}

export { esc };
