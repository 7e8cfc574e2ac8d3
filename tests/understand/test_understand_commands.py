"""Commands in Czech and English: the table of phrases players use, and every phrase of
the vocabulary read back as its own command in any case, with or without accents."""

from __future__ import annotations

import unicodedata

import pytest

from accessible_dama.rules.variants import CZECH, INTERNATIONAL
from accessible_dama.understand import COMMANDS, CommandIntent, interpret
from accessible_dama.understand.lexicon import VOCABULARIES

from .helpers import position

COMMAND_TABLE = [
    # board, pieces
    ("cs", "deska", "board", ()),
    ("cs", "šachovnice", "board", ()),
    ("cs", "Šachovnice", "board", ()),
    ("cs", "sachovnice", "board", ()),
    ("cs", "ukaž desku", "board", ()),
    ("en", "board", "board", ()),
    ("en", "B", "board", ()),
    ("en", "Please, show the board.", "board", ()),
    ("cs", "kameny", "pieces", ()),
    ("cs", "figury", "pieces", ()),
    ("cs", "kameny bílé", "pieces", ("white",)),
    ("cs", "bílé kameny", "pieces", ("white",)),
    ("cs", "cerne kameny", "pieces", ("black",)),
    ("cs", "moje kameny", "pieces", ("mine",)),
    ("cs", "kde mám kameny", "pieces", ("mine",)),
    ("cs", "soupeřovy kameny", "pieces", ("opponent",)),
    ("cs", "kameny soupeře", "pieces", ("opponent",)),
    ("en", "pieces", "pieces", ()),
    ("en", "white pieces", "pieces", ("white",)),
    ("en", "pieces black", "pieces", ("black",)),
    ("en", "my pieces", "pieces", ("mine",)),
    ("en", "mine", "unknown", ()),
    ("en", "opponent's pieces", "pieces", ("opponent",)),
    ("en", "pieces opponent", "pieces", ("opponent",)),
    # squares, ranks, files, diagonals
    ("cs", "pole c3", "square", ("c3",)),
    ("cs", "co je na c3", "square", ("c3",)),
    ("cs", "Co je na cé tři?", "square", ("c3",)),
    ("cs", "co je na poli c3", "square", ("c3",)),
    ("cs", "c3?", "square", ("c3",)),
    ("en", "square c3", "square", ("c3",)),
    ("en", "what is on c3", "square", ("c3",)),
    ("en", "What's on c3?", "square", ("c3",)),
    ("en", "d4?", "square", ("d4",)),
    ("en", "22?", "square", ("c3",)),
    ("cs", "řada 3", "rank", ("3",)),
    ("cs", "rada 3", "rank", ("3",)),
    ("cs", "řada tři", "rank", ("3",)),
    ("en", "rank 3", "rank", ("3",)),
    ("en", "row three", "rank", ("3",)),
    ("cs", "sloupec c", "file", ("c",)),
    ("cs", "sloupec cé", "file", ("c",)),
    ("en", "file c", "file", ("c",)),
    ("en", "file charlie", "file", ("c",)),
    ("cs", "diagonála c3", "diagonal", ("c3",)),
    ("cs", "diagonala ce tri", "diagonal", ("c3",)),
    ("en", "diagonal c3", "diagonal", ("c3",)),
    # moves, captures, last move, history
    ("cs", "tahy", "moves", ()),
    ("cs", "tahy z c3", "moves", ("c3",)),
    ("cs", "tahy c3", "moves", ("c3",)),
    ("en", "moves", "moves", ()),
    ("en", "moves from c3", "moves", ("c3",)),
    ("en", "legal moves", "moves", ()),
    ("cs", "braní", "captures", ()),
    ("cs", "brani", "captures", ()),
    ("en", "captures", "captures", ()),
    ("cs", "poslední tah", "last", ()),
    ("en", "last", "last", ()),
    ("en", "last move", "last", ()),
    ("cs", "historie", "history", ()),
    ("cs", "zápis", "history", ()),
    ("en", "history", "history", ()),
    ("en", "scoresheet", "history", ()),
    # turn, material, clock
    ("cs", "kdo je na tahu", "turn", ()),
    ("cs", "Kdo je na tahu?", "turn", ()),
    ("cs", "na tahu", "turn", ()),
    ("en", "turn", "turn", ()),
    ("en", "whose turn", "turn", ()),
    ("en", "whose turn?", "turn", ()),
    ("cs", "materiál", "material", ()),
    ("en", "material", "material", ()),
    ("en", "count", "material", ()),
    ("cs", "hodiny", "clock", ()),
    ("cs", "čas", "clock", ()),
    ("cs", "cas", "clock", ()),
    ("en", "clock", "clock", ()),
    ("en", "time", "clock", ()),
    # undo, hint, analysis
    ("cs", "zpět", "undo", ()),
    ("cs", "zpet", "undo", ()),
    ("cs", "vrať", "undo", ()),
    ("en", "undo", "undo", ()),
    ("en", "take back", "undo", ()),
    ("cs", "rada", "hint", ()),
    ("cs", "poraď", "hint", ()),
    ("cs", "nápověda k tahu", "hint", ()),
    ("en", "hint", "hint", ()),
    # puzzles and their solution
    ("cs", "úlohy", "puzzles", ()),
    ("cs", "dej mi úlohu", "puzzles", ()),
    ("cs", "chci řešit úlohy", "puzzles", ()),
    ("cs", "dej mi nějakou úlohu", "puzzles", ()),
    ("cs", "ulohy", "puzzles", ()),
    ("cs", "řešení", "solution", ()),
    ("cs", "ukaž mi řešení", "solution", ()),
    ("en", "puzzles", "puzzles", ()),
    ("en", "give me a puzzle", "puzzles", ()),
    ("en", "training", "puzzles", ()),
    ("en", "i want to solve some puzzles", "puzzles", ()),
    ("en", "solution", "solution", ()),
    ("en", "show me the solution please", "solution", ()),
    ("cs", "rozbor", "review", ()),
    ("cs", "hodnocení", "analysis", ()),
    ("cs", "kde jsem udělal chybu", "review", ()),
    ("en", "analyse", "analysis", ()),
    ("en", "analysis", "analysis", ()),
    ("en", "where did I go wrong?", "review", ()),
    # game: new, variant, level, save, load, setup, resign, draw
    ("cs", "nová hra", "new", ()),
    ("cs", "NOVA HRA", "new", ()),
    ("en", "new game", "new", ()),
    ("en", "new", "new", ()),
    ("cs", "varianta", "variant", ()),
    ("cs", "varianta anglická", "variant", ("english",)),
    ("cs", "varianta česká dáma", "variant", ("czech",)),
    ("cs", "varianta opálecká", "variant", ("opalecka",)),
    ("cs", "varianta mezinárodní", "variant", ("international",)),
    ("en", "variant", "variant", ()),
    ("en", "variant czech 8", "variant", ("czech-8",)),
    ("en", "variant international", "variant", ("international",)),
    ("en", "variant checkers", "variant", ("english",)),
    ("en", "variant klingon", "variant", ("klingon",)),
    ("cs", "úroveň 5", "level", ("5",)),
    ("cs", "uroven pet", "level", ("5",)),
    ("cs", "obtížnost", "level", ()),
    ("cs", "obtížnost deset", "level", ("10",)),
    ("en", "level 5", "level", ("5",)),
    ("en", "level five", "level", ("5",)),
    ("en", "level", "level", ()),
    ("cs", "ulož", "save", ()),
    ("cs", "uložit", "save", ()),
    ("cs", "ulož Partie s Pavlem.pdn", "save", ("Partie s Pavlem.pdn",)),
    ("en", "save", "save", ()),
    ("en", "save games/club.pdn", "save", ("games/club.pdn",)),
    ("cs", "nahraj partie.pdn", "load", ("partie.pdn",)),
    ("cs", "načti partie.pdn", "load", ("partie.pdn",)),
    ("en", "load Club Night.pdn", "load", ("Club Night.pdn",)),
    ("en", "load", "unknown", ()),
    ("cs", "pozice W:W21-32:B1-12", "setup", ("W:W21-32:B1-12",)),
    ("en", "setup W:Wa1,Kd4:Bh8", "setup", ("W:Wa1,Kd4:Bh8",)),
    ("en", 'setup "B:W18,24:BK4"', "setup", ('"B:W18,24:BK4"',)),
    ("cs", "vzdávám", "resign", ()),
    ("cs", "vzdávám se", "resign", ()),
    ("cs", "vzdát", "resign", ()),
    ("en", "resign", "resign", ()),
    ("cs", "remíza", "draw", ()),
    ("cs", "nabízím remízu", "draw", ()),
    ("en", "draw", "draw", ()),
    ("en", "offer draw", "draw", ()),
    # talking: repeat, more, settings, braille
    ("cs", "znovu", "repeat", ()),
    ("cs", "opakuj", "repeat", ()),
    ("cs", "cože?", "repeat", ()),
    ("en", "repeat", "repeat", ()),
    ("en", "again", "repeat", ()),
    ("cs", "víc", "more", ()),
    ("cs", "více", "more", ()),
    ("cs", "podrobněji", "more", ()),
    ("cs", "proč?", "why", ()),
    ("en", "why?", "why", ()),
    ("en", "more", "more", ()),
    ("en", "details", "more", ()),
    ("cs", "nastavení", "settings", ()),
    ("cs", "nastavení rychlost 200", "settings", ("rate", "200")),
    ("cs", "rychlost 200", "settings", ("rate", "200")),
    ("cs", "rychlost", "settings", ("rate",)),
    ("cs", "hlas Zuzana", "settings", ("voice", "Zuzana")),
    ("cs", "jazyk en", "settings", ("language", "en")),
    ("cs", "jazyk anglicky", "settings", ("language", "en")),
    ("cs", "upovídanost stručně", "settings", ("verbosity", "brief")),
    ("cs", "upovidanost plna", "settings", ("verbosity", "full")),
    ("cs", "notace číselná", "settings", ("notation", "numeric")),
    ("cs", "notace nato", "settings", ("notation", "nato")),
    ("en", "settings", "settings", ()),
    ("en", "settings rate 200", "settings", ("rate", "200")),
    ("en", "rate 200", "settings", ("rate", "200")),
    ("en", "voice Samantha", "settings", ("voice", "Samantha")),
    ("en", "language cs", "settings", ("language", "cs")),
    ("en", "verbosity brief", "settings", ("verbosity", "brief")),
    ("en", "verbosity normal", "settings", ("verbosity", "normal")),
    ("en", "notation algebraic", "settings", ("notation", "algebraic")),
    ("en", "set notation numeric", "settings", ("notation", "numeric")),
    ("cs", "braille", "braille", ()),
    ("cs", "brajl", "braille", ()),
    ("en", "braille", "braille", ()),
    # leaving, help, yes and no
    ("cs", "konec", "quit", ()),
    ("cs", "ukonči", "quit", ()),
    ("en", "quit", "quit", ()),
    ("en", "exit", "quit", ()),
    ("en", "q", "quit", ()),
    ("en", "Q", "quit", ()),
    ("cs", "nápověda", "help", ()),
    ("cs", "napoveda", "help", ()),
    ("cs", "pomoc", "help", ()),
    ("cs", "nápověda tahy", "help", ("moves",)),
    ("en", "help", "help", ()),
    ("en", "?", "help", ()),
    ("en", "help settings", "help", ("settings",)),
    ("cs", "ano", "yes", ()),
    ("cs", "jo", "yes", ()),
    ("en", "yes", "yes", ()),
    ("en", "Y", "yes", ()),
    ("cs", "ne", "no", ()),
    ("en", "no", "no", ()),
    ("en", "n", "no", ()),
    # replay
    ("cs", "dopředu", "forward", ()),
    ("cs", "další", "forward", ()),
    ("en", "forward", "forward", ()),
    ("en", "next", "forward", ()),
    ("cs", "předchozí", "back", ()),
    ("cs", "dozadu", "back", ()),
    ("en", "back", "back", ()),
    ("en", "previous", "back", ()),
    ("cs", "tah 12", "goto", ("12",)),
    ("cs", "tah dvanáct", "goto", ("12",)),
    ("en", "go to 12", "goto", ("12",)),
    ("en", "move 12", "goto", ("12",)),
    ("en", "move twelve", "goto", ("12",)),
    ("cs", "tah dvanact", "goto", ("12",)),
    ("cs", "jdi na tah pět", "goto", ("5",)),
    ("cs", "jdi na tah pet", "goto", ("5",)),
    ("en", "move number 5", "goto", ("5",)),
    # the games of a file gone through (the games kept, in a game played)
    ("cs", "partie", "library", ()),
    ("cs", "partie 44", "library", ("44",)),
    ("cs", "partie čtyřicet čtyři", "library", ("44",)),
    ("cs", "partie ctyricet ctyri", "library", ("44",)),
    ("cs", "partie číslo 3", "library", ("3",)),
    ("cs", "hra 3", "library", ("3",)),
    ("cs", "hra číslo tři", "library", ("3",)),
    ("cs", "hra cislo tri", "library", ("3",)),
    ("cs", "seznam partií", "library", ()),
    ("cs", "seznam partii", "library", ()),
    ("cs", "seznam her", "library", ()),
    ("cs", "nová hra", "new", ()),
    ("en", "games", "library", ()),
    ("en", "game 44", "library", ("44",)),
    ("en", "game forty four", "library", ("44",)),
    ("en", "game number 3", "library", ("3",)),
    ("en", "list games", "library", ()),
    ("en", "list of games", "library", ()),
    # either language in either session
    ("cs", "board", "board", ()),
    ("en", "kameny", "pieces", ()),
    ("en", "nápověda", "help", ()),
]


def _intent(lang, text):
    pos = position(CZECH)
    return interpret(text, pos, lang)


@pytest.mark.parametrize(("lang", "text", "name", "args"), COMMAND_TABLE)
def test_command_table(lang, text, name, args):
    intent = _intent(lang, text)
    if name == "unknown":
        assert not isinstance(intent, CommandIntent)
    else:
        assert intent == CommandIntent(name, args)


def test_square_arguments_follow_the_notation_of_the_variant():
    pos = position(INTERNATIONAL)
    assert interpret("co je na c3", pos, "cs") == CommandIntent("square", ("37",))
    assert interpret("pole 37", pos, "cs") == CommandIntent("square", ("37",))
    assert interpret("file j", pos, "en") == CommandIntent("file", ("j",))
    assert interpret("rank 10", pos, "en") == CommandIntent("rank", ("10",))
    czech = position(CZECH)
    assert interpret("file j", czech, "en") != CommandIntent("file", ("j",))
    assert interpret("rank 9", czech, "en") != CommandIntent("rank", ("9",))


def test_accents_decide_between_rank_and_hint():
    pos = position(CZECH)
    assert interpret("rada", pos, "cs") == CommandIntent("hint")
    assert interpret("řada 3", pos, "cs") == CommandIntent("rank", ("3",))
    assert interpret("rada 3", pos, "cs") == CommandIntent("rank", ("3",))
    assert not isinstance(interpret("řada", pos, "cs"), CommandIntent)


def test_help_and_hint_are_different_words():
    # JOURNEYS: Jana types "nápověda" when stuck, and "rada" for a hint
    pos = position(CZECH)
    assert interpret("nápověda", pos, "cs") == CommandIntent("help")
    assert interpret("rada", pos, "cs") == CommandIntent("hint")


# ------------------------------------------------------------------ the whole vocabulary

SAMPLE_ARGUMENT = {"SQUARE": "c3", "N": "3", "LETTER": "c", "FILE": "x.pdn", "FEN": "W:W22:B9",
                   "TEXT": "ahoj", "MOVE": "c3 d4"}


def _strip_accents(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def _every_phrase():
    for lang, vocabulary in VOCABULARIES.items():
        for name, phrases in vocabulary.commands.items():
            for phrase in phrases:
                yield lang, name, phrase


@pytest.mark.parametrize(("lang", "name", "phrase"), list(_every_phrase()))
def test_every_phrase_of_the_tables_is_its_command(lang, name, phrase):
    argument = SAMPLE_ARGUMENT.get(COMMANDS[name].arguments, "")
    pos = position(CZECH)
    for text in (phrase, phrase.upper(), _strip_accents(phrase)):
        intent = interpret(f"{text} {argument}".strip(), pos, lang)
        assert isinstance(intent, CommandIntent), (text, intent)
        if _strip_accents(text) == text and text != phrase:
            continue  # "rada" without accents may be the rank as well as the hint
        assert intent.name == name, (text, intent)


def test_commands_lists_every_name_with_words_in_both_languages():
    for vocabulary in VOCABULARIES.values():
        assert list(vocabulary.commands) == list(COMMANDS), vocabulary.lang
    for command in COMMANDS.values():
        assert command.words["cs"] and command.words["en"], command.name
    assert "nápověda" in COMMANDS["help"].words["cs"]
    # a setting's name asks for the settings on its own ("rychlost 250")
    rate = interpret("rychlost 250", position(CZECH), "cs")
    assert rate == CommandIntent("settings", ("rate", "250"))
