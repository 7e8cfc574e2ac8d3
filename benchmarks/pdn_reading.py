"""PDN reading time against file size: seconds of CPU per megabyte, from 1 to 10 MB.

Files of one kind of text repeated to a size, read and replayed as ``dama replay`` reads
them (``read_pdn_file``, then ``replay_game`` of each game): written on one line (the
reader says a line over ``MAX_LINE_CHARS`` once and skips the rest of it) and in lines of
80 characters (read linearly: the time per megabyte stays the same). The kinds are moves,
words that are no moves, and squares padded with spaces (``1- 6``, the slowest text the
tokenizer reads). Then the pathological runs of tests/notation/test_pdn_reader.py (whose
test asserts CPU time only), each at two sizes: doubling the input doubles the time.

    .venv/bin/python benchmarks/pdn_reading.py [--sizes 1 2 5 10]
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

from accessible_dama.notation import read_pdn
from accessible_dama.notation.pdn import read_pdn_file, replay_game

KINDS = {"moves": "1. c3-d4 f6-g5 ", "junk": "zz ", "padded": "1- "}
#: each pathological run and how many times it is repeated for the smaller of two sizes
RUNS = [("(", 100_000), ("{", 100_000), ("( ( )", 20_000), ("1.", 100_000), (")", 50_000),
        ("1- ", 100_000), ("{a{b}", 40_000), ('{ \n[E "x"]\n', 20_000)]


def write(path: Path, unit: str, megabytes: int, one_line: bool) -> None:
    count = megabytes * 1_000_000 // len(unit)
    per_line = max(1, 80 // len(unit))
    if one_line:
        body = unit * count
    else:
        body = "\n".join(unit * per_line for _ in range(count // per_line))
    path.write_text('[Event "size"]\n' + body + " *\n", encoding="ascii")


def cpu_seconds(path: Path) -> float:
    start = time.process_time()
    for game in read_pdn_file(path):
        replay_game(game)
    return time.process_time() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[1, 2, 5, 10])
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "size.pdn"
        print("kind     layout    " + "".join(f"{mb:>5} MB s/MB" for mb in args.sizes))
        for kind, unit in KINDS.items():
            for one_line in (True, False):
                per_mb = []
                for mb in args.sizes:
                    write(path, unit, mb, one_line)
                    per_mb.append(cpu_seconds(path) / mb)
                layout = "one line" if one_line else "80 cols"
                print(f"{kind:<8} {layout:<9} " + "".join(f"{t:>13.3f}" for t in per_mb),
                      flush=True)
    for run, times in RUNS:
        said = []
        for n in (times, 2 * times):
            start, cpu = time.perf_counter(), time.process_time()
            read_pdn(run * n)
            said.append(f"{n} runs {time.perf_counter() - start:.3f} s "
                        f"({time.process_time() - cpu:.3f} s CPU)")
        print(f"{run!r}: " + ", ".join(said), flush=True)


if __name__ == "__main__":
    main()
