"""A position read from a sensor board ("position from the board"): the players set the
pieces up, and the program asks only what occupancy cannot tell.

The sensors see occupancy, not colour. A piece keeps its colour while it is moved: the
arrangement starts from the game's pieces on the squares the board shows occupied, a
piece lifted goes to the hand and the next one put down is the last one lifted. A piece
put down with nothing in the hand (from the box), or standing where the game has none,
is of a colour nobody saw: that is asked. Then which pieces are kings, and who is to move.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from accessible_dama.notation import NotationError
from accessible_dama.notation.squares import parse_square
from accessible_dama.rules import BLACK, WHITE, Color, Piece, Position, Rules, Square
from accessible_dama.sensor.recognize import Board
from accessible_dama.session.events import Event
from accessible_dama.understand.board_answers import plain_words

#: the answers that name no square, as ``plain_words`` leaves them
NONE_WORDS = frozenset({"none", "no", "nothing", "no one", "zadne", "zadny", "zadna", "nic",
                        "ne", "zadnou"})
WHITE_WORDS = frozenset({"white", "bily", "bila", "bile", "bili", "bilou"})
BLACK_WORDS = frozenset({"black", "cerny", "cerna", "cerne", "cerni", "cernou"})


@dataclass(frozen=True)
class ArrangeOnBoard(Event):
    """Set the position up on the board, then press button 1 or say done."""


@dataclass(frozen=True)
class WhichAreWhite(Event):
    """Nobody saw the colour of the pieces on ``squares``: which are White's?"""

    rules: Rules
    squares: tuple[Square, ...]


@dataclass(frozen=True)
class WhichAreKings(Event):
    """Which pieces are kings?"""


@dataclass(frozen=True)
class WhoMovesFirst(Event):
    """Who is to move in the position set up?"""


@dataclass(frozen=True)
class NotSquaresOfPieces(Event):
    """An answer named ``words``, which are no squares that hold a piece."""

    words: str


@dataclass(frozen=True)
class MenOnCrowningRow(Event):
    """Pieces stand on ``squares``, their side's crowning row, where a man cannot stand:
    they are kings."""

    rules: Rules
    squares: tuple[Square, ...]


@dataclass(frozen=True)
class NotTheStartPosition(Event):
    """The board of a new game has pieces on ``squares``, where the start has none."""

    rules: Rules
    squares: tuple[Square, ...]


@dataclass
class Arrangement:
    """The pieces being set up on the board, and the questions still to answer."""

    rules: Rules
    pieces: dict[Square, Piece | None]  # None: a piece whose colour nobody saw
    hand: list[Piece | None] = field(default_factory=list)
    asking: str = ""  # "", "white", "kings", "turn": the question waiting
    kings: frozenset[Square] = frozenset()

    @classmethod
    def start(cls, position: Position, board: Board) -> Arrangement:
        """The arrangement of what the board shows now, the game's pieces where it has
        them."""
        known = position.pieces()
        return cls(position.rules, {s: known.get(s) for s in sorted(board)})

    def changed(self, square: Square, occupied: bool) -> None:
        """A piece was put on ``square`` or lifted from it."""
        if occupied:
            self.pieces[square] = self.hand.pop() if self.hand else None
        elif square in self.pieces:
            self.hand.append(self.pieces.pop(square))

    def resync(self, board: Board) -> None:
        """The board as it stands (a snapshot): squares not seen change keep no colour."""
        for square in list(self.pieces):
            if square not in board:
                del self.pieces[square]
        for square in board:
            self.pieces.setdefault(square, None)

    def unknown(self) -> tuple[Square, ...]:
        return tuple(s for s, piece in sorted(self.pieces.items()) if piece is None)

    def next_question(self) -> Event:
        """The first question still open: the colours nobody saw, the kings, the turn."""
        if self.unknown():
            self.asking = "white"
            return WhichAreWhite(self.rules, self.unknown())
        if self.asking in ("", "white"):
            self.asking = "kings"
            return WhichAreKings()
        self.asking = "turn"
        return WhoMovesFirst()

    def answer(self, text: str) -> list[Event] | Color | None:
        """Take the answer to the question waiting: the next question (or the same one
        again, with why), or the colour to move when the last one is answered. None:
        ``text`` is no answer to it (it may be a command)."""
        words = plain_words(text)
        if self.asking == "turn":
            if words in WHITE_WORDS:
                return WHITE
            if words in BLACK_WORDS:
                return BLACK
            return None
        named = self._squares(words)
        if named is None:
            return None
        if isinstance(named, str):
            return [NotSquaresOfPieces(named)]
        if self.asking == "white":
            for square in self.unknown():
                self.pieces[square] = Piece.of(WHITE if square in named else BLACK, False)
        else:
            self.kings = frozenset(named)
            crowned = self._men_on_crowning_row()
            if crowned:
                self.kings |= frozenset(crowned)
                return [MenOnCrowningRow(self.rules, crowned), self.next_question()]
        return [self.next_question()]

    def _men_on_crowning_row(self) -> tuple[Square, ...]:
        g = self.rules.geometry
        return tuple(s for s, piece in sorted(self.pieces.items())
                     if piece is not None and s not in self.kings
                     and g.promotion_rows[piece.color] & g.bit[s])

    def _squares(self, words: str) -> frozenset[Square] | str | None:
        """The squares named (none: an empty set); the words that are no square of a
        piece, as a string; None when the answer names no square at all."""
        if words in NONE_WORDS:
            return frozenset()
        named: set[Square] = set()
        wrong: list[str] = []
        squares = 0
        for word in words.replace(" a ", " ").replace(" and ", " ").split():
            try:
                square = parse_square(self.rules.geometry, word)
            except NotationError:
                wrong.append(word)
                continue
            squares += 1
            if square in self.pieces:
                named.add(square)
            else:
                wrong.append(word)
        if not squares:
            return None  # no square at all: not an answer, perhaps a command
        return " ".join(wrong) if wrong else frozenset(named)

    def fen(self, turn: Color) -> str:
        """The position set up, as FEN (every colour known by now); a man on its crowning
        row is written so, and the game's setup says what is wrong with it."""
        parts = ["W" if turn else "B"]
        for color, letter in ((WHITE, "W"), (BLACK, "B")):
            names = [("K" if square in self.kings else "") + str(square)
                     for square, piece in sorted(self.pieces.items())
                     if piece is not None and piece.color == color]
            parts.append(letter + ",".join(names))
        return ":".join(parts)


__all__ = ["ArrangeOnBoard", "Arrangement", "MenOnCrowningRow", "NotSquaresOfPieces",
           "NotTheStartPosition", "WhichAreKings", "WhichAreWhite", "WhoMovesFirst"]
