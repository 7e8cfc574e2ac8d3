"""How long reading a line takes. Reported, not asserted: machines are noisy; the aim is
well under 5 ms a line."""

from __future__ import annotations

import time

from accessible_dama.rules.variants import CZECH, INTERNATIONAL
from accessible_dama.understand import interpret

from .helpers import position

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


def test_speed_report(record_property, capsys):
    results = {}
    for rules in (CZECH, INTERNATIONAL):
        pos = position(rules)
        rounds = 50
        start = time.perf_counter()
        for _ in range(rounds):
            for lang, text in LINES:
                interpret(text, pos, lang)
        per_line_ms = (time.perf_counter() - start) * 1000 / (rounds * len(LINES))
        results[rules.id] = per_line_ms
        record_property(f"interpret_ms_per_line_{rules.id}", round(per_line_ms, 3))
    with capsys.disabled():
        print(
            "\ninterpret: "
            + ", ".join(f"{variant} {ms:.3f} ms/line" for variant, ms in results.items())
        )
