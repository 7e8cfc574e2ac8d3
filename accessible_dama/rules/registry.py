"""One registry for every game the program plays: the draughts variants and the
other games of the texts (alquerque, alquerque-modified, mill, vietnamese). A leaf: it
imports the games' modules, and none of them imports it."""

from __future__ import annotations

from typing import TypeVar

from accessible_dama.rules.alquerque import ALQUERQUE, ALQUERQUE_MODIFIED
from accessible_dama.rules.contract import GameRules
from accessible_dama.rules.game import Game
from accessible_dama.rules.mill import MILL
from accessible_dama.rules.pointgame import PointGame, PointPosition, PointRules
from accessible_dama.rules.position import Position
from accessible_dama.rules.variants import VARIANTS, Rules
from accessible_dama.rules.vietnamese import VIETNAMESE


class UnknownVariantError(ValueError):
    """No game has that name; ``known`` lists the names there are."""

    def __init__(self, name: str, known: tuple[str, ...] = (),
                 message: str | None = None) -> None:
        super().__init__(message or f"unknown variant {name!r}; known: {', '.join(known)}")
        self.name = name


class OtherGameError(UnknownVariantError):
    """The name is one of the other games of the texts, not a draughts variant; ``game``
    holds its rules (look games up with ``find_game``)."""

    def __init__(self, name: str, game: PointRules) -> None:
        super().__init__(name, message=f"{game.id} is not a draughts variant but another game")
        self.game = game


_R = TypeVar("_R", bound=GameRules)


#: the rules of any game, a draughts variant or one of the games on boards of points:
#: the families ``functools.singledispatch`` chooses between; a function that needs only
#: what every game answers takes ``contract.GameRules``
AnyRules = Rules | PointRules
#: a position of any game
AnyPosition = Position | PointPosition
#: a game of any of them, with its history
AnyGame = Game | PointGame

#: the other games of the texts (001), by id
OTHER_GAMES: dict[str, PointRules] = {
    game.id: game for game in (ALQUERQUE, ALQUERQUE_MODIFIED, MILL, VIETNAMESE)}


def other_games() -> dict[str, PointRules]:
    """The other games of the texts, by id: ``alquerque``, ``alquerque-modified``,
    ``mill`` and ``vietnamese``."""
    return OTHER_GAMES


def register(game: PointRules) -> None:
    """Add a game on a board of points to the registry: ``find_game`` finds it by its id
    and aliases from then on, and every part of the program plays it."""
    if game.id in VARIANTS or game.id in OTHER_GAMES:
        raise ValueError(f"a game named {game.id} is registered already")
    OTHER_GAMES[game.id] = game


def unregister(game_id: str) -> None:
    """Remove a game that ``register`` added."""
    OTHER_GAMES.pop(game_id, None)


def _unknown(name: str) -> UnknownVariantError:
    return UnknownVariantError(name, (*VARIANTS, *OTHER_GAMES))


def _lookup(table: dict[str, _R], key: str) -> _R | None:
    if key in table:
        return table[key]
    for rules in table.values():
        if key in rules.aliases:
            return rules
    return None


def find_variant(name: str) -> Rules:
    """The draughts variant with this id or alias (case-insensitive).

    Raises ``OtherGameError`` (an ``UnknownVariantError``) for the name of one of the
    other games (alquerque, mill, Vietnamese chess): ``find_game`` finds those.
    """
    key = name.strip().lower()
    found = _lookup(VARIANTS, key)
    if found is not None:
        return found
    other = _lookup(OTHER_GAMES, key)
    if other is not None:
        raise OtherGameError(name, other)
    raise _unknown(name)


def find_game(name: str) -> Rules | PointRules:
    """Any game the program plays, by id or alias (case-insensitive): a draughts variant
    (a ``Rules``) or one of the other games (a ``PointRules``)."""
    key = name.strip().lower()
    found = _lookup(VARIANTS, key) or _lookup(other_games(), key)
    if found is None:
        raise _unknown(name)
    return found
