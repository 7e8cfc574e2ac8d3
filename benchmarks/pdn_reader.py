"""How long reading pathological PDN takes: the inputs of
tests/notation/test_pdn_reader.py, whose test asserts CPU time only (a busy machine
stretches real time tenfold). Linear: doubling the input doubles the time.

    .venv/bin/python benchmarks/pdn_reader.py
"""

from __future__ import annotations

import time

from accessible_dama.notation import read_pdn

#: each run and how many times it is repeated for the smaller of the two sizes
JUNK = [("(", 100_000), ("{", 100_000), ("( ( )", 20_000), ("1.", 100_000), (")", 50_000),
        ("1- ", 100_000), ("{a{b}", 40_000), ('{ \n[E "x"]\n', 20_000)]


def main() -> None:
    for run, times in JUNK:
        said = []
        for n in (times, 2 * times):
            start, cpu = time.perf_counter(), time.process_time()
            read_pdn(run * n)
            said.append(f"{n} runs {time.perf_counter() - start:.3f} s "
                        f"({time.process_time() - cpu:.3f} s CPU)")
        print(f"{run!r}: " + ", ".join(said))


if __name__ == "__main__":
    main()
