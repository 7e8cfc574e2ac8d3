"""Phrasings written by players' personas without reading the code
(tests/data/phrasings-players, judged by tests/understand/players.py): the seeded split,
what is understood as meant, and what is acted on wrongly; and the lines of the request
to talk like a partner, each read as meant."""

from __future__ import annotations

import pytest

from accessible_dama.rules import Position
from accessible_dama.rules.explain import Illegal, IllegalKind
from accessible_dama.rules.variants import CZECH
from accessible_dama.understand import (
    AskBackIntent,
    CommandIntent,
    IllegalIntent,
    MoveIntent,
    interpret,
)
from accessible_dama.understand.commands import COMMANDS
from accessible_dama.understand.lexicon import plain

from .players import DEVELOPMENT, LANGS, NO_COMMAND, PARTS, judged, meant, read, split, verdict

#: the shares understood as meant when these tests were written: a change that loses any
#: of them fails (raise them as the understanding improves)
UNDERSTOOD = {("cs", "dev"): 250, ("cs", "dev2"): 323, ("cs", "dev3"): 327, ("cs", "dev4"): 325,
              ("cs", "dev5"): 326, ("cs", "dev6"): 323, ("cs", "dev7"): 323, ("cs", "dev8"): 319,
              ("cs", "fresh6"): 268, ("cs", "dev9"): 311, ("cs", "dev10"): 312,
              ("cs", "dev11"): 159, ("cs", "dev12"): 162, ("cs", "dev13"): 162,
              ("cs", "dev14"): 160, ("cs", "dev15"): 156, ("cs", "dev16"): 163,
              ("cs", "dev17"): 165, ("cs", "dev18"): 165, ("cs", "dev19"): 162,
              ("cs", "dev20"): 159, ("cs", "dev21"): 159, ("cs", "test"): 135,
              ("cs", "fresh"): 233, ("cs", "fresh2"): 290, ("cs", "fresh3"): 286,
              ("cs", "fresh4"): 283, ("cs", "fresh5"): 287, ("cs", "fresh7"): 270,
              ("cs", "fresh8"): 263, ("cs", "fresh9"): 271, ("cs", "fresh10"): 274,
              ("cs", "fresh11"): 278, ("cs", "fresh12"): 277, ("cs", "fresh13"): 276,
              ("cs", "fresh14"): 282, ("cs", "fresh15"): 282, ("cs", "fresh16"): 272,
              ("cs", "fresh17"): 272, ("cs", "fresh18"): 274, ("cs", "fresh19"): 265,
              ("en", "dev"): 243, ("en", "dev2"): 327, ("en", "dev3"): 326, ("en", "dev4"): 320,
              ("en", "dev5"): 325, ("en", "dev6"): 325, ("en", "dev7"): 327, ("en", "dev8"): 322,
              ("en", "fresh6"): 258, ("en", "dev9"): 301, ("en", "dev10"): 308,
              ("en", "dev11"): 163, ("en", "dev12"): 165, ("en", "dev13"): 158,
              ("en", "dev14"): 163, ("en", "dev15"): 159, ("en", "dev16"): 162,
              ("en", "dev17"): 164, ("en", "dev18"): 164, ("en", "dev19"): 162,
              ("en", "dev20"): 159, ("en", "dev21"): 161, ("en", "test"): 131,
              ("en", "fresh"): 231, ("en", "fresh2"): 281, ("en", "fresh3"): 294,
              ("en", "fresh4"): 291, ("en", "fresh5"): 286, ("en", "fresh7"): 276,
              ("en", "fresh8"): 273, ("en", "fresh9"): 270, ("en", "fresh10"): 277,
              ("en", "fresh11"): 272, ("en", "fresh12"): 277, ("en", "fresh13"): 273,
              ("en", "fresh14"): 282, ("en", "fresh15"): 287, ("en", "fresh16"): 268,
              ("en", "fresh17"): 254, ("en", "fresh18"): 270, ("en", "fresh19"): 268}
#: acted on wrongly, held out: the aim is none; these are the counts measured when the
#: tests were written (the held-out lines are not read to fix them), so none may be added
WRONG_HELD_OUT = {("cs", "test"): 1, ("en", "test"): 3, ("cs", "fresh"): 2, ("en", "fresh"): 2,
                  ("cs", "fresh2"): 3, ("en", "fresh2"): 2, ("cs", "fresh3"): 5,
                  ("en", "fresh3"): 0, ("cs", "fresh4"): 3, ("en", "fresh4"): 3,
                  ("cs", "fresh5"): 0, ("en", "fresh5"): 2, ("cs", "fresh7"): 1,
                  ("en", "fresh7"): 1, ("cs", "fresh8"): 3, ("en", "fresh8"): 1,
                  ("cs", "fresh9"): 6, ("en", "fresh9"): 5, ("cs", "fresh10"): 3,
                  ("en", "fresh10"): 4, ("cs", "fresh11"): 2, ("en", "fresh11"): 2,
                  ("cs", "fresh12"): 3, ("en", "fresh12"): 8, ("cs", "fresh13"): 4,
                  ("en", "fresh13"): 7, ("cs", "fresh14"): 5, ("en", "fresh14"): 1,
                  ("cs", "fresh15"): 5, ("en", "fresh15"): 4, ("cs", "fresh16"): 8,
                  ("en", "fresh16"): 5, ("cs", "fresh17"): 2, ("en", "fresh17"): 5,
                  ("cs", "fresh18"): 6, ("en", "fresh18"): 3, ("cs", "fresh19"): 3,
                  ("en", "fresh19"): 4}


@pytest.mark.parametrize("lang", LANGS)
def test_the_held_out_part_is_every_third_line_of_each_label_by_the_seeded_hash(
        lang: str) -> None:
    dev, test = read(lang, "dev"), read(lang, "test")
    assert split(dev + test) == (dev, test)
    assert 0.30 <= len(test) / len(dev + test) <= 0.40


@pytest.mark.parametrize(("lang", "part"), [(lang, part) for lang in LANGS for part in PARTS])
def test_every_label_says_what_the_program_should_do_or_that_it_has_no_command(
        lang: str, part: str) -> None:
    for row in read(lang, part):
        commands = meant(row)  # a label not known fails here
        if row.intent in NO_COMMAND:
            assert commands == ()
        else:
            assert commands is None or all(name in COMMANDS for name, *_ in commands)


@pytest.mark.parametrize(("lang", "part"), [(lang, part) for lang in LANGS for part in PARTS])
def test_the_players_phrasings_understood_as_meant_do_not_fall(lang: str, part: str) -> None:
    results = judged(lang, part)
    assert sum(1 for *_, v in results if v == "meant") >= UNDERSTOOD[lang, part]


#: development lines still acted on wrongly, the newest set's, when these tests were
#: written: none may be added (the aim is none)
WRONG_DEVELOPMENT = {("cs", "dev7"): 1, ("cs", "fresh6"): 1, ("cs", "dev9"): 2,
                     ("cs", "dev11"): 2, ("cs", "dev12"): 1, ("cs", "dev14"): 1,
                     ("cs", "dev19"): 1, ("cs", "dev20"): 2, ("cs", "dev21"): 3,
                     ("en", "dev9"): 1, ("en", "dev16"): 1, ("en", "dev19"): 3,
                     ("en", "dev21"): 1}


@pytest.mark.parametrize(("lang", "part"), [(lang, part) for lang in LANGS for part in DEVELOPMENT])
def test_no_development_phrasing_is_acted_on_wrongly(lang: str, part: str) -> None:
    wrong = [row.line for row, _, v in judged(lang, part) if v == "wrong"]
    assert len(wrong) <= WRONG_DEVELOPMENT.get((lang, part), 0), wrong


@pytest.mark.parametrize(("lang", "part"), sorted(WRONG_HELD_OUT))
def test_held_out_phrasings_acted_on_wrongly_do_not_grow(lang: str, part: str) -> None:
    wrong = sum(1 for *_, v in judged(lang, part) if v == "wrong")
    assert wrong <= WRONG_HELD_OUT[lang, part]


def test_a_question_back_is_not_wrong_and_a_refusal_of_other_squares_is() -> None:
    row = read("cs", "dev")[0]
    assert row.intent == "move"
    start = Position(CZECH)
    said = interpret(row.line, start, "cs")
    assert verdict(row, said) == "meant"
    other = IllegalIntent(row.line, (1, 5), Illegal(IllegalKind.OPPONENTS_PIECE))
    assert verdict(row, other) == "wrong"
    pieces = next(r for r in read("cs", "dev") if r.intent == "pieces")
    ask = AskBackIntent(pieces.line, (CommandIntent("pieces"), CommandIntent("material")))
    assert verdict(pieces, ask) == "asked"


#: the lines the request gave as failing, each with what it means
REQUEST = [
    ("cs", "kde jsem udělala chybu", "review", ()),
    ("cs", "jaké jsem dělala chyby", "review", ()),
    ("cs", "jaky tahy mam", "moves", ()),
    ("cs", "ukaz celou desku", "board-all", ()),
    ("cs", "kolik zbyva kamenu souperi", "material", ()),
    ("cs", "dej úroveň 2", "level", ("2",)),
    ("cs", "přepni na mlýn", "variant", ("mill",)),
    ("cs", "chci hrát českou dámu", "variant", ("czech",)),
    ("cs", "přepni na číselnou notaci", "settings", ("notation", "numeric")),
    ("cs", "kdo vede?", "analysis", ()),
    ("cs", "kdo stojí líp", "analysis", ()),
    ("cs", "co naposledy zahrál?", "last", ()),
    ("cs", "co hrál černý", "last", ()),
    ("cs", "jakej byl jeho tah", "last", ()),
    ("cs", "jo, pokračuj", "yes", ()),
    ("cs", "ne, novou hru prosím", "no", ()),
    ("cs", "skoč na tah 15", "goto", ("15",)),
    ("en", "whose go is it", "turn", ()),
    ("en", "what's on the board", "board", ()),
    ("en", "what was black's last move", "last", ()),
    ("en", "who moved last", "last", ()),
    ("en", "where can I move", "moves", ()),
    ("en", "turn on warnings", "settings", ("warnings", "on")),
]


@pytest.mark.parametrize(("lang", "text", "name", "args"), REQUEST)
def test_a_line_of_the_request_is_read_as_meant(lang: str, text: str, name: str,
                                                args: tuple[str, ...]) -> None:
    assert interpret(text, Position(CZECH), lang) == CommandIntent(name, args)
    # typed without diacritics, it means the same
    assert interpret(plain(text), Position(CZECH), lang) == CommandIntent(name, args)


@pytest.mark.parametrize(("lang", "text", "path"), [
    ("cs", "ehm c3 d4", (22, 18)),
    ("cs", "ehm, c3 d4 prosím", (22, 18)),
    ("en", "err 23 18 please", (23, 18)),
    ("en", "um 22 18", (22, 18)),
    ("cs", "Rád bych posunul kámen z e3 na d4, jestli je to možné.", (23, 18)),
])
def test_fillers_and_politeness_around_a_move_leave_the_move(
        lang: str, text: str, path: tuple[int, ...]) -> None:
    said = interpret(text, Position(CZECH), lang)
    assert isinstance(said, MoveIntent)
    assert said.move.path == path


@pytest.mark.parametrize(("lang", "text"), [
    # a fast game with no time said: which clock is not known
    ("cs", "chci bleskovou partii"),
    ("en", "start a blitz game"),
])
def test_words_the_program_has_no_command_for_leave_the_line_unread(lang: str,
                                                                     text: str) -> None:
    said = interpret(text, Position(CZECH), lang)
    assert not isinstance(said, CommandIntent | MoveIntent), said


@pytest.mark.parametrize(("lang", "text", "name", "args"), [
    # a square said fills the slot of a square; a rule that would leave it unread does
    # not fit ("where are the pieces")
    ("cs", "je na b6 dáma nebo kámen", "square", ("b6",)),
    ("en", "who's on c7", "square", ("c7",)),
    ("cs", "kam můžu jít s tím na b2", "moves", ("b2",)),
    # every gender and person of a verb, every case of a noun, with or without accents
    ("cs", "kde jsem udělal chybu", "review", ()),
    ("cs", "kde jsme udělali chybu", "review", ()),
    ("cs", "chtěl bych hru uložit", "save", ()),
    ("cs", "které hry jsem si uložila?", "library", ()),
    ("cs", "ukazte mi desku", "board", ()),
])
def test_meanings_are_read_wherever_they_stand_in_any_form(lang: str, text: str, name: str,
                                                          args: tuple[str, ...]) -> None:
    assert interpret(text, Position(CZECH), lang) == CommandIntent(name, args)


def test_a_question_is_never_a_resignation() -> None:
    said = interpret("prohrála jsem?", Position(CZECH), "cs")
    assert said != CommandIntent("resign")


@pytest.mark.parametrize(("lang", "text", "name", "args"), [
    # a name after the words before a name, wherever the request to save stands
    ("cs", "chtěla bych si tu hru uložit pod jménem babička", "save", ("babička",)),
    # a number in digits that reads as nothing else is a square by its number
    ("cs", "je 17 volno?", "square", ("b4",)),
    ("en", "options for 24", "moves", ("g3",)),
    # the names of the digits and the ordinals of the moves in their cases
    ("cs", "Mohl byste počítač nastavit na nejnižší úroveň, tedy jedničku?", "level", ("1",)),
    ("cs", "Prosím, přejděte na dvacátý tah.", "goto", ("20",)),
    # a Czech verb negated by "ne": its meaning, and no
    ("cs", "už mě nevaruj", "settings", ("warnings", "off")),
    # the rules of a game asked about are a lesson, not a switch to that game
    ("cs", "jaký jsou pravidla český dámy?", "lesson", ()),
    ("en", "what are the rules of czech draughts?", "lesson", ()),
    # a why is never read as the last move
    ("en", "Why did you not accept the move I just gave you?", "why", ()),
    # squares given as an example name no move and no square asked about
    ("cs", "tahy piš jako c3 d4, písmenem a číslem", "settings", ("notation", "algebraic")),
    ("en", "can you say the squares as numbers, like 22", "settings", ("notation", "numeric")),
])
def test_a_meaning_is_read_from_its_parts(lang: str, text: str, name: str,
                                          args: tuple[str, ...]) -> None:
    assert interpret(text, Position(CZECH), lang) == CommandIntent(name, args)


def test_a_level_wanted_but_not_named_is_one_step_from_the_present() -> None:
    said = interpret("chci těžšího soupeře", Position(CZECH), "cs")
    assert said == CommandIntent("level", ("harder",))
