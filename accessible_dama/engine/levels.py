"""Levels 1 to 10: from a child's first games to a real fight for a club player.

Each level is defined by how far it looks (its depth, in moves of either side), how much
it varies its moves and how often it plays without care; its time per move only caps the
search where a slow machine could not look that far. Low levels are weak the way people
are weak: they look a move or two ahead, choose among moves that look about equal, and
play some moves with a glance one move deep that does not see what may be taken after
it. Level 10 looks as far as it can in its time. Every level varies its opening moves so
that games differ. Each level is named by what a player can expect of it (``phrases``:
"looks 4 moves ahead").

A board of ten squares a side has its own levels (``LARGE_BOARD_LEVELS``): its games are
half again as long, so a share of careless moves costs far more there, and each move of
depth more too; the same table would make steps of up to 88% between levels. Each
table's steps are measured in benchmarks/strength_ladder.py and written in
docs/engine.md.
"""

from __future__ import annotations

from dataclasses import dataclass

from accessible_dama.rules import Rules
from accessible_dama.rules.registry import AnyRules

#: a depth no search reaches: the level looks as far as its time allows
UNLIMITED_DEPTH = 64
#: a level this careless (per cent of its moves) is said to be careless in most moves
#: (half of them or more), often careless, sometimes careless (and below, rarely)
MOSTLY_CARELESS = 50
OFTEN_CARELESS = 20
SOMETIMES_CARELESS = 10


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
    Level(1, 0.2, 2, True, 60, 60, 50),
    Level(2, 0.3, 2, True, 60, 60, 31),
    Level(3, 0.4, 2, True, 50, 50, 14),
    Level(4, 0.5, 2, True, 40, 40, 4),
    Level(5, 0.6, 3, True, 30, 35, 6),
    Level(6, 0.8, 4, True, 20, 25, 4),
    Level(7, 1.0, 5, True, 16, 20, 1),
    Level(8, 1.5, 6, True, 6, 15, 0),
    Level(9, 2.5, 8, True, 2, 12, 0),
    Level(10, 5.0, UNLIMITED_DEPTH, True, 0, 10, 0),
)

#: the levels of international draughts (a board of ten squares a side): careless moves
#: only at the bottom, then one move of depth a level; the same time per move as LEVELS
LARGE_BOARD_LEVELS: tuple[Level, ...] = (
    Level(1, 0.2, 2, True, 50, 50, 12),
    Level(2, 0.3, 2, True, 40, 40, 5),
    Level(3, 0.4, 3, True, 40, 40, 5),
    Level(4, 0.5, 3, True, 30, 35, 0),
    Level(5, 0.6, 4, True, 25, 30, 0),
    Level(6, 0.8, 5, True, 20, 25, 0),
    Level(7, 1.0, 6, True, 12, 20, 0),
    Level(8, 1.5, 7, True, 6, 15, 0),
    Level(9, 2.5, 8, True, 2, 12, 0),
    Level(10, 5.0, UNLIMITED_DEPTH, True, 0, 10, 0),
)

#: a board this many squares a side or more plays LARGE_BOARD_LEVELS
LARGE_BOARD = 10


def levels_for(rules: AnyRules | None = None) -> tuple[Level, ...]:
    """The levels of a game: LARGE_BOARD_LEVELS for draughts on a large board, LEVELS
    for every other game (and when no game is named)."""
    if isinstance(rules, Rules) and rules.size >= LARGE_BOARD:
        return LARGE_BOARD_LEVELS
    return LEVELS


def level(number: int, rules: AnyRules | None = None) -> Level:
    """Level 1 to 10 of a game (``levels_for``)."""
    table = levels_for(rules)
    if not 1 <= number <= len(table):
        raise ValueError(f"level must be 1 to {len(table)}, not {number}")
    return table[number - 1]
