"""The opponent's answer to an irregular move on a sensor board, in Czech or English:
have it corrected, let it stand, or take a piece ("take d4", the huff). Case, accents,
commas and full stops do not matter."""

from __future__ import annotations

from typing import Literal

from accessible_dama.notation import NotationError
from accessible_dama.notation.squares import parse_square
from accessible_dama.rules import Position, Square
from accessible_dama.understand.intents import CommandIntent
from accessible_dama.understand.interpret import interpret
from accessible_dama.understand.lexicon import plain

RemedyWord = Literal["correct", "stand", "take"]

# The words as ``plain_words`` leaves them: lower case, no accents.
CORRECT_WORDS = frozenset({"correct", "correct it", "fix", "fix it", "take back", "opravit",
                           "oprav", "opravte", "oprava", "opravit tah", "vratit"})
STAND_WORDS = frozenset({"stand", "let it stand", "it stands", "leave it", "nechat", "nech",
                         "nechte", "plati", "ponechat", "at plati", "nechat stat"})
TAKE_WORDS = frozenset({"take", "take it", "remove", "huff", "vzit", "vezmi", "odebrat",
                        "sebrat", "foukat", "fouknout"})


#: asking to start a game from the pieces as they stand on the board
POSITION_WORDS = frozenset({"position from the board", "position from board", "read the board",
                            "setup from the board", "postaveni z desky", "pozice z desky",
                            "postaveni na desce", "nacti desku", "precti desku"})
#: setting a position up is given up: the game goes on as it was
CANCEL_WORDS = frozenset({"cancel", "never mind", "stop", "zrusit", "zrus", "nechci", "storno"})
#: the pieces are set up (button 1 says the same)
DONE_WORDS = frozenset({"done", "ready", "finished", "set", "hotovo", "mam hotovo", "pripraveno",
                        "stoji", "postaveno"})


def plain_words(text: str) -> str:
    """Lower case, no accents, single spaces: how the answer words are compared."""
    return " ".join(plain(text).replace(",", " ").replace(".", " ").split())


def remedy_answer(text: str, position: Position,
                  lang: str) -> tuple[RemedyWord, Square | None] | None:
    """What ``text`` answers about the irregular move in ``position``: ``correct`` (also
    "yes"), ``stand`` (also "no") or ``take`` with the square named after the word, if
    any; None when it is no answer."""
    words = plain_words(text)
    intent = interpret(text, position, lang)
    if words in CORRECT_WORDS or (isinstance(intent, CommandIntent) and intent.name == "yes"):
        return ("correct", None)
    if words in STAND_WORDS or (isinstance(intent, CommandIntent) and intent.name == "no"):
        return ("stand", None)
    first, _, rest = words.partition(" ")
    if words in TAKE_WORDS or first in TAKE_WORDS:
        square = None
        if rest:
            try:
                square = parse_square(position.rules.geometry, rest.split()[-1])
            except NotationError:
                square = None
        return ("take", square)
    return None


__all__ = ["CANCEL_WORDS", "CORRECT_WORDS", "DONE_WORDS", "POSITION_WORDS", "STAND_WORDS",
           "TAKE_WORDS", "RemedyWord", "plain_words", "remedy_answer"]
