"""The engine as a session uses it (session/computer.py): with a depth limit and no
seconds nothing it says depends on the clock; a finished game has no hint."""

from __future__ import annotations

import random

from accessible_dama.rules import BLACK
from accessible_dama.session import events
from accessible_dama.session.computer import Computer
from tests.clocks import StepClock
from tests.session.tables import table_of


def computer(clock: StepClock) -> Computer:
    return Computer(3, rng=random.Random(1), clock=clock, depth=2)


def test_a_depth_limit_alone_makes_the_answers_independent_of_the_clock() -> None:
    game = table_of().game
    slow, fast = computer(StepClock(0.001)), computer(StepClock(1000.0))
    assert slow.choose_move(game) == fast.choose_move(game)
    assert slow.hint(game) == fast.hint(game)
    assert slow.accepts_draw(game, 3, BLACK) == fast.accepts_draw(game, 3, BLACK)


def test_a_finished_game_has_no_hint() -> None:
    game = table_of().game
    game.resign(BLACK)
    assert computer(StepClock(0.001)).hint(game) == [events.NotYourTurn(True)]
