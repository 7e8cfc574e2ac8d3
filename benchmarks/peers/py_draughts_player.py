"""Plays py-draughts' strongest built-in player (TurboEngine, international only) over
stdin/stdout, for benchmarks/strength_ladder.py and benchmarks/engine_vs_peers.py. Runs
inside py-draughts' own venv.

Protocol, one line each way:
  "isready"                   answers "readyok VERSION"
  "position FEN"              start from this position instead (numeric FEN, as this
                              project writes it: "W:W31,32:B1,K2"); answers "ok"
  "play START END CAPTURED"   apply a move (numeric squares from 1; CAPTURED: comma list or -)
  "go SECONDS"                think; answers "move START END CAPTURED"
  "go depth N"                the same, to depth N with no time limit
  "stats"                     of the last search: "stats NODES DEPTH SECONDS"
  "quit"

One TurboEngine plays the whole game, so its transposition table is kept between moves
(as this project's engine keeps its own).
"""

import sys
import time

import draughts
from draughts import StandardBoard
from draughts.engines.turbo import TurboEngine


def key(move):
    return (move.square_list[0] + 1, move.square_list[-1] + 1,
            frozenset(s + 1 for s in move.captured_list))


def main() -> None:
    board = StandardBoard()
    engine = TurboEngine(depth_limit=None, time_limit=1.0)
    elapsed = 0.0
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        if words[0] == "quit":
            return
        if words[0] == "isready":
            print(f"readyok py-draughts {getattr(draughts, '__version__', '?')}", flush=True)
        elif words[0] == "position":
            try:
                board = StandardBoard.from_fen(" ".join(words[1:]))
            except ValueError as error:
                print(f"error {error}", flush=True)
                continue
            print("ok", flush=True)
        elif words[0] == "play":
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
            if words[1] == "depth":
                engine.depth_limit, engine.time_limit = int(words[2]), None
            else:
                engine.depth_limit, engine.time_limit = None, float(words[1])
            started = time.perf_counter()
            try:
                move = engine.get_best_move(board)
            except ValueError as error:
                print(f"error {error}", flush=True)
                continue
            elapsed = time.perf_counter() - started
            start, end, captured = key(move)
            board.push(move)
            caps = ",".join(str(s) for s in sorted(captured)) or "-"
            print(f"move {start} {end} {caps}", flush=True)
        elif words[0] == "stats":
            print(f"stats {engine.nodes} {engine.completed_depth} {elapsed:.6f}", flush=True)
        else:
            print(f"error unknown command {words[0]}", flush=True)


if __name__ == "__main__":
    main()
