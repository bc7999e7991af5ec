#!/usr/bin/env node
// Records games of the author's 略式易双六 (Simplified Youscout) browser program as traces
// (format "ryakushiki-js-trace/1"), the fixtures of tests/games/youscout/test_ryakushiki_traces.py.
//
// The program itself is NOT part of tefuda: fetch `simple_ysc.html` (v0.35) from the author's
// public repository JRF-2018/youscout and pass its path. This driver contains none of its code:
// it loads the page's script into a Node `vm` context with a do-nothing DOM (every canvas,
// image and element is an inert stub, timers never fire, so no animation runs), replaces
// Math.random with mulberry32(seed) reseeded per game, and drives the program's own state
// machine (`game_view.redraw()` and the handlers a click would call) exactly as a player's
// clicks would. The game logic runs as shipped.
//
//   node tools/ryakushiki_trace.js PATH/simple_ysc.html SPEC.json > traces.jsonl
//
// SPEC.json: [{"first_seed": 1, "games": 100, "settings": {...}, "policy": {...}}, ...]
// settings: rule_terminals, rule_court_card, rule_major_influence, rule_swap_8_11,
// rule_determinant (the program's setting names and values). policy.start: "random" (the
// tracer's player picks among the allowed places) or a place 1..6 when allowed;
// policy.choice: "random" | "move" | "stay". The player's random decisions come from a separate
// mulberry32 seeded with seed ^ 0x9E3779B9, as for the original program's traces.
"use strict";
const fs = require("fs");
const vm = require("vm");

function mulberry32(seed) {
  let a = seed >>> 0;
  return function () {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// An inert DOM object: any property is another stub, any call returns a stub, numbers are 0.
function stub() {
  const target = function () {};
  const store = {};
  return new Proxy(target, {
    get(t, key) {
      if (key === Symbol.toPrimitive) return () => 0;
      if (key === "valueOf") return () => 0;
      if (key === "toString") return () => "";
      if (key in store) return store[key];
      if (key === "length" || key === "width" || key === "height") return 0;
      return (store[key] = stub());
    },
    set(t, key, value) { store[key] = value; return true; },
    apply() { return stub(); },
    construct() { return stub(); },
  });
}

function loadProgram(htmlPath) {
  const html = fs.readFileSync(htmlPath, "utf8");
  // the game's own script is the <script> block that defines game_view
  const blocks = [...html.matchAll(/<script type="text\/javascript">([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  const code = blocks.find((b) => b.includes("var game_view"));
  if (!code) throw new Error("no game script in " + htmlPath);
  const ctx = {
    document: stub(), Image: function () { return stub(); }, alert: (m) => { throw new Error("alert: " + m); },
    setTimeout: () => 0, clearTimeout: () => {}, console,
    location: { href: "http://localhost/simple_ysc.html", pathname: "/simple_ysc.html" },
    navigator: { userAgent: "node" }, escape, unescape,
  };
  ctx.document.cookie = "";
  ctx.window = ctx;
  vm.createContext(ctx);
  vm.runInContext(code + "\n;this.__g = {game_view: game_view, read_setting: read_setting," +
                  " get setting() { return setting; }};", ctx);
  // the game's window size comes from innerWidth/innerHeight (UI only); the stub has none
  ctx.__math = vm.runInContext("Math", ctx);  // the context's own Math (a vm context is its own realm)
  return ctx;
}

function setUp(ctx) {
  const g = ctx.__g;
  g.read_setting();
  const gv = g.game_view;
  gv.panes = ["pane_control", "pane_temp", "pane_dialog", "pane_animation", "pane_status", "pane_screen",
              "pane_rest_talon", "pane_drawn", "pane_token", "pane_minor", "pane_board"];
  for (const n of ["pane_control", "pane_temp", "pane_dialog", "pane_animation", "pane_status", "pane_screen",
                   "pane_rest_talon", "pane_drawn", "pane_token", "pane_minor", "pane_board",
                   "main_window", "status_window", "setting_window", "img_logo", "img_cards", "img_backs",
                   "img_talon", "img_discarded", "img_token", "img_hilit_talon"]) gv[n] = stub();
  for (const n of ["talon", "discarded", "purpose", "swords_upper", "coins_lower", "1", "2", "3", "4", "5", "6"]) {
    gv["anchor_" + n] = { x: 0, y: 0 };
  }
  return g;
}

const PILES = ["swords_upper", "coins_lower", "coins_6", "coins_5", "coins_4", "cups_3", "cups_2", "cups_1", "discarded"];

function piles(m) {
  const out = {};
  for (const p of PILES) out[p] = [...m[p]];
  return out;
}

function playGame(ctx, g, seed, settings, policy) {
  const gv = g.game_view;
  const setting = g.setting;
  for (const [k, v] of Object.entries(settings)) setting[k] = v;
  const realRandom = ctx.__math.random;
  const rnd = mulberry32(seed);
  const pol = mulberry32((seed ^ 0x9e3779b9) >>> 0);
  ctx.__math.random = rnd;
  // a player's click on the k-th clickable thing the program offers now
  const click = (k) => {
    const c = gv.controller_click_array[k];
    if (!c) throw new Error("nothing to click at " + k + " in state " + gv.model_cur.state);
    return c.func("click", c.x + c.width / 2, c.y + c.height / 2);
  };
  try {
    gv.model_cur = { state: "game_init" };
    gv.model_next = null;
    gv.redraw();  // draw_game_init: board, (8)/(11) swap, purpose for the solid method
    const drawn = gv.model_cur.board.map((b) => ({ card: b.card, upright: b.upright }));
    click(0);  // -> choose_token_place: the program pre-selects a start (1 random call)
    const cur = gv.model_cur;
    if (cur.state !== "choose_token_place") throw new Error("unexpected state " + cur.state);
    const trace = {
      format: "ryakushiki-js-trace/1", js_version: "0.35", program: "simple_ysc.html",
      seed, prng: "mulberry32", policy_seed: (seed ^ 0x9e3779b9) >>> 0,
      settings: { rule_terminals: setting.rule_terminals, rule_court_card: setting.rule_court_card,
                  rule_major_influence: setting.rule_major_influence, rule_swap_8_11: setting.rule_swap_8_11,
                  rule_determinant: setting.rule_determinant, draw_action: setting.draw_action },
      policy,
      board_drawn: drawn,
      board: cur.board.map((b) => ({ card: b.card, upright: b.upright })),
      purpose_forced: cur.purpose, purpose_degree: cur.purpose_degree,
      default_token_place: cur.token + 1,
    };
    // the clickable places, in place order: all six, or the trigram the solid method forces
    const allowed = cur.purpose == null ? [1, 2, 3, 4, 5, 6] : cur.purpose === "A00" ? [1, 2, 3] : [4, 5, 6];
    if (gv.controller_click_array.length !== allowed.length) throw new Error("clickable places differ");
    let start = policy.start;
    if (start === "random" || !allowed.includes(start)) start = allowed[Math.floor(pol() * allowed.length)];
    click(allowed.indexOf(start));  // chose_token_place: the end card into the talon, shuffled
    trace.start_place = start;
    trace.terminal = gv.model_cur.talon.find((c) => c[0] === "A");
    trace.talon_initial = [...gv.model_cur.talon];
    click(0);  // -> wait_draw_card
    const steps = [];
    for (let n = 1; gv.model_cur.state === "wait_draw_card"; n++) {
      const from = gv.model_cur.token + 1;
      click(0);  // the talon: drew_card
      const before = gv.model_cur;
      const step = { n, drawn: before.drawn, from, decision: before.drawn[0] === "A" ? null : before.move_or_stay };
      click(0);  // -> "stop after drawing" (the default double draw action) …
      if (gv.model_cur.state === "stop_after_drawing") {
        click(0);  // … the click that resolves the card
        click(0);
      }
      let m = gv.model_cur;
      if (before.drawn[0] === "A") {
        step.terminal_count = m.drawn_terminals;
        if (m.state === "game_end") step.end = true;
        else step.reshuffled_talon = [...m.talon];
      }
      if (m.state === "choose_move_or_stay") {
        const choice = policy.choice === "random" ? (pol() < 0.5 ? "move" : "stay") : policy.choice;
        step.choice = choice;
        click(choice === "move" ? 0 : 1);  // the MOVE / STAY buttons
        click(0);
        m = gv.model_cur;
      }
      step.to = m.token + 1;
      step.piles = piles(m);
      step.talon_len = m.talon.length;
      steps.push(step);
      if (m.state === "game_end") {
        trace.result = m.win_or_lose;
        break;
      }
      if (m.state !== "wait_draw_card") throw new Error("unexpected state " + m.state);
    }
    const last = gv.model_cur;
    trace.steps = steps;
    trace.final_place = last.token + 1;
    trace.draws = steps.length;
    trace.final_piles = piles(last);
    trace.final_talon = [...last.talon];
    return trace;
  } finally {
    ctx.__math.random = realRandom;
  }
}

function main() {
  const [htmlPath, specPath] = process.argv.slice(2);
  if (!htmlPath || !specPath) {
    process.stderr.write("usage: node tools/ryakushiki_trace.js simple_ysc.html SPEC.json > traces.jsonl\n");
    process.exit(2);
  }
  const ctx = loadProgram(htmlPath);
  const g = setUp(ctx);
  const defaults = { ...g.setting };
  for (const batch of JSON.parse(fs.readFileSync(specPath, "utf8"))) {
    for (let i = 0; i < batch.games; i++) {
      for (const k of Object.keys(defaults)) g.setting[k] = defaults[k];
      const t = playGame(ctx, g, batch.first_seed + i, batch.settings || {}, batch.policy || { start: "random", choice: "random" });
      process.stdout.write(JSON.stringify(t) + "\n");
    }
  }
}

main();
