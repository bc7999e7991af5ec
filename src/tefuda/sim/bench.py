"""`tefuda bench`: engine speed per game, measured (never asserted in tests).

A game's descriptor may list its cases (`bench_cases`, each a `BenchCase`); otherwise its
default variant is measured with random playouts.
"""

from __future__ import annotations

import json

from tefuda.core.bench import BenchCase, random_playouts_per_s
from tefuda.games import GAMES, descriptor


def default_cases(name: str) -> list[BenchCase]:
    desc = descriptor(name)
    if desc.bench_cases is not None:
        return list(desc.bench_cases())
    game = desc.make_game()
    return [BenchCase(name, game.num_players, "games_per_s", lambda s, g=game: random_playouts_per_s(g, s))]


# Other layers' measurements of a game (module, function(game name) -> [BenchCase]):
# the RL adapters' overhead and the ISMCTS bot's simulations per second.
EXTRA_CASES = [("tefuda.envs.bench", "cases_for"), ("tefuda.bots.bench", "cases_for")]


def extra_cases(name: str) -> list[BenchCase]:
    import importlib

    out: list[BenchCase] = []
    for module, func in EXTRA_CASES:
        try:
            provider = getattr(importlib.import_module(module), func)
        except (ModuleNotFoundError, AttributeError):
            continue
        out += provider(name)
    return out


def run_bench(games=None, seconds: float = 2.0, as_json: bool = False) -> int:
    from tefuda import native

    names = games or list(GAMES)
    rows = []
    build = native.status()
    if not as_json:  # which engines ran: the compiled (mypyc) build or the pure-Python modules
        print(f"build: {build['build']} ({build['reason']})", flush=True)
    for name in names:
        for case in default_cases(name) + extra_cases(name):
            value = case.run(seconds)
            row = {
                "game": case.game,
                "players": case.players,
                "metric": case.metric,
                "value": round(value, 1),
                "build": build["build"],
            }
            if case.note:
                row["note"] = case.note
            rows.append(row)
            if as_json:
                print(json.dumps(row, ensure_ascii=False), flush=True)
    if not as_json:
        print(f"{'game':<14}{'players':>8}  {'metric':<22}{'value':>12}  note")
        for r in rows:
            print(f"{r['game']:<14}{r['players']:>8}  {r['metric']:<22}{r['value']:>12,.1f}  {r.get('note', '')}")
    return 0


def _cpu_seconds() -> float:
    """User+system CPU of this process and its reaped children (the pool workers)."""
    import resource

    own, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def sim_scaling(spec, workers: list[int], backend: str = "local", address: str | None = None) -> list[dict]:
    """Run the same sim job once per worker count (into a temporary folder): games/s,
    speed-up over the first count, CPU seconds spent (all processes) and whether the rows
    are identical to the first run's. `cpu_ratio` = CPU of the first run / CPU of this
    one: the speed-up an otherwise idle machine with enough cores would show (the wall
    clock speed-up is only meaningful when nothing else competes for the cores)."""
    import tempfile
    from pathlib import Path

    from tefuda.sim.runner import run_sim
    from tefuda.sim.store import load_rows

    keep = ("idx", "seed", "bot_seed", "options", "seats", "result", "returns", "actions")
    out, base_rows, base_rate, base_cpu = [], None, None, None
    with tempfile.TemporaryDirectory() as tmp:
        for k in workers:
            path = Path(tmp) / f"w{k}.sqlite"
            cpu = _cpu_seconds()
            s = run_sim(spec, path, workers=k, backend=backend, address=address)
            cpu = _cpu_seconds() - cpu
            rows = [tuple(repr(r[c]) for c in keep) for r in load_rows(path)[1]]
            if base_rows is None:
                base_rows, base_rate, base_cpu = rows, s.games_per_s, cpu
            out.append(
                {
                    "workers": k,
                    "games": s.played,
                    "seconds": round(s.seconds, 2),
                    "games_per_s": round(s.games_per_s, 1),
                    "speedup": round(s.games_per_s / base_rate, 2),
                    "cpu_s": round(cpu, 2),
                    "cpu_ratio": round(base_cpu / cpu, 2) if cpu else None,
                    "identical": rows == base_rows,
                }
            )
    return out
