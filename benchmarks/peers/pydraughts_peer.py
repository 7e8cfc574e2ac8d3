"""Driver: perft of pydraughts (PyPI ``pydraughts``, module ``draughts``), run inside its
own virtual environment (``benchmarks/.peers/pydraughts``), through its public API
(``Board(variant)``, ``board.legal_moves()``, ``push``, ``pop``).

pydraughts lists every route of a capture separately, while perft counts the routes
with the same start, end and captured pieces once (as ours and py-draughts do): the
driver keeps the first route of each such group, at every ply. The last ply is counted
in bulk (the number of those moves, no push).
"""

from __future__ import annotations

import _driver
import draughts
from draughts import Board

NAMES = {"international": "standard", "brazilian": "brazilian"}


def unique_moves(board: Board) -> list[draughts.Move]:
    seen: dict[tuple[int, int, frozenset[int]], draughts.Move] = {}
    for move in board.legal_moves():
        key = (move.board_move[0][0], move.board_move[-1][1], frozenset(move.captures or ()))
        seen.setdefault(key, move)
    return list(seen.values())


def board_perft(board: Board, depth: int) -> int:
    moves = unique_moves(board)
    if depth <= 1:
        return len(moves) if depth == 1 else 1
    total = 0
    for move in moves:
        board.push(move)
        total += board_perft(board, depth - 1)
        board.pop()
    return total


def main() -> None:
    args = _driver.parse_args(__doc__ or "")
    board = Board(NAMES[args.variant])
    result = _driver.measure(lambda: board_perft(board, args.depth), args.repeat)
    _driver.emit(args, "pydraughts", draughts.__version__, result)


if __name__ == "__main__":
    main()
