"""Questions and requests in the player's own words (tests/data/phrasings-cs.tsv and
-en.tsv), words that fold alike without accents, "did you mean" for a misspelt command,
the true reason a named move is refused, and Czech numerals as people say and dictate
them."""

from __future__ import annotations

import subprocess
import sys
from collections import defaultdict
from pathlib import Path

import pytest

from accessible_dama.cli.tools import interpreted
from accessible_dama.rules import find_game, start_position
from accessible_dama.rules.explain import IllegalKind
from accessible_dama.rules.variants import CZECH, INTERNATIONAL
from accessible_dama.understand import (
    AskBackIntent,
    CommandIntent,
    IllegalIntent,
    SuggestIntent,
    UnknownIntent,
    interpret,
)
from accessible_dama.understand.lexicon import VOCABULARIES, phrase_words, plain
from accessible_dama.understand.questions import LONGEST_QUESTION, patterns

from .helpers import position, summary

DATA = Path(__file__).resolve().parent.parent / "data"


def phrasings(lang: str) -> list[tuple[str, str]]:
    """The rows of the language's table: a phrasing and what it means, as ``dama
    interpret`` writes it."""
    rows = []
    for line in (DATA / f"phrasings-{lang}.tsv").read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            text, meaning = line.split("\t")
            rows.append((text, meaning))
    return rows


TABLE = [(lang, text, meaning) for lang in ("cs", "en") for text, meaning in phrasings(lang)]


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_each_language_has_at_least_150_phrasings_of_its_own(lang: str) -> None:
    rows = phrasings(lang)
    assert len(rows) >= 150
    assert len({text for text, _ in rows}) == len(rows)


@pytest.mark.parametrize(("lang", "text", "meaning"), TABLE)
def test_a_phrasing_means_its_command(lang: str, text: str, meaning: str) -> None:
    assert interpreted(text, CZECH, position(CZECH), lang) == meaning


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_dama_interpret_reads_every_phrasing_in_one_process(lang: str) -> None:
    rows = phrasings(lang)
    done = subprocess.run(
        [sys.executable, "-m", "accessible_dama", "interpret", "-", "--lang", lang],
        input="\n".join(text for text, _ in rows) + "\n",
        capture_output=True, text=True, encoding="utf-8", timeout=60, check=True,
    )
    assert done.stdout.splitlines() == [meaning for _, meaning in rows]


def test_every_question_pattern_names_a_command_with_its_arguments() -> None:
    from accessible_dama.understand.commands import COMMANDS

    for lang in ("cs", "en"):
        for pattern in patterns(lang):
            assert pattern.command in COMMANDS
            assert len(pattern.elements) <= LONGEST_QUESTION


# ------------------------------------------------------------------ asked back


@pytest.mark.parametrize(("lang", "text", "options"), [
    ("cs", "končím", ("resign", "quit")),
    ("cs", "Končím.", ("resign", "quit")),
    ("cs", "zpátky", ("undo", "back")),
    ("en", "go back", ("undo", "back")),
    ("en", "I quit", ("resign", "quit")),
    ("en", "I'm done", ("resign", "quit")),
])
def test_words_that_mean_two_commands_are_asked_back(lang: str, text: str,
                                                     options: tuple[str, ...]) -> None:
    intent = interpret(text, position(CZECH), lang)
    assert isinstance(intent, AskBackIntent)
    assert tuple(o.name for o in intent.options) == options


def test_a_long_line_is_no_question_and_is_read_quickly() -> None:
    pos = position(CZECH)
    assert isinstance(interpret("kde " * 120, pos, "cs"), UnknownIntent)
    assert isinstance(interpret("where can the piece " * 25, pos, "en"), UnknownIntent)


# ------------------------------------------------------------------ folded alike


def _folded_alike() -> dict[str, set[str]]:
    """The words of the vocabularies that are one word without accents, by that word."""
    spelled: dict[str, set[str]] = defaultdict(set)
    for v in VOCABULARIES.values():
        tables = (v.files, v.units, v.numbers, v.tens, v.homophones, v.ordinals,
                  v.qualifiers, v.settings, v.setting_values)
        texts = [w for table in tables for w in table]
        texts += [*v.capture, *v.to, *v.from_, *v.fillers, *v.polite, *v.choice_words,
                  *v.pieces_words]
        texts += [p for ps in v.commands.values() for p in ps]
        for text in texts:
            for word in phrase_words(text):
                spelled[plain(word)].add(word)
    return {key: words for key, words in spelled.items() if len(words) > 1}


#: every pair of words that fold alike, and lines that show each read as meant: the
#: variant, the language, the line, and what it means (see ``helpers.summary``)
FOLDED_ALIKE: dict[str, list[tuple[str, str, str, object]]] = {
    "rada": [("czech", "cs", "rada", ("command", "hint", ())),
             ("czech", "cs", "řada tři", ("command", "rank", ("3",))),
             ("czech", "cs", "řada 3", ("command", "rank", ("3",))),
             ("czech", "cs", "rada 3", ("command", "rank", ("3",))),
             ("czech", "cs", "nápověda rada", ("command", "help", ("hint",))),
             ("czech", "cs", "nápověda řada", ("command", "help", ("rank",)))],
    # the same meaning either way: a file, a command
    "a": [("czech", "cs", "á tři bé čtyři", "a3-b4"), ("czech", "cs", "a3 b4", "a3-b4")],
    "be": [("czech", "cs", "a3 bé čtyři", "a3-b4"), ("czech", "cs", "a3 be ctyri", "a3-b4")],
    "ce": [("czech", "cs", "cé tři d4", "c3-d4"), ("czech", "cs", "ce tri d4", "c3-d4")],
    "de": [("czech", "cs", "c3 dé čtyři", "c3-d4"), ("czech", "cs", "c3 de čtyři", "c3-d4")],
    "e": [("czech", "cs", "e3 f4", "e3-f4"), ("czech", "cs", "é tři f4", "e3-f4")],
    # "č" (černé) in the short "p č"; "c" alone is the clock, as in lichess's blind mode
    "c": [("czech", "cs", "p č", ("command", "pieces", ("black",))),
          ("czech", "cs", "c", ("command", "clock", ())),
          ("czech", "cs", "c3 d4", "c3-d4")],
    "i": [("international", "cs", "h4 í pět", "h4-i5"),
          ("international", "en", "h4 i5", "h4-i5")],
    # "je" is "is" between squares, "jé" the file j before a rank
    "je": [("czech", "cs", "c3 je d4", "c3-d4"),
           ("international", "cs", "jé čtyři i5", "j4-i5"),
           ("international", "cs", "je ctyri i5", "j4-i5")],
    # "mé" (my) before pieces, "me" in English commands
    "me": [("czech", "cs", "mé kameny", ("command", "pieces", ("mine",))),
           ("czech", "en", "tell me more", ("command", "more", ()))],
    "material": [("czech", "cs", "materiál", ("command", "material", ())),
                 ("czech", "en", "material", ("command", "material", ()))],
    "partii": [("czech", "cs", "seznam partií", ("command", "library", ())),
               ("czech", "cs", "partii", ("command", "library", ()))],
}


def test_every_pair_of_words_folded_alike_is_listed() -> None:
    assert sorted(_folded_alike()) == sorted(FOLDED_ALIKE)


@pytest.mark.parametrize(("variant", "lang", "text", "meant"),
                         [case for cases in FOLDED_ALIKE.values() for case in cases])
def test_words_folded_alike_are_read_by_their_context(variant: str, lang: str, text: str,
                                                      meant: object) -> None:
    rules = {"czech": CZECH, "international": INTERNATIONAL}[variant]
    pos = position(rules)
    assert summary(pos, interpret(text, pos, lang)) == meant


# ------------------------------------------------------------------ did you mean


@pytest.mark.parametrize(("lang", "text", "said", "command"), [
    ("cs", "kamnye", "kameny", CommandIntent("pieces")),
    ("cs", "tahz", "tahy", CommandIntent("moves")),
    ("cs", "nápovda", "nápověda", CommandIntent("help")),
    ("cs", "napoveda", "nápověda", None),  # not a mistake: no accents is fine
    ("cs", "histroie", "historie", CommandIntent("history")),
    ("cs", "bílé kamny", "bílé kameny", CommandIntent("pieces", ("white",))),
    ("en", "borad", "board", CommandIntent("board")),
    ("en", "hitn", "hint", CommandIntent("hint")),
    ("en", "histroy", "history", CommandIntent("history")),
    ("en", "undoo", "undo", CommandIntent("undo")),
])
def test_a_misspelt_command_word_is_asked_about(lang: str, text: str, said: str,
                                                command: CommandIntent | None) -> None:
    intent = interpret(text, position(CZECH), lang)
    if command is None:
        assert not isinstance(intent, SuggestIntent)
        return
    assert intent == SuggestIntent(text, said, command)


@pytest.mark.parametrize("text", ["ahoj", "hello world", "xyz", "tak", "kámen", "abcdefgh"])
def test_a_word_far_from_every_command_gets_no_suggestion(text: str) -> None:
    assert not isinstance(interpret(text, position(CZECH), "cs"), SuggestIntent)


# ------------------------------------------------------------------ why a move is refused


def test_a_light_square_named_is_said_to_be_light() -> None:
    intent = interpret("d4 d5", position(CZECH), "cs")
    assert isinstance(intent, IllegalIntent)
    assert intent.illegal.kind is IllegalKind.LIGHT_SQUARE
    assert intent.off_board == "d5"
    assert interpreted("d4 d5", CZECH, position(CZECH), "en") == (
        "illegal d4 d5: d5 is a light square; pieces stand only on the dark squares.")
    assert interpreted("c3 d3", CZECH, position(CZECH), "cs") == (
        "illegal c3 d3: d3 je světlé pole; kameny stojí jen na tmavých polích.")


def test_a_point_not_on_the_mill_board_is_said_to_be_missing() -> None:
    mill = find_game("mill")
    assert interpreted("b1", mill, start_position(mill), "en") == (
        "illegal b1: there is no point b1 on this board.")


def test_a_man_named_on_a_long_diagonal_steps_one_square() -> None:
    intent = interpret("a1 h8", position(CZECH), "cs")
    assert isinstance(intent, IllegalIntent)
    assert intent.illegal.kind is IllegalKind.TOO_FAR
    assert interpreted("a1 h8", CZECH, position(CZECH), "en") == (
        "illegal a1-h8: that piece moves one square at a time.")


def test_an_occupied_square_a_jump_away_is_still_occupied() -> None:
    intent = interpret("a1 c3", position(CZECH), "cs")
    assert isinstance(intent, IllegalIntent)
    assert intent.illegal.kind is IllegalKind.DESTINATION_OCCUPIED


# ------------------------------------------------------------------ Czech numerals


@pytest.mark.parametrize("text", [
    "jedenadvacet sedmnáct", "jednadvacet sedmnáct", "dvacet jedna sedmnáct",
    "dvacetjedna sedmnáct", "21 17", "Jedenadvacet, sedmnáct",
])
def test_twenty_one_in_every_czech_spelling(text: str) -> None:
    pos = position(CZECH)
    assert summary(pos, interpret(text, pos, "cs")) == "a3-b4"


@pytest.mark.parametrize("text", [
    "cétři détčtyři", "cetri dectyri", "Cétři Déčtyři", "se tři de čtyři", "ce tri de ctyri",
    "se tři dé čtyři", "cé tři dé čtyři",
])
def test_dictated_c3_d4_in_every_spelling(text: str) -> None:
    pos = position(CZECH)
    assert summary(pos, interpret(text, pos, "cs")) == "c3-d4"


def test_dvaadvacet_and_dvacet_dva_name_the_same_square() -> None:
    pos = position(CZECH)
    assert summary(pos, interpret("dvaadvacet osmnáct", pos, "cs")) == summary(
        pos, interpret("dvacet dva osmnáct", pos, "cs"))
