"""The review of a game in words (``rozbor`` / ``review``): the moves that lost most, at a
fixed depth, what was better and why, three at once and the rest on "more"; and the
warning before a move that loses material (``varování`` / ``warnings``)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from accessible_dama.notation import parse_fen
from accessible_dama.phrases.render import Renderer
from accessible_dama.rules import find_variant
from accessible_dama.session.core import Session
from accessible_dama.session.events import (
    Cancelled,
    Event,
    HangWarning,
    HintExplained,
    HintShown,
    MistakesShown,
    MoreAsked,
    MoveConsidered,
    MoveMade,
    ReviewAt,
)
from accessible_dama.session.settings import Settings
from tests.components import SHARED_PDN

TOURNAMENT = SHARED_PDN / "mrcd2006.pdn"


def lines(session: Session, events: list[Event]) -> list[str]:
    r = Renderer(session.settings.lang)
    return [line for e in events for line in r.render(e).lines]


@pytest.mark.parametrize(("lang", "expected"), [
    ("cs", "14. d2-c3 ztrácí kámen: Černý odpoví c5 na d4; lepší bylo g3-h4."),
    ("en", "14. d2-c3 loses a man: Black answers c5 to d4; g3-h4 was better."),
])
@pytest.mark.needs("records")
def test_review_of_a_tournament_game_names_the_move_that_lost_a_man(
        tmp_path: Path, lang: str, expected: str) -> None:
    # game 4 of the Czech qualifier 2006: at depth 8, 14. d2-c3 drops a man, g3-h4 keeps it
    session = Session(Settings(lang=lang, opponent="human", output="silent"),
                      save_path=tmp_path / "autosave.pdn", engine_depth=8)
    session.review_file(TOURNAMENT)
    session.command("library", ("4",))
    events = session.handle("rozbor" if lang == "cs" else "review")
    said = lines(session, events)
    assert said[0] == expected
    # the review goes to that move: White's fourteenth, d2-c3, is the next one
    at = events[-1]
    assert isinstance(at, ReviewAt) and at.number == 14 and at.following is not None


@pytest.mark.needs("records")
def test_a_review_says_three_mistakes_and_the_rest_on_more(tmp_path: Path) -> None:
    session = Session(Settings(lang="en", opponent="human", output="silent"),
                      save_path=tmp_path / "autosave.pdn", engine_depth=6)
    session.review_file(TOURNAMENT)  # game 1: four mistakes at depth 6
    shown = next(e for e in session.handle("review") if isinstance(e, MistakesShown))
    said = Renderer("en").render(shown)
    assert len(said.lines) == 3 and len(said.more) == len(shown.mistakes) - 3 >= 1
    drops = [m.mistake.drop for m in shown.mistakes]
    assert drops == sorted(drops, reverse=True)


@pytest.mark.parametrize(("lang", "expected"), [
    ("cs", "2... d6-e5 ztrácí kámen: Bílý odpoví g3 na f4; lepší bylo g5-h4."),
    ("en", "2... d6-e5 loses a man: White answers g3 to f4; g5-h4 was better."),
])
def test_review_during_a_game_says_a_man_was_hung(tmp_path: Path, lang: str,
                                                    expected: str) -> None:
    # after d6-e5, g3-f4 gives a man: e5xg3 is forced and h2xf4xh6 takes two back (a
    # search to depth 9 agrees: Black is a man down, g5-h4 keeps the balance)
    session = Session(Settings(lang=lang, opponent="human", output="silent"),
                      save_path=tmp_path / "autosave.pdn", engine_depth=6)
    for move in ("c3 d4", "h6 g5", "b2 c3", "d6 e5"):
        session.handle(move)
    said = lines(session, session.handle("rozbor" if lang == "cs" else "review"))
    assert said[0] == expected
    assert not session.reviewing  # the game goes on: it is not over


#: after g3-f4 d6-c5 c3-d4 h6-g5 f4xh6 c7-d6: a3-b4 lets c5 take it
HANGING = "W:W12,18,21,23,25,26,27,28,29,30,31,32:B1,2,3,4,5,7,8,9,10,11,14"


def _hanging_session(tmp_path: Path, lang: str = "cs", warnings: bool = True) -> Session:
    """A game at HANGING, where a3-b4 hangs a man and h2-g3 loses nothing."""
    session = Session(Settings(lang=lang, level=3, output="silent", warnings=warnings),
                      position=parse_fen(HANGING, find_variant("czech")),
                      save_path=tmp_path / "autosave.pdn", engine_depth=2,
                      rng=random.Random(1))
    session.start()
    return session


def test_a_warning_asks_before_a_move_that_hangs_a_man_and_no_leaves_it(
        tmp_path: Path) -> None:
    session = _hanging_session(tmp_path)
    before = session.game.position.copy()
    events = session.handle("a3 b4")
    assert [type(e) for e in events] == [HangWarning]
    assert lines(session, events)[0].startswith(
        "a3-b4 ztrácí kámen: Černý odpoví c5 přes b4 na a3")
    assert lines(session, events)[0].endswith("Opravdu? Ano, nebo ne.")
    assert isinstance(session.handle("ne")[0], Cancelled)
    assert session.game.position == before and not session.game.moves


def test_a_warned_move_is_played_after_yes(tmp_path: Path) -> None:
    session = _hanging_session(tmp_path)
    session.handle("a3 b4")
    events = session.handle("ano")
    assert isinstance(events[0], MoveMade) and events[0].move == session.game.moves[0]
    assert len(session.game.moves) == 2  # the move and the computer's answer


def test_no_warning_without_the_setting(tmp_path: Path) -> None:
    session = Session(Settings(lang="en", level=3),
                      position=parse_fen(HANGING, find_variant("czech")),
                      save_path=tmp_path / "autosave.pdn", engine_depth=2)
    assert isinstance(session.handle("a3 b4")[0], MoveMade)


@pytest.mark.parametrize("level", [1, 6, 10])
def test_a_warning_fires_at_any_level_the_player_asks(tmp_path: Path, level: int) -> None:
    session = Session(Settings(lang="en", level=level, warnings=True),
                      position=parse_fen(HANGING, find_variant("czech")),
                      save_path=tmp_path / "autosave.pdn", engine_depth=2)
    assert [type(e) for e in session.handle("a3 b4")] == [HangWarning]


def test_warnings_are_set_in_the_players_words(tmp_path: Path) -> None:
    session = Session(Settings(lang="cs"), save_path=tmp_path / "autosave.pdn")
    session.handle("nastavení varování zapnuto")
    assert session.settings.warnings
    session.handle("settings warnings off")
    assert not session.settings.warnings


@pytest.mark.parametrize(("lang", "hint", "why", "more"), [
    ("cs", "rada", "proč", "víc"),
    ("en", "hint", "why?", "more"),
])
def test_why_after_a_hint_explains_in_a_sentence_and_the_line_comes_on_more(
        tmp_path: Path, lang: str, hint: str, why: str, more: str) -> None:
    # c5-b6 wins a man: c7 cannot take (a5 is taken), one of the black men falls
    czech = find_variant("czech")
    session = Session(Settings(lang=lang, opponent="human", output="silent"),
                      position=parse_fen("W:Wa5,c5:Bc7,g3", czech),
                      save_path=tmp_path / "autosave.pdn", engine_depth=6)
    shown = session.handle(hint)
    assert isinstance(shown[0], HintShown)
    explained = session.handle(why)
    assert [type(e) for e in explained] == [HintExplained]
    said = Renderer(lang).render(explained[0])
    assert said.lines == [{"cs": "Ať soupeř odpoví cokoli, za pár tahů ztratí 1 figuru.",
                           "en": "Whatever the opponent answers, it loses 1 piece within a "
                                 "few moves."}[lang]]
    assert said.more and "b6" in said.more[0]  # the line of moves, only on "more"
    assert session.handle(more) == [MoreAsked()]


def test_why_with_no_hint_asks_for_the_details_as_before(tmp_path: Path) -> None:
    session = Session(Settings(lang="en", opponent="human", output="silent"),
                      save_path=tmp_path / "autosave.pdn", engine_depth=2)
    assert session.handle("why") == [MoreAsked()]


@pytest.mark.parametrize(("lang", "asked", "expected"), [
    ("cs", "neztratím kámen, když zahraju a3 b4?",
     "a3-b4 ztrácí kámen: Černý odpoví c5 přes b4 na a3."),
    ("en", "would a3 b4 lose a man?", "a3-b4 loses a man: Black answers c5 over b4 to a3."),
])
def test_a_move_weighed_says_what_it_loses_and_is_not_played(
        tmp_path: Path, lang: str, asked: str, expected: str) -> None:
    # the warning's search answers the question, whether warnings are on or not
    session = _hanging_session(tmp_path, lang, warnings=False)
    before = session.game.position.copy()
    events = session.handle(asked)
    assert [type(e) for e in events] == [MoveConsidered]
    said = Renderer(lang).render(events[0])
    assert said.lines == [expected]
    assert said.more and "b4" not in said.more[0]  # the better move, on "more"
    assert session.game.position == before and not session.game.moves


@pytest.mark.parametrize(("lang", "asked", "expected"), [
    ("cs", "mám hrát h2 g3?", "Po h2-g3 nevidím žádnou ztrátu."),
    ("en", "is h2 g3 a good move?", "h2-g3 loses nothing that I can see."),
])
def test_a_move_weighed_that_loses_nothing_says_so(
        tmp_path: Path, lang: str, asked: str, expected: str) -> None:
    session = _hanging_session(tmp_path, lang, warnings=False)
    events = session.handle(asked)
    assert [type(e) for e in events] == [MoveConsidered]
    assert Renderer(lang).render(events[0]).lines == [expected]
    assert not session.game.moves
