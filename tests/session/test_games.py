"""A game of either family (session/games.py): a position of one family is never the start
of a game of the other."""

from __future__ import annotations

import pytest

from accessible_dama.rules import find_game
from accessible_dama.session.games import new_game_of


def test_a_position_of_the_other_family_is_refused() -> None:
    draughts, mill = find_game("czech"), find_game("mill")
    with pytest.raises(ValueError):
        new_game_of(mill, new_game_of(draughts).position)
    with pytest.raises(ValueError):
        new_game_of(draughts, new_game_of(mill).position)
