"""Boards of named points joined by lines: the alquerque board and the mill board.

A point is a small int, ``0 .. len(board) - 1``, numbered rank by rank from White's
side and left to right within a rank, so that sorting points lists the board rank by
rank. Its name is a file letter and a rank number on the board's own grid: ``a1 .. e5``
on the alquerque board (5x5 points), ``a1, d1, g1, b2 ... g7`` on the mill board (the 24
points of a 7x7 grid that the three squares of the board pass through).

Men move along the board's lines. ``lines`` are the straight lines of the drawing, each
as its points in order; two points next to each other on a line are joined
(``neighbours``), and three in a row give a jump (``jumps``: from the first over the
second onto the third). On the mill board the lines are exactly the 16 mills.

The tables are computed once, when the board is made; positions keep their pieces in
bitboards, bit ``p`` for point ``p``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import pairwise
from typing import ClassVar, Final

from accessible_dama.rules.board import Color

Point = int

FILES: Final = "abcdefghij"


class PointBoard:
    """One board of named points: names, coordinates, lines, neighbours and jumps."""

    drawn_lines: ClassVar[bool] = True

    __slots__ = (
        "id",
        "files",
        "ranks",
        "names",
        "mask",
        "lines",
        "neighbours",
        "jumps",
        "forward",
        "by_rank",
        "_coords",
        "_by_coords",
        "_by_name",
        "_lines_through",
    )

    def __init__(
        self,
        id: str,
        files: int,
        ranks: int,
        coords: Sequence[tuple[int, int]],
        lines: Iterable[Sequence[tuple[int, int]]],
    ) -> None:
        """A board of ``coords`` (file, rank from 0, listed rank by rank, left to right)
        whose ``lines`` are given as the coordinates of their points, in order."""
        if list(coords) != sorted(coords, key=lambda c: (c[1], c[0])):
            raise ValueError("points must be listed rank by rank, left to right")
        self.id = id
        self.files = files
        self.ranks = ranks
        self._coords: tuple[tuple[int, int], ...] = tuple(coords)
        self._by_coords = {c: p for p, c in enumerate(self._coords)}
        self.names: tuple[str, ...] = tuple(f"{FILES[f]}{r + 1}" for f, r in self._coords)
        self._by_name = {name: p for p, name in enumerate(self.names)}
        self.mask = (1 << len(self._coords)) - 1
        #: the straight lines of the drawing, each as its points in order
        self.lines: tuple[tuple[Point, ...], ...] = tuple(
            tuple(self._by_coords[c] for c in line) for line in lines
        )
        n = len(self._coords)
        neighbours: list[list[Point]] = [[] for _ in range(n)]
        jumps: list[list[tuple[Point, Point]]] = [[] for _ in range(n)]
        through: list[list[tuple[Point, ...]]] = [[] for _ in range(n)]
        for line in self.lines:
            for p in line:
                through[p].append(line)
            for a, b in pairwise(line):
                neighbours[a].append(b)
                neighbours[b].append(a)
            for a, b, c in zip(line, line[1:], line[2:], strict=False):
                jumps[a].append((b, c))
                jumps[c].append((b, a))
        #: neighbours[p]: the points joined to p by a line, in point order
        self.neighbours: tuple[tuple[Point, ...], ...] = tuple(
            tuple(sorted(x)) for x in neighbours
        )
        #: jumps[p]: (over, landing) for every jump along a line from p
        self.jumps: tuple[tuple[tuple[Point, Point], ...], ...] = tuple(
            tuple(sorted(x, key=lambda j: j[1])) for x in jumps
        )
        self._lines_through: tuple[tuple[tuple[Point, ...], ...], ...] = tuple(
            tuple(x) for x in through
        )
        #: forward[color][p]: the neighbours of p towards the opponent's side (index by
        #: Color: BLACK is 0 and goes down the ranks, WHITE is 1 and goes up)
        self.forward: tuple[tuple[tuple[Point, ...], ...], tuple[tuple[Point, ...], ...]] = (
            tuple(
                tuple(q for q in self.neighbours[p] if self._coords[q][1] < self._coords[p][1])
                for p in range(n)
            ),
            tuple(
                tuple(q for q in self.neighbours[p] if self._coords[q][1] > self._coords[p][1])
                for p in range(n)
            ),
        )
        #: by_rank[r]: the points of rank r (0 is White's edge), left to right
        self.by_rank: tuple[tuple[Point, ...], ...] = tuple(
            tuple(p for p in range(n) if self._coords[p][1] == r) for r in range(ranks)
        )

    def __len__(self) -> int:
        return len(self._coords)

    @property
    def points(self) -> range:
        return range(len(self._coords))

    def every_square(self) -> range:
        return self.points

    def square_at(self, file: int, rank: int) -> Point | None:
        return self.point_at(file, rank)

    def neighbours_of(self, point: Point) -> tuple[Point, ...]:
        return self.neighbours[point]

    def diagonals_through(self, point: Point) -> tuple[tuple[Point, ...], ...]:
        lines = []
        for line in self.lines_through(point):
            (f0, r0), (f1, r1) = self.coords(line[0]), self.coords(line[-1])
            if f0 != f1 and r0 != r1:
                lines.append(line if r0 < r1 else tuple(reversed(line)))
        return tuple(lines)

    def between(self, a: Point, b: Point) -> tuple[Point, ...]:
        for line in self.lines_through(a):
            if b in line:
                i, j = line.index(a), line.index(b)
                return line[i + 1:j] if i < j else tuple(reversed(line[j + 1:i]))
        return ()

    def name(self, point: Point) -> str:
        """``a1``."""
        if not 0 <= point < len(self._coords):
            raise ValueError(f"no point {point} on the {self.id} board")
        return self.names[point]

    def point(self, name: str) -> Point:
        """The point named ``a1`` / ``A1``; raises ValueError for any other text."""
        found = self._by_name.get(name.strip().lower())
        if found is None:
            raise ValueError(f"{name!r} is not a point of the {self.id} board")
        return found

    def coords(self, point: Point) -> tuple[int, int]:
        """(file, rank), both from 0: a1 is (0, 0)."""
        if not 0 <= point < len(self._coords):
            raise ValueError(f"no point {point} on the {self.id} board")
        return self._coords[point]

    def point_at(self, file: int, rank: int) -> Point | None:
        """The point at (file, rank), or None where the grid has no point."""
        return self._by_coords.get((file, rank))

    def lines_through(self, point: Point) -> tuple[tuple[Point, ...], ...]:
        """The lines that pass through ``point`` (on the mill board: its two mills)."""
        return self._lines_through[point]

    def is_joined(self, a: Point, b: Point) -> bool:
        """Whether a line joins ``a`` and ``b`` directly (they are neighbours)."""
        return b in self.neighbours[a]

    def forward_neighbours(self, color: Color, point: Point) -> tuple[Point, ...]:
        """The neighbours of ``point`` that are forward, or diagonally forward, for ``color``."""
        return self.forward[color][point]

    def points_of(self, bitboard: int) -> list[Point]:
        """The points of a bitboard, in ascending order."""
        out = []
        while bitboard:
            low = bitboard & -bitboard
            out.append(low.bit_length() - 1)
            bitboard ^= low
        return out

    def bitboard(self, points: Iterable[Point]) -> int:
        b = 0
        for p in points:
            b |= 1 << p
        return b

    def __repr__(self) -> str:
        return f"<PointBoard {self.id}>"


def _alquerque_board() -> PointBoard:
    """5x5 points joined by every orthogonal line and by the diagonals through the points
    whose file + rank is even (six diagonal lines)."""
    coords = [(f, r) for r in range(5) for f in range(5)]
    lines: list[list[tuple[int, int]]] = []
    lines += [[(f, r) for f in range(5)] for r in range(5)]
    lines += [[(f, r) for r in range(5)] for f in range(5)]
    # the six diagonals: a1-e5, e1-a5, c1-a3, c1-e3, a3-c5, e3-c5
    lines += [
        [(i, i) for i in range(5)],
        [(4 - i, i) for i in range(5)],
        [(2, 0), (1, 1), (0, 2)],
        [(2, 0), (3, 1), (4, 2)],
        [(0, 2), (1, 3), (2, 4)],
        [(4, 2), (3, 3), (2, 4)],
    ]
    return PointBoard("alquerque", 5, 5, coords, lines)


def _mill_board() -> PointBoard:
    """Three nested squares joined at the middles of their sides: 24 points, 16 mills."""
    names = (
        "a1 d1 g1 b2 d2 f2 c3 d3 e3 a4 b4 c4 e4 f4 g4 c5 d5 e5 b6 d6 f6 a7 d7 g7".split()
    )

    def c(name: str) -> tuple[int, int]:
        return FILES.index(name[0]), int(name[1]) - 1

    mills = (
        "a1 d1 g1", "b2 d2 f2", "c3 d3 e3", "a4 b4 c4", "e4 f4 g4", "c5 d5 e5", "b6 d6 f6",
        "a7 d7 g7",
        "a1 a4 a7", "b2 b4 b6", "c3 c4 c5", "d1 d2 d3", "d5 d6 d7", "e3 e4 e5", "f2 f4 f6",
        "g1 g4 g7",
    )
    lines = [[c(n) for n in m.split()] for m in mills]
    return PointBoard("mill", 7, 7, [c(n) for n in names], lines)


ALQUERQUE_BOARD: Final = _alquerque_board()
MILL_BOARD: Final = _mill_board()

__all__ = ["ALQUERQUE_BOARD", "MILL_BOARD", "Point", "PointBoard"]
