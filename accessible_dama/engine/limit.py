"""Where a search stops: one value for plies, nodes and time (as python-chess's
``engine.Limit``), taken by every search the engine makes."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace


@dataclass(frozen=True)
class Limit:
    """A search stops at whichever of these it reaches first: ``depth`` plies, ``nodes``
    nodes searched, ``seconds`` after it starts, or ``deadline`` (an instant of the
    engine's clock; it wins over ``seconds``).

    A limit of depth or nodes alone has no time limit: the search finds the same move on
    a busy machine as on an idle one (tests and records use these). With nothing given
    (``Limit()``) the search ends after the time its caller allows by default (the
    level's own time budget for the engine).
    """

    depth: int | None = None
    nodes: int | None = None
    seconds: float | None = None
    deadline: float | None = None

    def until(self, clock: Callable[[], float], default_seconds: float) -> float | None:
        """The instant the search must end, on ``clock``; None: no time limit. The clock
        is read only when the limit is a number of seconds (or the default)."""
        if self.deadline is not None:
            return self.deadline
        if self.seconds is not None:
            return clock() + self.seconds
        if self.depth is not None or self.nodes is not None:
            return None
        return clock() + default_seconds

    def after_a_move(self) -> Limit:
        """The limit for the position after one move: a ply less deep (one at least)."""
        return self if self.depth is None else replace(self, depth=max(1, self.depth - 1))


#: no limit given: the time its caller allows by default (the level's, for the engine)
DEFAULT_LIMIT = Limit()
