#!/usr/bin/env python3
"""Write tests/data/warnings/positions.tsv: positions where a move loses material by
force, and where it only seems to, for the test of the warning before a move.

Positions come from the real game records beside the checkout (../shared/pdn,
../shared/records: games played by people, never copied into the project; only the
positions and the labels our engine gives them are kept) and from the engine's own
self-play (Russian draughts, which the records lack). Each position is labelled by a
search of material far deeper than the warning's (``ORACLE``):

- ``loses``: the move ends at least a man below the best move and the board now;
- ``seems``: the opponent may capture at once after it, yet it loses nothing (a
  sacrifice that wins the material back, a shot that regains it);
- ``safe``: a move that loses nothing and gives nothing at once.

Three positions players met are added by hand (``reported``). A second run with the
same arguments writes the same file.

    .venv/bin/python scripts/make_warning_positions.py [--per-variant 60]
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from accessible_dama.engine import Engine, Limit  # noqa: E402
from accessible_dama.engine.mistakes import LOST_MAN, material_loss  # noqa: E402
from accessible_dama.notation import (  # noqa: E402
    parse_fen,
    parse_move,
    read_pdn,
    replay_game,
    write_fen,
)
from accessible_dama.notation.text import move_text  # noqa: E402
from accessible_dama.rules import Game, Move, find_variant, new_game  # noqa: E402

SHARED = ROOT.parent / "shared"
OUT = ROOT / "tests" / "data" / "warnings" / "positions.tsv"
#: the labelling search: far deeper than the warning's own
ORACLE = Limit(depth=12, nodes=200_000)
RECORDS = {
    "czech": ("pdn/mrcd2000kval.pdn", "pdn/mrcd2006.pdn", "pdn/mrcd2007.pdn",
              "pdn/mrdrcd07.pdn", "pdn/mrdrcd08.pdn"),
    "english": ("pdn/OCA_2.0.pdn", "records/playstrategy_american.pdn"),
    "international": ("pdn/wk2003.pdn", "pdn/nk2003-amsterdam.pdn"),
    "russian": (),
}
#: the share of each label in a variant's positions
SHARES = {"loses": 0.5, "seems": 0.25, "safe": 0.25}
#: the positions players met, each with the move that lost a man there
REPORTED = (
    # Czech: a3-b4 with a black man on c5 (after g3-f4 d6-c5 c3-d4 h6-g5 f4xh6 c7-d6)
    ("czech", "W:W12,18,21,23,25,26,27,28,29,30,31,32:B1,2,3,4,5,7,8,9,10,11,14", "a3-b4"),
)
#: English openings in which 20-16 and 21-17 lose a man at once, as players met them
REPORTED_ENGLISH = ((("11-15", "24-20", "8-11"), "20-16"), (("10-14",), "21-17"))


def record_games(variant: str) -> Iterator[tuple[str, Game]]:
    """Each game of the variant's records replayed, with where it comes from."""
    rules = find_variant(variant)
    for name in RECORDS[variant]:
        path = SHARED / name
        if not path.exists():
            continue
        for number, pdn in enumerate(read_pdn(path.read_bytes()), 1):
            done = replay_game(pdn, rules)
            fen = pdn.tags.get("FEN", "").strip()
            if fen or not done.moves:
                continue  # a game from a set position: the whole games are enough
            game = new_game(rules)
            for move in done.moves:
                game.push(move)
            yield f"{name} game {number}", game


def self_play(variant: str, games: int, rng: random.Random) -> Iterator[tuple[str, Game]]:
    """Games of the engine against itself at levels 2 to 5, at fixed depths."""
    rules = find_variant(variant)
    for number in range(1, games + 1):
        game = new_game(rules)
        players = (Engine(rng.randint(2, 5), rng=rng, book=False),
                   Engine(rng.randint(2, 5), rng=rng, book=False))
        while game.outcome is None and len(game.moves) < 100:
            engine = players[0 if game.turn else 1]
            game.push(engine.choose_move(game, Limit(depth=engine.level.max_depth)))
        yield f"self-play game {number} (seed {rng.random():.6f})", game


def candidates(game: Game, rng: random.Random) -> list[Move]:
    """Moves to label in the game's position: those after which the opponent may capture
    at once first, then one other."""
    moves = game.legal_moves()
    if len(moves) < 2 or game.position.must_capture():
        return []
    giving, other = [], []
    for move in moves:
        after = game.position.copy()
        after.push(move)
        (giving if after.must_capture() else other).append(move)
    rng.shuffle(giving)
    rng.shuffle(other)
    return giving[:2] + other[:1]


def _quiet_kind(game: Game, move: Move) -> str:
    """The label of ``move`` when it loses nothing."""
    after = game.position.copy()
    after.push(move)
    return "seems" if after.must_capture() else "safe"


def label(engine: Engine, game: Game, move: Move) -> tuple[str, int]:
    found = material_loss(engine, game, move, ORACLE)
    if found.game or found.lost >= LOST_MAN:
        return "loses", found.lost
    return _quiet_kind(game, move), found.lost


def rows_for(variant: str, wanted: int, rng: random.Random) -> list[tuple[str, ...]]:
    engine = Engine(10, book=False)
    quota = {k: round(wanted * share) for k, share in SHARES.items()}
    rows: list[tuple[str, ...]] = []
    sources = record_games(variant) if RECORDS[variant] else self_play(variant, 40, rng)
    for source, played in sources:
        replay = new_game(played.rules, played.start)
        plies = list(range(6, len(played.moves) - 4))
        rng.shuffle(plies)
        chosen = set(plies[:4])
        for ply, move in enumerate(played.moves):
            if ply in chosen:
                for candidate in candidates(replay, rng):
                    if not quota["loses"] and not quota[_quiet_kind(replay, candidate)]:
                        continue  # its label could only be one already found enough of
                    kind, lost = label(engine, replay, candidate)
                    if quota[kind] > 0:
                        quota[kind] -= 1
                        rows.append((variant, write_fen(replay.position),
                                     move_text(replay.position, candidate), kind, str(lost),
                                     f"{source}, before ply {ply + 1}"))
                        print(variant, kind, lost, rows[-1][-1], flush=True)
            if not any(quota.values()):
                return rows
            replay.push(move)
    return rows


def reported() -> list[tuple[str, ...]]:
    engine = Engine(10, book=False)
    rows: list[tuple[str, ...]] = []
    for variant, fen, text in REPORTED:
        game = new_game(find_variant(variant), parse_fen(fen, find_variant(variant)))
        rows.append(_reported_row(engine, game, text, "reported: a man lost in play"))
    english = find_variant("english")
    for opening, text in REPORTED_ENGLISH:
        game = new_game(english)
        for said in opening:
            game.push(parse_move(game.position, said))
        rows.append(_reported_row(engine, game, text,
                                  f"reported: {text} after {' '.join(opening)}"))
    return rows


def _reported_row(engine: Engine, game: Game, text: str, source: str) -> tuple[str, ...]:
    move = parse_move(game.position, text)
    kind, lost = label(engine, game, move)
    if kind != "loses":
        raise SystemExit(f"{source}: {text} is labelled {kind} ({lost})")
    return (game.rules.id, write_fen(game.position), move_text(game.position, move), kind,
            str(lost), source)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-variant", type=int, default=60)
    parser.add_argument("--variants", default="czech,english,international,russian")
    parser.add_argument("--seed", type=int, default=26)
    parser.add_argument("--out", default=str(OUT))
    parser.add_argument("--no-reported", action="store_true",
                        help="leave out the positions players met (to write a part)")
    args = parser.parse_args()
    rows = [] if args.no_reported else reported()
    for variant in args.variants.split(","):
        rows += rows_for(variant, args.per_variant, random.Random(f"{args.seed}-{variant}"))
    out_path = Path(args.out)
    out_path.parent.mkdir(parents=True, exist_ok=True)
    with out_path.open("w", encoding="utf-8") as out:
        out.write("# Made by scripts/make_warning_positions.py: positions our engine found in real"
                  " games and self-play,\n# labelled by a material search to depth "
                  f"{ORACLE.depth} ({ORACLE.nodes} nodes). variant, FEN, move, label, "
                  "material lost (hundredths of a man), where from\n")
        for row in rows:
            out.write("\t".join(row) + "\n")
    print(f"{len(rows)} positions written to {out_path}")


if __name__ == "__main__":
    main()
