"""A game clock (ČUD rules, art. 10): time per side, an optional increment, the flag.

Time is passed in: every method takes ``now`` from the caller's clock.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from accessible_dama.rules import BLACK, WHITE, Color

WARNINGS = (60.0, 10.0)  # seconds left at which the clock speaks by itself


@dataclass
class GameClock:
    minutes: float
    increment: float = 0.0
    remaining: dict[Color, float] = field(default_factory=dict)
    running: Color | None = None
    since: float = 0.0
    warned: dict[Color, set[float]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for c in (WHITE, BLACK):
            self.remaining.setdefault(c, self.minutes * 60.0)
            self.warned.setdefault(c, set())

    def start(self, color: Color, now: float) -> None:
        """Start ``color``'s time."""
        self.running = color
        self.since = now

    def left(self, color: Color, now: float) -> float:
        spent = now - self.since if self.running == color else 0.0
        return max(0.0, self.remaining[color] - spent)

    def press(self, now: float) -> None:
        """The side to move has moved: stop its time, add the increment, start the other."""
        if self.running is None:
            return
        c = self.running
        self.remaining[c] = self.left(c, now) + self.increment
        self.start(not c, now)

    def stop(self, now: float) -> None:
        if self.running is not None:
            self.remaining[self.running] = self.left(self.running, now)
        self.running = None

    def flag_fallen(self, now: float) -> Color | None:
        """The side whose time has run out, if any."""
        c = self.running
        if c is not None and self.left(c, now) <= 0.0:
            return c
        return None

    def due_warning(self, now: float) -> float | None:
        """A threshold just crossed by the running side, once each; of several crossed
        at once (a clock shorter than a minute), the nearest only."""
        c = self.running
        if c is None:
            return None
        left = self.left(c, now)
        for threshold in sorted(WARNINGS):
            if left <= threshold and threshold not in self.warned[c]:
                self.warned[c].update(t for t in WARNINGS if t >= threshold)
                return threshold
        return None
