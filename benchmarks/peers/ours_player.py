"""Plays this project's engine over stdin/stdout, from any checkout of the project (the
working tree, or an older commit extracted elsewhere), for benchmarks/engine_vs_peers.py.

    python benchmarks/peers/ours_player.py --checkout DIR --variant czech [--level 10]
        [--seed N] [--no-book]

The package is imported from DIR, so an old commit plays with its own code. Only what
has long existed is used (``Engine(level, rng=...)``, ``Engine.choose_move``,
``Engine.search``, ``Game``, ``find_variant``, ``parse_fen``), so that old checkouts run.

Protocol, one line each way (the same as py_draughts_player.py):
  "isready"                   answers "readyok PACKAGE_DIR" (where the package came from)
  "position FEN"              start from this position instead (answers "ok")
  "play START END CAPTURED"   apply a move (numeric squares; CAPTURED: comma list or -)
  "go SECONDS"                think; answers "move START END CAPTURED"
  "go depth N", "go nodes N"  the same, limited by depth or nodes instead of time
  "stats"                     of the last search: "stats NODES DEPTH SECONDS"
  "quit"
Anything that goes wrong answers "error ..." on one line.
"""

from __future__ import annotations

import argparse
import inspect
import random
import sys
import time
from pathlib import Path


def main() -> None:
    parser = argparse.ArgumentParser(description="this project's engine as a player")
    parser.add_argument("--checkout", required=True, help="folder holding accessible_dama/")
    parser.add_argument("--variant", default="international")
    parser.add_argument("--level", type=int, default=10)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--no-book", action="store_true",
                        help="play without the opening book (where the checkout has one)")
    args = parser.parse_args()
    sys.path.insert(0, str(Path(args.checkout).resolve()))

    import accessible_dama
    from accessible_dama.engine import Engine
    from accessible_dama.notation import parse_fen
    from accessible_dama.rules import Game, find_variant

    class Recording(Engine):  # type: ignore[misc, valid-type]
        """Keeps the last search, for its node count and depth."""

        last = None

        def search(self, *a, **k):  # type: ignore[no-untyped-def]
            self.last = super().search(*a, **k)
            return self.last

    rules = find_variant(args.variant)
    game = Game(rules)
    options = {}
    if args.no_book and "book" in inspect.signature(Engine).parameters:
        options["book"] = False
    engine = Recording(args.level, rng=random.Random(args.seed), **options)
    limit_type = getattr(accessible_dama.engine, "Limit", None)
    elapsed = 0.0

    def answer(text: str) -> None:
        print(text, flush=True)

    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        try:
            if words[0] == "quit":
                return
            if words[0] == "isready":
                answer(f"readyok {Path(accessible_dama.__file__).resolve().parent}")
            elif words[0] == "position":
                game = Game(rules, parse_fen(" ".join(words[1:]), rules))
                answer("ok")
            elif words[0] == "play":
                start, end = int(words[1]), int(words[2])
                captured = frozenset() if words[3] == "-" else frozenset(
                    int(s) for s in words[3].split(","))
                found = [m for m in game.legal_moves()
                         if m.path[0] == start and m.path[-1] == end and m.captured == captured]
                if not found:
                    answer(f"error no such move {' '.join(words[1:])}")
                    continue
                game.push(found[0])
                answer("ok")
            elif words[0] == "go":
                if words[1] == "depth":
                    limit = {"depth": int(words[2])}
                elif words[1] == "nodes":
                    limit = {"nodes": int(words[2])}
                else:
                    limit = {"seconds": float(words[1])}
                engine.last = None
                started = time.perf_counter()
                if limit_type is None:  # a checkout from before the engine took a Limit
                    move = engine.choose_move(game, **limit)
                else:
                    move = engine.choose_move(game, limit_type(**limit))
                elapsed = time.perf_counter() - started
                game.push(move)
                caps = ",".join(str(s) for s in sorted(move.captured)) or "-"
                answer(f"move {move.path[0]} {move.path[-1]} {caps}")
            elif words[0] == "stats":
                search = engine.last
                stats = getattr(search, "_stats", None)
                result = getattr(search, "result", None)
                nodes = stats.nodes if stats is not None else (result.nodes if result else 0)
                depth = result.depth if result is not None else 0
                answer(f"stats {nodes} {depth} {elapsed:.6f}")
            else:
                answer(f"error unknown command {words[0]}")
        except Exception as error:  # the driver reads every failure on its line
            answer(f"error {type(error).__name__}: {error}".replace("\n", " "))


if __name__ == "__main__":
    main()
