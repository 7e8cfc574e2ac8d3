"""The lessons of the rules, walked through as a player would: for every game the program
plays and in both languages, every step is heard, every step to try is first tried
wrong (refused and explained, or allowed but not what the step asks) and then right
(praised, and the lesson goes on), until the lesson ends; the questions of the board are
answered on the step's position, and the game on the table is left as it was."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from accessible_dama.notation.text import move_text, parse_square
from accessible_dama.phrases.render import Renderer
from accessible_dama.rules import find_game, start_position
from accessible_dama.rules.registry import OTHER_GAMES
from accessible_dama.rules.variants import VARIANTS
from accessible_dama.session.core import Session
from accessible_dama.session.events import (
    AnyPosition,
    BoardShown,
    Event,
    IllegalMove,
    LessonEnded,
    LessonNotAsked,
    LessonRight,
    LessonStep,
    MoveMade,
)
from accessible_dama.session.lessons import Step, lesson_for
from accessible_dama.session.settings import Settings

ALL_GAMES = [*VARIANTS, *OTHER_GAMES]
PLACEHOLDER = re.compile(r"\{\w*\}")
WORDS = {
    "cs": {"start": "pravidla", "next": "dál", "again": "znovu", "back": "zpět",
           "stop": "konec lekce", "board": "deska"},
    "en": {"start": "rules", "next": "next", "again": "again", "back": "back",
           "stop": "stop lesson", "board": "board"},
}


def make(tmp_path: Path, variant: str, lang: str) -> Session:
    settings = Settings(lang=lang, opponent="human", output="silent", variant=variant)
    return Session(settings, save_path=tmp_path / "game.pdn", rng=random.Random(1),
                   engine_depth=2)


def said(session: Session, events: list[Event]) -> list[str]:
    r = Renderer(session.settings.lang)
    lines = []
    for e in events:
        rendered = r.render(e)
        lines += rendered.lines + rendered.more
    for line in lines:
        assert line.strip() and not PLACEHOLDER.search(line), line
    return lines


def a_right_move(step: Step, position: AnyPosition) -> str:
    """A move that answers ``step``, as a player writes it."""
    if step.right:
        return step.right[0]
    legal = [m for m in position.legal_moves() if m.path]
    if step.piece:
        start = parse_square(position.rules, step.piece)
        legal = [m for m in legal if m.path[0] == start]
    return move_text(position, legal[0])


@pytest.mark.parametrize("lang", ["cs", "en"])
@pytest.mark.parametrize("game", ALL_GAMES)
def test_the_whole_lesson_is_walked_through_each_try_wrong_then_right(
        tmp_path: Path, game: str, lang: str) -> None:
    session = make(tmp_path, game, lang)
    session.start()
    words = WORDS[lang]
    table_position = session.game.position.copy()
    events = session.handle(words["start"])
    steps = lesson_for(find_game(game))
    assert len(steps) >= 5
    for number, step in enumerate(steps, 1):
        shown = [e for e in events if isinstance(e, LessonStep)]
        assert shown and shown[-1].number == number and shown[-1].step == step, events
        said(session, events)
        if not step.to_try:
            events = session.handle(words["next"])
            continue
        position = shown[-1].position
        assert position is not None
        # the questions of the board are answered on the step's position
        board = session.handle(words["board"])
        assert board and isinstance(board[0], BoardShown)
        assert board[0].position.key() == position.key()
        wrong = session.handle(step.wrong)
        assert not any(isinstance(e, LessonRight | LessonStep) for e in wrong), wrong
        assert any(isinstance(e, IllegalMove | LessonNotAsked) for e in wrong), wrong
        said(session, wrong)
        events = session.handle(a_right_move(step, position))
        assert isinstance(events[0], LessonRight), (step, events)
        said(session, events)
    assert isinstance(events[-1], LessonEnded) and events[-1].finished
    # the game on the table is as it was, and moves are read on it again
    assert session.game.position.key() == table_position.key()
    assert not session._lesson.active


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_a_step_is_said_again_gone_back_to_and_the_lesson_stopped(
        tmp_path: Path, lang: str) -> None:
    session = make(tmp_path, "czech", lang)
    words = WORDS[lang]
    first = session.handle(words["start"])
    second = session.handle(words["next"])
    assert isinstance(second[0], LessonStep) and second[0].number == 2
    again = session.handle(words["again"])
    assert isinstance(again[0], LessonStep) and again[0].number == 2 and again[0].again
    back = session.handle(words["back"])
    assert isinstance(back[0], LessonStep) and back[0].step == first[0].step  # type: ignore[attr-defined]
    stopped = session.handle(words["stop"])
    assert stopped == [LessonEnded(find_game("czech"), finished=False)]
    # back to the game: c3-d4 is a move of the game again
    played = session.handle("c3 d4")
    assert isinstance(played[0], MoveMade)


def test_czech_men_capture_only_forwards_and_the_refusal_says_so(tmp_path: Path) -> None:
    session = make(tmp_path, "czech", "en")
    session.handle("rules")
    for _ in range(3):
        session.handle("next")
    lines = said(session, session.handle("d4 b2"))
    assert lines[-1] == "Try again, or say hint."  # after the rule, on "more"
    hint = said(session, session.handle("hint"))
    assert hint == ["For example: d4 over e5 to f6."]


def test_a_lesson_step_names_its_clause_and_the_position_in_czech(tmp_path: Path) -> None:
    session = make(tmp_path, "czech", "cs")
    session.handle("pravidla")
    lines = said(session, session.handle("dál"))
    assert lines[0] == (
        "Lekce: česká dáma, krok 2 z 10: Kámen táhne o jedno pole šikmo dopředu, na volné "
        "tmavé pole. Pravidla, 3.4. Na desce: Bílý má 1 kámen: c3. Černý má 1 kámen: h8. "
        "Zkuste to: táhněte figurou z c3.")


def test_more_at_the_start_of_a_game_says_how_to_learn_it(tmp_path: Path) -> None:
    for lang, expected in (("en", "To learn the game, say rules: a lesson step by step."),
                           ("cs", "Pravidla se naučíte slovem pravidla: lekce krok za "
                                  "krokem.")):
        session = make(tmp_path, "czech", lang)
        started = session.start()
        assert expected in Renderer(lang).render(started[0]).more


def test_every_game_has_a_lesson_that_starts_from_its_own_position() -> None:
    for game in ALL_GAMES:
        rules = find_game(game)
        assert lesson_for(rules), game
        assert start_position(rules) is not None


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_the_guide_quotes_the_lesson_as_the_program_says_it(tmp_path: Path, lang: str) -> None:
    from accessible_dama.guides import guide_path

    guide = " ".join(guide_path(lang).read_text(encoding="utf-8").split())
    session = make(tmp_path, "czech", lang)
    words = WORDS[lang]
    session.handle(words["start"])
    for _ in range(3):
        step = said(session, session.handle(words["next"]))
    on_board = step[0][step[0].index("On the board" if lang == "en" else "Na desce"):]
    assert on_board in guide
    refused = said(session, session.handle("d4 b2"))
    assert " ".join((refused[0], refused[-1])) in guide  # the rule between them is on "more"


def test_the_draw_step_says_the_draw_rules_the_game_is_played_by() -> None:
    from accessible_dama.rules.variants import INTERNATIONAL, INTERNATIONAL_FMJD

    def draws(rules: object) -> tuple[str, ...]:
        step = next(s for s in lesson_for(rules) if s.topic == "draws")  # type: ignore[arg-type]
        return tuple(name for name, _ in step.sentences)

    assert draws(INTERNATIONAL) == ("draw-repetition", "draw-moves-no-capture", "draw-agreed")
    assert draws(INTERNATIONAL_FMJD) == ("draw-repetition", "draw-fmjd-lone-king",
                                         "draw-moves-no-man-move", "draw-agreed")
    assert draws(find_game("czech")) == ("draw-repetition", "draw-endgame-czech",
                                         "draw-moves-no-man-move", "draw-agreed")
    assert draws(find_game("opalecka")) == ("draw-repetition", "draw-one-king-each",
                                            "draw-agreed")
