"""The computer opponent: search, evaluation, levels, hints and analysis.

Stands only on the rules core.
"""

from accessible_dama.engine.levels import LARGE_BOARD_LEVELS, LEVELS, Level, level, levels_for
from accessible_dama.engine.limit import Limit
from accessible_dama.engine.mistakes import REVIEW_DEPTH, Loss, Mistake, hangs, judge, mistakes
from accessible_dama.engine.player import Analysis, Engine, Hint, Why, explain
from accessible_dama.engine.progress import Progress
from accessible_dama.engine.search import Search, SearchOptions

__all__ = [
    "LARGE_BOARD_LEVELS",
    "LEVELS",
    "REVIEW_DEPTH",
    "Analysis",
    "Engine",
    "Hint",
    "Level",
    "Limit",
    "Loss",
    "Mistake",
    "Progress",
    "Search",
    "SearchOptions",
    "Why",
    "explain",
    "hangs",
    "judge",
    "level",
    "levels_for",
    "mistakes",
]
