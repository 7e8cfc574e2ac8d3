"""What the ``./dama`` wrapper adds to a start, once everything is set up: the time from
starting it to the first line of the game, against ``.venv/bin/dama`` started directly.

Both run the same game (``--silent --opponent human``, a throwaway settings and data
folder, no endgame build) to its first line on standard output, then are ended. Runs
alternate, so a busy machine weighs on both alike; the medians and their difference
and ratio are printed. Goal: the wrapper adds at most 0.2 s.

    .venv/bin/python benchmarks/wrapper.py [--runs 15]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GAME = ["--silent", "--opponent", "human", "--lang", "en"]


def first_line_seconds(command: list[str], env: dict[str, str]) -> float:
    """Seconds from starting ``command`` to its first line on standard output."""
    started = time.perf_counter()
    with subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                          stderr=subprocess.DEVNULL, env=env) as process:
        assert process.stdout is not None
        line = process.stdout.readline()
        took = time.perf_counter() - started
        process.kill()
    if not line:
        raise SystemExit(f"{command[0]} wrote nothing")
    return took


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args()
    if not (ROOT / ".venv" / ".ready").exists():
        subprocess.run([str(ROOT / "dama"), "--version"], check=True)  # set up first
    with tempfile.TemporaryDirectory() as home:
        env = {**os.environ, "HOME": home, "XDG_CONFIG_HOME": f"{home}/config",
               "XDG_DATA_HOME": f"{home}/data", "ACCESSIBLE_DAMA_CACHE": f"{home}/cache",
               "ACCESSIBLE_DAMA_BUILD_ENDGAME": "0"}
        wrapper, direct = [], []
        for _ in range(args.runs):
            wrapper.append(first_line_seconds([str(ROOT / "dama"), *GAME], env))
            direct.append(first_line_seconds([str(ROOT / ".venv" / "bin" / "dama"), *GAME], env))
    w, d = statistics.median(wrapper), statistics.median(direct)
    print(f"to the first line, median of {args.runs}: ./dama {w:.3f} s, .venv/bin/dama "
          f"{d:.3f} s; the wrapper adds {w - d:+.3f} s (ratio {w / d:.2f})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
