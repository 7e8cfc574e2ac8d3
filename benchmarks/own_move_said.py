"""The player's own move said at once: from the Enter of a move to its line on standard
output, with the computer at level 10 thinking of its reply afterwards.

``dama`` runs as a real process (Czech draughts, English, print only) from a position
out of the opening book, so the computer really searches (about 4.5 s at level 10).
Each round starts a fresh process, waits for its first line, types one move and
measures, in milliseconds after the line is written:
- the player's move said ("White: b2 to c3.");
- the computer's reply said.

    .venv/bin/python benchmarks/own_move_said.py [--rounds 5] [--level 10]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

FEN = "W:W18,21,23,24,25,26,27,29,30,31:B1,2,3,5,6,7,9,10,11,12"
MOVE, SAID = "b2 c3", "White: b2 to c3."


def one_round(level: int, home: Path) -> tuple[float, float]:
    env = dict(os.environ, XDG_CONFIG_HOME=str(home / "config"),
               XDG_DATA_HOME=str(home / "data"), HOME=str(home))
    process = subprocess.Popen(
        [sys.executable, "-m", "accessible_dama", "--silent", "--lang", "en", "--level",
         str(level), "--fen", FEN], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
        env=env, bufsize=1)
    assert process.stdin is not None and process.stdout is not None
    process.stdout.readline()  # the new game
    typed = time.perf_counter()
    process.stdin.write(MOVE + "\n")
    process.stdin.flush()
    line = process.stdout.readline().strip()
    said = time.perf_counter()
    assert line == SAID, line
    while process.stdout.readline().strip() == "Thinking…":  # said once after a second
        pass
    replied = time.perf_counter()  # the computer's reply
    process.stdin.close()
    process.wait(timeout=60)
    return (said - typed) * 1000, (replied - typed) * 1000


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--level", type=int, default=10)
    args = parser.parse_args()
    own: list[float] = []
    reply: list[float] = []
    with tempfile.TemporaryDirectory() as folder:
        for n in range(args.rounds):
            a, b = one_round(args.level, Path(folder) / str(n))
            own.append(a)
            reply.append(b)
    print(f"level {args.level}, {args.rounds} rounds")
    print(f"own move said: median {statistics.median(own):.0f} ms, max {max(own):.0f} ms")
    print(f"computer's reply said: median {statistics.median(reply):.0f} ms, "
          f"max {max(reply):.0f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
