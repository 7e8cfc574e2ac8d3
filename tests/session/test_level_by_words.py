"""The computer's level moved by a step in the player's words ("make it easier", "chci
těžšího soupeře"), or set to an end of the scale ("nejtěžší úroveň"); at 1 or 10 it stays
and says where it is."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from accessible_dama.session.core import Session
from accessible_dama.session.events import SettingShown
from accessible_dama.session.settings import Settings


def session(tmp_path: Path, lang: str, level: int) -> Session:
    s = Session(Settings(lang=lang, level=level, output="silent"),
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
    assert said[0] == SettingShown("level", str(after), changed=True, kept=False)
    assert s.settings.level == after


@pytest.mark.parametrize(("line", "level"), [("level easier", 1), ("level harder", 10)])
def test_at_the_end_of_the_scale_the_level_stays_and_is_said(tmp_path: Path, line: str,
                                                             level: int) -> None:
    s = session(tmp_path, "en", level)
    assert s.handle(line) == [SettingShown("level", str(level))]
    assert s.settings.level == level
