"""A third-party DXP implementation against ``dama host``: pydraughts' DXP client
(``draughts.engine.DXPEngine``, itself an adaptation of the DXC100 draughts client) asks
for a game of international draughts, as it asks any DXP engine, and plays it; the host's
player answers by typing. Both sides must reach the same position, captures, multiple
captures and a crowning included."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from accessible_dama.notation import parse_fen
from accessible_dama.notation.movetext import full_move_text
from accessible_dama.notation.pdn import read_pdn_file
from accessible_dama.rules import find_variant, new_game

from .test_two_processes import Dama, free_port, kept_games

draughts = pytest.importorskip("draughts")
engines = pytest.importorskip("draughts.engine")


def test_pydraughts_dxp_client_plays_international_draughts_against_dama_host(
        tmp_path: Path) -> None:
    port = free_port()
    host = Dama(tmp_path, "host", "--port", str(port), "--name", "Alice", "--wait", "1")
    rules = find_variant("international")
    try:
        host.expect("Waiting for an opponent")
        engine = engines.DXPEngine(None, {"engine-opened": True, "ip": "127.0.0.1",
                                          "port": port})
        board = draughts.Board(variant="standard")
        ours = new_game(rules)
        rng = random.Random(3)  # this seed's game has a 4-piece capture and a crowning
        for _ in range(12):
            move = rng.choice(board.legal_moves())
            board.push(move)
            (same,) = [m for m in ours.legal_moves() if list(m.path) == move.steps_move]
            ours.push(same)
            reply = ours.legal_moves()[0]  # the host's player answers with a legal move
            host.send(full_move_text(ours.position, reply))
            result = engine.play(board)
            assert result.move.steps_move == list(reply.path)
            board.push(result.move)
            ours.push(reply)
        assert parse_fen(board.fen, rules) == ours.position
        assert "K" in board.fen  # a king was crowned on the way
        engine.quit()
        host.expect("The connection to the opponent was lost; the game is saved.")
        assert host.end() == 0
    finally:
        host.stop()
    (record,) = list(read_pdn_file(kept_games(tmp_path)[-1]))[-1:]
    assert len(record.moves) == len(ours.moves) == 24
    assert record.tags["Black"] == "Alice" and record.tags["Opponent"] == "network"
