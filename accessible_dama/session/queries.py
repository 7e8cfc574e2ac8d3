"""The commands that look at the game and change nothing: the board, the pieces, one
square, a rank, a file or a diagonal, the moves, the last move, the record, whose turn it
is, the material."""

from __future__ import annotations

from accessible_dama.notation import NotationError
from accessible_dama.notation.squares import ascii_number
from accessible_dama.notation.text import parse_square
from accessible_dama.rules import BLACK, WHITE, Color
from accessible_dama.session import events
from accessible_dama.session.table import Table


class BoardQueries:
    """Each method answers the command of its name (``board_all``: ``board-all``)."""

    def __init__(self, table: Table) -> None:
        self.table = table

    def board(self, args: tuple[str, ...]) -> list[events.Event]:
        return [events.BoardShown(self.table.game.position.copy())]

    def board_all(self, args: tuple[str, ...]) -> list[events.Event]:
        return [events.BoardShown(self.table.game.position.copy(), all_squares=True)]

    def pieces(self, args: tuple[str, ...]) -> list[events.Event]:
        player, game = self.table.player, self.table.game
        color: Color | None = None
        word = args[0] if args else ""
        if word in ("white", "w"):
            color = WHITE
        elif word in ("black", "b"):
            color = BLACK
        elif word in ("mine", "my"):
            color = player if player is not None else game.turn
        elif word in ("opponent", "theirs"):
            color = (not player) if player is not None else not game.turn
        return [events.PiecesShown(game.position.copy(), color, kings_only="kings" in args)]

    def square(self, args: tuple[str, ...]) -> list[events.Event]:
        square = self._square_arg(args)
        if square is None:
            return [events.NotUnderstood(" ".join(("square", *args)))]
        return [events.SquareShown(self.table.game.position.copy(), square)]

    def rank(self, args: tuple[str, ...]) -> list[events.Event]:
        number = ascii_number(args[0]) if args else None
        if number is None:
            return [events.NotUnderstood(" ".join(("rank", *args)))]
        board = self.table.rules.board
        squares = [s for f in range(board.files)
                   if (s := board.square_at(f, number - 1)) is not None]
        return self._line("rank", args[0], squares)

    def file(self, args: tuple[str, ...]) -> list[events.Event]:
        letter = args[0].lower() if args else ""
        board = self.table.rules.board
        names = "abcdefghij"[:board.files]
        if len(letter) != 1 or letter not in names:
            return [events.NotUnderstood(" ".join(("file", *args)))]
        f = names.index(letter)
        squares = [s for r in range(board.ranks) if (s := board.square_at(f, r)) is not None]
        return self._line("file", letter, squares)

    def diagonal(self, args: tuple[str, ...]) -> list[events.Event]:
        """Both diagonals through a square; with a second square ("diagonal a1 h8"), the
        one diagonal through both."""
        square = self._square_arg(args)
        position = self.table.game.position
        lines = () if square is None or len(args) > 2 else (
            position.board.diagonals_through(square) or ((square,),))
        if len(args) == 2:
            other = self._square_arg(args[1:])
            lines = tuple(line for line in lines if other in line and other != square)
        if not lines:
            return [events.NotUnderstood(" ".join(("diagonal", *args)))]
        return [events.LineShown(position.copy(), "diagonal", args[0], line) for line in lines]

    def moves(self, args: tuple[str, ...]) -> list[events.Event]:
        game = self.table.game
        start = self._square_arg(args)
        moves = game.legal_moves()
        if start is not None:
            moves = [m for m in moves if m.path[:1] == (start,)]
        return [events.MovesShown(game.position.copy(), tuple(moves), start)]

    def captures(self, args: tuple[str, ...]) -> list[events.Event]:
        game = self.table.game
        moves = [m for m in game.legal_moves() if m.captured]
        return [events.MovesShown(game.position.copy(), tuple(moves), None, captures_only=True)]

    def last(self, args: tuple[str, ...]) -> list[events.Event]:
        made = self.table.made
        return [events.LastMoveShown(made[-1] if made else None)]

    def history(self, args: tuple[str, ...]) -> list[events.Event]:
        """The record of the game; ``history N``: its last N moves, short."""
        game = self.table.game
        count = ascii_number(args[0]) if args else None
        if args and (count is None or count < 1):
            return [events.NotUnderstood(" ".join(("history", *args)))]
        if count is None:
            return [events.HistoryShown(game.start.copy(), tuple(game.moves))]
        moves = tuple(game.moves[-count:])
        before = game.start.copy()
        for move in game.moves[:len(game.moves) - len(moves)]:
            before.push(move)
        return [events.LastMovesShown(before.copy(), moves, len(game.moves) - len(moves))]

    def turn(self, args: tuple[str, ...]) -> list[events.Event]:
        g = self.table.game
        number = (len(g.moves) + (0 if g.start.turn == g.rules.first else 1)) // 2 + 1
        position = g.position
        return [events.TurnShown(g.turn, self.table.player, number, position.in_hand(g.turn))]

    def material(self, args: tuple[str, ...]) -> list[events.Event]:
        return [events.MaterialShown(self.table.game.position.copy())]

    # ------------------------------------------------------------ the board's lines

    def _square_arg(self, args: tuple[str, ...]) -> int | None:
        """The square (or point) named by the first argument, if any."""
        if not args:
            return None
        try:
            return parse_square(self.table.rules, args[0])
        except NotationError:
            return None

    def _line(self, kind: str, name: str, squares: list[int]) -> list[events.Event]:
        if not squares:
            return [events.NotUnderstood(f"{kind} {name}")]
        return [events.LineShown(self.table.game.position.copy(), kind, name, tuple(squares))]
