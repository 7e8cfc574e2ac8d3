""""Proč?" / "why?" after a refused move, as the player meets it in the line app: the
rule that refused it in more words, with its clause of the rule text (Czech draughts,
../shared/seeds), not "nothing more to add"."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from accessible_dama.cli.app import App
from accessible_dama.notation import parse_fen
from accessible_dama.rules import find_variant
from accessible_dama.session.core import Session
from accessible_dama.session.settings import Settings


def talk(tmp_path: Path, lang: str, fen: str | None) -> tuple[App, list[str]]:
    position = parse_fen(fen, find_variant("czech")) if fen else None
    session = Session(Settings(lang=lang, opponent="human", output="silent"),
                      position=position, save_path=tmp_path / "game.pdn",
                      rng=random.Random(1), engine_depth=1)
    written: list[str] = []
    return App(session, written.append), written


def asked(app: App, written: list[str], line: str) -> list[str]:
    start = len(written)
    app.handle(line)
    return written[start:]


@pytest.mark.parametrize(("lang", "fen", "move", "why", "rule"), [
    # a capture is compulsory: 4.1
    ("cs", "W:Wc3,e3,a1:Bd4", "e3 f4", "proč?",
     "Pravidlo 4.1: Braní je povinné: může-li některá vaše figura brát, musíte brát, a ne "
     "táhnout jinak."),
    ("en", "W:Wc3,e3,a1:Bd4", "e3 f4", "why?",
     "Rule 4.1: Capturing is compulsory: when a piece of yours can capture, you must capture "
     "instead of making another move."),
    # a man steps forward only: 3.4
    ("cs", "W:Wc3:Bh8", "c3 b2", "proč to nejde",
     "Pravidlo 3.4: Kámen táhne o jedno pole šikmo dopředu, k soupeři; dozadu táhne jen dáma."),
    ("en", "W:Wc3:Bh8", "c3 b2", "why",
     "Rule 3.4: A man moves one square diagonally forward, toward the opponent; only a king "
     "moves backwards."),
])
def test_why_after_a_refused_move_gives_the_rule_and_its_clause(
        tmp_path: Path, lang: str, fen: str | None, move: str, why: str, rule: str) -> None:
    app, written = talk(tmp_path, lang, fen)
    refused = asked(app, written, move)
    assert len(refused) == 1 and refused[0].startswith(move.replace(" ", "-"))
    assert asked(app, written, why) == [rule]
