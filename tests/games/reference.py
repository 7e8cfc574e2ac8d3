"""Deliberately naive move generators for the point games, written from the text alone.

They share nothing with ``accessible_dama.rules`` but the names of points: a board is a
dict from point name to "W", "B", "WK", "BK" (a Vietnamese king), moves are plain tuples,
and every rule is spelled out point by point from RULES.md ("The other games in the
texts") and the source text 001. Slow and plain, so that it is easy to check by reading.

A reference move is ``(path, captured)``: the names of the points the piece stands on
(a placement has one, a pass none) and the set of names of the pieces it takes.
"""

from __future__ import annotations

from dataclasses import dataclass, field

RefMove = tuple[tuple[str, ...], frozenset[str]]

FILES = "abcdefg"


def name(f: int, r: int) -> str:
    return f"{FILES[f]}{r + 1}"


def coords(n: str) -> tuple[int, int]:
    return FILES.index(n[0]), int(n[1:]) - 1


def other(color: str) -> str:
    return "B" if color == "W" else "W"


# ------------------------------------------------------------------ the alquerque board

ORTHOGONAL = ((1, 0), (-1, 0), (0, 1), (0, -1))
DIAGONAL = ((1, 1), (-1, 1), (1, -1), (-1, -1))


def on_alquerque(f: int, r: int) -> bool:
    return 0 <= f < 5 and 0 <= r < 5


def alquerque_directions(n: str) -> tuple[tuple[int, int], ...]:
    """"Diagonals through the points whose file+rank is even": a diagonal step exists only
    from those points (a1 counts as file 1 + rank 1)."""
    f, r = coords(n)
    if (f + 1 + r + 1) % 2 == 0:
        return ORTHOGONAL + DIAGONAL
    return ORTHOGONAL


def alquerque_step(n: str, d: tuple[int, int], times: int = 1) -> str | None:
    f, r = coords(n)
    f, r = f + d[0] * times, r + d[1] * times
    return name(f, r) if on_alquerque(f, r) else None


ALQUERQUE_POINTS = [name(f, r) for r in range(5) for f in range(5)]


# ------------------------------------------------------------------ alquerque


@dataclass
class Alquerque:
    board: dict[str, str]
    turn: str = "W"
    modified: bool = False

    @staticmethod
    def start(modified: bool = False) -> Alquerque:
        """12 men each; White on ranks 1-2 plus d3, e3; Black on ranks 4-5 plus a3, b3."""
        board = {}
        for n in ALQUERQUE_POINTS:
            rank = int(n[1])
            if rank <= 2 or n in ("d3", "e3"):
                board[n] = "W"
            elif rank >= 4 or n in ("a3", "b3"):
                board[n] = "B"
        return Alquerque(board, "W", modified)

    def jumps(self, color: str) -> set[RefMove]:
        """Every jump and chain of jumps, and every first part of a chain (the man may
        stop after any jump). Jumped men stay on the board until the move ends."""
        found: set[RefMove] = set()

        def go(start: str, at: str, path: tuple[str, ...], taken: frozenset[str]) -> None:
            for d in alquerque_directions(at):
                over = alquerque_step(at, d)
                land = alquerque_step(at, d, 2)
                if over is None or land is None:
                    continue
                if self.board.get(over) != other(color) or over in taken:
                    continue
                if land != start and land in self.board:
                    continue
                # a set: routes with the same start, end and men taken are one move
                found.add(((start, land), taken | {over}))
                go(start, land, (*path, land), taken | {over})

        for n, c in self.board.items():
            if c == color:
                go(n, n, (n,), frozenset())
        return found

    def steps(self, color: str) -> set[RefMove]:
        out: set[RefMove] = set()
        forward = 1 if color == "W" else -1
        for n, c in self.board.items():
            if c != color:
                continue
            for d in alquerque_directions(n):
                if self.modified and d[1] != forward:
                    continue  # "never sideways or back"
                to = alquerque_step(n, d)
                if to is not None and to not in self.board:
                    out.add(((n, to), frozenset()))
        return out

    def has_men(self, color: str) -> bool:
        return color in self.board.values()

    def can_move(self, color: str) -> bool:
        return bool(self.jumps(color) or self.steps(color))

    def moves(self) -> set[RefMove]:
        if not self.has_men(self.turn):
            return set()
        jumps = self.jumps(self.turn)
        if jumps:
            return jumps  # capturing is compulsory
        steps = self.steps(self.turn)
        if steps:
            return steps
        if self.modified and self.can_move(other(self.turn)):
            return {((), frozenset())}  # the pass
        return set()

    def play(self, move: RefMove) -> Alquerque:
        board = dict(self.board)
        path, taken = move
        if path:
            del board[path[0]]
            board[path[-1]] = self.turn
            for t in taken:
                del board[t]
        return Alquerque(board, other(self.turn), self.modified)


# ------------------------------------------------------------------ mill

MILL_POINTS = (
    "a1 d1 g1 b2 d2 f2 c3 d3 e3 a4 b4 c4 e4 f4 g4 c5 d5 e5 b6 d6 f6 a7 d7 g7".split()
)


def _mill_lines() -> list[tuple[str, str, str]]:
    """Three points next to each other on one vertical or horizontal line: every rank and
    every file of the 24 points, split at the middle where the centre is not a point."""
    lines = []
    for fixed in range(7):
        for along_rank in (True, False):
            row = sorted(
                (n for n in MILL_POINTS if coords(n)[1 if along_rank else 0] == fixed),
                key=lambda n: coords(n)[0 if along_rank else 1],
            )
            if len(row) == 6:  # rank 4 and file d: two lines, either side of the centre
                lines += [tuple(row[:3]), tuple(row[3:])]
            else:
                lines.append(tuple(row))
    assert all(len(line) == 3 for line in lines)
    return lines  # type: ignore[return-value]


MILL_LINES = _mill_lines()
MILL_NEIGHBOURS: dict[str, set[str]] = {n: set() for n in MILL_POINTS}
for _a, _b, _c in MILL_LINES:
    MILL_NEIGHBOURS[_a].add(_b)
    MILL_NEIGHBOURS[_b] |= {_a, _c}
    MILL_NEIGHBOURS[_c].add(_b)


@dataclass
class Mill:
    board: dict[str, str] = field(default_factory=dict)
    turn: str = "W"
    hand: dict[str, int] = field(default_factory=lambda: {"W": 9, "B": 9})

    def in_mill(self, n: str, board: dict[str, str] | None = None) -> bool:
        board = self.board if board is None else board
        color = board[n]
        return any(n in line and all(board.get(x) == color for x in line) for line in MILL_LINES)

    def men(self, color: str) -> int:
        return sum(1 for c in self.board.values() if c == color) + self.hand[color]

    def moves(self) -> set[RefMove]:
        me, them = self.turn, other(self.turn)
        if self.men(me) <= 2:
            return set()  # "a player reduced to two men loses"
        empty = [n for n in MILL_POINTS if n not in self.board]
        mine = [n for n, c in self.board.items() if c == me]
        routes: list[tuple[str, ...]]
        if self.hand[me]:
            routes = [(n,) for n in empty]
        elif len(mine) == 3:
            routes = [(a, b) for a in mine for b in empty]
        else:
            routes = [(a, b) for a in mine for b in MILL_NEIGHBOURS[a] if b not in self.board]
        theirs = [n for n, c in self.board.items() if c == them]
        free = [n for n in theirs if not self.in_mill(n)]
        victims = free or theirs
        out: set[RefMove] = set()
        for route in routes:
            after = dict(self.board)
            if len(route) == 2:
                del after[route[0]]
            after[route[-1]] = me
            if self.in_mill(route[-1], after) and victims:
                out |= {(route, frozenset({v})) for v in victims}
            else:
                out.add((route, frozenset()))
        return out

    def play(self, move: RefMove) -> Mill:
        route, taken = move
        board = dict(self.board)
        hand = dict(self.hand)
        if len(route) == 1:
            hand[self.turn] -= 1
        else:
            del board[route[0]]
        board[route[-1]] = self.turn
        for t in taken:
            del board[t]
        return Mill(board, other(self.turn), hand)


# ------------------------------------------------------------------ Vietnamese chess


@dataclass
class Vietnamese:
    board: dict[str, str]
    turn: str = "W"

    @staticmethod
    def start() -> Vietnamese:
        """Each side fills its two nearest ranks, the king in the middle of the edge rank."""
        board = {}
        for n in ALQUERQUE_POINTS:
            rank = int(n[1])
            if rank in (1, 2):
                board[n] = "WK" if n == "c1" else "W"
            elif rank in (4, 5):
                board[n] = "BK" if n == "c5" else "B"
        return Vietnamese(board, "W")

    def king(self, color: str) -> str:
        return next(n for n, c in self.board.items() if c == color + "K")

    def king_takes(self, color: str) -> list[tuple[str, str]]:
        """(landing, taken) of every capture of ``color``'s king: over its own soldier
        next to it, onto the point directly beyond, where an enemy piece stands."""
        k = self.king(color)
        out = []
        for d in alquerque_directions(k):
            over = alquerque_step(k, d)
            land = alquerque_step(k, d, 2)
            if over is None or land is None:
                continue
            if self.board.get(over) == color and self.board.get(land, "")[:1] == other(color):
                out.append((land, land))
        return out

    def in_check(self, color: str) -> bool:
        """"The enemy king could take this king next move"."""
        mine = self.king(color)
        return any(land == mine for land, _ in self.king_takes(other(color)))

    def moves(self) -> set[RefMove]:
        me = self.turn
        pseudo: set[RefMove] = set()
        for n, c in self.board.items():
            if c[:1] != me:
                continue
            for d in alquerque_directions(n):
                to = alquerque_step(n, d)
                if to is not None and to not in self.board:
                    pseudo.add(((n, to), frozenset()))
        k = self.king(me)
        for land, taken in self.king_takes(me):
            if self.board[taken] != other(me) + "K":  # a king is never taken
                pseudo.add(((k, land), frozenset({taken})))
        # "no move may leave or put one's own king in check"
        return {m for m in pseudo if not self.play(m).in_check(me)}

    def play(self, move: RefMove) -> Vietnamese:
        (a, b), taken = move
        board = dict(self.board)
        for t in taken:
            del board[t]
        board[b] = board.pop(a)
        return Vietnamese(board, other(self.turn))


def perft(state: Alquerque | Mill | Vietnamese, depth: int) -> int:
    if depth == 0:
        return 1
    return sum(perft(state.play(m), depth - 1) for m in state.moves())
