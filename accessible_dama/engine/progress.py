"""What a search reports after each completed depth (a plain class: the search may be
compiled, this stays Python so that ``Progress[Move]`` works everywhere)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Generic, TypeVar

from accessible_dama.engine.state import WIN

M = TypeVar("M")


@dataclass(frozen=True)
class Progress(Generic[M]):
    """The result of one completed depth."""

    depth: int
    score: int
    line: tuple[M, ...]
    nodes: int
    seconds: float

    @property
    def best(self) -> M | None:
        return self.line[0] if self.line else None

    @property
    def mate_in(self) -> int | None:
        """Plies to a forced win (positive) or loss (negative), if the search saw one."""
        if abs(self.score) >= WIN - 1000:
            plies = WIN - abs(self.score)
            return plies if self.score > 0 else -plies
        return None
