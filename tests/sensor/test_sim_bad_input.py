"""The board simulator's typed commands: a number that is no finite number is refused
in one line, not kept to crash or wait forever later."""

from __future__ import annotations

import pytest

from accessible_dama.rules import find_variant
from accessible_dama.sensor.sim import ScriptError, parse_script_line


@pytest.mark.parametrize("line", ["drop nan", "bounce c3 inf", "wait inf", "wait -inf",
                                  "drop ❸"])
def test_a_number_that_is_not_finite_is_refused(line: str) -> None:
    with pytest.raises(ScriptError, match="is not a number"):
        parse_script_line(line, find_variant("czech").geometry)
