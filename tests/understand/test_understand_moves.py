"""Moves as players type and dictate them, in Czech and English: each row is a phrase and
what it must mean (see ``helpers.summary``)."""

from __future__ import annotations

import unicodedata

import pytest

from accessible_dama.notation.squares import parse_square
from accessible_dama.rules.variants import (
    BRAZILIAN,
    CZECH,
    CZECH_8,
    ENGLISH,
    INTERNATIONAL,
    OPALECKA,
)
from accessible_dama.understand import CommandIntent, interpret
from accessible_dama.understand.lexicon import VOCABULARIES

from .helpers import position, summary

C3_D4 = "c3-d4"

# ------------------------------------------------------------------ Czech start position

CZECH_START = [
    ("cs", "c3 d4", C3_D4),
    ("cs", "c3-d4", C3_D4),
    ("cs", "C3D4", C3_D4),
    ("cs", "c3d4", C3_D4),
    ("cs", "c 3 d 4", C3_D4),
    ("cs", "C3 - D4.", C3_D4),
    ("cs", "c3:d4", C3_D4),
    ("cs", "cé tři dé čtyři", C3_D4),
    ("cs", "Cé tři, dé čtyři.", C3_D4),
    ("cs", "ce tri de ctyri", C3_D4),
    ("cs", "CE TRI DE CTYRI", C3_D4),
    ("cs", "c tři na d čtyři", C3_D4),
    ("cs", "z c3 na d4", C3_D4),
    ("cs", "táhnu c3 na d4", C3_D4),
    ("cs", "cyril tři david čtyři", C3_D4),
    ("cs", "cé trojka dé čtyřka", C3_D4),
    ("cs", "á tři bé čtyři", "a3-b4"),
    ("cs", "a tři b čtyři", "a3-b4"),
    ("cs", "gé tři há čtyři", "g3-h4"),
    ("cs", "é tři ef čtyři", "e3-f4"),
    ("cs", "gé tři", {"g3-f4", "g3-h4"}),
    ("cs", "ef čtyři", {"e3-f4", "g3-f4"}),
    ("cs", "há čtyři", "g3-h4"),
    ("cs", "a3", "a3-b4"),
    ("cs", "b4", {"a3-b4", "c3-b4"}),
    ("cs", "d4", {"c3-d4", "e3-d4"}),
    ("cs", "na d4", {"c3-d4", "e3-d4"}),
    ("cs", "z c3", {"c3-b4", "c3-d4"}),
    ("cs", "dvacet dva osmnáct", C3_D4),
    ("cs", "dvaadvacet na osmnáct", C3_D4),
    ("cs", "dvacetdva osmnáct", C3_D4),
    ("cs", "22 18", C3_D4),
    ("cs", "22-18", C3_D4),
    ("cs", "22x18", C3_D4),
    ("cs", "2218", C3_D4),
    ("en", "c3 d4", C3_D4),
    ("en", "charlie three delta four", C3_D4),
    ("en", "Charlie 3 Delta 4", C3_D4),
    ("en", "see three to dee four", C3_D4),
    ("en", "sea 3 d 4", C3_D4),
    ("en", "cee three dee four", C3_D4),
    ("en", "c three to d four", C3_D4),
    ("en", "from c3 to d4", C3_D4),
    ("en", "I play c3 d4", C3_D4),
    ("en", "move c3 to d4 please", C3_D4),
    ("en", "c3 to d4", C3_D4),
    ("en", "alpha three bravo four", "a3-b4"),
    ("en", "bee four", {"a3-b4", "c3-b4"}),
    ("en", "ee three eff four", "e3-f4"),
    ("en", "gee three aitch four", "g3-h4"),
    ("en", "golf three hotel four", "g3-h4"),
    ("en", "echo three foxtrot four", "e3-f4"),
    ("en", "twenty two eighteen", C3_D4),
    ("en", "twenty-two eighteen", C3_D4),
    ("en", "twenty two to eighteen", C3_D4),
    ("en", "to d4", {"c3-d4", "e3-d4"}),
    # the other language's words work too
    ("en", "cé tři dé čtyři", C3_D4),
    ("cs", "charlie three delta four", C3_D4),
]


@pytest.mark.parametrize(("lang", "text", "expected"), CZECH_START)
def test_czech_start_position(lang, text, expected):
    pos = position(CZECH)
    assert summary(pos, interpret(text, pos, lang)) == expected


# ------------------------------------------------------------------ other variants


@pytest.mark.parametrize(
    ("rules", "lang", "text", "expected"),
    [
        # English: Black moves first; numeric notation
        (ENGLISH, "en", "11 15", "f6-e5"),
        (ENGLISH, "en", "eleven fifteen", "f6-e5"),
        (ENGLISH, "en", "eleven to fifteen", "f6-e5"),
        (ENGLISH, "cs", "jedenáct patnáct", "f6-e5"),
        (ENGLISH, "en", "f6 e5", "f6-e5"),
        (ENGLISH, "en", "twelve", "h6-g5"),
        (ENGLISH, "en", "ten", {"d6-c5", "d6-e5"}),
        # international: 10x10, files a-j, squares 1-50
        (INTERNATIONAL, "en", "32 28", "d4-e5"),
        (INTERNATIONAL, "en", "thirty two twenty eight", "d4-e5"),
        (INTERNATIONAL, "cs", "třicet dva dvacet osm", "d4-e5"),
        (INTERNATIONAL, "cs", "dvaatřicet na osmadvacet", "d4-e5"),
        (INTERNATIONAL, "en", "juliett four india five", "j4-i5"),
        (INTERNATIONAL, "cs", "jé čtyři í pět", "j4-i5"),
        (INTERNATIONAL, "cs", "josef čtyři ivan pět", "j4-i5"),
        (INTERNATIONAL, "en", "j4 i5", "j4-i5"),
        (INTERNATIONAL, "en", "forty six", ("illegal", "PIECE_CANNOT_MOVE")),
        (INTERNATIONAL, "cs", "čtyřicet šest", ("illegal", "PIECE_CANNOT_MOVE")),
        (INTERNATIONAL, "cs", "ctyricet sest", ("illegal", "PIECE_CANNOT_MOVE")),
        (INTERNATIONAL, "cs", "padesát", ("illegal", "PIECE_CANNOT_MOVE")),
        (INTERNATIONAL, "en", "fifty", ("illegal", "PIECE_CANNOT_MOVE")),
        (INTERNATIONAL, "cs", "deset", ("illegal", "OPPONENTS_PIECE")),
        (INTERNATIONAL, "cs", "dvacet pět", ("illegal", "NO_MOVE_TO_SQUARE")),
        # the eight-men variants
        (CZECH_8, "cs", "á sedm bé šest", "a7-b6"),
        (CZECH_8, "cs", "á sedm", "a7-b6"),
        (OPALECKA, "cs", "há dva gé tři", "h2-g3"),
        (OPALECKA, "cs", "há dva", "h2-g3"),
        (BRAZILIAN, "en", "c3 d4", C3_D4),
    ],
)
def test_other_variants(rules, lang, text, expected):
    pos = position(rules)
    assert summary(pos, interpret(text, pos, lang)) == expected


# ------------------------------------------------------------------ captures

# man c3 takes d4 and f6: c3xe5xg7 is the only capture
ONE_CAPTURE = "W:Wc3,h2:Bd4,f6,a7"


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("cs", "c3xg7", "c3xe5xg7"),
        ("cs", "c3 x g7", "c3xe5xg7"),
        ("cs", "c3 bere g7", "c3xe5xg7"),
        ("cs", "cé tři bere gé sedm", "c3xe5xg7"),
        ("cs", "c3 e5 g7", "c3xe5xg7"),
        ("cs", "ber", "c3xe5xg7"),
        ("cs", "beru", "c3xe5xg7"),
        ("cs", "g7", "c3xe5xg7"),
        ("cs", "c3", "c3xe5xg7"),
        ("en", "c3 takes g7", "c3xe5xg7"),
        ("en", "c3 captures g7", "c3xe5xg7"),
        ("en", "c3 times g7", "c3xe5xg7"),
        ("en", "take", "c3xe5xg7"),
        ("en", "capture", "c3xe5xg7"),
        ("en", "see three takes gee seven", "c3xe5xg7"),
        ("cs", "c3 bere e5", ("illegal", "CAPTURE_NOT_FINISHED")),
        ("en", "c3xe5", ("illegal", "CAPTURE_NOT_FINISHED")),
        ("cs", "h2 g3", ("illegal", "MUST_CAPTURE")),
        ("cs", "h2", ("illegal", "MUST_CAPTURE")),
        ("cs", "f6", ("illegal", "OPPONENTS_PIECE")),
    ],
)
def test_one_capture(lang, text, expected):
    pos = position(CZECH, ONE_CAPTURE)
    assert summary(pos, interpret(text, pos, lang)) == expected


def test_take_with_several_captures_asks_which():
    pos = position(CZECH, "W:Wc3,g3:Bd4,f4")
    assert summary(pos, interpret("ber", pos, "cs")) == {"c3xe5", "g3xe5"}
    assert summary(pos, interpret("take", pos, "en")) == {"c3xe5", "g3xe5"}
    assert summary(pos, interpret("e5", pos, "en")) == {"c3xe5", "g3xe5"}
    assert summary(pos, interpret("c3 x", pos, "en")) == "c3xe5"


def test_take_without_a_capture():
    pos = position(CZECH)
    assert summary(pos, interpret("ber", pos, "cs")) == ("illegal", "NOTHING_TO_CAPTURE")
    assert summary(pos, interpret("take", pos, "en")) == ("illegal", "NOTHING_TO_CAPTURE")


@pytest.mark.parametrize(
    "text",
    ["a1 c3 e1 h4", "a1xc3xe1xh4", "a1 h4", "a1xh4", "á jedna há čtyři", "alpha one hotel four"],
)
def test_multi_capture_by_landing_squares(text):
    # the king a1 takes b2, d2 and g3: a1xc3xe1xh4 (RULES.md's own example)
    pos = position(CZECH, "W:WKa1:Bb2,d2,g3")
    assert summary(pos, interpret(text, pos, "cs")) == "a1xc3xe1xh4"


def test_multi_capture_stopped_early_is_explained():
    pos = position(CZECH, "W:WKa1:Bb2,d2,g3")
    assert summary(pos, interpret("a1 c3 e1", pos, "cs")) == ("illegal", "CAPTURE_NOT_FINISHED")


# ------------------------------------------------------------------ illegal moves


@pytest.mark.parametrize(
    ("fen", "text", "kind"),
    [
        ("W:Wd4:Ba7", "d4 c3", "MAN_MOVES_FORWARD_ONLY"),  # Jana's backward move
        ("W:Wd4:Ba7", "dé čtyři cé tři", "MAN_MOVES_FORWARD_ONLY"),
        ("W:Wd4:Ba7", "d4 c5 b6", "TOO_FAR"),
        ("W:Wd4:Ba7", "e5 f6", "NOT_A_PIECE"),
        ("W:Wd4:Ba7", "a7 b6", "OPPONENTS_PIECE"),
        ("W:Wd4:Ba7", "d4 d6", "NOT_ON_A_DIAGONAL"),
        ("W:Wd4:Ba7", "d4 f6", "TOO_FAR"),
        ("W:Wd4,c5:Ba7", "d4 c5", "DESTINATION_OCCUPIED"),
        ("W:Wd4:Bc3,a7", "d4 b2", "MAN_CANNOT_CAPTURE_BACKWARDS"),
        ("W:WKa1,c3:Bh8", "a1 e5", "PATH_BLOCKED"),
        ("W:Wc3,Kh2:Bd4,g3", "c3 e5", "KING_MUST_CAPTURE"),
    ],
)
def test_illegal_moves_are_explained_in_czech(fen, text, kind):
    pos = position(CZECH, fen)
    assert summary(pos, interpret(text, pos, "cs")) == ("illegal", kind)


def test_illegal_intent_keeps_the_text_and_the_path():
    pos = position(CZECH, "W:Wd4:Ba7")
    intent = interpret("  d4 c3 ", pos, "cs")
    assert intent.text == "d4 c3"
    assert intent.path == (18, 22)


def test_majority_and_multiple_capture_rules():
    fen = "W:Wa3,g3:Bb4,f4,f6"
    pos = position(BRAZILIAN, fen)
    assert summary(pos, interpret("a3 c5", pos, "en")) == ("illegal", "MUST_TAKE_MOST")
    pos = position(CZECH_8, fen)
    assert summary(pos, interpret("a3 c5", pos, "cs")) == ("illegal", "MUST_TAKE_MORE_THAN_ONE")


# ------------------------------------------------------------------ "dvacet dva" or "dvacet, dva"


def test_tens_and_unit_prefer_the_reading_with_a_legal_move():
    # 20x9 over 14 is compulsory; "dvacet devět" read as 29 names no legal move
    pos = position(INTERNATIONAL, "W:W20,29:B14")
    assert summary(pos, interpret("dvacet devět", pos, "cs")) == "i7xg9"
    assert summary(pos, interpret("twenty nine", pos, "en")) == "i7xg9"


def test_a_comma_splits_tens_and_unit():
    # the king on 20 can go to 9; the man on 29 can move too
    pos = position(INTERNATIONAL, "W:WK20,29:B1")
    assert summary(pos, interpret("dvacet devět", pos, "cs")) == {"g5-f6", "g5-h6"}
    assert summary(pos, interpret("dvacet, devět", pos, "cs")) == "i7-g9"
    assert summary(pos, interpret("twenty, nine", pos, "en")) == "i7-g9"


# ------------------------------------------------------------------ not a move


@pytest.mark.parametrize(
    "text", ["", "   ", "ahoj", "hello world", "c3 d", "x c", "k3 l4", "tah"]
)
def test_not_a_move(text):
    pos = position(CZECH)
    assert summary(pos, interpret(text, pos, "cs")) == "unknown"


def test_one_square_named_as_start_or_destination_is_explained_as_such():
    pos = position(CZECH, "W:Wc3:Ba7")
    assert summary(pos, interpret("z d4", pos, "cs")) == ("illegal", "NOT_A_PIECE")
    assert summary(pos, interpret("na c3", pos, "cs")) == ("illegal", "DESTINATION_OCCUPIED")
    assert summary(pos, interpret("to e5", pos, "en")) == ("illegal", "NO_MOVE_TO_SQUARE")


# ------------------------------------------------------------------ every number word

CZECH_NUMBERS = {
    "jedna": 1, "jeden": 1, "dva": 2, "dvě": 2, "tři": 3, "čtyři": 4, "pět": 5, "šest": 6,
    "sedm": 7, "osm": 8, "devět": 9, "deset": 10, "jedenáct": 11, "dvanáct": 12,
    "třináct": 13, "čtrnáct": 14, "patnáct": 15, "šestnáct": 16, "sedmnáct": 17,
    "osmnáct": 18, "devatenáct": 19, "dvacet": 20, "dvacet jedna": 21, "jednadvacet": 21,
    "dvacet dva": 22, "dvaadvacet": 22, "dvacet dvě": 22, "třicet": 30, "třicet tři": 33,
    "třiatřicet": 33, "čtyřicet": 40, "čtyřicet šest": 46, "šestačtyřicet": 46,
    "padesát": 50, "devětačtyřicet": 49, "čtyřicet devět": 49,
}
ENGLISH_NUMBERS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
    "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
    "twenty": 20, "twenty one": 21, "twenty-two": 22, "thirty three": 33, "forty": 40,
    "forty six": 46, "forty-nine": 49, "fifty": 50,
}


def _plain(text):
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c))


@pytest.mark.parametrize(
    ("lang", "words", "value"),
    [("cs", w, n) for w, n in CZECH_NUMBERS.items()]
    + [("cs", _plain(w), n) for w, n in CZECH_NUMBERS.items()]
    + [("en", w, n) for w, n in ENGLISH_NUMBERS.items()],
)
def test_number_words(lang, words, value):
    # as a numeric square on the 10x10 board: "pole 46" asks what stands on 46
    pos = position(INTERNATIONAL)
    assert interpret(f"pole {words}", pos, lang) == CommandIntent("square", (str(value),))
    assert interpret(f"level {words}", pos, lang) == CommandIntent("level", (str(value),))


# ------------------------------------------------------------------ every letter name

LETTER_NAMES = [
    (lang, word, letter)
    for lang, vocabulary in VOCABULARIES.items()
    for word, letter in vocabulary.files.items()
]


@pytest.mark.parametrize(("lang", "word", "letter"), LETTER_NAMES)
def test_letter_names(lang, word, letter):
    # files a-j exist on the 10x10 board; "sloupec cé" asks for the c-file
    pos = position(INTERNATIONAL)
    for text in (word, word.upper(), _plain(word)):
        assert interpret(f"sloupec {text}", pos, lang) == CommandIntent("file", (letter,))
        assert interpret(f"file {text}", pos, lang) == CommandIntent("file", (letter,))
    # and as the file of a square: a dark square on rank 1 or 2
    number = "1" if "abcdefghij".index(letter) % 2 == 0 else "2"
    intent = interpret(f"pole {word} {number}", pos, lang)
    assert intent == CommandIntent("square", (_numeric(letter + number),))


def _numeric(name):
    return str(parse_square(INTERNATIONAL.geometry, name))
