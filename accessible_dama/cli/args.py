"""What every command's arguments share: the language of the command line's own lines,
the one-line error, and arguments that name a game, a position or a whole number. No
command here: tools.py, replay.py, say.py and the others import this, and it imports none
of them."""

from __future__ import annotations

import argparse
import gettext
import re
import sys
from collections.abc import Sequence

from accessible_dama.notation.squares import NotationError
from accessible_dama.notation.text import parse_position
from accessible_dama.rules import (
    VARIANTS,
    AnyPosition,
    AnyRules,
    Rules,
    UnknownVariantError,
    find_game,
    find_variant,
    other_games,
    start_position,
)

_words: gettext.NullTranslations = gettext.NullTranslations()
_language = "en"


def use_language(lang: str) -> None:
    """Say the command line's own lines (help, usage errors, what a command reports on
    standard error) in ``lang``, argparse's words too: argparse looks them up through
    ``gettext``, bound in its module when it is imported."""
    from accessible_dama.phrases.catalog import translations

    global _words, _language
    _words, _language = translations(lang), lang
    setattr(argparse, "_", _words.gettext)  # noqa: B010 (a module's name, not an attribute)
    setattr(argparse, "ngettext", _words.ngettext)  # noqa: B010


def language() -> str:
    """The language ``use_language`` chose ('en' until it is called)."""
    return _language


def _(msgid: str) -> str:
    """A line of the command line in the chosen language."""
    return _words.gettext(msgid)


def language_of_command_line(argv: Sequence[str]) -> str:
    """The player's language before the arguments are read (their errors and ``--help``
    are said in it): ``--lang`` when given, else the stored setting, else the system's."""
    for i, arg in enumerate(argv):
        if arg in ("--", "say"):  # dama say --lang: the language of the voice
            break
        given = arg.partition("=")[2] if arg.startswith("--lang=") else (
            argv[i + 1] if arg == "--lang" and i + 1 < len(argv) else "")
        if given in ("cs", "en"):
            return given
    from accessible_dama.session.settings import Settings, SettingsFile
    from accessible_dama.session.system import system_language

    return SettingsFile().load(defaults=Settings(lang=system_language())).lang


class CommandError(Exception):
    """A user's mistake in a command's arguments: reported in one line, exit status 2."""


def variant_arg(name: str) -> Rules:
    """A draughts variant (what a sensor board plays); ``game_arg`` takes any game."""
    try:
        return find_variant(name)
    except UnknownVariantError:
        raise CommandError(_("{name} is not a draughts variant; the variants: {known}").format(
            name=quoted_argument(name), known=", ".join(VARIANTS))) from None


def game_arg(name: str) -> AnyRules:
    """Any game: a draughts variant or one of the other games (alquerque, mill, ...)."""
    try:
        return find_game(name)
    except UnknownVariantError:
        raise CommandError(_("unknown game {name}; known: {known}").format(
            name=quoted_argument(name), known=", ".join((*VARIANTS, *other_games())))) from None


def any_position_arg(rules: AnyRules, fen: str | None) -> AnyPosition:
    """The position of any game: its start, or the FEN (position string) given."""
    if fen is None:
        return start_position(rules)
    try:
        return parse_position(rules, fen)
    except NotationError as e:
        from accessible_dama.phrases.render import Renderer
        from accessible_dama.session.events import PositionNotRead

        said_here = Renderer(_language).render(PositionNotRead.of(fen, rules, e))
        raise CommandError(said_here.lines[0]) from None


def int_arg(name: str, text: str, low: int, high: int) -> int:
    """A whole number from ``low`` to ``high``; CommandError naming ``name`` else."""
    if not re.fullmatch(r"\s*[+-]?[0-9]{1,12}\s*", text) or not low <= int(text) <= high:
        raise CommandError(_("{name} must be a whole number from {low} to {high}, not "
                             "{text}").format(name=name, low=low, high=high,
                                              text=quoted_argument(text)))
    return int(text)


def number_arg(name: str, text: str, high: float) -> float:
    """A number above 0 and at most ``high`` (``1.5``, ``2``); CommandError naming
    ``name`` else."""
    if not re.fullmatch(r"\s*[0-9]{1,6}(?:\.[0-9]{1,6})?\s*", text) or not 0 < float(text) <= high:
        raise CommandError(_("{name} must be a number above 0 and at most {high}, not "
                             "{text}").format(name=name, high=f"{high:g}",
                                              text=quoted_argument(text)))
    return float(text)


def argument_text(text: str) -> str:
    """An argument that is words (a sentence to say, a line to interpret): bytes that were
    not in the system's encoding, which Python keeps as lone surrogates that no speech
    and no stream can take, become U+FFFD (said and written as ``?``)."""
    if not any("\udc80" <= ch <= "\udcff" for ch in text):
        return text
    encoding = sys.getfilesystemencoding()
    return text.encode(encoding, "surrogateescape").decode(encoding, "replace")


def quoted_argument(text: str) -> str:
    """What the player wrote, quoted_argument in an error line: short, on one line, and only
    characters that can be written (a name read from bytes that were not text)."""
    short = text if len(text) <= 30 else text[:30] + "..."
    return repr(short.encode("utf-8", "backslashreplace").decode("utf-8"))
