"""The commands that look at the game and change nothing: the board, the pieces, one
square, a rank, a file or a diagonal, the moves, the last move, the record, whose turn it
is, the material."""

from __future__ import annotations

from accessible_dama.notation import NotationError, parse_square
from accessible_dama.notation import points as point_notation
from accessible_dama.notation.squares import ascii_number
from accessible_dama.rules import BLACK, WHITE, Color, MillPosition, PointRules
from accessible_dama.rules.board import DIRECTIONS
from accessible_dama.session import events as ev
from accessible_dama.session.table import Table


class BoardQueries:
    """Each method answers the command of its name (``board_all``: ``board-all``)."""

    def __init__(self, table: Table) -> None:
        self.table = table

    def board(self, args: tuple[str, ...]) -> list[ev.Event]:
        return [ev.BoardShown(self.table.game.position.copy())]

    def board_all(self, args: tuple[str, ...]) -> list[ev.Event]:
        return [ev.BoardShown(self.table.game.position.copy(), all_squares=True)]

    def pieces(self, args: tuple[str, ...]) -> list[ev.Event]:
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
        return [ev.PiecesShown(game.position.copy(), color)]

    def square(self, args: tuple[str, ...]) -> list[ev.Event]:
        square = self._square_arg(args)
        if square is None:
            return [ev.NotUnderstood(" ".join(("square", *args)))]
        return [ev.SquareShown(self.table.game.position.copy(), square)]

    def rank(self, args: tuple[str, ...]) -> list[ev.Event]:
        number = ascii_number(args[0]) if args else None
        if number is None:
            return [ev.NotUnderstood(" ".join(("rank", *args)))]
        rank = number - 1
        files, _ = self._grid_size()
        squares = [s for f in range(files) if (s := self._grid_at(f, rank)) is not None]
        return self._line("rank", args[0], squares)

    def file(self, args: tuple[str, ...]) -> list[ev.Event]:
        letter = args[0].lower() if args else ""
        files, ranks = self._grid_size()
        names = "abcdefghij"[:files]
        if len(letter) != 1 or letter not in names:
            return [ev.NotUnderstood(" ".join(("file", *args)))]
        f = names.index(letter)
        squares = [s for r in range(ranks) if (s := self._grid_at(f, r)) is not None]
        return self._line("file", letter, squares)

    def diagonal(self, args: tuple[str, ...]) -> list[ev.Event]:
        square = self._square_arg(args)
        if square is None:
            return [ev.NotUnderstood(" ".join(("diagonal", *args)))]
        if isinstance(self.table.rules, PointRules):
            return self._point_diagonals(args[0], square)
        g = self.table.rules.geometry
        out: list[ev.Event] = []
        # the two diagonals through the square, each from its lower end upwards
        for up, down in ((DIRECTIONS[1], DIRECTIONS[2]), (DIRECTIONS[0], DIRECTIONS[3])):
            line = [*reversed(g.rays[down][square]), square, *g.rays[up][square]]
            if len(line) > 1:
                out += self._line("diagonal", args[0], line)
        return out

    def moves(self, args: tuple[str, ...]) -> list[ev.Event]:
        game = self.table.game
        start = self._square_arg(args)
        moves = game.legal_moves()
        if start is not None:
            moves = [m for m in moves if m.path[:1] == (start,)]
        return [ev.MovesShown(game.position.copy(), tuple(moves), start)]

    def captures(self, args: tuple[str, ...]) -> list[ev.Event]:
        game = self.table.game
        moves = [m for m in game.legal_moves() if m.captured]
        return [ev.MovesShown(game.position.copy(), tuple(moves), None, captures_only=True)]

    def last(self, args: tuple[str, ...]) -> list[ev.Event]:
        made = self.table.made
        return [ev.LastMoveShown(made[-1] if made else None)]

    def history(self, args: tuple[str, ...]) -> list[ev.Event]:
        game = self.table.game
        return [ev.HistoryShown(game.start.copy(), tuple(game.moves))]

    def turn(self, args: tuple[str, ...]) -> list[ev.Event]:
        g = self.table.game
        number = (len(g.moves) + (0 if g.start.turn == g.rules.first else 1)) // 2 + 1
        position = g.position
        in_hand = position.in_hand(g.turn) if isinstance(position, MillPosition) else 0
        return [ev.TurnShown(g.turn, self.table.player, number, in_hand)]

    def material(self, args: tuple[str, ...]) -> list[ev.Event]:
        return [ev.MaterialShown(self.table.game.position.copy())]

    # ------------------------------------------------------------ the board's lines

    def _square_arg(self, args: tuple[str, ...]) -> int | None:
        """The square (or point) named by the first argument, if any."""
        if not args:
            return None
        try:
            if isinstance(self.table.rules, PointRules):
                return point_notation.parse_point(self.table.rules.board, args[0])
            return parse_square(self.table.rules.geometry, args[0])
        except NotationError:
            return None

    def _line(self, kind: str, name: str, squares: list[int]) -> list[ev.Event]:
        if not squares:
            return [ev.NotUnderstood(f"{kind} {name}")]
        return [ev.LineShown(self.table.game.position.copy(), kind, name, tuple(squares))]

    def _grid_at(self, file: int, rank: int) -> int | None:
        """The square or point at (file, rank), both from 0, if the board has one."""
        rules = self.table.rules
        if isinstance(rules, PointRules):
            return rules.board.point_at(file, rank)
        return rules.geometry.square_at(file, rank)

    def _grid_size(self) -> tuple[int, int]:
        """(files, ranks) of the board."""
        rules = self.table.rules
        if isinstance(rules, PointRules):
            return rules.board.files, rules.board.ranks
        return rules.geometry.size, rules.geometry.size

    def _point_diagonals(self, name: str, point: int) -> list[ev.Event]:
        """The diagonal lines through a point, each from its lower end upwards."""
        assert isinstance(self.table.rules, PointRules)
        board = self.table.rules.board
        out: list[ev.Event] = []
        for line in board.lines_through(point):
            (f0, r0), (f1, r1) = board.coords(line[0]), board.coords(line[-1])
            if f0 != f1 and r0 != r1:
                squares = line if r0 < r1 else tuple(reversed(line))
                out.append(ev.LineShown(self.table.game.position.copy(), "diagonal", name,
                                        squares))
        if not out:
            return [ev.LineShown(self.table.game.position.copy(), "diagonal", name, (point,))]
        return out
