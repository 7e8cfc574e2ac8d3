"""A game being played belongs to one program, and what the player is told of the game's
saving (the quit and new-game questions, the goodbye) is what the last save did."""

from __future__ import annotations

from pathlib import Path

from accessible_dama.notation import read_pdn
from accessible_dama.session import events
from accessible_dama.session.lock import GameLock
from tests.session.test_games_kept import kept, make, say


def autosave_moves(folder: Path) -> list[str]:
    return read_pdn((folder / "autosave.pdn").read_bytes())[0].moves


def test_a_second_program_leaves_the_live_game_and_its_autosave_alone(tmp_path: Path) -> None:
    first = make(tmp_path)
    first.start()
    say(first, "c3 d4")
    second = make(tmp_path)
    notices, offer = second.saved_game()
    assert offer is None
    assert notices == [events.GameOpenElsewhere(str(tmp_path / "autosave.pdn"), at_start=True)]
    second.start()
    say(second, "e3 f4")
    assert autosave_moves(tmp_path) == ["c3-d4"]  # the first program's game
    assert say(second, "quit") == ["Quit? The game is kept with your other games; say games "
                                   "next time to go on with it. Yes or no."]
    assert say(second, "no") == ["All right, the game goes on."]
    assert say(first, "quit") == ["Quit? The game is saved and can go on next time. Yes or no."]
    say(first, "no")
    first.close()  # the first program ends
    say(second, "f6 g5")
    assert autosave_moves(tmp_path) == ["e3-f4", "f6-g5"]  # the last game played now
    assert say(second, "quit") == ["Quit? The game is saved and can go on next time. "
                                   "Yes or no."]
    games = sorted(tuple(read_pdn(f.read_text())[0].moves) for f in kept(tmp_path))
    assert games == [("c3-d4",), ("e3-f4", "f6-g5")]


def test_a_saved_game_declined_at_the_start_is_let_go_of(tmp_path: Path) -> None:
    first = make(tmp_path)
    first.start()
    say(first, "c3 d4")
    first.close()
    [game_file] = kept(tmp_path)
    second = make(tmp_path)
    _, offer = second.saved_game()
    assert offer is not None
    assert GameLock.take(game_file) is None  # held while the question waits
    second.start()  # the answer was no
    lock = GameLock.take(game_file)
    assert lock is not None
    lock.release()


def test_the_questions_say_what_became_of_the_game(tmp_path: Path) -> None:
    s = make(tmp_path)
    s.start()
    assert say(s, "quit") == ["Quit? Yes or no."]  # nothing played
    say(s, "no")
    assert say(s, "new game") == ["Start a new game? Yes or no."]
    say(s, "no")
    say(s, "c3 d4")
    assert say(s, "new game") == ["Start a new game? The current one stays saved. Yes or no."]
    say(s, "no")
    say(s, "resign")
    say(s, "yes")
    assert say(s, "quit") == ["Quit? The game is kept with your other games. Yes or no."]
    said = say(s, "yes")
    assert said == ["Goodbye. The game is kept with your other games."]


def test_a_game_only_in_the_autosave_is_not_written_over_by_the_next(tmp_path: Path) -> None:
    """The games folder cannot be written (a file stands in its place): the game is in
    the autosave only, and a new game does not write over it; the new game says every
    time that it is not saved."""
    (tmp_path / "games").write_text("a file")
    s = make(tmp_path)
    s.start()
    assert say(s, "c3 d4")[1] == ("The game can go on next time, but is not kept with your "
                                  "other games: part of the path is not a folder. Try save "
                                  "with a file name on another disk.")
    assert say(s, "new game") == ["Start a new game? The current one stays saved. Yes or no."]
    say(s, "yes")
    said = say(s, "e3 f4")
    assert said[1].startswith("The game is not saved: part of the path is not a folder.")
    assert autosave_moves(tmp_path) == ["c3-d4"]
    assert say(s, "quit") == ["Quit? The game could not be saved: part of the path is not a "
                              "folder. It will be lost. Yes or no."]
