"""The shape of one language's words (the tables themselves are ``cs`` and ``en``)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass


@dataclass(frozen=True)
class Vocabulary:
    """What the words of one language mean. Phrases are written as the language spells
    them (with accents); case, accents and punctuation do not matter when reading."""

    lang: str
    #: spoken or written names of the files: "cé", "charlie", "see" -> "c"
    files: Mapping[str, str]
    #: 1..9, which may follow a tens word ("dvacet dva", "twenty two")
    units: Mapping[str, int]
    #: other numbers: ten, the teens, one-word compounds ("dvaadvacet")
    numbers: Mapping[str, int]
    #: twenty, thirty, forty, fifty
    tens: Mapping[str, int]
    #: words that sound like a number and usually mean something else ("to", "for"): a
    #: number only when the other reading names no legal move
    homophones: Mapping[str, int]
    #: words that mark a capture ("bere", "takes", "x")
    capture: tuple[str, ...]
    #: words before a destination ("na", "to")
    to: tuple[str, ...]
    #: words before a start square ("z", "from")
    from_: tuple[str, ...]
    #: words that carry nothing in a move ("tah", "play", "the")
    fillers: tuple[str, ...]
    #: politeness and hesitation around a command ("prosím", "please")
    polite: tuple[str, ...]
    #: words that say the game itself, not its name ("hru", "my game"): "ulož hru" saves
    #: under no name of its own, "nahraj uloženou hru" asks which
    game_words: tuple[str, ...]
    #: words before a name ("jako", "as", "named")
    name_words: tuple[str, ...]
    #: words that take back what was said ("ne", "počkej", "wait"): a line with one is
    #: not read as a move from its squares alone
    negations: tuple[str, ...]
    #: question words ("kam", "where"): a line with one is not read as a move from its
    #: squares alone
    question_words: tuple[str, ...]
    #: words that ask the program to do something ("byste", "you"): a line ending in a
    #: question mark with one is a request ("Could you move my man from b2 to a3?")
    requests: tuple[str, ...]
    #: the words a line starts with when it asks leave to move ("můžu", "can I"): such
    #: a question naming a move is the move ("můžu jít a3 na b4?", "may I play c3-d4?")
    permission: tuple[str, ...]
    #: the words that state a move of one's own before its squares ("táhnu", "I play"):
    #: a hope or a doubt after it does not unmake it ("táhnu a3 na b4, snad dobře")
    move_verbs: tuple[str, ...]
    #: the words that take back what was just said and say it again ("ne, počkej",
    #: "no wait", "teda"): "c3 d4, no wait, e3 f4" is e3 f4; "skoč na tah 20, teda 21"
    #: is move 21
    corrections: tuple[str, ...]
    #: first, second... (to choose among listed moves)
    ordinals: Mapping[str, int]
    #: words around a choice: "option 2", "možnost dvě"
    choice_words: tuple[str, ...]
    #: whose pieces: a colour or an owner -> white, black, mine, opponent
    qualifiers: Mapping[str, str]
    #: the words for pieces; a qualifier may stand before them ("bílé kameny")
    pieces_words: tuple[str, ...]
    #: setting names -> rate, voice, language, verbosity, notation
    settings: Mapping[str, str]
    #: setting values -> brief, normal, full, algebraic, numeric, nato, cs, en
    setting_values: Mapping[str, str]
    #: English command name -> the phrases that ask for it
    commands: Mapping[str, tuple[str, ...]]


@dataclass(frozen=True)
class QuestionTable:
    """The questions and requests of one language in the player's own words (read by
    ``questions``): groups of words by name, and patterns, each with the command and
    arguments it asks for ("kde mám <kings>" -> "pieces mine kings")."""

    lang: str
    groups: Mapping[str, str]  # name -> the words, separated by spaces
    patterns: tuple[tuple[str, str], ...]


@dataclass(frozen=True)
class ConceptTable:
    """The words of one language by what they mean (read by ``concepts``), and rules
    from the meanings in a line to the command it asks for.

    ``concepts``: a name -> its words, separated by spaces, as the language spells them; a
    word of four letters or more is a stem (every word starting with it fits), a shorter
    one, or one ending in ``=``, fits only whole; words joined by ``_`` are a phrase, said
    together, whose words mean only the phrase's concepts ("give_up"). ``rules``: (the
    concepts needed, separated by spaces, ``-name`` for one that must not be there, ``only``
    when no other may be, ``weak`` when any other rule that fits as well wins ("umíš to
    posílat na braillský řádek?" asks for braille, not for help); the command and its
    arguments, ``{slot}`` for one read from the line, ``{-slot}`` for one that must be said
    but is not passed on). ``guarded``: concepts
    only the rules needing them may read: a line with one is read by such a rule or left
    unread ("how do I keep my pieces safe" is no list of the pieces)."""

    lang: str
    concepts: Mapping[str, str]
    rules: tuple[tuple[str, str], ...]
    guarded: frozenset[str] = frozenset()
