"""The game clock of a session (session/timing.py): started from the settings or, resumed,
from the clock the game had; written to a record's tags and read back the same; a tag
that is no clock is no clock."""

from __future__ import annotations

import pytest

from accessible_dama.rules import BLACK, WHITE, Outcome
from accessible_dama.session import events
from accessible_dama.session.settings import Settings
from accessible_dama.session.timing import Timing, clock_of
from tests.session.tables import table_of


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_the_clock_goes_into_the_tags_and_comes_back_the_same() -> None:
    clock = Clock()
    timing = Timing(clock)
    assert timing.tags() == {}
    timing.begin(Settings(clock_minutes=5, clock_increment=2), WHITE, resumed=False)
    clock.now += 30
    timing.press()
    clock.now += 12.5
    tags = timing.tags()
    assert tags == {"TimeControl": "300+2", "WhiteClock": "272.0", "BlackClock": "287.5"}
    again = clock_of(tags)
    assert again is not None
    assert (again.minutes, again.increment) == (5, 2)
    assert again.remaining == {WHITE: 272.0, BLACK: 287.5}


@pytest.mark.parametrize("tags", [
    {},
    {"TimeControl": "0+0"},
    {"TimeControl": "inf+0"},
    {"TimeControl": "300+-1"},
    {"TimeControl": "300+2", "WhiteClock": "nan"},
    {"TimeControl": "300+2", "BlackClock": "1e9"},
    {"TimeControl": "five minutes"},
])
def test_a_tag_that_is_no_clock_gives_none(tags: dict[str, str]) -> None:
    assert clock_of(tags) is None


def test_a_resumed_game_keeps_its_own_clock() -> None:
    clock = Clock()
    timing = Timing(clock)
    timing.go_on(clock_of({"TimeControl": "60+0", "WhiteClock": "12"}), BLACK)
    [started] = timing.begin(Settings(), BLACK, resumed=True)
    assert started == events.ClockStarted(1.0, 0.0, 12.0, 60.0)
    assert timing.begin(Settings(), BLACK, resumed=False) == []  # none in the settings


def test_the_flag_falls_once_and_the_clock_stops() -> None:
    clock = Clock()
    timing = Timing(clock)
    table = table_of()
    timing.begin(Settings(clock_minutes=1), WHITE, resumed=False)
    clock.now += 45
    assert timing.tick(table.game) == events.ClockShown(15.0, 60.0, warning=True)
    assert timing.tick(table.game) is None  # each warning once
    clock.now += 10
    assert timing.tick(table.game) == events.ClockShown(5.0, 60.0, warning=True)
    clock.now += 5
    lost = timing.tick(table.game)
    assert isinstance(lost, Outcome) and table.game.outcome == lost
    assert timing.tick(table.game) is None  # the game is over
    assert timing.shown() == events.ClockShown(0.0, 60.0)


def test_a_clock_short_enough_to_cross_two_warnings_at_once_warns_once() -> None:
    # --clock 0.1: six seconds each, below both the minute and the ten seconds
    clock = Clock()
    timing = Timing(clock)
    table = table_of()
    timing.begin(Settings(clock_minutes=0.1), WHITE, resumed=False)
    clock.now += 1
    assert timing.tick(table.game) == events.ClockShown(5.0, 6.0, warning=True)
    clock.now += 1
    assert timing.tick(table.game) is None
