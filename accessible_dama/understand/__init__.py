"""Spoken-style text to what the player meant: a move or a command, in Czech or English.

``interpret(text, position, lang)`` reads a line; ``resolve(text, candidates, position,
lang)`` reads the answer to "which of these moves?". ``COMMANDS`` lists the commands with
their words per language, for help screens and tab completion.
"""

from accessible_dama.understand.commands import COMMANDS, Command
from accessible_dama.understand.intents import (
    AmbiguousIntent,
    AskBackIntent,
    CommandIntent,
    IllegalIntent,
    Intent,
    MoveIntent,
    QuestionsIntent,
    SuggestIntent,
    UnknownIntent,
)
from accessible_dama.understand.interpret import interpret, resolve
from accessible_dama.understand.lexicon import clean_line

__all__ = [
    "COMMANDS",
    "AmbiguousIntent",
    "AskBackIntent",
    "Command",
    "CommandIntent",
    "IllegalIntent",
    "Intent",
    "MoveIntent",
    "QuestionsIntent",
    "SuggestIntent",
    "UnknownIntent",
    "clean_line",
    "interpret",
    "resolve",
]
