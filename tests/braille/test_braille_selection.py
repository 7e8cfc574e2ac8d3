"""Routing-key presses become the move text the game reads."""

from __future__ import annotations

from accessible_dama.braille import Selector
from accessible_dama.notation import parse_fen
from accessible_dama.notation.squares import parse_square
from accessible_dama.rules import Position, find_variant
from accessible_dama.session.settings import Settings
from accessible_dama.understand import MoveIntent, interpret


def presses(position: Position, selector: Selector, *names: str) -> list[str | None]:
    g = position.rules.geometry
    return [selector.press(position, parse_square(g, n)) for n in names]


def test_the_piece_then_the_square_makes_a_plain_move() -> None:
    p = Position(find_variant("czech"))
    s = Selector()
    assert presses(p, s, "c3") == [None]
    assert s.path == [22]
    assert presses(p, s, "d4") == ["c3 d4"]
    assert s.path == []


def test_another_piece_pressed_instead_of_a_destination_is_chosen_instead() -> None:
    p = Position(find_variant("czech"))
    s = Selector()
    assert presses(p, s, "c3", "e3", "f4") == [None, None, "e3 f4"]


def test_the_chosen_square_pressed_again_is_let_go() -> None:
    p = Position(find_variant("czech"))
    s = Selector()
    assert presses(p, s, "c3", "c3") == [None, None]
    assert s.path == []


def test_a_capture_goes_landing_square_by_landing_square() -> None:
    p = parse_fen("W:Wc3:Bd4,f6", find_variant("czech"))
    s = Selector()
    assert presses(p, s, "c3", "e5") == [None, None]
    assert s.path == [22, 15]
    assert presses(p, s, "e5") == [None]  # the last landing square taken back
    assert presses(p, s, "e5", "g7") == [None, "c3 e5 g7"]


def test_the_end_of_a_capture_pressed_at_once_names_it_too() -> None:
    p = parse_fen("W:Wc3:Bd4,f6", find_variant("czech"))
    s = Selector()
    assert presses(p, s, "c3", "g7") == [None, "c3 g7"]
    assert interpret("c3 g7", p, "cs") == MoveIntent(p.legal_moves()[0])


def test_a_square_without_a_piece_that_can_move_goes_to_the_game_to_be_explained() -> None:
    p = Position(find_variant("czech"))
    s = Selector()
    assert presses(p, s, "f6") == ["f6"]  # Black's man
    assert presses(p, s, "c1") == ["c1"]  # White's, but it cannot move
    assert presses(p, s, "e5") == ["e5"]  # empty
    assert s.path == []


def test_a_destination_no_move_reaches_is_sent_for_the_game_to_refuse() -> None:
    p = Position(find_variant("czech"))
    s = Selector()
    assert presses(p, s, "c3", "c5") == [None, "c3 c5"]


def test_the_text_is_read_back_as_the_same_move_on_the_10x10_board() -> None:
    rules = find_variant("international")
    p = Position(rules)
    s = Selector()
    assert presses(p, s, "b4", "a5") == [None, "b4 a5"]
    intent = interpret("b4 a5", p, Settings().lang)
    assert isinstance(intent, MoveIntent)
    assert intent.move.path == (parse_square(rules.geometry, "b4"),
                                parse_square(rules.geometry, "a5"))
