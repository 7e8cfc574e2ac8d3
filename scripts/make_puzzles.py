#!/usr/bin/env python3
"""Find the puzzles (accessible_dama/puzzles/data/) with the engine's search.

Goes through the positions of real games (the records in ../shared/pdn and
../shared/records beside the checkout, read with the project's PDN reader: the games
are never copied, only the positions our search finds in them, with a note of where)
and of the engine's own self-play (seeded, so a run can be repeated), and keeps a
position when one move wins material or the game by force and it is the only one:
found by a search to ``--depth`` plies, then that move and every other one searched to
``--check`` plies (two more at least), the others found to win nothing like it
(``accessible_dama.puzzles.tactics``). Positions where a capture is compulsory are
left out (the move is forced anyway, not an idea), and so are positions the mover has
already won by three men or more.

Each variant's file grows line by line as puzzles are found, and a second run goes on
where the first stopped (the positions already stored are skipped):

    nice -n 15 .venv/bin/python scripts/make_puzzles.py czech international --log /tmp/p.log
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from accessible_dama.engine.search import Search, SearchOptions  # noqa: E402
from accessible_dama.engine.state import DraughtsState  # noqa: E402
from accessible_dama.notation import parse_fen, read_pdn, replay_game, write_fen  # noqa: E402
from accessible_dama.notation.movetext import move_text  # noqa: E402
from accessible_dama.notation.squares import usual_style  # noqa: E402
from accessible_dama.puzzles import TARGETS, Puzzle, data_file, grade_of, load  # noqa: E402
from accessible_dama.puzzles.tactics import material, only_winning_move  # noqa: E402
from accessible_dama.rules import Position, Rules, find_variant  # noqa: E402

SHARED = ROOT.parent / "shared"
RECORDS = {
    "czech": ("pdn/mrcd2000kval.pdn", "pdn/mrcd2006.pdn", "pdn/mrcd2007.pdn",
              "pdn/mrdrcd07.pdn", "pdn/mrdrcd08.pdn"),
    "international": ("pdn/wk2003.pdn", "pdn/nk2003-amsterdam.pdn"),
    "english": ("pdn/OCA_2.0.pdn", "records/playstrategy_american.pdn"),
    "brazilian": ("records/lidraughts_brazilian.pdn",),
    "russian": (),
}
SKIP_OPENING = 6  # plies of a game not looked at
AHEAD = 300  # a mover this far ahead has won already: no puzzle


def record_positions(rules: Rules, variant: str) -> Iterator[tuple[Position, str]]:
    """Every position of every game of the variant's records, with where it comes from."""
    for name in RECORDS[variant]:
        path = SHARED / name
        if not path.is_file():
            print(f"{path} is not there: its games are left out", file=sys.stderr)
            continue
        for game in read_pdn(path.read_bytes()):
            replay = replay_game(game, rules)
            fen = game.tags.get("FEN", "").strip()
            try:
                position = parse_fen(fen, rules) if fen else Position(rules)
                for ply, move in enumerate(replay.moves):
                    if ply >= SKIP_OPENING:
                        yield position.copy(), f"{path.name} game {game.index} ply {ply + 1}"
                    position.push(move)
            except ValueError:
                continue
            yield position.copy(), f"{path.name} game {game.index} end"


def self_play_positions(rules: Rules, seed: int, blunders: float) -> Iterator[tuple[Position, str]]:
    """The positions of one game of the engine against itself: a short search with noise,
    and now and then a move at random (the mistakes puzzles come from)."""
    rng = random.Random(seed)
    position = Position(rules)
    seen: dict[object, int] = {}
    for ply in range(200):
        moves = position.legal_moves()
        if not moves:
            return
        key = position.key()
        seen[key] = seen.get(key, 0) + 1
        if seen[key] >= 3:
            return
        if ply >= SKIP_OPENING:
            yield position.copy(), f"self-play seed {seed} ply {ply + 1}"
        if len(moves) == 1:
            move = moves[0]
        elif rng.random() < blunders:
            move = rng.choice(moves)
        else:
            search: Search = Search(
                DraughtsState(position), deadline=None, clock=time.monotonic, rng=rng,
                options=SearchOptions(max_depth=3, root_noise=40, node_limit=20000),
            )
            result = search.run()
            move = result.best if result and result.best is not None else moves[0]
        position.push(move)


def candidate(position: Position) -> bool:
    """Worth a search: a choice of moves, no capture forced, the game still open."""
    if position.must_capture() or position.count_legal_moves() < 2:
        return False
    return abs(material(position, position.turn)) < AHEAD


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("variants", nargs="+", choices=sorted(TARGETS))
    parser.add_argument("--depth", type=int, default=6, help="depth of the search that finds")
    parser.add_argument("--more", type=int, default=2, help="plies more for the check")
    parser.add_argument("--nodes", type=int, default=400_000, help="node limit of one search")
    parser.add_argument("--seeds", type=int, default=400, help="self-play games at most")
    parser.add_argument("--first-seed", type=int, default=1, help="the first self-play seed")
    parser.add_argument("--self-play-first", action="store_true",
                        help="the engine's own games before the records")
    parser.add_argument("--blunders", type=float, default=0.15)
    parser.add_argument("--extra", type=int, default=10, help="puzzles beyond the target")
    parser.add_argument("--log", type=Path)
    args = parser.parse_args(argv)
    log = args.log.open("a", encoding="utf-8") if args.log else sys.stdout

    def say(text: str) -> None:
        print(time.strftime("%H:%M:%S"), text, file=log, flush=True)

    sources: dict[str, Iterator[tuple[Position, str]]] = {}
    for variant in args.variants:
        rules = find_variant(variant)

        def positions(rules: Rules = rules, variant: str = variant
                      ) -> Iterator[tuple[Position, str]]:
            if not args.self_play_first:
                yield from record_positions(rules, variant)
            for seed in range(args.first_seed, args.first_seed + args.seeds):
                yield from self_play_positions(rules, seed, args.blunders)
            if args.self_play_first:
                yield from record_positions(rules, variant)

        sources[variant] = positions()
    stored = {v: load(v) for v in args.variants}
    seen = {v: {p.fen for p in stored[v]} for v in args.variants}
    looked = dict.fromkeys(args.variants, 0)
    # round robin: each variant gets its share of the time, however far the run goes
    active = list(args.variants)
    while active:
        for variant in list(active):
            if len(stored[variant]) >= TARGETS[variant] + args.extra:
                say(f"{variant}: {len(stored[variant])} puzzles, done")
                active.remove(variant)
                continue
            try:
                position, source = next(sources[variant])
            except StopIteration:
                say(f"{variant}: no more positions, {len(stored[variant])} puzzles")
                active.remove(variant)
                continue
            style = usual_style(position.rules)
            fen = write_fen(position, style)
            if fen in seen[variant] or not candidate(position):
                continue
            seen[variant].add(fen)
            looked[variant] += 1
            depth = args.depth
            found = only_winning_move(position, depth, depth + args.more, args.nodes)
            if looked[variant] % 200 == 0:
                say(f"{variant}: {looked[variant]} positions searched, "
                    f"{len(stored[variant])} puzzles")
            if found is None:
                continue
            texts = []
            p = position.copy()
            for move in found.line:
                if move not in p.legal_moves():
                    break
                texts.append(move_text(p, move, style))
                p.push(move)
            after = position.copy()
            after.push(found.line[0])
            kind = "sacrifice" if after.must_capture() else "quiet"
            puzzle = Puzzle(
                variant=variant, fen=fen, solution=tuple(texts[:max(1, found.plies)]),
                grade=grade_of(found.plies), plies=found.plies, men=found.men,
                game=found.game, kind=kind, checked=found.checked, source=source,
            )
            stored[variant].append(puzzle)
            with data_file(variant).open("a", encoding="utf-8", newline="\n") as out:
                out.write(puzzle.line() + "\n")
            say(f"{variant}: puzzle {len(stored[variant])}: {fen} {' '.join(puzzle.solution)} "
                f"grade {puzzle.grade} ({source})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
