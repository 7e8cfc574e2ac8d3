"""The options of the game itself (``dama`` without a subcommand)."""

from __future__ import annotations

import argparse
import logging
import re
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from accessible_dama.cli.args import _, quoted_argument
from accessible_dama.rules import DRAW_RULE_NAMES
from accessible_dama.session.settings import (
    MAX_CLOCK_INCREMENT,
    MAX_CLOCK_MINUTES,
    Settings,
    SettingsFile,
    data_dir,
    rules_of,
)

if TYPE_CHECKING:
    from accessible_dama.session.events import Event


def add_game_options(parser: argparse.ArgumentParser) -> None:
    g = parser.add_argument_group(_("the game (without a command)"))
    g.add_argument("--variant", help=_("czech (default), czech-8, opalecka, english, brazilian, "
                                     "international, russian; or another game: alquerque, "
                                     "alquerque-modified, mill, vietnamese"))
    g.add_argument("--draw-rules", choices=DRAW_RULE_NAMES,
                   help=_("international draughts' draw rules: text, the rule text's 15 moves "
                          "each without a capture (default); fmjd, FMJD's official rules"))
    g.add_argument("--level", metavar="N", help=_("the computer's level, 1 to 10 (default 3)"))
    g.add_argument("--black", action="store_true", help=_("play Black against the computer"))
    g.add_argument("--opponent", choices=("computer", "human"))
    g.add_argument("--lang", choices=("cs", "en"))
    g.add_argument("--fen", help=_("start from this position (PDN FEN; the other games' "
                                 "position strings, e.g. W:Wa1,d1:Bg7:H7,8 for mill)"))
    g.add_argument("--clock", help=_("time control: MINUTES or MINUTES+SECONDS added a move "
                                   "(10, 10+5, 1.5+0; at most 600 each); off: no clock"))
    g.add_argument("--resume", action="store_true", help=_("go on with the saved game"))
    g.add_argument("--braille-display", metavar="URL", nargs="?", const="brlapi:",
                   help=_("show the board and every message on a braille display through "
                        "BRLTTY (brlapi: or brlapi://HOST:PORT); 'off' turns it off"))
    g.add_argument("--review", metavar="FILE",
                   help=_("go through the first game of a PDN file move by move"))
    g.add_argument("--puzzles", action="store_true",
                   help=_("start with a puzzle: a position where one move wins"))
    out = g.add_mutually_exclusive_group()
    out.add_argument("--speech", nargs="?", const="", metavar="NAME",
                     help=_("speak and print (default); NAME chooses the speech: auto, "
                     "screen-reader (NVDA, JAWS, VoiceOver; speech-dispatcher on Linux), "
                     "speechd, pyttsx3 (the system voice), text, silent"))
    out.add_argument("--screen-reader", action="store_true",
                     help=_("plain lines for a screen reader; no speech of our own"))
    out.add_argument("--silent", action="store_true", help=_("print only"))


_NUMBER = r"[0-9]{1,4}(?:\.[0-9]{1,4})?"
_CLOCK = re.compile(rf"({_NUMBER})(?:\+({_NUMBER}))?")


def parse_level(text: str) -> int:
    """``--level``: a whole number 1 to 10 in ASCII digits. Raises ValueError."""
    if re.fullmatch(r"[0-9]{1,2}", text.strip()) and 1 <= int(text) <= 10:
        return int(text)
    raise ValueError(_("--level must be 1 to 10, not {text}").format(text=quoted_argument(text)))


def parse_clock(text: str) -> tuple[float, float]:
    """``--clock``: minutes for the game and seconds added after each move, from
    ``MINUTES`` or ``MINUTES+SECONDS`` in ASCII digits (``10``, ``10+5``, ``1.5+0``);
    ``off`` or ``0``: no clock (0, 0). Minutes more than 0 and seconds at least 0, both
    at most 600. Raises ValueError (``inf``, ``nan``, ``-1``, ``1e999``, ``10+``)."""
    written = text.strip()
    if written.lower() in ("off", "0"):
        return 0.0, 0.0
    match = _CLOCK.fullmatch(written)
    if match:
        minutes, seconds = float(match[1]), float(match[2] or 0)
        if 0 < minutes <= MAX_CLOCK_MINUTES and seconds <= MAX_CLOCK_INCREMENT:
            return minutes, seconds
    raise ValueError(_("--clock must be MINUTES or MINUTES+SECONDS (such as 10 or 10+5), "
                       "at most {minutes} minutes and {seconds} seconds, or off; not "
                       "{text}").format(minutes=f"{MAX_CLOCK_MINUTES:g}",
                                        seconds=f"{MAX_CLOCK_INCREMENT:g}",
                                        text=quoted_argument(text)))


def lasting_from(args: argparse.Namespace, base: Settings) -> Settings:
    """The stored settings with the command line's choices that describe the player and
    their equipment, not one game: the language and the braille display. These are
    kept for the next starts."""
    settings = base
    if args.lang:
        settings = replace(settings, lang=args.lang)
    if args.braille_display is not None:
        value = "" if args.braille_display == "off" else args.braille_display
        settings = replace(settings, braille_display=value)
    return settings


def settings_from(args: argparse.Namespace, base: Settings) -> Settings:
    """The settings of this start: ``base`` with the command line's choices on top. The
    game's (variant, level, colour, opponent, clock) and the speech's are for this start
    only: see ``game_setup``. Raises CommandError for a level or a clock that cannot be."""
    from accessible_dama.cli.args import CommandError

    settings = lasting_from(args, base)
    if args.variant:
        settings = replace(settings, variant=args.variant)
    if args.draw_rules:
        settings = replace(settings, draws=args.draw_rules)
    if args.level is not None:
        try:
            settings = replace(settings, level=parse_level(args.level))
        except ValueError as e:
            raise CommandError(str(e)) from None
    if args.black:
        settings = replace(settings, play_white=False)
    if args.opponent:
        settings = replace(settings, opponent=args.opponent)
    if args.speech is not None:
        settings = replace(settings, output="speech")
        if args.speech:
            from accessible_dama.speech import SpeechError, backend_kind

            try:
                backend_kind(args.speech)
            except SpeechError as e:
                raise CommandError(str(e)) from None
            settings = replace(settings, speech=args.speech)
    elif args.screen_reader:
        settings = replace(settings, output="screen-reader")
    elif args.silent:
        settings = replace(settings, output="silent")
    if args.clock is not None:
        try:
            minutes, seconds = parse_clock(args.clock)
        except ValueError as e:
            raise CommandError(str(e)) from None
        settings = replace(settings, clock_minutes=minutes, clock_increment=seconds)
    return settings


def game_setup(args: argparse.Namespace, *, draughts_only: bool
               ) -> tuple[Settings, Any, SettingsFile]:
    """The settings of a game about to start (stored ones with the command line's on top),
    its starting position from ``--fen`` (None: the usual start), and the settings file:
    its ``problems`` are for saying at the start (a file set aside, a value that cannot be
    used, settings that cannot be kept), and its ``keep`` keeps what the player changes
    in the game.

    What the player asked for lasts, what they did not does not: the command line's
    game and speech choices (``--variant``, ``--level``, ``--black``, ``--opponent``,
    ``--clock``, ``--speech``, ``--screen-reader``, ``--silent``) hold for this start
    only; ``--lang`` and ``--braille-display`` are kept (``lasting_from``), written at
    once unless a record is to be gone through.

    ``draughts_only`` is for a sensor board: it plays draughts, so a stored choice of
    another game falls back to the default variant. Raises CommandError on bad options;
    a broken settings file or a folder that cannot be written never stops the game.
    """
    from accessible_dama.cli.args import CommandError, game_arg, variant_arg
    from accessible_dama.notation import NotationError
    from accessible_dama.notation.text import parse_position
    from accessible_dama.rules import DEFAULT_VARIANT, VARIANTS
    from accessible_dama.session.system import system_language

    settings_file = SettingsFile()
    logging.getLogger(__name__).info("settings: %s; games: %s", settings_file.path, data_dir())
    # the system locale decides the language until the player chooses one
    stored = settings_file.load(defaults=Settings(lang=system_language()))
    settings_file.kept = lasting_from(args, stored).validated()[0]  # said below if not
    settings = settings_from(args, stored)
    if draughts_only and not args.variant and settings.variant not in VARIANTS:
        settings = replace(settings, variant=DEFAULT_VARIANT.id)
    rules = variant_arg(settings.variant) if draughts_only else game_arg(settings.variant)
    settings, fixed = replace(settings, variant=rules.id).validated()
    settings_file.problems.extend(fixed)
    rules = rules_of(settings)  # by the draw rules chosen (international: FMJD's or not)
    position = None
    if args.fen:
        try:
            position = parse_position(rules, args.fen)
        except NotationError as e:
            from accessible_dama.phrases.render import Renderer
            from accessible_dama.session.events import PositionNotRead

            told = Renderer(settings.lang).render(PositionNotRead.of(args.fen, rules, e))
            raise CommandError(told.lines[0]) from None
    if not getattr(args, "review", None):  # going through a record writes nothing
        settings_file.problems.extend(settings_file.save(settings_file.kept))
    return settings, position, settings_file


def endgame_database_on_the_way(settings: Settings) -> list[Event]:
    """Before a game against the computer: the endgame database is built once, in the
    background; the event to say when this start began that build (once), else none."""
    from accessible_dama.cli.endgame_cmd import start_background_build
    from accessible_dama.session.events import EndgameDatabaseBuilding

    if settings.opponent != "computer" or start_background_build() is None:
        return []
    return [EndgameDatabaseBuilding()]
