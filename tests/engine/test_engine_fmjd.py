"""The engine in international draughts by FMJD's rules: its search counts by the draw
rules of the game it searches (article 6), not by the rule text's."""

from __future__ import annotations

import random

from accessible_dama.engine import Engine, Limit
from accessible_dama.engine.evaluation import evaluator_for
from accessible_dama.engine.state import DRAW
from accessible_dama.notation.fen import parse_fen
from accessible_dama.rules import Game
from accessible_dama.rules.variants import INTERNATIONAL, INTERNATIONAL_FMJD, Rules

# a king and a man against a king, eight plies of kings only played: by FMJD 6.5 the
# game is drawn two plies on; by the rule text's 5.2 it has eleven moves each to go
START = "W:WK46,36:BK3"
KING_MOVES = ("46-41", "3-8", "41-46", "8-12", "46-37", "12-17", "37-46", "17-11")


def _game(rules: Rules) -> Game:
    game = Game(rules, parse_fen(START, rules))
    for text in KING_MOVES:
        frm, to = (int(s) for s in text.split("-"))
        [move] = [m for m in game.legal_moves() if (m.path[0], m.path[-1]) == (frm, to)]
        game.push(move)
    assert game.outcome is None
    return game


def _score(game: Game) -> int:
    result = Engine(5, rng=random.Random(0)).search(game, Limit(depth=3), noise=False).run()
    assert result is not None and result.depth == 3
    return result.score


def test_fmjd_6_5_the_search_sees_the_draw_two_plies_ahead() -> None:
    game = _game(INTERNATIONAL_FMJD)
    assert [(c.rule.clause, c.plies_left) for c in game.draw_counters()] == [
        ("FMJD 6.5", 2), ("FMJD 6.3", 42)]
    assert _score(game) == DRAW


def test_by_the_rule_texts_5_2_the_same_position_is_a_man_up() -> None:
    game = _game(INTERNATIONAL)
    assert _score(game) > 100


def test_each_choice_of_draw_rules_has_its_own_evaluator() -> None:
    assert evaluator_for(INTERNATIONAL).drawish == ()
    assert [r.clause for r in evaluator_for(INTERNATIONAL_FMJD).drawish] == ["FMJD 6.5", "FMJD 6.4"]
