"""How long the fuzz tests run: a bounded, repeatable run by default (CI), a long random
one under ``-m slow``."""

from __future__ import annotations

from hypothesis import HealthCheck, settings

_QUIET = [HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much]

#: the default run: the same examples every time, a few seconds per entry point
QUICK = settings(max_examples=300, deadline=None, derandomize=True, database=None,
                 suppress_health_check=_QUIET)

#: ``-m slow``: fresh random examples, many more of them
LONG = settings(max_examples=5000, deadline=None, suppress_health_check=_QUIET,
                print_blob=True)

#: lines typed into whole games (``test_fuzz_input_line``), over every game and both
#: languages: by default, and under ``-m slow``
GAME_LINES = 2_200
GAME_LINES_LONG = 44_000
