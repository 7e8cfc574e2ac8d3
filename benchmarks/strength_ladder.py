"""Strength ladder of the computer opponent, recorded in docs/engine.md.

For each variant: every level against the level one below it (``--step 2``: two below),
over N games with alternating colours; then level 10 against a peer's strongest built-in
player where one exists (py-draughts' TurboEngine, international only), else against
level 10 at half its time (``--skip-peers`` leaves these out). Prints one line per pairing.

    .venv/bin/python benchmarks/strength_ladder.py --games 40 --depth 10 --jobs 2 --skip-peers

--time-scale multiplies every level's time per move (the same for both sides), so the
ladder can run on a small machine; the figures say which scale was used. --depth D
instead searches every move to each level's own depth, D at most (level 10 has no depth
of its own), with no time limit: the games are then the same on any machine, however busy,
and can be played side by side (--jobs). --levels FILE plays a table of levels tried (on
every board) before it is written into accessible_dama/engine/levels.py: a JSON list of
the fields of ``Level`` in order (number, seconds, max_depth, quiescence, noise, opening_noise,
careless).
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from engine_vs_peers import py_draughts_python  # beside this script

from accessible_dama.engine import Engine, Level, Limit, level, levels
from accessible_dama.engine.endgame import Tables
from accessible_dama.engine.match import MAX_PLIES, play_game
from accessible_dama.notation.pdn import write_result
from accessible_dama.rules import Game, Move, find_variant

HERE = Path(__file__).resolve().parent


@dataclass
class Score:
    label: str
    wins: int = 0
    draws: int = 0
    losses: int = 0

    @property
    def percent(self) -> float:
        n = self.wins + self.draws + self.losses
        return 100.0 * (self.wins + 0.5 * self.draws) / n if n else 0.0

    def add(self, a_score: float) -> None:
        if a_score == 1.0:
            self.wins += 1
        elif a_score == 0.0:
            self.losses += 1
        else:
            self.draws += 1

    def line(self) -> str:
        return (f"{self.label}: {self.wins} wins, {self.draws} draws, {self.losses} losses, "
                f"{self.percent:.0f}%")


def ladder(variant: str, games: int, scale: float, seed: int, *, step: int = 1,
           depth: int | None = None, jobs: int = 1, lowest: int = 1, highest: int = 10,
           table: str | None = None) -> list[Score]:
    """Every level from ``lowest + step`` to ``highest`` against the level ``step`` below
    it, the levels of ``table`` (a JSON file) if given."""
    scores = []
    pairs = [(a, a - step) for a in range(lowest + step, highest + 1)]
    with ProcessPoolExecutor(jobs, initializer=use_levels, initargs=(table,)) as pool:
        futures = {pair: [pool.submit(_game, variant, *pair, number, seed + pair[0], scale,
                                      depth) for number in range(1, games + 1)]
                   for pair in pairs}
        for (a, b), played in futures.items():
            s = Score(f"{variant} level {a} vs level {b}")
            plies = 0
            for future in played:
                a_score, game_plies = future.result()
                s.add(a_score)
                plies += game_plies
            print(f"{s.line()} ({plies / games:.0f} plies a game)", flush=True)
            scores.append(s)
    return scores


_TABLES = Tables()  # the endgame databases, read once by each process


def use_levels(table: str | None) -> None:
    """Play the levels of a JSON file instead of the program's, on every board (in this
    process)."""
    if table is not None:
        rows = json.loads(Path(table).read_text(encoding="utf-8"))
        levels.LEVELS = levels.LARGE_BOARD_LEVELS = tuple(Level(*row) for row in rows)


def _game(variant: str, a: int, b: int, number: int, seed: int, scale: float,
          depth: int | None) -> tuple[float, int]:
    """Level A's score and the plies of one game (the game itself stays in its process)."""
    played = play_game(find_variant(variant), a, b, number, seed=seed, time_scale=scale,
                       depth=depth, tables=_TABLES)
    return played.a_score, played.plies


def half_time(variant: str, games: int, scale: float, seed: int) -> Score:
    """Level 10 against level 10 with half the time per move."""
    rules = find_variant(variant)
    s = Score(f"{variant} level 10 vs level 10 at half time")
    for number in range(1, games + 1):
        a_color = number % 2 == 1
        a = Engine(10, rng=random.Random(seed + 2 * number))
        b = Engine(10, rng=random.Random(seed + 2 * number + 1))
        game = Game(rules)
        while game.outcome is None and len(game.moves) < MAX_PLIES:
            mine = game.turn == a_color
            engine = a if mine else b
            seconds = engine.level_of(game).seconds * scale * (1.0 if mine else 0.5)
            game.push(engine.choose_move(game, Limit(seconds=seconds)))
        s.add(_a_score(game, a_color))
    print(s.line(), flush=True)
    return s


def _a_score(game: Game, a_color: bool) -> float:
    if game.outcome is None or game.outcome.winner is None:
        return 0.5
    return 1.0 if game.outcome.winner == a_color else 0.0


def versus_turbo(games: int, scale: float, seed: int) -> Score:
    """Level 10 against py-draughts' TurboEngine, each with level 10's time per move."""
    rules = find_variant("international")
    s = Score("international level 10 vs py-draughts TurboEngine")
    python = py_draughts_python()
    for number in range(1, games + 1):
        a_color = number % 2 == 1
        ours = Engine(10, rng=random.Random(seed + number))
        seconds = level(10, rules).seconds * scale
        peer = subprocess.Popen(
            [str(python), str(HERE / "peers" / "py_draughts_player.py")],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
        )
        assert peer.stdin and peer.stdout
        game = Game(rules)
        try:
            while game.outcome is None and len(game.moves) < MAX_PLIES:
                if game.turn == a_color:
                    move = ours.choose_move(game, Limit(seconds=seconds))
                    caps = ",".join(map(str, sorted(move.captured))) or "-"
                    peer.stdin.write(f"play {move.start} {move.end} {caps}\n")
                    peer.stdin.flush()
                    assert peer.stdout.readline().strip() == "ok"
                else:
                    peer.stdin.write(f"go {seconds}\n")
                    peer.stdin.flush()
                    _, start, end, caps = peer.stdout.readline().split()
                    captured = frozenset() if caps == "-" else frozenset(map(int, caps.split(",")))
                    move = Move((int(start), int(end)), captured)
                game.push(move)
        finally:
            peer.stdin.write("quit\n")
            peer.stdin.flush()
            peer.wait(timeout=10)
        s.add(_a_score(game, a_color))
        result = write_result(game.outcome, rules.first) if game.outcome else "stopped"
        print(f"  game {number}: {result} "
              f"({'White' if a_color else 'Black'} was level 10)", flush=True)
    print(s.line(), flush=True)
    return s


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variants", default="czech,international")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--step", type=int, default=1, help="levels between the two sides")
    parser.add_argument("--lowest", type=int, default=1, help="the lowest level played")
    parser.add_argument("--highest", type=int, default=10, help="the highest level played")
    parser.add_argument("--depth", type=int, help="search to each level's depth, this at most,"
                        " with no time limit (the same games on any machine)")
    parser.add_argument("--jobs", type=int, default=1, help="games played side by side")
    parser.add_argument("--levels", help="a JSON table of levels to try instead")
    parser.add_argument("--skip-peers", action="store_true",
                        help="no level 10 against a peer or at half time")
    parser.add_argument("--time-scale", type=float, default=0.1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--skip-ladder", action="store_true")
    parser.add_argument("--json")
    args = parser.parse_args()
    started = time.monotonic()
    results: list[Score] = []
    for variant in args.variants.split(","):
        if not args.skip_ladder:
            results += ladder(variant, args.games, args.time_scale, args.seed, step=args.step,
                              depth=args.depth, jobs=args.jobs, lowest=args.lowest,
                              highest=args.highest, table=args.levels)
        if args.skip_peers:
            continue
        if variant == "international":
            results.append(versus_turbo(args.games, args.time_scale, args.seed))
        else:
            results.append(half_time(variant, args.games, args.time_scale, args.seed))
    limit = (f"depth {args.depth} at most, no time limit" if args.depth
             else f"time scale {args.time_scale}")
    print(f"{limit}, {args.games} games per pairing, "
          f"{time.monotonic() - started:.0f} s in all, Python {sys.version.split()[0]}")
    if args.json:
        Path(args.json).write_text(json.dumps([vars(s) | {"percent": s.percent} for s in results],
                                              indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
