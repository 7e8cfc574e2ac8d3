"""``dama hint --depth N`` searches to that depth at most: it also stops at a time limit
(``--seconds``, 10 s by default) with the best move so far, and says so. The clock is
injected: time moves only as the search looks at it."""

from __future__ import annotations

import pytest

from accessible_dama.cli import tools
from accessible_dama.cli.main import build_parser
from tests.clocks import StepClock
from tests.engine.test_search_limits_in_the_first_depth import KINGS


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "The time limit of 10 s came before depth 4: this is the best move found so far."),
    ("cs", "Časový limit 10 s přišel před hloubkou 4: toto je nejlepší tah nalezený do té "
           "doby."),
])
def test_a_hint_to_a_depth_stops_at_the_time_limit_and_says_so(
        capsys: pytest.CaptureFixture[str], lang: str, said: str) -> None:
    args = build_parser().parse_args(["hint", "czech", "--fen", KINGS, "--depth", "4",
                                      "--lang", lang])
    clock = StepClock(0.05)
    assert tools.advice_command(args, clock=clock) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 2 and lines[1] == said
    assert clock.now < tools.DEPTH_SECONDS + 1.0  # stopped at the limit, not at the depth


def test_a_hint_that_reaches_its_depth_in_time_says_nothing_of_the_limit(
        capsys: pytest.CaptureFixture[str]) -> None:
    args = build_parser().parse_args(["hint", "czech", "--fen", "W:Wb6,d6,d4,b2:Ba7,b4,c3,f2",
                                      "--depth", "7", "--lang", "en", "--seconds", "30"])
    assert tools.advice_command(args, clock=StepClock(0.001)) == 0
    assert capsys.readouterr().out == "b6-c7: it wins by force, in 4 moves.\n"
