"""What every command's arguments share: the one-line error, and arguments that name a
game, a position or a whole number. No command here: tools.py, replay.py, say.py and the
others import this, and it imports none of them."""

from __future__ import annotations

from accessible_dama.notation.squares import NotationError
from accessible_dama.notation.text import parse_position
from accessible_dama.rules import (
    AnyPosition,
    AnyRules,
    Rules,
    UnknownVariantError,
    find_game,
    find_variant,
    start_position,
)


class CommandError(Exception):
    """A user's mistake in a command's arguments: reported in one line, exit status 2."""


def variant_arg(name: str) -> Rules:
    """A draughts variant (what a sensor board plays); ``game_arg`` takes any game."""
    try:
        return find_variant(name)
    except UnknownVariantError as e:
        raise CommandError(str(e)) from None


def game_arg(name: str) -> AnyRules:
    """Any game: a draughts variant or one of the other games (alquerque, mill, ...)."""
    try:
        return find_game(name)
    except UnknownVariantError as e:
        raise CommandError(str(e)) from None


def any_position_arg(rules: AnyRules, fen: str | None) -> AnyPosition:
    """The position of any game: its start, or the FEN (position string) given."""
    if fen is None:
        return start_position(rules)
    try:
        return parse_position(rules, fen)
    except NotationError as e:
        raise CommandError(str(e)) from None


def int_arg(name: str, text: str, low: int, high: int) -> int:
    """A whole number from ``low`` to ``high``; CommandError naming ``name`` else."""
    try:
        value = int(text)
    except ValueError:
        raise CommandError(f"{name} must be a whole number, not {text!r}") from None
    if not low <= value <= high:
        raise CommandError(f"{name} must be {low} to {high}, not {value}")
    return value
