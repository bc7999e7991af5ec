"""The author's programs' traces as tefuda records: `youscout-js-trace/1` of youscout.html
(RULES.md §13, YS-3) and `ryakushiki-js-trace/1` of simple_ysc.html (略式, YS-R7; made by
tools/ryakushiki_trace.js, the same fields plus the setting `rule_determinant`)."""

from __future__ import annotations

SETTING_TO_OPTION = {
    "rule_terminals": "terminals",
    "rule_court_card": "court",
    "rule_major_influence": "influence",
    "rule_swap_8_11": "swap",
    "rule_replacement": "replacement",
    "rule_cross_border": "cross_border",
    "rule_replacement_coins_lower": "replacement_coins_lower",
    "rule_determinant": "determinant",
}


def trace_options(trace: dict) -> dict:
    """The program's settings as tefuda options (UI-only settings dropped)."""
    out = {opt: trace["settings"][key] for key, opt in SETTING_TO_OPTION.items() if key in trace["settings"]}
    if trace.get("format", "").startswith("ryakushiki"):
        out["rules"] = "ryakushiki"
    return out


def trace_setup(trace: dict) -> dict:
    """Record setup: the board as drawn, the initial talon, every reshuffled talon."""
    return {
        "board": [dict(b) for b in trace["board_drawn"]],
        "talon": list(trace["talon_initial"]),
        "reshuffles": [list(s["reshuffled_talon"]) for s in trace["steps"] if "reshuffled_talon" in s],
    }


def step_actions(step: dict) -> list[str]:
    """The action texts one trace step stands for."""
    out = ["draw"]
    if step.get("decision") == "choose":
        out.append(step["choice"])
    for r in step.get("replacements", ()):
        if not r.get("stop"):  # a stop is the next `draw`
            out.append(f"replace {r['card']} {r['from']} {r['to']}")
    return out


def trace_actions(trace: dict) -> list[str]:
    out = [f"start {trace['start_place']}"]
    for step in trace["steps"]:
        out += step_actions(step)
    return out


def trace_record(trace: dict) -> dict:
    """A `tefuda replay` record of the traced game."""
    return {
        "game": "youscout",
        "options": trace_options(trace),
        "setup": trace_setup(trace),
        "actions": [{"seat": 0, "action": a} for a in trace_actions(trace)],
    }
