"""Hints that teach: the reason is read from the search's own line, at a fixed depth, and
said in Czech and English (Czech draughts: men move and take forwards only)."""

from __future__ import annotations

import pytest

from accessible_dama.engine import Engine, Limit, Why
from accessible_dama.notation import parse_fen
from accessible_dama.notation.text import full_move_text
from accessible_dama.phrases import Phrases
from accessible_dama.rules import Game, find_variant

CZECH = find_variant("czech")

CASES = [
    # c5-b6: c7 cannot take (a5 is taken), and one of the black men falls
    ("W:Wa5,c5:Bc7,g3", Why.WINS_MATERIAL, "c5-b6",
     "c5-b6: získá kámen.", "c5-b6: it wins a man."),
    # b6-c7 crowns on the next move, far from the black men
    ("W:Wb6,a1:Bh8,c5", Why.CROWNS, "b6-c7",
     "b6-c7: získá dámu.", "b6-c7: it gets a king."),
    # left alone, h4 takes g3 and runs to the crown from f2; g3-f4 moves out of reach
    ("W:Wg3,a1:Bh4,d8,d6", Why.STOPS_BREAKTHROUGH, "g3-f4",
     "g3-f4: zastaví průnik; jinak by soupeřův kámen došel do dámy.",
     "g3-f4: it stops a breakthrough; otherwise the opponent's man would crown."),
    # c7-b8 crowns and leaves e7 to f8; after f8xd6 the new king takes g7 and f2
    # (b8xg3xe1) and White is a king up (the same move and reason at depths 6 to 10)
    ("W:Wc7,e7,b2:Bf8,g7,d4,f2", Why.FORCES_CAPTURE, "c7-b8",
     "c7-b8: obětuje 1 figuru, soupeř musí brát a pak ztratí víc.",
     "c7-b8: it gives up 1 piece, the capture is forced, then it wins more."),
    # every other move gives a man away
    ("W:We3,a5:Bc5,e5", Why.SAFE_MOVE, "a5-b6",
     "a5-b6: jediný tah, který nic neztratí.",
     "a5-b6: it is the only move that loses nothing."),
]


@pytest.mark.parametrize(("fen", "why", "move", "czech", "english"), CASES)
def test_hint_says_the_concrete_reason(fen: str, why: Why, move: str, czech: str,
                                       english: str) -> None:
    game = Game(CZECH, parse_fen(fen, CZECH))
    hint = Engine(10).hint(game, Limit(depth=6))
    assert hint is not None
    assert (hint.why, full_move_text(CZECH, hint.move)) == (why, move)
    assert Phrases("cs").hint(hint, game.position) == czech
    assert Phrases("en").hint(hint, game.position) == english


@pytest.mark.parametrize(("why", "squares", "czech", "english"), [
    (Why.DEFENDS, ("d4",), "c3-d4: kryje figuru na d4.", "c3-d4: it defends the piece on d4."),
    (Why.THREATENS, ("e5",), "c3-d4: hrozí braním na e5.", "c3-d4: it threatens to take on e5."),
    (Why.FORCES_EXCHANGE, (), "c3-d4: vynutí výměnu.", "c3-d4: it forces an exchange."),
    (Why.PREPARES_CROWNING, (), "c3-d4: připraví kámen k proměně v dámu.",
     "c3-d4: it prepares to crown a man."),
    (Why.BLOCKS, (), "c3-d4: zablokuje soupeřovy kameny.", "c3-d4: it blocks the opponent's men."),
    (Why.WINS_TEMPO, (), "c3-d4: získá tempo.", "c3-d4: it wins a tempo."),
])
def test_a_quiet_hint_says_what_the_move_does_in_a_players_words(
        why: Why, squares: tuple[str, ...], czech: str, english: str) -> None:
    from accessible_dama.engine import Hint
    from accessible_dama.notation.squares import parse_square

    position = parse_fen("W:Wc3,a1:Be5,h8", CZECH)
    move = next(m for m in position.legal_moves() if full_move_text(CZECH, m) == "c3-d4")
    hint = Hint(move, why, squares=tuple(parse_square(CZECH.geometry, s) for s in squares))
    assert Phrases("cs").hint(hint, position) == czech
    assert Phrases("en").hint(hint, position) == english
    assert Phrases("cs").hint_why(hint, position).endswith(".")
