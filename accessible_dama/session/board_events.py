"""What a game on a sensor board has to say, as typed events beside the session's
(``session.events``); ``phrases.board`` makes their sentences."""


from __future__ import annotations

from dataclasses import dataclass

from accessible_dama.rules import Color, Move, Position, Rules, Square
from accessible_dama.session.events import Event


@dataclass(frozen=True)
class BoardWaiting(Event):
    """No board answers yet at ``url`` (said once). ``problem``: "missing" (there is no
    such port), "unopened" (it cannot be opened), or "" (open, and silent)."""

    url: str
    problem: str = ""


@dataclass(frozen=True)
class BoardSearching(Event):
    """The ports that could be the board are listened to for its hello (``--board
    auto``)."""

    ports: tuple[str, ...]


@dataclass(frozen=True)
class NoBoardAnswered(Event):
    """No board said hello. ``ports``: the ports listened to; ``unopened``: those that
    could not be opened; ``missing``: those that are not there (none of them: no port
    could be the board)."""

    ports: tuple[str, ...]
    unopened: tuple[str, ...] = ()
    missing: tuple[str, ...] = ()


@dataclass(frozen=True)
class OtherBoardsAnswered(Event):
    """Looking at the ports, boards answered on ``others`` as well as on ``port``, the one
    the game is played on."""

    port: str
    others: tuple[str, ...]


@dataclass(frozen=True)
class BoardFound(Event):
    board_id: str
    port: str = ""  # said when the board was looked for among the ports


@dataclass(frozen=True)
class OtherBoard(Event):
    """The board on ``port`` is not the one that answered there last time."""

    port: str
    board_id: str
    remembered: str


@dataclass(frozen=True)
class BoardReady(Event):
    """The board shows the game position. ``again``: after it was wrong."""

    again: bool = False


@dataclass(frozen=True)
class BoardDiffers(Event):
    """What to change on the board, square by square. ``missing``: should hold a piece;
    ``extra``: should be empty; ``captured``: captured pieces still to take off;
    ``put_back``: pieces to put back where they were."""

    rules: Rules
    missing: tuple[Square, ...] = ()
    extra: tuple[Square, ...] = ()
    captured: tuple[Square, ...] = ()
    put_back: tuple[Square, ...] = ()


@dataclass(frozen=True)
class BoardDisconnected(Event):
    """The board went away; the game is kept (said once)."""


@dataclass(frozen=True)
class BoardBack(Event):
    """The board answers again; its position is checked."""


@dataclass(frozen=True)
class BoardVersionUnknown(Event):
    """The board speaks a protocol version this program does not know (``version``)."""

    version: int


@dataclass(frozen=True)
class BoardWrongSize(Event):
    squares: int
    rules: Rules


@dataclass(frozen=True)
class MoveOnBoard(Event):
    """The players are to make this move on the board (the computer's)."""

    color: Color
    move: Move
    position: Position  # before the move


@dataclass(frozen=True)
class CrownOnBoard(Event):
    """A man was crowned: put a second piece on it."""

    rules: Rules
    square: Square


@dataclass(frozen=True)
class MovesGoOnTheBoard(Event):
    """A move was typed while the game is played on the board."""


@dataclass(frozen=True)
class IrregularMove(Event):
    """A rule was broken on the board (see ``referee.IrregularKind``)."""

    color: Color  # who broke it
    kind: str  # an IrregularKind value
    position: Position  # before the irregular move
    required: tuple[Move, ...]  # what was legal
    removed: tuple[Square, ...] = ()  # for wrong pieces taken off: what was taken


@dataclass(frozen=True)
class RemedyAsked(Event):
    """The opponent decides: correct the move or let it stand (or take a piece)."""

    decider: Color
    take: tuple[Square, ...] = ()  # pieces the opponent may have taken away
    rules: Rules | None = None


@dataclass(frozen=True)
class RemedyApplied(Event):
    """What happens now. ``kind``: "correct", "stand" or "remove"."""

    kind: str
    color: Color  # the side that must move now (correct), or whose piece is taken
    position: Position  # the game position from now on
    moves: tuple[Move, ...] = ()  # for "correct": the moves allowed
    square: Square | None = None  # for "remove": the piece taken away
    by_rule: bool = False  # the rule applied it, nobody chose


__all__ = [
    "BoardBack",
    "BoardDiffers",
    "BoardDisconnected",
    "BoardFound",
    "BoardVersionUnknown",
    "BoardReady",
    "BoardSearching",
    "BoardWaiting",
    "BoardWrongSize",
    "CrownOnBoard",
    "IrregularMove",
    "MoveOnBoard",
    "MovesGoOnTheBoard",
    "NoBoardAnswered",
    "OtherBoardsAnswered",
    "OtherBoard",
    "RemedyApplied",
    "RemedyAsked",
]
