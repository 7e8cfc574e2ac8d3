"""Engine speed: nodes per second and the depth reached in one second, from ten fixed
middlegame positions per variant. Figures go to docs/performance.md.

    .venv/bin/python benchmarks/engine.py [--seconds 1.0] [--variants czech,international]

The positions were taken from games between level-4 engines (seeded), 16 to 26 plies
in, with at least five pieces a side, three or more moves and no capture to make;
they are fixed here so runs compare.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time

from accessible_dama.engine import Search, SearchOptions
from accessible_dama.engine.state import DraughtsState
from accessible_dama.notation import parse_fen
from accessible_dama.rules import find_variant

POSITIONS = {
    "czech": [
        "B:W20,21,23,25,29,30,31,32:B1,3,5,7,9,11,12,14",
        "B:W13,20,21,23,26,28,29,30:B1,2,3,4,6,7,12,14",
        "B:W15,22,23,28,29,30,31:B1,3,4,9,12,14,16",
        "B:W19,21,23,29,30,31,32:B1,3,4,5,11,12,14",
        "B:W13,21,24,25,26,29,31,32:B1,2,4,8,10,11,12,14",
        "B:W13,20,26,27,28,30,31:B1,3,4,6,8,14,18,19",
        "B:W20,21,26,28,29,31,32:B3,4,5,6,11,12,14,22",
        "B:W17,18,21,24,27,29,32:B1,2,4,5,6,8,12",
        "W:W21,22,23,24,27,28,29,31:B1,3,4,5,7,11,14,15",
        "B:W19,21,23,25,26,28,29,31:B1,2,4,5,6,8,10,13",
    ],
    "czech-8": [
        "B:W20,21,22,23,24,25,28,31:B1,3,4,10,11,13,14,15",
        "B:W19,22,23,29,30,31,32:B3,4,5,7,9,12,21",
        "W:W13,20,22,23,26,27,29,32:B1,2,3,10,11,12,15,21",
        "W:W16,19,21,22,29,30,31:B1,5,7,8,10,12,14",
        "W:W19,22,23,24,25,26:B4,6,8,10,14,15",
        "W:W13,18,19,20,23,29,32:B2,5,6,10,11,12,17",
        "W:W13,20,22,23,24,26,29,30:B6,7,8,10,11,12,14,15",
        "W:W19,21,22,23,26,27,30:B4,5,7,8,10,11,14",
        "W:W9,19,21,24,28,30,31:B2,4,10,11,12,15,22",
        "W:W17,22,23,28,29,31:B1,2,3,6,9,16",
    ],
    "opalecka": [
        "W:W17,19,21,23,25,27,30,31:B1,2,4,10,11,12,13,14",
        "B:W14,20,26,29,31,32:B1,4,6,7,11,13",
        "B:W20,22,26,30,32:B1,2,4,7,11,23",
        "B:W20,21,26,31,32:B2,4,10,13,15,25",
        "B:W11,22,23,24,30,32:B3,4,5,8,15,21",
        "B:W16,22,23,29,30,31:B1,2,5,8,10,14",
        "B:W22,24,26,28,30,32:B3,4,10,14,16,23",
        "B:W16,20,22,27,29,30:B1,4,7,11,13,14",
        "B:W13,19,22,24,28,29:B1,3,6,10,11,15",
        "W:W13,19,22,24,25,29,32:B1,2,5,10,11,12,15",
    ],
    "english": [
        "B:W19,21,22,24,25,28,29,31,32:B2,3,4,5,8,12,13,14,15",
        "B:W17,19,21,22,23,28,29,30,31,32:B1,2,4,6,9,10,11,12,13,16",
        "W:W19,21,22,23,26,29,31,32:B1,2,7,8,9,10,12,14",
        "W:W21,22,24,25,27,28,29:B2,4,7,12,14,16,20",
        "W:W19,25,29,30,31,32:B3,4,8,9,10,12",
        "W:W18,20,25,28,29,30,32:B3,4,5,7,8,10,11",
        "W:W18,19,23,24,29,30,31,32:B4,5,8,9,10,11,12,13",
        "W:W19,22,29,31,32:B1,4,5,6,12",
        "W:W18,19,21,22,29,30,32:B1,3,4,8,9,12,14",
        "W:W19,20,21,22,23,26,28,29:B2,3,4,5,11,12,13,14",
    ],
    "brazilian": [
        "W:W17,21,22,24,25,29,30,32:B1,2,3,7,8,10,12,13",
        "B:W19,21,22,23,24,27,29,30,32:B1,2,4,9,10,11,12,13,14",
        "B:W13,18,21,22,28,29,31:B1,2,3,4,10,11,19",
        "B:W17,21,23,24,25,27,29,31,32:B2,3,4,7,10,11,12,15,20",
        "B:W19,20,24,25,28,29,30,31:B2,3,4,9,10,12,13,17",
        "B:W13,19,20,21,22,23,29,31,32:B1,5,6,7,8,10,11,12,14",
        "W:W13,21,22,28,29,31,32:B1,2,3,4,5,6,16",
        "B:W19,21,23,25,26,28,29,31:B1,2,4,5,6,8,10,13",
        "B:W17,18,20,21,22,26,28,30,31,32:B2,3,4,5,7,8,9,11,12,13",
        "W:W11,17,19,21,22,28,29,30,31,32:B1,2,4,7,9,10,12,13,14",
    ],
    "international": [
        "W:W34,35,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,13,14,15,19,20",
        "B:W25,30,33,35,36,38,40,41,42,43,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,13,14,15,18,20,27",
        "B:W29,30,32,34,35,37,38,39,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,8,9,11,12,14,15,16,17,18,20,23,25",
        "B:W26,27,28,31,32,33,35,36,37,38,39,40,45,46,47,48,49,50:B1,2,4,5,6,7,8,10,11,12,14,16,17,18,19,22,24,25",
        "B:W27,28,29,32,33,36,38,41,42,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,13,14,16,18,19,21",
        "B:W26,32,33,35,36,38,39,40,42,43,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,14,15,16,24,29",
        "B:W27,30,32,33,34,35,36,37,38,43,44,45,46,47,48,49,50:B1,2,3,4,6,7,9,10,11,12,13,14,15,16,17,18,25",
        "B:W27,28,31,32,36,37,38,42,43,46,47,48,49,50:B1,2,3,4,5,6,8,9,11,12,14,15,16,18,21",
        "B:W25,26,32,33,35,36,37,40,41,42,43,46,47,48,49,50:B1,2,3,4,5,6,8,9,10,11,14,16,17,18,23,24",
        "W:W26,28,31,32,34,35,38,41,42,43,44,45,46,47,48,49,50:B1,2,4,5,6,7,8,10,11,13,15,16,17,18,19,20,25",
    ],
}


def measure(variant: str, seconds: float) -> tuple[float, float, int, int]:
    """(median nodes/s, median depth, min depth, max depth) over the positions."""
    rules = find_variant(variant)
    rates, depths = [], []
    for fen in POSITIONS[variant]:
        state = DraughtsState(parse_fen(fen, rules))
        start = time.perf_counter()
        search: Search[object] = Search(
            state, deadline=start + seconds, clock=time.perf_counter,
            options=SearchOptions(max_depth=64),
        )
        result = search.run()
        elapsed = time.perf_counter() - start
        assert result is not None
        rates.append(search._stats.nodes / elapsed)
        depths.append(result.depth)
    return statistics.median(rates), statistics.median(depths), min(depths), max(depths)


def main() -> int:
    parser = argparse.ArgumentParser(description="engine nodes per second and depth")
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--variants", default=",".join(POSITIONS))
    args = parser.parse_args()
    print(f"Python {sys.version.split()[0]}, {args.seconds} s per position, 10 positions each")
    print("variant | nodes/s (median) | depth in 1 s (median, min-max)")
    for variant in args.variants.split(","):
        rate, depth, lo, hi = measure(variant, args.seconds)
        print(f"{variant} | {rate:,.0f} | {depth:g} ({lo}-{hi})", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
