"""The game's record on disk (session/record.py): who played whom read back from the tags,
a game file named by a tag only when it is a plain name in the games folder, and a record
in parts read with its earlier parts."""

from __future__ import annotations

from pathlib import Path

import pytest

from accessible_dama.session import events
from accessible_dama.session.record import ReadRecord, Recorder, players_of
from accessible_dama.session.settings import Settings
from accessible_dama.session.timing import Timing
from tests.session.tables import table_of


def recorder(folder: Path) -> Recorder:
    return Recorder(table_of(), Timing(lambda: 0.0), folder / "autosave.pdn",
                    lambda: 1_790_000_000.0)


@pytest.mark.parametrize(("tags", "opponent", "level", "play_white"), [
    ({"Opponent": "computer", "Level": "7", "White": "computer level 7"}, "computer", 7, False),
    ({"Opponent": "human", "Black": "computer level 2"}, "human", 3, True),
    ({"Opponent": "robot", "Level": "11"}, "computer", 3, True),  # neither is ours
    ({"Level": "٧"}, "computer", 3, True),  # a digit, but not an ASCII one
])
def test_who_played_whom_is_read_back_from_the_tags(
        tags: dict[str, str], opponent: str, level: int, play_white: bool) -> None:
    s = players_of(tags, Settings(level=3, play_white=True))
    assert (s.opponent, s.level, s.play_white) == (opponent, level, play_white)


@pytest.mark.parametrize(("name", "kept"), [
    ("2026-01-02_03-04-05_czech.pdn", True),
    ("../elsewhere.pdn", False),
    (".hidden.pdn", False),
    ("notes.txt", False),
])
def test_a_game_file_named_by_a_tag_is_a_plain_name_in_the_games_folder(
        tmp_path: Path, name: str, kept: bool) -> None:
    r = recorder(tmp_path)
    r.store.games.mkdir(parents=True)
    (r.store.games / Path(name).name).write_text("")  # there, under its own name
    tags = {"GameFile": name, "Date": "2026.01.02", "Time": "03:04:05"}
    found = ReadRecord(r.table.rules, r.table.game.start, [], [], tags)
    lock = r.claim(tmp_path / "loaded.pdn", found)
    assert not isinstance(lock, events.GameOpenElsewhere)
    r.take_over(tmp_path / "loaded.pdn", found, lock)
    assert r.game_file == (name if kept else None)


def test_a_record_in_parts_is_read_with_the_parts_before_it(tmp_path: Path) -> None:
    path = tmp_path / "parts.pdn"
    path.write_text('[Round "part 1 of 2"]\n[Annotator "set on the board"]\n\n1. c3-d4 *\n\n'
                    '[Round "part 2 of 2"]\n[FEN "B:W21,22:B1,2"]\n\n1... b8-a7 *\n')
    found = recorder(tmp_path).read(path, plays=lambda rules: True)
    assert isinstance(found, ReadRecord)
    [(_, earlier_moves, note, _)] = found.earlier
    assert (len(earlier_moves), note, len(found.moves)) == (1, "set on the board", 1)


def test_a_game_on_points_is_not_read_where_only_draughts_are_played(tmp_path: Path) -> None:
    path = tmp_path / "mill.pdn"
    path.write_text('[Variant "mill"]\n\n*\n')
    found = recorder(tmp_path).read(path, plays=lambda rules: not rules.board.drawn_lines)
    assert isinstance(found, events.FileProblem) and found.kind is events.FileTrouble.NOT_DRAUGHTS
