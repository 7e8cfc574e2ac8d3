"""Injected clocks for tests: time that moves only when the code under test reads it."""

from __future__ import annotations


class StepClock:
    """An injected clock that moves on by ``step`` seconds each time it is read."""

    def __init__(self, step: float) -> None:
        self.now = 0.0
        self.step = step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


class HandClock:
    """An injected clock that stands still until the test moves it on."""

    def __init__(self, now: float = 0.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> float:
        self.now += seconds
        return self.now
