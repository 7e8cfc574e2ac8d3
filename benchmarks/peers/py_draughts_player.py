"""Plays py-draughts' strongest built-in player (TurboEngine, international only) over
stdin/stdout, for benchmarks/strength_ladder.py. Runs inside py-draughts' own venv.

Protocol, one line each way:
  "play START END CAPTURED"   apply a move (numeric squares from 1; CAPTURED: comma list or -)
  "go SECONDS"                think; answers "move START END CAPTURED"
  "quit"
"""

import sys

from draughts import StandardBoard
from draughts.engines.turbo import TurboEngine


def key(move):
    return (move.square_list[0] + 1, move.square_list[-1] + 1,
            frozenset(s + 1 for s in move.captured_list))


def main() -> None:
    board = StandardBoard()
    engine = None
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        if words[0] == "quit":
            return
        if words[0] == "play":
            start, end = int(words[1]), int(words[2])
            captured = frozenset() if words[3] == "-" else frozenset(
                int(s) for s in words[3].split(","))
            wanted = (start, end, captured)
            for move in board.legal_moves:
                if key(move) == wanted:
                    board.push(move)
                    break
            else:
                print(f"error no such move {line.strip()}", flush=True)
                continue
            print("ok", flush=True)
        elif words[0] == "go":
            seconds = float(words[1])
            engine = TurboEngine(depth_limit=None, time_limit=seconds)
            move = engine.get_best_move(board)
            start, end, captured = key(move)
            board.push(move)
            caps = ",".join(str(s) for s in sorted(captured)) or "-"
            print(f"move {start} {end} {caps}", flush=True)


if __name__ == "__main__":
    main()
