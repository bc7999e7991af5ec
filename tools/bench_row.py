"""One row of `tefuda bench --json`, for `../shared/tools/ratio_bench.py` through its
TEFUDA variable: the game's bench case with the metric and player count in ROW_METRIC and
ROW_PLAYERS, instead of every case of the game (minutes per round on a loaded machine).

    ROW_METRIC=games_per_s ROW_PLAYERS=3 TEFUDA="python tools/bench_row.py" \\
        python3 ../shared/tools/ratio_bench.py trump_os games_per_s 3 crazy_eights 3
"""

import json
import os
import sys

from tefuda import native
from tefuda.sim.bench import default_cases, extra_cases


def main(argv: list[str]) -> int:
    # ratio_bench.py appends `bench --json --game G --seconds S`
    game, seconds = argv[argv.index("--game") + 1], float(argv[argv.index("--seconds") + 1])
    metric, players = os.environ["ROW_METRIC"], int(os.environ["ROW_PLAYERS"])
    case = next(c for c in default_cases(game) + extra_cases(game) if c.metric == metric and c.players == players)
    row = {"game": case.game, "players": case.players, "metric": case.metric, "value": round(case.run(seconds), 1)}
    print(json.dumps({**row, "build": native.status()["build"]}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
