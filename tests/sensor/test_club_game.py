"""A whole game at the club table with every fault made on purpose (tests/sensor/
club_game.py checks what is said at each as it goes), in English and Czech; the page
docs/club-table-transcript.md is what was said."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.sensor.club_game import SCENES, Transcript, markdown, play, record_games

PAGE = Path(__file__).resolve().parents[2] / "docs" / "club-table-transcript.md"


@pytest.fixture(scope="module")
def transcripts(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Transcript]:
    folder = tmp_path_factory.mktemp("club")
    with pytest.MonkeyPatch.context() as env:
        env.setenv("XDG_CONFIG_HOME", str(folder / "config"))
        env.setenv("XDG_DATA_HOME", str(folder / "data"))
        return {lang: play(folder, lang) for lang in ("en", "cs")}


@pytest.mark.parametrize(("lang", "over"), [
    ("en", "Game over. White wins: Black has no pieces left."),
    ("cs", "Konec hry. Bílý vyhrává: Černý už nemá žádné figury."),
])
def test_a_whole_game_with_every_fault_made_on_purpose_ends_and_is_one_record(
        transcripts: dict[str, Transcript], lang: str, over: str) -> None:
    transcript = transcripts[lang]
    assert len(transcript.sections) >= len(SCENES) + 2
    assert transcript.result == over
    # one game, one record: the irregular move left to stand is in it, with its comment
    [game] = record_games(transcript)
    assert [c.text.split(" [")[0] for c in game.comments] == [  # type: ignore[attr-defined]
        "irregular move left to stand (missed_capture)"]
    assert "Round" not in game.tags  # type: ignore[attr-defined]


def test_both_languages_play_the_same_game(transcripts: dict[str, Transcript]) -> None:
    en, cs = (transcripts[lang].record.split("\n\n", 1)[1] for lang in ("en", "cs"))
    assert en == cs


def test_the_transcript_page_is_what_was_said(transcripts: dict[str, Transcript]) -> None:
    written = PAGE.read_text(encoding="utf-8")
    assert written == markdown([transcripts["en"], transcripts["cs"]]), (
        "docs/club-table-transcript.md is out of date: .venv/bin/python "
        "scripts/club_table_transcript.py")
