"""Levels 1 to 10: from a child's first games to a real fight for a club player.

Low levels are weak the way people are weak: they look only a move or two ahead, do
not follow capture sequences to their end (so they miss shots), and pick among moves
that look about equal. High levels think longer and deeper. Every level varies its
opening moves so that games differ.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Level:
    number: int
    name: str  # an identifier; phrases/ gives the words in each language
    seconds: float  # time budget for one move
    max_depth: int
    quiescence: bool  # follow capture sequences past the horizon
    noise: int  # random bonus up to this (hundredths of a man) for each root move
    opening_noise: int  # the same during the first OPENING_PLIES plies of a game


OPENING_PLIES = 8

LEVELS: tuple[Level, ...] = (
    Level(1, "beginner", 0.2, 1, False, 120, 120),
    Level(2, "novice", 0.3, 2, False, 80, 80),
    Level(3, "casual", 0.4, 3, True, 50, 60),
    Level(4, "learner", 0.6, 4, True, 30, 40),
    Level(5, "improver", 0.8, 5, True, 16, 30),
    Level(6, "intermediate", 1.0, 6, True, 8, 25),
    Level(7, "club", 1.5, 8, True, 4, 20),
    Level(8, "strong_club", 2.0, 10, True, 2, 15),
    Level(9, "expert", 4.0, 14, True, 0, 12),
    Level(10, "master", 5.0, 64, True, 0, 10),
)


def level(number: int) -> Level:
    """Level 1 to 10."""
    if not 1 <= number <= len(LEVELS):
        raise ValueError(f"level must be 1 to {len(LEVELS)}, not {number}")
    return LEVELS[number - 1]
