"""The engine in Russian draughts: a man crowned during a capture is a king in the
search's own position key, and the draw counts that have not begun do not damp the score."""

from __future__ import annotations

import random

from accessible_dama.engine import Engine, Limit
from accessible_dama.engine.evaluation import evaluator_for
from accessible_dama.engine.state import DraughtsState, zobrist_for
from accessible_dama.notation.fen import parse_fen
from accessible_dama.rules import Game, find_variant

RUSSIAN = find_variant("russian")


def test_search_key_of_a_man_crowned_mid_capture_is_the_kings() -> None:
    state = DraughtsState(parse_fen("W:Wb6:Bc7,g5", RUSSIAN))
    [move] = state.legal_moves()
    state.push(move)
    assert state.hash == zobrist_for(RUSSIAN).key(state.position)
    state.pop()
    assert state.hash == zobrist_for(RUSSIAN).key(state.position)


def test_search_key_stays_the_positions_over_random_russian_games() -> None:
    chooser = random.Random(7)
    for _ in range(40):
        state = DraughtsState(parse_fen("W:W21-32:B1-12", RUSSIAN))
        for _ in range(120):
            moves = state.legal_moves()
            if not moves:
                break
            state.push(chooser.choice(moves))
            assert state.hash == zobrist_for(RUSSIAN).key(state.position)


def test_a_lone_king_off_the_main_road_is_not_counted_as_a_draw() -> None:
    # three kings against a lone king off the main diagonal: 7.2.7 does not count here,
    # so the score is not damped as a counted draw would be
    evaluator = evaluator_for(RUSSIAN)
    position = parse_fen("W:WKa1,Kc1,Ke1:BKh6", RUSSIAN)
    counted = [r for r in evaluator.drawish if r.plies_left(r.start(position)) is not None]
    assert evaluator._counting(position) == bool(counted)


def test_the_computer_chooses_the_capture_that_crowns_and_goes_on() -> None:
    # free choice: a3xc5 takes one man, b6xd8xg5xd2xa5 crowns on d8 and takes four
    game = Game(RUSSIAN, parse_fen("W:Wb6,a3:Bc7,f6,e3,Kh8,b4", RUSSIAN))
    best = Engine(3, rng=random.Random(0)).choose_move(game, Limit(depth=3))
    assert len(best.captured) == 4 and game.position.is_promotion(best)
