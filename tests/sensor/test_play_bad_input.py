"""A line typed during a game on a sensor board is bounded and cleaned as in the game
itself: a line too long is refused in one sentence, invisible characters are dropped."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_play import Table

TOO_LONG = {
    "cs": "Ten řádek je příliš dlouhý; tah nebo příkaz má nejvýš 500 znaků.",
    "en": "That line is too long; a move or a command takes at most 500 characters.",
}


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_a_megabyte_typed_at_the_board_is_refused_in_one_sentence(
    tmp_path: Path, lang: str
) -> None:
    t = Table(tmp_path, lang=lang)
    t.start()
    t.connect()
    assert t.type("c3 d4 " * 200_000) == [TOO_LONG[lang]]


def test_invisible_characters_typed_at_the_board_are_dropped(tmp_path: Path) -> None:
    t = Table(tmp_path)
    t.start()
    t.connect()
    assert t.type("\u202ec3\x00 d4\u200b") == ["Make the moves on the board; type commands only."]
    assert t.type("\x1b\u200b") == ["I did not understand that. Say help for the commands."]
