"""Playing over the network asked for by voice inside a game: "hrát po síti" waits for
an opponent, "připojit se k …" joins one; both ask first (the game here ends, kept),
and say what is wrong with an address, or a game that is not draughts."""

from __future__ import annotations

from pathlib import Path

import pytest

from accessible_dama.phrases.render import Renderer
from accessible_dama.session.core import Session
from accessible_dama.session.settings import Settings


def session(tmp_path: Path, lang: str = "en", variant: str = "czech") -> Session:
    s = Session(Settings(lang=lang, variant=variant, output="silent"),
                save_path=tmp_path / "auto.pdn", engine_depth=1)
    s.start()
    return s


def said(s: Session, line: str) -> list[str]:
    renderer = Renderer(s.settings.lang)
    return [text for e in s.handle(line) for text in renderer.render(e).lines]


@pytest.mark.parametrize(("line", "wish"), [
    ("hrát po síti", ("host", "127.0.0.1", 27531)),
    ("hrát po síti 4000", ("host", "127.0.0.1", 4000)),
    ("hrát po síti 0.0.0.0:4000", ("host", "0.0.0.0", 4000)),
    ("připojit se k 192.168.1.5", ("join", "192.168.1.5", 27531)),
    ("připoj se k localhost:4000", ("join", "localhost", 4000)),
])
def test_czech_network_by_voice_asks_first_and_yes_leaves_the_game_for_the_network(
        tmp_path: Path, line: str, wish: tuple[str, str, int]) -> None:
    s = session(tmp_path, "cs")
    question = said(s, line)
    assert question[0].endswith("Tato hra tím skončí a zůstane uložená. Ano, nebo ne?")
    assert s.network_wanted is None and not s.quit_requested
    said(s, "ano")
    assert s.network_wanted == wish and s.quit_requested


def test_the_questions_say_where_in_english(tmp_path: Path) -> None:
    s = session(tmp_path)
    assert said(s, "play over the network") == [
        "Wait for an opponent over the network at 127.0.0.1, port 27531? This game ends "
        "here and is kept. Yes or no."]
    said(s, "no")
    assert s.network_wanted is None and not s.quit_requested
    assert said(s, "connect to 10.0.0.2:4000") == [
        "Connect to 10.0.0.2, port 4000, and play the opponent there? This game ends here "
        "and is kept. Yes or no."]


def test_a_no_keeps_the_game_going(tmp_path: Path) -> None:
    s = session(tmp_path, "cs")
    said(s, "hrát po síti")
    assert said(s, "ne") == ["Dobře, hra pokračuje."]
    assert s.network_wanted is None and not s.quit_requested
    assert said(s, "c3-d4")[0] == "Bílý: c3 na d4."


@pytest.mark.parametrize(("line", "answer"), [
    ("připojit se", "Řekněte, kam se připojit, například: připojit se k 192.168.1.5."),
    ("připojit se k 192.168.1.5:99999",
     "192.168.1.5:99999 není adresa; například: připojit se k 192.168.1.5, nebo připojit se "
     "k 192.168.1.5:27531."),
    ("připojit se k pepa novák", "pepa novák není adresa; například: připojit se k "
     "192.168.1.5, nebo připojit se k 192.168.1.5:27531."),
    ("připojit se k 4000", "4000 není adresa; například: připojit se k 192.168.1.5, nebo "
     "připojit se k 192.168.1.5:27531."),
])
def test_a_missing_or_bad_address_is_said_and_nothing_is_asked(
        tmp_path: Path, line: str, answer: str) -> None:
    s = session(tmp_path, "cs")
    assert said(s, line) == [answer]
    assert s.pending_confirm is None and s.network_wanted is None


def test_a_game_that_is_not_draughts_is_not_played_over_the_network(tmp_path: Path) -> None:
    s = session(tmp_path, "cs", variant="mill")
    assert said(s, "hrát po síti") == [
        "Po síti se hraje jen dáma; nejdřív zvolte některou dámu."]
    assert s.pending_confirm is None


def test_inside_a_game_over_the_network_it_is_said_to_be_one_already(tmp_path: Path) -> None:
    s = session(tmp_path)
    s.remote = object()  # type: ignore[assignment]
    assert said(s, "connect to 10.0.0.2") == ["This game is already played over the network."]
    assert s.pending_confirm is None
