"""What a player meant by a line of text."""

from __future__ import annotations

from dataclasses import dataclass

from accessible_dama.rules import Move, Square
from accessible_dama.rules.explain import Illegal


@dataclass(frozen=True)
class MoveIntent:
    """A legal move, named without doubt."""

    move: Move


@dataclass(frozen=True)
class CommandIntent:
    """A command (its English name, see ``COMMANDS``) and its arguments as text."""

    name: str
    args: tuple[str, ...] = ()


@dataclass(frozen=True)
class AmbiguousIntent:
    """Several legal moves fit what was said; ask which (``resolve`` reads the answer)."""

    moves: tuple[Move, ...]


@dataclass(frozen=True)
class IllegalIntent:
    """Squares that name no legal move, and why (``path`` is start, landings, end; one
    square when only one was named, none for a bare "take"; ``taken``: the man a mill
    move named to take, apart from its path; ``off_board``: a square named that the game
    is not played on, such as a light square, by its name)."""

    text: str
    path: tuple[Square, ...]
    illegal: Illegal
    taken: Square | None = None
    off_board: str = ""


@dataclass(frozen=True)
class AskBackIntent:
    """Words that ask for more than one command ("končím": resign, or quit?): ask which;
    the player says the one meant."""

    text: str
    options: tuple[CommandIntent, ...]


@dataclass(frozen=True)
class QuestionsIntent:
    """Questions asked in one line, each of them only asking how things stand ("kdo je
    na tahu a kolik mám času?", "what level is it and what's the clock"): each is
    answered, in the order asked."""

    questions: tuple[CommandIntent, ...]


@dataclass(frozen=True)
class SuggestIntent:
    """Words not understood, one of them a few letters from a command word ("kamnye"):
    ask whether ``said`` (the line with that word put right) was meant; a yes runs
    ``command``."""

    text: str
    said: str
    command: CommandIntent


@dataclass(frozen=True)
class UnknownIntent:
    """Text that is neither a move nor a command."""

    text: str


Intent = (MoveIntent | CommandIntent | AmbiguousIntent | IllegalIntent | AskBackIntent
          | QuestionsIntent | SuggestIntent | UnknownIntent)
