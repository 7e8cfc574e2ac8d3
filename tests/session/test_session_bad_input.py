"""Lines no player means get one short sentence, in Czech and in English, and leave the
game as it was: lines too long, control and bidi characters, digits of other scripts,
a position that cannot be read."""

from __future__ import annotations

import random
import time
from pathlib import Path

import pytest

from accessible_dama.phrases.render import Renderer
from accessible_dama.rules import WHITE, find_variant
from accessible_dama.session.core import MAX_LINE, Session
from accessible_dama.session.events import PositionNotRead, ResumeOffered
from accessible_dama.session.settings import Settings


def make(tmp_path: Path, lang: str, variant: str = "czech") -> Session:
    s = Session(Settings(lang=lang, variant=variant, opponent="human", output="silent"),
                save_path=tmp_path / "game.pdn", rng=random.Random(1), engine_depth=1)
    s.start()
    return s


def say(session: Session, line: str) -> list[str]:
    r = Renderer(session.settings.lang)
    return [text for e in session.handle(line) for text in r.render(e).lines]


TOO_LONG = {
    "cs": "Ten řádek je příliš dlouhý; tah nebo příkaz má nejvýš 500 znaků.",
    "en": "That line is too long; a move or a command takes at most 500 characters.",
}


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_a_megabyte_line_is_refused_at_once_in_one_sentence(tmp_path: Path, lang: str) -> None:
    s = make(tmp_path, lang)
    started = time.thread_time()
    said = say(s, "c3 d4 " + "x" * 1_000_000)
    assert time.thread_time() - started < 1.0  # CPU seconds; milliseconds in fact
    assert said == [TOO_LONG[lang]]
    assert not s.game.moves


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_a_line_just_over_the_limit_is_refused_and_one_at_it_is_read(
    tmp_path: Path, lang: str
) -> None:
    s = make(tmp_path, lang)
    assert say(s, "q" * (MAX_LINE + 1)) == [TOO_LONG[lang]]
    [answer] = say(s, "q" * MAX_LINE)
    assert answer != TOO_LONG[lang] and "q" * 39 + "…" in answer and "q" * 40 not in answer


@pytest.mark.parametrize(("lang", "expected"), [("cs", "Bílý: c3 na d4."),
                                                ("en", "White: c3 to d4.")])
def test_control_and_bidi_characters_are_dropped_before_reading(
    tmp_path: Path, lang: str, expected: str
) -> None:
    s = make(tmp_path, lang)
    assert say(s, "\u202ec3\x00 d4\u200b\x1b") == [expected]


@pytest.mark.parametrize(("lang", "expected"), [
    ("cs", "Nerozumím: „blah blah blah blah blah blah blah blah…“. Příkazy vám řekne nápověda."),
    ("en", 'I did not understand "blah blah blah blah blah blah blah blah…". '
           "Say help for the commands."),
])
def test_not_understood_quotes_at_most_forty_characters(
    tmp_path: Path, lang: str, expected: str
) -> None:
    s = make(tmp_path, lang)
    assert say(s, "blah\u202e " * 80) == [expected]


@pytest.mark.parametrize(("lang", "expected"), [
    ("cs", "Tomu nerozumím. Příkazy vám řekne nápověda."),
    ("en", "I did not understand that. Say help for the commands."),
])
def test_a_line_of_only_invisible_characters_is_answered(
    tmp_path: Path, lang: str, expected: str
) -> None:
    s = make(tmp_path, lang)
    assert say(s, "\x1b\u200b\x00\u202e") == [expected]


@pytest.mark.parametrize(("lang", "line", "expected"), [
    ("cs", "úroveň ❸", "Nerozumím: „úroveň ❸“. Příkazy vám řekne nápověda."),
    ("cs", "řada ፮", "Nerozumím: „řada ፮“. Příkazy vám řekne nápověda."),
    ("en", "level ⓹", 'I did not understand "level ⓹". Say help for the commands.'),
    ("en", "go to move ❸", 'I did not understand "go to move ❸". Say help for the commands.'),
    ("en", "level " + "9" * 450,
     'I did not understand "level 999999999999999999999999999999999…". '
     "Say help for the commands."),
])
def test_digits_of_other_scripts_and_endless_numbers_change_nothing(
    tmp_path: Path, lang: str, line: str, expected: str
) -> None:
    s = make(tmp_path, lang)
    assert say(s, line) == [expected]
    assert s.settings.level == Settings().level


@pytest.mark.parametrize(("lang", "line", "expected"), [
    ("cs", "pozice W:W²1:B5", "Pozici „W:W²1:B5“ nelze přečíst: „²1“ do ní nepatří."),
    ("en", "setup W:W²1:B5", 'Cannot read the position "W:W²1:B5": "²1" does not belong there.'),
    ("cs", "pozice nesmysl",
     "Pozici „nesmysl“ nelze přečíst: napište, kdo je na tahu, a pak kameny, například "
     "W:Wc3,Kd4:Bf6."),
    ("en", "setup nonsense",
     'Cannot read the position "nonsense": write the side to move, then the pieces, for '
     "example W:Wc3,Kd4:Bf6."),
])
def test_a_bad_fen_in_setup_is_one_sentence_in_the_players_language(
    tmp_path: Path, lang: str, line: str, expected: str
) -> None:
    s = make(tmp_path, lang)
    say(s, "c3 d4")
    assert say(s, line) == [expected]
    assert len(s.game.moves) == 1  # the game goes on as it was


@pytest.mark.parametrize(("lang", "expected"), [
    ("cs", "Pozici „W:Wa1:Ba5“ nelze hrát: pravidla ji nepřipouštějí."),
    ("en", 'The position "W:Wa1:Ba5" cannot be played: the rules do not allow it.'),
])
def test_a_position_the_rules_do_not_allow_is_said_so(
    tmp_path: Path, lang: str, expected: str
) -> None:
    s = make(tmp_path, lang, "vietnamese")
    assert say(s, "setup W:Wa1:Ba5") == [expected]


def test_how_a_position_is_written_comes_on_more(tmp_path: Path) -> None:
    s = make(tmp_path, "cs", "mill")
    events = s.handle("pozice W:W:B:H❸,9")
    rendered = Renderer("cs").render(events[-1])
    assert rendered.lines == ["Pozici „W:W:B:H❸,9“ nelze přečíst: „H❸,9“ do ní nepatří."]
    assert rendered.more == ["Pozice se zapisuje takto: kdo je na tahu, pak bílé a pak černé "
                             "kameny, například W:Wa1,d1:Bg7:H7,8."]
    assert isinstance(events[-1], PositionNotRead)


@pytest.mark.parametrize("lang", ["cs", "en"])
@pytest.mark.parametrize("date", ["9" * 5000 + ".1.1", "2026.❸.1", "\x1b" * 400])
def test_a_saved_games_date_of_any_text_is_said_in_one_short_line(lang: str, date: str) -> None:
    offer = ResumeOffered(find_variant("czech"), WHITE, 3, 12, WHITE, date)
    [line] = Renderer(lang).render(offer).lines
    assert len(line) <= 300 and line.isprintable()
