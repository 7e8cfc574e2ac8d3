"""The game contract: what any game's rules and positions answer, declared once.

A draughts variant (``Rules``, ``Position``) and a game on a board of points
(``PointRules``, ``PointPosition`` and their subclasses) answer the same questions, as
every variant of python-chess answers ``chess.Board``'s. ``GameRules`` and
``GamePosition`` say which; mypy checks that both families answer them (below), and a
function that needs only these answers takes the Protocol, not the union of the two
families (``registry.AnyRules``, which ``functools.singledispatch`` still needs to choose
a family's own code). A leaf, like the registry.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Protocol, runtime_checkable

from accessible_dama.rules.board import BoardShape, Color
from accessible_dama.rules.move import Move, MoveKind, Piece
from accessible_dama.rules.pointgame import PointPosition, PointRules
from accessible_dama.rules.position import PlayablePosition, Position
from accessible_dama.rules.variants import Rules


@runtime_checkable
class GameRules(Protocol):
    """What the rules of any game answer: its names, its board, who moves first, what a
    repetition does, and how its pieces and captures are spoken of."""

    @property
    def id(self) -> str: ...

    @property
    def name(self) -> str: ...

    @property
    def aliases(self) -> tuple[str, ...]: ...

    @property
    def board(self) -> BoardShape: ...

    @property
    def first(self) -> Color: ...

    @property
    def repetitions(self) -> int: ...

    @property
    def repetition_loses(self) -> bool: ...

    @property
    def numeric_notation(self) -> bool: ...

    @property
    def pieces_called(self) -> str: ...

    @property
    def captures_by_removal(self) -> bool: ...

    @property
    def has_hand(self) -> bool: ...


@runtime_checkable
class GamePosition(PlayablePosition, Protocol):
    """What a position of any game answers besides what a game and perft need
    (``PlayablePosition``): its rules and board, the pieces, a compulsory capture, and
    what a move does."""

    @property
    def rules(self) -> GameRules: ...

    @property
    def board(self) -> BoardShape: ...

    @property
    def move_stack(self) -> list[Move]: ...

    def key(self) -> Hashable: ...

    def piece_at(self, square: int) -> Piece | None: ...

    def must_capture(self) -> bool: ...

    def is_promotion(self, move: Move) -> bool: ...

    def is_man_move(self, move: Move) -> bool: ...

    def move_kind(self, move: Move) -> MoveKind: ...


# mypy's proof that both families keep the contract
_RULES: tuple[type[GameRules], ...] = (Rules, PointRules)
_POSITIONS: tuple[type[GamePosition], ...] = (Position, PointPosition)

__all__ = ["GamePosition", "GameRules"]
