"""A game over the network played on a sensor board: one ``dama host --board`` on the
board simulator (``board-sim`` over a pty), one ``dama join`` typing, two real processes
on the loopback. The moves made on the board go to the opponent; the opponent's moves
are said, asked for on the board, and played when the board shows them."""

from __future__ import annotations

from pathlib import Path

from accessible_dama.notation.pdn import read_pdn_file
from tests.cli.dama_process import env_for
from tests.network.test_two_processes import Dama, free_port, kept_games
from tests.sensor.processes import Proc


def test_the_board_side_sends_its_moves_and_makes_the_opponents_on_the_board(
        tmp_path: Path) -> None:
    link = tmp_path / "board"
    board = Proc(["board-sim", "--link", str(link), "--heartbeat", "0.5"], env_for(tmp_path))
    port = free_port()
    host = joiner = None
    try:
        board.expect("board-sim: ")
        host = Dama(tmp_path / "host", "host", "--port", str(port), "--name", "Alice",
                    "--wait", "1", "--board", str(link))
        host.expect("Waiting for an opponent at 127.0.0.1")
        joiner = Dama(tmp_path / "joiner", "join", f"127.0.0.1:{port}", "--name", "Bob",
                      "--black")
        host.expect("against Bob over the network. You play White")
        joiner.expect("against Alice over the network. You play Black")
        host.expect("Board SIM-0001 found; checking the position.")
        host.expect("The board is ready.")
        # the player's move, made on the board, reaches the opponent
        board.send("move c3 d4")
        assert host.expect("White:") == "White: c3 to d4."
        assert joiner.expect("White:") == "White: c3 to d4."
        # the opponent's move is said and asked for on the board, played when it is made
        joiner.send("f6-e5")
        assert host.expect("from f6 to e5") == "Move the black man from f6 to e5."
        board.send("move f6 e5")
        assert host.expect("Black:") == "Black: f6 to e5."
        host.expect("White must capture: d4 over e5 to f6.")
        # a capture on the board, then the opponent's capture back, made on the board
        board.send("lift d4")
        board.send("place f6")
        board.send("lift e5")
        assert host.expect("White captures") == "White captures d4 over e5 to f6."
        assert joiner.expect("White captures") == "White captures d4 over e5 to f6."
        joiner.send("say to opponent nice board")  # said on the board's side too
        assert host.expect("The opponent says") == "The opponent says: nice board"
        joiner.send("g7xe5")
        assert host.expect("Capture with") == ("Capture with the black man: g7 over f6 to e5; "
                                               "remove f6.")
        board.send("move g7 e5")
        board.send("lift f6")
        assert host.expect("Black captures") == "Black captures g7 over f6 to e5."
        host.send("say to opponent thanks")
        assert joiner.expect("The opponent says") == "The opponent says: thanks"
        host.send("history")
        assert host.expect("Moves:") == "Moves: 1. c3-d4 f6-e5 2. d4xf6 g7xe5"
        host.send("quit", "yes")
        host.expect("Goodbye.")
        joiner.expect("The connection to the opponent was lost; the game is saved.")
    finally:
        for process in (host, joiner):
            if process is not None:
                process.stop()
        board.stop()
    records = [list(read_pdn_file(kept_games(tmp_path / side)[-1]))[-1]
               for side in ("host", "joiner")]
    assert len(records[0].moves) == 4 and records[0].moves == records[1].moves
