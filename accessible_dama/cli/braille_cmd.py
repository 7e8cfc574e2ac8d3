"""``dama show VARIANT [--fen FEN] (--braille|--text) [--lang L]``: the board, printed as
Unicode braille lines (the cells a braille display shows) or as words."""

from __future__ import annotations

import argparse
import sys

from accessible_dama.cli.args import CommandError, _, any_position_arg, game_arg
from accessible_dama.session.system import system_language


def add_show_arguments(parser: argparse.ArgumentParser) -> None:
    """The arguments of ``dama show``, for its subparser."""
    parser.add_argument("variant", help=_("czech, czech-8, opalecka, english, brazilian, "
                        "international; alquerque, alquerque-modified, mill, vietnamese"))
    parser.add_argument("--fen", help=_("the position (default: the starting position)"))
    form = parser.add_mutually_exclusive_group(required=True)
    form.add_argument("--braille", action="store_true",
                      help=_("one line of Unicode braille per rank, as on a braille display"))
    form.add_argument("--text", action="store_true", help=_("the board in words, rank by rank"))
    parser.add_argument("--lang", choices=("cs", "en"), default=None,
                        help=_("language of the words (default: the system's)"))
    parser.add_argument("--width", type=int, default=40,
                        help=_("cells of the braille display (default 40; 80 shows two ranks "
                        "a line)"))


def show_command(args: argparse.Namespace) -> int:
    """Print the board; 0 when done (a bad variant or FEN is a CommandError)."""
    rules = game_arg(args.variant)
    position = any_position_arg(rules, args.fen)
    if args.braille:
        from accessible_dama.braille.cells import as_unicode, board_lines

        width = getattr(args, "width", 40)
        if width < 1:
            raise CommandError(_("the width must be at least 1 cell, not {width}").format(
                width=width))
        # trailing blank cells carry nothing and a screen reader would say them
        lines = [as_unicode(line.rstrip(b"\0")) for line in board_lines(position, width=width)]
    else:
        from accessible_dama.phrases.render import Renderer
        from accessible_dama.session.events import BoardShown

        lang = args.lang or system_language()
        lines = Renderer(lang).render(BoardShown(position)).lines
    sys.stdout.write("".join(line + "\n" for line in lines))
    sys.stdout.flush()
    return 0


__all__ = ["add_show_arguments", "show_command"]
