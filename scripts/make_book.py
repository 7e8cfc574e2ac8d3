#!/usr/bin/env python3
"""Write the opening books (accessible_dama/engine/books/) from the real game records.

Replays every game of the tournament records in ../shared/pdn (beside the checkout: games
played by people, never copied into the project) with the rules core and, for each
position of the first plies (16 unless ``--plies`` says otherwise), counts the move
played there and how those games ended for the side that played it. One file per
variant, one line per position and move, sorted: a second run writes the same files.

    .venv/bin/python scripts/make_book.py [--plies 16]

The format and the rule for the moves the engine plays are in accessible_dama/engine/book.py.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from accessible_dama.engine.book import (  # noqa: E402
    BOOK_DIR,
    move_key,
    parse_book,
    position_key,
)
from accessible_dama.notation.pdn import (  # noqa: E402
    SKIP,
    GameBuilder,
    SkipType,
    read_games,
    read_result,
    replay_game,
)
from accessible_dama.rules import Color, Position, Rules, find_variant  # noqa: E402

PDN_DIR = ROOT.parent / "shared" / "pdn"
PLIES = 16

#: the records of each variant (../shared/pdn/README.md)
RECORDS = {
    "czech": ("mrcd2000kval.pdn", "mrcd2006.pdn", "mrcd2007.pdn", "mrdrcd07.pdn",
              "mrdrcd08.pdn"),
    "international": ("nk2003-amsterdam.pdn", "wk2003.pdn"),
    "english": ("OCA_2.0.pdn",),
}

WON, DRAWN, LOST = 1, 2, 3  # the columns of a move's results


def result_for(result: str, rules: Rules, side: Color) -> int | None:
    """How a game ended for ``side`` by its result (``notation.pdn.read_result``: the
    first score is the side that moves first, Black in English draughts): ``WON``,
    ``DRAWN`` or ``LOST``; None when the result does not say (``*``)."""
    said = read_result(result, rules.first)
    if said is None:
        return None
    if said.winner is None:
        return DRAWN
    return WON if said.winner == side else LOST


class GameFromTheStart(GameBuilder):
    """A game as ``GameBuilder`` reads it; one from a set position (a FEN tag) keeps its
    tags only: its moves are not read."""

    def end_tags(self) -> SkipType | None:
        return SKIP if self.game.tags.get("FEN", "").strip() else None


Stats = dict[tuple[str, tuple[int, ...], str], list[int]]


def collect(rules: Rules, files: Iterable[Path], plies: int) -> tuple[Stats, int]:
    """(position key, path, move text) -> [played, won, drawn, lost], and the number of
    games used."""
    stats: Stats = {}
    used = 0
    for path in files:
        for game in read_games(path.read_bytes(), GameFromTheStart):
            if not game.moves or game.tags.get("FEN", "").strip():
                continue  # a forfeit, or a game from a set position
            replay = replay_game(game, rules)
            if not replay.ok:
                print(f"{path.name} game {game.index}: {replay.failure}; its moves before "
                      "that are used", file=sys.stderr)
            used += 1
            position = Position(rules)
            for move in replay.moves[:plies]:
                text = move_key(move)
                row = stats.setdefault((position_key(position), move.path, text), [0, 0, 0, 0])
                row[0] += 1
                column = result_for(game.result, rules, position.turn)
                if column is not None:
                    row[column] += 1
                position.push(move)
    return stats, used


def book_text(variant: str, stats: Stats, games: int, files: Iterable[str], plies: int) -> str:
    lines = [
        f"# opening book of {variant} draughts: the moves of the first {plies} plies of "
        f"{games} games",
        f"# from {', '.join(files)} (scripts/make_book.py)",
        "# position (numeric FEN)\tmove\tplayed\twon\tdrawn\tlost (for the side that played it)",
    ]
    for (key, _, text), row in sorted(stats.items()):
        lines.append("\t".join([key, text, *map(str, row)]))
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--plies", type=int, default=PLIES,
                        help=f"plies of each game to record (default {PLIES})")
    parser.add_argument("--pdn", type=Path, default=PDN_DIR, help="the folder of the records")
    parser.add_argument("--out", type=Path, default=BOOK_DIR, help="where to write the books")
    args = parser.parse_args(argv)
    missing = [name for names in RECORDS.values() for name in names
               if not (args.pdn / name).is_file()]
    if missing:
        print(f"the real game records are not in {args.pdn}: {', '.join(missing)} "
              "(they are beside the checkout, in shared/pdn; or name their folder with --pdn)",
              file=sys.stderr)
        return 1
    args.out.mkdir(parents=True, exist_ok=True)
    for variant, names in RECORDS.items():
        rules = find_variant(variant)
        stats, games = collect(rules, (args.pdn / name for name in names), args.plies)
        text = book_text(variant, stats, games, names, args.plies)
        book = parse_book(text)  # what is written reads back
        kept = Counter(key for key, moves in book.items() for m in moves if m.kept)
        out = args.out / f"{variant}.txt"
        out.write_text(text, encoding="utf-8", newline="\n")
        print(f"{out.relative_to(ROOT) if out.is_relative_to(ROOT) else out}: {games} games, "
              f"{len(book)} positions, {len(stats)} moves ({sum(kept.values())} kept, "
              f"in {len(kept)} positions), {out.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
