// Cards drawn as SVG: the 52 + jokers, card backs, and the 78 tarot cards with name and number.
// Every card carries its name for screen readers in the page's language ("Queen of spades" /
// "スペードのQ"); cards a person picks are <button>s with aria-pressed (cardButton).
const SUIT = { S: "♠", H: "♥", D: "♦", C: "♣" };
const RED = new Set(["H", "D"]);
const SUIT_NAME = { en: { S: "spades", H: "hearts", D: "diamonds", C: "clubs" }, ja: { S: "スペード", H: "ハート", D: "ダイヤ", C: "クラブ" } };
const RANK_NAME = { A: "Ace", J: "Jack", Q: "Queen", K: "King" };
const WORDS = {
  en: { joker: "Joker", back: "Face-down card", tarotBack: "Face-down tarot card", reversed: "reversed" },
  ja: { joker: "ジョーカー", back: "裏向きのカード", tarotBack: "裏向きのタロット", reversed: "逆位置" },
};

// a card drawn as an <img> cannot use the page's fonts: name the same families
const FONT = "system-ui, -apple-system, Segoe UI, Roboto, Noto Sans, DejaVu Sans, Arial, sans-serif";

let pageLang = "en"; // set by the app when the language changes
export function setCardLang(lang) { pageLang = lang === "ja" ? "ja" : "en"; }
export function cardLang() { return pageLang; }

function esc(s) { return String(s).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c])); }

export function parseCode(code) {
  if (code === "JK") return { rank: "JK", suit: "" };
  return { rank: code.slice(0, -1), suit: code.slice(-1) };
}

export const CARD_CODE = /^(?:JK|(?:10|[2-9AJQK])[SHDC])$/;
export const TAROT_CODE = /^(?:A(?:0\d|1\d|2[01])|[SDHC](?:0[1-9]|1[0-4]))$/;

/** A playing card's name for people: "Queen of spades" / "スペードのQ", "Joker" / "ジョーカー". */
export function cardName(code, lang = pageLang) {
  const L = lang === "ja" ? "ja" : "en";
  if (!code || code === "back") return WORDS[L].back;
  const { rank, suit } = parseCode(String(code).split("=")[0]);
  if (rank === "JK") return WORDS[L].joker;
  const s = SUIT_NAME[L][suit];
  if (!s) return String(code);
  return L === "ja" ? `${s}の${rank}` : `${RANK_NAME[rank] || rank} of ${s}`;
}

/** Names of several cards, joined for a sentence. */
export function cardNames(codes, lang = pageLang) {
  return (codes || []).map((c) => cardName(c, lang)).join(lang === "ja" ? "、" : ", ");
}

// A picture inside a control that carries the card's name itself: an <img alt=""> of the
// SVG, so the letters drawn on the card are part of the picture and not text of the button
// (WCAG 2.5.3: a control's visible text must be part of its name).
const pictures = new Map();
export function pictureOf(svg, cls) {
  let src = pictures.get(svg);
  if (!src) {
    const bare = svg.replace(/^<svg class="[^"]*"/, '<svg xmlns="http://www.w3.org/2000/svg"').replace(/ role="img" aria-label="[^"]*"/, "");
    src = `data:image/svg+xml,${encodeURIComponent(bare)}`;
    if (pictures.size > 400) pictures.clear();
    pictures.set(svg, src);
  }
  return `<img class="${cls}" alt="" src="${src}" draggable="false">`;
}

// `label`: the accessible name (false = decorative, inside a control that carries the name)
export function cardSVG(code, cls = "card", label = undefined) {
  const name = label === undefined ? cardName(code) : label;
  if (name === false) return pictureOf(cardSVG(code, cls, ""), cls);
  const a11y = `role="img" aria-label="${esc(name)}"`;
  if (!code || code === "back") {
    return `<svg class="${cls}" viewBox="0 0 60 86" font-family="${FONT}" ${a11y}><rect x="1" y="1" width="58" height="84" rx="6" fill="#2f4da0" stroke="#fff" stroke-width="2"/><rect x="7" y="7" width="46" height="72" rx="4" fill="none" stroke="#9fb3ff" stroke-dasharray="3 3"/></svg>`;
  }
  const { rank, suit } = parseCode(code);
  if (rank === "JK") {
    return `<svg class="${cls}" data-card="JK" viewBox="0 0 60 86" font-family="${FONT}" ${a11y}><rect x="1" y="1" width="58" height="84" rx="6" fill="#fffdf7" stroke="#333"/><text x="30" y="40" text-anchor="middle" font-size="22">🃏</text><text x="30" y="66" text-anchor="middle" font-size="11" font-weight="700" fill="#7a1fa2">JOKER</text></svg>`;
  }
  const color = RED.has(suit) ? "#c0262d" : "#1b1b1b";
  const s = SUIT[suit] || suit;
  return `<svg class="${cls}" data-card="${esc(code)}" viewBox="0 0 60 86" font-family="${FONT}" ${a11y}><rect x="1" y="1" width="58" height="84" rx="6" fill="#fffdf7" stroke="#333"/><text x="6" y="19" font-size="16" font-weight="700" fill="${color}">${esc(rank)}</text><text x="6" y="33" font-size="13" fill="${color}">${s}</text><text x="30" y="60" text-anchor="middle" font-size="30" fill="${color}">${s}</text></svg>`;
}

/** A card a person can pick: a real button (Tab, Enter/Space, arrow keys via the room),
 * named in the page's language, pressed while selected. `attrs` adds data-* attributes. */
export function cardButton(code, { selected = false, cls = "card", attrs = "", label = undefined, disabled = false } = {}) {
  const name = label === undefined ? cardName(code) : label;
  return `<button type="button" class="card-btn${selected ? " sel" : ""}" aria-pressed="${selected ? "true" : "false"}" aria-label="${esc(name)}" data-card="${esc(code)}" ${attrs}${disabled ? " disabled" : ""}>${cardSVG(code, cls, false)}</button>`;
}

const ROMAN = ["0", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII", "XIII", "XIV", "XV", "XVI", "XVII", "XVIII", "XIX", "XX", "XXI"];
const MAJOR = {
  en: ["The Fool", "The Magician", "The High Priestess", "The Empress", "The Emperor", "The Hierophant", "The Lovers", "The Chariot", "Strength", "The Hermit", "Wheel of Fortune", "Justice", "The Hanged Man", "Death", "Temperance", "The Devil", "The Tower", "The Star", "The Moon", "The Sun", "Judgement", "The World"],
  ja: ["愚者", "魔術師", "女教皇", "女帝", "皇帝", "教皇", "恋人", "戦車", "力", "隠者", "運命の輪", "正義", "吊された男", "死神", "節制", "悪魔", "塔", "星", "月", "太陽", "審判", "世界"],
};
// a minor card's picture wears the marks the tarot board and its text use (♠ swords,
// ♦ coins, ♥ cups, ♣ wands) and the author's court letters (J Page, C Knight, Q, K)
const TSUIT = { S: ["Swords", "ソード", "♠", "#34495e"], D: ["Coins", "コイン", "♦", "#b7950b"], H: ["Cups", "カップ", "♥", "#c0262d"], C: ["Wands", "ワンド", "♣", "#1e8449"] };
const COURT = { en: { 1: "Ace", 11: "Page", 12: "Knight", 13: "Queen", 14: "King" }, ja: { 1: "エース", 11: "ペイジ", 12: "ナイト", 13: "クイーン", 14: "キング" } };

export function tarotName(code, lang = "en") {
  const a = code[0], n = parseInt(code.slice(1), 10);
  if (a === "A") return MAJOR[lang === "ja" ? "ja" : "en"][n];
  const suit = TSUIT[a][lang === "ja" ? 1 : 0];
  const face = (COURT[lang === "ja" ? "ja" : "en"][n]) || String(n);
  return lang === "ja" ? `${suit}の${face}` : `${face} of ${suit}`;
}

export function tarotSVG(code, { upright = true, lang = pageLang, cls = "card tarot", decorative = false } = {}) {
  if (decorative) return pictureOf(tarotSVG(code, { upright, lang, cls }), cls);
  if (!code || code === "back") {
    return `<svg class="${cls}" viewBox="0 0 70 116" font-family="${FONT}" role="img" aria-label="${esc(WORDS[lang === "ja" ? "ja" : "en"].tarotBack)}"><rect x="1" y="1" width="68" height="114" rx="6" fill="#4a235a" stroke="#fff" stroke-width="2"/><circle cx="35" cy="58" r="18" fill="none" stroke="#d7bde2"/></svg>`;
  }
  const a = code[0], n = parseInt(code.slice(1), 10);
  const name = tarotName(code, lang);
  const spoken = upright ? name : `${name} (${WORDS[lang === "ja" ? "ja" : "en"].reversed})`;
  const rot = upright ? "" : ` transform="rotate(180 35 58)"`;
  if (a === "A") {
    return `<svg class="${cls}" data-card="${esc(code)}" viewBox="0 0 70 116" font-family="${FONT}" role="img" aria-label="${esc(spoken)}"><g${rot}><rect x="1" y="1" width="68" height="114" rx="6" fill="#fdf6e3" stroke="#7d6608" stroke-width="2"/><text x="35" y="24" text-anchor="middle" font-size="15" font-weight="700" fill="#7d6608">${ROMAN[n]}</text><circle cx="35" cy="56" r="16" fill="#f9e79f" stroke="#b7950b"/><text x="35" y="62" text-anchor="middle" font-size="14" fill="#7d6608">${n}</text><text x="35" y="100" text-anchor="middle" font-size="${name.length > 12 ? 7 : 9}" fill="#333">${esc(name)}</text></g></svg>`;
  }
  const [, , sym, color] = TSUIT[a];
  const label = n === 1 ? "A" : n <= 10 ? String(n) : { 11: "J", 12: "C", 13: "Q", 14: "K" }[n];
  return `<svg class="${cls}" data-card="${esc(code)}" viewBox="0 0 70 116" font-family="${FONT}" role="img" aria-label="${esc(name)}"><rect x="1" y="1" width="68" height="114" rx="6" fill="#fffdf7" stroke="${color}" stroke-width="2"/><text x="7" y="22" font-size="16" font-weight="700" fill="${color}">${label}</text><text x="35" y="68" text-anchor="middle" font-size="30" fill="${color}">${sym}</text><text x="35" y="104" text-anchor="middle" font-size="${name.length > 12 ? 7 : 9}" fill="#333">${esc(name)}</text></svg>`;
}

export function cardsHTML(codes, { pick = false, selected = new Set(), cls = "card" } = {}) {
  return (codes || []).map((c, i) => (pick
    ? cardButton(c, { selected: selected.has(i), cls, attrs: `data-idx="${i}"` })
    : cardSVG(c, cls))).join("");
}

export { esc };
