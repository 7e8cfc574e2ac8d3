"""A search's limits hold in its first depth too: eighteen kings against ten whose capture
sequences explode take 1.6 million nodes (seconds of CPU) to finish depth 1, and a node
limit or a deadline stops the search there with the best move found so far."""

from __future__ import annotations

from accessible_dama.engine import Engine, Limit
from accessible_dama.notation import parse_fen
from accessible_dama.rules import find_variant, new_game
from tests.clocks import StepClock

#: 18 white kings against 10 black ones, Czech draughts
KINGS = ("W:WK16,K19,K18,K5,K12,K20,K32,K21,K31,K3,K27,K1,K26,K9,K30,K8,K7,K28"
         ":BK17,K24,K13,K14,K22,K23,K4,K6,K2,K29")
CHECK_EVERY = 256  # nodes between two looks at the limits


def test_a_node_limit_stops_the_first_depth_with_the_best_move_so_far() -> None:
    game = new_game(find_variant("czech"), parse_fen(KINGS, find_variant("czech")))
    result = Engine(10).best_line(game, Limit(depth=2, nodes=20_000))
    assert result is not None and result.best in game.legal_moves()
    assert result.nodes <= 20_000 + CHECK_EVERY
    assert result.depth == 0  # not one depth finished


def test_a_deadline_stops_the_first_depth_on_the_injected_clock() -> None:
    game = new_game(find_variant("czech"), parse_fen(KINGS, find_variant("czech")))
    clock = StepClock(0.01)  # 10 ms for every look at the clock
    hint = Engine(10, clock=clock).hint(game, Limit(seconds=1.0, depth=2))
    assert hint is not None and hint.move in game.legal_moves()
    # the deadline, one second on, is seen within a hundred looks at the clock
    assert clock.now < 1.0 + 0.02 * 100
