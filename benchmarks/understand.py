"""How long understanding a typed or spoken line takes, per variant, on this machine.

Moved out of the tests, which assert no time: the aim is well under 5 ms a line.

    .venv/bin/python benchmarks/understand.py [--rounds 50]
"""

from __future__ import annotations

import argparse
import time

from accessible_dama.rules import Position
from accessible_dama.rules.variants import CZECH, INTERNATIONAL
from accessible_dama.understand import interpret

LINES = [
    ("cs", "cé tři dé čtyři"),
    ("cs", "dvaadvacet na osmnáct"),
    ("cs", "co je na c3"),
    ("cs", "nastavení rychlost 200"),
    ("en", "see three to dee four"),
    ("en", "twenty two eighteen"),
    ("en", "what is on c3?"),
    ("en", "hello there, general kenobi"),
    ("cs", "d4"),
    ("en", "charlie three delta four to echo five"),
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=50)
    rounds = parser.parse_args().rounds
    for rules in (CZECH, INTERNATIONAL):
        pos = Position(rules)
        start = time.perf_counter()
        cpu = time.process_time()
        for _ in range(rounds):
            for lang, text in LINES:
                interpret(text, pos, lang)
        lines = rounds * len(LINES)
        print(f"interpret, {rules.id}: {(time.perf_counter() - start) * 1000 / lines:.3f} ms"
              f" a line ({(time.process_time() - cpu) * 1000 / lines:.3f} ms CPU), "
              f"{lines} lines")


if __name__ == "__main__":
    main()
