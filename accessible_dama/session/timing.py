"""The game clock of a session, read with the session's time: started with the game,
pressed after every move, stopped at its end, its warnings and its flag, and written to
and read back from the record's tags."""

from __future__ import annotations

import math
from collections.abc import Callable

from accessible_dama.rules import BLACK, WHITE, Color, Outcome
from accessible_dama.rules.registry import AnyGame
from accessible_dama.session import events
from accessible_dama.session.clock import GameClock
from accessible_dama.session.settings import Settings


class Timing:
    def __init__(self, clock: Callable[[], float]) -> None:
        self.clock = clock
        self.game_clock: GameClock | None = None  # None: the game is played without one

    def begin(self, settings: Settings, turn: Color, *, resumed: bool) -> list[events.Event]:
        """Start the clock of a game that begins (the settings' clock, if any) or is
        resumed (the clock it had): ``turn``'s time runs."""
        gc = self.game_clock if resumed else None
        if gc is None and settings.clock_minutes > 0:
            gc = GameClock(settings.clock_minutes, settings.clock_increment)
        self.game_clock = gc
        if gc is None:
            return []
        now = self.clock()
        gc.start(turn, now)
        return [events.ClockStarted(gc.minutes, gc.increment, gc.left(WHITE, now),
                                    gc.left(BLACK, now))]

    def go_on(self, game_clock: GameClock | None, turn: Color) -> None:
        """Take ``game_clock`` (a loaded game's, or None) and run ``turn``'s time."""
        self.game_clock = game_clock
        self.restart(turn)

    def restart(self, turn: Color) -> None:
        """Run ``turn``'s time (after a move was taken back)."""
        if self.game_clock is not None:
            self.game_clock.start(turn, self.clock())

    def press(self) -> None:
        if self.game_clock is not None:
            self.game_clock.press(self.clock())

    def stop(self) -> None:
        if self.game_clock is not None:
            self.game_clock.stop(self.clock())

    def tick(self, game: AnyGame) -> Outcome | events.ClockShown | None:
        """Now: the game lost on time (the flag has fallen), or a warning that is due."""
        gc = self.game_clock
        if gc is None or game.outcome is not None:
            return None
        now = self.clock()
        fallen = gc.flag_fallen(now)
        if fallen is not None:
            outcome = game.lose_on_time(fallen)
            gc.stop(now)
            return outcome
        if gc.due_warning(now) is not None:
            return self.shown(warning=True)
        return None

    def shown(self, warning: bool = False) -> events.ClockShown:
        """The time each side has left (the ``clock`` command)."""
        gc = self.game_clock
        if gc is None:
            return events.ClockShown(None, None)
        now = self.clock()
        return events.ClockShown(gc.left(WHITE, now), gc.left(BLACK, now), warning)

    def tags(self) -> dict[str, str]:
        """The clock as a record's tags (none without a clock); ``clock_of`` reads them."""
        gc = self.game_clock
        if gc is None:
            return {}
        now = self.clock()
        return {
            "TimeControl": f"{gc.minutes * 60:g}+{gc.increment:g}",
            "WhiteClock": f"{gc.left(WHITE, now):.1f}",
            "BlackClock": f"{gc.left(BLACK, now):.1f}",
        }


def clock_of(tags: dict[str, str]) -> GameClock | None:
    """The clock of a saved game, with the time each side had left; None without one."""
    control = tags.get("TimeControl", "")
    seconds, _, increment = control.partition("+")
    try:
        clock = GameClock(float(seconds) / 60, float(increment or 0))
        for color, tag in ((WHITE, "WhiteClock"), (BLACK, "BlackClock")):
            if tag in tags:
                clock.remaining[color] = float(tags[tag])
    except ValueError:
        return None
    values = [clock.minutes, clock.increment, *clock.remaining.values()]
    if not all(math.isfinite(v) and 0 <= v <= 100_000 for v in values) or clock.minutes <= 0:
        return None
    return clock
