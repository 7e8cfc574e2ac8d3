"""The options of the game itself (``dama`` without a subcommand)."""

from __future__ import annotations

import argparse
from dataclasses import replace
from typing import Any

from accessible_dama.session.settings import Settings


def add_game_options(parser: argparse.ArgumentParser) -> None:
    g = parser.add_argument_group("game")
    g.add_argument("--variant", help="czech (default), czech-8, opalecka, english, brazilian, "
                                     "international; or another game: alquerque, "
                                     "alquerque-modified, mill, vietnamese")
    g.add_argument("--level", type=int, help="the computer's level, 1 to 10 (default 3)")
    g.add_argument("--black", action="store_true", help="play Black against the computer")
    g.add_argument("--opponent", choices=("computer", "human"))
    g.add_argument("--lang", choices=("cs", "en"))
    g.add_argument("--fen", help="start from this position (PDN FEN; the other games' "
                                 "position strings, e.g. W:Wa1,d1:Bg7:H7,8 for mill)")
    g.add_argument("--clock", help="time control: MINUTES or MINUTES+INCREMENT (seconds)")
    g.add_argument("--resume", action="store_true", help="go on with the saved game")
    g.add_argument("--braille-display", metavar="URL", nargs="?", const="brlapi:",
                   help="show the board and every message on a braille display through "
                        "BRLTTY (brlapi: or brlapi://HOST:PORT); 'off' turns it off")
    g.add_argument("--review", metavar="FILE",
                   help="go through the first game of a PDN file move by move")
    out = g.add_mutually_exclusive_group()
    out.add_argument("--speech", action="store_true", help="speak and print (default)")
    out.add_argument("--screen-reader", action="store_true",
                     help="plain lines for a screen reader; no speech of our own")
    out.add_argument("--silent", action="store_true", help="print only")


def settings_from(args: argparse.Namespace, base: Settings) -> Settings:
    """The stored settings with the command line's choices on top."""
    s = base
    if args.variant:
        s = replace(s, variant=args.variant)
    if args.level is not None:
        s = replace(s, level=args.level)
    if args.black:
        s = replace(s, play_white=False)
    if args.opponent:
        s = replace(s, opponent=args.opponent)
    if args.lang:
        s = replace(s, lang=args.lang)
    if args.speech:
        s = replace(s, output="speech")
    elif args.screen_reader:
        s = replace(s, output="screen-reader")
    elif args.silent:
        s = replace(s, output="silent")
    if args.braille_display is not None:
        value = "" if args.braille_display == "off" else args.braille_display
        s = replace(s, braille_display=value)
    if args.clock:
        minutes, _, inc = args.clock.partition("+")
        s = replace(s, clock_minutes=float(minutes), clock_increment=float(inc or 0))
    return s




def game_setup(args: argparse.Namespace, *, draughts_only: bool) -> tuple[Settings, Any]:
    """The settings of a game about to start (stored ones with the command line's on top,
    checked and saved) and its starting position from ``--fen`` (None: the usual start).

    ``draughts_only`` is for a sensor board: it plays draughts, so a stored choice of
    another game falls back to the default variant. Raises CommandError on bad options.
    """
    from accessible_dama.cli.tools import CommandError, game_arg, system_language, variant_arg
    from accessible_dama.notation import NotationError
    from accessible_dama.rules import DEFAULT_VARIANT, VARIANTS
    from accessible_dama.session.core import parse_any_fen
    from accessible_dama.session.settings import load_settings, save_settings

    # the system locale decides the language until the player chooses one
    settings = settings_from(args, load_settings(defaults=Settings(lang=system_language())))
    if args.level is not None and not 1 <= args.level <= 10:
        raise CommandError(f"level must be 1 to 10, not {args.level}")
    if draughts_only and not args.variant and settings.variant not in VARIANTS:
        settings = replace(settings, variant=DEFAULT_VARIANT.id)
    rules = variant_arg(settings.variant) if draughts_only else game_arg(settings.variant)
    settings = replace(settings, variant=rules.id).validated()
    position = None
    if args.fen:
        try:
            position = parse_any_fen(args.fen, rules)
        except NotationError as e:
            from accessible_dama.phrases.render import Renderer
            from accessible_dama.session.events import PositionNotRead

            said = Renderer(settings.lang).render(PositionNotRead.of(args.fen, rules, e))
            raise CommandError(said.lines[0]) from None
    save_settings(settings)
    return settings, position
