"""Opálecká dáma (``opalecka``): seed 002, tournament rules with 8 men each.

Test names follow the headings of 002; expected moves and results were worked out by
hand from the text and RULES.md.
"""

from __future__ import annotations

from accessible_dama.rules import BLACK, WHITE, Game, Position
from accessible_dama.rules.outcome import Outcome, Reason
from accessible_dama.rules.variants import OPALECKA

R = OPALECKA


def test_opalecka_pocatecni_postaveni_eight_men_each_white_first(draughts):
    game = Game(R)
    white = ["a1", "c1", "e1", "g1", "b2", "d2", "f2", "h2"]
    black = ["b8", "d8", "f8", "h8", "a7", "c7", "e7", "g7"]
    assert draughts.board(Position(R)) == {**{s: "w" for s in white}, **{s: "b" for s in black}}
    assert game.turn == WHITE
    assert draughts.texts(R, game.legal_moves()) == {
        "b2-a3", "b2-c3", "d2-c3", "d2-e3", "f2-e3", "f2-g3", "h2-g3",
    }


def test_opalecka_kamen_moves_one_step_forward(draughts):
    assert draughts.legal("W:Wd4:Ba7", R) == {"d4-c5", "d4-e5"}
    assert draughts.legal("W:Wd4:Bc3", R) == {"d4-c5", "d4-e5"}


def test_opalecka_dama_moves_any_distance(draughts):
    assert draughts.legal("W:WKd4:Ba7", R) == {
        "d4-c5", "d4-b6",
        "d4-e5", "d4-f6", "d4-g7", "d4-h8",
        "d4-c3", "d4-b2", "d4-a1",
        "d4-e3", "d4-f2", "d4-g1",
    }


def test_opalecka_brani_is_compulsory(draughts):
    assert draughts.legal("W:Wc3,g3:Bd4", R) == {"c3xe5"}
    assert draughts.legal("W:Wc3:Bd4,e5", R) == {"c3-b4"}


def test_opalecka_brani_multi_capture_is_one_move_made_in_full(draughts):
    assert draughts.legal("W:Wc1:Bd2,f4,f6", R) == {"c1xe3xg5xe7"}


def test_opalecka_brani_men_free_choice(draughts):
    # only the king has priority: between men any capture may be chosen
    assert draughts.legal("W:Wa3,e3:Bb4,f4,f6", R) == {"a3xc5", "e3xg5xe7"}


def test_opalecka_brani_dama_ma_prednost(draughts):
    assert draughts.legal("W:Wh2,Ka3:Bb2,c7,e5,g3", R) == {"a3xc1"}


def test_opalecka_dama_captures_as_flying_king(draughts):
    assert draughts.legal("W:WKb2:Bd4", R) == {"b2xe5", "b2xf6", "b2xg7", "b2xh8"}
    assert draughts.legal("W:WKa1:Bc3,f4", R) == {"a1xe5xg3", "a1xe5xh2"}
    assert draughts.legal("W:WKa1:Bd4,g5,g3,b6", R) == {"a1xe5xh2", "a1xf6xh4xf2", "a1xf6xh4xe1"}


def test_opalecka_promotion_on_the_last_rank(draughts):
    game = draughts.game("W:Wb6:Bc7,e7", R)
    draughts.play(game, "b6xd8")
    assert draughts.board(game.position) == {"d8": "W", "e7": "b"}


def test_opalecka_ukonceni_one_king_each_is_a_draw_at_once(draughts):
    game = draughts.game("W:WKa1:BKh8,d4", R)
    assert game.outcome is None
    assert draughts.texts(R, game.legal_moves()) == {"a1xe5", "a1xf6", "a1xg7"}
    draughts.play(game, "a1xe5")
    assert game.outcome is not None
    assert (game.outcome.winner, game.outcome.reason) == (None, Reason.ONE_KING_EACH)
    # a game set up with one king each is over before any move
    assert draughts.game("B:WKc1:BKh8", R).outcome.reason is Reason.ONE_KING_EACH


def test_opalecka_ukonceni_not_with_more_than_one_king(draughts):
    assert draughts.game("W:WKc1,a1:BKh8", R).outcome is None
    assert draughts.game("W:WKc1,Ka1:BKh8", R).outcome is None


def test_opalecka_ukonceni_no_pieces_loses(draughts):
    game = draughts.game("W:Wc3:Bd4", R)
    draughts.play(game, "c3xe5")
    assert game.outcome == Outcome(WHITE, Reason.NO_PIECES)


def test_opalecka_ukonceni_blocked_player_is_a_draw(draughts):
    game = draughts.game("W:Wh2:Bg3,f4", R)
    assert game.outcome is not None
    assert (game.outcome.winner, game.outcome.reason) == (None, Reason.NO_MOVES)


def test_opalecka_ukonceni_threefold_repetition(draughts):
    game = draughts.game("W:WKc1,a1:BKh8,h6", R)
    cycle = ("c1-d2", "h8-g7", "d2-c1", "g7-h8")
    draughts.play(game, *cycle, *cycle[:3])
    assert game.outcome is None
    draughts.play(game, cycle[3])
    assert (game.outcome.winner, game.outcome.reason) == (None, Reason.REPETITION)


def test_opalecka_ukonceni_resignation_and_agreement(draughts):
    assert Game(R).resign(WHITE) == Outcome(BLACK, Reason.RESIGNATION)
    assert Game(R).agree_draw() == Outcome(None, Reason.AGREEMENT)


def test_opalecka_no_move_limit(draughts):
    game = draughts.game("W:WKc1,Ke1:BKh8,Kf8", R)
    walk = draughts.quiet_walk(game.position, 60, kings_only=True)
    for m in walk:
        assert game.outcome is None
        game.push(m)
    assert game.outcome is None
    assert game.draw_counters() == []
