"""Tool subcommands: ``perft``, ``moves``, ``replay``."""

from __future__ import annotations

import argparse
import sys

from accessible_dama.notation.fen import parse_fen
from accessible_dama.notation.squares import NotationError, Style, square_name
from accessible_dama.rules import Move, Position, Rules, UnknownVariantError, find_variant
from accessible_dama.rules.position import perft, perft_divide


class CommandError(Exception):
    """A user's mistake in a command's arguments: reported in one line, exit status 2."""


def variant_arg(name: str) -> Rules:
    try:
        return find_variant(name)
    except UnknownVariantError as e:
        raise CommandError(str(e)) from None


def position_arg(rules: Rules, fen: str | None) -> Position:
    if fen is None:
        return Position(rules)
    try:
        return parse_fen(fen, rules)
    except NotationError as e:
        raise CommandError(str(e)) from None


def full_path_text(rules: Rules, move: Move) -> str:
    """Every landing square, algebraic: ``a1xc3xe1``."""
    g = rules.geometry
    sep = "x" if move.captured else "-"
    return sep.join(square_name(g, s, Style.ALGEBRAIC) for s in move.path)


def perft_command(args: argparse.Namespace) -> int:
    rules = variant_arg(args.variant)
    try:
        depth = int(args.depth)
    except ValueError:
        raise CommandError(f"depth must be a whole number, not {args.depth!r}") from None
    if depth < 0:
        raise CommandError(f"depth must not be negative, not {depth}")
    position = position_arg(rules, args.fen)
    if args.divide and depth >= 1:
        total = 0
        for move, n in sorted(
            perft_divide(position, depth), key=lambda mn: full_path_text(rules, mn[0])
        ):
            print(f"{full_path_text(rules, move)}: {n}")
            total += n
    else:
        total = perft(position, depth)
    print(f"perft {depth}: {total}", flush=True)
    return 0


def moves_command(args: argparse.Namespace) -> int:
    rules = variant_arg(args.variant)
    position = position_arg(rules, args.fen)
    lines = sorted(full_path_text(rules, m) for m in position.legal_moves())
    sys.stdout.write("".join(line + "\n" for line in lines))
    sys.stdout.flush()
    return 0


def replay_command(args: argparse.Namespace) -> int:
    from accessible_dama.cli.replay import replay_file

    return replay_file(args.file, args.variant)
