"""Board geometry of the diagonal draughts boards (8x8 and 10x10).

Squares are the numbers of the numeric notation: 1 is the leftmost dark square of
Black's back rank (b8 or b10), numbering goes row by row from Black's side, left to
right as White sees the board; a1 is 29 on 8x8 and 46 on 10x10.

Inside the rules core a position is a few bitboards (plain ints) in a "ghost" layout:
the dark squares of each pair of rows take ``size`` consecutive bits and one unused
bit follows each pair, so that the four diagonal steps are the same shift from every
square (up-left ``-(half+1)``, up-right ``-half``, down-left ``+half``, down-right
``+half+1``) and a step off the board lands on a ghost bit outside ``mask``.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar, Final, Protocol

Square = int
Color = bool
WHITE: Final = True
BLACK: Final = False

# Direction indexes. White moves "up" (towards Black's side, lower square numbers).
UP_LEFT: Final = 0
UP_RIGHT: Final = 1
DOWN_LEFT: Final = 2
DOWN_RIGHT: Final = 3
DIRECTIONS: Final = (UP_LEFT, UP_RIGHT, DOWN_LEFT, DOWN_RIGHT)
REVERSE: Final = (DOWN_RIGHT, DOWN_LEFT, UP_RIGHT, UP_LEFT)


class BoardShape(Protocol):
    """What every game's board answers, a draughts board of dark squares or a drawing of
    points joined by lines: the places and how they lie on a grid of files and ranks."""

    #: whether pieces move along drawn lines between points (a board of points), not
    #: diagonally from square to square
    drawn_lines: ClassVar[bool]

    @property
    def files(self) -> int: ...

    @property
    def ranks(self) -> int: ...

    def every_square(self) -> range:
        """Every square (or point) of the board."""
        ...

    def coords(self, square: Square) -> tuple[int, int]:
        """(file, rank), both from 0: a1 is (0, 0)."""
        ...

    def square_at(self, file: int, rank: int) -> Square | None:
        """The square (or point) at (file, rank), or None where there is none."""
        ...

    def neighbours_of(self, square: Square) -> tuple[Square, ...]:
        """The squares (or points) one step away, in ascending order."""
        ...

    def diagonals_through(self, square: Square) -> tuple[tuple[Square, ...], ...]:
        """The diagonal lines through ``square``, each from its lower end upwards."""
        ...

    def between(self, a: Square, b: Square) -> tuple[Square, ...]:
        """The squares (or points) strictly between two of one line (empty otherwise)."""
        ...


class Geometry:
    """One board size: square numbering, coordinates, bit layout and ray tables."""

    drawn_lines: ClassVar[bool] = False

    __slots__ = (
        "size",
        "half",
        "squares",
        "bit",
        "square_of_index",
        "mask",
        "shifts",
        "rays",
        "steps",
        "promotion_rows",
        "main_diagonal",
        "_coords",
        "_by_coords",
    )

    def __init__(self, size: int) -> None:
        if size % 2 or size < 4:
            raise ValueError(f"unsupported board size {size}")
        half = size // 2
        self.size = size
        self.half = half
        self.squares = size * half
        # bit index of square s (1-based): (s-1) + (s-1)//size
        nbits = self.squares + (self.squares - 1) // size + 1
        bit = [0] * (self.squares + 1)
        square_of_index = [0] * (nbits + half + 2)
        coords: list[tuple[int, int]] = [(-1, -1)] * (self.squares + 1)
        by_coords: dict[tuple[int, int], Square] = {}
        mask = 0
        for s in range(1, self.squares + 1):
            i = (s - 1) + (s - 1) // size
            bit[s] = 1 << i
            square_of_index[i] = s
            mask |= 1 << i
            row = (s - 1) // half  # 0 = Black's back rank
            rank = size - 1 - row  # 0 = White's back rank (rank 1)
            k = (s - 1) % half
            file = 2 * k + (1 if row % 2 == 0 else 0)
            coords[s] = (file, rank)
            by_coords[(file, rank)] = s
        self.bit: tuple[int, ...] = tuple(bit)
        self.square_of_index: tuple[Square, ...] = tuple(square_of_index)
        self.mask = mask
        self._coords = tuple(coords)
        self._by_coords = by_coords
        # signed shift per direction: negative = towards lower bits (White's forward)
        self.shifts: tuple[int, int, int, int] = (-(half + 1), -half, half, half + 1)
        delta = ((-1, 1), (1, 1), (-1, -1), (1, -1))  # (file, rank) per direction
        steps: list[list[Square]] = []
        rays: list[list[tuple[Square, ...]]] = []
        for d in DIRECTIONS:
            df, dr = delta[d]
            step_d = [0] * (self.squares + 1)
            ray_d: list[tuple[Square, ...]] = [()] * (self.squares + 1)
            for s in range(1, self.squares + 1):
                f, r = self._coords[s]
                ray: list[Square] = []
                while True:
                    f, r = f + df, r + dr
                    nxt = by_coords.get((f, r))
                    if nxt is None:
                        break
                    ray.append(nxt)
                step_d[s] = ray[0] if ray else 0
                ray_d[s] = tuple(ray)
            steps.append(step_d)
            rays.append(ray_d)
        #: steps[d][s]: the neighbouring square of s in direction d, or 0
        self.steps: tuple[tuple[Square, ...], ...] = tuple(tuple(x) for x in steps)
        #: rays[d][s]: the squares from s in direction d, nearest first
        self.rays: tuple[tuple[tuple[Square, ...], ...], ...] = tuple(tuple(x) for x in rays)
        top_row = sum(bit[s] for s in range(1, half + 1))
        bottom_row = sum(bit[s] for s in range(self.squares - half + 1, self.squares + 1))
        #: promotion_rows[color]: where that colour's men are crowned (index by Color:
        #: BLACK is 0 and crowns on White's back rank, WHITE is 1 and crowns on Black's)
        self.promotion_rows: tuple[int, int] = (bottom_row, top_row)
        #: the long diagonal from a1 to the far corner
        self.main_diagonal = sum(
            bit[s] for s in range(1, self.squares + 1) if coords[s][0] == coords[s][1]
        )

    @property
    def files(self) -> int:
        return self.size

    @property
    def ranks(self) -> int:
        return self.size

    def every_square(self) -> range:
        return range(1, self.squares + 1)

    def neighbours_of(self, square: Square) -> tuple[Square, ...]:
        return tuple(sorted(s for d in DIRECTIONS if (s := self.steps[d][square])))

    def diagonals_through(self, square: Square) -> tuple[tuple[Square, ...], ...]:
        # the a1-h8 way (up-right) first, then the other (up-left), each from its lower end
        lines = (
            (*reversed(self.rays[down][square]), square, *self.rays[up][square])
            for up, down in ((UP_RIGHT, DOWN_LEFT), (UP_LEFT, DOWN_RIGHT))
        )
        return tuple(line for line in lines if len(line) > 1)

    def coords(self, square: Square) -> tuple[int, int]:
        """(file, rank), both from 0: a1 is (0, 0)."""
        if not 1 <= square <= self.squares:
            raise ValueError(f"no square {square} on a {self.size}x{self.size} board")
        return self._coords[square]

    def square_at(self, file: int, rank: int) -> Square | None:
        """The dark square at (file, rank), or None for a light or off-board square."""
        return self._by_coords.get((file, rank))

    def between(self, a: Square, b: Square) -> tuple[Square, ...]:
        """The squares strictly between two squares of one diagonal (empty otherwise)."""
        for d in DIRECTIONS:
            ray = self.rays[d][a]
            if b in ray:
                return ray[: ray.index(b)]
        return ()

    def squares_of(self, bitboard: int) -> list[Square]:
        """The squares of a bitboard, in ascending order."""
        out = []
        soi = self.square_of_index
        while bitboard:
            low = bitboard & -bitboard
            out.append(soi[low.bit_length() - 1])
            bitboard ^= low
        return out

    def bitboard(self, squares: Iterable[Square]) -> int:
        """The bitboard of some squares."""
        b = 0
        for s in squares:
            b |= self.bit[s]
        return b

    def __repr__(self) -> str:
        return f"Geometry({self.size})"


_GEOMETRIES: dict[int, Geometry] = {}


def geometry(size: int) -> Geometry:
    """The shared geometry of a board size."""
    g = _GEOMETRIES.get(size)
    if g is None:
        g = _GEOMETRIES[size] = Geometry(size)
    return g
