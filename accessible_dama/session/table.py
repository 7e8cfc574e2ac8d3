"""What the parts of a session see of it: the game on the table and who plays it.

``Session`` is the one ``Table``; a part keeps it and reads it when asked, so it always
sees the game now being played (a new game, a loaded one, another variant).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from accessible_dama.rules import Color
from accessible_dama.rules.registry import AnyGame, AnyRules
from accessible_dama.session.events import Event, FileTrouble, MoveMade
from accessible_dama.session.settings import Settings


class Table(Protocol):
    @property
    def settings(self) -> Settings: ...

    @property
    def rules(self) -> AnyRules: ...

    @property
    def game(self) -> AnyGame: ...

    @property
    def made(self) -> list[MoveMade]:
        """The moves as they were announced, the last one last."""

    @property
    def player(self) -> Color | None:
        """The human's colour against the computer; None when two humans play."""

    @property
    def names(self) -> tuple[str, str] | None:
        """White's and Black's names when both are people named (over the network)."""

    @property
    def engine_depth(self) -> int | None:
        """The computer's depth limit, if any (a review searches this deep then)."""

    @property
    def reviewing(self) -> bool:
        """Whether a record is being gone through (nothing is written then)."""

    @property
    def training(self) -> bool:
        """Whether a puzzle is on the table (nothing is written then)."""

    def kept(self) -> tuple[str, FileTrouble | None]:
        """What became of the game at its last save: a ``Goodbye``'s state and problem."""

    @property
    def say_now(self) -> Callable[[Event], None] | None:
        """Where a long job says how far it is while it works (None: nowhere)."""
