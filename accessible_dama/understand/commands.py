"""The commands a player can give: English names, what arguments they take, and the
words of each language that ask for them (for a help screen and tab completion)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from accessible_dama.understand.lexicon import VOCABULARIES

#: every command name, in the order a help screen lists them, with its arguments
#: (upper case: a value; brackets: optional; bars: one of)
ARGUMENTS: dict[str, str] = {
    "help": "[COMMAND]",
    "board": "",
    "board-all": "",
    "pieces": "[white|black|mine|opponent]",
    "square": "SQUARE",
    "rank": "N",
    "file": "LETTER",
    "diagonal": "SQUARE",
    "moves": "[SQUARE]",
    "captures": "",
    "last": "",
    "history": "[N]",
    "turn": "",
    "material": "",
    "clock": "",
    "hint": "",
    "analysis": "",
    "review": "",
    "undo": "",
    "new": "",
    "variant": "[VARIANT]",
    "lesson": "[stop]",
    "rule": "",
    "level": "[N]",
    "save": "[FILE]",
    "load": "FILE",
    "library": "[N]",
    "setup": "FEN",
    "resign": "",
    "draw": "",
    "repeat": "",
    "more": "",
    "why": "",
    "settings": "[rate N | voice NAME | language cs|en | verbosity brief|normal|full"
    " | notation algebraic|numeric|nato]",
    "braille": "",
    "yes": "",
    "no": "",
    "forward": "",
    "back": "",
    "goto": "N",
    "present": "",
    "result": "",
    "opponent": "",
    "threats": "[SQUARE]",
    "chat": "TEXT",
    "network": "[ADDRESS][:PORT]",
    "join": "HOST[:PORT]",
    "quit": "",
    "puzzles": "",
    "solution": "",
}


@dataclass(frozen=True)
class Command:
    """One command: its English name, its arguments, and its words per language."""

    name: str
    arguments: str
    words: Mapping[str, tuple[str, ...]]


COMMANDS: dict[str, Command] = {
    name: Command(
        name,
        arguments,
        {
            lang: v.commands.get(name, ())
            + (tuple(v.settings) if name == "settings" else ())
            for lang, v in VOCABULARIES.items()
        },
    )
    for name, arguments in ARGUMENTS.items()
}
