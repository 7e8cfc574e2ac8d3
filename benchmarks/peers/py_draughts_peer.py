"""Driver: perft of py-draughts (PyPI ``py-draughts``, module ``draughts``), run inside
its own virtual environment (``benchmarks/.peers/py-draughts``).

``--api board``: the public Board API (``board.legal_moves``, ``push``, ``pop``), the last
ply counted in bulk as ``len(board.legal_moves)``.
``--api turbo``: its internal raw-int fast path ``draughts.engines.turbo.perft`` (which
also counts the last ply as ``len(moves)``). It is written for the 10x10 board only: on
the brazilian board it converts the squares as if the board were 10x10, so its count
there is wrong, and the benchmark reports it as a mismatch.
"""

from __future__ import annotations

import argparse

import _driver
import draughts
from draughts import BrazilianBoard, StandardBoard

BOARDS = {"international": StandardBoard, "brazilian": BrazilianBoard}


def board_perft(board: draughts.BaseBoard, depth: int) -> int:
    moves = board.legal_moves
    if depth <= 1:
        return len(moves) if depth == 1 else 1
    total = 0
    for move in moves:
        board.push(move)
        total += board_perft(board, depth - 1)
        board.pop()
    return total


def _options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--api", choices=("board", "turbo"), required=True)


def main() -> None:
    args = _driver.parse_args(__doc__ or "", _options)
    board = BOARDS[args.variant]()
    if args.api == "board":
        result = _driver.measure(lambda: board_perft(board, args.depth), args.repeat)
    else:
        from draughts.engines import turbo

        result = _driver.measure(lambda: turbo.perft_from_board(board, args.depth), args.repeat)
    _driver.emit(args, f"py-draughts {args.api}", draughts.__version__, result)


if __name__ == "__main__":
    main()
