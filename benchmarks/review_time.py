"""How long the review after a game takes: a game of 60 moves (120 plies, the computer
against itself, the same every run) reviewed as ``rozbor`` / ``review`` reviews the
player's moves, at the review's own depth and node limits.

    .venv/bin/python benchmarks/review_time.py [--moves 60] [--variant czech] [--rounds 1]

Prints the seconds of each round, the mistakes found, and the game as PDN moves.
"""

from __future__ import annotations

import argparse
import random
import time

from accessible_dama.engine import REVIEW_DEPTH, Engine, Limit, mistakes
from accessible_dama.notation.text import move_text
from accessible_dama.rules import Game, find_variant, new_game


def played(variant: str, moves: int, seed: int) -> Game:
    """A game of the computer against itself (level 4 against level 3, fixed depths)."""
    rng = random.Random(seed)
    game = new_game(find_variant(variant))
    players = (Engine(4, rng=rng, book=False), Engine(3, rng=rng, book=False))
    while game.outcome is None and len(game.moves) < 2 * moves:
        engine = players[0 if game.turn == game.rules.first else 1]
        game.push(engine.choose_move(game, Limit(depth=engine.level_of(game).max_depth)))
    return game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=60)
    parser.add_argument("--variant", default="czech")
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--seed", type=int, default=60)
    args = parser.parse_args()
    game = played(args.variant, args.moves, args.seed)
    print(f"{args.variant}: {len(game.moves)} plies ({(len(game.moves) + 1) // 2} moves)")
    for _ in range(args.rounds):
        started = time.perf_counter()
        found = mistakes(game, depth=REVIEW_DEPTH, sides=(game.rules.first,))
        seconds = time.perf_counter() - started
        print(f"review of {'White' if game.rules.first else 'Black'}'s moves: {seconds:.1f} s, "
              f"{len(found)} mistakes at plies {sorted(m.ply + 1 for m in found)}")
    replay = new_game(game.rules, game.start)
    said = []
    for move in game.moves:
        said.append(move_text(replay.position, move))
        replay.push(move)
    print(" ".join(said))


if __name__ == "__main__":
    main()
