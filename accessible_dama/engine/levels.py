"""Levels 1 to 10: from a child's first games to a real fight for a club player.

Each level is defined by how far it looks (its depth, in moves of either side), how much
it varies its moves and how often it plays without care; its time per move only caps the
search where a slow machine could not look that far. Low levels are weak the way people
are weak: they look a move or two ahead, choose among moves that look about equal, and
play some moves with a glance one move deep that does not see what may be taken after
it; level 1 is careless in most moves. Level 10 looks as far as it can in its time. Every
level varies its opening moves so that games differ. Each level scores 65% to 88%
against the one below it (measured in benchmarks/strength_ladder.py, written in
docs/engine.md) and is named by what a player can expect of it (``phrases``: "looks 4
moves ahead").
"""

from __future__ import annotations

from dataclasses import dataclass

#: a depth no search reaches: the level looks as far as its time allows
UNLIMITED_DEPTH = 64
#: a level this careless (per cent of its moves) is said to be careless in most moves
MOSTLY_CARELESS = 80


@dataclass(frozen=True)
class Level:
    number: int
    seconds: float  # time budget for one move
    max_depth: int
    quiescence: bool  # follow capture sequences past the horizon
    noise: int  # random bonus up to this (hundredths of a man) for each root move
    opening_noise: int  # the same during the first OPENING_PLIES plies of a game
    #: the share of moves (per cent) chosen by a glance one move deep that does not see
    #: what may be taken after it: how a beginner plays when not careful
    careless: int = 0


OPENING_PLIES = 8

LEVELS: tuple[Level, ...] = (
    # number, seconds, depth, quiescence, noise, opening noise, careless moves (per cent)
    Level(1, 0.2, 2, True, 60, 60, 80),
    Level(2, 0.3, 2, True, 60, 60, 40),
    Level(3, 0.4, 2, True, 50, 50, 15),
    Level(4, 0.5, 2, True, 40, 40, 4),
    Level(5, 0.6, 3, True, 30, 35, 5),
    Level(6, 0.8, 4, True, 20, 25, 2),
    Level(7, 1.0, 5, True, 12, 20, 0),
    Level(8, 1.5, 6, True, 6, 15, 0),
    Level(9, 2.5, 8, True, 2, 12, 0),
    Level(10, 5.0, UNLIMITED_DEPTH, True, 0, 10, 0),
)


def level(number: int) -> Level:
    """Level 1 to 10."""
    if not 1 <= number <= len(LEVELS):
        raise ValueError(f"level must be 1 to {len(LEVELS)}, not {number}")
    return LEVELS[number - 1]
