"""Going on with a game over the network after the connection was lost: the joiner's
position meets the host's game when it is the same, one move of the joiner's after it
(played on the host's side), or one move before it (the host's move is sent again; a
move of the joiner's that the joiner did not keep is taken back, and the joiner plays
again)."""

from __future__ import annotations

from pathlib import Path

from accessible_dama.cli.network import _meet
from accessible_dama.rules import Move, Position, find_variant, new_game
from accessible_dama.session.core import Session
from accessible_dama.session.events import MoveMade, Undone
from accessible_dama.session.settings import Settings

C3_D4, F6_G5, B2_C3 = Move((22, 18)), Move((11, 16)), Move((25, 22))


def host_game(tmp_path: Path, *moves: Move) -> Session:
    """The host plays White: its game with ``moves`` played."""
    s = Session(Settings(lang="en", play_white=True), save_path=tmp_path / "auto.pdn")
    for move in moves:
        s.play(move, by_computer=True)
    assert s.game.moves == list(moves)
    return s


def after(*moves: Move) -> Position:
    """The position the joiner has: Czech draughts after ``moves``."""
    game = new_game(find_variant("czech"))
    for move in moves:
        game.push(move)
    position = game.position.copy()
    assert isinstance(position, Position)
    return position


def test_the_same_position_goes_on(tmp_path: Path) -> None:
    s = host_game(tmp_path, C3_D4, F6_G5)
    assert _meet(s, after(C3_D4, F6_G5)) == (True, None, [])


def test_the_joiners_move_the_host_did_not_get_is_played_there(tmp_path: Path) -> None:
    s = host_game(tmp_path, C3_D4)
    met, resend, events = _meet(s, after(C3_D4, F6_G5))
    assert met and resend is None and len(s.game.moves) == 2
    assert any(isinstance(e, MoveMade) for e in events)


def test_the_hosts_move_the_joiner_did_not_get_is_sent_again(tmp_path: Path) -> None:
    s = host_game(tmp_path, C3_D4, F6_G5, B2_C3)
    assert _meet(s, after(C3_D4, F6_G5)) == (True, B2_C3, [])
    assert len(s.game.moves) == 3


def test_the_joiners_move_the_joiner_did_not_keep_is_taken_back(tmp_path: Path) -> None:
    s = host_game(tmp_path, C3_D4, F6_G5)
    met, resend, events = _meet(s, after(C3_D4))
    assert met and resend is None
    assert s.game.moves == [C3_D4] and Undone((F6_G5,)) in events


def test_a_position_two_moves_away_does_not_meet(tmp_path: Path) -> None:
    s = host_game(tmp_path, C3_D4, F6_G5, B2_C3)
    assert _meet(s, after(C3_D4)) == (False, None, [])
