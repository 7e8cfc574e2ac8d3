"""Every event has its sentences: one event of each type that the session
(``session/events.py``) and the sensor board's game (``session/board_events.py``) make,
found by introspection so that a new type is caught, is said in Czech and in English in
lines that are not empty, with no ``{placeholder}`` left and, in Czech, no English word
that the catalog translates. Requests (``events.Request``) are answered by the interface
from what it said before, and have no sentences of their own."""

from __future__ import annotations

import dataclasses
import re
from types import ModuleType
from typing import Any

import pytest

from accessible_dama.engine import Analysis, Hint, Loss, Mistake, Why
from accessible_dama.phrases.board import BoardRenderer
from accessible_dama.phrases.catalog import parse_po, po_path
from accessible_dama.phrases.render import Rendered, Renderer
from accessible_dama.rules import (
    WHITE,
    AnyRules,
    Outcome,
    Reason,
    find_game,
    find_variant,
    start_position,
)
from accessible_dama.rules.explain import Illegal, IllegalKind
from accessible_dama.rules.registry import OTHER_GAMES
from accessible_dama.rules.variants import VARIANTS
from accessible_dama.session import board_events, events
from accessible_dama.session.lessons import lesson_for
from accessible_dama.speech import Cause
from accessible_dama.understand import COMMANDS

ALL_GAMES = [*VARIANTS, *OTHER_GAMES]
PLACEHOLDER = re.compile(r"\{\w*\}")
WORD = re.compile(r"[^\W\d_]{3,}")
TEXT = "qq.pdn"  # what a player or the system gives (a path, a value): no word of a language


def event_types(module: ModuleType) -> list[type[events.Event]]:
    """The event types a module defines, requests left out."""
    return [
        value for value in vars(module).values()
        if isinstance(value, type) and issubclass(value, events.Event)
        and value.__module__ == module.__name__
        and value not in (events.Event, events.Request) and not issubclass(value, events.Request)
    ]


def samples(rules: AnyRules) -> dict[str, Any]:
    """A value of each field type of the events, in a game of ``rules`` (the sensor
    board's events, of draughts only, take Czech draughts)."""
    position = start_position(rules)
    move = position.legal_moves()[0]
    square, other = list(rules.board.every_square())[:2]
    made = events.MoveMade(position.turn, move, position, crowned=False)
    czech = find_variant("czech")
    czech_start = start_position(czech)
    # a step to try of the game's lesson
    step = next(s for s in lesson_for(rules) if s.to_try)
    return {
        "AnyRules": rules, "AnyRules | None": rules,
        "AnyPosition": position,
        "Rules": czech, "Rules | None": czech,
        "Position": czech_start,
        "Move": move, "tuple[Move, ...]": tuple(position.legal_moves()[:2]),
        "Square": square, "Square | None": square, "tuple[Square, ...]": (square, other),
        "Color": WHITE, "Color | None": WHITE,
        "MoveMade | None": made, "Move | None": move,
        "Illegal": Illegal(IllegalKind.NOT_A_PIECE, (square,)),
        "Outcome": Outcome(WHITE, Reason.NO_PIECES),
        "Outcome | None": Outcome(WHITE, Reason.NO_PIECES),
        "Hint": Hint(move, Why.CAPTURES, pieces=1, line=(move,)),
        "Analysis": Analysis(120, 9, 0, 8, 0, None, None, (), 6),
        "Mistake": Mistake(0, move, move, 120, Loss.MEN, 1, None),
        "Mistake | None": Mistake(0, move, move, 120, Loss.MEN, 1, None),
        "tuple[MistakeAt, ...]": (events.MistakeAt(1, position, Mistake(0, move, move, 120,
                                                                        Loss.POSITION)),),
        "tuple[KeptGameLine, ...]": (
            events.KeptGameLine(1, "2026.11.24", "15:30:12", rules.id, 12, "1-0"),),
        "tuple[FileGameLine, ...]": (events.FileGameLine(1, TEXT, TEXT, TEXT, "1-0", WHITE),),
        "tuple[str, ...]": ("help",),
        "tuple[Cause, ...]": (Cause(TEXT),), "Cause | None": Cause(TEXT),
        "bool": False, "bool | None": None,
        "int": 3, "float": 59.0, "float | None": 59.0,
        "str": TEXT,
        "Step": step, "Step | None": step, "AnyPosition | None": position,
        "FileTrouble": events.FileTrouble.NOT_FOUND,
        "FileTrouble | None": events.FileTrouble.READ_ONLY,
        "SettingsTrouble": events.SettingsTrouble.BAD_VALUE,
    }


#: fields given a value of their own: words the sentences choose from (any other text is
#: said as it is), and ports, said as they are where the same type elsewhere holds words
CHOSEN: dict[tuple[str, str], object] = {
    ("Confirm", "action"): "resign",
    ("NetworkNews", "kind"): "dropped",
    ("BoardSearching", "ports"): (TEXT,),
    ("NoBoardAnswered", "ports"): (TEXT,),
    ("NoBoardAnswered", "unopened"): ("COM3",),
    ("SettingsShown", "summed_up"): (("variant", "czech"), ("clock", "10+5"),
                                     ("opponent", "computer-black")),
    ("SettingsShown", "detailed"): (("voice", TEXT), ("output", "screen-reader")),
    ("NoBoardAnswered", "missing"): ("COM4",),
    ("OtherBoardsAnswered", "others"): ("COM5",),
}


def one_of(event_type: type[events.Event], rules: AnyRules) -> events.Event:
    """An event of ``event_type`` with a sample value in each field."""
    values = samples(rules)
    arguments = {}
    for f in dataclasses.fields(event_type):
        chosen = CHOSEN.get((event_type.__name__, f.name))
        assert chosen is not None or f.type in values, (
            f"no sample of {f.type} for {event_type.__name__}.{f.name}: add one to samples()")
        arguments[f.name] = chosen if chosen is not None else values[str(f.type)]
    return event_type(**arguments)


def _words(text: str) -> set[str]:
    return {w.lower() for w in WORD.findall(PLACEHOLDER.sub(" ", text))}


def english_only_words() -> set[str]:
    """The words of the English sentences that no Czech sentence has and a Czech player
    does not type: the Czech catalog translates them, so a Czech line never says them."""
    entries = parse_po(po_path("cs").read_text(encoding="utf-8"))
    english: set[str] = set()
    czech = {w for c in COMMANDS.values() for words in c.words["cs"] for w in _words(words)}
    for key, value in entries.items():
        for msgid in key if isinstance(key, tuple) else (key,):
            english |= _words(msgid.split("\x04")[-1])
        for msgstr in value if isinstance(value, list) else (value,):
            czech |= _words(msgstr)
    return english - czech


ENGLISH_ONLY = english_only_words()


def check(rendered: Rendered, lang: str, event: events.Event) -> None:
    assert rendered.lines and all(line.strip() for line in rendered.lines), event
    for line in rendered.lines + rendered.more:
        assert not PLACEHOLDER.search(line), (event, line)
        if lang == "cs":
            assert not _words(line) & ENGLISH_ONLY, (event, line, _words(line) & ENGLISH_ONLY)


@pytest.mark.parametrize("lang", ["cs", "en"])
@pytest.mark.parametrize("game_id", ALL_GAMES)
def test_every_event_of_the_session_is_said_in_both_languages(lang: str, game_id: str) -> None:
    rules = find_game(game_id)
    renderer = Renderer(lang)
    types = event_types(events)
    assert len(types) > 40
    for event_type in types:
        event = one_of(event_type, rules)
        check(renderer.render(event), lang, event)


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_every_event_of_the_sensor_board_is_said_in_both_languages(lang: str) -> None:
    renderer = BoardRenderer(lang)
    types = event_types(board_events)
    assert len(types) > 10
    for event_type in types:
        event = one_of(event_type, find_variant("czech"))
        check(renderer.render(event), lang, event)


def test_a_request_has_no_sentence_of_its_own() -> None:
    requests = [events.RepeatAsked(), events.MoreAsked(), events.BrailleAsked()]
    assert all(isinstance(r, events.Request) for r in requests)
    assert [Renderer("cs").render(r) for r in requests] == [Rendered()] * 3


@pytest.mark.parametrize("lang", ["cs", "en"])
@pytest.mark.parametrize("game_id", ALL_GAMES)
def test_every_game_has_its_name_in_the_catalog(lang: str, game_id: str) -> None:
    name = find_game(game_id).name
    entries = parse_po(po_path(lang).read_text(encoding="utf-8"))
    assert entries.get(f"game\x04{name}"), f"the {lang} catalog does not name {name!r}"


@pytest.mark.parametrize(("lang", "event", "line"), [
    ("cs", events.OutputChosen("pyttsx3", "", "zlw/cs"), "Řeč: pyttsx3, hlas zlw/cs."),
    ("en", events.OutputChosen("pyttsx3", "", "zlw/cs"), "Speech: pyttsx3, voice zlw/cs."),
    ("cs", events.OutputChosen("NVDA", "", screen_reader=True), "Řeč: odečítač obrazovky NVDA."),
    ("en", events.OutputChosen("NVDA", "", screen_reader=True), "Speech: the screen reader NVDA."),
])
def test_the_speech_chosen_is_said_in_the_players_language(
    lang: str, event: events.OutputChosen, line: str
) -> None:
    assert Renderer(lang).render(event).lines == [line]


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_every_trouble_of_a_file_or_of_the_settings_is_said(lang: str) -> None:
    """Each ``FileTrouble`` a file may have and each ``SettingsTrouble`` is said, with
    no placeholder left; a file's troubles each in words of their own (the settings
    file's SYNTAX and ENCODING are said by the settings' sentence, OTHER by the system's
    own words)."""
    renderer = Renderer(lang)
    reasons = {}
    for trouble in events.FileTrouble:
        for event in (events.FileProblem(TEXT, "", trouble, "12. c3-d4"),
                      events.SaveFailed(TEXT, trouble),
                      events.SettingsProblem(events.SettingsTrouble.UNREADABLE, TEXT, 3,
                                             why=trouble)):
            check(renderer.render(event), lang, event)
        reasons[trouble] = renderer.render(events.FileProblem(TEXT, "", trouble)).lines[0]
    own = {t: r for t, r in reasons.items()
           if t not in (events.FileTrouble.SYNTAX, events.FileTrouble.ENCODING,
                        events.FileTrouble.OTHER)}
    assert len(set(own.values())) == len(own)
    for kind in events.SettingsTrouble:
        event = events.SettingsProblem(kind, TEXT, 3, "level", "11", "5",
                                       events.FileTrouble.READ_ONLY)
        check(renderer.render(event), lang, event)


def test_each_event_type_is_said_by_one_topic() -> None:
    """The topics' tables of ``phrases`` share no event type: one sentence, one place."""
    from accessible_dama.phrases.render import TOPIC_MODULES

    listed = [event_type for topic in TOPIC_MODULES for event_type in topic.EVENTS]
    assert len(listed) == len(set(listed)) == len(Renderer.events)
