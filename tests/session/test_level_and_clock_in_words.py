"""The computer's level moved by a step in the player's words ("make it easier", "chci
těžšího soupeře"), or set to an end of the scale ("nejtěžší úroveň"); at 1 or 10 it stays
and says where it is. The clock set with seconds added a move ("3 minuty plus 2 sekundy",
"clock 3+2")."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from accessible_dama.phrases.render import Renderer
from accessible_dama.session.core import Session
from accessible_dama.session.events import SettingShown
from accessible_dama.session.settings import Settings


def session(tmp_path: Path, lang: str, level: int, variant: str = "czech") -> Session:
    s = Session(Settings(lang=lang, level=level, output="silent", variant=variant),
                save_path=tmp_path / "game.pdn", rng=random.Random(1))
    s.start()
    return s


@pytest.mark.parametrize(("lang", "line", "before", "after"), [
    ("en", "make it easier", 3, 2),
    ("en", "level harder", 3, 4),
    ("cs", "dej lehčí úroveň", 5, 4),
    ("cs", "chci těžšího soupeře", 5, 6),
    ("cs", "nejtěžší úroveň", 2, 10),
    ("en", "the weakest level please", 7, 1),
])
def test_a_level_said_in_words_moves_it_and_is_said(tmp_path: Path, lang: str, line: str,
                                                    before: int, after: int) -> None:
    s = session(tmp_path, lang, before)
    said = s.handle(line)
    assert said[0] == SettingShown("level", str(after), changed=True, kept=False, rules=s.rules)
    assert s.settings.level == after


@pytest.mark.parametrize(("line", "level"), [("level easier", 1), ("level harder", 10)])
def test_at_the_end_of_the_scale_the_level_stays_and_is_said(tmp_path: Path, line: str,
                                                             level: int) -> None:
    s = session(tmp_path, "en", level)
    assert s.handle(line) == [SettingShown("level", str(level), rules=s.rules)]
    assert s.settings.level == level


@pytest.mark.parametrize(("variant", "name"), [
    ("czech", "careless in most moves"),
    ("international", "looks 2 moves ahead, sometimes careless"),
])
def test_a_level_is_named_by_the_levels_of_the_game_played(tmp_path: Path, variant: str,
                                                           name: str) -> None:
    s = session(tmp_path, "en", 1, variant)
    for line in ("level", "level 1", "who is my opponent", "settings"):
        said = [text for e in s.handle(line) for text in Renderer("en").render(e).lines]
        assert name in " ".join(said), line


@pytest.mark.parametrize(("lang", "line", "clock"), [
    ("en", "clock 3+2", (3.0, 2.0)),
    ("cs", "hodiny 3+2", (3.0, 2.0)),
    ("cs", "nastav hodiny na 5 minut a 3 sekundy za tah", (5.0, 3.0)),
    ("en", "five minutes with two seconds per move", (5.0, 2.0)),
    ("en", "clock 10", (10.0, 0.0)),
])
def test_a_clock_with_seconds_added_a_move_is_set_for_the_next_games(
        tmp_path: Path, lang: str, line: str, clock: tuple[float, float]) -> None:
    s = session(tmp_path, lang, 3)
    said = s.handle(line)
    minutes, added = clock
    assert said[0] == SettingShown("clock", f"{minutes:g}+{added:g}", changed=True, kept=False)
    assert (s.settings.clock_minutes, s.settings.clock_increment) == clock


@pytest.mark.parametrize("line", ["clock 5+700", "clock 3+x"])
def test_a_clock_out_of_range_is_refused(tmp_path: Path, line: str) -> None:
    s = session(tmp_path, "en", 3)
    s.handle(line)
    assert (s.settings.clock_minutes, s.settings.clock_increment) == (0.0, 0.0)
