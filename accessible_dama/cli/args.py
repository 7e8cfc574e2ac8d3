"""What every command's arguments share: the one-line error, and arguments that name a
game, a position or a whole number. No command here: tools.py, replay.py, say.py and the
others import this, and it imports none of them."""

from __future__ import annotations

from accessible_dama.notation import points as point_notation
from accessible_dama.notation.fen import parse_fen
from accessible_dama.notation.squares import NotationError
from accessible_dama.rules import (
    PointPosition,
    PointRules,
    Position,
    Rules,
    UnknownVariantError,
    find_game,
    find_variant,
)


class CommandError(Exception):
    """A user's mistake in a command's arguments: reported in one line, exit status 2."""


def variant_arg(name: str) -> Rules:
    """A draughts variant (what a sensor board plays); ``game_arg`` takes any game."""
    try:
        return find_variant(name)
    except UnknownVariantError as e:
        raise CommandError(str(e)) from None


def game_arg(name: str) -> Rules | PointRules:
    """Any game: a draughts variant or one of the other games (alquerque, mill, ...)."""
    try:
        return find_game(name)
    except UnknownVariantError as e:
        raise CommandError(str(e)) from None


def point_position_arg(rules: PointRules, fen: str | None) -> PointPosition:
    if fen is None:
        return rules.start_position()
    try:
        return point_notation.parse_fen(fen, rules)
    except NotationError as e:
        raise CommandError(str(e)) from None


def position_arg(rules: Rules, fen: str | None) -> Position:
    if fen is None:
        return Position(rules)
    try:
        return parse_fen(fen, rules)
    except NotationError as e:
        raise CommandError(str(e)) from None


def any_position_arg(rules: Rules | PointRules, fen: str | None) -> Position | PointPosition:
    """The position of any game: its start, or the FEN (position string) given."""
    if isinstance(rules, PointRules):
        return point_position_arg(rules, fen)
    return position_arg(rules, fen)


def int_arg(name: str, text: str, low: int, high: int) -> int:
    """A whole number from ``low`` to ``high``; CommandError naming ``name`` else."""
    try:
        value = int(text)
    except ValueError:
        raise CommandError(f"{name} must be a whole number, not {text!r}") from None
    if not low <= value <= high:
        raise CommandError(f"{name} must be {low} to {high}, not {value}")
    return value
