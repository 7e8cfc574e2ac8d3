"""Russian draughts in the real program: ``dama --variant russian`` played to the end of
the game by dictated moves on standard input, in Czech and in English."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from accessible_dama.rules import Game, find_variant
from tests.cli.dama_process import dama
from tests.session.test_russian_by_speech import spoken

RUSSIAN = find_variant("russian")
GAME_OVER = {"cs": "Konec hry.", "en": "Game over."}
SIDES = {"cs": ("Bílý", "Černý"), "en": ("White", "Black")}


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_dama_plays_russian_by_dictated_moves_to_the_end(tmp_path: Path, lang: str) -> None:
    game = Game(RUSSIAN)
    chooser = random.Random(11)
    lines = []
    while game.outcome is None:
        move = chooser.choice(game.legal_moves())
        lines.append(spoken(move, lang))
        game.push(move)
    done = dama(tmp_path, ["--variant", "russian", "--opponent", "human", "--lang", lang,
                           "--silent"], "\n".join(lines) + "\n")
    assert done.returncode == 0, done.stderr
    out = done.stdout.splitlines()
    assert out[0].startswith(
        {"cs": "Nová hra: ruská dáma", "en": "New game: Russian draughts"}[lang])
    assert any(line.startswith(GAME_OVER[lang]) for line in out), out[-5:]
    said_moves = [line for line in out if line.startswith(SIDES[lang])
                  and "musí brát" not in line and "must capture" not in line]
    assert len(said_moves) == len(lines)  # every dictated move was played
    assert len(lines) == len(game.moves)
