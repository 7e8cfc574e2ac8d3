"""Russian draughts played through the session by spoken-style input, in Czech and in
English, from the start to the end of the game: every move said as a player dictates it
(each square of its path in words), every answer a sentence in the player's language."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from accessible_dama.notation import read_pdn
from accessible_dama.notation.pdn import write_result
from accessible_dama.phrases.render import Renderer
from accessible_dama.rules import Move, find_variant
from accessible_dama.session.core import Session
from accessible_dama.session.events import GameOver, MoveMade
from accessible_dama.session.settings import Settings

RUSSIAN = find_variant("russian")
FILES = {
    "cs": ("á", "bé", "cé", "dé", "é", "ef", "gé", "há"),
    "en": ("alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel"),
}
RANKS = {
    "cs": ("jedna", "dva", "tři", "čtyři", "pět", "šest", "sedm", "osm"),
    "en": ("one", "two", "three", "four", "five", "six", "seven", "eight"),
}


def spoken(move: Move, lang: str) -> str:
    """The move as dictated: every square of its path, file and rank in words."""
    words = []
    for square in move.path:
        file, rank = RUSSIAN.board.coords(square)
        words += [FILES[lang][file], RANKS[lang][rank]]
    return " ".join(words)


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_russian_game_by_speech_to_its_end(tmp_path: Path, lang: str) -> None:
    session = Session(Settings(lang=lang, opponent="human", output="silent", variant="russian"),
                      save_path=tmp_path / "game.pdn", rng=random.Random(3))
    renderer = Renderer(lang)
    assert session.rules is RUSSIAN
    said = [line for e in session.start() for line in renderer.render(e).lines]
    assert said and all(line.strip() for line in said)
    chooser = random.Random(5)
    while session.game.outcome is None:
        assert len(session.game.moves) < 600
        move = chooser.choice(session.game.legal_moves())
        events = session.handle(spoken(move, lang))
        made = [e for e in events if isinstance(e, MoveMade)]
        assert made and made[0].move == move, spoken(move, lang)
        lines = [line for e in events for line in renderer.render(e).lines]
        assert lines and all(line.strip() for line in lines)
    over = renderer.render(GameOver(session.game.outcome, None)).lines
    assert over and over[0].strip()
    record = read_pdn((tmp_path / "game.pdn").read_bytes())[0]
    assert record.tags["GameType"].startswith("25")
    assert record.result == write_result(session.game.outcome, session.game.rules.first)


def test_russian_against_the_computer_by_speech(tmp_path: Path) -> None:
    session = Session(Settings(lang="cs", output="silent", variant="russian", level=2),
                      save_path=tmp_path / "game.pdn", rng=random.Random(3), engine_depth=2)
    renderer = Renderer("cs")
    session.start()
    chooser = random.Random(9)
    for _ in range(8):
        if session.game.outcome is not None:
            break
        plies = len(session.game.moves)
        move = chooser.choice(session.game.legal_moves())
        lines = [line for e in session.handle(spoken(move, "cs")) for line in
                 renderer.render(e).lines]
        assert lines[0].startswith("Bílý")
        assert session.game.outcome is not None or len(session.game.moves) == plies + 2
    hint = [line for e in session.handle("rada") for line in renderer.render(e).lines]
    assert hint and hint[0].strip()
